import { aiLimits, type CrisisResourceView } from '@stride/api/contracts/ai';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { ApiError } from '../../../lib/api-error';
import {
  chatHistoryQuery,
  coachKeys,
  invalidateChatHistory,
  type ShownHistory,
  type ShownMessage,
  type ShownReply,
} from '../../../entities/coach';
import { invalidateDashboard } from '../../../entities/dashboard';
import { useSendChatMessage } from '../api/send-chat-message';
import { coachText } from '../coach-text';

/** A message typed here that the server has not answered yet, or that failed. */
export interface PendingMessage {
  localId: string;
  content: string;
  createdAt: string;
  status: 'sending' | 'failed';
  error: string | null;
}

/** What a reply told us that the history does not repeat: who answered, and the resources. */
export interface ReplyDetails {
  source: ShownReply['source'];
  resources: CrisisResourceView[];
  tier: ShownReply['tier'];
}

/** The message to show when sending failed: the server's when it gave one (a 429 included). */
export function sendErrorMessage(error: ApiError | Error): string {
  if (!('kind' in error)) return coachText.sendFailedServer;
  if (error.kind === 'network') return coachText.sendFailedNetwork;
  if (error.kind === 'http' && error.message) return error.message;
  return coachText.sendFailedServer;
}

let localCounter = 0;

/**
 * The conversation: the history from the server (fetched when the page opens and again after
 * each reply, which marks replies read), plus the messages in flight or failed here.
 */
export function useCoachConversation({
  onCrisis,
}: { onCrisis?: (resources: CrisisResourceView[]) => void } = {}) {
  const client = useQueryClient();
  const history = useQuery(chatHistoryQuery(aiLimits.historyDefault));
  const send = useSendChatMessage();
  const [pending, setPending] = useState<PendingMessage[]>([]);
  // In the query cache rather than component state, so switching tabs keeps the 'offline coach'
  // badges and the server's resources (the cache is cleared on sign-out).
  const { data: details } = useQuery<Record<string, ReplyDetails>>({
    queryKey: coachKeys.replyDetails,
    queryFn: () => ({}),
    initialData: {},
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const sendingRef = useRef(false);

  const deliver = useCallback(
    (message: PendingMessage) => {
      if (sendingRef.current) return;
      sendingRef.current = true;
      setPending((list) => [
        ...list.filter((m) => m.localId !== message.localId),
        { ...message, status: 'sending', error: null },
      ]);
      send.mutate(
        { message: message.content },
        {
          onSuccess: (reply) => {
            client.setQueryData<Record<string, ReplyDetails>>(coachKeys.replyDetails, (known) => ({
              ...known,
              [reply.messageId]: {
                source: reply.source,
                resources: reply.resources,
                tier: reply.tier,
              },
            }));
            if (reply.crisis && reply.resources.length > 0) onCrisis?.(reply.resources);
            // Shown at once; the history read that follows brings the stored copies (and marks
            // the reply read).
            const key = coachKeys.history(aiLimits.historyDefault);
            client.setQueryData<ShownHistory>(key, (old) => ({
              messages: [
                ...(old?.messages ?? []),
                {
                  id: message.localId,
                  role: 'user',
                  content: message.content,
                  crisis: reply.crisis,
                  createdAt: message.createdAt,
                },
                {
                  id: reply.messageId,
                  role: 'assistant',
                  content: reply.reply,
                  crisis: reply.crisis,
                  createdAt: reply.createdAt,
                  source: reply.source,
                  tier: reply.tier,
                },
              ],
            }));
            setPending((list) => list.filter((m) => m.localId !== message.localId));
            sendingRef.current = false;
            void Promise.all([invalidateChatHistory(client), invalidateDashboard(client)]);
          },
          onError: (error) => {
            sendingRef.current = false;
            setPending((list) =>
              list.map((m) =>
                m.localId === message.localId
                  ? { ...m, status: 'failed', error: sendErrorMessage(error) }
                  : m,
              ),
            );
          },
        },
      );
    },
    [client, onCrisis, send],
  );

  const sendMessage = useCallback(
    (content: string) => {
      deliver({
        localId: `local-${Date.now()}-${++localCounter}`,
        content,
        createdAt: new Date().toISOString(),
        status: 'sending',
        error: null,
      });
    },
    [deliver],
  );

  const retry = useCallback((message: PendingMessage) => deliver(message), [deliver]);
  const discard = useCallback(
    (message: PendingMessage) =>
      setPending((list) => list.filter((m) => m.localId !== message.localId)),
    [],
  );

  const messages: ShownMessage[] = history.data?.messages ?? [];
  return {
    history,
    messages,
    pending,
    details,
    sending: pending.some((m) => m.status === 'sending'),
    sendMessage,
    retry,
    discard,
  };
}
