import { z } from './zod.js';
import { isPlainText, queryLimit, unsafeTextMessage, withThousands } from './common.js';
import { communityResourceSchema } from './community-resources.js';

export * from './community-resources.js';

/**
 * The community board (`/api/community/...`, api.md "Community board (issue 16)"): posts,
 * replies, reactions, reports, blocks, the member's community profile, moderation and the
 * curated resources. Shared by the server and the web app; text only, stored and answered as
 * plain text (the app renders it as text).
 */

export const communityLimits = {
  displayNameMin: 2,
  displayNameMax: 40,
  titleMax: 120,
  bodyMax: 5000,
  replyMax: 2000,
  contentWarningMax: 100,
  tagsMax: 3,
  searchMax: 100,
  pageDefault: 20,
  pageMax: 50,
  reportNoteMax: 500,
  removeReasonMax: 500,
  /** Distinct members whose reports hide a post or reply pending review. */
  reportThreshold: 3,
  /** Longest suspension a moderator may set, in days. */
  suspendMaxDays: 365,
  /** Replies a thread answers (oldest first). */
  repliesMax: 500,
} as const;

/** Topic tags, in the order the board offers them. */
export const communityTags = [
  'starting-t',
  'injections',
  'top-surgery',
  'family',
  'work',
  'wins',
  'mental-health',
  'questions',
] as const;
export type CommunityTag = (typeof communityTags)[number];

export const communityTagLabels: Readonly<Record<CommunityTag, string>> = Object.freeze({
  'starting-t': 'Starting T',
  injections: 'Injections',
  'top-surgery': 'Top surgery',
  family: 'Family',
  work: 'Work',
  wins: 'Wins',
  'mental-health': 'Mental health',
  questions: 'Questions',
});

export const reactionKinds = ['heart', 'hug', 'strong', 'helpful'] as const;
export type ReactionKind = (typeof reactionKinds)[number];

export const reportReasons = [
  'harassment',
  'hate',
  'spam',
  'misinformation',
  'sexual-content',
  'personal-info',
  'self-harm',
  'other',
] as const;
export type ReportReason = (typeof reportReasons)[number];

export const reportReasonLabels: Readonly<Record<ReportReason, string>> = Object.freeze({
  harassment: 'Harassment or bullying',
  hate: 'Hate or transphobia',
  spam: 'Spam or advertising',
  misinformation: 'Harmful medical misinformation',
  'sexual-content': 'Sexual content',
  'personal-info': 'Shares someone’s personal information',
  'self-harm': 'Someone may be at risk of harm',
  other: 'Something else',
});

/**
 * published: listed to everyone; held: stopped by the crisis screen, seen only by its author
 * and moderators; hidden: reported by 3 members, pending review; removed: by a moderator (the
 * author sees the reason), by its author (a reply), or erased with its author's account.
 */
export const contentStatuses = ['published', 'held', 'hidden', 'removed'] as const;
export type ContentStatus = (typeof contentStatuses)[number];

export const sortOrders = ['newest', 'helpful'] as const;
export type SortOrder = (typeof sortOrders)[number];

export const communityMessages = {
  displayNameInvalid: `Choose a community name of ${communityLimits.displayNameMin} to ${communityLimits.displayNameMax} characters`,
  displayNameEmail: 'Your community name cannot be an email address',
  displayNameLegal: 'Choose a community name other than your email or legal name',
  displayNameReserved: 'That name is reserved; please choose another',
  titleRequired: `Give your post a title of 1 to ${communityLimits.titleMax} characters`,
  bodyRequired: `Write 1 to ${withThousands(communityLimits.bodyMax)} characters`,
  replyRequired: `Write a reply of 1 to ${withThousands(communityLimits.replyMax)} characters`,
  contentWarningInvalid: `A content warning is 1 to ${communityLimits.contentWarningMax} characters`,
  tagsInvalid: `Choose up to ${communityLimits.tagsMax} topics from the list`,
  sortInvalid: "sort must be 'newest' or 'helpful'",
  tagInvalid: 'Choose a topic from the list',
  searchTooLong: `Search must be at most ${communityLimits.searchMax} characters`,
  cursorInvalid: 'That page link is no longer valid; start from the first page',
  limitInvalid: `limit must be a whole number from 1 to ${communityLimits.pageMax}`,
  reactionInvalid: "Reaction must be 'heart', 'hug', 'strong' or 'helpful'",
  reasonInvalid: 'Choose a reason for the report',
  noteTooLong: `A note must be at most ${communityLimits.reportNoteMax} characters`,
  memberRequired: 'Choose a member',
  removeReasonRequired: `Give the author a reason of 1 to ${communityLimits.removeReasonMax} characters`,
  untilInvalid: `Suspend until a time in the next ${communityLimits.suspendMaxDays} days`,
  ownReport: 'You cannot report your own post',
  ownBlock: 'You cannot block yourself',
  rateLimited: 'You are posting a lot right now. Please take a breather and try again in a while.',
  suspended: 'Your community access is paused by a moderator',
  notModerator: 'Only moderators can do this',
  heldKind:
    'Thank you for trusting us with this. Your post is waiting for a moderator and is not shown to others yet. You matter, and you do not have to go through this alone: the people below can talk with you right now.',
} as const;

/** Post and reply text: plain text over several lines (newlines and tabs allowed). */
const multilineText = (max: number, message: string) =>
  z.string({ error: message }).check(
    z.trim(),
    z.minLength(1, message),
    z.maxLength(max, message),
    z.refine((text) => isPlainText(text.replace(/[\n\r\t]/g, ' ')), unsafeTextMessage),
  );

const oneLine = (max: number, message: string) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(max, message),
      z.refine(isPlainText, unsafeTextMessage),
    );

// ---------------------------------------------------------------------------------------------
// Requests

/** PUT /api/community/me */
export const profileRequestSchema = z.object({
  displayName: z
    .string({ error: communityMessages.displayNameInvalid })
    .check(
      z.trim(),
      z.minLength(communityLimits.displayNameMin, communityMessages.displayNameInvalid),
      z.maxLength(communityLimits.displayNameMax, communityMessages.displayNameInvalid),
      z.refine(isPlainText, unsafeTextMessage),
    ),
});
export type ProfileRequest = z.infer<typeof profileRequestSchema>;

const tagsField = z.pipe(
  z
    .array(z.enum(communityTags, { error: communityMessages.tagsInvalid }), {
      error: communityMessages.tagsInvalid,
    })
    .check(z.maxLength(communityLimits.tagsMax, communityMessages.tagsInvalid)),
  z.transform((tags) => [...new Set(tags)]),
);

/** POST /api/community/posts and PUT /api/community/posts/{id} (a PUT replaces every field). */
export const postRequestSchema = z.object({
  title: oneLine(communityLimits.titleMax, communityMessages.titleRequired),
  body: multilineText(communityLimits.bodyMax, communityMessages.bodyRequired),
  tags: z._default(tagsField, []),
  /** Folds the body behind this line until the reader opens it; null or absent: none. */
  contentWarning: z.pipe(
    z.optional(
      z.nullable(
        oneLine(communityLimits.contentWarningMax, communityMessages.contentWarningInvalid),
      ),
    ),
    z.transform((value) => value ?? null),
  ),
});
export type PostRequest = z.infer<typeof postRequestSchema>;

/** POST /api/community/posts/{id}/replies and PUT /api/community/posts/{id}/replies/{replyId} */
export const replyRequestSchema = z.object({
  body: multilineText(communityLimits.replyMax, communityMessages.replyRequired),
});
export type ReplyRequest = z.infer<typeof replyRequestSchema>;

/** The `{kind}` of PUT/DELETE .../reactions/{kind} */
export const reactionKindSchema = z.enum(reactionKinds, {
  error: communityMessages.reactionInvalid,
});

/** POST /api/community/posts/{id}/report and POST .../replies/{replyId}/report */
export const reportRequestSchema = z.object({
  reason: z.enum(reportReasons, { error: communityMessages.reasonInvalid }),
  note: z.pipe(
    z.optional(
      z.nullable(
        z.string({ error: communityMessages.noteTooLong }).check(
          z.trim(),
          z.maxLength(communityLimits.reportNoteMax, communityMessages.noteTooLong),
          z.refine((text) => isPlainText(text.replace(/[\n\r\t]/g, ' ')), unsafeTextMessage),
        ),
      ),
    ),
    z.transform((value) => (value ? value : null)),
  ),
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;

/** POST /api/community/blocks */
export const blockRequestSchema = z.object({
  memberId: z.uuid({ error: communityMessages.memberRequired }),
});
export type BlockRequest = z.infer<typeof blockRequestSchema>;

/** GET /api/community/posts?sort&tag&q&cursor&limit&mine */
export const listQuerySchema = z.object({
  sort: z._default(z.enum(sortOrders, { error: communityMessages.sortInvalid }), 'newest'),
  tag: z.optional(z.enum(communityTags, { error: communityMessages.tagInvalid })),
  q: z.pipe(
    z.optional(
      z
        .string({ error: communityMessages.searchTooLong })
        .check(z.trim(), z.maxLength(communityLimits.searchMax, communityMessages.searchTooLong)),
    ),
    z.transform((value) => (value ? value : undefined)),
  ),
  /** The `nextCursor` of the previous page, unchanged. */
  cursor: z.optional(
    z
      .string({ error: communityMessages.cursorInvalid })
      .check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, communityMessages.cursorInvalid)),
  ),
  limit: queryLimit(
    communityLimits.pageMax,
    communityLimits.pageDefault,
    communityMessages.limitInvalid,
  ),
  /** 'true': only the caller's own posts, in every status (held, hidden, removed with reason). */
  mine: z.pipe(
    z.optional(z.enum(['true', 'false'], { error: 'mine must be true or false' })),
    z.transform((value) => value === 'true'),
  ),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** POST /api/community/moderation/{posts|replies}/{id}/remove */
export const removeRequestSchema = z.object({
  reason: multilineText(communityLimits.removeReasonMax, communityMessages.removeReasonRequired),
});
export type RemoveRequest = z.infer<typeof removeRequestSchema>;

/** POST /api/community/moderation/members/{memberId}/suspend: `until` in the future, ≤ 365 days. */
export const suspendRequestSchema = z.object({
  until: z.iso.datetime({ offset: true, error: communityMessages.untilInvalid }),
  reason: z.pipe(
    z.optional(
      z.nullable(
        multilineText(communityLimits.removeReasonMax, communityMessages.removeReasonRequired),
      ),
    ),
    z.transform((value) => value ?? null),
  ),
});
export type SuspendRequest = z.infer<typeof suspendRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Replies

/** How a member is shown: the community name only (never the email or legal name). */
export const authorSchema = z.object({
  memberId: z.string(),
  displayName: z.string(),
  /** A new member's links are shown as text (see api.md's rule). */
  newMember: z.boolean(),
  /** Has the Community Champion achievement. */
  champion: z.boolean(),
  moderator: z.boolean(),
});
export type Author = z.infer<typeof authorSchema>;

export const reactionCountsSchema = z.object(
  Object.fromEntries(reactionKinds.map((kind) => [kind, z.number()])) as Record<
    ReactionKind,
    z.ZodMiniNumber
  >,
);
export type ReactionCounts = z.infer<typeof reactionCountsSchema>;

const contentFields = {
  id: z.string(),
  /** null when the author erased their account or the reply was removed. */
  author: z.nullable(authorSchema),
  /** '' when removed (the app shows "removed"). */
  body: z.string(),
  status: z.enum(contentStatuses),
  /** The moderator's reason: answered to the author (and moderators) only, else null. */
  removedReason: z.nullable(z.string()),
  /** URLs in the body may be made clickable (false: show them as text). */
  linksClickable: z.boolean(),
  reactions: reactionCountsSchema,
  myReactions: z.array(z.enum(reactionKinds)),
  mine: z.boolean(),
  /** The caller has reported it (a second report changes nothing). */
  reportedByMe: z.boolean(),
  createdAt: z.string(),
  editedAt: z.nullable(z.string()),
};

export const postSchema = z.object({
  ...contentFields,
  title: z.string(),
  tags: z.array(z.enum(communityTags)),
  contentWarning: z.nullable(z.string()),
  replyCount: z.number(),
  /** The latest reply's time, or the post's own. */
  lastActivityAt: z.string(),
});
export type Post = z.infer<typeof postSchema>;

export const replySchema = z.object({ ...contentFields, postId: z.string() });
export type Reply = z.infer<typeof replySchema>;

/** Sent with a post or reply the crisis screen held. */
export const heldSupportSchema = z.object({
  message: z.string(),
  resources: z.array(communityResourceSchema),
});
export type HeldSupport = z.infer<typeof heldSupportSchema>;

/** POST /api/community/posts (201) and PUT /api/community/posts/{id} (200) */
export const postWrittenSchema = z.object({
  post: postSchema,
  /** true: the crisis screen held it (status 'held'); `support` is then set. */
  held: z.boolean(),
  support: z.nullable(heldSupportSchema),
});
export type PostWritten = z.infer<typeof postWrittenSchema>;

/** POST /api/community/posts/{id}/replies (201) and PUT /api/community/posts/{id}/replies/{replyId} (200) */
export const replyWrittenSchema = z.object({
  reply: replySchema,
  held: z.boolean(),
  support: z.nullable(heldSupportSchema),
});
export type ReplyWritten = z.infer<typeof replyWrittenSchema>;

/** GET /api/community/posts */
export const postPageSchema = z.object({
  posts: z.array(postSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type PostPage = z.infer<typeof postPageSchema>;

/** GET /api/community/posts/{id} */
export const threadSchema = z.object({ post: postSchema, replies: z.array(replySchema) });
export type Thread = z.infer<typeof threadSchema>;

/** PUT/DELETE .../reactions/{kind} */
export const reactionsReplySchema = z.object({
  reactions: reactionCountsSchema,
  myReactions: z.array(z.enum(reactionKinds)),
});
export type ReactionsReply = z.infer<typeof reactionsReplySchema>;

/** POST .../report */
export const reportReplySchema = z.object({
  reported: z.literal(true),
  /** true when the reports reached the threshold and it is now hidden pending review. */
  hidden: z.boolean(),
});
export type ReportReply = z.infer<typeof reportReplySchema>;

export const blockSchema = z.object({
  memberId: z.string(),
  displayName: z.string(),
  createdAt: z.string(),
});
export type Block = z.infer<typeof blockSchema>;

/** GET /api/community/me and PUT /api/community/me */
export const profileSchema = z.object({
  memberId: z.string(),
  displayName: z.string(),
  /** false until the member saved a name (the default is the preferred name, else "Member …"). */
  displayNameChosen: z.boolean(),
  joinedAt: z.string(),
  newMember: z.boolean(),
  moderator: z.boolean(),
  /** Set while a moderator's suspension lasts. */
  suspendedUntil: z.nullable(z.string()),
  stats: z.object({
    posts: z.number(),
    replies: z.number(),
    /** Own replies marked helpful by at least one other member (Community Champion at 10). */
    helpfulReplies: z.number(),
  }),
});
export type Profile = z.infer<typeof profileSchema>;
