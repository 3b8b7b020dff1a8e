import { TZDate } from '@date-fns/tz';
import {
  addDays,
  addMonths,
  differenceInCalendarDays,
  format,
  parseISO,
  startOfWeek,
} from 'date-fns';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  addCalendarMonths,
  calendarDaysBetween,
  formatCalendarDate,
  formatDate,
  formatMonth,
  formatTimeIn,
  monthBounds,
  todayIn,
  wallClockIn,
  weekdayOf,
  type DatePattern,
} from './dates';

/** Every pattern DatePattern allows: the formatter must write each as date-fns does. */
const patterns: readonly DatePattern[] = [
  'yyyy-MM-dd',
  'yyyy-MM',
  'HH:mm',
  'h:mm a',
  'MMMM yyyy',
  'MMMM d',
  'MMM d',
  'MMM d, yyyy',
  'EEEE',
  'EEEE, MMM d',
  'EEEE, MMMM d',
  'EEEE, MMMM d, yyyy',
  'EEE, MMM d',
  'EEE, MMM d, yyyy',
];

const dayMs = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Every day of 2024-2031 (two leap years), 2000's leap day, the API's first and last days. */
const calendarDates = [
  ...Array.from({ length: 8 * 366 }, (_, i) => iso(Date.UTC(2024, 0, 1) + i * dayMs)),
  '2000-02-29',
  '1900-01-01',
  '1900-02-28',
  '1900-03-01',
  '2100-02-28',
  '2100-03-01',
  '2199-12-31',
];

/** The browser zones the calendar-date functions are checked in: midnight DST gaps included. */
const browserZones = ['UTC', 'America/Sao_Paulo', 'Asia/Beirut', 'America/Los_Angeles'];

/** Person zones: half and quarter hours, DST both sides of the equator, a skipped day. */
const personZones = [
  'UTC',
  'America/New_York',
  'America/St_Johns',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Pacific/Chatham',
  'Australia/Lord_Howe',
  'America/Sao_Paulo',
  'Pacific/Apia',
];

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('formatDate writes what date-fns format writes (issue 15: no date-fns on first loads)', () => {
  it.each(browserZones)('for every pattern on every calendar date, browser in %s', (zone) => {
    process.env.TZ = zone;
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
    for (const date of calendarDates) {
      for (const pattern of patterns) {
        const expected = format(parseISO(date), pattern);
        if (formatCalendarDate(date, pattern) !== expected) {
          expect(formatCalendarDate(date, pattern), `${date} ${pattern}`).toBe(expected);
        }
      }
    }
    expect(formatCalendarDate('2026-05-12')).toBe('Tue, May 12, 2026');
    expect(formatMonth('2026-09')).toBe('September 2026');
  });

  it('for every minute of a day, midnight and noon included', () => {
    const day = Date.UTC(2026, 4, 12);
    for (let minute = 0; minute < 1440; minute += 1) {
      const zoned = new TZDate(day + minute * 60_000, 'UTC');
      for (const pattern of ['HH:mm', 'h:mm a'] as const) {
        expect(formatDate(zoned, pattern)).toBe(format(zoned, pattern));
      }
    }
    const at = (hhmm: string) => formatTimeIn(`2026-05-12T${hhmm}:00Z`, 'UTC');
    expect([at('00:00'), at('00:59'), at('11:59'), at('12:00'), at('12:30'), at('13:05')]).toEqual([
      '12:00 AM',
      '12:59 AM',
      '11:59 AM',
      '12:00 PM',
      '12:30 PM',
      '1:05 PM',
    ]);
  });

  it.each(personZones)('for instants across two years in %s, as through TZDate', (zone) => {
    // Every 16 h 49 min through 2026 and 2027: each hour of the day, both DST changes.
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2028, 0, 1); ms += 1009 * 60_000) {
      const zoned = new TZDate(ms, zone);
      for (const pattern of patterns) {
        const expected = format(zoned, pattern);
        if (formatDate(zoned, pattern) !== expected) {
          expect(formatDate(zoned, pattern), `${zoned.toISOString()} ${pattern}`).toBe(expected);
        }
      }
      const instant = new Date(ms).toISOString();
      expect(todayIn(zone, ms)).toBe(format(zoned, 'yyyy-MM-dd'));
      expect(wallClockIn(zone, instant)).toEqual({
        date: format(zoned, 'yyyy-MM-dd'),
        time: format(zoned, 'HH:mm'),
      });
      expect(formatTimeIn(instant, zone)).toBe(format(zoned, 'h:mm a'));
    }
  });

  it('throws as date-fns does for what is not a calendar date', () => {
    for (const bad of ['', 'soon', '2026-02-30', '2026-13-01', '2026-00-10', '2026-5-1']) {
      expect(() => format(parseISO(bad), 'MMM d'), bad).toThrow(RangeError);
      expect(() => formatCalendarDate(bad, 'MMM d'), bad).toThrow('Invalid time value');
    }
    expect(() => formatDate(new Date(Number.NaN), 'HH:mm')).toThrow('Invalid time value');
    // An unreadable instant, as format(new TZDate(NaN, zone)) did.
    expect(() => format(new TZDate(Number.NaN, 'UTC'), 'h:mm a')).toThrow('Invalid time value');
    expect(() => formatTimeIn('soon', 'America/New_York')).toThrow('Invalid time value');
    expect(() => wallClockIn('America/New_York', 'soon')).toThrow('Invalid time value');
  });
});

describe('calendar arithmetic matches date-fns', () => {
  it.each(browserZones)('days, months, bounds and weekdays, browser in %s', (zone) => {
    process.env.TZ = zone;
    for (const date of calendarDates.filter((_, i) => i % 3 === 0)) {
      const day = parseISO(date);
      for (const days of [-400, -31, -1, 1, 7, 41, 366]) {
        expect(addCalendarDays(date, days)).toBe(format(addDays(day, days), 'yyyy-MM-dd'));
        const other = format(addDays(day, days), 'yyyy-MM-dd');
        expect(calendarDaysBetween(date, other)).toBe(
          differenceInCalendarDays(parseISO(other), day),
        );
      }
      expect(weekdayOf(date)).toBe(day.getDay());
      expect(addCalendarDays(date, -weekdayOf(date))).toBe(
        format(startOfWeek(day, { weekStartsOn: 0 }), 'yyyy-MM-dd'),
      );
      const month = date.slice(0, 7);
      const first = parseISO(`${month}-01`);
      for (const months of [-25, -12, -1, 1, 11, 13]) {
        expect(addCalendarMonths(month, months)).toBe(format(addMonths(first, months), 'yyyy-MM'));
      }
      expect(monthBounds(month)).toEqual({
        first: `${month}-01`,
        last: format(addDays(addMonths(first, 1), -1), 'yyyy-MM-dd'),
      });
    }
    expect(monthBounds('2024-02').last).toBe('2024-02-29');
    expect(monthBounds('2100-02').last).toBe('2100-02-28');
  });
});
