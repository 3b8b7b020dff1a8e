import type { Clock } from '../clock.js';
import {
  quotaBreach,
  type QuotaBreach,
  type QuotaKind,
  type QuotaLimit,
  type QuotaUsage,
} from '../domain/storage-quota.js';
import { quotaKeys } from './keys.js';
import { tableNames, type Storage } from './storage.js';
import { isAlreadyExists, isNotFound, isPreconditionFailed } from './storage-errors.js';

type CounterEntity = {
  partitionKey: string;
  rowKey: string;
  ownerId: string;
  count: number;
  bytes: number;
  /** When the rows themselves were last counted (see `recountEveryMs`). */
  countedAt: number;
  etag?: string;
};

/** What one account has stored of a kind, counted from the rows themselves (keys only). */
export type CountStored = (userId: string) => Promise<QuotaUsage>;

/**
 * A refused write re-counts the rows at most this often. The counter can only drift upwards
 * (a write reserved but never made because the process died, a release lost to an outage), so
 * a count is needed only when it says "full"; a client hammering a full account re-counts once.
 */
const recountEveryMs = 10 * 60_000;

/**
 * Tries of one counter update across instances (within one, the lane below queues them): each
 * lost race reads again after a short jittered wait, as the rate limits do.
 */
const maxTries = 40;

/**
 * One lane per (storage, account, kind) in this process: the parallel writes of one person that
 * reach one instance (a double tap, a retry storm, a burst of chats) take their turn at the
 * counter instead of racing for its ETag. Two round trips a turn; the queue ends with the burst.
 */
const lanes = new WeakMap<Storage, Map<string, Promise<unknown>>>();

function inLane<T>(storage: Storage, key: string, work: () => Promise<T>): Promise<T> {
  let queue = lanes.get(storage);
  if (!queue) {
    queue = new Map();
    lanes.set(storage, queue);
  }
  const run = (queue.get(key) ?? Promise.resolve()).then(work, work);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  queue.set(key, tail);
  void tail.then(() => {
    if (queue.get(key) === tail) queue.delete(key);
  });
  return run;
}

export class QuotaContentionError extends Error {
  constructor() {
    super('The quota counter kept changing');
    this.name = 'QuotaContentionError';
  }
}

/**
 * Per-account counters of stored rows and bytes, one row per kind in the account's partition of
 * the quotas table.
 *
 * Why a counter rather than counting on every write: counting by keys (select RowKey) costs a
 * round trip per 1,000 rows and moves ~100 bytes a row, so a journal near its 20,000 entries
 * would read 2 MB before every new entry. The counter is one point read and one conditional
 * write (its ETag), whatever the account holds, and exact under parallel writes: each
 * reservation is a compare-and-swap, so of N parallel writes at the limit only the room left
 * lands. The rows are counted (keys only) just once to start a counter, and again when a
 * counter that says "full" is older than `recountEveryMs`, which corrects any drift.
 */
export function createQuotaRepository(storage: Storage, clock: Clock) {
  const table = () => storage.table(tableNames.quotas);

  async function read(userId: string, kind: QuotaKind): Promise<CounterEntity | undefined> {
    try {
      return await (
        await table()
      ).getEntity<CounterEntity>(quotaKeys.partitionKey(userId), quotaKeys.rowKey(kind));
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  /** Writes the counter: a create when there was none, else a replace on the ETag read. */
  async function write(
    userId: string,
    kind: QuotaKind,
    usage: QuotaUsage,
    countedAt: number,
    etag: string | undefined,
  ): Promise<boolean> {
    const client = await table();
    const entity: CounterEntity = {
      partitionKey: quotaKeys.partitionKey(userId),
      rowKey: quotaKeys.rowKey(kind),
      ownerId: userId,
      count: Math.max(0, usage.count),
      bytes: Math.max(0, usage.bytes),
      countedAt,
    };
    try {
      if (etag) await client.updateEntity(entity, 'Replace', { etag });
      else await client.createEntity(entity);
      return true;
    } catch (error) {
      if (isPreconditionFailed(error) || isAlreadyExists(error) || isNotFound(error)) return false;
      throw error;
    }
  }

  const pause = (attempt: number) =>
    new Promise((done) => setTimeout(done, Math.random() * 4 * Math.min(attempt + 1, 10)));

  async function reserve(
    userId: string,
    kind: QuotaKind,
    add: QuotaUsage,
    limit: QuotaLimit,
    countStored: CountStored,
  ): Promise<QuotaBreach | undefined> {
    for (let attempt = 0; attempt < maxTries; attempt++) {
      const now = clock.now();
      const current = await read(userId, kind);
      let usage: QuotaUsage = current ?? (await countStored(userId));
      let countedAt = current ? current.countedAt : now;
      let breach = quotaBreach(kind, usage, add, limit);
      if (breach && current && now - current.countedAt >= recountEveryMs) {
        usage = await countStored(userId);
        countedAt = now;
        breach = quotaBreach(kind, usage, add, limit);
      }
      if (breach) {
        // Keep what was counted, so the next refusal costs one read.
        if (countedAt === now) await write(userId, kind, usage, countedAt, current?.etag);
        return breach;
      }
      const next = { count: usage.count + add.count, bytes: usage.bytes + add.bytes };
      if (await write(userId, kind, next, countedAt, current?.etag)) return undefined;
      await pause(attempt);
    }
    throw new QuotaContentionError();
  }

  async function release(userId: string, kind: QuotaKind, sub: QuotaUsage): Promise<boolean> {
    try {
      for (let attempt = 0; attempt < maxTries; attempt++) {
        const current = await read(userId, kind);
        // No counter: the next reservation counts the rows themselves.
        if (!current) return true;
        const next = { count: current.count - sub.count, bytes: current.bytes - sub.bytes };
        if (await write(userId, kind, next, current.countedAt, current.etag)) return true;
        await pause(attempt);
      }
    } catch {
      // Storage failed: see above.
    }
    return false;
  }

  return {
    /**
     * Takes room for `add` before the write that needs it. Answers the breach (nothing was
     * taken) when it does not fit; throws `QuotaContentionError` when the counter kept moving.
     */
    async reserve(
      userId: string,
      kind: QuotaKind,
      add: QuotaUsage,
      limit: QuotaLimit,
      countStored: CountStored,
    ): Promise<QuotaBreach | undefined> {
      return inLane(storage, `${userId}/${kind}`, () =>
        reserve(userId, kind, add, limit, countStored),
      );
    },

    /**
     * Gives room back after a delete (or a write that failed after its reservation). Never
     * throws: the delete already happened, and a counter left too high only refuses early until
     * the recount at the limit corrects it.
     */
    release(userId: string, kind: QuotaKind, sub: QuotaUsage): Promise<boolean> {
      return inLane(storage, `${userId}/${kind}`, () => release(userId, kind, sub));
    },

    /** Forgets the counters, so the next reservation counts the rows (after a bulk rewrite). */
    async forget(userId: string): Promise<void> {
      const client = await table();
      for (const kind of ['injections', 'journal', 'chat', 'photos'] satisfies QuotaKind[]) {
        try {
          await client.deleteEntity(quotaKeys.partitionKey(userId), quotaKeys.rowKey(kind));
        } catch (error) {
          if (!isNotFound(error)) throw error;
        }
      }
    },
  };
}

export type QuotaRepository = ReturnType<typeof createQuotaRepository>;
