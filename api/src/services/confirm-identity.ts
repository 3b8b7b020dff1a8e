import { accountMessages, authMessages } from '../contracts/auth.js';
import { createLoginAttemptRepository } from '../data/login-attempt-repository.js';
import type { UserRecord } from '../data/user-repository.js';
import type { AppDeps } from '../deps.js';
import { AppError, RateLimitedError, ValidationError } from '../errors.js';
import { verifyPassword } from '../security/passwords.js';

/**
 * Proves the person is who the session says, for destructive changes: the password when the
 * account has one (a wrong one is a 400 field error, never a 401), else a sign-in less than
 * 10 minutes old.
 */
export async function confirmIdentity(
  deps: AppDeps,
  user: UserRecord,
  password: string | undefined,
  session: { createdAt: number } | undefined,
  address: string,
): Promise<void> {
  const now = deps.clock.now();
  if (user.passwordHash) {
    const attempts = createLoginAttemptRepository(deps.storage, deps.config.clientLimits);
    const locked = await attempts.lockedFor(user.email, address, now);
    if (locked > 0) throw new RateLimitedError(authMessages.tooManyAttempts, locked);
    if (!password || !(await verifyPassword(password, user.passwordHash))) {
      await attempts.recordFailure(user.email, address, now);
      throw new ValidationError(accountMessages.wrongPassword, {
        password: accountMessages.wrongPassword,
      });
    }
    return;
  }
  if (!session || now - session.createdAt > 10 * 60_000) {
    throw new AppError(403, 'forbidden', accountMessages.reauthenticate);
  }
}
