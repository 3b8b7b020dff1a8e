import {
  analyticsReplySchema,
  providerReportSchema as providerReportReplySchema,
  type analyticsPeriods,
  type DoseStatus,
} from '@stride/api/contracts/analytics';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiRequest } from '../lib/api-client';
import type { ApiError } from '../lib/api-error';

export type AnalyticsPeriod = (typeof analyticsPeriods)[number];

/**
 * Query keys. Every analytics read sits under ['analytics'], so one invalidation refreshes the
 * page and the report. Both replies are parsed with the contract's schemas.
 */
export const analyticsKeys = {
  all: ['analytics'] as const,
  period: (period: AnalyticsPeriod) => ['analytics', 'period', period] as const,
  providerReport: ['analytics', 'provider-report'] as const,
};

export type { DoseStatus };

/** The reply of GET /api/analytics: the contract's own schema, shared with the server. */
export const analyticsSchema = analyticsReplySchema;
export type Analytics = z.infer<typeof analyticsSchema>;
export type DoseTiming = Analytics['doseTiming'][number];
export type SeriesDay = Analytics['series'][number];

/** The reply of GET /api/integration/provider-data: the contract's own schema too. */
export const providerReportSchema = providerReportReplySchema;
export type ProviderReport = z.infer<typeof providerReportSchema>;
export type ReportDose = ProviderReport['doses'][number];
export type PrescriptionVersion = NonNullable<ProviderReport['prescription']>['history'][number];

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
