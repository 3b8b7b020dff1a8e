import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  card: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    maxWidth: '30rem',
    margin: '0 auto',
    padding: 'clamp(24px, 5vw, 40px)',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow16,
  },
  eyebrow: {
    justifySelf: 'start',
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightBold,
  },
  body: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase400,
    '& p': { margin: 0 },
  },
  actions: { display: 'grid', gap: tokens.spacingVerticalM },
  links: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    fontSize: tokens.fontSizeBase300,
  },
});

/** The frame of the account pages: a badge, a title, what is happening, actions and links. */
export function AuthCard({
  title,
  children,
  actions,
  links,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  links?: ReactNode;
}) {
  const styles = useStyles();
  return (
    <section className={styles.card} aria-labelledby="auth-card-title">
      <span className={styles.eyebrow}>Arriving with the beta</span>
      <h1 id="auth-card-title" className={styles.title}>
        {title}
      </h1>
      <div className={styles.body}>{children}</div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
      {links ? <div className={styles.links}>{links}</div> : null}
    </section>
  );
}
