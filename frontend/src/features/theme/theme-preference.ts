import { readStorage, storageKeys, writeStorage } from '../../lib/storage-keys';

export type ThemeMode = 'light' | 'dark';

/** The visitor's saved choice, or null on a first visit (then the system setting decides). */
export function readThemeChoice(): ThemeMode | null {
  const stored = readStorage(storageKeys.theme);
  return stored === 'light' || stored === 'dark' ? stored : null;
}

export function saveThemeChoice(mode: ThemeMode): void {
  writeStorage(storageKeys.theme, mode);
}

export const darkSchemeQuery = '(prefers-color-scheme: dark)';

export function systemPrefersDark(): boolean {
  // On the server (the prerenderer), light: Preact's useSyncExternalStore has no server snapshot.
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(darkSchemeQuery).matches
  );
}
