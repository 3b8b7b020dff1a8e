import { randomUUID } from 'node:crypto';
import {
  communityLimits,
  communityMessages,
  reactionKinds,
  type HeldSupport,
  type ListQuery,
  type PostPage,
  type PostRequest,
  type PostWritten,
  type Profile,
  type ReplyRequest,
  type ReplyWritten,
  type Thread,
} from '../contracts/community.js';
import type { ContentRecord } from '../data/community-repository.js';
import {
  byHelpful,
  byNewest,
  decodeCursor,
  displayNameProblem,
  encodeCursor,
  isNewMember,
  matchesSearch,
  type CommunityRateKind,
} from '../domain/community/rules.js';
import type { AppDeps } from '../deps.js';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../errors.js';
import {
  communityResources,
  createCommunityCore,
  emptyReactors,
  postNotFound,
  replyNotFound,
  type Viewer,
} from './community-core.js';

const forbidden = (message: string) => new AppError(403, 'forbidden', message);

/** The board's use cases: profile, posts, replies, reactions, reports, blocks, resources. */
export function createCommunityBoard(deps: AppDeps) {
  const core = createCommunityCore(deps);
  const { repo } = core;
  const { limit, visiblePost, visibleReply } = core;

  const support = (held: boolean): HeldSupport | null =>
    held ? { message: communityMessages.heldKind, resources: communityResources() } : null;

  /** Own only: another member's visible item is 403, an invisible one 404 (checked before). */
  function assertOwn(v: Viewer, c: ContentRecord): void {
    if (c.authorMemberId !== v.member.memberId) {
      throw forbidden(
        c.replyId ? 'You can only change your own replies' : 'You can only change your own posts',
      );
    }
    if (c.status === 'removed')
      throw new ConflictError('A moderator removed this; it cannot be changed');
  }

  const linksClickable = (v: Viewer) =>
    !isNewMember(v.member.accountCreatedAt, v.member.published, core.now());

  /** Screen first; a crisis is held and never refused by the rate limit. */
  async function screenAndLimit(v: Viewer, text: string, kind: CommunityRateKind) {
    const held = (await core.screen(text)).crisis;
    if (!held) await limit(v, kind);
    return held;
  }

  type NewContent = Pick<
    ContentRecord,
    'postId' | 'replyId' | 'title' | 'body' | 'tags' | 'contentWarning'
  >;

  /** A new post or reply: written held, then published unless screening held it. */
  async function writeNew(
    v: Viewer,
    userId: string,
    held: boolean,
    content: NewContent,
  ): Promise<ContentRecord> {
    const at = core.iso();
    const record: ContentRecord = {
      postId: content.postId,
      replyId: content.replyId,
      authorMemberId: v.member.memberId,
      authorUserId: userId,
      title: content.title,
      body: content.body,
      tags: content.tags,
      contentWarning: content.contentWarning,
      status: 'held',
      why: held ? 'crisis' : null,
      removedReason: null,
      linksClickable: linksClickable(v),
      reactors: emptyReactors(),
      reports: [],
      replyCount: 0,
      lastActivityAt: at,
      createdAt: at,
      editedAt: null,
    };
    await repo.createContent(record, userId);
    return core.applyStatus(record, held ? 'held' : 'published', {}, true);
  }

  /** An edit of one's own post or reply: screened again and held on a crisis, else as it was. */
  async function editOwn(
    v: Viewer,
    c: ContentRecord,
    text: string,
    patch: Partial<ContentRecord>,
  ): Promise<{ stored: ContentRecord; held: boolean; support: HeldSupport | null }> {
    assertOwn(v, c);
    const held = await screenAndLimit(v, text, 'action');
    const status = held ? 'held' : c.status;
    const stored = await core.applyStatus(c, status, {
      ...patch,
      linksClickable: linksClickable(v),
      editedAt: core.iso(),
      why: held ? 'crisis' : c.why,
    });
    return { stored, held: status === 'held', support: support(held) };
  }

  async function stats(v: Viewer): Promise<Profile> {
    const authored = await repo.authoredBy(v.member.memberId);
    const profile = core.profileOf(v);
    profile.stats.posts = authored.filter((a) => !a.replyId && a.status !== 'removed').length;
    profile.stats.replies = authored.filter((a) => a.replyId && a.status !== 'removed').length;
    return profile;
  }

  return {
    resources: () => ({
      note: 'These are outside services. Stride does not run them and cannot see what you share with them.',
      resources: communityResources(),
    }),

    async profile(userId: string): Promise<Profile> {
      return stats(await core.viewer(userId));
    },

    async updateProfile(userId: string, displayName: string): Promise<Profile> {
      const v = await core.viewer(userId);
      const problem = displayNameProblem(displayName, v.user);
      if (problem) throw new ValidationError(problem, { displayName: problem });
      const member = await repo.mutateMember(v.member.memberId, userId, (m) => ({
        ...m,
        displayName,
        displayNameChosen: true,
      }));
      return stats({ ...v, member: member ?? v.member });
    },

    async list(userId: string, query: ListQuery): Promise<PostPage> {
      const v = await core.viewer(userId);
      const offset = decodeCursor(query.cursor);
      if (offset === null) {
        throw new ValidationError(communityMessages.cursorInvalid, {
          cursor: communityMessages.cursorInvalid,
        });
      }
      const me = v.member.memberId;
      const posts = (await repo.allPosts()).filter((p) =>
        query.mine
          ? p.authorMemberId === me
          : p.status === 'published' && !(p.authorMemberId && v.blocked.has(p.authorMemberId)),
      );
      const matching = posts.filter(
        (p) =>
          (!query.tag || p.tags.includes(query.tag)) &&
          matchesSearch(`${p.title}\n${p.body}`, query.q),
      );
      const ranked = matching
        .map((p) => ({
          p,
          createdAt: p.createdAt,
          helpful: p.reactors.helpful.filter((m) => m !== p.authorMemberId).length,
          others: reactionKinds
            .filter((k) => k !== 'helpful')
            .reduce((sum, k) => sum + p.reactors[k].length, 0),
        }))
        .sort(query.sort === 'helpful' ? byHelpful : byNewest);
      const page = ranked.slice(offset, offset + query.limit);
      const authorOf = core.authorCache(v);
      return {
        posts: await Promise.all(page.map(({ p }) => core.postView(v, p, authorOf))),
        nextCursor:
          offset + query.limit < ranked.length ? encodeCursor(offset + query.limit) : null,
      };
    },

    async thread(userId: string, postId: string): Promise<Thread> {
      const v = await core.viewer(userId);
      const post = await visiblePost(v, postId);
      const authorOf = core.authorCache(v);
      const replies = (await repo.repliesOf(postId))
        .filter((r) => r.status === 'removed' || core.canSee(v, r))
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .slice(0, communityLimits.repliesMax);
      return {
        post: await core.postView(v, post, authorOf),
        replies: await Promise.all(replies.map((r) => core.replyView(v, r, authorOf))),
      };
    },

    async createPost(userId: string, body: PostRequest): Promise<PostWritten> {
      const v = await core.viewer(userId);
      core.assertActive(v);
      const held = await screenAndLimit(
        v,
        `${body.title}\n${body.contentWarning ?? ''}\n${body.body}`,
        'post',
      );
      const stored = await writeNew(v, userId, held, {
        postId: randomUUID(),
        replyId: null,
        title: body.title,
        body: body.body,
        tags: body.tags,
        contentWarning: body.contentWarning,
      });
      return { post: await core.postView(v, stored), held, support: support(held) };
    },

    async updatePost(userId: string, postId: string, body: PostRequest): Promise<PostWritten> {
      const v = await core.viewer(userId);
      core.assertActive(v);
      const post = await visiblePost(v, postId);
      const edit = await editOwn(
        v,
        post,
        `${body.title}\n${body.contentWarning ?? ''}\n${body.body}`,
        {
          title: body.title,
          body: body.body,
          tags: body.tags,
          contentWarning: body.contentWarning,
        },
      );
      return { post: await core.postView(v, edit.stored), held: edit.held, support: edit.support };
    },

    async deletePost(userId: string, postId: string): Promise<void> {
      const v = await core.viewer(userId);
      const post = await visiblePost(v, postId);
      if (post.authorMemberId !== v.member.memberId)
        throw forbidden('You can only delete your own posts');
      const replies = await repo.repliesOf(postId);
      await repo.dequeue(postId, null);
      for (const reply of replies) {
        await repo.dequeue(postId, reply.replyId);
        if (reply.authorMemberId)
          await repo.deleteAuthored(reply.authorMemberId, postId, reply.replyId);
      }
      await repo.deletePost(postId);
      await repo.deleteAuthored(v.member.memberId, postId, null);
      await core.refreshMember(v.member.memberId, v.member.userId);
      for (const author of new Set(replies.map((r) => r.authorMemberId))) {
        if (author && author !== v.member.memberId) await core.refreshMember(author);
      }
    },

    async createReply(userId: string, postId: string, body: ReplyRequest): Promise<ReplyWritten> {
      const v = await core.viewer(userId);
      core.assertActive(v);
      const post = await visiblePost(v, postId);
      if (post.status !== 'published') throw new NotFoundError(postNotFound);
      const held = await screenAndLimit(v, body.body, 'reply');
      const stored = await writeNew(v, userId, held, {
        postId,
        replyId: randomUUID(),
        title: '',
        body: body.body,
        tags: [],
        contentWarning: null,
      });
      return { reply: await core.replyView(v, stored), held, support: support(held) };
    },

    async updateReply(
      userId: string,
      postId: string,
      replyId: string,
      body: ReplyRequest,
    ): Promise<ReplyWritten> {
      const v = await core.viewer(userId);
      core.assertActive(v);
      const reply = await visibleReply(v, postId, replyId);
      const edit = await editOwn(v, reply, body.body, { body: body.body });
      return {
        reply: await core.replyView(v, edit.stored),
        held: edit.held,
        support: edit.support,
      };
    },

    /** The reply stays in the thread as 'removed' (body and author gone). */
    async deleteReply(userId: string, postId: string, replyId: string): Promise<void> {
      const v = await core.viewer(userId);
      const reply = await visibleReply(v, postId, replyId);
      if (reply.authorMemberId !== v.member.memberId)
        throw forbidden('You can only delete your own replies');
      if (reply.status === 'removed' && reply.body === '') throw new NotFoundError(replyNotFound);
      await core.applyStatus(reply, 'removed', {
        body: '',
        removedReason: null,
        authorMemberId: null,
        authorUserId: null,
        reactors: emptyReactors(),
        reports: [],
      });
      await repo.deleteAuthored(v.member.memberId, postId, replyId);
      await core.refreshMember(v.member.memberId, v.member.userId);
    },
  };
}
