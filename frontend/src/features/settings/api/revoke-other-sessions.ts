import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revokedSessionsReplySchema } from '@stride/api/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { invalidateSessions } from '../../../entities/account';

/** POST /api/auth/sessions/revoke-others → how many other devices were signed out. */
export async function revokeOtherSessions(): Promise<number> {
  const { revokedSessions } = await apiRequest('/auth/sessions/revoke-others', {
    method: 'POST',
    schema: revokedSessionsReplySchema,
  });
  return revokedSessions;
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation<number, ApiError, void>({
    mutationKey: ['settings', 'sessions', 'revoke-others'],
    mutationFn: revokeOtherSessions,
    onSettled: () => invalidateSessions(queryClient),
  });
}
