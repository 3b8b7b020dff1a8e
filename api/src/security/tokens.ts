import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';

/**
 * Our own session tokens: HS256 JWTs carrying the user id (sub) and a session id (sid). The
 * session row is checked on every call, so a revoked token fails everywhere at once.
 */
export const sessionLifetimeMs = { standard: 7 * 24 * 3600_000, remembered: 30 * 24 * 3600_000 };

/**
 * jsonwebtoken turns a string secret into a key on every call (~0.3 ms, on every signed-in
 * request); a KeyObject made once per secret costs microseconds.
 */
const keys = new Map<string, KeyObject>();
function keyFor(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

export function signToken(
  secret: string,
  claims: TokenClaims,
  issuedAtMs: number,
  expiresAtMs: number,
): string {
  return jwt.sign(
    {
      sid: claims.sessionId,
      iat: Math.floor(issuedAtMs / 1000),
      exp: Math.floor(expiresAtMs / 1000),
    },
    keyFor(secret),
    { algorithm: 'HS256', subject: claims.userId },
  );
}

/** The claims of a valid token, or undefined for a malformed, forged, alg-none or expired one. */
export function verifyToken(secret: string, token: string, nowMs: number): TokenClaims | undefined {
  try {
    const payload = jwt.verify(token, keyFor(secret), {
      algorithms: ['HS256'],
      clockTimestamp: Math.floor(nowMs / 1000),
    });
    if (typeof payload !== 'object' || payload === null) return undefined;
    const { sub, sid } = payload as { sub?: unknown; sid?: unknown };
    // Ids are UUIDs: a token signed with the right secret but other claims (a leaked secret, an
    // old format) is refused here rather than reaching storage keys.
    if (typeof sub !== 'string' || typeof sid !== 'string') return undefined;
    if (!uuidPattern.test(sub) || !uuidPattern.test(sid)) return undefined;
    return { userId: sub, sessionId: sid };
  } catch {
    return undefined;
  }
}

/** X-Stride-Auth first (Static Web Apps overwrites Authorization), then Authorization. */
export function bearerToken(
  strideAuth: string | undefined,
  authorization: string | undefined,
): string | undefined {
  for (const header of [strideAuth, authorization]) {
    const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (match?.[1]) return match[1];
  }
  return undefined;
}
