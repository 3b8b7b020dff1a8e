import { randomUUID } from 'node:crypto';
import { createSelfHarmCheck } from '../ai/content-safety.js';
import {
  communityMessages,
  reactionKinds,
  type Author,
  type CommunityResource,
  type ContentStatus,
  type Post,
  type Profile,
  type ReactionKind,
  type Reply,
} from '../contracts/community.js';
import { crisisResources } from '../contracts/crisis-resources.js';
import { transHealthResources } from '../contracts/community-resources.js';
import {
  createCommunityRepository,
  type ContentRecord,
  type MemberRecord,
} from '../data/community-repository.js';
import { createUserRepository, type UserRecord } from '../data/user-repository.js';
import { createRateLimitRepository, rateLimitSubjects } from '../data/rate-limit-repository.js';
import { detectCrisis, TIER_RANK, type CrisisResult } from '../domain/crisis/index.js';
import {
  communityRateRules,
  type CommunityRateKind,
  defaultDisplayName,
  helpfulRepliesOf,
  isChampion,
  isNewMember,
} from '../domain/community/rules.js';
import type { AppDeps } from '../deps.js';
import { AppError, NotFoundError, RateLimitedError } from '../errors.js';
import { signedInUser } from './signed-in-user.js';

export const postNotFound = 'No post with that id';
export const replyNotFound = 'No reply with that id';

/** The curated resources: the coach's crisis list, then trans health, all outside services. */
export function communityResources(): CommunityResource[] {
  return [
    ...crisisResources.map((r) => ({
      ...r,
      kind: 'crisis' as const,
      outsideService: true as const,
    })),
    ...transHealthResources.map((r) => ({
      ...r,
      kind: 'trans-health' as const,
      outsideService: true as const,
    })),
  ];
}

export const emptyReactors = (): Record<ReactionKind, string[]> => ({
  heart: [],
  hug: [],
  strong: [],
  helpful: [],
});

/** Who is looking: their member row, role and blocks. */
export interface Viewer {
  user: UserRecord;
  member: MemberRecord;
  moderator: boolean;
  blocked: Set<string>;
}

/** What the community services share: storage, the crisis screen, members and views. */
export function createCommunityCore(deps: AppDeps) {
  const repo = createCommunityRepository(deps.storage);
  const users = createUserRepository(deps.storage);
  const selfHarmCheck = createSelfHarmCheck(
    deps.config.contentSafety,
    deps.log,
    deps.contentSafetyTimeoutMs,
  );
  const rateLimits = createRateLimitRepository(deps.storage);
  const now = () => deps.clock.now();
  const iso = () => new Date(now()).toISOString();

  /** The crisis screen the coach and the journal use, then Content Safety when configured. */
  async function screen(text: string): Promise<CrisisResult> {
    const result = detectCrisis(text);
    if (result.crisis || !selfHarmCheck) return result;
    const tier = await selfHarmCheck(text);
    return TIER_RANK[tier] >= TIER_RANK.concern
      ? {
          crisis: true,
          level: tier === 'urgent' ? 'urgent' : 'concern',
          tier,
          signals: [...result.signals, 'content-safety'],
        }
      : result;
  }

  /** The member row of an account, made on first use with the default name. */
  async function ensureMember(user: UserRecord): Promise<MemberRecord> {
    const existing = await repo.memberOfUser(user.id);
    if (existing) return existing;
    const memberId = randomUUID();
    const member: MemberRecord = {
      memberId,
      userId: user.id,
      displayName: defaultDisplayName(user.preferredName, memberId),
      displayNameChosen: false,
      joinedAt: iso(),
      accountCreatedAt: user.createdAt,
      published: 0,
      helpfulReplies: 0,
      champion: false,
      suspendedUntil: null,
      suspendReason: null,
    };
    try {
      await repo.createMember(member);
      return member;
    } catch (error) {
      const raced = await repo.memberOfUser(user.id);
      if (raced) return raced;
      throw error;
    }
  }

  async function viewer(userId: string): Promise<Viewer> {
    const user = await signedInUser(users, userId);
    const member = await ensureMember(user);
    const [moderator, blocks] = await Promise.all([
      repo.isModerator(userId),
      repo.blocksBy(member.memberId),
    ]);
    return { user, member, moderator, blocked: new Set(blocks.map((b) => b.memberId)) };
  }

  function suspendedUntil(member: MemberRecord): string | null {
    return member.suspendedUntil && Date.parse(member.suspendedUntil) > now()
      ? member.suspendedUntil
      : null;
  }

  /** Writing members only: a suspension is 403 with its end. */
  function assertActive(v: Viewer): void {
    const until = suspendedUntil(v.member);
    if (until) {
      throw new AppError(403, 'forbidden', communityMessages.suspended, undefined, {
        suspendedUntil: until,
      });
    }
  }

  /**
   * Recounts a member's published items and helpful replies (Community Champion). A caller that
   * knows the member's account passes it, which spares reading the member row twice.
   */
  async function refreshMember(memberId: string, knownUserId?: string): Promise<void> {
    const authored = await repo.authoredBy(memberId);
    const published = authored.filter((a) => a.status === 'published').length;
    const helpfulReplies = helpfulRepliesOf(
      memberId,
      authored
        .filter((a) => a.replyId && a.status === 'published')
        .map((a) => ({ authorId: memberId, helpfulBy: a.helpfulFromOthers ? ['other'] : [] })),
    );
    const userId = knownUserId ?? (await repo.getMember(memberId))?.userId;
    if (userId === undefined) return;
    // A missing member row is left alone: mutateMember writes nothing then.
    await repo.mutateMember(memberId, userId, (m) =>
      m.published === published && m.helpfulReplies === helpfulReplies
        ? undefined
        : { ...m, published, helpfulReplies, champion: isChampion(helpfulReplies) },
    );
  }

  /**
   * Authors as shown, one read per distinct member per request. The viewer's own role is known
   * already (read with the viewer), so it is not read again when they are among the authors.
   */
  function authorCache(v?: Viewer) {
    const cache = new Map<string, Promise<Author | null>>();
    return (memberId: string | null): Promise<Author | null> => {
      if (!memberId) return Promise.resolve(null);
      let found = cache.get(memberId);
      if (!found) {
        found = (async () => {
          const m = await repo.getMember(memberId);
          if (!m) return null;
          return {
            memberId,
            displayName: m.displayName,
            newMember: isNewMember(m.accountCreatedAt, m.published, now()),
            champion: m.champion,
            moderator: v && m.userId === v.user.id ? v.moderator : await repo.isModerator(m.userId),
          };
        })();
        cache.set(memberId, found);
      }
      return found;
    };
  }

  /** May this viewer see the item at all (404 otherwise)? */
  function canSee(v: Viewer, c: ContentRecord): boolean {
    const mine = c.authorMemberId === v.member.memberId;
    if (mine || v.moderator) return true;
    if (c.authorMemberId && v.blocked.has(c.authorMemberId)) return false;
    return c.status === 'published';
  }

  async function contentView(
    v: Viewer,
    c: ContentRecord,
    authorOf: ReturnType<typeof authorCache>,
  ): Promise<Omit<Reply, 'postId'>> {
    const me = v.member.memberId;
    const mine = c.authorMemberId === me;
    const tombstone = c.status === 'removed' && !mine && !v.moderator;
    const reactions = Object.fromEntries(
      reactionKinds.map((kind) => [kind, c.reactors[kind].length]),
    ) as Record<ReactionKind, number>;
    return {
      id: c.replyId ?? c.postId,
      author: tombstone ? null : await authorOf(c.authorMemberId),
      body: tombstone ? '' : c.body,
      status: c.status,
      removedReason: mine || v.moderator ? c.removedReason : null,
      linksClickable: c.linksClickable,
      reactions,
      myReactions: reactionKinds.filter((kind) => c.reactors[kind].includes(me)),
      mine,
      reportedByMe: c.reports.some((r) => r.memberId === me),
      createdAt: c.createdAt,
      editedAt: c.editedAt,
    };
  }

  async function postView(v: Viewer, c: ContentRecord, authorOf = authorCache(v)): Promise<Post> {
    return {
      ...(await contentView(v, c, authorOf)),
      title:
        c.status === 'removed' && c.authorMemberId !== v.member.memberId && !v.moderator
          ? ''
          : c.title,
      tags: c.tags,
      contentWarning: c.contentWarning,
      replyCount: c.replyCount,
      lastActivityAt: c.lastActivityAt,
    };
  }

  async function replyView(v: Viewer, c: ContentRecord, authorOf = authorCache(v)): Promise<Reply> {
    return { ...(await contentView(v, c, authorOf)), postId: c.postId };
  }

  /**
   * Moves a post or reply to a status, keeping in step: the author's index, the post's reply
   * count, the review queue and the author's counts.
   */
  async function applyStatus(
    c: ContentRecord,
    status: ContentStatus,
    patch: Partial<ContentRecord> = {},
    /** Just written (held, never queued): there is no queue row to take out. */
    fresh = false,
  ): Promise<ContentRecord> {
    const before = c.status;
    const updated = await repo.mutateContent(c.postId, c.replyId, (row) => ({
      ...row,
      ...patch,
      status,
    }));
    if (!updated) throw new NotFoundError(c.replyId ? replyNotFound : postNotFound);
    if (c.replyId && (before === 'published') !== (status === 'published')) {
      const delta = status === 'published' ? 1 : -1;
      await repo.mutateContent(c.postId, null, (post) => ({
        ...post,
        replyCount: Math.max(0, post.replyCount + delta),
        lastActivityAt:
          delta > 0 && updated.createdAt > post.lastActivityAt
            ? updated.createdAt
            : post.lastActivityAt,
      }));
    }
    if (status === 'held' || status === 'hidden') await repo.enqueue(c.postId, c.replyId);
    else if (!fresh && (before === 'held' || before === 'hidden'))
      await repo.dequeue(c.postId, c.replyId);
    const helpfulOf = (r: ContentRecord) => r.reactors.helpful.some((m) => m !== r.authorMemberId);
    if (updated.authorMemberId && updated.authorUserId) {
      await repo.putAuthored(updated.authorMemberId, updated.authorUserId, {
        postId: c.postId,
        replyId: c.replyId,
        status,
        helpfulFromOthers: helpfulOf(updated),
        createdAt: updated.createdAt,
      });
      const counted = before !== status || helpfulOf(c) !== helpfulOf(updated) || before === 'held';
      if (counted) await refreshMember(updated.authorMemberId, updated.authorUserId);
    }
    return updated;
  }

  async function limit(v: Viewer, kind: CommunityRateKind): Promise<void> {
    const decision = await rateLimits.hit(
      `community-${kind}`,
      rateLimitSubjects.communityMember(v.user.id, kind),
      communityRateRules[kind],
      now(),
    );
    if (!decision.allowed) {
      throw new RateLimitedError(communityMessages.rateLimited, decision.retryAfterSeconds);
    }
  }

  /** A post the viewer may see, else 404. */
  async function visiblePost(v: Viewer, postId: string): Promise<ContentRecord> {
    const post = await repo.getContent(postId, null);
    if (!post || !canSee(v, post)) throw new NotFoundError(postNotFound);
    return post;
  }

  async function visibleReply(v: Viewer, postId: string, replyId: string): Promise<ContentRecord> {
    await visiblePost(v, postId);
    const reply = await repo.getContent(postId, replyId);
    if (!reply || !canSee(v, reply)) throw new NotFoundError(replyNotFound);
    return reply;
  }

  function profileOf(v: Viewer, member: MemberRecord = v.member): Profile {
    return {
      memberId: member.memberId,
      displayName: member.displayName,
      displayNameChosen: member.displayNameChosen,
      joinedAt: member.joinedAt,
      newMember: isNewMember(member.accountCreatedAt, member.published, now()),
      moderator: v.moderator,
      suspendedUntil: suspendedUntil(member),
      stats: { posts: 0, replies: 0, helpfulReplies: member.helpfulReplies },
    };
  }

  return {
    repo,
    users,
    now,
    iso,
    screen,
    ensureMember,
    viewer,
    assertActive,
    refreshMember,
    authorCache,
    canSee,
    postView,
    replyView,
    applyStatus,
    profileOf,
    suspendedUntil,
    limit,
    visiblePost,
    visibleReply,
  };
}

export type CommunityCore = ReturnType<typeof createCommunityCore>;
