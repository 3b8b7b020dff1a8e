import { describe, expect, it } from 'vitest';
import { instantOfLocal, offsetMsAt, parseLocalTime, wallClockAt } from './zoned-time.js';

const iso = (ms: number) => new Date(ms).toISOString();

describe('instantOfLocal', () => {
  it('reads a wall clock in winter and summer time', () => {
    expect(iso(instantOfLocal('2026-01-15', 9 * 60, 'America/New_York'))).toBe(
      '2026-01-15T14:00:00.000Z',
    );
    expect(iso(instantOfLocal('2026-07-15', 9 * 60, 'America/New_York'))).toBe(
      '2026-07-15T13:00:00.000Z',
    );
    expect(iso(instantOfLocal('2026-07-15', 9 * 60, 'Asia/Kolkata'))).toBe(
      '2026-07-15T03:30:00.000Z',
    );
  });

  it('moves a time in the skipped hour forward by the gap (clocks go forward)', () => {
    // New York skips 02:00-03:00 on 8 March 2026: 02:30 does not exist, 03:30 EDT does.
    expect(iso(instantOfLocal('2026-03-08', 2 * 60 + 30, 'America/New_York'))).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(iso(instantOfLocal('2026-03-08', 9 * 60, 'America/New_York'))).toBe(
      '2026-03-08T13:00:00.000Z',
    );
  });

  it('takes the first of a repeated hour (clocks go back)', () => {
    // New York repeats 01:00-02:00 on 1 November 2026: 01:30 EDT (05:30Z) comes first.
    expect(iso(instantOfLocal('2026-11-01', 90, 'America/New_York'))).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    expect(iso(instantOfLocal('2026-11-01', 9 * 60, 'America/New_York'))).toBe(
      '2026-11-01T14:00:00.000Z',
    );
  });

  it('round-trips through wallClockAt', () => {
    const ms = instantOfLocal('2026-10-25', 23 * 60 + 59, 'Europe/Berlin');
    expect(wallClockAt(ms, 'Europe/Berlin')).toMatchObject({ date: '2026-10-25', minutes: 1439 });
    expect(offsetMsAt(ms, 'Europe/Berlin')).toBe(3_600_000);
  });

  it('refuses a malformed time of day', () => {
    expect(() => parseLocalTime('24:00')).toThrow(RangeError);
    expect(() => parseLocalTime('9:00')).toThrow(RangeError);
    expect(parseLocalTime('23:59')).toBe(1439);
  });
});
