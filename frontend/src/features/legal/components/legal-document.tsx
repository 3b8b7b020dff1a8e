import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  article: {
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase400,
    '& h2': {
      margin: `${tokens.spacingVerticalXXL} 0 ${tokens.spacingVerticalS}`,
      fontSize: tokens.fontSizeBase500,
      lineHeight: tokens.lineHeightBase500,
      fontWeight: tokens.fontWeightSemibold,
      color: tokens.colorNeutralForeground1,
    },
    '& p': { margin: `0 0 ${tokens.spacingVerticalM}` },
    '& ul': { margin: `0 0 ${tokens.spacingVerticalM}`, paddingLeft: '1.25rem' },
    '& li': { marginBottom: tokens.spacingVerticalXS },
    '& strong': { color: tokens.colorNeutralForeground1 },
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightBold,
    letterSpacing: '-0.02em',
    color: tokens.colorNeutralForeground1,
  },
  updated: {
    margin: `${tokens.spacingVerticalS} 0 ${tokens.spacingVerticalXL}`,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  summary: {
    margin: `0 0 ${tokens.spacingVerticalL}`,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
    borderLeft: `${tokens.strokeWidthThicker} solid ${tokens.colorBrandStroke1}`,
    '& p': { margin: 0 },
  },
});

/** A readable single-column legal text: title, last-updated line, short summary, sections. */
export function LegalDocument({
  title,
  updated,
  summary,
  children,
}: {
  title: string;
  updated: string;
  summary: ReactNode;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <article className={styles.article}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.updated}>Last updated {updated}</p>
      <div className={styles.summary}>{summary}</div>
      {children}
    </article>
  );
}
