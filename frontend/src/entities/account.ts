import { sessionsReplySchema, type SessionView } from '@stride/api/contracts/auth';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';
import type { ApiError } from '../lib/api-error';

/**
 * The account's server state the settings page reads. The signed-in user itself is held by the
 * session (lib/session), not by the query cache.
 */
export const accountKeys = {
  sessions: ['settings', 'sessions'] as const,
};

/** GET /api/auth/sessions → the account's active sessions, this device's marked `current`. */
export async function getSessions(signal?: AbortSignal): Promise<SessionView[]> {
  const { sessions } = await apiRequest('/auth/sessions', {
    schema: sessionsReplySchema,
    ...(signal ? { signal } : {}),
  });
  return sessions;
}

export const sessionsQuery = () =>
  queryOptions<SessionView[], ApiError>({
    queryKey: accountKeys.sessions,
    queryFn: ({ signal }) => getSessions(signal),
  });

export const invalidateSessions = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: accountKeys.sessions });
