import { describe, expect, it } from 'vitest';
import { instantAtLocalTime } from '../calendar-dates.js';
import { backfillCount, backfillDates, planBackfill } from './backfill.js';

const zone = 'America/New_York';
const at9 = (date: string) => instantAtLocalTime(date, '09:00', zone);

describe('backfill planning', () => {
  it('lists every interval from start to end, inclusive', () => {
    expect(backfillDates('2026-01-01', '2026-01-22', 7)).toEqual([
      '2026-01-01',
      '2026-01-08',
      '2026-01-15',
      '2026-01-22',
    ]);
    expect(backfillDates('2026-01-01', '2026-01-21', 7)).toHaveLength(3);
    expect(backfillDates('2026-01-10', '2026-01-01', 7)).toEqual([]);
    expect(backfillCount('2026-01-01', '2026-01-22', 7)).toBe(4);
    expect(backfillCount('2020-01-01', '2026-01-01', 1)).toBe(2193);
    expect(() => backfillDates('2026-01-01', '2026-01-22', 0)).toThrow(RangeError);
  });

  it('skips days near an already logged dose (less than half an interval), and keeps the rest', () => {
    const plan = planBackfill({
      startDate: '2026-01-01',
      endDate: '2026-01-29',
      intervalDays: 7,
      logged: ['2026-01-09', '2026-01-22'],
      instantOf: at9,
      nowMs: Date.parse('2026-02-01T00:00:00Z'),
    });
    expect(plan.total).toBe(5);
    expect(plan.doses.map((d) => d.date)).toEqual(['2026-01-01', '2026-01-15', '2026-01-29']);
    expect(plan.skipped).toEqual([
      { date: '2026-01-08', reason: 'already-logged', loggedOn: '2026-01-09' },
      { date: '2026-01-22', reason: 'already-logged', loggedOn: '2026-01-22' },
    ]);
  });

  it('with a daily interval skips only the same day', () => {
    const plan = planBackfill({
      startDate: '2026-01-01',
      endDate: '2026-01-04',
      intervalDays: 1,
      logged: ['2026-01-02'],
      instantOf: at9,
      nowMs: Date.parse('2026-02-01T00:00:00Z'),
    });
    expect(plan.doses.map((d) => d.date)).toEqual(['2026-01-01', '2026-01-03', '2026-01-04']);
  });

  it('leaves out a dose whose time is still ahead today, and sends twice adds nothing', () => {
    const nowMs = Date.parse('2026-01-15T12:00:00Z'); // 07:00 in New York
    const first = planBackfill({
      startDate: '2026-01-01',
      endDate: '2026-01-15',
      intervalDays: 7,
      logged: [],
      instantOf: at9,
      nowMs,
    });
    expect(first.doses.map((d) => d.date)).toEqual(['2026-01-01', '2026-01-08']);
    expect(first.skipped).toEqual([{ date: '2026-01-15', reason: 'future' }]);
    expect(first.doses[0]!.atMs).toBe(Date.parse('2026-01-01T14:00:00Z'));
    const again = planBackfill({
      startDate: '2026-01-01',
      endDate: '2026-01-15',
      intervalDays: 7,
      logged: first.doses.map((d) => d.date),
      instantOf: at9,
      nowMs,
    });
    expect(again.doses).toEqual([]);
  });
});

describe('local wall time to instant', () => {
  it('uses the zone offset of that day (summer and winter)', () => {
    expect(instantAtLocalTime('2026-01-10', '09:00', zone)).toBe(
      Date.parse('2026-01-10T14:00:00Z'),
    );
    expect(instantAtLocalTime('2026-07-10', '09:00', zone)).toBe(
      Date.parse('2026-07-10T13:00:00Z'),
    );
    expect(instantAtLocalTime('2026-07-10', '23:30', 'Asia/Kolkata')).toBe(
      Date.parse('2026-07-10T18:00:00Z'),
    );
    expect(instantAtLocalTime('2026-03-08', '09:00', zone)).toBe(
      Date.parse('2026-03-08T13:00:00Z'),
    );
  });

  it('lands a skipped time just after the gap and a repeated one on its first pass', () => {
    // New York skips 02:00-03:00 on 8 March 2026: 02:30 is read as 03:30 EDT.
    expect(instantAtLocalTime('2026-03-08', '02:30', 'America/New_York')).toBe(
      Date.parse('2026-03-08T07:30:00Z'),
    );
    // Berlin repeats 02:00-03:00 on 25 October 2026: 02:30 CEST (00:30Z) comes first.
    expect(instantAtLocalTime('2026-10-25', '02:30', 'Europe/Berlin')).toBe(
      Date.parse('2026-10-25T00:30:00Z'),
    );
  });
});
