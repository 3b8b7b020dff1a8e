import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { injectionKeys } from '../../../entities/injections';
import type { ApiError } from '../../../lib/api-error';
import {
  invalidateAfterInjectionWrite,
  removeInjection,
  restoreInjectionLists,
  snapshotInjectionLists,
  type InjectionListSnapshot,
} from './injection-list-cache';

/** DELETE /api/injections/{id} → 204. */
export async function deleteInjection(id: string): Promise<void> {
  await apiRequest(`/injections/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * Undo of a dose just logged: out of the lists at once, then DELETE; whatever the answer, the
 * lists, prescription (next date, site) and dashboard (XP, tasks) are read again. Needs no
 * mounted component: the toast that offers it outlives the dialog.
 */
export async function undoLoggedInjection(queryClient: QueryClient, id: string): Promise<void> {
  await queryClient.cancelQueries({ queryKey: injectionKeys.all });
  removeInjection(queryClient, id);
  try {
    await deleteInjection(id);
  } finally {
    await invalidateAfterInjectionWrite(queryClient);
  }
}

/** Deletes an injection: gone from the lists at once, back again if the server refuses. */
export function useDeleteInjection() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, string, { snapshot: InjectionListSnapshot }>({
    mutationKey: ['injections', 'delete'],
    mutationFn: deleteInjection,
    onMutate: async (id) => {
      const snapshot = await snapshotInjectionLists(queryClient);
      removeInjection(queryClient, id);
      return { snapshot };
    },
    onError: (_error, _id, context) => {
      if (context) restoreInjectionLists(queryClient, context.snapshot);
    },
    onSettled: () => invalidateAfterInjectionWrite(queryClient),
  });
}
