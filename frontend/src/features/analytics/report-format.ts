import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { formatCalendarDate } from '../../lib/dates';
import { siteLabel } from './chart-data';

/** Words and numbers of the provider report. '—' stands for anything not recorded. */
export const none = '—';

/** '0.5 mL', '100 mg'. */
export function doseText(amount: number | null, unit: string | null): string {
  return amount === null || unit === null ? none : `${amount} ${unit}`;
}

export function routeText(route: 'IM' | 'SubQ' | null): string {
  if (route === 'IM') return 'Intramuscular (IM)';
  if (route === 'SubQ') return 'Subcutaneous (SubQ)';
  return none;
}

/** 'IM' / 'SubQ' where a table has little room. */
export function routeShort(route: 'IM' | 'SubQ' | null): string {
  return route ?? none;
}

export function siteText(site: string | null): string {
  return site ? siteLabel(site) : none;
}

/** '3/10'. */
export function painText(pain: number | null): string {
  return pain === null ? none : `${pain}/10`;
}

/** 'Every 7 days (weekly)', 'Every 10 days', 'Every day'. */
export function intervalText(days: number): string {
  if (days === 1) return 'Every day';
  if (days === 7) return 'Every 7 days (weekly)';
  if (days === 14) return 'Every 14 days (every other week)';
  return `Every ${days} days`;
}

/** 'Apr 12, 1996' for a calendar date, '—' for none. */
export function dateText(date: string | null | undefined): string {
  return date ? formatCalendarDate(date, 'MMM d, yyyy') : none;
}

/** 'May 11, 2026 at 9:41 AM (America/Chicago)': an instant in the person's zone. */
export function instantText(instant: string, zone: string): string {
  const zoned = new TZDate(Date.parse(instant), zone);
  return `${format(zoned, "MMM d, yyyy 'at' h:mm a")} (${zone})`;
}

/** A 1-5 average ('3.8 / 5'), or '—'. */
export function scoreText(value: number | null): string {
  return value === null ? none : `${value.toFixed(1)} / 5`;
}
