import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** How long after a delete the person can still undo it. */
export const restoreWindowMs = 10 * 60 * 1000;

/** What a deleted journal entry needs to come back as it was: its id, day and creation time. */
export interface RestoreClaims {
  userId: string;
  id: string;
  localDate: string;
  timezone: string;
  createdAt: string;
}

// A key of its own, derived from the app secret, so a restore token is never a session token.
const keyFor = (secret: string) =>
  createHash('sha256').update(`stride-journal-restore:${secret}`).digest();

const sign = (secret: string, payload: string) =>
  createHmac('sha256', keyFor(secret)).update(payload).digest('base64url');

/**
 * A restore token: the deleted entry's id, day and creation time, and an expiry, signed. The
 * server keeps nothing of a deleted entry; the token only lets its owner put back the text the
 * app still holds, with the day and time it had (which a plain POST would move to now).
 */
export function signRestoreToken(secret: string, claims: RestoreClaims, expiresAtMs: number) {
  const payload = Buffer.from(JSON.stringify({ ...claims, exp: expiresAtMs })).toString(
    'base64url',
  );
  return `${payload}.${sign(secret, payload)}`;
}

/** The claims of a genuine, unexpired token; undefined for anything else. */
export function verifyRestoreToken(
  secret: string,
  token: string,
  nowMs: number,
): RestoreClaims | undefined {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<
      RestoreClaims & { exp: number }
    >;
    const { userId, id, localDate, timezone, createdAt, exp } = claims;
    if (typeof exp !== 'number' || exp <= nowMs) return undefined;
    if (
      typeof userId !== 'string' ||
      typeof id !== 'string' ||
      typeof localDate !== 'string' ||
      typeof timezone !== 'string' ||
      typeof createdAt !== 'string'
    )
      return undefined;
    return { userId, id, localDate, timezone, createdAt };
  } catch {
    return undefined;
  }
}
