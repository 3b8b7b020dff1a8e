import { randomUUID } from 'node:crypto';
import type { Relationship, ShareScope } from '../contracts/circle.js';
import { jsonRows, type Stored } from './json-rows.js';
import { circleKeys, shareLinkIndexKeys } from './keys.js';
import { tableNames, type Storage } from './storage.js';
import { isNotFound } from './storage-errors.js';

export interface SupporterRecord {
  id: string;
  name: string;
  relationship: Relationship;
  createdAt: string;
  updatedAt: string;
}

export interface LinkRecord {
  id: string;
  supporterId: string;
  scopes: ShareScope[];
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  /** SHA-256 of the token (hex): the token itself is never stored. */
  tokenHash: string;
}

export interface ViewRecord {
  linkId: string;
  at: string;
}

export interface CircleData {
  supporters: Stored<SupporterRecord>[];
  links: Stored<LinkRecord>[];
  /** Newest first within each link. */
  views: Stored<ViewRecord>[];
}

/** Supporters, share links and their views of one person: one partition, one query. */
export function createCircleRepository(storage: Storage) {
  const table = () => storage.table(tableNames.circle);
  const supporters = jsonRows<SupporterRecord>(table, 'No supporter with that id');
  const links = jsonRows<LinkRecord>(table, 'No share link with that id');
  const views = jsonRows<ViewRecord>(table, 'No such view');
  const pk = circleKeys.partitionKey;

  return {
    async load(userId: string): Promise<CircleData> {
      const rows = (await supporters.all(pk(userId))) as Stored<unknown>[];
      const byCreated = (a: Stored<{ createdAt: string }>, b: Stored<{ createdAt: string }>) =>
        a.value.createdAt.localeCompare(b.value.createdAt);
      const of = <T>(prefix: string) =>
        rows.filter((r) => r.rowKey.startsWith(prefix)) as Stored<T>[];
      return {
        supporters: of<SupporterRecord>(circleKeys.supporterPrefix).sort(byCreated),
        links: of<LinkRecord>(circleKeys.linkPrefix).sort(byCreated),
        views: of<ViewRecord>(circleKeys.viewPrefix),
      };
    },
    getSupporter: (userId: string, id: string) =>
      supporters.get(pk(userId), circleKeys.supporterRowKey(id)),
    createSupporter: (userId: string, s: SupporterRecord) =>
      supporters.create(pk(userId), circleKeys.supporterRowKey(s.id), userId, s),
    replaceSupporter: (userId: string, s: SupporterRecord, ifMatch?: string) =>
      supporters.replace(pk(userId), circleKeys.supporterRowKey(s.id), userId, s, ifMatch),
    deleteSupporter: (userId: string, id: string) =>
      supporters.remove(pk(userId), circleKeys.supporterRowKey(id)),
    getLink: (userId: string, id: string) => links.get(pk(userId), circleKeys.linkRowKey(id)),
    createLink: (userId: string, l: LinkRecord) =>
      links.create(pk(userId), circleKeys.linkRowKey(l.id), userId, l),
    replaceLink: (userId: string, l: LinkRecord) =>
      links.replace(pk(userId), circleKeys.linkRowKey(l.id), userId, l),
    async recordView(userId: string, linkId: string, atMs: number): Promise<void> {
      const nonce = randomUUID().slice(0, 8);
      await views.create(pk(userId), circleKeys.viewRowKey(linkId, atMs, nonce), userId, {
        linkId,
        at: new Date(atMs).toISOString(),
      });
    },
  };
}

/** The global index of share links: the hash of each token, naming its owner and link. */
export function createShareIndexRepository(storage: Storage) {
  const table = () => storage.table(tableNames.shareLinks);
  return {
    async find(tokenHash: string): Promise<{ ownerId: string; linkId: string } | undefined> {
      try {
        const row = await (
          await table()
        ).getEntity<{ ownerId: string; linkId: string }>(
          shareLinkIndexKeys.partitionKey,
          shareLinkIndexKeys.rowKey(tokenHash),
        );
        return { ownerId: row.ownerId, linkId: row.linkId };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async add(tokenHash: string, ownerId: string, linkId: string, at: string): Promise<void> {
      await (
        await table()
      ).createEntity({
        partitionKey: shareLinkIndexKeys.partitionKey,
        rowKey: shareLinkIndexKeys.rowKey(tokenHash),
        ownerId,
        linkId,
        createdAt: at,
      });
    },
    async remove(tokenHash: string): Promise<void> {
      try {
        await (
          await table()
        ).deleteEntity(shareLinkIndexKeys.partitionKey, shareLinkIndexKeys.rowKey(tokenHash));
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
  };
}

/** Erase: the global index rows of this person's links (their own partition goes with the rest). */
export async function deleteShareLinksOf(storage: Storage, userId: string): Promise<void> {
  const { links } = await createCircleRepository(storage).load(userId);
  const index = createShareIndexRepository(storage);
  for (const link of links) await index.remove(link.value.tokenHash);
}
