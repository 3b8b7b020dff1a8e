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
 * the choice is remembered in localStorage. The colours are a stylesheet keyed on
 * html[data-theme] (features/theme/theme-css.ts): public/boot.js sets it before the first
 * paint, this provider keeps it current.
 *
 * `prerendered`: the page's HTML was rendered at build time, in light mode, and is being
 * hydrated: useThemeMode lets each component render light until it has hydrated.
 */
export function ThemeModeProvider({
  children,
  prerendered = false,
}: {
  children: ReactNode;
  prerendered?: boolean;
}) {
  const [choice, setChoice] = useState<ThemeMode | null>(readThemeChoice);
  const systemDark = useSyncExternalStore(subscribeToSystemScheme, systemPrefersDark, () => false);
  const mode: ThemeMode = choice ?? (systemDark ? 'dark' : 'light');

  useEffect(() => {
    // The stylesheet's colours and color-scheme (scrollbars, form controls, the canvas).
    document.documentElement.dataset.theme = mode;
  }, [mode]);

  const setMode = useCallback((next: ThemeMode) => {
    saveThemeChoice(next);
    setChoice(next);
  }, []);

  const value = useMemo<ThemeModeValue & { prerendered: boolean }>(
    () => ({
      mode,
      setMode,
      toggle: () => setMode(mode === 'dark' ? 'light' : 'dark'),
      prerendered,
    }),
    [mode, setMode, prerendered],
  );

  return <ThemeModeContext.Provider value={value}>{children}</ThemeModeContext.Provider>;
}
