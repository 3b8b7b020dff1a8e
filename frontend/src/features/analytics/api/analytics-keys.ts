import type { AnalyticsPeriod } from '../period';

/**
 * Query keys. Every analytics read sits under ['analytics'], so one invalidation refreshes the
 * page and the report. The prescription check sits under ['prescription'], which the treatment
 * writes already invalidate.
 */
export const analyticsKeys = {
  all: ['analytics'] as const,
  period: (period: AnalyticsPeriod) => ['analytics', 'period', period] as const,
  providerReport: ['analytics', 'provider-report'] as const,
  prescriptionState: ['prescription', 'analytics-state'] as const,
};
