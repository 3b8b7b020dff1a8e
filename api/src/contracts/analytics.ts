import { z } from 'zod';
import { calendarDateSchema } from './treatment.js';

export const analyticsPeriods = ['week', 'month', 'quarter', 'year'] as const;

export const analyticsQuerySchema = z.object({
  period: z
    .enum(analyticsPeriods, { error: "period must be 'week', 'month', 'quarter' or 'year'" })
    .default('month'),
});

/** Inclusive calendar dates in the person's zone; at most ten years; start before end. */
export const adherenceQuerySchema = z
  .object({
    startDate: calendarDateSchema.optional(),
    endDate: calendarDateSchema.optional(),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: 'startDate must not be after endDate',
    path: ['endDate'],
  });
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];
