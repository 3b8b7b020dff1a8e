import { decide, type RateLimitDecision, type RateLimitRule } from '../domain/rate-limit.js';
import { addressKey, chatKeys, communityKeys, rateLimitKeys } from './keys.js';
import { tableNames, type Storage } from './storage.js';
import { isAlreadyExists, isNotFound, isPreconditionFailed } from './storage-errors.js';

/** The subjects callers count against (keys.ts stays inside data/). */
export const rateLimitSubjects = {
  /** A client address (waitlist sign-ups). */
  address: (address: string) => addressKey(address),
  /** One person's coach chat. */
  chatUser: (userId: string) => chatKeys.rateLimitSubject(userId),
  /** One member's community writes of one kind (posts, replies, other actions). */
  communityMember: (userId: string, kind: string) => communityKeys.rateLimitSubject(userId, kind),
};

interface CounterEntity {
  partitionKey: string;
  rowKey: string;
  windowStart: number;
  count: number;
}

/**
 * Counters live in Table Storage so a limit holds across every instance. One row per
 * (scope, subject), reused window after window, so the table does not grow with traffic.
 * Writes pass the ETag; a lost race is re-read and decided again.
 */
/**
 * Tries of one counter update. Parallel requests of one person race for the same row: each lost
 * race reads again after a short jittered wait, so a burst is counted exactly (none of the
 * allowed requests refused for contention alone).
 */
const contendedTries = 40;

function backOff(attempt: number): Promise<void> {
  return new Promise((done) => setTimeout(done, Math.random() * 4 * Math.min(attempt, 10)));
}

export function createRateLimitRepository(storage: Storage) {
  return {
    /** Erase: the counter of one subject goes. */
    async forget(scope: string, subjectKey: string): Promise<void> {
      const table = await storage.table(tableNames.rateLimits);
      try {
        await table.deleteEntity(
          rateLimitKeys.partitionKey(scope),
          rateLimitKeys.rowKey(subjectKey),
        );
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
    async hit(
      scope: string,
      subjectKey: string,
      rule: RateLimitRule,
      now: number,
    ): Promise<RateLimitDecision> {
      const table = await storage.table(tableNames.rateLimits);
      const partitionKey = rateLimitKeys.partitionKey(scope);
      const rowKey = rateLimitKeys.rowKey(subjectKey);
      for (let attempt = 0; attempt < contendedTries; attempt++) {
        if (attempt > 0) await backOff(attempt);
        let stored: CounterEntity | undefined;
        let etag: string | undefined;
        try {
          const entity = await table.getEntity<CounterEntity>(partitionKey, rowKey);
          stored = entity;
          etag = entity.etag;
        } catch (error) {
          if (!isNotFound(error)) throw error;
        }
        const decision = decide(rule, stored, now);
        if (!decision.allowed) return decision;
        const row: CounterEntity = { partitionKey, rowKey, ...decision.next };
        try {
          if (etag) await table.updateEntity(row, 'Replace', { etag });
          else await table.createEntity(row);
          return decision;
        } catch (error) {
          if (!isPreconditionFailed(error) && !isAlreadyExists(error)) throw error;
        }
      }
      // Still contended after every try: refuse this one (fail closed) rather than over-count.
      return { allowed: false, retryAfterSeconds: 1 };
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
