import { analyticsPeriods } from '@stride/api/contracts/analytics';

export type AnalyticsPeriod = (typeof analyticsPeriods)[number];

export { analyticsPeriods };

/** The spec's default period. */
export const defaultPeriod: AnalyticsPeriod = 'month';

/** The period named in the address (?period=week), else the default. */
export function periodFromParam(value: string | null): AnalyticsPeriod {
  return (analyticsPeriods as readonly string[]).includes(value ?? '')
    ? (value as AnalyticsPeriod)
    : defaultPeriod;
}

export const periodLabels: Record<AnalyticsPeriod, string> = {
  week: 'Week',
  month: 'Month',
  quarter: 'Quarter',
  year: 'Year',
};

/** The rolling windows the API uses (product.md): 7, 30, 90 and 365 days ending today. */
export const periodDays: Record<AnalyticsPeriod, number> = {
  week: 7,
  month: 30,
  quarter: 90,
  year: 365,
};

/** 'in the last 30 days': the words a summary ends with. */
export function periodPhrase(period: AnalyticsPeriod): string {
  return `in the last ${periodDays[period]} days`;
}
