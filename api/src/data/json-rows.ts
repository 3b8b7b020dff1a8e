import { odata, type TableClient } from '@azure/data-tables';
import { ConflictError, NotFoundError } from '../errors.js';
import { isAlreadyExists, isNotFound, isPreconditionFailed } from './storage-errors.js';

/**
 * Rows of one person's partition that each hold one record as JSON (`body`) with its owner and
 * ETag: the lab and supply repositories share this. Records stay small (a lab draw with 30
 * results is a few KB, far below the 64 KB a property may hold).
 */
export interface Stored<T> {
  rowKey: string;
  value: T;
  etag: string;
}

interface Row {
  partitionKey: string;
  rowKey: string;
  ownerId: string;
  body: string;
  etag?: string;
}

export function jsonRows<T>(table: () => Promise<TableClient>, notFound: string) {
  const toStored = (row: Row): Stored<T> => ({
    rowKey: row.rowKey,
    value: JSON.parse(row.body) as T,
    etag: row.etag ?? '',
  });

  /**
   * An ETag that is not the row's current one is refused before it reaches storage (which
   * answers 400, not 412, to an ETag it could never have given): 409, or 404 for no row.
   */
  async function checkIfMatch(
    partitionKey: string,
    rowKey: string,
    ifMatch: string | undefined,
    missing: () => Error,
  ) {
    if (!ifMatch || ifMatch === '*') return;
    let current: Row;
    try {
      current = await (await table()).getEntity<Row>(partitionKey, rowKey);
    } catch (error) {
      if (isNotFound(error)) throw missing();
      throw error;
    }
    if (current.etag !== ifMatch) throw new ConflictError();
  }

  return {
    /** Every row of the partition: one range query. */
    async all(partitionKey: string): Promise<Stored<T>[]> {
      const out: Stored<T>[] = [];
      const rows = (await table()).listEntities<Row>({
        queryOptions: { filter: odata`PartitionKey eq ${partitionKey}` },
      });
      for await (const page of rows.byPage({ maxPageSize: 1000 })) {
        for (const row of page) out.push(toStored(row));
      }
      return out;
    },

    async get(partitionKey: string, rowKey: string): Promise<Stored<T> | undefined> {
      try {
        return toStored(await (await table()).getEntity<Row>(partitionKey, rowKey));
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async create(
      partitionKey: string,
      rowKey: string,
      ownerId: string,
      value: T,
    ): Promise<Stored<T>> {
      const client = await table();
      try {
        await client.createEntity<Row>({
          partitionKey,
          rowKey,
          ownerId,
          body: JSON.stringify(value),
        });
      } catch (error) {
        if (isAlreadyExists(error)) throw new ConflictError();
        throw error;
      }
      return (await this.get(partitionKey, rowKey))!;
    },

    /**
     * Replaces the record. `ifMatch` (an ETag or `*`) refuses a record changed since it was read
     * (409); without it the write applies to the record as it is now. A missing record is 404.
     */
    async replace(
      partitionKey: string,
      rowKey: string,
      ownerId: string,
      value: T,
      ifMatch?: string,
    ): Promise<Stored<T>> {
      await checkIfMatch(partitionKey, rowKey, ifMatch, () => new NotFoundError(notFound));
      const client = await table();
      try {
        await client.updateEntity<Row>(
          { partitionKey, rowKey, ownerId, body: JSON.stringify(value) },
          'Replace',
          { etag: ifMatch ?? '*' },
        );
      } catch (error) {
        if (isNotFound(error)) throw new NotFoundError(notFound);
        if (isPreconditionFailed(error)) throw new ConflictError();
        throw error;
      }
      const stored = await this.get(partitionKey, rowKey);
      if (!stored) throw new NotFoundError(notFound);
      return stored;
    },

    /** Creates or replaces a singleton row (settings); with `ifMatch` only that version. */
    async put(partitionKey: string, rowKey: string, ownerId: string, value: T, ifMatch?: string) {
      await checkIfMatch(partitionKey, rowKey, ifMatch, () => new ConflictError());
      const client = await table();
      const row = { partitionKey, rowKey, ownerId, body: JSON.stringify(value) };
      try {
        if (ifMatch) await client.updateEntity<Row>(row, 'Replace', { etag: ifMatch });
        else await client.upsertEntity<Row>(row, 'Replace');
      } catch (error) {
        // A stale ETag (412), or an ETag for settings that do not exist yet (404).
        if (isPreconditionFailed(error) || isNotFound(error)) throw new ConflictError();
        throw error;
      }
      return (await this.get(partitionKey, rowKey))!;
    },

    async remove(partitionKey: string, rowKey: string, ifMatch?: string): Promise<void> {
      await checkIfMatch(partitionKey, rowKey, ifMatch, () => new NotFoundError(notFound));
      try {
        await (await table()).deleteEntity(partitionKey, rowKey, { etag: ifMatch ?? '*' });
      } catch (error) {
        if (isNotFound(error)) throw new NotFoundError(notFound);
        if (isPreconditionFailed(error)) throw new ConflictError();
        throw error;
      }
    },
  };
}
