import {
  aiLimits,
  type ChatMessage,
  type ChatReply,
  type CrisisResourceView,
} from '@stride/api/contracts/ai';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../lib/api-client';
import type { ApiError } from '../lib/api-error';

/** Query keys of the coach. The dashboard's unread badge lives under ['dashboard']. */
export const coachKeys = {
  all: ['coach'] as const,
  history: (limit: number) => ['coach', 'history', limit] as const,
  /** What replies said that the history does not repeat (source, resources): kept per session. */
  replyDetails: ['coach', 'reply-details'] as const,
};

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

export type ShownReply = z.infer<typeof chatReplySchema>;

const chatHistorySchema = z.object({ messages: z.array(chatMessageSchema) });
export type ShownHistory = z.infer<typeof chatHistorySchema>;

/**
 * GET /api/ai/chat/history?limit=50 → the last messages, oldest first. Reading it marks the
 * coach's replies as read (the dashboard's unread badge).
 */
export function getChatHistory(
  limit: number = aiLimits.historyDefault,
  signal?: AbortSignal,
): Promise<ShownHistory> {
  return apiRequest(`/ai/chat/history?limit=${limit}`, { schema: chatHistorySchema, signal });
}

/** The conversation, fetched each time the page opens (never served stale from the cache). */
export const chatHistoryQuery = (limit: number = aiLimits.historyDefault) =>
  queryOptions<ShownHistory, ApiError>({
    queryKey: coachKeys.history(limit),
    queryFn: ({ signal }) => getChatHistory(limit, signal),
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });

export const invalidateChatHistory = (
  client: QueryClient,
  limit: number = aiLimits.historyDefault,
) => client.invalidateQueries({ queryKey: coachKeys.history(limit) });
