/**
 * Dates in the person's own IANA zone, through Intl only (no hours added by hand). The API
 * answers calendar dates as 'YYYY-MM-DD' and instants with offsets.
 */
import { dateTimeFormat } from '../../lib/date-time-format';

/**
 * Falls back to the browser's zone when the stored one is unknown to this browser. A known zone
 * is checked once (its formatter is kept); each date of a list asks.
 */
function safeZone(timeZone: string | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    dateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

/** The calendar date ('YYYY-MM-DD') of an instant in a zone. */
export function localDateIn(timeZone: string | undefined, at: Date = new Date()): string {
  const zone = safeZone(timeZone);
  const parts = dateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** 'Tue, Jun 3, 2025' for an instant, in the zone. */
export function formatDay(iso: string, timeZone: string | undefined): string {
  const zone = safeZone(timeZone);
  return dateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(iso));
}

/** '8:14 PM' for an instant, in the zone. */
export function formatTime(iso: string, timeZone: string | undefined): string {
  const zone = safeZone(timeZone);
  return dateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );
}

/** 'Tuesday, June 3' for a calendar date (a date has no zone: it is read as that day in UTC). */
export function formatCalendarDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return dateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}
