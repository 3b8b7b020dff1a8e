import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { treatmentKeys } from '../treatment-keys';

/**
 * The dashboard answer, read for its `calendar` (the month's dose days and the due days still
 * ahead). The rest of the body is kept as it came (looseObject), so a dashboard page that
 * shares the ['dashboard', month] key finds the whole answer in the cache.
 */
export const dashboardCalendarSchema = z.looseObject({
  today: z.string().optional(),
  calendar: z.looseObject({
    month: z.string(),
    injectionDates: z.array(z.string()),
    reminderDates: z.array(z.string()),
    days: z
      .array(
        z.object({
          date: z.string(),
          doses: z.array(z.enum(['on-time', 'late', 'missed', 'extra', 'due', 'overdue'])),
          journalEntries: z.number(),
          checkins: z.number(),
        }),
      )
      .default([]),
  }),
});
export type DashboardCalendar = z.infer<typeof dashboardCalendarSchema>;

/** GET /api/dashboard?month=YYYY-MM. */
export async function getDashboardMonth(
  month: string,
  signal?: AbortSignal,
): Promise<DashboardCalendar> {
  return apiRequest(`/dashboard?month=${encodeURIComponent(month)}`, {
    schema: dashboardCalendarSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useDashboardMonth(month: string) {
  return useQuery<DashboardCalendar, ApiError>({
    queryKey: treatmentKeys.dashboardMonth(month),
    queryFn: ({ signal }) => getDashboardMonth(month, signal),
    placeholderData: keepPreviousData,
  });
}
