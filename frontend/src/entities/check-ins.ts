import type { Checkin } from '@stride/api/contracts/journal';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../lib/api-client';
import type { ApiError } from '../lib/api-error';

/** Every check-in read sits under ['checkins'], so one invalidation refreshes them all. */
export const checkinKeys = {
  all: ['checkins'] as const,
  range: (startDate: string, endDate: string) => ['checkins', startDate, endDate] as const,
};

export const checkinSchema = z.object({
  id: z.string(),
  date: z.string(),
  mood: z.number(),
  energy: z.number().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  etag: z.string(),
}) satisfies z.ZodType<Checkin>;

const checkinListSchema = z.object({
  checkins: z.array(checkinSchema),
  startDate: z.string(),
  endDate: z.string(),
});
export type CheckinList = z.infer<typeof checkinListSchema>;

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
