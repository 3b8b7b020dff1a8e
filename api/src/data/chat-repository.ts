import { odata, type TableTransaction } from '@azure/data-tables';
import type { ChatMessage, ChatRole, CrisisTier } from '../contracts/ai.js';
import { defined } from './entities.js';
import { chatKeys } from './keys.js';
import { tableNames, type Storage } from './storage.js';

type MessageEntity = {
  partitionKey: string;
  rowKey: string;
  ownerId: string;
  id: string;
  role: ChatRole;
  content: string;
  crisis: boolean;
  createdAt: string;
  /** Assistant messages: 'azure-openai' or 'offline'. */
  source?: string;
  /** The screen's tier when it was not 'none' (distress replies show a quiet resources line). */
  tier?: string;
};

type StateEntity = {
  partitionKey: string;
  rowKey: string;
  ownerId: string;
  /** RowKey of the newest message the person has been shown. */
  lastReadRowKey: string;
  lastReadAt: string;
};

export interface NewChatMessage {
  id: string;
  role: ChatRole;
  content: string;
  crisis: boolean;
  createdAtMs: number;
  source?: string;
  tier?: CrisisTier;
}

const shownTiers: ReadonlySet<string> = new Set(['distress', 'concern', 'urgent']);

function toMessage(entity: MessageEntity): ChatMessage {
  return {
    id: entity.id,
    role: entity.role,
    content: entity.content,
    crisis: entity.crisis === true,
    createdAt: entity.createdAt,
    ...(entity.role === 'assistant' &&
    (entity.source === 'azure-openai' || entity.source === 'offline')
      ? { source: entity.source }
      : {}),
    ...(entity.tier && shownTiers.has(entity.tier) ? { tier: entity.tier as CrisisTier } : {}),
  };
}

/** The badge never counts past this: "99+" is all a person needs to know. */
export const unreadCountCap = 99;

/**
 * The coach chat of one person: one partition, messages newest first by key, so "the last N" is
 * one range query of N rows. Reading is tracked by one state row: the key of the newest message
 * the person has been shown. Coach messages with a newer key are unread.
 */
export function createChatRepository(storage: Storage) {
  const table = () => storage.table(tableNames.chat);

  /** Newest first, at most `limit` messages: one range query. */
  async function newest(userId: string, limit: number): Promise<MessageEntity[]> {
    const partitionKey = chatKeys.partitionKey(userId);
    const { from, to } = chatKeys.messageRange;
    const rows: MessageEntity[] = [];
    const pages = (await table())
      .listEntities<MessageEntity>({
        queryOptions: {
          filter: odata`PartitionKey eq ${partitionKey} and RowKey ge ${from} and RowKey lt ${to}`,
        },
      })
      .byPage({ maxPageSize: Math.min(limit, 1000) });
    for await (const page of pages) {
      rows.push(...page);
      if (rows.length >= limit) break;
    }
    return rows.slice(0, limit);
  }

  return {
    /** The last `limit` messages, oldest first. */
    async recent(userId: string, limit: number): Promise<ChatMessage[]> {
      return (await newest(userId, limit)).reverse().map(toMessage);
    },

    /**
     * The last `limit` messages, oldest first, and everything up to the newest counts as read
     * (the state row moves to it).
     */
    async readHistory(userId: string, limit: number, now: string): Promise<ChatMessage[]> {
      const rows = await newest(userId, limit);
      const latest = rows[0];
      if (latest) {
        const state: StateEntity = {
          partitionKey: chatKeys.partitionKey(userId),
          rowKey: chatKeys.stateRowKey,
          ownerId: userId,
          lastReadRowKey: latest.rowKey,
          lastReadAt: now,
        };
        await (await table()).upsertEntity(state, 'Replace');
      }
      return rows.reverse().map(toMessage);
    },

    /**
     * Coach messages newer than the last one read, at most `unreadCountCap`: one range query
     * that meets the state row first (its key sorts just before the newest message), then the
     * coach's messages newest first, and stops at the last one read.
     */
    async unreadCount(userId: string): Promise<number> {
      const partitionKey = chatKeys.partitionKey(userId);
      const state = chatKeys.stateRowKey;
      const to = chatKeys.messageRange.to;
      const pages = (await table())
        .listEntities<{ rowKey: string; lastReadRowKey?: string }>({
          queryOptions: {
            filter: odata`PartitionKey eq ${partitionKey} and RowKey ge ${state} and RowKey lt ${to} and (RowKey eq ${state} or role eq ${'assistant'})`,
            select: ['RowKey', 'lastReadRowKey'],
          },
        })
        .byPage({ maxPageSize: unreadCountCap + 1 });
      let lastRead: string | undefined;
      let count = 0;
      for await (const page of pages) {
        for (const row of page) {
          if (row.rowKey === state) {
            lastRead = row.lastReadRowKey;
            continue;
          }
          if (lastRead !== undefined && row.rowKey >= lastRead) return count;
          if (++count >= unreadCountCap) return count;
        }
      }
      return count;
    },

    /** The messages of one exchange, in one transaction of the person's partition. */
    async append(userId: string, messages: readonly NewChatMessage[]): Promise<void> {
      const partitionKey = chatKeys.partitionKey(userId);
      const entities = messages.map((m) =>
        defined<MessageEntity>({
          partitionKey,
          rowKey: chatKeys.messageRowKey(m.createdAtMs, m.role === 'assistant' ? 0 : 1, m.id),
          ownerId: userId,
          id: m.id,
          role: m.role,
          content: m.content,
          crisis: m.crisis,
          createdAt: new Date(m.createdAtMs).toISOString(),
          source: m.source,
          tier: m.tier && m.tier !== 'none' ? m.tier : undefined,
        }),
      );
      const actions: TableTransaction['actions'] = entities.map((e) => ['create', e]);
      await (await table()).submitTransaction(actions);
    },

    /** How many messages the person keeps, counted by key alone (storage quotas). */
    async countStored(userId: string): Promise<{ count: number; bytes: number }> {
      const partitionKey = chatKeys.partitionKey(userId);
      const { from, to } = chatKeys.messageRange;
      let count = 0;
      const pages = (await table())
        .listEntities({
          queryOptions: {
            filter: odata`PartitionKey eq ${partitionKey} and RowKey ge ${from} and RowKey lt ${to}`,
            select: ['RowKey'],
          },
        })
        .byPage({ maxPageSize: 1000 });
      for await (const page of pages) count += page.length;
      return { count, bytes: 0 };
    },

    /** Every message, oldest first (the account export). */
    async listAll(userId: string): Promise<ChatMessage[]> {
      return (await newest(userId, Number.MAX_SAFE_INTEGER)).reverse().map(toMessage);
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
