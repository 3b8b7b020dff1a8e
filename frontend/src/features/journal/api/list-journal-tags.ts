import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-error';
import { tagsByUse } from '../tag-filters';
import { journalKeys, listEntries } from '../../../entities/journal';

/**
 * The person's own tags, most used first. The API has no tag list of its own, so this reads
 * the latest 200 entries (the most one page may hold) and collects theirs. `enabled: false`
 * until the tags are needed where only a dialog shows them (the dashboard's journal entry).
 */
export function useJournalTags({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<string[], ApiError>({
    queryKey: journalKeys.tags,
    queryFn: async ({ signal }) => tagsByUse((await listEntries({ limit: 200 }, signal)).entries),
    staleTime: 60_000,
    enabled,
  });
}
