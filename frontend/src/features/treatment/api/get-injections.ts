import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { treatmentKeys } from '../treatment-keys';
import { injectionSchema } from './injection-schema';

export const injectionListSchema = z.object({
  injections: z.array(injectionSchema),
  total: z.number(),
});
export type InjectionList = z.infer<typeof injectionListSchema>;

/** The spec's window read: GET /api/injections?startDate&endDate&limit=200 (newest first). */
export async function getInjections(
  window: { startDate: string; endDate: string },
  signal?: AbortSignal,
): Promise<InjectionList> {
  const query = new URLSearchParams({
    startDate: window.startDate,
    endDate: window.endDate,
    limit: '200',
  });
  return apiRequest(`/injections?${query.toString()}`, {
    schema: injectionListSchema,
    ...(signal ? { signal } : {}),
  });
}

/** The injections taken on the days of a window (inclusive dates in the person's zone). */
export function useInjectionsInWindow(startDate: string, endDate: string) {
  return useQuery<InjectionList, ApiError>({
    queryKey: treatmentKeys.injectionWindow(startDate, endDate),
    queryFn: ({ signal }) => getInjections({ startDate, endDate }, signal),
    placeholderData: keepPreviousData,
  });
}
