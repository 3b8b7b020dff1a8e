import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '44rem' },
  centered: { marginInline: 'auto', textAlign: 'center', justifyItems: 'center' },
  eyebrow: {
    margin: 0,
    color: tokens.colorBrandForeground1,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
  },
  title: {
    margin: 0,
    color: tokens.colorNeutralForeground1,
    fontSize: 'clamp(1.75rem, 1.2rem + 2.2vw, 2.75rem)',
    lineHeight: 1.15,
    fontWeight: tokens.fontWeightBold,
    letterSpacing: '-0.025em',
    textWrap: 'balance',
  },
  lead: {
    margin: 0,
    color: tokens.colorNeutralForeground2,
    fontSize: 'clamp(1rem, 0.95rem + 0.3vw, 1.175rem)',
    lineHeight: 1.6,
  },
});

/** Eyebrow, h2 and lead paragraph of a landing section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  centered = false,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  centered?: boolean;
}) {
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.root, centered && styles.centered)}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children ? <p className={styles.lead}>{children}</p> : null}
    </div>
  );
}
