import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { entrySchema } from './journal-schemas';
import { journalKeys, type EntryFilters } from './journal-keys';

const entryListSchema = z.object({ entries: z.array(entrySchema), total: z.number() });
export type EntryList = z.infer<typeof entryListSchema>;

export interface EntryListParams {
  limit?: number;
  offset?: number;
  search?: string;
  tags?: readonly string[];
  startDate?: string;
  endDate?: string;
}

/** The query string: blank search left out, tags repeated (`tags=a&tags=b`). */
export function entryListQuery(params: EntryListParams): string {
  const query = new URLSearchParams();
  if (params.limit !== undefined) query.set('limit', String(params.limit));
  if (params.offset) query.set('offset', String(params.offset));
  const search = params.search?.trim();
  if (search) query.set('search', search);
  for (const tag of params.tags ?? []) query.append('tags', tag);
  if (params.startDate) query.set('startDate', params.startDate);
  if (params.endDate) query.set('endDate', params.endDate);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** GET /api/journal → 200 {entries, total}, newest first. */
export function listEntries(params: EntryListParams, signal?: AbortSignal): Promise<EntryList> {
  return apiRequest(`/journal${entryListQuery(params)}`, { schema: entryListSchema, signal });
}

export const entryPageSize = 10;

/** The /journal list: pages of 10 by limit/offset; the previous answer stays while typing. */
export function useEntryPages(filters: EntryFilters) {
  return useInfiniteQuery<
    EntryList,
    ApiError,
    { pages: EntryList[] },
    ReturnType<typeof journalKeys.list>,
    number
  >({
    queryKey: journalKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      listEntries(
        { limit: entryPageSize, offset: pageParam, search: filters.search, tags: filters.tags },
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.entries.length, 0);
      return last.entries.length > 0 && loaded < last.total ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
}

/** The latest entries (the Entries page's 'Recent Journal Entries' card). */
export function useRecentEntries(limit = 5) {
  return useQuery<EntryList, ApiError>({
    queryKey: journalKeys.recent(limit),
    queryFn: ({ signal }) => listEntries({ limit }, signal),
  });
}

/** The entries written on one calendar day (their localDate). */
export function useDayEntries(date: string) {
  return useQuery<EntryList, ApiError>({
    queryKey: journalKeys.day(date),
    queryFn: ({ signal }) => listEntries({ limit: 200, startDate: date, endDate: date }, signal),
  });
}
