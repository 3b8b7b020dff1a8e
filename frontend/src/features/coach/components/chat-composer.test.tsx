import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coachText } from '../coach-text';
import { ChatComposer } from './chat-composer';

afterEach(cleanup);

function setup(disabled = false) {
  const onSend = vi.fn();
  render(
    <FluentProvider theme={webLightTheme}>
      <ChatComposer disabled={disabled} onSend={onSend} />
    </FluentProvider>,
  );
  const box = screen.getByRole('textbox', { name: coachText.composerLabel }) as HTMLTextAreaElement;
  return { onSend, box };
}

const type = (box: HTMLTextAreaElement, value: string) =>
  fireEvent.change(box, { target: { value } });

describe('the chat composer', () => {
  it('sends on Enter and clears; Shift+Enter does not send', () => {
    const { onSend, box } = setup();
    type(box, 'Hello coach');
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('Hello coach');
    expect(box.value).toBe('');
  });

  it('does not send a blank message', () => {
    const { onSend, box } = setup();
    type(box, '   \n  ');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect(
      (screen.getByRole('button', { name: coachText.send }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('shows a counter near the 4,000-character limit and refuses more', () => {
    const { onSend, box } = setup();
    type(box, 'a'.repeat(3000));
    expect(screen.queryByText(/\/ 4,000/)).toBeNull();
    type(box, 'a'.repeat(3700));
    expect(screen.getByText('3,700 / 4,000')).toBeTruthy();
    type(box, 'a'.repeat(4000));
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledTimes(1);
    type(box, 'a'.repeat(4001));
    expect(screen.getByText(/Message must be at most 4,000 characters/)).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(
      (screen.getByRole('button', { name: coachText.send }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('is disabled while a message is on its way', () => {
    const { onSend, box } = setup(true);
    expect(box.disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: coachText.sending }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
  });
});
