/**
 * Calendar dates ('YYYY-MM-DD') and the one conversion from an instant to a local date.
 *
 * Day arithmetic works on the date alone (as a UTC-midnight timestamp, where every day has
 * exactly 24 hours), so daylight-saving changes in the user's zone can never shift a day.
 * The only place a time zone matters is `localDateOf`, which asks Intl for the wall-clock
 * date of an instant in an IANA zone: no hours are ever added by hand.
 */
import { instantOfLocal, wallClockAt } from './zoned-time.js';

/** A calendar date, 'YYYY-MM-DD'. */
export type CalendarDate = string;

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i;

/** Whether `value` is a real calendar date written 'YYYY-MM-DD' (2023-02-29 is not). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(utcMidnight(y, m, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * Milliseconds of UTC midnight on y-m-d. `Date.UTC` reads years 0-99 as 1900-1999, so the
 * year is set on its own: 0099-06-01 stays in year 99 and never passes for 1999.
 */
function utcMidnight(y: number, m: number, d: number): number {
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return date.getTime();
}

/** Days since 1970-01-01 (the epoch day); throws a RangeError for anything but a real date. */
export function toEpochDay(date: CalendarDate): number {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${JSON.stringify(date)}`);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return utcMidnight(y, m, d) / DAY_MS;
}

/** The calendar date of an epoch day. */
export function fromEpochDay(epochDay: number): CalendarDate {
  if (!Number.isInteger(epochDay)) throw new RangeError(`Not a whole day: ${epochDay}`);
  return new Date(epochDay * DAY_MS).toISOString().slice(0, 10);
}

/** `date` moved by `days` calendar days (negative moves back). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromEpochDay(toEpochDay(date) + days);
}

/** Calendar days from `from` to `to`: positive when `to` is later. */
export function diffDays(from: CalendarDate, to: CalendarDate): number {
  return toEpochDay(to) - toEpochDay(from);
}

/** The earlier of two dates ('YYYY-MM-DD' strings order as the days they name). */
export function minDate(a: CalendarDate, b: CalendarDate): CalendarDate {
  return a <= b ? a : b;
}

/** The later of two dates. */
export function maxDate(a: CalendarDate, b: CalendarDate): CalendarDate {
  return a >= b ? a : b;
}

/**
 * The local calendar date, in the IANA zone `timeZone`, of an instant (an ISO 8601 string
 * with an offset or Z, epoch milliseconds, or a Date). Throws a RangeError for an
 * unreadable instant or an unknown zone.
 */
export function localDateOf(instant: string | number | Date, timeZone: string): CalendarDate {
  return localDateOfMs(instantMs(instant), timeZone);
}

/**
 * Epoch milliseconds of an instant. A string must name its offset (Z or ±hh:mm): a bare local
 * time would be read in the server's own zone, which is never the user's.
 */
export function instantMs(instant: string | number | Date): number {
  if (typeof instant === 'string' && !INSTANT_PATTERN.test(instant)) {
    throw new RangeError(`Not an instant with an offset: ${JSON.stringify(instant)}`);
  }
  const ms =
    typeof instant === 'string'
      ? Date.parse(instant)
      : typeof instant === 'number'
        ? instant
        : instant.getTime();
  if (!Number.isFinite(ms)) throw new RangeError(`Not an instant: ${String(instant)}`);
  return ms;
}

/** The wall-clock date of an instant (zoned-time's reading), years 0001 to 9999 only. */
function localDateOfMs(ms: number, timeZone: string): CalendarDate {
  const { date } = wallClockAt(ms, timeZone);
  const year = Number(date.slice(0, -6));
  if (!(year >= 1 && year <= 9999)) throw new RangeError(`Year out of range: ${year}`);
  return date;
}

/**
 * The instant (epoch ms) of a local wall time `HH:mm` on `date` in the IANA zone. A time the
 * zone skips (a spring-forward gap) lands just after the gap; a repeated one on its first pass.
 * The wall-clock arithmetic is zoned-time's, the one place it is written.
 */
export function instantAtLocalTime(date: CalendarDate, time: string, timeZone: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return instantOfLocal(date, h * 60 + m, timeZone);
}
