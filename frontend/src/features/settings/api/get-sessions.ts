import { sessionViewSchema, type SessionView } from '@stride/api/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';

export const sessionsQueryKey = ['settings', 'sessions'] as const;

const sessionsResponseSchema = z.object({ sessions: z.array(sessionViewSchema) });

/** GET /api/auth/sessions → the account's active sessions, this device's marked `current`. */
export async function getSessions(signal?: AbortSignal): Promise<SessionView[]> {
  const { sessions } = await apiRequest('/auth/sessions', {
    schema: sessionsResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return sessions;
}

export function useSessions() {
  return useQuery<SessionView[], ApiError>({
    queryKey: sessionsQueryKey,
    queryFn: ({ signal }) => getSessions(signal),
  });
}
