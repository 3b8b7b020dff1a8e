import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TabStrip } from './tab-strip';

const tabs = [
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
  { value: 'year', label: 'Year' },
] as const;

function renderStrip(vertical = false) {
  const onTabSelect = vi.fn();
  render(
    <FluentProvider theme={webLightTheme}>
      <TabStrip
        tabs={tabs}
        selectedValue="month"
        onTabSelect={onTabSelect}
        vertical={vertical}
        aria-label="Period"
        panelId="panel"
      />
    </FluentProvider>,
  );
  return onTabSelect;
}

const tab = (name: string) => screen.getByRole('tab', { name });
const tabIndexes = () => tabs.map(({ label }) => tab(label).tabIndex);

afterEach(cleanup);

describe('TabStrip', () => {
  it('is a named tablist whose selected tab alone is in the Tab order', () => {
    renderStrip();
    const list = screen.getByRole('tablist', { name: 'Period' });
    expect(list.getAttribute('aria-orientation')).toBe('horizontal');
    expect(tab('Month').getAttribute('aria-selected')).toBe('true');
    expect(tab('Week').getAttribute('aria-selected')).toBe('false');
    expect(tab('Week').getAttribute('aria-controls')).toBe('panel');
    expect(tabIndexes()).toEqual([-1, 0, -1]);
  });

  it('moves focus round the tabs with the arrows, Home and End, and selects on a click', () => {
    const onTabSelect = renderStrip();
    tab('Month').focus();
    fireEvent.keyDown(tab('Month'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Year'));
    expect(tabIndexes()).toEqual([-1, -1, 0]);
    fireEvent.keyDown(tab('Year'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Week'));
    fireEvent.keyDown(tab('Week'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Year'));
    fireEvent.keyDown(tab('Year'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('Week'));
    fireEvent.keyDown(tab('Week'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Year'));
    // Up and Down belong to a vertical strip; focus alone never selects.
    fireEvent.keyDown(tab('Year'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(tab('Year'));
    expect(onTabSelect).not.toHaveBeenCalled();
    fireEvent.click(tab('Year'));
    expect(onTabSelect).toHaveBeenCalledWith('year');
  });

  it('goes back to the selected tab in the Tab order once focus leaves', () => {
    renderStrip(true);
    expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('vertical');
    tab('Month').focus();
    fireEvent.keyDown(tab('Month'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(tab('Year'));
    fireEvent.keyDown(tab('Year'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Year'));
    fireEvent.blur(tab('Year'), { relatedTarget: document.body });
    expect(tabIndexes()).toEqual([-1, 0, -1]);
  });
});
