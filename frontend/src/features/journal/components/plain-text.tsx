import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    margin: 0,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase400,
    color: tokens.colorNeutralForeground2,
  },
  clamp: {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  lines2: { WebkitLineClamp: 2 },
  lines3: { WebkitLineClamp: 3 },
  lines4: { WebkitLineClamp: 4 },
});

/**
 * Entry text exactly as written: shown as text (React escapes it; never parsed as HTML), with
 * its line breaks kept. `lines` clamps it to an excerpt.
 */
export function PlainText({
  text,
  lines,
  className,
  id,
}: {
  text: string;
  lines?: 2 | 3 | 4;
  className?: string;
  id?: string;
}) {
  const styles = useStyles();
  return (
    <p
      id={id}
      className={mergeClasses(
        styles.root,
        lines && styles.clamp,
        lines === 2 && styles.lines2,
        lines === 3 && styles.lines3,
        lines === 4 && styles.lines4,
        className,
      )}
    >
      {text}
    </p>
  );
}
