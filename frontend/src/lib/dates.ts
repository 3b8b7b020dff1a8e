import { TZDate } from '@date-fns/tz';

/**
 * Dates in the person's IANA zone, through @date-fns/tz (ARCHITECTURE 10): never by adding
 * hours by hand. Calendar dates are 'YYYY-MM-DD' strings (as the API answers them); months are
 * 'YYYY-MM'; instants are ISO strings with an offset.
 *
 * Formatting is written here rather than taken from date-fns's `format` (issue 15: with its
 * en-US locale it was 6.8 KB gzip on every signed-in page's first load): the few patterns the
 * app uses, in date-fns's tokens and with its English output byte for byte (lib/dates.test.ts
 * checks each against date-fns over many dates). Pages that need other patterns (the sessions
 * card, the provider report) use date-fns themselves, on intent.
 */

/** Month names, January first (date-fns en-US 'MMMM'; their first three letters are 'MMM'). */
const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Day names, Sunday first (date-fns en-US 'EEEE'; their first three letters are 'EEE'). */
export const weekdayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** The date-fns patterns the app formats with: only these (a new one needs a case in the test). */
export type DatePattern =
  | 'yyyy-MM-dd'
  | 'yyyy-MM'
  | 'HH:mm'
  | 'h:mm a'
  | 'MMMM yyyy'
  | 'MMMM d'
  | 'MMM d'
  | 'MMM d, yyyy'
  | 'EEEE'
  | 'EEEE, MMM d'
  | 'EEEE, MMMM d'
  | 'EEEE, MMMM d, yyyy'
  | 'EEE, MMM d'
  | 'EEE, MMM d, yyyy';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * `date` written with `pattern`, as date-fns's `format` writes it in en-US: read through the
 * date's own getters, so a TZDate answers in its zone and a plain Date in the browser's.
 */
export function formatDate(date: Date, pattern: DatePattern): string {
  // date-fns throws this for an invalid date, rather than writing 'NaN'.
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  const hours = date.getHours();
  return pattern.replace(/yyyy|M{2,4}|E{3,4}|dd?|HH|h|mm|a/g, (token) => {
    switch (token) {
      case 'yyyy': {
        const year = date.getFullYear();
        return pad(year > 0 ? year : 1 - year, 4); // date-fns writes the era's year
      }
      case 'MM':
        return pad(date.getMonth() + 1);
      case 'MMM':
        return monthNames[date.getMonth()]?.slice(0, 3) ?? '';
      case 'MMMM':
        return monthNames[date.getMonth()] ?? '';
      case 'EEE':
        return weekdayNames[date.getDay()]?.slice(0, 3) ?? '';
      case 'EEEE':
        return weekdayNames[date.getDay()] ?? '';
      case 'd':
        return String(date.getDate());
      case 'dd':
        return pad(date.getDate());
      case 'HH':
        return pad(hours);
      case 'h':
        return String(hours % 12 || 12);
      case 'mm':
        return pad(date.getMinutes());
      default: // 'a'
        return hours < 12 ? 'AM' : 'PM';
    }
  });
}

/**
 * A calendar date as a local Date (midnight), as date-fns's parseISO reads 'YYYY-MM-DD': an
 * invalid Date for anything else or for a day its month does not have (2026-02-30).
 */
function plainDate(date: string): Date {
  const [, y = Number.NaN, m = Number.NaN, d = Number.NaN] = (
    /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) ?? []
  ).map(Number);
  const result = new Date(0);
  result.setUTCFullYear(y, m - 1, d); // the check is made in UTC, where every day exists
  if (result.getUTCMonth() !== m - 1 || result.getUTCDate() !== d) return new Date(Number.NaN);
  result.setFullYear(y, m - 1, d);
  result.setHours(0, 0, 0, 0);
  return result;
}

/** Today's calendar date in `zone`. */
export function todayIn(zone: string, now: number = Date.now()): string {
  return formatDate(new TZDate(now, zone), 'yyyy-MM-dd');
}

/** The wall-clock date and time ('HH:mm') of an instant in `zone`. */
export function wallClockIn(
  zone: string,
  instant: string | number = Date.now(),
): { date: string; time: string } {
  const zoned = new TZDate(typeof instant === 'string' ? Date.parse(instant) : instant, zone);
  return { date: formatDate(zoned, 'yyyy-MM-dd'), time: formatDate(zoned, 'HH:mm') };
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
  return formatDate(new TZDate(Date.parse(instant), zone), 'h:mm a');
}

/** A calendar date formatted with a date-fns pattern ('EEE, MMM d' → 'Tue, May 12'). */
export function formatCalendarDate(
  date: string,
  pattern: DatePattern = 'EEE, MMM d, yyyy',
): string {
  return formatDate(plainDate(date), pattern);
}

/** The day of the week of a calendar date, 0 for Sunday. */
export function weekdayOf(date: string): number {
  return plainDate(date).getDay();
}

/** `date` moved by whole calendar days. */
export function addCalendarDays(date: string, days: number): string {
  const moved = plainDate(date);
  moved.setDate(moved.getDate() + days);
  return formatDate(moved, 'yyyy-MM-dd');
}

/** Whole calendar days from `from` to `to`, positive when `to` is later. */
export function calendarDaysBetween(from: string, to: string): number {
  const utc = (date: string) => {
    const day = plainDate(date);
    return Date.UTC(day.getFullYear(), day.getMonth(), day.getDate());
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/** The month ('YYYY-MM') `months` after `month` (negative goes back). */
export function addCalendarMonths(month: string, months: number): string {
  const moved = plainDate(`${month}-01`);
  moved.setMonth(moved.getMonth() + months, 1);
  return formatDate(moved, 'yyyy-MM');
}

/** First and last calendar dates of a month. */
export function monthBounds(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  const last = plainDate(first);
  last.setMonth(last.getMonth() + 1, 0);
  return { first, last: formatDate(last, 'yyyy-MM-dd') };
}

/** 'May 2026'. */
export function formatMonth(month: string): string {
  return formatCalendarDate(`${month}-01`, 'MMMM yyyy');
}
