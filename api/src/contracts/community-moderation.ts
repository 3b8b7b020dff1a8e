import { z } from './zod.js';
import { authorSchema, reportReasons } from './community.js';

/** Moderation of the community board (`/api/community/moderation/...`, moderators only). */

export const queueItemSchema = z.object({
  kind: z.enum(['post', 'reply']),
  /** The post itself, or the reply's post. */
  postId: z.string(),
  postTitle: z.string(),
  id: z.string(),
  author: z.nullable(authorSchema),
  body: z.string(),
  status: z.enum(['held', 'hidden']),
  /** held: the crisis screen stopped it; reports: members reported it. */
  why: z.enum(['crisis', 'reports']),
  reportCount: z.number(),
  reports: z.array(
    z.object({
      reason: z.enum(reportReasons),
      note: z.nullable(z.string()),
      createdAt: z.string(),
    }),
  ),
  createdAt: z.string(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

/** GET /api/community/moderation/queue */
export const queueReplySchema = z.object({ items: z.array(queueItemSchema) });

export const moderatorActions = ['approve', 'remove', 'suspend', 'unsuspend'] as const;
export type ModeratorAction = (typeof moderatorActions)[number];

export const moderationLogEntrySchema = z.object({
  id: z.string(),
  action: z.enum(moderatorActions),
  moderatorMemberId: z.string(),
  moderatorName: z.string(),
  targetKind: z.enum(['post', 'reply', 'member']),
  targetId: z.string(),
  reason: z.nullable(z.string()),
  until: z.nullable(z.string()),
  createdAt: z.string(),
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;

/** GET /api/community/moderation/log: newest first, the last 200. */
export const moderationLogReplySchema = z.object({ actions: z.array(moderationLogEntrySchema) });

/** POST .../suspend and DELETE .../suspension */
export const memberStatusSchema = z.object({
  memberId: z.string(),
  displayName: z.string(),
  suspendedUntil: z.nullable(z.string()),
});
export type MemberStatus = z.infer<typeof memberStatusSchema>;
