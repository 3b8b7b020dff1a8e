import { odata } from '@azure/data-tables';
import { achievementKeys } from './keys.js';
import { tableNames, type Storage } from './storage.js';
import { isAlreadyExists, isNotFound } from './storage-errors.js';

export interface StoredUnlock {
  id: string;
  unlockedAt: string;
  seenAt: string | null;
}

type UnlockEntity = {
  partitionKey: string;
  rowKey: string;
  ownerId: string;
  unlockedAt: string;
  seenAt?: string;
};

/** Unlocks are permanent: stored once with their time, and the toast's acknowledgement. */
export function createAchievementRepository(storage: Storage) {
  const table = () => storage.table(tableNames.achievements);
  return {
    async list(userId: string): Promise<StoredUnlock[]> {
      const partitionKey = achievementKeys.partitionKey(userId);
      const found: StoredUnlock[] = [];
      for await (const row of (await table()).listEntities<UnlockEntity>({
        queryOptions: { filter: odata`PartitionKey eq ${partitionKey}` },
      })) {
        found.push({ id: row.rowKey, unlockedAt: row.unlockedAt, seenAt: row.seenAt ?? null });
      }
      return found;
    },

    /** Stores new unlocks; one already stored (another device got there first) keeps its time. */
    async unlock(userId: string, ids: readonly string[], at: string): Promise<void> {
      const client = await table();
      await Promise.all(
        ids.map(async (id) => {
          try {
            await client.createEntity<UnlockEntity>({
              partitionKey: achievementKeys.partitionKey(userId),
              rowKey: achievementKeys.rowKey(id),
              ownerId: userId,
              unlockedAt: at,
            });
          } catch (error) {
            if (!isAlreadyExists(error)) throw error;
          }
        }),
      );
    },

    /** Records that the unlock toast was shown; false when the achievement is not unlocked. */
    async markSeen(userId: string, id: string, at: string): Promise<boolean> {
      const client = await table();
      try {
        const row = await client.getEntity<UnlockEntity>(
          achievementKeys.partitionKey(userId),
          achievementKeys.rowKey(id),
        );
        if (!row.seenAt) {
          await client.updateEntity(
            { partitionKey: row.partitionKey, rowKey: row.rowKey, seenAt: at },
            'Merge',
          );
        }
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
  };
}
