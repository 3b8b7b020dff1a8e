import { Link, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Fragment, type ReactNode } from 'react';

/**
 * A small, safe markdown subset for text written by the coach (or a model): paragraphs, line
 * breaks, **bold**, *italic*, `code`, bullet and numbered lists, and links. Everything becomes
 * React elements built here: no HTML is ever parsed or injected (`<b>` stays the text "<b>"),
 * and a link is a link only when its address is http(s); any other address is shown as text.
 */

export type MarkdownBlock =
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'list'; ordered: boolean; start: number; items: string[] };

const bulletItem = /^\s{0,3}[-*+]\s+(.*)$/;
const numberedItem = /^\s{0,3}(\d{1,9})[.)]\s+(.*)$/;
const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;

/** Splits text into paragraphs and lists (exported for tests). */
export function parseBlocks(text: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let current = null as MarkdownBlock | null;
  const close = () => {
    if (current) blocks.push(current);
    current = null;
  };

  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(/\s+$/, '');
    if (!line.trim()) {
      close();
      continue;
    }
    const bullet = bulletItem.exec(line);
    const numbered = bullet ? null : numberedItem.exec(line);
    if (bullet || numbered) {
      const ordered = numbered !== null;
      const content = (bullet?.[1] ?? numbered?.[2] ?? '').trim();
      const list: MarkdownBlock | null = current;
      if (list && list.kind === 'list' && list.ordered === ordered) {
        list.items.push(content);
      } else {
        close();
        current = {
          kind: 'list',
          ordered,
          start: numbered ? Number(numbered[1]) : 1,
          items: [content],
        };
      }
      continue;
    }
    const title = heading.exec(line);
    const lineText = title ? `**${title[1]}**` : line.trim();
    const block: MarkdownBlock | null = current;
    if (block && block.kind === 'list' && /^\s{2,}/.test(line)) {
      // An indented line continues the list item above it.
      block.items[block.items.length - 1] += ` ${lineText}`;
    } else if (block && block.kind === 'paragraph' && !title) {
      block.lines.push(lineText);
    } else {
      close();
      current = { kind: 'paragraph', lines: [lineText] };
      if (title) close();
    }
  }
  close();
  return blocks;
}

/** The address a link may point to: http(s) only, else null (javascript:, data:, relative…). */
export function safeHref(href: string): string | null {
  try {
    const url = new URL(href.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

type InlineRule = {
  pattern: RegExp;
  render: (match: RegExpExecArray, key: string) => ReactNode;
};

function inlineRules(linkClass: string, codeClass: string): InlineRule[] {
  const link = (label: ReactNode, href: string | null, key: string): ReactNode =>
    href ? (
      <Link
        key={key}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        inline
        className={linkClass}
      >
        {label}
      </Link>
    ) : (
      <Fragment key={key}>{label}</Fragment>
    );
  return [
    {
      pattern: /`([^`\n]+)`/,
      render: (m, key) => (
        <code key={key} className={codeClass}>
          {m[1]}
        </code>
      ),
    },
    {
      pattern: /\[([^\]\n]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/,
      render: (m, key) =>
        link(renderInline(m[1] ?? '', key, linkClass, codeClass), safeHref(m[2] ?? ''), key),
    },
    {
      pattern: /(?:\*\*|__)(?=\S)([\s\S]+?)(?<=\S)(?:\*\*|__)/,
      render: (m, key) => (
        <strong key={key}>{renderInline(m[1] ?? '', key, linkClass, codeClass)}</strong>
      ),
    },
    {
      pattern: /(?<![\w*])[*_](?=[^\s*_])([^*_\n]+?)(?<=\S)[*_](?![\w*])/,
      render: (m, key) => <em key={key}>{renderInline(m[1] ?? '', key, linkClass, codeClass)}</em>,
    },
    {
      // A bare address: trailing punctuation stays outside the link.
      pattern: /\bhttps?:\/\/[^\s<>()[\]]*[^\s<>()[\].,;:!?'"*_]/,
      render: (m, key) => link(m[0], safeHref(m[0]), key),
    },
  ];
}

/** Inline markup as React nodes; text stays text (React escapes it). */
function renderInline(
  text: string,
  keyPrefix: string,
  linkClass: string,
  codeClass: string,
): ReactNode[] {
  const rules = inlineRules(linkClass, codeClass);
  const nodes: ReactNode[] = [];
  let rest = text;
  let index = 0;
  while (rest) {
    let best: { match: RegExpExecArray; rule: InlineRule } | null = null;
    for (const rule of rules) {
      const match = rule.pattern.exec(rest);
      if (match && (!best || match.index < best.match.index)) best = { match, rule };
    }
    if (!best) {
      nodes.push(rest);
      break;
    }
    if (best.match.index > 0) nodes.push(rest.slice(0, best.match.index));
    nodes.push(best.rule.render(best.match, `${keyPrefix}.${index++}`));
    rest = rest.slice(best.match.index + best.match[0].length);
  }
  return nodes;
}

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    overflowWrap: 'anywhere',
    '& p, & ul, & ol': { margin: 0 },
    '& ul, & ol': {
      display: 'grid',
      gap: tokens.spacingVerticalXS,
      paddingInlineStart: tokens.spacingHorizontalXL,
    },
  },
  link: { overflowWrap: 'anywhere' },
  code: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: '0.92em',
    paddingInline: tokens.spacingHorizontalXXS,
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

/** Renders `text` as the safe markdown subset. */
export function SafeMarkdown({ text, className }: { text: string; className?: string }) {
  const styles = useStyles();
  const inline = (value: string, key: string) => renderInline(value, key, styles.link, styles.code);
  return (
    <div className={mergeClasses(styles.root, className)}>
      {parseBlocks(text).map((block, b) => {
        if (block.kind === 'paragraph') {
          return (
            <p key={b}>
              {block.lines.map((line, l) => (
                <Fragment key={l}>
                  {l > 0 ? <br /> : null}
                  {inline(line, `${b}.${l}`)}
                </Fragment>
              ))}
            </p>
          );
        }
        const items = block.items.map((item, i) => <li key={i}>{inline(item, `${b}.${i}`)}</li>);
        return block.ordered ? (
          <ol key={b} start={block.start === 1 ? undefined : block.start}>
            {items}
          </ol>
        ) : (
          <ul key={b}>{items}</ul>
        );
      })}
    </div>
  );
}
