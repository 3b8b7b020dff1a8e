import {
  blockSchema,
  postPageSchema,
  postWrittenSchema,
  profileSchema,
  reactionsReplySchema,
  replyWrittenSchema,
  reportReplySchema,
  resourcesReplySchema,
  threadSchema,
  type CommunityTag,
  type PostRequest,
  type ProfileRequest,
  type ReactionKind,
  type ReportRequest,
  type SortOrder,
} from '@stride/api/contracts/community';
import {
  memberStatusSchema,
  queueReplySchema,
  type QueueItem,
} from '@stride/api/contracts/community-moderation';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { z } from '@stride/api/contracts/zod';
import { apiRequest } from '../lib/api-client';

export type {
  Author,
  Block,
  CommunityResource,
  CommunityTag,
  HeldSupport,
  Post,
  PostRequest,
  Profile,
  ReactionCounts,
  ReactionKind,
  Reply,
  ReportReason,
  SortOrder,
} from '@stride/api/contracts/community';
export type { QueueItem };
export {
  communityLimits,
  communityMessages,
  communityTagLabels,
  communityTags,
  reactionKinds,
  reportReasonLabels,
  reportReasons,
  sortOrders,
} from '@stride/api/contracts/community';

/**
 * Query keys of the community board. Every read sits under ['community'], so one invalidation
 * after a write refreshes them all (and ['dashboard'], whose community task a post completes).
 */
export const communityKeys = {
  all: ['community'] as const,
  profile: ['community', 'me'] as const,
  resources: ['community', 'resources'] as const,
  posts: (filters: PostFilters) => ['community', 'posts', filters] as const,
  thread: (id: string) => ['community', 'thread', id] as const,
  blocks: ['community', 'blocks'] as const,
  queue: ['community', 'moderation', 'queue'] as const,
};

export interface PostFilters {
  sort: SortOrder;
  tag: CommunityTag | null;
  q: string;
  mine: boolean;
}

const pageSize = 20;

/** GET /api/community/me: the member's community name, role and standing. */
export const communityProfileQuery = queryOptions({
  queryKey: communityKeys.profile,
  queryFn: ({ signal }) =>
    apiRequest('/community/me', { schema: z.object({ profile: profileSchema }), signal }),
  select: (reply) => reply.profile,
});

/** GET /api/community/resources: outside services (crisis and trans health). */
export const communityResourcesQuery = queryOptions({
  queryKey: communityKeys.resources,
  queryFn: ({ signal }) =>
    apiRequest('/community/resources', { schema: resourcesReplySchema, signal }),
  staleTime: 60 * 60_000,
});

/** GET /api/community/posts: pages followed by `nextCursor` ("Load more"). */
export const postsQuery = (filters: PostFilters) =>
  infiniteQueryOptions({
    queryKey: communityKeys.posts(filters),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ sort: filters.sort, limit: String(pageSize) });
      if (filters.tag) params.set('tag', filters.tag);
      if (filters.q.trim()) params.set('q', filters.q.trim());
      if (filters.mine) params.set('mine', 'true');
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest(`/community/posts?${params.toString()}`, {
        schema: postPageSchema,
        signal,
      });
    },
    getNextPageParam: (page) => page.nextCursor,
  });

/** GET /api/community/posts/{id}: the post and its replies, oldest first. */
export const threadQuery = (id: string) =>
  queryOptions({
    queryKey: communityKeys.thread(id),
    queryFn: ({ signal }) =>
      apiRequest(`/community/posts/${encodeURIComponent(id)}`, { schema: threadSchema, signal }),
  });

/** GET /api/community/blocks */
export const blocksQuery = queryOptions({
  queryKey: communityKeys.blocks,
  queryFn: ({ signal }) =>
    apiRequest('/community/blocks', { schema: z.object({ blocks: z.array(blockSchema) }), signal }),
});

/** GET /api/community/moderation/queue: held and reported posts and replies (moderators). */
export const moderationQueueQuery = queryOptions({
  queryKey: communityKeys.queue,
  queryFn: ({ signal }) =>
    apiRequest('/community/moderation/queue', { schema: queueReplySchema, signal }),
  staleTime: 0,
});

const post = (id: string) => `/community/posts/${encodeURIComponent(id)}`;
const reply = (postId: string, replyId: string) =>
  `${post(postId)}/replies/${encodeURIComponent(replyId)}`;

export const saveCommunityProfile = (body: ProfileRequest) =>
  apiRequest('/community/me', {
    method: 'PUT',
    body,
    schema: z.object({ profile: profileSchema }),
  });

export const createPost = (body: PostRequest) =>
  apiRequest('/community/posts', { method: 'POST', body, schema: postWrittenSchema });

export const updatePost = (id: string, body: PostRequest) =>
  apiRequest(post(id), { method: 'PUT', body, schema: postWrittenSchema });

export const deletePost = (id: string) => apiRequest(post(id), { method: 'DELETE' });

export const createReply = (postId: string, body: string) =>
  apiRequest(`${post(postId)}/replies`, {
    method: 'POST',
    body: { body },
    schema: replyWrittenSchema,
  });

export const updateReply = (postId: string, replyId: string, body: string) =>
  apiRequest(reply(postId, replyId), { method: 'PUT', body: { body }, schema: replyWrittenSchema });

export const deleteReply = (postId: string, replyId: string) =>
  apiRequest(reply(postId, replyId), { method: 'DELETE' });

/** A reaction on a post, or on a reply when `replyId` is given; `on` adds it, else takes it back. */
export const setReaction = (target: ContentTarget, kind: ReactionKind, on: boolean) =>
  apiRequest(`${targetPath(target)}/reactions/${kind}`, {
    method: on ? 'PUT' : 'DELETE',
    schema: reactionsReplySchema,
  });

export const reportContent = (target: ContentTarget, body: ReportRequest) =>
  apiRequest(`${targetPath(target)}/report`, { method: 'POST', body, schema: reportReplySchema });

export const blockMember = (memberId: string) =>
  apiRequest('/community/blocks', {
    method: 'POST',
    body: { memberId },
    schema: z.object({ block: blockSchema }),
  });

export const unblockMember = (memberId: string) =>
  apiRequest(`/community/blocks/${encodeURIComponent(memberId)}`, { method: 'DELETE' });

/** A post, or one of its replies. */
export interface ContentTarget {
  postId: string;
  replyId?: string | undefined;
}

const targetPath = ({ postId, replyId }: ContentTarget) =>
  replyId ? reply(postId, replyId) : post(postId);

/** /community/posts/… → /community/moderation/posts/… */
const moderationPath = (target: ContentTarget) =>
  `/community/moderation${targetPath(target).slice('/community'.length)}`;

export const approveContent = (target: ContentTarget) =>
  apiRequest(`${moderationPath(target)}/approve`, { method: 'POST' });

export const removeContent = (target: ContentTarget, reason: string) =>
  apiRequest(`${moderationPath(target)}/remove`, { method: 'POST', body: { reason } });

export const suspendMember = (memberId: string, until: string, reason: string | null) =>
  apiRequest(`/community/moderation/members/${encodeURIComponent(memberId)}/suspend`, {
    method: 'POST',
    body: { until, reason },
    schema: z.object({ member: memberStatusSchema }),
  });
