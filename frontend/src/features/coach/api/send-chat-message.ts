import type { ChatRequest } from '@stride/api/contracts/ai';
import { useMutation } from '@tanstack/react-query';
import { chatReplySchema, type ShownReply } from '../../../entities/coach';
import { apiRequest } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';

/** POST /api/ai/chat → 200 {reply, crisis, resources, messageId, createdAt, source}. */
export function sendChatMessage(request: ChatRequest): Promise<ShownReply> {
  return apiRequest('/ai/chat', { method: 'POST', body: request, schema: chatReplySchema });
}

/** Sends one message; the chat page keeps the conversation and refreshes the history after. */
export function useSendChatMessage() {
  return useMutation<ShownReply, ApiError, ChatRequest>({
    mutationKey: ['coach', 'send'],
    mutationFn: sendChatMessage,
  });
}
