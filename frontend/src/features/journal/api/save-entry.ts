import type { Entry, EntryRequest } from '@stride/api/contracts/journal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { invalidateDashboard } from '../../../entities/dashboard';
import { entryResponseSchema, invalidateJournal } from '../../../entities/journal';

export interface SaveEntryVariables {
  /** null: a new entry (POST); else PUT /api/journal/{id} with If-Match: etag. */
  id: string | null;
  etag: string | null;
  body: EntryRequest;
}

/**
 * POST /api/journal → 201 {entry}; PUT /api/journal/{id} → 200 {entry}, 409 when the entry
 * changed elsewhere since `etag` (a PUT replaces every field), 404 when it was deleted.
 */
export async function saveEntry({ id, etag, body }: SaveEntryVariables): Promise<Entry> {
  const { entry } = await apiRequest(id ? `/journal/${encodeURIComponent(id)}` : '/journal', {
    method: id ? 'PUT' : 'POST',
    body,
    schema: entryResponseSchema,
    headers: id && etag ? { 'If-Match': etag } : undefined,
  });
  return entry;
}

export function useSaveEntry() {
  const client = useQueryClient();
  return useMutation<Entry, ApiError, SaveEntryVariables>({
    mutationKey: ['journal', 'save'],
    mutationFn: saveEntry,
    onSuccess: async () => {
      await Promise.all([invalidateJournal(client), invalidateDashboard(client)]);
    },
  });
}
