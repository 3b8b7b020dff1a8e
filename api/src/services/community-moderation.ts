import { randomUUID } from 'node:crypto';
import {
  communityLimits,
  communityMessages,
  type Post,
  type Reply,
} from '../contracts/community.js';
import type {
  MemberStatus,
  ModerationLogEntry,
  ModeratorAction,
  QueueItem,
} from '../contracts/community-moderation.js';
import type { ContentRecord } from '../data/community-repository.js';
import type { AppDeps } from '../deps.js';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { createCommunityCore, postNotFound, replyNotFound, type Viewer } from './community-core.js';

const dayMs = 24 * 60 * 60 * 1000;

/** The moderators' use cases; every one refuses members who are not moderators (403). */
export function createCommunityModeration(deps: AppDeps) {
  const core = createCommunityCore(deps);
  const { repo } = core;

  async function moderator(userId: string): Promise<Viewer> {
    const v = await core.viewer(userId);
    if (!v.moderator) throw new AppError(403, 'forbidden', communityMessages.notModerator);
    return v;
  }

  async function record(
    v: Viewer,
    action: ModeratorAction,
    target: { kind: 'post' | 'reply' | 'member'; id: string },
    reason: string | null = null,
    until: string | null = null,
  ): Promise<void> {
    const entry: ModerationLogEntry = {
      id: randomUUID(),
      action,
      moderatorMemberId: v.member.memberId,
      moderatorName: v.member.displayName,
      targetKind: target.kind,
      targetId: target.id,
      reason,
      until,
      createdAt: core.iso(),
    };
    await repo.appendLog(entry, core.now(), v.user.id);
  }

  async function target(postId: string, replyId: string | null): Promise<ContentRecord> {
    const found = await repo.getContent(postId, replyId);
    if (!found) throw new NotFoundError(replyId ? replyNotFound : postNotFound);
    return found;
  }

  async function view(v: Viewer, c: ContentRecord): Promise<{ post: Post } | { reply: Reply }> {
    return c.replyId ? { reply: await core.replyView(v, c) } : { post: await core.postView(v, c) };
  }

  async function member(memberId: string) {
    const found = await repo.getMember(memberId);
    if (!found) throw new NotFoundError('No member with that id');
    return found;
  }

  const status = (
    m: { memberId: string; displayName: string },
    until: string | null,
  ): MemberStatus => ({
    memberId: m.memberId,
    displayName: m.displayName,
    suspendedUntil: until,
  });

  return {
    async queue(userId: string): Promise<QueueItem[]> {
      await moderator(userId);
      const authorOf = core.authorCache();
      const items: QueueItem[] = [];
      for (const { postId, replyId } of await repo.queued()) {
        const c = await repo.getContent(postId, replyId);
        if (!c || (c.status !== 'held' && c.status !== 'hidden')) continue;
        const post = replyId ? await repo.getContent(postId, null) : c;
        items.push({
          kind: replyId ? 'reply' : 'post',
          postId,
          postTitle: post?.title ?? '',
          id: replyId ?? postId,
          author: await authorOf(c.authorMemberId),
          body: c.body,
          status: c.status,
          why:
            c.why === 'reports' || (c.status === 'hidden' && c.why !== 'crisis')
              ? 'reports'
              : 'crisis',
          reportCount: c.reports.length,
          reports: c.reports.map(({ reason, note, createdAt }) => ({ reason, note, createdAt })),
          createdAt: c.createdAt,
        });
      }
      return items.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },

    /** Publishes a held or hidden item; its reports are cleared (new ones count afresh). */
    async approve(userId: string, postId: string, replyId: string | null) {
      const v = await moderator(userId);
      const c = await target(postId, replyId);
      if (c.status !== 'held' && c.status !== 'hidden') {
        throw new ConflictError('Only held or hidden posts and replies wait for review');
      }
      const updated = await core.applyStatus(c, 'published', { reports: [], why: null });
      await record(v, 'approve', { kind: replyId ? 'reply' : 'post', id: replyId ?? postId });
      return view(v, updated);
    },

    async remove(userId: string, postId: string, replyId: string | null, reason: string) {
      const v = await moderator(userId);
      const c = await target(postId, replyId);
      if (c.status === 'removed') throw new ConflictError('This was already removed');
      const updated = await core.applyStatus(c, 'removed', { removedReason: reason });
      await record(
        v,
        'remove',
        { kind: replyId ? 'reply' : 'post', id: replyId ?? postId },
        reason,
      );
      return view(v, updated);
    },

    async suspend(userId: string, memberId: string, until: string, reason: string | null) {
      const v = await moderator(userId);
      const ms = Date.parse(until);
      const now = core.now();
      if (!(ms > now && ms <= now + communityLimits.suspendMaxDays * dayMs)) {
        throw new ValidationError(communityMessages.untilInvalid, {
          until: communityMessages.untilInvalid,
        });
      }
      const m = await member(memberId);
      if (m.userId === userId) {
        throw new ValidationError('You cannot suspend yourself', {
          memberId: 'You cannot suspend yourself',
        });
      }
      const at = new Date(ms).toISOString();
      await repo.mutateMember(memberId, m.userId, (row) => ({
        ...row,
        suspendedUntil: at,
        suspendReason: reason,
      }));
      await record(v, 'suspend', { kind: 'member', id: memberId }, reason, at);
      return status(m, at);
    },

    async unsuspend(userId: string, memberId: string) {
      const v = await moderator(userId);
      const m = await member(memberId);
      await repo.mutateMember(memberId, m.userId, (row) => ({
        ...row,
        suspendedUntil: null,
        suspendReason: null,
      }));
      await record(v, 'unsuspend', { kind: 'member', id: memberId });
      return status(m, null);
    },

    async log(userId: string): Promise<ModerationLogEntry[]> {
      await moderator(userId);
      return repo.recentLog(200);
    },
  };
}
