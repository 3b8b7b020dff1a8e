import type { UserRecord, UserRepository } from '../data/user-repository.js';
import { UnauthorizedError } from '../errors.js';

/** The signed-in person's account row: a live session whose account is gone is a 401. */
export async function signedInUser(users: UserRepository, userId: string): Promise<UserRecord> {
  const user = await users.getById(userId);
  if (!user) throw new UnauthorizedError();
  return user;
}
