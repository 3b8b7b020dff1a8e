// Over 400 lines on purpose: one repository per table (the convention), and the journal's
// search reads keys first in batches, then rows; splitting the query half from the writes
// would spread one table's key rules over two files.
import { odata, type TableClient } from '@azure/data-tables';
import type { Entry } from '../contracts/journal.js';
import {
  foldForSearch,
  matchesFilter,
  searchTextOf,
  tagsTextOf,
  type EntryFilter,
} from '../domain/journal-search.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { defined } from './entities.js';
import { journalKeys } from './keys.js';
import { tableNames, type Storage } from './storage.js';
import { isAlreadyExists, isNotFound, isPreconditionFailed } from './storage-errors.js';

/** What a write supplies; the key comes from localDate and createdAt, which never change. */
export interface EntryData {
  title: string;
  content: string;
  tags: string[];
  mood: number | null;
  localDate: string;
  timezone: string;
  createdAt: string;
  updatedAt: string;
}

export type EntryChange = Pick<EntryData, 'title' | 'content' | 'tags' | 'mood' | 'updatedAt'>;

export interface EntryListOptions {
  startDate?: string | undefined;
  endDate?: string | undefined;
  /** Matched case- and accent-insensitively against title and content. */
  search?: string | undefined;
  /** Normalized tags: entries having all of them. */
  tags?: readonly string[] | undefined;
  offset: number;
  limit: number;
}

type EntryEntity = {
  partitionKey: string;
  rowKey: string;
  ownerId: string;
  id: string;
  title: string;
  content: string;
  /** `\na\nb\n` (empty without tags): the tags, and what tag filters read. */
  tagsText: string;
  /** Folded title + content: what search reads. */
  searchText: string;
  mood?: number;
  /** Set only by PATCH .../shared; an edit keeps it. */
  shared?: boolean;
  localDate: string;
  timezone: string;
  createdAt: string;
  createdAtMs: number;
  updatedAt: string;
  etag?: string;
};

type IdEntity = { partitionKey: string; rowKey: string; ownerId: string; target: string };

/** The columns a list decides on: never the content itself. */
type KeyRow = { rowKey: string; searchText?: string; tagsText?: string };

/**
 * Table Storage allows at most 15 comparisons in one filter: PartitionKey, the two range bounds
 * and 12 RowKeys. A page of scattered rows is read as chunks of 12, in parallel.
 */
const keysPerQuery = 12;

function tagsOf(tagsText: string): string[] {
  return tagsText === '' ? [] : tagsText.slice(1, -1).split('\n');
}

function toEntry(entity: EntryEntity): Entry {
  return {
    id: entity.id,
    title: entity.title,
    content: entity.content,
    tags: tagsOf(entity.tagsText ?? ''),
    mood: typeof entity.mood === 'number' ? entity.mood : null,
    createdAt: entity.createdAt,
    updatedAt: entity.updatedAt,
    localDate: entity.localDate,
    etag: entity.etag ?? '',
    shared: entity.shared === true,
  };
}

function toEntity(userId: string, id: string, data: EntryData): EntryEntity {
  const createdAtMs = Date.parse(data.createdAt);
  return defined({
    partitionKey: journalKeys.partitionKey(userId),
    rowKey: journalKeys.rowKey(data.localDate, createdAtMs, id),
    ownerId: userId,
    id,
    title: data.title,
    content: data.content,
    tagsText: tagsTextOf(data.tags),
    searchText: searchTextOf(data.title, data.content),
    mood: data.mood ?? undefined,
    localDate: data.localDate,
    timezone: data.timezone,
    createdAt: data.createdAt,
    createdAtMs,
    updatedAt: data.updatedAt,
  });
}

/** Whether a create failed because the entry is already stored (a restore raced another). */
export function isEntryAlreadyStored(error: unknown): boolean {
  return isAlreadyExists(error);
}

export function createJournalRepository(storage: Storage) {
  const table = () => storage.table(tableNames.journal);

  /** The id row, then the entry it names: two point reads. */
  async function find(userId: string, id: string): Promise<EntryEntity | undefined> {
    const client = await table();
    const partitionKey = journalKeys.partitionKey(userId);
    try {
      const { target } = await client.getEntity<IdEntity>(partitionKey, journalKeys.idRowKey(id));
      return await client.getEntity<EntryEntity>(partitionKey, target);
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  /** Every key in the window (newest first) with only the columns the filter needs. */
  async function scanKeys(
    client: TableClient,
    partitionKey: string,
    options: EntryListOptions,
    filter: EntryFilter,
  ): Promise<KeyRow[]> {
    const { from, to } = journalKeys.range(options.startDate, options.endDate);
    const select = ['RowKey'];
    if (filter.search) select.push('searchText');
    if (filter.tags.length > 0) select.push('tagsText');
    const rows: KeyRow[] = [];
    const pages = client
      .listEntities<KeyRow>({
        queryOptions: {
          filter: odata`PartitionKey eq ${partitionKey} and RowKey ge ${from} and RowKey lt ${to}`,
          select,
        },
      })
      .byPage({ maxPageSize: 1000 });
    for await (const page of pages) rows.push(...page);
    return rows;
  }

  /**
   * The page's full rows. A contiguous run of keys is one range query; scattered keys are read
   * in chunks (each a range bounded by its first and last key, with the keys themselves), in
   * parallel, so no query scans past its own rows.
   */
  async function readRows(
    client: TableClient,
    partitionKey: string,
    keys: string[],
    contiguous: boolean,
  ): Promise<EntryEntity[]> {
    const first = keys[0];
    const last = keys.at(-1);
    if (first === undefined || last === undefined) return [];
    const queries: string[] = [];
    if (contiguous) {
      queries.push(
        odata`PartitionKey eq ${partitionKey} and RowKey ge ${first} and RowKey le ${last}`,
      );
    } else {
      for (let i = 0; i < keys.length; i += keysPerQuery) {
        const chunk = keys.slice(i, i + keysPerQuery);
        const bounds = odata`PartitionKey eq ${partitionKey} and RowKey ge ${chunk[0]} and RowKey le ${chunk.at(-1)}`;
        const any = chunk.map((key) => odata`RowKey eq ${key}`).join(' or ');
        queries.push(`${bounds} and (${any})`);
      }
    }
    const results = await Promise.all(
      queries.map(async (filter) => {
        const rows: EntryEntity[] = [];
        const pages = client
          .listEntities<EntryEntity>({ queryOptions: { filter } })
          .byPage({ maxPageSize: 1000 });
        for await (const page of pages) rows.push(...page);
        return rows;
      }),
    );
    return results.flat().sort((a, b) => (a.rowKey < b.rowKey ? -1 : a.rowKey > b.rowKey ? 1 : 0));
  }

  return {
    async get(userId: string, id: string): Promise<Entry | undefined> {
      const entity = await find(userId, id);
      return entity ? toEntry(entity) : undefined;
    },

    /**
     * Entries in the window that match, newest first, one page of them and their total. One
     * range query reads the keys and the few columns the filter decides on (Table Storage has
     * no substring filter); then only the page's rows are read in full.
     */
    async list(
      userId: string,
      options: EntryListOptions,
    ): Promise<{ entries: Entry[]; total: number }> {
      const client = await table();
      const partitionKey = journalKeys.partitionKey(userId);
      const filter: EntryFilter = {
        search: options.search ? foldForSearch(options.search) : undefined,
        tags: options.tags ?? [],
      };
      const scanned = await scanKeys(client, partitionKey, options, filter);
      const filtering = Boolean(filter.search) || filter.tags.length > 0;
      const matched: number[] = [];
      scanned.forEach((row, index) => {
        if (!filtering || matchesFilter(row, filter)) matched.push(index);
      });
      const page = matched.slice(options.offset, options.offset + options.limit);
      const firstIndex = page[0];
      const lastIndex = page.at(-1);
      const contiguous =
        firstIndex !== undefined &&
        lastIndex !== undefined &&
        lastIndex - firstIndex + 1 === page.length;
      const keys = page.map((index) => (scanned[index] as KeyRow).rowKey);
      const rows = await readRows(client, partitionKey, keys, contiguous);
      return { entries: rows.map(toEntry), total: matched.length };
    },

    /** Marks an entry shared or not (a merge of one column: the text is untouched). */
    async setShared(userId: string, id: string, shared: boolean): Promise<Entry> {
      const current = await find(userId, id);
      if (!current) throw new NotFoundError('No journal entry with that id');
      try {
        const { etag } = await (
          await table()
        ).updateEntity(
          { partitionKey: current.partitionKey, rowKey: current.rowKey, shared },
          'Merge',
          { etag: '*' },
        );
        return toEntry({ ...current, shared, etag });
      } catch (error) {
        if (isNotFound(error)) throw new NotFoundError('No journal entry with that id');
        throw error;
      }
    },

    /** The entries marked shared, newest first (one filtered range query), at most `limit`. */
    async listShared(userId: string, limit: number): Promise<Entry[]> {
      const partitionKey = journalKeys.partitionKey(userId);
      const rows = (await table()).listEntities<EntryEntity>({
        queryOptions: {
          filter: odata`PartitionKey eq ${partitionKey} and RowKey ge 'entry-' and RowKey lt 'entry.' and shared eq true`,
        },
      });
      const out: Entry[] = [];
      for await (const row of rows) {
        out.push(toEntry(row));
        if (out.length >= limit) break;
      }
      return out;
    },

    /** When each entry was created (from the keys alone: one range query, no entry bodies). */
    async createdTimes(userId: string): Promise<number[]> {
      const rows = await scanKeys(
        await table(),
        journalKeys.partitionKey(userId),
        { offset: 0, limit: 0 },
        { tags: [] },
      );
      return rows.map((row) => journalKeys.createdAtMsOf(row.rowKey));
    },

    /** How many entries the person keeps, counted by key alone (storage quotas). */
    async countStored(userId: string): Promise<{ count: number; bytes: number }> {
      const rows = await scanKeys(
        await table(),
        journalKeys.partitionKey(userId),
        { offset: 0, limit: 0 },
        { tags: [] },
      );
      return { count: rows.length, bytes: 0 };
    },

    /** The `tagsText` of every entry (one range query reading only that column). */
    async allTagTexts(userId: string): Promise<(string | undefined)[]> {
      // A tag filter makes the scan read the tagsText column; the rows are not filtered here.
      const rows = await scanKeys(
        await table(),
        journalKeys.partitionKey(userId),
        { offset: 0, limit: 0 },
        { tags: ['*'] },
      );
      return rows.map((row) => row.tagsText);
    },

    /** The local date of every entry in the window (from the keys alone: one range query). */
    async datesInWindow(userId: string, startDate: string, endDate: string): Promise<string[]> {
      const rows = await scanKeys(
        await table(),
        journalKeys.partitionKey(userId),
        { startDate, endDate, offset: 0, limit: 0 },
        { tags: [] },
      );
      return rows.map((row) => journalKeys.localDateOf(row.rowKey));
    },

    /** The entry and its id row in one transaction of the user's partition. */
    async create(userId: string, id: string, data: EntryData): Promise<Entry> {
      const entity = toEntity(userId, id, data);
      const response = await (
        await table()
      ).submitTransaction([
        ['create', entity],
        [
          'create',
          {
            partitionKey: entity.partitionKey,
            rowKey: journalKeys.idRowKey(id),
            ownerId: userId,
            target: entity.rowKey,
          },
        ],
      ]);
      const etag = response.getResponseForEntity(entity.rowKey)?.etag;
      if (etag) return toEntry({ ...entity, etag });
      const created = await find(userId, id);
      if (!created) throw new Error('The new journal entry could not be read back');
      return toEntry(created);
    },

    /**
     * Replaces title, content, tags and mood in place. A stale `ifMatch` is a 409; without one
     * the edit applies to the entry as it is now (api.md): the fields it replaces are all it
     * writes besides the key's own, which never change, so a parallel edit loses nothing.
     */
    async update(
      userId: string,
      id: string,
      change: EntryChange,
      ifMatch?: string,
    ): Promise<Entry> {
      const current = await find(userId, id);
      if (!current) throw new NotFoundError('No journal entry with that id');
      if (ifMatch && ifMatch !== current.etag) throw new ConflictError();
      const next = toEntity(userId, id, {
        ...change,
        localDate: current.localDate,
        timezone: current.timezone,
        createdAt: current.createdAt,
      });
      if (current.shared === true) next.shared = true;
      try {
        const { etag } = await (
          await table()
        ).updateEntity(next, 'Replace', { etag: ifMatch ?? '*' });
        return toEntry({ ...next, etag });
      } catch (error) {
        if (isPreconditionFailed(error)) throw new ConflictError();
        if (isNotFound(error)) throw new NotFoundError('No journal entry with that id');
        throw error;
      }
    },

    /**
     * The id row names the entry: two reads, then both rows go in one transaction. Answers the
     * day, zone and creation time it had, so an undo can put it back where it was.
     */
    async delete(
      userId: string,
      id: string,
    ): Promise<Pick<EntryData, 'localDate' | 'timezone' | 'createdAt'>> {
      const client = await table();
      const partitionKey = journalKeys.partitionKey(userId);
      const current = await find(userId, id);
      if (!current) throw new NotFoundError('No journal entry with that id');
      try {
        await client.submitTransaction([
          ['delete', { partitionKey, rowKey: current.rowKey }],
          ['delete', { partitionKey, rowKey: journalKeys.idRowKey(id) }],
        ]);
      } catch (error) {
        // Deleted by another call in between.
        if (isNotFound(error)) throw new NotFoundError('No journal entry with that id');
        throw error;
      }
      return {
        localDate: current.localDate,
        timezone: current.timezone,
        createdAt: current.createdAt,
      };
    },
  };
}

export type JournalRepository = ReturnType<typeof createJournalRepository>;
