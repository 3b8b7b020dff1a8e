import type { User } from '../contracts/auth.js';
import type { UserRecord } from '../data/user-repository.js';

/** What the person sees of their own account. `name` is the name to show everywhere. */
export function toUser(record: UserRecord): User {
  return {
    id: record.id,
    email: record.email,
    name: record.preferredName || record.firstName,
    firstName: record.firstName,
    lastName: record.lastName,
    ...(record.preferredName ? { preferredName: record.preferredName } : {}),
    ...(record.pronouns ? { pronouns: record.pronouns } : {}),
    ...(record.dateOfBirth ? { dateOfBirth: record.dateOfBirth } : {}),
    timezone: record.timezone,
    showLegalNameToProvider: record.showLegalNameToProvider,
    hasPassword: Boolean(record.passwordHash),
    googleLinked: Boolean(record.googleSub),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    etag: record.etag,
  };
}
