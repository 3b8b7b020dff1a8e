import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, type ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    marginBottom: tokens.spacingVerticalXXL,
  },
  text: { display: 'grid', gap: tokens.spacingVerticalXS, minWidth: 0 },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
    letterSpacing: '-0.01em',
    color: tokens.colorNeutralForeground1,
  },
  subtitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    color: tokens.colorNeutralForeground2,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/** A signed-in page's title (also the document title), subtitle and actions. */
export function PageHeader({
  title,
  subtitle,
  actions,
  documentTitle = title,
  picture = false,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  documentTitle?: string;
  /** Drawn, not the page's own: no heading or landmark (app/shell/boot-shell.tsx). */
  picture?: boolean;
}) {
  const styles = useStyles();
  useEffect(() => {
    if (!picture) document.title = `${documentTitle} · Stride`;
  }, [documentTitle, picture]);
  const Root = picture ? 'div' : 'header';
  const Title = picture ? 'div' : 'h1';
  return (
    <Root className={styles.root}>
      <div className={styles.text}>
        <Title className={styles.title}>{title}</Title>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </Root>
  );
}
