import { odata } from '@azure/data-tables';
import type { Checkin } from '../contracts/journal.js';
import { defined } from './entities.js';
import { checkinKeys } from './keys.js';
import { tableNames, type Storage } from './storage.js';
import { isAlreadyExists, isNotFound, isPreconditionFailed } from './storage-errors.js';

export interface CheckinData {
  mood: number;
  energy: number | null;
  note: string | null;
  /** The zone the day was counted in. */
  timezone: string;
}

type CheckinEntity = {
  partitionKey: string;
  rowKey: string;
  ownerId: string;
  id: string;
  date: string;
  timezone: string;
  mood: number;
  energy?: number;
  note?: string;
  createdAt: string;
  updatedAt: string;
  etag?: string;
};

function toCheckin(entity: CheckinEntity): Checkin {
  return {
    id: entity.id,
    date: entity.date,
    mood: entity.mood,
    energy: typeof entity.energy === 'number' ? entity.energy : null,
    note: entity.note ?? null,
    createdAt: entity.createdAt,
    updatedAt: entity.updatedAt,
    etag: entity.etag ?? '',
  };
}

/** A write racing another on the same day is retried this many times before it gives up. */
const attempts = 3;

export function createCheckinRepository(storage: Storage) {
  const table = () => storage.table(tableNames.checkins);

  return {
    /**
     * The day's check-in: created, or (when the day has one) replaced in place, keeping its id
     * and createdAt. The day is the row's key, so there is never a second row for it; a create
     * is tried first (one round trip for the day's first check-in).
     */
    async save(
      userId: string,
      date: string,
      data: CheckinData,
      newId: string,
      now: string,
    ): Promise<{ checkin: Checkin; replaced: boolean }> {
      const client = await table();
      const partitionKey = checkinKeys.partitionKey(userId);
      const rowKey = checkinKeys.rowKey(date);
      const fields = {
        partitionKey,
        rowKey,
        ownerId: userId,
        date,
        timezone: data.timezone,
        mood: data.mood,
        energy: data.energy ?? undefined,
        note: data.note ?? undefined,
        updatedAt: now,
      };
      for (let attempt = 1; ; attempt++) {
        try {
          const entity = defined<CheckinEntity>({ ...fields, id: newId, createdAt: now });
          const { etag } = await client.createEntity(entity);
          return { checkin: toCheckin({ ...entity, etag }), replaced: false };
        } catch (error) {
          if (!isAlreadyExists(error)) throw error;
        }
        const current = await client.getEntity<CheckinEntity>(partitionKey, rowKey);
        const entity = defined<CheckinEntity>({
          ...fields,
          id: current.id,
          createdAt: current.createdAt,
        });
        try {
          const { etag } = await client.updateEntity(entity, 'Replace', {
            etag: current.etag,
          });
          return { checkin: toCheckin({ ...entity, etag }), replaced: true };
        } catch (error) {
          // Replaced or deleted by a simultaneous call: start again from the top.
          if (attempt >= attempts || !(isPreconditionFailed(error) || isNotFound(error))) {
            throw error;
          }
        }
      }
    },

    /** When each check-in was first made (only that column is read: the dashboard's XP). */
    async createdTimes(userId: string): Promise<string[]> {
      const partitionKey = checkinKeys.partitionKey(userId);
      const times: string[] = [];
      const pages = (await table())
        .listEntities<{ createdAt: string }>({
          queryOptions: {
            filter: odata`PartitionKey eq ${partitionKey} and RowKey ge 'checkin-' and RowKey lt 'checkin.'`,
            select: ['createdAt'],
          },
        })
        .byPage({ maxPageSize: 1000 });
      for await (const page of pages) for (const row of page) times.push(row.createdAt);
      return times;
    },

    /** The check-ins of the days in the window (inclusive), newest first: one range query. */
    async list(userId: string, startDate: string, endDate: string): Promise<Checkin[]> {
      const partitionKey = checkinKeys.partitionKey(userId);
      const { from, to } = checkinKeys.range(startDate, endDate);
      const rows: Checkin[] = [];
      const pages = (await table())
        .listEntities<CheckinEntity>({
          queryOptions: {
            filter: odata`PartitionKey eq ${partitionKey} and RowKey ge ${from} and RowKey le ${to}`,
          },
        })
        .byPage({ maxPageSize: 1000 });
      for await (const page of pages) rows.push(...page.map(toCheckin));
      return rows;
    },
  };
}

export type CheckinRepository = ReturnType<typeof createCheckinRepository>;
