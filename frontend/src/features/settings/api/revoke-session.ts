import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { invalidateSessions } from '../../../entities/account';

/** DELETE /api/auth/sessions/{id} → 204: that device is signed out. */
export async function revokeSession(id: string): Promise<void> {
  await apiRequest(`/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, string>({
    mutationKey: ['settings', 'sessions', 'revoke'],
    mutationFn: revokeSession,
    onSettled: () => invalidateSessions(queryClient),
  });
}
