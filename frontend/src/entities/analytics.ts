import {
  analyticsReplySchema,
  providerReportSchema as providerReportContract,
  type analyticsPeriods,
} from '@stride/api/contracts/analytics';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../lib/api-client';
import type { ApiError } from '../lib/api-error';

export type AnalyticsPeriod = (typeof analyticsPeriods)[number];

/**
 * Query keys. Every analytics read sits under ['analytics'], so one invalidation refreshes the
 * page and the report. The period's reply schema is the contract's; the provider report's
 * stays here until the contract narrows its units and routes to the same enums.
 */
export const analyticsKeys = {
  all: ['analytics'] as const,
  period: (period: AnalyticsPeriod) => ['analytics', 'period', period] as const,
  providerReport: ['analytics', 'provider-report'] as const,
};

export const doseStatusSchema = z.enum(['on-time', 'late', 'missed', 'upcoming']);
export type DoseStatus = z.infer<typeof doseStatusSchema>;

/** A whole percent, or null when nothing was due (shown as '—', never as 100). */
const rateSchema = z.number().nullable();

/** The reply of GET /api/analytics: the contract's own schema, shared with the server. */
export const analyticsSchema = analyticsReplySchema;
export type Analytics = z.infer<typeof analyticsSchema>;
export type DoseTiming = Analytics['doseTiming'][number];
export type SeriesDay = Analytics['series'][number];

const doseUnitSchema = z.enum(['mL', 'mg']);
const routeSchema = z.enum(['IM', 'SubQ']).nullable();

const prescriptionVersionSchema = z.object({
  effectiveFrom: z.string(),
  medication: z.string(),
  doseAmount: z.number(),
  doseUnit: doseUnitSchema,
  intervalDays: z.number(),
  route: routeSchema,
  startDate: z.string(),
  concentrationMgPerMl: z.number().nullable(),
});
export type PrescriptionVersion = z.infer<typeof prescriptionVersionSchema>;

export const providerReportSchema = z.object({
  generatedAt: z.string(),
  window: z.object({ startDate: z.string(), endDate: z.string() }),
  patient: z.object({
    name: z.string(),
    /** Only when the person turned on showing the legal name to a provider. */
    legalName: z.string().optional(),
    pronouns: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    timezone: z.string(),
  }),
  prescription: z
    .object({
      medication: z.string(),
      dosage: z.string(),
      doseAmount: z.number(),
      doseUnit: doseUnitSchema,
      frequency: z.string(),
      intervalDays: z.number(),
      route: routeSchema,
      concentrationMgPerMl: z.number().nullable(),
      startDate: z.string(),
      hrtStartDate: z.string().nullable(),
      nextInjectionDate: z.string().nullable(),
      paused: z.boolean(),
      history: z.array(prescriptionVersionSchema),
    })
    .nullable(),
  adherence: z.object({
    adherenceRate: rateSchema,
    onTimeRate: rateSchema,
    scheduled: z.number(),
    taken: z.number(),
    onTime: z.number(),
    late: z.number(),
    missed: z.number(),
  }),
  doses: z.array(
    z.object({
      dueDate: z.string(),
      status: doseStatusSchema,
      takenAt: z.string().nullable(),
      date: z.string().nullable(),
      doseAmount: z.number().nullable(),
      doseUnit: doseUnitSchema.nullable(),
      site: z.string().nullable(),
      route: routeSchema,
      painLevel: z.number().nullable(),
      notes: z.string().nullable(),
    }),
  ),
  extraInjections: z.array(
    z.object({
      date: z.string(),
      takenAt: z.string(),
      doseAmount: z.number(),
      doseUnit: doseUnitSchema,
      site: z.string(),
      notes: z.string().nullable(),
    }),
  ),
  mood: z.object({
    average: z.number().nullable(),
    energyAverage: z.number().nullable(),
    checkins: z.number(),
  }),
  /** The lab table and the level chart: the contract's own shape. */
  labs: providerReportContract.shape.labs,
});
export type ProviderReport = z.infer<typeof providerReportSchema>;
export type ReportDose = ProviderReport['doses'][number];

/** GET /api/analytics?period=… → the figures and chart rows of a rolling window ending today. */
export function getAnalytics(period: AnalyticsPeriod, signal?: AbortSignal): Promise<Analytics> {
  const query = new URLSearchParams({ period });
  return apiRequest(`/analytics?${query.toString()}`, {
    schema: analyticsSchema,
    ...(signal ? { signal } : {}),
  });
}

/** The period's analytics; the previous period stays on screen while the next one loads. */
export const analyticsPeriodQuery = (period: AnalyticsPeriod) =>
  queryOptions<Analytics, ApiError>({
    queryKey: analyticsKeys.period(period),
    queryFn: ({ signal }) => getAnalytics(period, signal),
    placeholderData: keepPreviousData,
    // Doses and check-ins are logged on other pages: read afresh on every visit.
    staleTime: 0,
  });

/** GET /api/integration/provider-data → the report a provider needs (the last 90 days). */
export function getProviderReport(signal?: AbortSignal): Promise<ProviderReport> {
  return apiRequest('/integration/provider-data', {
    schema: providerReportSchema,
    ...(signal ? { signal } : {}),
  });
}

export const providerReportQuery = () =>
  queryOptions<ProviderReport, ApiError>({
    queryKey: analyticsKeys.providerReport,
    queryFn: ({ signal }) => getProviderReport(signal),
    staleTime: 0,
  });

export const invalidateAnalytics = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: analyticsKeys.all });
