import {
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { ThemeModeContext, type ThemeModeValue } from '../hooks/use-theme-mode';
import {
  darkSchemeQuery,
  readThemeChoice,
  saveThemeChoice,
  systemPrefersDark,
  type ThemeMode,
} from '../theme-preference';

function subscribeToSystemScheme(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(darkSchemeQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Light or dark. A first visit follows prefers-color-scheme (live); once the visitor picks one,
 * the choice is remembered in localStorage.
 */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [choice, setChoice] = useState<ThemeMode | null>(readThemeChoice);
  const systemDark = useSyncExternalStore(subscribeToSystemScheme, systemPrefersDark, () => false);
  const mode: ThemeMode = choice ?? (systemDark ? 'dark' : 'light');

  useEffect(() => {
    // Native parts (scrollbars, form controls, the page canvas) follow the theme too.
    document.documentElement.style.colorScheme = mode;
  }, [mode]);

  const setMode = useCallback((next: ThemeMode) => {
    saveThemeChoice(next);
    setChoice(next);
  }, []);

  const value = useMemo<ThemeModeValue>(
    () => ({ mode, setMode, toggle: () => setMode(mode === 'dark' ? 'light' : 'dark') }),
    [mode, setMode],
  );

  return <ThemeModeContext.Provider value={value}>{children}</ThemeModeContext.Provider>;
}
