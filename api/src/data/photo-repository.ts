import { odata } from '@azure/data-tables';
import type { BlobServiceClient, ContainerClient } from '@azure/storage-blob';
import type { CoachSource } from '../contracts/ai.js';
import { NotFoundError } from '../errors.js';
import { defined } from './entities.js';
import { photoKeys, type PhotoVariant } from './keys.js';
import { blobDeadline, photoContainer, tableNames, type Storage } from './storage.js';
import { isNotFound } from './storage-errors.js';

export interface StoredImage {
  bytes: Uint8Array;
  contentType: string;
  extension: string;
  width: number;
  height: number;
}

export interface PhotoRecord {
  id: string;
  takenAt: string;
  contentType: string;
  size: number;
  width: number;
  height: number;
  thumbnail: { contentType: string; size: number; width: number; height: number };
  analysis: string;
  analysisSource: CoachSource;
  context: string | null;
}

type PhotoEntity = {
  partitionKey: string;
  rowKey: string;
  ownerId: string;
  id: string;
  takenAt: string;
  contentType: string;
  size: number;
  width: number;
  height: number;
  blobName: string;
  thumbContentType: string;
  thumbSize: number;
  thumbWidth: number;
  thumbHeight: number;
  thumbBlobName: string;
  analysis: string;
  analysisSource: string;
  context?: string;
};

type IdEntity = { partitionKey: string; rowKey: string; ownerId: string; target: string };

function toRecord(e: PhotoEntity): PhotoRecord {
  return {
    id: e.id,
    takenAt: e.takenAt,
    contentType: e.contentType,
    size: e.size,
    width: e.width,
    height: e.height,
    thumbnail: {
      contentType: e.thumbContentType,
      size: e.thumbSize,
      width: e.thumbWidth,
      height: e.thumbHeight,
    },
    analysis: e.analysis,
    analysisSource: e.analysisSource === 'azure-openai' ? 'azure-openai' : 'offline',
    context: e.context ?? null,
  };
}

/** The private container, created (without public access) once per process and storage. */
const containers = new WeakMap<BlobServiceClient, Promise<ContainerClient>>();

function photoContainerClient(storage: Storage): Promise<ContainerClient> {
  let ready = containers.get(storage.blobs);
  if (!ready) {
    const container = storage.blobs.getContainerClient(photoContainer);
    ready = container.createIfNotExists(blobDeadline()).then(() => container);
    // A failed creation (storage down) is tried again by the next request, not cached.
    ready.catch(() => containers.delete(storage.blobs));
    containers.set(storage.blobs, ready);
  }
  return ready;
}

function blobStatus(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | undefined)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

/**
 * Progress photos: a row per photo in the person's partition of the photos table (newest first
 * by when it was taken) and two private blobs, the original (metadata stripped) and a thumbnail,
 * under `<userId>/<photoId>/`.
 */
export function createPhotoRepository(storage: Storage) {
  const table = () => storage.table(tableNames.photos);

  async function find(userId: string, id: string): Promise<PhotoEntity | undefined> {
    const client = await table();
    const partitionKey = photoKeys.partitionKey(userId);
    try {
      const { target } = await client.getEntity<IdEntity>(partitionKey, photoKeys.idRowKey(id));
      return await client.getEntity<PhotoEntity>(partitionKey, target);
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  return {
    /** Blobs first, then the rows (one transaction): a row never points at a missing blob. */
    async create(
      userId: string,
      id: string,
      photo: {
        takenAtMs: number;
        original: StoredImage;
        thumbnail: StoredImage;
        analysis: string;
        analysisSource: CoachSource;
        context: string | undefined;
      },
    ): Promise<PhotoRecord> {
      const container = await photoContainerClient(storage);
      const blobName = photoKeys.blobName(userId, id, 'original', photo.original.extension);
      const thumbBlobName = photoKeys.blobName(userId, id, 'thumb', photo.thumbnail.extension);
      const upload = (name: string, image: StoredImage) =>
        container.getBlockBlobClient(name).uploadData(image.bytes, {
          ...blobDeadline(),
          blobHTTPHeaders: { blobContentType: image.contentType },
        });
      await Promise.all([upload(blobName, photo.original), upload(thumbBlobName, photo.thumbnail)]);
      const partitionKey = photoKeys.partitionKey(userId);
      const entity = defined<PhotoEntity>({
        partitionKey,
        rowKey: photoKeys.rowKey(photo.takenAtMs, id),
        ownerId: userId,
        id,
        takenAt: new Date(photo.takenAtMs).toISOString(),
        contentType: photo.original.contentType,
        size: photo.original.bytes.byteLength,
        width: photo.original.width,
        height: photo.original.height,
        blobName,
        thumbContentType: photo.thumbnail.contentType,
        thumbSize: photo.thumbnail.bytes.byteLength,
        thumbWidth: photo.thumbnail.width,
        thumbHeight: photo.thumbnail.height,
        thumbBlobName,
        analysis: photo.analysis,
        analysisSource: photo.analysisSource,
        context: photo.context,
      });
      try {
        await (
          await table()
        ).submitTransaction([
          ['create', entity],
          [
            'create',
            {
              partitionKey,
              rowKey: photoKeys.idRowKey(id),
              ownerId: userId,
              target: entity.rowKey,
            },
          ],
        ]);
      } catch (error) {
        await Promise.allSettled([
          container.deleteBlob(blobName, blobDeadline()),
          container.deleteBlob(thumbBlobName, blobDeadline()),
        ]);
        throw error;
      }
      return toRecord(entity);
    },

    /** Every photo of the person, newest first: one range query. */
    async list(userId: string): Promise<PhotoRecord[]> {
      const partitionKey = photoKeys.partitionKey(userId);
      const { from, to } = photoKeys.range;
      const rows: PhotoRecord[] = [];
      const pages = (await table())
        .listEntities<PhotoEntity>({
          queryOptions: {
            filter: odata`PartitionKey eq ${partitionKey} and RowKey ge ${from} and RowKey lt ${to}`,
          },
        })
        .byPage({ maxPageSize: 1000 });
      for await (const page of pages) rows.push(...page.map(toRecord));
      return rows;
    },

    /** When each photo was added (only that column is read: the dashboard's tasks and goals). */
    async createdTimes(userId: string): Promise<string[]> {
      const partitionKey = photoKeys.partitionKey(userId);
      const { from, to } = photoKeys.range;
      const times: string[] = [];
      const pages = (await table())
        .listEntities<{ takenAt: string }>({
          queryOptions: {
            filter: odata`PartitionKey eq ${partitionKey} and RowKey ge ${from} and RowKey lt ${to}`,
            select: ['takenAt'],
          },
        })
        .byPage({ maxPageSize: 1000 });
      for await (const page of pages) for (const row of page) times.push(row.takenAt);
      return times;
    },

    /** How many photos the person keeps and their bytes (two columns a row: storage quotas). */
    async countStored(userId: string): Promise<{ count: number; bytes: number }> {
      const partitionKey = photoKeys.partitionKey(userId);
      const { from, to } = photoKeys.range;
      let count = 0;
      let bytes = 0;
      const pages = (await table())
        .listEntities<{ size?: number; thumbSize?: number }>({
          queryOptions: {
            filter: odata`PartitionKey eq ${partitionKey} and RowKey ge ${from} and RowKey lt ${to}`,
            select: ['size', 'thumbSize'],
          },
        })
        .byPage({ maxPageSize: 1000 });
      for await (const page of pages) {
        for (const row of page) {
          count++;
          bytes += (row.size ?? 0) + (row.thumbSize ?? 0);
        }
      }
      return { count, bytes };
    },

    /** The image bytes, or undefined when the person has no such photo. */
    async download(
      userId: string,
      id: string,
      variant: PhotoVariant,
    ): Promise<{ bytes: Buffer; contentType: string } | undefined> {
      const entity = await find(userId, id);
      if (!entity) return undefined;
      const container = await photoContainerClient(storage);
      const name = variant === 'thumb' ? entity.thumbBlobName : entity.blobName;
      try {
        const bytes = await container
          .getBlockBlobClient(name)
          .downloadToBuffer(0, undefined, blobDeadline());
        return {
          bytes,
          contentType: variant === 'thumb' ? entity.thumbContentType : entity.contentType,
        };
      } catch (error) {
        if (blobStatus(error) === 404) return undefined;
        throw error;
      }
    },

    /**
     * Both blobs, then the rows. Safe to repeat after a failure: a blob already gone is fine,
     * and the row (still there) leads to it again. Answers the bytes the photo took.
     */
    async delete(userId: string, id: string): Promise<{ bytes: number }> {
      const entity = await find(userId, id);
      if (!entity) throw new NotFoundError('No photo with that id');
      const container = await photoContainerClient(storage);
      for (const name of [entity.blobName, entity.thumbBlobName]) {
        try {
          await container.deleteBlob(name, { deleteSnapshots: 'include', ...blobDeadline() });
        } catch (error) {
          if (blobStatus(error) !== 404) throw error;
        }
      }
      try {
        await (
          await table()
        ).submitTransaction([
          ['delete', { partitionKey: entity.partitionKey, rowKey: entity.rowKey }],
          ['delete', { partitionKey: entity.partitionKey, rowKey: photoKeys.idRowKey(id) }],
        ]);
      } catch (error) {
        // A parallel delete removed the rows first: this one deleted nothing.
        if (isNotFound(error)) throw new NotFoundError('No photo with that id');
        throw error;
      }
      return { bytes: entity.size + entity.thumbSize };
    },
  };
}

export type PhotoRepository = ReturnType<typeof createPhotoRepository>;
