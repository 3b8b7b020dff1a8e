import { randomUUID } from 'node:crypto';
import type { SessionRepository } from '../data/session-repository.js';
import { sessionLifetimeMs, signToken } from './tokens.js';

/** Opens a session row and signs its token: 7 days, or 30 with "Remember me". */
export async function issueSession(
  sessions: SessionRepository,
  secret: string,
  userId: string,
  options: { remember: boolean; userAgent: string; now: number },
): Promise<string> {
  const sessionId = randomUUID();
  const expiresAt =
    options.now + (options.remember ? sessionLifetimeMs.remembered : sessionLifetimeMs.standard);
  await sessions.create({
    userId,
    sessionId,
    createdAt: options.now,
    expiresAt,
    lastUsedAt: options.now,
    userAgent: options.userAgent.slice(0, 300),
    remember: options.remember,
  });
  return signToken(secret, { userId, sessionId }, options.now, expiresAt);
}
