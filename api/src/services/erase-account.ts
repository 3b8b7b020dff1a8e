import { eraseAccount } from '../data/account-eraser.js';
import { createSessionRepository } from '../data/session-repository.js';
import { createUserRepository } from '../data/user-repository.js';
import type { AppDeps } from '../deps.js';
import { eraseCommunity } from './community-account.js';
import { confirmIdentity } from './confirm-identity.js';
import { signedInUser } from './signed-in-user.js';

/** DELETE /api/account: proves who asks, then erases every row and blob the person owns. */
export function createEraseAccount(deps: AppDeps) {
  const users = createUserRepository(deps.storage);
  const sessions = createSessionRepository(deps.storage);
  return async function erase(args: {
    userId: string;
    sessionId: string;
    password: string | undefined;
    clientAddress: string;
  }): Promise<void> {
    const { userId, sessionId } = args;
    const user = await signedInUser(users, userId);
    const session = await sessions.find(userId, sessionId, deps.clock.now());
    await confirmIdentity(deps, user, args.password, session, args.clientAddress);
    // The community table is global (its rows name members, not accounts): cleared first.
    await eraseCommunity(deps.storage, userId);
    await eraseAccount(deps.storage, sessions, {
      userId,
      email: user.email,
      currentSessionId: sessionId,
    });
  };
}
