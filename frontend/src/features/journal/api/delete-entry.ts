import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { dashboardKey, journalKeys } from './journal-keys';

/** DELETE /api/journal/{id} → 204. */
export function deleteEntry(id: string): Promise<void> {
  return apiRequest(`/journal/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteEntry() {
  const client = useQueryClient();
  return useMutation<void, ApiError, string>({
    mutationKey: ['journal', 'delete'],
    mutationFn: deleteEntry,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: journalKeys.all }),
        client.invalidateQueries({ queryKey: dashboardKey }),
      ]);
    },
  });
}
