import type { MiddlewareHandler } from 'hono';
import { createSessionRepository } from '../data/session-repository.js';
import { UnauthorizedError } from '../errors.js';
import type { AppDeps, AppEnv } from '../http/context.js';
import { bearerToken, verifyToken } from '../security/tokens.js';

/**
 * A signed-in call: a valid token AND a live session row (one point read), so a revoked
 * token fails on every instance at once. Never cached in memory.
 */
export function requireAuth(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const sessions = createSessionRepository(deps.storage);
  return async (c, next) => {
    const token = bearerToken(c.req.header('x-stride-auth'), c.req.header('authorization'));
    if (!token) throw new UnauthorizedError('Please sign in.');
    const now = deps.clock.now();
    const claims = verifyToken(deps.config.jwtSecret, token, now);
    if (!claims) throw new UnauthorizedError();
    const session = await sessions.find(claims.userId, claims.sessionId, now);
    if (!session) throw new UnauthorizedError();
    c.set('auth', claims);
    await sessions.touch(session, now);
    await next();
  };
}
