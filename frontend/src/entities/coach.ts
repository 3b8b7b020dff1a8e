import {
  aiLimits,
  chatHistorySchema,
  chatReplySchema,
  type ChatHistory,
  type ChatMessage,
  type ChatReply,
} from '@stride/api/contracts/ai';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';
import type { ApiError } from '../lib/api-error';

/** Query keys of the coach. The dashboard's unread badge lives under ['dashboard']. */
export const coachKeys = {
  all: ['coach'] as const,
  history: (limit: number) => ['coach', 'history', limit] as const,
  /** What replies said that the history does not repeat (source, resources): kept per session. */
  replyDetails: ['coach', 'reply-details'] as const,
};

/** The coach's answers: the contract's schemas, shared with the server. */
export { chatReplySchema };
export type ShownMessage = ChatMessage;
export type ShownReply = ChatReply;
export type ShownHistory = ChatHistory;

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
