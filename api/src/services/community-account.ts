import { createCommunityRepository, type ContentRecord } from '../data/community-repository.js';
import { createRateLimitRepository, rateLimitSubjects } from '../data/rate-limit-repository.js';
import type { Storage } from '../data/storage.js';
import { communityRateRules } from '../domain/community/rules.js';
import { emptyReactors } from './community-core.js';

const own = ({ authorUserId: _u, reactors, reports, ...rest }: ContentRecord) => ({
  ...rest,
  reactions: Object.fromEntries(Object.entries(reactors).map(([k, v]) => [k, v.length])),
  reportCount: reports.length,
});

/** The export's `community`: the member's own text, reactions, reports and blocks. */
export async function exportCommunity(storage: Storage, userId: string) {
  const repo = createCommunityRepository(storage);
  const member = await repo.memberOfUser(userId);
  if (!member)
    return { profile: null, posts: [], replies: [], reactions: [], reports: [], blocks: [] };
  const [authored, reactions, reports, blocks] = await Promise.all([
    repo.authoredBy(member.memberId),
    repo.reactionsBy(member.memberId),
    repo.reportsBy(member.memberId),
    repo.blocksBy(member.memberId),
  ]);
  const written = (
    await Promise.all(authored.map((a) => repo.getContent(a.postId, a.replyId)))
  ).filter((c): c is ContentRecord => c !== undefined);
  return {
    profile: {
      memberId: member.memberId,
      displayName: member.displayName,
      joinedAt: member.joinedAt,
      suspendedUntil: member.suspendedUntil,
    },
    posts: written.filter((c) => !c.replyId).map(own),
    replies: written
      .filter((c) => c.replyId)
      .map(({ title: _t, tags: _g, ...c }) => own({ ...c, title: '', tags: [] })),
    reactions,
    reports,
    blocks,
  };
}

/**
 * Erase (api.md): the member's posts go with their replies, the member's replies in others'
 * threads stay as 'removed' without author or text, their reactions and reports are taken off
 * what they were on, then the member's own partitions and the member row. Safe to run again.
 */
export async function eraseCommunity(storage: Storage, userId: string): Promise<void> {
  const repo = createCommunityRepository(storage);
  const member = await repo.memberOfUser(userId);
  if (member) {
    const me = member.memberId;
    for (const a of await repo.authoredBy(me)) {
      if (!a.replyId) {
        for (const reply of await repo.repliesOf(a.postId)) {
          await repo.dequeue(a.postId, reply.replyId);
          if (reply.authorMemberId && reply.authorMemberId !== me) {
            await repo.deleteAuthored(reply.authorMemberId, a.postId, reply.replyId);
          }
        }
        await repo.dequeue(a.postId, null);
        await repo.deletePost(a.postId);
        continue;
      }
      const wasPublished = a.status === 'published';
      await repo.mutateContent(a.postId, a.replyId, (c) => ({
        ...c,
        authorMemberId: null,
        authorUserId: null,
        body: '',
        status: 'removed',
        removedReason: null,
        reactors: emptyReactors(),
        reports: [],
      }));
      await repo.dequeue(a.postId, a.replyId);
      if (wasPublished) {
        await repo.mutateContent(a.postId, null, (post) => ({
          ...post,
          replyCount: Math.max(0, post.replyCount - 1),
        }));
      }
    }
    for (const r of await repo.reactionsBy(me)) {
      const updated = await repo.mutateContent(r.postId, r.replyId, (c) => ({
        ...c,
        reactors: { ...c.reactors, [r.kind]: c.reactors[r.kind].filter((m) => m !== me) },
      }));
      if (r.kind === 'helpful' && r.replyId && updated?.authorMemberId && updated.authorUserId) {
        await repo.putAuthored(updated.authorMemberId, updated.authorUserId, {
          postId: r.postId,
          replyId: r.replyId,
          status: updated.status,
          helpfulFromOthers: updated.reactors.helpful.some((m) => m !== updated.authorMemberId),
          createdAt: updated.createdAt,
        });
      }
    }
    for (const r of await repo.reportsBy(me)) {
      await repo.mutateContent(r.postId, r.replyId, (c) => ({
        ...c,
        reports: c.reports.filter((x) => x.memberId !== me),
      }));
    }
    await repo.deleteMemberPartitions(me);
    await repo.revokeModerator(userId);
    await repo.deleteMember(member);
  }
  const limits = createRateLimitRepository(storage);
  for (const kind of Object.keys(communityRateRules)) {
    await limits.forget(`community-${kind}`, rateLimitSubjects.communityMember(userId, kind));
  }
}
