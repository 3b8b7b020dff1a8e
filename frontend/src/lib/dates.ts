import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, format, parseISO } from 'date-fns';

/**
 * Dates in the person's IANA zone, through date-fns and @date-fns/tz (ARCHITECTURE 10): never by
 * adding hours by hand. Calendar dates are 'YYYY-MM-DD' strings (as the API answers them);
 * months are 'YYYY-MM'; instants are ISO strings with an offset.
 */

/** A calendar date as a local Date (midnight), for date-fns arithmetic and formatting only. */
function plainDate(date: string): Date {
  return parseISO(date);
}

/** Today's calendar date in `zone`. */
export function todayIn(zone: string, now: number = Date.now()): string {
  return format(new TZDate(now, zone), 'yyyy-MM-dd');
}

/** The wall-clock date and time ('HH:mm') of an instant in `zone`. */
export function wallClockIn(
  zone: string,
  instant: string | number = Date.now(),
): { date: string; time: string } {
  const zoned = new TZDate(typeof instant === 'string' ? Date.parse(instant) : instant, zone);
  return { date: format(zoned, 'yyyy-MM-dd'), time: format(zoned, 'HH:mm') };
}

/**
 * The instant of a wall-clock date and time in `zone`, as ISO with that zone's offset there
 * ('2026-05-12T08:30:00.000-05:00'). A time inside a daylight-saving gap moves forward.
 */
export function instantFromWallClock(date: string, time: string, zone: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new TZDate(y, m - 1, d, hh, mm, zone).toISOString();
}

/** '8:30 AM': an instant's time of day in `zone`. */
export function formatTimeIn(instant: string, zone: string): string {
  return format(new TZDate(Date.parse(instant), zone), 'h:mm a');
}

/** A calendar date formatted with a date-fns pattern ('EEE, MMM d' → 'Tue, May 12'). */
export function formatCalendarDate(date: string, pattern = 'EEE, MMM d, yyyy'): string {
  return format(plainDate(date), pattern);
}

/** `date` moved by whole calendar days. */
export function addCalendarDays(date: string, days: number): string {
  return format(addDays(plainDate(date), days), 'yyyy-MM-dd');
}

/** The month ('YYYY-MM') `months` after `month` (negative goes back). */
export function addCalendarMonths(month: string, months: number): string {
  return format(addMonths(plainDate(`${month}-01`), months), 'yyyy-MM');
}

/** First and last calendar dates of a month. */
export function monthBounds(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  const last = format(addDays(addMonths(plainDate(first), 1), -1), 'yyyy-MM-dd');
  return { first, last };
}

/** 'May 2026'. */
export function formatMonth(month: string): string {
  return format(plainDate(`${month}-01`), 'MMMM yyyy');
}
