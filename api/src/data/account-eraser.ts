import { RestError } from '@azure/storage-blob';
import {
  chatKeys,
  emailIndexKeys,
  loginAttemptKeys,
  rateLimitKeys,
  userKeys,
  waitlistKeys,
} from './keys.js';
import { deleteCalendarFeedOf } from './calendar-feed-repository.js';
import { deleteShareLinksOf } from './circle-repository.js';
import { deletePartition } from './partition.js';
import {
  blobDeadline,
  photoContainer,
  tableNames,
  userPartitionTables,
  type Storage,
} from './storage.js';
import { isNotFound } from './storage-errors.js';
import type { SessionRepository } from './session-repository.js';

/**
 * Erases everything of one person, in an order that makes it resumable: data first (every
 * user-partitioned table but the account and sessions, then photos, the email index and the
 * sign-in counters), then the other sessions, then the account row, and the current session
 * last. If it stops half way, the same session can run it again and finish the job.
 */
export async function eraseAccount(
  storage: Storage,
  sessions: SessionRepository,
  account: { userId: string; email: string; currentSessionId: string },
): Promise<void> {
  const { userId, email, currentSessionId } = account;
  const last = new Set<string>([tableNames.users, tableNames.sessions]);
  await deleteCalendarFeedOf(storage, userId); // before its partition, which names it
  await deleteShareLinksOf(storage, userId); // likewise: the circle partition names the hashes
  for (const name of userPartitionTables()) {
    if (!last.has(name)) await deletePartition(await storage.table(name), userId);
  }
  await deletePhotos(storage, userId);
  try {
    const index = await storage.table(tableNames.emailIndex);
    const entry = await index.getEntity<{ userId: string }>(
      emailIndexKeys.partitionKey,
      emailIndexKeys.rowKey(email),
    );
    if (entry.userId === userId)
      await index.deleteEntity(emailIndexKeys.partitionKey, emailIndexKeys.rowKey(email));
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  await deletePartition(
    await storage.table(tableNames.loginAttempts),
    loginAttemptKeys.partitionKey(email),
  );
  // Rows keyed by the email or a hash of the id rather than owned by the account: the waitlist
  // sign-up made with this email and the coach's rate-limit counter.
  await deleteRow(
    storage,
    tableNames.waitlist,
    waitlistKeys.partitionKey,
    waitlistKeys.rowKey(email),
  );
  await deleteRow(
    storage,
    tableNames.rateLimits,
    rateLimitKeys.partitionKey(chatRateLimitScope),
    rateLimitKeys.rowKey(chatKeys.rateLimitSubject(userId)),
  );
  await sessions.deleteAll(userId, currentSessionId);
  await deletePartition(await storage.table(tableNames.users), userKeys.partitionKey(userId));
  await sessions.delete(userId, currentSessionId);
}

/** The coach's rate-limit scope (one place: the chat route counts under it). */
export const chatRateLimitScope = 'ai-chat';

async function deleteRow(
  storage: Storage,
  table: Parameters<Storage['table']>[0],
  partitionKey: string,
  rowKey: string,
): Promise<void> {
  try {
    await (await storage.table(table)).deleteEntity(partitionKey, rowKey);
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
}

async function deletePhotos(storage: Storage, userId: string): Promise<void> {
  const container = storage.blobs.getContainerClient(photoContainer);
  // Names first, under one deadline (a listing is a page or two), then each blob under its own.
  const names: string[] = [];
  try {
    const listing = container.listBlobsFlat({ prefix: `${userId}/`, ...blobDeadline() });
    for await (const blob of listing) names.push(blob.name);
  } catch (error) {
    if (error instanceof RestError && error.statusCode === 404) return; // no container yet
    throw error;
  }
  for (const name of names) {
    await container
      .deleteBlob(name, { deleteSnapshots: 'include', ...blobDeadline() })
      .catch((error: unknown) => {
        if (!(error instanceof RestError && error.statusCode === 404)) throw error;
      });
  }
}
