import { createContext, useContext, useLayoutEffect, useState } from 'react';
import type { ThemeMode } from '../theme-preference';

export interface ThemeModeValue {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  toggle: () => void;
}

export const ThemeModeContext = createContext<(ThemeModeValue & { prerendered: boolean }) | null>(
  null,
);

/**
 * The mode to draw. On a prerendered page (rendered at build time, in light mode) each
 * component first renders light, so the markup it hydrates matches, and its real mode follows
 * right after it has hydrated: per component, because a lazy part of the page hydrates later
 * than the rest and must match the markup too (the colours are right all along: boot.js set
 * html[data-theme] before the first paint).
 */
export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside <ThemeModeProvider>');
  const [hydrated, setHydrated] = useState(!value.prerendered);
  useLayoutEffect(() => setHydrated(true), []);
  const { mode, setMode, toggle } = value;
  return { mode: hydrated ? mode : 'light', setMode, toggle };
}
