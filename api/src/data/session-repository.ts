import { odata } from '@azure/data-tables';
import { sessionKeys } from './keys.js';
import { tableNames, type Storage } from './storage.js';
import { isNotFound } from './storage-errors.js';

export interface Session {
  userId: string;
  sessionId: string;
  createdAt: number;
  expiresAt: number;
  lastUsedAt: number;
  userAgent: string;
  remember: boolean;
}

interface SessionEntity extends Omit<Session, 'userId' | 'sessionId'> {
  partitionKey: string;
  rowKey: string;
  ownerId: string;
}

/** How often a session's "last used" time is written (not on every call). */
const touchEveryMs = 60 * 60_000;

export function createSessionRepository(storage: Storage) {
  const table = () => storage.table(tableNames.sessions);
  return {
    async create(session: Session): Promise<void> {
      const { userId, sessionId, ...rest } = session;
      const entity: SessionEntity = {
        ...rest,
        partitionKey: sessionKeys.partitionKey(userId),
        rowKey: sessionKeys.rowKey(sessionId),
        ownerId: userId,
      };
      await (await table()).createEntity(entity);
    },

    /** The live session, or undefined when it was revoked or has expired. */
    async find(userId: string, sessionId: string, now: number): Promise<Session | undefined> {
      let entity: SessionEntity;
      try {
        entity = await (
          await table()
        ).getEntity<SessionEntity>(sessionKeys.partitionKey(userId), sessionKeys.rowKey(sessionId));
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
      if (entity.expiresAt <= now) return undefined;
      return {
        userId,
        sessionId,
        createdAt: entity.createdAt,
        expiresAt: entity.expiresAt,
        lastUsedAt: entity.lastUsedAt,
        userAgent: entity.userAgent,
        remember: entity.remember,
      };
    },

    /** Every live session of the person, most recently used first. */
    async list(userId: string, now: number): Promise<Session[]> {
      const partitionKey = sessionKeys.partitionKey(userId);
      const found: Session[] = [];
      for await (const row of (await table()).listEntities<SessionEntity>({
        queryOptions: { filter: odata`PartitionKey eq ${partitionKey}` },
      })) {
        if (row.expiresAt <= now) continue;
        found.push({
          userId,
          sessionId: row.rowKey,
          createdAt: row.createdAt,
          expiresAt: row.expiresAt,
          lastUsedAt: row.lastUsedAt,
          userAgent: row.userAgent,
          remember: row.remember,
        });
      }
      return found.sort((a, b) => b.lastUsedAt - a.lastUsedAt);
    },

    /** Records use at most once an hour, so a signed-in call costs one read, not a write. */
    async touch(session: Session, now: number): Promise<void> {
      if (now - session.lastUsedAt < touchEveryMs) return;
      await (
        await table()
      ).updateEntity(
        {
          partitionKey: sessionKeys.partitionKey(session.userId),
          rowKey: sessionKeys.rowKey(session.sessionId),
          lastUsedAt: now,
        },
        'Merge',
      );
    },

    async delete(userId: string, sessionId: string): Promise<void> {
      try {
        await (
          await table()
        ).deleteEntity(sessionKeys.partitionKey(userId), sessionKeys.rowKey(sessionId));
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },

    /** Revokes every session of the user (optionally keeping one), in batches of 100. */
    async deleteAll(userId: string, keepSessionId?: string): Promise<number> {
      const client = await table();
      const partitionKey = sessionKeys.partitionKey(userId);
      const rowKeys: string[] = [];
      for await (const page of client
        .listEntities<SessionEntity>({
          queryOptions: { filter: odata`PartitionKey eq ${partitionKey}`, select: ['RowKey'] },
        })
        .byPage({ maxPageSize: 1000 })) {
        for (const row of page)
          if (row.rowKey && row.rowKey !== keepSessionId) rowKeys.push(row.rowKey);
      }
      for (let i = 0; i < rowKeys.length; i += 100) {
        await client.submitTransaction(
          rowKeys.slice(i, i + 100).map((rowKey) => ['delete', { partitionKey, rowKey }]),
        );
      }
      return rowKeys.length;
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
