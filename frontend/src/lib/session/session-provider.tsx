import type { User } from '@stride/api/contracts/auth';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  draftKeyPrefix,
  readStorage,
  removeStorage,
  storageKeys,
  writeStorage,
} from '../storage-keys';
import {
  SessionContext,
  type SessionEndReason,
  type SessionStatus,
  type SessionValue,
} from './session-context';
import { onSessionLost } from './session-events';

/*
 * This provider is part of the first load, so it stays small: the requests (and zod, which
 * validates their answers) load on demand, and only when a token is stored.
 */
export type LoadUser = (signal: AbortSignal) => Promise<User>;
export type RevokeSession = (token: string) => Promise<void>;

const loadCurrentUser: LoadUser = (signal) =>
  import('./api/get-current-user').then(({ getCurrentUser }) => getCurrentUser(signal));

const revokeCurrentSession: RevokeSession = (token) =>
  import('./api/sign-out').then(({ revokeSession }) => revokeSession(token));

/** Everything this device keeps about the signed-in person, except the theme and the waitlist. */
/**
 * Forgets every cached health datum. The query client lives in the lazily loaded pages that
 * use it (the landing page has none), so it is imported on demand: a cache that was never
 * loaded holds nothing to clear.
 */
function clearQueryCache(): void {
  void import('../query-client').then(({ queryClient }) => queryClient.clear());
}

export function clearSessionData(): void {
  removeStorage(storageKeys.authToken);
  try {
    const storage = window.localStorage;
    const drafts: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(draftKeyPrefix)) drafts.push(key);
    }
    drafts.forEach((key) => storage.removeItem(key));
  } catch {
    // localStorage unavailable: nothing stored there.
  }
  try {
    window.sessionStorage.clear();
  } catch {
    // sessionStorage unavailable.
  }
}

/**
 * The session (spec section 4): on start, a stored token is checked with GET /api/auth/me
 * while the app shows a spinner; a visitor without a token makes no request. A 401 on any
 * signed-in call ends the session; signing out revokes it on the server and clears this
 * device's drafts and cached health data (the query cache).
 */
export function SessionProvider({
  children,
  loadUser = loadCurrentUser,
  revokeSession = revokeCurrentSession,
}: {
  children: ReactNode;
  loadUser?: LoadUser;
  revokeSession?: RevokeSession;
}) {
  const [token, setToken] = useState<string | null>(() => readStorage(storageKeys.authToken));
  const [user, setUser] = useState<User | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [endReason, setEndReason] = useState<SessionEndReason | null>(null);
  /** Quiet retries since the server was last reached (see the retry effect below). */
  const quietAttempts = useRef(0);

  const endSession = useCallback((reason: SessionEndReason) => {
    clearSessionData();
    clearQueryCache();
    setToken(null);
    setUser(null);
    setFailed(false);
    setEndReason(reason);
  }, []);

  useEffect(() => onSessionLost(() => endSession('expired')), [endSession]);

  useEffect(() => {
    if (!token || user) return;
    const controller = new AbortController();
    loadUser(controller.signal).then(
      (loaded) => {
        if (controller.signal.aborted) return;
        quietAttempts.current = 0;
        setFailed(false);
        setUser(loaded);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // An ApiError 401 (checked by shape: ApiError's module stays out of the first load).
        if ((error as { status?: unknown } | null)?.status === 401) {
          endSession('expired');
          return;
        }
        // The server is unreachable or failing: keep the token, offer to try again.
        console.warn('Failed to get user data', error);
        setFailed(true);
      },
    );
    return () => controller.abort();
  }, [token, user, attempt, loadUser, endSession]);

  const signIn = useCallback((nextToken: string, nextUser: User) => {
    writeStorage(storageKeys.authToken, nextToken);
    clearQueryCache();
    setToken(nextToken);
    setUser(nextUser);
    setFailed(false);
    setEndReason(null);
  }, []);

  const signOut = useCallback(
    async (reason: SessionEndReason = 'signed-out') => {
      const current = token;
      try {
        if (current) await revokeSession(current);
      } catch (error) {
        console.warn('Stride: the server did not confirm the sign-out', error);
      } finally {
        endSession(reason);
      }
    },
    [token, revokeSession, endSession],
  );

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  // Out of reach (offline, say): try again by itself when the connection returns, so what was
  // logged offline is sent without a tap; and, quietly (the screen stays until it works), every
  // so often, less often as it goes on: the 'online' event can come a moment before the network
  // answers, or never (the server was down, not the connection).
  useEffect(() => {
    if (!failed) return;
    const quietly = () => setAttempt((n) => n + 1);
    window.addEventListener('online', quietly);
    const timer = setTimeout(
      quietly,
      Math.min(60_000, 5_000 * 2 ** Math.min(quietAttempts.current, 4)),
    );
    quietAttempts.current += 1;
    return () => {
      window.removeEventListener('online', quietly);
      clearTimeout(timer);
    };
  }, [failed, attempt]);

  const status: SessionStatus = !token
    ? 'signed-out'
    : user
      ? 'signed-in'
      : failed
        ? 'unavailable'
        : 'loading';

  const value = useMemo<SessionValue>(
    () => ({
      status,
      user,
      endReason,
      signIn,
      signOut,
      updateUser: setUser,
      retry,
    }),
    [status, user, endReason, signIn, signOut, retry],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
