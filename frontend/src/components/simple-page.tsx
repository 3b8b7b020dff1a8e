import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../config/paths';
import { AppLink } from './app-link';
import { Wordmark } from './wordmark';

const useStyles = makeStyles({
  root: { flexGrow: 1, display: 'flex', flexDirection: 'column' },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} clamp(16px, 4vw, 40px)`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  home: {
    textDecorationLine: 'none',
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '4px',
    },
  },
  main: {
    flexGrow: 1,
    width: '100%',
    maxWidth: '46rem',
    margin: '0 auto',
    padding: `clamp(24px, 6vw, 64px) clamp(16px, 4vw, 40px)`,
  },
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

/** A plain page frame for the smaller pages: wordmark header, one main column, footer. */
export function SimplePage({
  title,
  headerActions,
  children,
}: {
  /** The document title (the page's h1 is part of children). */
  title: string;
  headerActions?: ReactNode;
  children: ReactNode;
}) {
  const styles = useStyles();
  useEffect(() => {
    document.title = `${title} · Stride`;
  }, [title]);
  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <RouterLink to={paths.landing} className={styles.home} aria-label="Stride home">
          <Wordmark />
        </RouterLink>
        {headerActions}
      </header>
      <main className={styles.main}>{children}</main>
      <footer className={styles.footer}>
        <AppLink to={paths.terms} subtle>
          Terms
        </AppLink>
        <AppLink to={paths.privacy} subtle>
          Privacy
        </AppLink>
        <span>© {new Date().getFullYear()} Stride</span>
      </footer>
    </div>
  );
}
