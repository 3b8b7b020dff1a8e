import { isKeptAcrossVersions, readStorage, storageKeys, writeStorage } from './storage-keys';

/** The spec's app version. A stored version that differs triggers a clear. */
export const appVersion = '1.0.2';

export interface VersionCheckResult {
  cleared: boolean;
}

/**
 * Runs before the app renders. When the stored version differs from `appVersion`, clears
 * Cache Storage, sessionStorage and localStorage, except what has not reached the server yet
 * (queued waitlist sign-ups, drafts) and the theme choice; then stores the version and the
 * cleared-at time. Never throws: a storage failure must not keep the app from starting.
 */
export async function runVersionCheck(
  now: () => Date = () => new Date(),
): Promise<VersionCheckResult> {
  if (readStorage(storageKeys.appVersion) === appVersion) return { cleared: false };

  await clearCacheStorage();
  try {
    window.sessionStorage.clear();
  } catch {
    // sessionStorage unavailable.
  }
  clearLocalStorageExceptKept();

  writeStorage(storageKeys.appVersion, appVersion);
  writeStorage(storageKeys.cacheCleared, now().toISOString());
  return { cleared: true };
}

async function clearCacheStorage(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  } catch {
    // Cache Storage is unavailable (insecure context, privacy mode).
  }
}

function clearLocalStorageExceptKept(): void {
  try {
    const storage = window.localStorage;
    const doomed: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null && !isKeptAcrossVersions(key)) doomed.push(key);
    }
    doomed.forEach((key) => storage.removeItem(key));
  } catch {
    // localStorage unavailable.
  }
}
