import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftKey, storageKeys } from './storage-keys';
import { appVersion, runVersionCheck } from './version-check';

function fakeCaches(names: string[]) {
  const store = new Set(names);
  return {
    store,
    api: {
      keys: vi.fn(async () => [...store]),
      delete: vi.fn(async (name: string) => store.delete(name)),
    },
  };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('app version check', () => {
  it('uses the spec version', () => {
    expect(appVersion).toBe('1.0.2');
  });

  it('clears caches and storage but keeps queued sign-ups, drafts and the theme', async () => {
    const caches = fakeCaches(['workbox-precache', 'api-cache']);
    vi.stubGlobal('caches', caches.api);
    const queued = JSON.stringify([
      { name: 'A', email: 'a@example.com', timestamp: '2026-01-01T00:00:00.000Z', id: '1' },
    ]);
    localStorage.setItem(storageKeys.appVersion, '1.0.1');
    localStorage.setItem(storageKeys.authToken, 'old-token');
    localStorage.setItem('some-old-cache', 'x');
    localStorage.setItem(storageKeys.waitlist, queued);
    localStorage.setItem(storageKeys.theme, 'dark');
    localStorage.setItem(draftKey('journal:new'), '{"title":"Week 12"}');
    sessionStorage.setItem('tab-state', 'x');

    const result = await runVersionCheck(() => new Date('2026-05-01T12:00:00.000Z'));

    expect(result).toEqual({ cleared: true });
    expect(caches.store.size).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem(storageKeys.authToken)).toBeNull();
    expect(localStorage.getItem('some-old-cache')).toBeNull();
    expect(localStorage.getItem(storageKeys.waitlist)).toBe(queued);
    expect(localStorage.getItem(storageKeys.theme)).toBe('dark');
    expect(localStorage.getItem(draftKey('journal:new'))).toBe('{"title":"Week 12"}');
    expect(localStorage.getItem(storageKeys.appVersion)).toBe('1.0.2');
    expect(localStorage.getItem(storageKeys.cacheCleared)).toBe('2026-05-01T12:00:00.000Z');
  });

  it('clears on a first visit (no stored version) too', async () => {
    localStorage.setItem('leftover', 'x');
    expect(await runVersionCheck()).toEqual({ cleared: true });
    expect(localStorage.getItem('leftover')).toBeNull();
    expect(localStorage.getItem(storageKeys.appVersion)).toBe(appVersion);
  });

  it('leaves everything alone when the version matches', async () => {
    const caches = fakeCaches(['keep-me']);
    vi.stubGlobal('caches', caches.api);
    localStorage.setItem(storageKeys.appVersion, appVersion);
    localStorage.setItem(storageKeys.authToken, 'token');
    sessionStorage.setItem('tab-state', 'x');

    expect(await runVersionCheck()).toEqual({ cleared: false });
    expect(localStorage.getItem(storageKeys.authToken)).toBe('token');
    expect(sessionStorage.getItem('tab-state')).toBe('x');
    expect(caches.api.keys).not.toHaveBeenCalled();
  });

  it('still finishes when Cache Storage fails', async () => {
    vi.stubGlobal('caches', { keys: () => Promise.reject(new Error('SecurityError')) });
    expect(await runVersionCheck()).toEqual({ cleared: true });
    expect(localStorage.getItem(storageKeys.appVersion)).toBe(appVersion);
  });
});
