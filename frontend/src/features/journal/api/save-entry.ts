import type { Entry, EntryRequest } from '@stride/api/contracts/journal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { outboxStandInId } from '../../../lib/outbox/outbox-item';
import { createThroughOutbox } from '../../../lib/outbox/outbox';
import { refreshAfterWrite } from '../../../lib/outbox/refresh-after-write';
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
  if (id === null) {
    // A new entry goes through the outbox: kept on the device when the server is out of reach.
    const result = await createThroughOutbox('journal', body, entryResponseSchema);
    if ('saved' in result) return result.saved.entry;
    const now = new Date().toISOString();
    return {
      id: outboxStandInId(result.kept.key),
      title: body.title,
      content: body.content,
      tags: body.tags ?? [],
      mood: body.mood ?? null,
      createdAt: now,
      updatedAt: now,
      localDate: now.slice(0, 10),
      etag: '',
      shared: false,
    };
  }
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
    networkMode: 'always',
    mutationFn: saveEntry,
    onSuccess: (entry) =>
      refreshAfterWrite(entry, () =>
        Promise.all([invalidateJournal(client), invalidateDashboard(client)]),
      ),
  });
}
