import { FluentProvider, makeStaticStyles, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { ThemeModeProvider } from '../features/theme/components/theme-mode-provider';

/**
 * The tokens come from the theme stylesheet (features/theme/theme-css.ts, linked from every
 * page by the build), not from a theme object here: an empty theme keeps the tokens' code out
 * of the first load and lets prerendered pages paint in the right theme without a script.
 */
const themeFromStylesheet = {};

/** The document's own rules (also drawn by app/shell/boot-shell.tsx). */
export const useDocumentStyles = makeStaticStyles({
  'html, body': { margin: 0, padding: 0 },
  html: { textSizeAdjust: '100%', WebkitTextSizeAdjust: '100%' },
  '@media (prefers-reduced-motion: no-preference)': {
    html: { scrollBehavior: 'smooth' },
  },
  '*, *::before, *::after': { boxSizing: 'border-box' },
});

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
  },
});

function ThemedFluentProvider({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return (
    <FluentProvider
      theme={themeFromStylesheet}
      className={styles.root}
      // The root's page styles (full height, page background) must not reach portal hosts:
      // a popup's host (a combobox list, a tooltip) would cover the page.
      applyStylesToPortals={false}
    >
      {children}
    </FluentProvider>
  );
}

export function AppProviders({
  children,
  prerendered = false,
}: {
  children: ReactNode;
  /** The page's HTML was rendered at build time and is being hydrated (ThemeModeProvider). */
  prerendered?: boolean;
}) {
  useDocumentStyles();
  return (
    <ThemeModeProvider prerendered={prerendered}>
      <ThemedFluentProvider>{children}</ThemedFluentProvider>
    </ThemeModeProvider>
  );
}
