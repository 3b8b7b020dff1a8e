import { restoreTokenHeader, type Entry } from '@stride/api/contracts/journal';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { invalidateDashboard } from '../../../entities/dashboard';
import {
  entryResponseSchema,
  invalidateJournal as invalidateEntries,
} from '../../../entities/journal';

/** DELETE /api/journal/{id} → 204, with the token that can undo it (null if none came). */
export async function deleteEntry(id: string): Promise<string | null> {
  let restoreToken: string | null = null;
  await apiRequest(`/journal/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    onHeaders: (headers) => (restoreToken = headers.get(restoreTokenHeader)),
  });
  return restoreToken;
}

/** POST /api/journal/{id}/restore → 201 {entry}: the deleted entry back, same id and day. */
export async function restoreEntry(entry: Entry, restoreToken: string): Promise<Entry> {
  const { entry: restored } = await apiRequest(`/journal/${encodeURIComponent(entry.id)}/restore`, {
    method: 'POST',
    body: {
      title: entry.title,
      content: entry.content,
      tags: entry.tags,
      mood: entry.mood,
      restoreToken,
    },
    schema: entryResponseSchema,
  });
  return restored;
}

const invalidateJournal = (client: QueryClient) =>
  Promise.all([invalidateEntries(client), invalidateDashboard(client)]);

/**
 * Undo of a delete: the entry comes back, and every journal list and the dashboard (XP, tasks)
 * are read again. Needs no mounted component: the toast that offers it outlives the dialog.
 */
export async function undoDeleteEntry(
  client: QueryClient,
  entry: Entry,
  restoreToken: string,
): Promise<void> {
  try {
    await restoreEntry(entry, restoreToken);
  } finally {
    await invalidateJournal(client);
  }
}

export function useDeleteEntry() {
  const client = useQueryClient();
  return useMutation<string | null, ApiError, string>({
    mutationKey: ['journal', 'delete'],
    mutationFn: deleteEntry,
    onSuccess: async () => {
      await invalidateJournal(client);
    },
  });
}
