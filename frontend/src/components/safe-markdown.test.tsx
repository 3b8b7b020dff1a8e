import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeMarkdown, parseBlocks, safeHref } from './safe-markdown';

afterEach(cleanup);

function html(text: string): HTMLElement {
  const { container } = render(
    <FluentProvider theme={webLightTheme}>
      <SafeMarkdown text={text} />
    </FluentProvider>,
  );
  return container.querySelector('div > div') as HTMLElement;
}

describe('the safe markdown subset', () => {
  it('splits paragraphs, line breaks, bullet and numbered lists', () => {
    expect(parseBlocks('One\ntwo\n\n- a\n- b\n\n3. c\n4. d\nAfter')).toEqual([
      { kind: 'paragraph', lines: ['One', 'two'] },
      { kind: 'list', ordered: false, start: 1, items: ['a', 'b'] },
      { kind: 'list', ordered: true, start: 3, items: ['c', 'd'] },
      { kind: 'paragraph', lines: ['After'] },
    ]);
    const root = html(
      'Hello **there** and *you*, `code`.\nNext line\n\n- first\n- **second**\n\n1. one\n2. two',
    );
    expect(root.querySelectorAll('p')).toHaveLength(1);
    expect(root.querySelector('p')?.innerHTML).toContain('<br>');
    expect(root.querySelector('strong')?.textContent).toBe('there');
    expect(root.querySelector('em')?.textContent).toBe('you');
    expect(root.querySelector('code')?.textContent).toBe('code');
    expect([...root.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual([
      'first',
      'second',
    ]);
    expect(root.querySelector('ul strong')?.textContent).toBe('second');
    expect([...root.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual([
      'one',
      'two',
    ]);
  });

  it('renders the offline coach notice in italics and headings as bold lines', () => {
    const root = html(
      "## Missed dose\n_I'm Stride's offline coach: general information only, not medical advice._",
    );
    expect(root.querySelector('strong')?.textContent).toBe('Missed dose');
    expect(root.querySelector('em')?.textContent).toBe(
      "I'm Stride's offline coach: general information only, not medical advice.",
    );
  });

  it('never injects HTML: tags stay text', () => {
    const root = html(
      '<img src=x onerror=alert(1)> <script>alert(1)</script> **<b>bold</b>**\n\n- <a href="javascript:alert(1)">x</a>',
    );
    expect(root.querySelector('img, script, b, a')).toBeNull();
    expect(root.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(root.textContent).toContain('<script>alert(1)</script>');
    expect(root.querySelector('strong')?.textContent).toBe('<b>bold</b>');
  });

  it('links only http(s) addresses, in a new tab with rel=noopener', () => {
    const root = html(
      'See [988 Lifeline](https://988lifeline.org) or https://www.thetrevorproject.org. ' +
        'Not [this](javascript:alert(1)) nor [that](data:text/html,hi) nor [rel](/settings).',
    );
    const links = [...root.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://988lifeline.org/',
      'https://www.thetrevorproject.org/',
    ]);
    for (const link of links) {
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link.getAttribute('target')).toBe('_blank');
    }
    // The bare address keeps its trailing full stop outside the link.
    expect(links[1]?.textContent).toBe('https://www.thetrevorproject.org');
    expect(root.textContent).toContain('Not this nor that nor rel.');
  });

  it('accepts only http and https in safeHref', () => {
    expect(safeHref('https://example.org/a?b=1')).toBe('https://example.org/a?b=1');
    expect(safeHref('http://example.org')).toBe('http://example.org/');
    expect(safeHref('JavaScript:alert(1)')).toBeNull();
    expect(safeHref(' javascript:alert(1)')).toBeNull();
    expect(safeHref('vbscript:x')).toBeNull();
    expect(safeHref('data:text/html;base64,PHNjcmlwdD4=')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('/relative')).toBeNull();
  });

  it('leaves snake_case words and lone asterisks alone', () => {
    const root = html('a file_name_here and 2 * 3 * 4');
    expect(root.querySelector('em')).toBeNull();
    expect(root.textContent).toBe('a file_name_here and 2 * 3 * 4');
  });
});
