import type { Clock } from '../clock.js';
import type { StorageQuotas } from '../config.js';
import { createChatRepository } from '../data/chat-repository.js';
import { createInjectionRepository } from '../data/injection-repository.js';
import { createJournalRepository } from '../data/journal-repository.js';
import { createPhotoRepository } from '../data/photo-repository.js';
import {
  createQuotaRepository,
  QuotaContentionError,
  type CountStored,
} from '../data/quota-repository.js';
import type { Storage } from '../data/storage.js';
import {
  quotaMessage,
  type QuotaKind,
  type QuotaLimit,
  type QuotaUsage,
} from '../domain/storage-quota.js';
import { QuotaExceededError, RateLimitedError } from '../errors.js';

/**
 * What one account may store (config `quotas`): every write that adds rows goes through
 * `within`, every delete gives its room back with `release`. Check-ins need no counter: there
 * is one per day at most, by the server's clock. Prescription versions and pauses are one per
 * calendar day within the accepted date range.
 */
export function createStorageQuotas(storage: Storage, clock: Clock, quotas: StorageQuotas) {
  const counters = createQuotaRepository(storage, clock);
  const injections = createInjectionRepository(storage);
  const journal = createJournalRepository(storage);
  const chat = createChatRepository(storage);
  const photos = createPhotoRepository(storage);

  const kinds: Record<QuotaKind, { limit: QuotaLimit; countStored: CountStored }> = {
    injections: { limit: { count: quotas.injections }, countStored: injections.countStored },
    journal: { limit: { count: quotas.journalEntries }, countStored: journal.countStored },
    chat: { limit: { count: quotas.chatMessages }, countStored: chat.countStored },
    photos: {
      limit: { count: quotas.photos, bytes: quotas.photoBytes },
      countStored: photos.countStored,
    },
  };

  async function reserve(userId: string, kind: QuotaKind, add: QuotaUsage): Promise<void> {
    const { limit, countStored } = kinds[kind];
    let breach;
    try {
      breach = await counters.reserve(userId, kind, add, limit, countStored);
    } catch (error) {
      if (error instanceof QuotaContentionError) {
        throw new RateLimitedError('Too many changes at once. Please try again in a moment.', 1);
      }
      throw error;
    }
    if (breach) {
      throw new QuotaExceededError(breach.by === 'bytes' ? 413 : 429, quotaMessage(breach), {
        kind,
        limit: breach.limit,
      });
    }
  }

  return {
    /**
     * Takes room for `add` ahead of a write that comes later (after a model call, say): 429 or
     * 413 `quota_exceeded` when it does not fit. Hand the room to `commit` with the write. A
     * failure in between leaves the room taken until the recount at the limit finds it free.
     */
    async reserve(userId: string, kind: QuotaKind, add: QuotaUsage): Promise<Room> {
      await reserve(userId, kind, add);
      return { userId, kind, add };
    },

    /** Runs the write the room was taken for; gives the room back when the write fails. */
    async commit<T>(room: Room, write: () => Promise<T>): Promise<T> {
      try {
        return await write();
      } catch (error) {
        await counters.release(room.userId, room.kind, room.add);
        throw error;
      }
    },

    /**
     * Takes room for `add` (429 or 413 `quota_exceeded` when it does not fit, and nothing is
     * written), runs the write, and gives the room back when the write fails.
     */
    async within<T>(
      userId: string,
      kind: QuotaKind,
      add: QuotaUsage,
      write: () => Promise<T>,
    ): Promise<T> {
      await reserve(userId, kind, add);
      try {
        return await write();
      } catch (error) {
        await counters.release(userId, kind, add);
        throw error;
      }
    },

    /** After a delete: the room it freed. */
    async release(userId: string, kind: QuotaKind, sub: QuotaUsage): Promise<void> {
      await counters.release(userId, kind, sub);
    },

    /** After rows were written or removed around the counters (the demo seed). */
    forget: (userId: string) => counters.forget(userId),
  };
}

export type StorageQuotaService = ReturnType<typeof createStorageQuotas>;

/** Room taken by `reserve`, for one write. */
export interface Room {
  userId: string;
  kind: QuotaKind;
  add: QuotaUsage;
}

/** One row, no bytes. */
export const oneRow: QuotaUsage = { count: 1, bytes: 0 };
