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
 * hydrated. The first render then says light too (so the markup matches, e.g. the toggle's
 * label), and the real mode follows right after; the colours are right all along because
 * boot.js already set data-theme.
 */
export function ThemeModeProvider({
  children,
  prerendered = false,
}: {
  children: ReactNode;
  prerendered?: boolean;
}) {
  const [choice, setChoice] = useState<ThemeMode | null>(readThemeChoice);
  const [hydrated, setHydrated] = useState(!prerendered);
  const systemDark = useSyncExternalStore(subscribeToSystemScheme, systemPrefersDark, () => false);
  const actual: ThemeMode = choice ?? (systemDark ? 'dark' : 'light');
  const mode: ThemeMode = hydrated ? actual : 'light';

  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (!hydrated) return;
    // The stylesheet's colours and color-scheme (scrollbars, form controls, the canvas).
    document.documentElement.dataset.theme = mode;
  }, [hydrated, mode]);

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
