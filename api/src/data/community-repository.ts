import { odata } from '@azure/data-tables';
import type {
  CommunityTag,
  ContentStatus,
  ReactionKind,
  ReportReason,
} from '../contracts/community.js';
import type { ModerationLogEntry } from '../contracts/community-moderation.js';
import { ConflictError } from '../errors.js';
import { jsonRows, type Stored } from './json-rows.js';
import { communityKeys } from './keys.js';
import { deletePartition } from './partition.js';
import { tableNames, type Storage } from './storage.js';
import { isNotFound } from './storage-errors.js';

export interface MemberRecord {
  memberId: string;
  userId: string;
  displayName: string;
  displayNameChosen: boolean;
  joinedAt: string;
  accountCreatedAt: string;
  /** Published posts and replies, and the Community Champion flag: refreshed on each change. */
  published: number;
  helpfulReplies: number;
  champion: boolean;
  suspendedUntil: string | null;
  suspendReason: string | null;
}

export interface ReportEntry {
  memberId: string;
  reason: ReportReason;
  note: string | null;
  createdAt: string;
}

/** A post (`replyId` null) or a reply. Reactors and reports are kept on the row itself. */
export interface ContentRecord {
  postId: string;
  replyId: string | null;
  /** null once the author erased the account (the reply stays as 'removed'). */
  authorMemberId: string | null;
  /** The author's account (never answered), null once erased. */
  authorUserId: string | null;
  title: string;
  body: string;
  tags: CommunityTag[];
  contentWarning: string | null;
  status: ContentStatus;
  /** Why it is held or hidden. */
  why: 'crisis' | 'reports' | null;
  removedReason: string | null;
  linksClickable: boolean;
  reactors: Record<ReactionKind, string[]>;
  reports: ReportEntry[];
  replyCount: number;
  lastActivityAt: string;
  createdAt: string;
  editedAt: string | null;
}

/** The member's own index of what they wrote (export, erase, stats and the dashboard). */
export interface AuthoredRecord {
  postId: string;
  replyId: string | null;
  status: ContentStatus;
  /** Marked helpful by at least one other member. */
  helpfulFromOthers: boolean;
  createdAt: string;
}

export interface ReactionRecord {
  postId: string;
  replyId: string | null;
  kind: ReactionKind;
  /** The author of what was reacted to: helpful given to others counts for the daily task. */
  toOther: boolean;
  createdAt: string;
}

export interface ReportRecord {
  postId: string;
  replyId: string | null;
  reason: ReportReason;
  note: string | null;
  createdAt: string;
}

export interface BlockRecord {
  memberId: string;
  createdAt: string;
}

export interface ModeratorRecord {
  userId: string;
  email: string;
  grantedAt: string;
}

const mutateTries = 12;

function pause(attempt: number): Promise<void> {
  return new Promise((done) => setTimeout(done, Math.random() * 5 * Math.min(attempt, 6)));
}

/** Everything of the community board, one global table (keys.ts `communityKeys`). */
export function createCommunityRepository(storage: Storage) {
  const table = () => storage.table(tableNames.community);
  const members = jsonRows<MemberRecord>(table, 'No member with that id');
  const memberIndex = jsonRows<{ memberId: string }>(table, 'No member');
  const moderators = jsonRows<ModeratorRecord>(table, 'No moderator');
  const content = jsonRows<ContentRecord>(table, 'No post with that id');
  const authored = jsonRows<AuthoredRecord>(table, 'Not found');
  const reactions = jsonRows<ReactionRecord>(table, 'Not found');
  const reports = jsonRows<ReportRecord>(table, 'Not found');
  const blocks = jsonRows<BlockRecord>(table, 'Not found');
  const queue = jsonRows<{ postId: string; replyId: string | null }>(table, 'Not found');
  const log = jsonRows<ModerationLogEntry>(table, 'Not found');
  const k = communityKeys;
  const contentKey = (postId: string, replyId: string | null) =>
    replyId
      ? { pk: k.replyPartition(postId), rk: k.id(replyId) }
      : { pk: k.postPartition, rk: k.id(postId) };

  /** Read, change, write with the row's ETag; a lost race reads again. */
  async function mutate<T>(
    rows: ReturnType<typeof jsonRows<T>>,
    pk: string,
    rk: string,
    ownerOf: (value: T) => string,
    change: (value: T) => T | undefined,
  ): Promise<T | undefined> {
    for (let attempt = 0; attempt < mutateTries; attempt++) {
      if (attempt > 0) await pause(attempt);
      const stored = await rows.get(pk, rk);
      if (!stored) return undefined;
      const next = change(stored.value);
      if (next === undefined) return stored.value;
      try {
        return (await rows.replace(pk, rk, ownerOf(next), next, stored.etag)).value;
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
      }
    }
    throw new ConflictError();
  }

  async function removeRow(pk: string, rk: string): Promise<boolean> {
    try {
      await (await table()).deleteEntity(pk, rk);
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  const values = async <T>(rows: ReturnType<typeof jsonRows<T>>, pk: string) =>
    (await rows.all(pk)).map((s: Stored<T>) => s.value);

  return {
    async memberOfUser(userId: string): Promise<MemberRecord | undefined> {
      const index = await memberIndex.get(k.memberByUserPartition, k.id(userId));
      if (!index) return undefined;
      return (await members.get(k.memberPartition, k.id(index.value.memberId)))?.value;
    },
    getMember: async (memberId: string) =>
      (await members.get(k.memberPartition, k.id(memberId)))?.value,
    /** The index row first: a second parallel create for the same account loses (409). */
    async createMember(member: MemberRecord): Promise<void> {
      await memberIndex.create(k.memberByUserPartition, k.id(member.userId), member.userId, {
        memberId: member.memberId,
      });
      await members.create(k.memberPartition, k.id(member.memberId), member.userId, member);
    },
    mutateMember: (
      memberId: string,
      userId: string,
      change: (m: MemberRecord) => MemberRecord | undefined,
    ) => mutate(members, k.memberPartition, k.id(memberId), () => userId, change),
    async deleteMember(member: MemberRecord): Promise<void> {
      await removeRow(k.memberPartition, k.id(member.memberId));
      await removeRow(k.memberByUserPartition, k.id(member.userId));
    },

    isModerator: async (userId: string) =>
      (await moderators.get(k.moderatorPartition, k.id(userId))) !== undefined,
    grantModerator: (record: ModeratorRecord) =>
      moderators.put(k.moderatorPartition, k.id(record.userId), record.userId, record),
    revokeModerator: (userId: string) => removeRow(k.moderatorPartition, k.id(userId)),
    listModerators: () => values(moderators, k.moderatorPartition),

    allPosts: () => values(content, k.postPartition),
    repliesOf: (postId: string) => values(content, k.replyPartition(postId)),
    async getContent(postId: string, replyId: string | null) {
      const { pk, rk } = contentKey(postId, replyId);
      return (await content.get(pk, rk))?.value;
    },
    async createContent(record: ContentRecord, ownerId: string): Promise<void> {
      const { pk, rk } = contentKey(record.postId, record.replyId);
      await content.create(pk, rk, ownerId, record);
    },
    /** The row names its author's account as owner (none once erased). */
    mutateContent(
      postId: string,
      replyId: string | null,
      change: (c: ContentRecord) => ContentRecord | undefined,
    ) {
      const { pk, rk } = contentKey(postId, replyId);
      return mutate(content, pk, rk, (c) => c.authorUserId ?? '', change);
    },
    /** A post and every reply in it. */
    async deletePost(postId: string): Promise<void> {
      await deletePartition(await table(), k.replyPartition(postId));
      const { pk, rk } = contentKey(postId, null);
      await removeRow(pk, rk);
    },

    authoredBy: (memberId: string) => values(authored, k.authoredPartition(memberId)),
    putAuthored: (memberId: string, userId: string, record: AuthoredRecord) =>
      authored.put(
        k.authoredPartition(memberId),
        k.target(record.postId, record.replyId),
        userId,
        record,
      ),
    deleteAuthored: (memberId: string, postId: string, replyId: string | null) =>
      removeRow(k.authoredPartition(memberId), k.target(postId, replyId)),

    reactionsBy: (memberId: string) => values(reactions, k.reactionPartition(memberId)),
    putReaction: (memberId: string, userId: string, record: ReactionRecord) =>
      reactions.put(
        k.reactionPartition(memberId),
        k.reaction(record.kind, k.target(record.postId, record.replyId)),
        userId,
        record,
      ),
    deleteReport: (memberId: string, postId: string, replyId: string | null) =>
      removeRow(k.reportPartition(memberId), k.target(postId, replyId)),
    deleteReaction: (
      memberId: string,
      kind: ReactionKind,
      postId: string,
      replyId: string | null,
    ) => removeRow(k.reactionPartition(memberId), k.reaction(kind, k.target(postId, replyId))),

    reportsBy: (memberId: string) => values(reports, k.reportPartition(memberId)),
    putReport: (memberId: string, userId: string, record: ReportRecord) =>
      reports.put(
        k.reportPartition(memberId),
        k.target(record.postId, record.replyId),
        userId,
        record,
      ),

    blocksBy: (memberId: string) => values(blocks, k.blockPartition(memberId)),
    putBlock: (memberId: string, userId: string, record: BlockRecord) =>
      blocks.put(k.blockPartition(memberId), k.id(record.memberId), userId, record),
    deleteBlock: (memberId: string, blocked: string) =>
      removeRow(k.blockPartition(memberId), k.id(blocked)),

    /** Erase: the member's own partitions (authored, reactions, reports, blocks). */
    async deleteMemberPartitions(memberId: string): Promise<void> {
      const client = await table();
      for (const pk of [
        k.authoredPartition(memberId),
        k.reactionPartition(memberId),
        k.reportPartition(memberId),
        k.blockPartition(memberId),
      ]) {
        await deletePartition(client, pk);
      }
    },

    /** The review queue: one row per held or hidden post or reply. */
    enqueue: (postId: string, replyId: string | null) =>
      queue.put(k.queuePartition, k.target(postId, replyId), '', { postId, replyId }),
    dequeue: (postId: string, replyId: string | null) =>
      removeRow(k.queuePartition, k.target(postId, replyId)),
    queued: () => values(queue, k.queuePartition),

    /** Append-only: rows are created, never replaced or deleted. */
    appendLog: (entry: ModerationLogEntry, atMs: number, moderatorUserId: string) =>
      log.create(k.logPartition, k.logRowKey(atMs, entry.id), moderatorUserId, entry),
    async recentLog(limit: number): Promise<ModerationLogEntry[]> {
      const out: ModerationLogEntry[] = [];
      const rows = (await table()).listEntities<{ body: string }>({
        queryOptions: { filter: odata`PartitionKey eq ${k.logPartition}` },
      });
      for await (const page of rows.byPage({ maxPageSize: limit })) {
        for (const row of page) out.push(JSON.parse(row.body) as ModerationLogEntry);
        break;
      }
      return out.slice(0, limit);
    },
  };
}

export type CommunityRepository = ReturnType<typeof createCommunityRepository>;
