import { FluentProvider, makeStaticStyles, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { ThemeModeProvider } from '../features/theme/components/theme-mode-provider';
import { useThemeMode } from '../features/theme/hooks/use-theme-mode';
import { strideDarkTheme, strideLightTheme } from '../features/theme/stride-theme';

const useStaticStyles = makeStaticStyles({
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
  const { mode } = useThemeMode();
  const styles = useStyles();
  return (
    <FluentProvider
      theme={mode === 'dark' ? strideDarkTheme : strideLightTheme}
      className={styles.root}
      // The root's page styles (full height, page background) must not reach portal hosts:
      // a popup's host (a combobox list, a tooltip) would cover the page.
      applyStylesToPortals={false}
    >
      {children}
    </FluentProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  useStaticStyles();
  return (
    <ThemeModeProvider>
      <ThemedFluentProvider>{children}</ThemedFluentProvider>
    </ThemeModeProvider>
  );
}
