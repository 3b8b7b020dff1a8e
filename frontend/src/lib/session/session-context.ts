import type { User } from '@stride/api/contracts/auth';
import { createContext, useContext } from 'react';

/**
 * - `loading`: a token is stored and GET /api/auth/me has not answered yet.
 * - `signed-in`: the user is known.
 * - `signed-out`: no token (a visitor without one never waits for the server).
 * - `unavailable`: a token is stored but the server could not be reached; the token is kept.
 */
export type SessionStatus = 'loading' | 'signed-in' | 'signed-out' | 'unavailable';

/**
 * - `expired`: the server refused the session (a 401 on a signed-in call).
 * - `signed-out`: the person signed out.
 * - `reauthenticate`: signed out so the person signs in again to confirm something (a sign-in
 *   less than 10 minutes old); /login then returns to the page they were on.
 */
export type SessionEndReason = 'expired' | 'signed-out' | 'reauthenticate';

export interface SessionValue {
  status: SessionStatus;
  user: User | null;
  /**
   * Why the last session ended on this device: `expired` when the server refused it (a 401 on a
   * signed-in call), `signed-out` when the person signed out. Cleared on sign-in.
   */
  endReason: SessionEndReason | null;
  /** Stores the token and the user: the app switches to the signed-in pages. */
  signIn(token: string, user: User): void;
  /**
   * Revokes the session on the server, clears this device's session data, goes to /login
   * (with `reauthenticate`, to /login?next=<this page>).
   */
  signOut(reason?: 'signed-out' | 'reauthenticate'): Promise<void>;
  /** Replaces the signed-in user (after a profile change): every page shows it at once. */
  updateUser(user: User): void;
  /** Tries GET /api/auth/me again after `unavailable`. */
  retry(): void;
}

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/** The name to show: the preferred name (else first name) the server computed, or 'User'. */
export function displayName(user: Pick<User, 'name'> | null): string {
  return user?.name.trim() || 'User';
}

/** The avatar letter: the name's first letter, else the email's. */
export function avatarLetter(user: Pick<User, 'name' | 'email'> | null): string {
  const source = user?.name.trim() || user?.email.trim() || 'User';
  return (Array.from(source)[0] ?? 'U').toUpperCase();
}
