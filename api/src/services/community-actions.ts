import {
  communityMessages,
  reactionKinds,
  type Block,
  type ReactionKind,
  type ReactionsReply,
  type ReportReply,
  type ReportRequest,
} from '../contracts/community.js';
import { hiddenByReports } from '../domain/community/rules.js';
import type { AppDeps } from '../deps.js';
import { NotFoundError, ValidationError } from '../errors.js';
import { createCommunityCore, postNotFound, replyNotFound } from './community-core.js';

/** What members do to others' posts and replies, and to other members: react, report, block. */
export function createCommunityActions(deps: AppDeps) {
  const core = createCommunityCore(deps);
  const { repo } = core;

  /** The active member acting, and the post or reply they act on, if they can see it. */
  async function activeTarget(userId: string, postId: string, replyId: string | null) {
    const v = await core.viewer(userId);
    core.assertActive(v);
    const target = replyId
      ? await core.visibleReply(v, postId, replyId)
      : await core.visiblePost(v, postId);
    return { v, target };
  }

  return {
    async react(
      userId: string,
      postId: string,
      replyId: string | null,
      kind: ReactionKind,
      on: boolean,
    ): Promise<ReactionsReply> {
      const { v, target } = await activeTarget(userId, postId, replyId);
      if (target.status !== 'published')
        throw new NotFoundError(replyId ? replyNotFound : postNotFound);
      const me = v.member.memberId;
      const has = target.reactors[kind].includes(me);
      let current = target;
      if (has !== on) {
        if (on) await core.limit(v, 'action');
        const updated = await repo.mutateContent(postId, replyId, (c) => {
          const list = c.reactors[kind].filter((m) => m !== me);
          return { ...c, reactors: { ...c.reactors, [kind]: on ? [...list, me] : list } };
        });
        if (!updated) throw new NotFoundError(replyId ? replyNotFound : postNotFound);
        current = updated;
        const toOther = target.authorMemberId !== me;
        if (on)
          await repo.putReaction(me, userId, {
            postId,
            replyId,
            kind,
            toOther,
            createdAt: core.iso(),
          });
        else await repo.deleteReaction(me, kind, postId, replyId);
        if (kind === 'helpful' && toOther && current.authorMemberId) {
          await core.applyStatus(target, current.status);
        }
      }
      return {
        reactions: Object.fromEntries(
          reactionKinds.map((k) => [k, current.reactors[k].length]),
        ) as ReactionsReply['reactions'],
        myReactions: reactionKinds.filter((k) => current.reactors[k].includes(me)),
      };
    },

    async report(
      userId: string,
      postId: string,
      replyId: string | null,
      body: ReportRequest,
    ): Promise<ReportReply> {
      const { v, target } = await activeTarget(userId, postId, replyId);
      const me = v.member.memberId;
      if (target.authorMemberId === me) {
        throw new ValidationError(communityMessages.ownReport, {
          reason: communityMessages.ownReport,
        });
      }
      if (target.status !== 'published' && target.status !== 'hidden') {
        throw new NotFoundError(replyId ? replyNotFound : postNotFound);
      }
      if (target.reports.some((r) => r.memberId === me)) {
        return { reported: true, hidden: target.status === 'hidden' };
      }
      await core.limit(v, 'action');
      const at = core.iso();
      const entry = { memberId: me, reason: body.reason, note: body.note, createdAt: at };
      const updated = await repo.mutateContent(postId, replyId, (c) =>
        c.reports.some((r) => r.memberId === me)
          ? undefined
          : { ...c, reports: [...c.reports, entry] },
      );
      if (!updated) throw new NotFoundError(replyId ? replyNotFound : postNotFound);
      await repo.putReport(me, userId, {
        postId,
        replyId,
        reason: body.reason,
        note: body.note,
        createdAt: at,
      });
      let hidden = updated.status === 'hidden';
      if (
        updated.status === 'published' &&
        hiddenByReports(updated.reports.map((r) => r.memberId))
      ) {
        await core.applyStatus(updated, 'hidden', { why: 'reports' });
        hidden = true;
      }
      return { reported: true, hidden };
    },

    async blocks(userId: string): Promise<Block[]> {
      const v = await core.viewer(userId);
      const rows = await repo.blocksBy(v.member.memberId);
      const out: Block[] = [];
      for (const row of rows) {
        const member = await repo.getMember(row.memberId);
        if (member)
          out.push({
            memberId: row.memberId,
            displayName: member.displayName,
            createdAt: row.createdAt,
          });
      }
      return out.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },

    async block(userId: string, memberId: string): Promise<{ block: Block; created: boolean }> {
      const v = await core.viewer(userId);
      if (memberId === v.member.memberId) {
        throw new ValidationError(communityMessages.ownBlock, {
          memberId: communityMessages.ownBlock,
        });
      }
      const member = await repo.getMember(memberId);
      if (!member) throw new NotFoundError('No member with that id');
      if (v.blocked.has(memberId)) {
        const existing = (await repo.blocksBy(v.member.memberId)).find(
          (b) => b.memberId === memberId,
        );
        return {
          block: {
            memberId,
            displayName: member.displayName,
            createdAt: existing?.createdAt ?? core.iso(),
          },
          created: false,
        };
      }
      await core.limit(v, 'action');
      const createdAt = core.iso();
      await repo.putBlock(v.member.memberId, userId, { memberId, createdAt });
      return { block: { memberId, displayName: member.displayName, createdAt }, created: true };
    },

    async unblock(userId: string, memberId: string): Promise<void> {
      const v = await core.viewer(userId);
      await repo.deleteBlock(v.member.memberId, memberId);
    },
  };
}
