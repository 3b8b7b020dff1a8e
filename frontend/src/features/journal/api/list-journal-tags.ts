import { useQuery } from '@tanstack/react-query';
import { tagCountsReplySchema } from '@stride/api/contracts/journal';
import { apiRequest } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { journalKeys } from '../../../entities/journal';

/**
 * The person's own tags, most used first, from every entry: GET /api/journal/tags (a few
 * hundred bytes; reading the latest 200 entries for them cost ~13 KB and missed the tags of
 * older ones). `enabled: false` until the tags are needed where only a dialog shows them (the
 * dashboard's journal entry).
 */
export function useJournalTags({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<string[], ApiError>({
    queryKey: journalKeys.tags,
    queryFn: async ({ signal }) =>
      (await apiRequest('/journal/tags', { schema: tagCountsReplySchema, signal })).tags.map(
        ({ tag }) => tag,
      ),
    staleTime: 60_000,
    enabled,
  });
}
