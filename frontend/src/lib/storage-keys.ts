/**
 * Every key this app writes to Web Storage, defined once. The version check uses the
 * `kept` list to decide what survives a cache clear.
 */
export const storageKeys = {
  /** The session token (spec: auth_token). */
  authToken: 'auth_token',
  /** Waitlist sign-ups that have not reached the server yet. */
  waitlist: 'waitlist',
  /** The app version the stored data belongs to. */
  appVersion: 'app_version',
  /** When the version check last cleared caches and storage (ISO timestamp). */
  cacheCleared: 'cache_cleared',
  /** 'light' or 'dark', once the visitor has chosen. */
  theme: 'theme',
} as const;

/** Prefix for unsaved drafts (one key per draft); drafts survive a version clear. */
export const draftKeyPrefix = 'stride_draft:';

export function draftKey(name: string): string {
  return `${draftKeyPrefix}${name}`;
}

/** Keys that hold data the server has not seen yet, or a choice the visitor made. */
export function isKeptAcrossVersions(key: string): boolean {
  return (
    key === storageKeys.waitlist || key === storageKeys.theme || key.startsWith(draftKeyPrefix)
  );
}

/** localStorage can throw (privacy modes, quota, disabled storage): never let that break a page. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to do: storage is unavailable.
  }
}
