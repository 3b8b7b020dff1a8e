import { z } from 'zod';

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
  messageTooLong: `Message must be at most ${aiLimits.messageMax.toLocaleString('en-US')} characters`,
  contextTooLong: `Context must be at most ${aiLimits.contextMax.toLocaleString('en-US')} characters`,
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
  .refine(
    (context) =>
      (typeof context === 'string' ? context : JSON.stringify(context)).length <=
      aiLimits.contextMax,
    aiMessages.contextTooLong,
  );

/** POST /api/ai/chat */
export const chatRequestSchema = z.object({
  message: z
    .string({ error: aiMessages.messageRequired })
    .max(aiLimits.messageMax, aiMessages.messageTooLong)
    .refine((message) => message.trim().length > 0, aiMessages.messageRequired),
  context: contextSchema.nullable().optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** GET /api/ai/chat/history?limit= */
export const chatHistoryQuerySchema = z.object({
  limit: z.coerce
    .number({ error: aiMessages.limitInvalid })
    .int(aiMessages.limitInvalid)
    .min(1, aiMessages.limitInvalid)
    .max(aiLimits.historyMax, aiMessages.limitInvalid)
    .default(aiLimits.historyDefault),
});

/**
 * The screen's verdict on a message: `urgent` and `concern` are crises (the crisis card),
 * `distress` gets a caring reply with a quiet resources line, `none` an ordinary answer.
 */
export type CrisisTier = 'none' | 'distress' | 'concern' | 'urgent';

export type ChatRole = 'user' | 'assistant';
export type CoachSource = 'azure-openai' | 'offline';

export interface ChatMessage {
  id: string;
  role: ChatRole;
  content: string;
  crisis: boolean;
  createdAt: string;
  /** Who answered (coach messages only): the AI service or the offline coach. */
  source?: CoachSource;
  /** The screen's tier, when it was not `none` (a distress reply shows a quiet resources line). */
  tier?: CrisisTier;
}

export interface CrisisResourceView {
  name: string;
  phone?: string;
  text?: string;
  url: string;
  hours: string;
  description: string;
}

export interface ChatReply {
  reply: string;
  crisis: boolean;
  tier: CrisisTier;
  /** A crisis earlier in this session: the coach stays gentle (no gamification, no feature list). */
  safeMode: boolean;
  resources: CrisisResourceView[];
  messageId: string;
  createdAt: string;
  source: CoachSource;
}

export interface ChatHistory {
  messages: ChatMessage[];
}

/** GET /api/photos/{id}?size= */
export const photoSizeQuerySchema = z.object({
  size: z.enum(['original', 'thumb'], { error: aiMessages.sizeInvalid }).default('original'),
});

export interface PhotoView {
  id: string;
  /** Fetch with the token (an `<img>` cannot send it) and show from an object URL. */
  url: string;
  thumbnailUrl: string;
  takenAt: string;
  contentType: string;
  size: number;
  width: number;
  height: number;
  analysis: string;
  analysisSource: CoachSource;
  context: string | null;
}

export interface AnalyzeImageReply {
  photo: PhotoView;
  analysis: string;
  source: CoachSource;
  crisis: boolean;
  resources: CrisisResourceView[];
}
