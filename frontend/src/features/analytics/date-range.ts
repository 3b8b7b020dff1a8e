import { formatCalendarDate } from '../../lib/dates';

/** 'Apr 12 – May 11, 2026' ('Dec 20, 2025 – Jan 18, 2026' across a new year). */
export function formatDateRange(startDate: string, endDate: string): string {
  const sameYear = startDate.slice(0, 4) === endDate.slice(0, 4);
  const start = formatCalendarDate(startDate, sameYear ? 'MMM d' : 'MMM d, yyyy');
  return `${start} – ${formatCalendarDate(endDate, 'MMM d, yyyy')}`;
}
