import { idempotencyKeys } from './keys.js';
import { tableNames, type Storage } from './storage.js';
import { isAlreadyExists, isNotFound, isPreconditionFailed } from './storage-errors.js';

type IdempotencyEntity = {
  partitionKey: string;
  rowKey: string;
  ownerId: string;
  createdAt: number;
  bodyHash: string;
  state: 'pending' | 'done';
  status?: number;
  /** The reply in chunks (a table string holds at most 32K characters). */
  parts?: number;
} & Record<`body${number}`, string | undefined>;

const chunk = 30_000;

export type RowRef = { partitionKey: string; rowKey: string };

export type Claim =
  | { state: 'new'; row: RowRef }
  | { state: 'replay'; status: number; body: string; bodyHash: string }
  | { state: 'in-flight' };

/** A pending row older than this is a request that died half way: it may be taken over. */
const pendingStaleMs = 60_000;

/** One row per (person, route, key): pending while the first request runs, then its reply. */
export function createIdempotencyRepository(storage: Storage) {
  const table = () => storage.table(tableNames.idempotency);
  return {
    async claim(
      userId: string,
      method: string,
      path: string,
      key: string,
      bodyHash: string,
      now: number,
      ttlMs: number,
    ): Promise<Claim> {
      const client = await table();
      const row: RowRef = {
        partitionKey: idempotencyKeys.partitionKey(userId),
        rowKey: idempotencyKeys.rowKey(method, path, key),
      };
      const fresh: IdempotencyEntity = {
        ...row,
        ownerId: userId,
        createdAt: now,
        bodyHash,
        state: 'pending',
      };
      try {
        await client.createEntity(fresh);
        return { state: 'new', row };
      } catch (error) {
        if (!isAlreadyExists(error)) throw error;
      }
      const existing = await client.getEntity<IdempotencyEntity>(row.partitionKey, row.rowKey);
      const expired = now - existing.createdAt > ttlMs;
      const abandoned = existing.state === 'pending' && now - existing.createdAt > pendingStaleMs;
      if (expired || abandoned) {
        try {
          // Take the old row over only if nobody else did first (ETag).
          await client.updateEntity(fresh, 'Replace', { etag: existing.etag });
          return { state: 'new', row };
        } catch (error) {
          if (isPreconditionFailed(error)) return { state: 'in-flight' };
          throw error;
        }
      }
      if (existing.state === 'pending') return { state: 'in-flight' };
      return {
        state: 'replay',
        status: existing.status ?? 200,
        body: Array.from(
          { length: existing.parts ?? 0 },
          (_, i) => existing[`body${i}`] ?? '',
        ).join(''),
        bodyHash: existing.bodyHash,
      };
    },

    async complete(row: RowRef, status: number, body: string): Promise<void> {
      const parts: Record<string, string> = {};
      for (let i = 0; i * chunk < body.length; i += 1)
        parts[`body${i}`] = body.slice(i * chunk, (i + 1) * chunk);
      const count = Object.keys(parts).length;
      await (
        await table()
      ).updateEntity({ ...row, ...parts, state: 'done', status, parts: count }, 'Merge');
    },

    async release(row: RowRef): Promise<void> {
      try {
        await (await table()).deleteEntity(row.partitionKey, row.rowKey);
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
  };
}
