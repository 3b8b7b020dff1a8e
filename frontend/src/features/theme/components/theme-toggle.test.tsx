import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../../../lib/storage-keys';
import { ThemeModeProvider } from './theme-mode-provider';
import { ThemeToggle, type ThemeToggleProps } from './theme-toggle';

function renderToggle(props: ThemeToggleProps = {}) {
  return render(
    <ThemeModeProvider>
      <FluentProvider theme={webLightTheme}>
        <ThemeToggle {...props} />
      </FluentProvider>
    </ThemeModeProvider>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('<ThemeToggle>', () => {
  it('button: titled by what it does, and remembers the choice', () => {
    renderToggle();
    const button = screen.getByRole('button', { name: 'Switch to Dark Mode' });
    expect(button.getAttribute('title')).toBe('Switch to Dark Mode');

    fireEvent.click(button);
    const back = screen.getByRole('button', { name: 'Switch to Light Mode' });
    expect(back.getAttribute('title')).toBe('Switch to Light Mode');
    expect(localStorage.getItem(storageKeys.theme)).toBe('dark');
  });

  it('button: optional Light/Dark label', () => {
    localStorage.setItem(storageKeys.theme, 'dark');
    renderToggle({ showLabel: true, size: 'large' });
    const button = screen.getByRole('button', { name: 'Switch to Light Mode' });
    expect(button.textContent).toBe('Light');
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Switch to Dark Mode' }).textContent).toBe('Dark');
  });

  it('first visit follows the system setting (light when unknown)', () => {
    renderToggle();
    expect(screen.getByRole('button', { name: 'Switch to Dark Mode' })).toBeTruthy();
    // The theme stylesheet keys the colours (and color-scheme) on html[data-theme].
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it("switch: reads 'Dark Mode' or 'Light Mode'", async () => {
    renderToggle({ variant: 'switch', size: 'small' });
    const lightSwitch = await screen.findByRole('switch');
    expect((lightSwitch as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('Light Mode')).toBeTruthy();
    expect(lightSwitch.getAttribute('title')).toBe('Switch to Dark Mode');

    fireEvent.click(lightSwitch);
    const darkSwitch = screen.getByRole('switch');
    expect((darkSwitch as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Dark Mode')).toBeTruthy();
    expect(darkSwitch.getAttribute('title')).toBe('Switch to Light Mode');
    expect(localStorage.getItem(storageKeys.theme)).toBe('dark');
  });
});
