import { z } from './zod.js';
import { queryLimit, withThousands } from './common.js';
import type { CrisisResource } from './crisis-resources.js';

/** The AI coach and progress photos (api.md "AI coach"): shared by the server and the web app. */

export const aiLimits = {
  messageMax: 4000,
  /** The optional page context, once serialized as JSON. */
  contextMax: 2000,
  historyDefault: 50,
  historyMax: 200,
  /** Messages a person may send in one window (crisis messages are never refused). */
  chatPerWindow: 60,
  chatWindowMs: 10 * 60 * 1000,
  imageMaxBytes: 10 * 1024 * 1024,
  photoContextMax: 500,
} as const;

export const aiMessages = {
  messageRequired: 'Please write a message',
  messageTooLong: `Message must be at most ${withThousands(aiLimits.messageMax)} characters`,
  contextTooLong: `Context must be at most ${withThousands(aiLimits.contextMax)} characters`,
  contextInvalid: 'Context must be text or an object',
  limitInvalid: `limit must be a whole number from 1 to ${aiLimits.historyMax}`,
  rateLimited:
    "You've sent a lot of messages in a short time. Please take a breather and try again in a few minutes.",
  imageRequired: 'Please choose a photo (JPEG, PNG or WebP)',
  imageType: 'Photos must be JPEG, PNG or WebP images',
  imageUnreadable: 'That photo could not be read. Please try another one.',
  imageTooLarge: 'Photos must be at most 10 MB',
  multipartRequired: 'Send the photo as multipart/form-data with an "image" field',
  photoContextTooLong: `The note must be at most ${aiLimits.photoContextMax} characters`,
  sizeInvalid: 'size must be "original" or "thumb"',
} as const;

/** The page context: a short text or a small object (its JSON form counts). */
const contextSchema = z
  .union([z.string(), z.record(z.string(), z.unknown())], { error: aiMessages.contextInvalid })
  .check(
    z.refine(
      (context) =>
        (typeof context === 'string' ? context : JSON.stringify(context)).length <=
        aiLimits.contextMax,
      aiMessages.contextTooLong,
    ),
  );

/** POST /api/ai/chat */
export const chatRequestSchema = z.object({
  message: z.string({ error: aiMessages.messageRequired }).check(
    z.maxLength(aiLimits.messageMax, aiMessages.messageTooLong),
    z.refine((message) => message.trim().length > 0, aiMessages.messageRequired),
  ),
  context: z.optional(z.nullable(contextSchema)),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** GET /api/ai/chat/history?limit= */
export const chatHistoryQuerySchema = z.object({
  limit: queryLimit(aiLimits.historyMax, aiLimits.historyDefault, aiMessages.limitInvalid),
});

/**
 * The screen's verdict on a message: `urgent` and `concern` are crises (the crisis card),
 * `distress` gets a caring reply with a quiet resources line, `none` an ordinary answer.
 */
export const crisisTierSchema = z.enum(['none', 'distress', 'concern', 'urgent']);
export type CrisisTier = z.infer<typeof crisisTierSchema>;

export const chatRoleSchema = z.enum(['user', 'assistant']);
export type ChatRole = z.infer<typeof chatRoleSchema>;

/** Who answered: the AI service or the offline coach. */
export const coachSourceSchema = z.enum(['azure-openai', 'offline']);
export type CoachSource = z.infer<typeof coachSourceSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  role: chatRoleSchema,
  content: z.string(),
  crisis: z.boolean(),
  createdAt: z.string(),
  /** Who answered (coach messages only): the AI service or the offline coach. */
  source: z.optional(coachSourceSchema),
  /** The screen's tier, when it was not `none` (a distress reply shows a quiet resources line). */
  tier: z.optional(crisisTierSchema),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A crisis resource as a reply carries it (the list itself: crisis-resources.ts, zod-free). */
export const crisisResourceSchema = z.object({
  name: z.string(),
  phone: z.optional(z.string()),
  text: z.optional(z.string()),
  url: z.string(),
  hours: z.string(),
  description: z._default(z.string(), ''),
}) satisfies z.ZodMiniType<CrisisResource, unknown>;
export type CrisisResourceView = CrisisResource;

/** POST /api/ai/chat */
export const chatReplySchema = z.object({
  reply: z.string(),
  crisis: z.boolean(),
  tier: crisisTierSchema,
  /** A crisis earlier in this session: the coach stays gentle (no gamification, no feature list). */
  safeMode: z.boolean(),
  resources: z.array(crisisResourceSchema),
  messageId: z.string(),
  createdAt: z.string(),
  source: coachSourceSchema,
});
export type ChatReply = z.infer<typeof chatReplySchema>;

/** GET /api/ai/chat/history: the last messages, oldest first. */
export const chatHistorySchema = z.object({ messages: z.array(chatMessageSchema) });
export type ChatHistory = z.infer<typeof chatHistorySchema>;

/** GET /api/photos/{id}?size= */
export const photoSizeQuerySchema = z.object({
  size: z._default(z.enum(['original', 'thumb'], { error: aiMessages.sizeInvalid }), 'original'),
});

export const photoViewSchema = z.object({
  id: z.string(),
  /** Fetch with the token (an `<img>` cannot send it) and show from an object URL. */
  url: z.string(),
  thumbnailUrl: z.string(),
  takenAt: z.string(),
  contentType: z.string(),
  size: z.number(),
  width: z.number(),
  height: z.number(),
  analysis: z.string(),
  analysisSource: coachSourceSchema,
  context: z.nullable(z.string()),
});
export type PhotoView = z.infer<typeof photoViewSchema>;

/** GET /api/photos: newest first. */
export const photoListSchema = z.object({ photos: z.array(photoViewSchema) });
export type PhotoList = z.infer<typeof photoListSchema>;

/** POST /api/ai/analyze-image (201). */
export const analyzeImageReplySchema = z.object({
  photo: photoViewSchema,
  analysis: z.string(),
  source: coachSourceSchema,
  crisis: z._default(z.boolean(), false),
  resources: z._default(z.array(crisisResourceSchema), []),
});
export type AnalyzeImageReply = z.infer<typeof analyzeImageReplySchema>;
