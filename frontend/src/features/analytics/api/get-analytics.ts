import { analyticsPeriods } from '@stride/api/contracts/analytics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import type { AnalyticsPeriod } from '../period';
import { analyticsKeys } from './analytics-keys';

export const doseStatusSchema = z.enum(['on-time', 'late', 'missed', 'upcoming']);
export type DoseStatus = z.infer<typeof doseStatusSchema>;

/** A whole percent, or null when nothing was due (shown as '—', never as 100). */
const rateSchema = z.number().nullable();

export const analyticsSchema = z.object({
  period: z.enum(analyticsPeriods),
  startDate: z.string(),
  endDate: z.string(),
  adherenceRate: rateSchema,
  onTimeRate: rateSchema,
  dosesScheduled: z.number(),
  dosesTaken: z.number(),
  dosesLate: z.number(),
  dosesMissed: z.number(),
  siteCounts: z.record(z.string(), z.number()),
  moodAverage: z.number().nullable(),
  energyAverage: z.number().nullable(),
  checkinCount: z.number(),
  moodByDaySinceInjection: z.array(
    z.object({ daysSinceInjection: z.number(), moodAverage: z.number(), checkins: z.number() }),
  ),
  journalCount: z.number(),
  doseTiming: z.array(
    z.object({
      dueDate: z.string(),
      takenDate: z.string().nullable(),
      status: doseStatusSchema,
      offsetDays: z.number().nullable(),
    }),
  ),
  series: z.array(
    z.object({
      date: z.string(),
      mood: z.number().nullable(),
      energy: z.number().nullable(),
      injected: z.boolean(),
      dose: doseStatusSchema.nullable(),
      journal: z.number(),
    }),
  ),
});
export type Analytics = z.infer<typeof analyticsSchema>;
export type DoseTiming = Analytics['doseTiming'][number];
export type SeriesDay = Analytics['series'][number];

/** GET /api/analytics?period=… → the figures and chart rows of a rolling window ending today. */
export function getAnalytics(period: AnalyticsPeriod, signal?: AbortSignal): Promise<Analytics> {
  const query = new URLSearchParams({ period });
  return apiRequest(`/analytics?${query.toString()}`, {
    schema: analyticsSchema,
    ...(signal ? { signal } : {}),
  });
}

/** The period's analytics; the previous period stays on screen while the next one loads. */
export function useAnalytics(period: AnalyticsPeriod) {
  return useQuery<Analytics, ApiError>({
    queryKey: analyticsKeys.period(period),
    queryFn: ({ signal }) => getAnalytics(period, signal),
    placeholderData: keepPreviousData,
    // Doses and check-ins are logged on other pages: read afresh on every visit.
    staleTime: 0,
  });
}
