import {
  entryPageSchema,
  entryReplySchema,
  entrySchema as contractEntrySchema,
  type Entry,
  type EntryPage,
} from '@stride/api/contracts/journal';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  type QueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';
import type { ApiError } from '../lib/api-error';

export interface EntryFilters {
  search: string;
  tags: readonly string[];
}

/**
 * Query keys. Every journal read sits under ['journal'], so one invalidation after a write
 * refreshes them all (and ['dashboard'], whose XP and daily tasks count entries).
 */
export const journalKeys = {
  all: ['journal'] as const,
  list: (filters: EntryFilters) => ['journal', 'list', filters] as const,
  recent: (limit: number) => ['journal', 'recent', limit] as const,
  day: (date: string) => ['journal', 'day', date] as const,
  tags: ['journal', 'tags'] as const,
  entry: (id: string) => ['journal', 'entry', id] as const,
};

/** An entry and the replies that carry one: the contract's schemas, shared with the server. */
export const entrySchema = contractEntrySchema;
export const entryResponseSchema = entryReplySchema;

const entryListSchema = entryPageSchema;
export type EntryList = EntryPage;

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

/** GET /api/journal/{id} → 200 {entry} (the latest version, after a 409). */
export async function getEntry(id: string): Promise<Entry> {
  const { entry } = await apiRequest(`/journal/${encodeURIComponent(id)}`, {
    schema: entryResponseSchema,
  });
  return entry;
}

export const entryPageSize = 10;

/** The /journal list: pages of 10 by limit/offset; the previous answer stays while typing. */
export const entryPagesQuery = (filters: EntryFilters) =>
  infiniteQueryOptions<
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

/** The latest entries (the Entries page's 'Recent Journal Entries' card). */
export const recentEntriesQuery = (limit = 5) =>
  queryOptions<EntryList, ApiError>({
    queryKey: journalKeys.recent(limit),
    queryFn: ({ signal }) => listEntries({ limit }, signal),
  });

/** The entries written on one calendar day (their localDate). */
export const dayEntriesQuery = (date: string) =>
  queryOptions<EntryList, ApiError>({
    queryKey: journalKeys.day(date),
    queryFn: ({ signal }) => listEntries({ limit: 200, startDate: date, endDate: date }, signal),
  });

export const invalidateJournal = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: journalKeys.all });

/** PATCH /api/journal/{id}/shared: mark an entry for the support circle's share links, or not. */
export async function setEntryShared(id: string, shared: boolean): Promise<Entry> {
  const { entry } = await apiRequest(`/journal/${encodeURIComponent(id)}/shared`, {
    method: 'PATCH',
    body: { shared },
    schema: entryResponseSchema,
  });
  return entry;
}
