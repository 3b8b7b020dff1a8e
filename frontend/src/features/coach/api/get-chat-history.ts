import { aiLimits } from '@stride/api/contracts/ai';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { chatMessageSchema } from './coach-schemas';
import { coachKeys } from './coach-keys';

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
export function useChatHistory(limit: number = aiLimits.historyDefault) {
  return useQuery<ShownHistory, ApiError>({
    queryKey: coachKeys.history(limit),
    queryFn: ({ signal }) => getChatHistory(limit, signal),
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
}
