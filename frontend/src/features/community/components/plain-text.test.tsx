import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlainText, splitLinks } from './plain-text';

afterEach(cleanup);

const show = (text: string, linksClickable: boolean) =>
  render(
    <FluentProvider theme={webLightTheme}>
      <PlainText text={text} linksClickable={linksClickable} />
    </FluentProvider>,
  );

describe('a member’s words on the board', () => {
  it('finds http(s) addresses and leaves trailing punctuation out', () => {
    expect(splitLinks('See https://example.org/a?b=1. Or http://x.test)')).toEqual([
      { text: 'See ', url: false },
      { text: 'https://example.org/a?b=1', url: true },
      { text: '. Or ', url: false },
      { text: 'http://x.test', url: true },
      { text: ')', url: false },
    ]);
    expect(splitLinks('javascript:alert(1) ftp://x')).toEqual([
      { text: 'javascript:alert(1) ftp://x', url: false },
    ]);
  });

  it('shows a new member’s address as text, never a link', () => {
    show('Read https://example.org/voice today', false);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Read https://example.org/voice today')).toBeTruthy();
  });

  it('links addresses for members the API allows, without a referrer', () => {
    show('Read https://example.org/voice today', true);
    const link = screen.getByRole('link', { name: 'https://example.org/voice' });
    expect(link.getAttribute('href')).toBe('https://example.org/voice');
    expect(link.getAttribute('rel')).toContain('noreferrer');
  });

  it('renders markup as text, never as HTML', () => {
    const { container } = show('<img src=x onerror=alert(1)> <b>bold</b>', true);
    expect(container.querySelector('img, b')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)> <b>bold</b>')).toBeTruthy();
  });
});
