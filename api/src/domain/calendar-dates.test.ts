import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  diffDays,
  fromEpochDay,
  instantMs,
  isCalendarDate,
  localDateOf,
  maxDate,
  minDate,
  toEpochDay,
} from './calendar-dates.js';

const HOUR_MS = 3_600_000;
const calendarDate = fc
  .integer({ min: toEpochDay('1990-01-01'), max: toEpochDay('2060-12-31') })
  .map(fromEpochDay);

describe('calendar dates', () => {
  it('accepts only real dates written YYYY-MM-DD', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-13-01')).toBe(false);
    expect(isCalendarDate('2024-1-01')).toBe(false);
    expect(isCalendarDate('2024-01-01T00:00:00Z')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
    expect(() => toEpochDay('2023-02-29')).toThrow(RangeError);
    expect(() => fromEpochDay(1.5)).toThrow(RangeError);
  });

  it('adds and counts days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2024-03-01', -366)).toBe('2023-03-01');
    expect(diffDays('2024-01-01', '2025-01-01')).toBe(366);
    expect(diffDays('2025-01-01', '2024-12-25')).toBe(-7);
    expect(toEpochDay('1970-01-01')).toBe(0);
    expect(fromEpochDay(-1)).toBe('1969-12-31');
    expect(minDate('2024-03-10', '2024-03-09')).toBe('2024-03-09');
    expect(maxDate('2024-03-10', '2024-03-09')).toBe('2024-03-10');
  });

  it('steps over DST switches as whole calendar days', () => {
    // US 2024: 10 March (23-hour day) and 3 November (25-hour day); EU: 31 March and 27 October.
    for (const day of ['2024-03-10', '2024-11-03', '2024-03-31', '2024-10-27']) {
      expect(diffDays(addDays(day, -1), addDays(day, 1))).toBe(2);
      expect(addDays(addDays(day, -7), 7)).toBe(day);
    }
    expect(addDays('2024-10-30', 7)).toBe('2024-11-06');
  });

  it('addDays and diffDays are inverse (property)', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: -5000, max: 5000 }), (date, n) => {
        expect(diffDays(date, addDays(date, n))).toBe(n);
        expect(addDays(addDays(date, n), -n)).toBe(date);
        expect(isCalendarDate(addDays(date, n))).toBe(true);
      }),
    );
  });

  it('diffDays is antisymmetric and additive (property)', () => {
    fc.assert(
      fc.property(calendarDate, calendarDate, calendarDate, (a, b, c) => {
        expect(diffDays(a, b) + diffDays(b, a)).toBe(0);
        expect(diffDays(a, b) + diffDays(b, c)).toBe(diffDays(a, c));
        expect(Math.sign(diffDays(a, b))).toBe(a < b ? 1 : a > b ? -1 : 0);
      }),
    );
  });
});

describe('localDateOf', () => {
  it('gives the wall-clock date around the America/New_York switches', () => {
    const ny = 'America/New_York';
    // Spring forward 2024-03-10 07:00Z (02:00 EST becomes 03:00 EDT).
    expect(localDateOf('2024-03-10T04:59:59Z', ny)).toBe('2024-03-09');
    expect(localDateOf('2024-03-10T05:00:00Z', ny)).toBe('2024-03-10');
    expect(localDateOf('2024-03-11T03:59:59Z', ny)).toBe('2024-03-10');
    expect(localDateOf('2024-03-11T04:00:00Z', ny)).toBe('2024-03-11');
    // Fall back 2024-11-03 06:00Z (02:00 EDT becomes 01:00 EST).
    expect(localDateOf('2024-11-03T03:59:59Z', ny)).toBe('2024-11-02');
    expect(localDateOf('2024-11-03T04:00:00Z', ny)).toBe('2024-11-03');
    expect(localDateOf('2024-11-04T04:59:59Z', ny)).toBe('2024-11-03');
    expect(localDateOf('2024-11-04T05:00:00Z', ny)).toBe('2024-11-04');
  });

  it('gives the wall-clock date around the Europe/Berlin switches', () => {
    const berlin = 'Europe/Berlin';
    // Spring forward 2024-03-31 01:00Z (02:00 CET becomes 03:00 CEST).
    expect(localDateOf('2024-03-30T22:59:59Z', berlin)).toBe('2024-03-30');
    expect(localDateOf('2024-03-30T23:00:00Z', berlin)).toBe('2024-03-31');
    expect(localDateOf('2024-03-31T21:59:59Z', berlin)).toBe('2024-03-31');
    expect(localDateOf('2024-03-31T22:00:00Z', berlin)).toBe('2024-04-01');
    // Fall back 2024-10-27 01:00Z (03:00 CEST becomes 02:00 CET).
    expect(localDateOf('2024-10-26T21:59:59Z', berlin)).toBe('2024-10-26');
    expect(localDateOf('2024-10-26T22:00:00Z', berlin)).toBe('2024-10-27');
    expect(localDateOf('2024-10-27T22:59:59Z', berlin)).toBe('2024-10-27');
    expect(localDateOf('2024-10-27T23:00:00Z', berlin)).toBe('2024-10-28');
  });

  it('reads offsets, epoch milliseconds and Dates, and the other side of the date line', () => {
    expect(localDateOf('2024-03-10T23:30:00-04:00', 'America/New_York')).toBe('2024-03-10');
    expect(localDateOf('2024-03-10T23:30:00-04:00', 'Europe/Berlin')).toBe('2024-03-11');
    expect(localDateOf('2024-06-30T12:00:00.000Z', 'Pacific/Kiritimati')).toBe('2024-07-01');
    expect(localDateOf(Date.UTC(2024, 0, 1, 12), 'Pacific/Pago_Pago')).toBe('2024-01-01');
    expect(localDateOf(new Date(Date.UTC(2024, 0, 1, 12)), 'Asia/Kolkata')).toBe('2024-01-01');
    expect(localDateOf('2024-01-01T00:00:00Z', 'UTC')).toBe('2024-01-01');
  });

  it('refuses unknown zones and instants without an offset', () => {
    expect(() => localDateOf('2024-01-01T00:00:00Z', 'Mars/Olympus')).toThrow(RangeError);
    // A bare local time would be read in the server's zone.
    expect(() => localDateOf('2024-01-01T00:00:00', 'UTC')).toThrow(RangeError);
    expect(() => instantMs('yesterday')).toThrow(RangeError);
    expect(() => instantMs(Number.NaN)).toThrow(RangeError);
  });

  it('adding 7 x 24 hours is the trap calendar arithmetic avoids', () => {
    // Local midnight on Wed 30 Oct 2024 in New York (EDT) plus a week of hours lands on
    // 23:00 on 5 November (EST): a day early. The schedule adds calendar days instead.
    const midnight = Date.parse('2024-10-30T04:00:00Z');
    expect(localDateOf(midnight, 'America/New_York')).toBe('2024-10-30');
    expect(localDateOf(midnight + 7 * 24 * HOUR_MS, 'America/New_York')).toBe('2024-11-05');
    expect(addDays('2024-10-30', 7)).toBe('2024-11-06');
  });

  it('walking a year hour by hour, the local date only ever steps by one day', () => {
    for (const zone of [
      'America/New_York',
      'Europe/Berlin',
      'Australia/Lord_Howe',
      'Pacific/Auckland',
      'America/Santiago',
    ]) {
      let previous = localDateOf('2024-01-01T00:00:00Z', zone);
      let steps = 0;
      for (let ms = Date.parse('2024-01-01T00:00:00Z'); ms < Date.parse('2025-01-01T00:00:00Z');) {
        ms += HOUR_MS / 2;
        const date = localDateOf(ms, zone);
        if (date !== previous) {
          expect(diffDays(previous, date)).toBe(1);
          steps++;
          previous = date;
        }
      }
      expect(steps).toBe(366);
    }
  });

  it('instants a whole number of UTC days apart at midday give dates that many days apart (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: toEpochDay('2000-01-01'), max: toEpochDay('2040-01-01') }),
        fc.integer({ min: 0, max: 400 }),
        fc.constantFrom('America/New_York', 'Europe/Berlin', 'UTC', 'Asia/Tokyo'),
        (day, n, zone) => {
          // 15:00Z is daytime in all four zones, whatever the DST state.
          const first = day * 86_400_000 + 15 * HOUR_MS;
          const second = first + n * 86_400_000;
          expect(diffDays(localDateOf(first, zone), localDateOf(second, zone))).toBe(n);
        },
      ),
    );
  });
});

describe('years before 100', () => {
  it('keeps year 99 as year 99 (Date.UTC would make it 1999)', () => {
    expect(isCalendarDate('0099-06-01')).toBe(true);
    expect(fromEpochDay(toEpochDay('0099-06-01'))).toBe('0099-06-01');
    expect(toEpochDay('0099-06-01')).toBeLessThan(toEpochDay('1900-01-01'));
    expect(isCalendarDate('0100-02-29')).toBe(false);
  });
});
