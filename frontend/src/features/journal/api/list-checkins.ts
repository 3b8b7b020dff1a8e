import type { Checkin } from '@stride/api/contracts/journal';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { checkinSchema } from './journal-schemas';
import { checkinKeys } from './journal-keys';

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
export function useDayCheckin(date: string) {
  return useQuery<CheckinList, ApiError, Checkin | null>({
    queryKey: checkinKeys.range(date, date),
    queryFn: ({ signal }) => listCheckins(date, date, signal),
    select: (list) => list.checkins.find((c) => c.date === date) ?? list.checkins[0] ?? null,
  });
}
