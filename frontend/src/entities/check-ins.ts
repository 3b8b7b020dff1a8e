import {
  checkinListReplySchema,
  checkinSchema as contractCheckinSchema,
  type Checkin,
  type CheckinListReply,
} from '@stride/api/contracts/journal';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';
import type { ApiError } from '../lib/api-error';

/** Every check-in read sits under ['checkins'], so one invalidation refreshes them all. */
export const checkinKeys = {
  all: ['checkins'] as const,
  range: (startDate: string, endDate: string) => ['checkins', startDate, endDate] as const,
};

/** A check-in and the list reply: the contract's schemas, shared with the server. */
export const checkinSchema = contractCheckinSchema;
const checkinListSchema = checkinListReplySchema;
export type CheckinList = CheckinListReply;

/** GET /api/checkins?startDate&endDate → 200 {checkins (newest first), startDate, endDate}. */
export function listCheckins(
  startDate: string,
  endDate: string,
  signal?: AbortSignal,
): Promise<CheckinList> {
  const query = new URLSearchParams({ startDate, endDate });
  return apiRequest(`/checkins?${query.toString()}`, { schema: checkinListSchema, signal });
}

/** The check-in of one day (one a day), or null. */
export const dayCheckinQuery = (date: string) =>
  queryOptions<CheckinList, ApiError, Checkin | null>({
    queryKey: checkinKeys.range(date, date),
    queryFn: ({ signal }) => listCheckins(date, date, signal),
    select: (list) => list.checkins.find((c) => c.date === date) ?? list.checkins[0] ?? null,
  });

export const invalidateCheckins = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: checkinKeys.all });
