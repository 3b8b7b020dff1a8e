import { FluentProvider, makeStaticStyles, makeStyles, tokens } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ThemeModeProvider } from '../features/theme/components/theme-mode-provider';
import { useThemeMode } from '../features/theme/hooks/use-theme-mode';
import { strideDarkTheme, strideLightTheme } from '../features/theme/stride-theme';
import { queryClient } from './query-client';

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
      applyStylesToPortals
    >
      {children}
    </FluentProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  useStaticStyles();
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeModeProvider>
        <ThemedFluentProvider>{children}</ThemedFluentProvider>
      </ThemeModeProvider>
    </QueryClientProvider>
  );
}
