import { odata, type TableTransaction } from '@azure/data-tables';
import type { Injection } from '../contracts/treatment.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { defined } from './entities.js';
import { injectionKeys } from './keys.js';
import { deletePartition } from './partition.js';
import { tableNames, type Storage } from './storage.js';
import { isAlreadyExists, isNotFound, isPreconditionFailed } from './storage-errors.js';

/**
 * `backfilled`: written by a backfill (services/backfill-injections.ts), kept through edits and
 * never answered; the dashboard's achievements leave such doses out (see dashboard.ts).
 */
export type InjectionData = Omit<Injection, 'id' | 'etag'> & { backfilled?: boolean };

type InjectionEntity = {
  partitionKey: string;
  rowKey: string;
  ownerId: string;
  id: string;
  takenAt: string;
  takenAtMs: number;
  localDate: string;
  timezone: string;
  doseAmount: number;
  doseUnit: string;
  site: string;
  route?: string;
  medication?: string;
  notes?: string;
  painLevel?: number;
  backfilled?: boolean;
  createdAt: string;
  updatedAt: string;
  etag?: string;
};

type IdEntity = { partitionKey: string; rowKey: string; ownerId: string; target: string };

function toInjection(entity: InjectionEntity): Injection {
  return {
    id: entity.id,
    takenAt: entity.takenAt,
    localDate: entity.localDate,
    timezone: entity.timezone,
    doseAmount: entity.doseAmount,
    doseUnit: entity.doseUnit as Injection['doseUnit'],
    site: entity.site as Injection['site'],
    route: (entity.route as Injection['route']) ?? null,
    medication: entity.medication ?? null,
    notes: entity.notes ?? null,
    painLevel: typeof entity.painLevel === 'number' ? entity.painLevel : null,
    createdAt: entity.createdAt,
    updatedAt: entity.updatedAt,
    etag: entity.etag ?? '',
  };
}

function toEntity(userId: string, id: string, data: InjectionData): InjectionEntity {
  const takenAtMs = Date.parse(data.takenAt);
  return defined({
    partitionKey: injectionKeys.partitionKey(userId),
    rowKey: injectionKeys.rowKey(data.localDate, takenAtMs, id),
    ownerId: userId,
    id,
    takenAt: data.takenAt,
    takenAtMs,
    localDate: data.localDate,
    timezone: data.timezone,
    doseAmount: data.doseAmount,
    doseUnit: data.doseUnit,
    site: data.site,
    route: data.route ?? undefined,
    medication: data.medication ?? undefined,
    notes: data.notes ?? undefined,
    painLevel: data.painLevel ?? undefined,
    backfilled: data.backfilled ? true : undefined,
    createdAt: data.createdAt,
    updatedAt: data.updatedAt,
  });
}

/** The columns the schedule and site rotation need: lists for computing read only these. */
const scheduleColumns = ['RowKey', 'id', 'takenAt', 'localDate', 'site', 'createdAt', 'backfilled'];

/** Another log for the same day won the day's slot first (see `create`). */
export class DoseSlotTakenError extends Error {
  constructor() {
    super('Another dose was logged for this day at the same moment');
    this.name = 'DoseSlotTakenError';
  }
}

export function createInjectionRepository(storage: Storage) {
  const table = () => storage.table(tableNames.injections);

  /** Frees the day's slot when the injection that holds it leaves that day. */
  async function releaseDaySlot(userId: string, localDate: string, id: string): Promise<void> {
    const client = await table();
    const partitionKey = injectionKeys.partitionKey(userId);
    const rowKey = injectionKeys.doseSlotRowKey(localDate);
    try {
      const slot = await client.getEntity<{ injectionId?: string }>(partitionKey, rowKey);
      if (slot.injectionId === id)
        await client.deleteEntity(partitionKey, rowKey, { etag: slot.etag });
    } catch (error) {
      if (!isNotFound(error) && !isPreconditionFailed(error)) throw error;
    }
  }

  /**
   * The id row, then the row it names. A parallel edit may move the row to another day between
   * the two reads (the id row then names the new key): read the id row again, a few times.
   */
  async function find(userId: string, id: string): Promise<InjectionEntity | undefined> {
    const client = await table();
    const partitionKey = injectionKeys.partitionKey(userId);
    for (let attempt = 0; attempt < 3; attempt++) {
      let target: string;
      try {
        target = (await client.getEntity<IdEntity>(partitionKey, injectionKeys.idRowKey(id)))
          .target;
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
      try {
        return await client.getEntity<InjectionEntity>(partitionKey, target);
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    }
    return undefined;
  }

  /** Injections whose local date is in the window (all when open), newest first: one range query. */
  async function list(
    userId: string,
    window: { startDate?: string | undefined; endDate?: string | undefined },
    columns?: string[],
  ): Promise<InjectionEntity[]> {
    const partitionKey = injectionKeys.partitionKey(userId);
    const { from, to } = injectionKeys.range(window.startDate, window.endDate);
    const rows: InjectionEntity[] = [];
    const pages = (await table())
      .listEntities<InjectionEntity>({
        queryOptions: {
          filter: odata`PartitionKey eq ${partitionKey} and RowKey ge ${from} and RowKey lt ${to}`,
          ...(columns ? { select: columns } : {}),
        },
      })
      .byPage({ maxPageSize: 1000 });
    for await (const page of pages) rows.push(...page);
    return rows;
  }

  return {
    /**
     * One page of the window, newest first, and how many the window holds, paged in storage:
     * full rows are read only up to the end of the page, and whatever lies beyond is counted by
     * its row keys alone. A month's doses are one round trip; `?limit=1` on years of doses
     * moves a few bytes for each row past the first.
     */
    async page(
      userId: string,
      window: { startDate?: string | undefined; endDate?: string | undefined },
      offset: number,
      limit: number,
    ): Promise<{ injections: Injection[]; total: number }> {
      const partitionKey = injectionKeys.partitionKey(userId);
      const { from, to } = injectionKeys.range(window.startDate, window.endDate);
      const needed = offset + limit;
      const client = await table();
      const rows: InjectionEntity[] = [];
      const pages = client
        .listEntities<InjectionEntity>({
          queryOptions: {
            filter: odata`PartitionKey eq ${partitionKey} and RowKey ge ${from} and RowKey lt ${to}`,
          },
        })
        .byPage({ maxPageSize: Math.min(1000, needed) });
      let more = false;
      for await (const page of pages) {
        rows.push(...page);
        if (rows.length >= needed) {
          more = Boolean(page.continuationToken) || rows.length > needed;
          break;
        }
      }
      const kept = rows.slice(0, needed);
      let total = kept.length;
      const last = kept.at(-1);
      if (more && last) {
        const rest = client
          .listEntities<{ rowKey: string }>({
            queryOptions: {
              filter: odata`PartitionKey eq ${partitionKey} and RowKey gt ${last.rowKey} and RowKey lt ${to}`,
              select: ['RowKey'],
            },
          })
          .byPage({ maxPageSize: 1000 });
        for await (const page of rest) total += page.length;
      }
      return { injections: kept.slice(offset).map(toInjection), total };
    },

    async get(userId: string, id: string): Promise<Injection | undefined> {
      const entity = await find(userId, id);
      return entity ? toInjection(entity) : undefined;
    },

    async list(
      userId: string,
      window: { startDate?: string | undefined; endDate?: string | undefined },
    ): Promise<Injection[]> {
      return (await list(userId, window)).map(toInjection);
    },

    /** Only what the schedule needs: id, local date, instant, site. */
    async listForSchedule(
      userId: string,
      window: { startDate?: string | undefined; endDate?: string | undefined } = {},
    ): Promise<
      {
        id: string;
        localDate: string;
        takenAt: string;
        site: string;
        createdAt: string;
        backfilled?: true;
      }[]
    > {
      return (await list(userId, window, scheduleColumns)).map((row) => ({
        id: row.id,
        localDate: row.localDate,
        takenAt: row.takenAt,
        site: row.site,
        createdAt: row.createdAt,
        ...(row.backfilled === true ? { backfilled: true as const } : {}),
      }));
    },

    /**
     * The injection and its id row in one transaction of the user's partition. With
     * `claimDaySlot` (a dose the person did not confirm as a second one) the transaction also
     * creates the day's slot row: a parallel log for the same day then fails as a whole and
     * answers `DoseSlotTakenError`, so a double tap or a retry storm stores one dose.
     */
    async create(
      userId: string,
      id: string,
      data: InjectionData,
      options: { claimDaySlot?: boolean } = {},
    ): Promise<Injection> {
      const entity = toEntity(userId, id, data);
      const actions: TableTransaction['actions'] = [
        ['create', entity],
        [
          'create',
          {
            partitionKey: entity.partitionKey,
            rowKey: injectionKeys.idRowKey(id),
            ownerId: userId,
            target: entity.rowKey,
          },
        ],
      ];
      if (options.claimDaySlot) {
        actions.push([
          'create',
          {
            partitionKey: entity.partitionKey,
            rowKey: injectionKeys.doseSlotRowKey(data.localDate),
            ownerId: userId,
            injectionId: id,
          },
        ]);
      }
      try {
        await (await table()).submitTransaction(actions);
      } catch (error) {
        if (options.claimDaySlot && isAlreadyExists(error)) throw new DoseSlotTakenError();
        throw error;
      }
      const created = await find(userId, id);
      if (!created) throw new Error('The new injection could not be read back');
      return toInjection(created);
    },

    /**
     * Replaces an injection. A stale `ifMatch` is a 409. When the local date or time moves, the
     * row moves to its new key (delete + create + id row, one transaction).
     */
    async update(
      userId: string,
      id: string,
      data: InjectionData,
      ifMatch?: string,
    ): Promise<Injection> {
      const client = await table();
      const current = await find(userId, id);
      if (!current) throw new NotFoundError('No injection with that id');
      if (ifMatch && ifMatch !== current.etag) throw new ConflictError();
      const next = toEntity(userId, id, {
        ...data,
        createdAt: current.createdAt,
        backfilled: current.backfilled === true,
      });
      try {
        if (next.rowKey === current.rowKey) {
          // Without If-Match the edit applies to the row as it is now (api.md): it replaces
          // every field a person can edit, and the rest (createdAt, the key) never changes.
          await client.updateEntity(next, 'Replace', { etag: ifMatch ?? '*' });
        } else {
          const actions: TableTransaction['actions'] = [
            ['delete', { partitionKey: current.partitionKey, rowKey: current.rowKey }],
            ['create', next],
            [
              'update',
              {
                partitionKey: next.partitionKey,
                rowKey: injectionKeys.idRowKey(id),
                ownerId: userId,
                target: next.rowKey,
              },
              'Replace',
            ],
          ];
          await client.submitTransaction(actions);
        }
      } catch (error) {
        // A parallel edit won: its ETag moved on (412), it moved the row to another day first
        // (the batch's insert finds the key taken, 409) or deleted the row we read (404).
        if (isPreconditionFailed(error) || isAlreadyExists(error) || isNotFound(error)) {
          throw new ConflictError();
        }
        throw error;
      }
      if (current.localDate !== data.localDate) await releaseDaySlot(userId, current.localDate, id);
      const updated = await find(userId, id);
      if (!updated) throw new NotFoundError('No injection with that id');
      return toInjection(updated);
    },

    /** How many injections the person keeps, counted by key alone (storage quotas). */
    async countStored(userId: string): Promise<{ count: number; bytes: number }> {
      const rows = await list(userId, {}, ['RowKey']);
      return { count: rows.length, bytes: 0 };
    },

    /** Every injection of the person (and its id rows). */
    async deleteAll(userId: string): Promise<number> {
      return deletePartition(await table(), injectionKeys.partitionKey(userId));
    },

    async delete(userId: string, id: string): Promise<void> {
      const current = await find(userId, id);
      if (!current) throw new NotFoundError('No injection with that id');
      try {
        await (
          await table()
        ).submitTransaction([
          ['delete', { partitionKey: current.partitionKey, rowKey: current.rowKey }],
          ['delete', { partitionKey: current.partitionKey, rowKey: injectionKeys.idRowKey(id) }],
        ]);
      } catch (error) {
        // A parallel delete removed the rows first: this one deleted nothing.
        if (isNotFound(error)) throw new NotFoundError('No injection with that id');
        throw error;
      }
      await releaseDaySlot(userId, current.localDate, id);
    },
  };
}

export type InjectionRepository = ReturnType<typeof createInjectionRepository>;
