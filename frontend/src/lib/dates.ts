/**
 * Dates in the person's IANA zone, read through Intl (ARCHITECTURE 10): never by adding hours
 * by hand. Calendar dates are 'YYYY-MM-DD' strings (as the API answers them); months are
 * 'YYYY-MM'; instants are ISO strings with an offset. An instant from a wall clock (which needs
 * @date-fns/tz's TZDate) is lib/zoned-instant.ts, loaded with the forms that write one.
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
  return write(pattern, {
    year: date.getFullYear(),
    month: date.getMonth(),
    day: date.getDate(),
    weekday: date.getDay(),
    hours: date.getHours(),
    minutes: date.getMinutes(),
  });
}

/** A wall clock's fields, as Date's getters answer them (month 0-11, weekday 0 for Sunday). */
interface WallClock {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hours: number;
  minutes: number;
}

function write(pattern: DatePattern, clock: WallClock): string {
  const { year, month, day, weekday, hours, minutes } = clock;
  return pattern.replace(/yyyy|M{2,4}|E{3,4}|dd?|HH|h|mm|a/g, (token) => {
    switch (token) {
      case 'yyyy':
        return pad(year > 0 ? year : 1 - year, 4); // date-fns writes the era's year
      case 'MM':
        return pad(month + 1);
      case 'MMM':
        return monthNames[month]?.slice(0, 3) ?? '';
      case 'MMMM':
        return monthNames[month] ?? '';
      case 'EEE':
        return weekdayNames[weekday]?.slice(0, 3) ?? '';
      case 'EEEE':
        return weekdayNames[weekday] ?? '';
      case 'd':
        return String(day);
      case 'dd':
        return pad(day);
      case 'HH':
        return pad(hours);
      case 'h':
        return String(hours % 12 || 12);
      case 'mm':
        return pad(minutes);
      default: // 'a'
        return hours < 12 ? 'AM' : 'PM';
    }
  });
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant (epoch ms) written with `pattern` on the wall clock of `zone`. A RangeError for an
 * invalid instant ('Invalid time value', as date-fns) or a zone this browser does not know.
 */
function formatIn(zone: string, instant: number, pattern: DatePattern): string {
  let formatter = wallClockFormats.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    wallClockFormats.set(zone, formatter);
  }
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const { type, value } of formatter.formatToParts(instant)) part[type] = Number(value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0 } = part;
  // The day of the week of that date (UTC has every day, and no daylight saving).
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return write(pattern, {
    year,
    month: month - 1,
    day,
    weekday: date.getUTCDay(),
    hours: hour,
    minutes: minute,
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
  return formatIn(zone, now, 'yyyy-MM-dd');
}

/** The wall-clock date and time ('HH:mm') of an instant in `zone`. */
export function wallClockIn(
  zone: string,
  instant: string | number = Date.now(),
): { date: string; time: string } {
  const ms = typeof instant === 'string' ? Date.parse(instant) : instant;
  return { date: formatIn(zone, ms, 'yyyy-MM-dd'), time: formatIn(zone, ms, 'HH:mm') };
}

/** '8:30 AM': an instant's time of day in `zone`. */
export function formatTimeIn(instant: string, zone: string): string {
  return formatIn(zone, Date.parse(instant), 'h:mm a');
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
