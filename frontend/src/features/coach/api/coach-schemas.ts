import type { ChatMessage, ChatReply, CrisisResourceView } from '@stride/api/contracts/ai';
import { z } from 'zod';

/** The coach's answers as the web app reads them (the types are the API's contract). */
export const coachSourceSchema = z.enum(['azure-openai', 'offline']);

export const crisisTierSchema = z.enum(['none', 'distress', 'concern', 'urgent']);

export const crisisResourceSchema = z.object({
  name: z.string(),
  phone: z.string().optional(),
  text: z.string().optional(),
  url: z.string(),
  hours: z.string(),
  description: z.string().default(''),
}) satisfies z.ZodType<CrisisResourceView, unknown>;

export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  crisis: z.boolean(),
  createdAt: z.string(),
  /** Not in the history yet (see the report); used when the server sends it. */
  source: coachSourceSchema.optional(),
  tier: crisisTierSchema.optional(),
}) satisfies z.ZodType<ChatMessage, unknown>;

export type ShownMessage = z.infer<typeof chatMessageSchema>;

export const chatReplySchema = z.object({
  reply: z.string(),
  crisis: z.boolean(),
  tier: crisisTierSchema,
  safeMode: z.boolean(),
  resources: z.array(crisisResourceSchema),
  messageId: z.string(),
  createdAt: z.string(),
  source: coachSourceSchema,
}) satisfies z.ZodType<ChatReply, unknown>;
