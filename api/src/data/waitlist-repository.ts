import { normalizeEmail, waitlistKeys } from './keys.js';
import { tableNames, type Storage } from './storage.js';
import { isAlreadyExists } from './storage-errors.js';

export interface WaitlistEntry {
  name: string;
  email: string;
  createdAt: string;
}

interface WaitlistEntity extends WaitlistEntry {
  partitionKey: string;
  rowKey: string;
}

export function createWaitlistRepository(storage: Storage) {
  return {
    /**
     * Adds the entry once per normalized email. One round trip for a new email (the insert
     * itself is the uniqueness check); a second only to answer an existing one.
     */
    async add(entry: WaitlistEntry): Promise<{ created: boolean; entry: WaitlistEntry }> {
      const table = await storage.table(tableNames.waitlist);
      const email = normalizeEmail(entry.email);
      const entity: WaitlistEntity = {
        partitionKey: waitlistKeys.partitionKey,
        rowKey: waitlistKeys.rowKey(email),
        name: entry.name,
        email,
        createdAt: entry.createdAt,
      };
      try {
        await table.createEntity(entity);
        return { created: true, entry: { name: entity.name, email, createdAt: entity.createdAt } };
      } catch (error) {
        if (!isAlreadyExists(error)) throw error;
      }
      const existing = await table.getEntity<WaitlistEntity>(entity.partitionKey, entity.rowKey);
      return {
        created: false,
        entry: { name: existing.name, email: existing.email, createdAt: existing.createdAt },
      };
    },
  };
}

export type WaitlistRepository = ReturnType<typeof createWaitlistRepository>;
