import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  text: {
    margin: 0,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase400,
    color: tokens.colorNeutralForeground1,
  },
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'underline',
    ':hover': { color: tokens.colorBrandForegroundLinkHover },
  },
});

const urlPattern = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

/** Splits text into plain strings and http(s) addresses. Exported for its unit test. */
export function splitLinks(text: string): { text: string; url: boolean }[] {
  const parts: { text: string; url: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start), url: false });
    parts.push({ text: match[0], url: true });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), url: false });
  return parts;
}

/**
 * A member's words, always as text (React escapes it; nothing is parsed as HTML or markdown).
 * Addresses become links only when the API says so (`linksClickable`: never for new members);
 * then they open in a new tab without a referrer and are marked user content.
 */
export function PlainText({
  text,
  linksClickable,
  id,
}: {
  text: string;
  linksClickable: boolean;
  id?: string;
}) {
  const styles = useStyles();
  let content: ReactNode = text;
  if (linksClickable)
    content = splitLinks(text).map((part, i) =>
      part.url ? (
        <a
          key={i}
          className={styles.link}
          href={part.text}
          target="_blank"
          rel="noopener noreferrer nofollow ugc"
        >
          {part.text}
        </a>
      ) : (
        part.text
      ),
    );
  return (
    <p className={styles.text} id={id}>
      {content}
    </p>
  );
}
