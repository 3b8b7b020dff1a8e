import { Hono } from 'hono';
import {
  accountMessages,
  changePasswordRequestSchema,
  confirmPasswordRequestSchema,
  type ChangePasswordReply,
  type RecoveryCodesReply,
  type RevokedSessionsReply,
  type SessionView,
  type SessionsReply,
} from '../contracts/auth.js';
import { createSessionRepository } from '../data/session-repository.js';
import { createUserRepository } from '../data/user-repository.js';
import { NotFoundError, ValidationError } from '../errors.js';
import { requireAuth } from '../middleware/require-auth.js';
import { hashPassword } from '../security/passwords.js';
import { generateRecoveryCodes, hashRecoveryCode } from '../security/recovery-codes.js';
import type { AppDeps, AppEnv } from '../http/context.js';
import { confirmIdentity } from '../services/confirm-identity.js';
import { signedInUser } from '../services/signed-in-user.js';
import { readJson } from '../http/read-json.js';
import { assertPasswordAllowed } from '../security/password-policy.js';

/** A short, human name for a session's device, from its user agent. */
export function deviceName(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : undefined;
  const system = /iPhone|iPad/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Mac OS X|Macintosh/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : undefined;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}

export function accountSecurityRoutes(deps: AppDeps) {
  const users = createUserRepository(deps.storage);
  const sessions = createSessionRepository(deps.storage);
  const auth = requireAuth(deps);
  const nowIso = () => new Date(deps.clock.now()).toISOString();

  const currentUser = (userId: string) => signedInUser(users, userId);

  return new Hono<AppEnv>()
    .post('/password', auth, async (c) => {
      const { userId, sessionId } = c.get('auth');
      const body = await readJson(c, changePasswordRequestSchema);
      const user = await currentUser(userId);
      assertPasswordAllowed(body.newPassword, user.email, 'newPassword');
      if (!user.passwordHash)
        throw new ValidationError(accountMessages.noPassword, {
          currentPassword: accountMessages.noPassword,
        });
      try {
        await confirmIdentity(deps, user, body.currentPassword, undefined, c.get('clientAddress'));
      } catch (error) {
        if (error instanceof ValidationError) {
          throw new ValidationError(accountMessages.wrongPassword, {
            currentPassword: accountMessages.wrongPassword,
          });
        }
        throw error;
      }
      await users.update(user, {
        passwordHash: await hashPassword(body.newPassword),
        updatedAt: nowIso(),
      });
      const revoked = await sessions.deleteAll(userId, sessionId);
      return c.json({
        success: true as const,
        revokedSessions: revoked,
      } satisfies ChangePasswordReply);
    })
    .get('/sessions', auth, async (c) => {
      const { userId, sessionId } = c.get('auth');
      const list = await sessions.list(userId, deps.clock.now());
      const views: SessionView[] = list.map((s) => ({
        id: s.sessionId,
        device: deviceName(s.userAgent),
        createdAt: new Date(s.createdAt).toISOString(),
        lastUsedAt: new Date(s.lastUsedAt).toISOString(),
        expiresAt: new Date(s.expiresAt).toISOString(),
        current: s.sessionId === sessionId,
      }));
      return c.json({ sessions: views } satisfies SessionsReply);
    })
    .post('/sessions/revoke-others', auth, async (c) => {
      const { userId, sessionId } = c.get('auth');
      const revoked = await sessions.deleteAll(userId, sessionId);
      return c.json({ revokedSessions: revoked } satisfies RevokedSessionsReply);
    })
    .delete('/sessions/:id', auth, async (c) => {
      const { userId } = c.get('auth');
      const id = c.req.param('id');
      const found = (await sessions.list(userId, deps.clock.now())).some((s) => s.sessionId === id);
      if (!found) throw new NotFoundError('No such session');
      await sessions.delete(userId, id);
      return c.body(null, 204);
    })
    .post('/recovery-codes', auth, async (c) => {
      const { userId } = c.get('auth');
      const body = await readJson(c, confirmPasswordRequestSchema, { optional: true });
      const user = await currentUser(userId);
      if (!user.passwordHash)
        throw new ValidationError(accountMessages.noPassword, {
          password: accountMessages.noPassword,
        });
      await confirmIdentity(deps, user, body.password, undefined, c.get('clientAddress'));
      const codes = generateRecoveryCodes();
      await users.replaceRecoveryCodes(userId, codes.map(hashRecoveryCode), nowIso());
      return c.json({ recoveryCodes: codes } satisfies RecoveryCodesReply, 201);
    });
}
