import { calendarFeedKeys } from './keys.js';
import { createReminderRepository } from './reminder-repository.js';
import { tableNames, type Storage } from './storage.js';
import { isNotFound } from './storage-errors.js';

/**
 * The global index of calendar feeds: the URL carries a secret, storage keeps only its hash
 * (a leaked table names no working URL), and each row names its owner.
 */
export function createCalendarFeedRepository(storage: Storage) {
  const table = () => storage.table(tableNames.calendarFeeds);
  return {
    async ownerOf(secretHash: string): Promise<string | undefined> {
      try {
        const row = await (
          await table()
        ).getEntity<{ ownerId: string }>(
          calendarFeedKeys.partitionKey,
          calendarFeedKeys.rowKey(secretHash),
        );
        return row.ownerId;
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async add(secretHash: string, ownerId: string, at: string): Promise<void> {
      await (
        await table()
      ).createEntity({
        partitionKey: calendarFeedKeys.partitionKey,
        rowKey: calendarFeedKeys.rowKey(secretHash),
        ownerId,
        createdAt: at,
      });
    },

    async remove(secretHash: string): Promise<void> {
      try {
        await (
          await table()
        ).deleteEntity(calendarFeedKeys.partitionKey, calendarFeedKeys.rowKey(secretHash));
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
  };
}

/** Erase: the global feed row of this person (their own partition goes with the rest). */
export async function deleteCalendarFeedOf(storage: Storage, userId: string): Promise<void> {
  const own = await createReminderRepository(storage).load(userId);
  if (own.calendar) await createCalendarFeedRepository(storage).remove(own.calendar.secretHash);
}
