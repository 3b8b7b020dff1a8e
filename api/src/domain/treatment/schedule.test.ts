// Split from the former domain/schedule.test.ts along the treatment modules.
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar-dates.js';
import { adherence } from './adherence.js';
import { toleranceDays, versionInForce } from './schedule.js';
import { TODAY, ago, inDays, version, shot, schedule, brief } from './test-fixtures.js';

describe('worked examples (product.md)', () => {
  it('weekly, start 60 days ago, one injection 5 days ago: due 4 days ago on-time, next in 2 days', () => {
    const five = shot(ago(5), 'five');
    const result = schedule([version(ago(60))], [five]);
    const dose = result.doses.find((d) => d.dueDate === ago(4));
    expect(dose).toMatchObject({ status: 'on-time', injectionId: 'five', takenDate: ago(5) });
    expect(result.nextDue).toEqual({
      dueDate: inDays(2),
      daysUntilNext: 2,
      isOverdue: false,
      intervalDays: 7,
    });
    // The eight doses before it (60, 53, ..., 11 days ago) were missed.
    expect(brief(result.doses)).toEqual([
      ...[60, 53, 46, 39, 32, 25, 18, 11].map((n) => [ago(n), 'missed']),
      [ago(4), 'on-time', ago(5)],
      [inDays(2), 'upcoming'],
    ]);
    expect(result.extra).toEqual([]);
  });

  it('weekly, start 27 days ago, injections 27, 20 and 6 days ago: 4 due, 3 taken, 1 missed, 75%', () => {
    const result = schedule([version(ago(27))], [shot(ago(27)), shot(ago(20)), shot(ago(6))]);
    expect(brief(result.doses)).toEqual([
      [ago(27), 'on-time', ago(27)],
      [ago(20), 'on-time', ago(20)],
      [ago(13), 'missed'],
      [ago(6), 'on-time', ago(6)],
      [inDays(1), 'upcoming'],
    ]);
    expect(adherence(result.doses, { startDate: ago(27), endDate: ago(1) })).toEqual({
      due: 4,
      taken: 3,
      onTime: 3,
      late: 0,
      missed: 1,
      adherenceRate: 75,
      onTimeRate: 75,
    });
  });
});

describe('the rolling schedule', () => {
  it('tolerance is 1 day from a 7-day interval up, else 0', () => {
    expect([1, 2, 6, 7, 10, 14, 28].map(toleranceDays)).toEqual([0, 0, 0, 1, 1, 1, 1]);
  });

  it('the first dose is due on the start date', () => {
    expect(brief(schedule([version(ago(3))], []).doses)).toEqual([[ago(3), 'upcoming']]);
    const future = schedule([version(inDays(5))], []);
    expect(brief(future.doses)).toEqual([[inDays(5), 'upcoming']]);
    expect(future.nextDue).toMatchObject({
      dueDate: inDays(5),
      daysUntilNext: 5,
      isOverdue: false,
    });
    const today = schedule([version(TODAY)], []);
    expect(today.nextDue).toMatchObject({ dueDate: TODAY, daysUntilNext: 0, isOverdue: false });
  });

  it('weekly: on-time from D-1 to D+1, late from D+2 to D+5', () => {
    const start = ago(30);
    for (const offset of [-1, 0, 1]) {
      // The first dose cannot be a day early (before the start date), so use the second.
      const d = addDays(start, 7);
      const result = schedule([version(start)], [shot(start), shot(addDays(d, offset))]);
      expect(result.doses[1]).toMatchObject({ dueDate: d, status: 'on-time' });
    }
    for (const offset of [2, 3, 4, 5]) {
      const result = schedule([version(start)], [shot(addDays(start, offset))]);
      expect(result.doses[0]).toMatchObject({
        dueDate: start,
        status: 'late',
        takenDate: addDays(start, offset),
      });
    }
  });

  it('an injection 6 days after a missed weekly dose is on-time for the next one', () => {
    const start = ago(30);
    const result = schedule([version(start)], [shot(addDays(start, 6))]);
    expect(brief(result.doses).slice(0, 2)).toEqual([
      [start, 'missed'],
      [addDays(start, 7), 'on-time', addDays(start, 6)],
    ]);
  });

  it('a taken dose sets the next due day to its own day + I', () => {
    const start = ago(30);
    const late = schedule([version(start)], [shot(addDays(start, 3))]);
    expect(late.doses[1]?.dueDate).toBe(addDays(start, 10));
    const early = schedule([version(start)], [shot(start), shot(addDays(start, 6))]);
    expect(early.doses[1]).toMatchObject({ dueDate: addDays(start, 7), status: 'on-time' });
    expect(early.doses[2]?.dueDate).toBe(addDays(start, 13));
    const onDay1 = schedule([version(start)], [shot(addDays(start, 1))]);
    expect(onDay1.doses[0]?.status).toBe('on-time');
    expect(onDay1.doses[1]?.dueDate).toBe(addDays(start, 8));
  });

  it('an untaken dose is upcoming (and overdue) until D+I-T-1 has passed, then missed', () => {
    const d = ago(5); // window closes D+5 = today
    const open = schedule([version(d)], []);
    expect(brief(open.doses)).toEqual([[d, 'upcoming']]);
    expect(open.doses[0]?.windowEnd).toBe(TODAY);
    expect(open.nextDue).toEqual({
      dueDate: d,
      daysUntilNext: -5,
      isOverdue: true,
      intervalDays: 7,
    });

    const closed = schedule([version(ago(6))], []);
    expect(brief(closed.doses)).toEqual([
      [ago(6), 'missed'],
      [inDays(1), 'upcoming'],
    ]);
    expect(closed.nextDue).toMatchObject({
      dueDate: inDays(1),
      daysUntilNext: 1,
      isOverdue: false,
    });
  });

  it('a dose due yesterday is overdue by one day', () => {
    const result = schedule([version(ago(1))], []);
    expect(result.nextDue).toMatchObject({ daysUntilNext: -1, isOverdue: true });
  });

  it('keeps going through a long gap: every missed dose is counted, one week apart', () => {
    const result = schedule([version(ago(70))], []);
    const missed = result.doses.filter((d) => d.status === 'missed');
    expect(missed).toHaveLength(10);
    expect(result.nextDue?.dueDate).toBe(TODAY);
  });

  it('with no prescription nothing is due and every injection is extra', () => {
    const result = schedule([], [shot(ago(3), 'b'), shot(ago(9), 'a')]);
    expect(result).toEqual({ doses: [], extra: ['a', 'b'], nextDue: null });
  });
});

describe('extra injections', () => {
  it('injections before the start date are extra, even the day before', () => {
    const start = ago(10);
    const result = schedule(
      [version(start)],
      [shot(ago(40), 'old'), shot(addDays(start, -1), 'eve'), shot(start, 'first')],
    );
    expect(result.extra).toEqual(['old', 'eve']);
    expect(result.doses[0]).toMatchObject({ status: 'on-time', injectionId: 'first' });
  });

  it('a second injection in a window is extra, the same day or later', () => {
    const start = ago(10);
    const result = schedule(
      [version(start)],
      [
        // The earlier of the two the same day answers the dose, whatever the ids say.
        { id: 'a', localDate: start, takenAt: `${start}T20:00:00Z` },
        { id: 'b', localDate: start, takenAt: `${start}T08:00:00-03:00` },
        shot(addDays(start, 1), 'c'),
      ],
    );
    expect(result.doses[0]).toMatchObject({ status: 'on-time', injectionId: 'b' });
    expect(result.extra).toEqual(['a', 'c']);
  });

  it('an early extra dose between windows is extra and does not move the schedule', () => {
    const start = ago(20);
    const result = schedule(
      [version(start)],
      [shot(start, 'one'), shot(addDays(start, 3), 'early'), shot(addDays(start, 7), 'two')],
    );
    expect(brief(result.doses).slice(0, 2)).toEqual([
      [start, 'on-time', start],
      [addDays(start, 7), 'on-time', addDays(start, 7)],
    ]);
    expect(result.extra).toEqual(['early']);
  });

  it('extra injections never count as taken', () => {
    const start = ago(20);
    const result = schedule([version(start)], [shot(start), shot(start), shot(addDays(start, 2))]);
    const stats = adherence(result.doses, { startDate: start, endDate: TODAY });
    expect(stats.taken).toBe(1);
    expect(result.extra).toHaveLength(2);
  });
});

describe('short intervals (T = 0)', () => {
  it('every 3 days: on-time only on D, late D+1 and D+2, a day early is extra', () => {
    const start = ago(20);
    const v = [version(start, 3)];
    expect(schedule(v, [shot(start)]).doses[0]?.status).toBe('on-time');
    expect(schedule(v, [shot(addDays(start, 1))]).doses[0]?.status).toBe('late');
    expect(schedule(v, [shot(addDays(start, 2))]).doses[0]?.status).toBe('late');
    const dayEarly = schedule(v, [shot(start, 'a'), shot(addDays(start, 2), 'b')]);
    expect(brief(dayEarly.doses).slice(0, 2)).toEqual([
      [start, 'on-time', start],
      [addDays(start, 3), 'missed'],
    ]);
    expect(dayEarly.extra).toEqual(['b']);
    expect(dayEarly.doses[0]?.windowEnd).toBe(addDays(start, 2));
  });

  it('every 3 days: an untaken dose is missed once D+2 has passed', () => {
    expect(brief(schedule([version(ago(2), 3)], []).doses)).toEqual([[ago(2), 'upcoming']]);
    expect(brief(schedule([version(ago(3), 3)], []).doses)).toEqual([
      [ago(3), 'missed'],
      [TODAY, 'upcoming'],
    ]);
  });

  it('daily: the window is the due day alone', () => {
    const start = ago(3);
    const result = schedule([version(start, 1)], [shot(ago(3)), shot(ago(1)), shot(ago(1))]);
    expect(brief(result.doses)).toEqual([
      [ago(3), 'on-time', ago(3)],
      [ago(2), 'missed'],
      [ago(1), 'on-time', ago(1)],
      [TODAY, 'upcoming'],
    ]);
    expect(result.extra).toHaveLength(1);
  });

  it('every 2 days: one late day', () => {
    const start = ago(10);
    const result = schedule([version(start, 2)], [shot(addDays(start, 1))]);
    expect(result.doses[0]).toMatchObject({ status: 'late', windowEnd: addDays(start, 1) });
    expect(result.doses[1]?.dueDate).toBe(addDays(start, 3));
  });

  it('every 6 days has no tolerance, every 10 days has one day', () => {
    const start = ago(30);
    expect(schedule([version(start, 6)], [shot(addDays(start, 1))]).doses[0]?.status).toBe('late');
    const ten = schedule([version(start, 10)], [shot(addDays(start, 1))]);
    expect(ten.doses[0]).toMatchObject({ status: 'on-time', windowEnd: addDays(start, 8) });
  });
});

describe('prescription versions', () => {
  it('doses due before a change keep the interval in force then', () => {
    const start = ago(40);
    const change = ago(12);
    const versions = [version(start, 7), version(start, 10, change)];
    const result = schedule(versions, [shot(ago(40)), shot(ago(33)), shot(ago(26)), shot(ago(19))]);
    // Under the weekly version the next dose would be due on the change day; from then on
    // the interval is 10, so it is due 10 days after the last dose.
    expect(brief(result.doses)).toEqual([
      [ago(40), 'on-time', ago(40)],
      [ago(33), 'on-time', ago(33)],
      [ago(26), 'on-time', ago(26)],
      [ago(19), 'on-time', ago(19)],
      [ago(9), 'missed'],
      [inDays(1), 'upcoming'],
    ]);
    expect(result.doses.map((d) => d.intervalDays)).toEqual([7, 7, 7, 7, 10, 10]);
    // The weekly dose's window closed by the weekly rule (D+5), not the new one (D+8).
    expect(result.doses[3]?.windowEnd).toBe(ago(14));
  });

  it('a change effective today moves the next dose to last dose + the new interval', () => {
    const start = ago(30);
    const taken = [shot(ago(30)), shot(ago(23)), shot(ago(16)), shot(ago(9)), shot(ago(2))];
    const weekly = schedule([version(start)], taken);
    expect(weekly.nextDue?.dueDate).toBe(inDays(5));
    const longer = schedule([version(start), version(start, 10, TODAY)], taken);
    expect(longer.nextDue).toMatchObject({ dueDate: inDays(8), intervalDays: 10 });
    const shorter = schedule([version(start), version(start, 4, TODAY)], taken);
    expect(shorter.nextDue).toMatchObject({ dueDate: inDays(2), intervalDays: 4 });
    // When the new interval would put the dose before the change, it is due on the change day.
    const muchShorter = schedule([version(start), version(start, 1, TODAY)], taken);
    expect(muchShorter.nextDue).toMatchObject({ dueDate: TODAY, daysUntilNext: 0 });
  });

  it('a later version does not reach back: history under the old interval is unchanged', () => {
    const start = ago(60);
    const taken = [60, 53, 46, 39, 32].map((n) => shot(ago(n)));
    const before = schedule([version(start)], taken, { today: ago(25) });
    const after = schedule([version(start), version(start, 14, ago(10))], taken);
    expect(after.doses.slice(0, 5)).toEqual(before.doses.slice(0, 5));
  });

  it('a version effective in the future does not change today', () => {
    const start = ago(20);
    const taken = [shot(ago(20)), shot(ago(13)), shot(ago(6))];
    const result = schedule([version(start), version(start, 14, inDays(30))], taken);
    expect(result.nextDue).toMatchObject({ dueDate: inDays(1), intervalDays: 7 });
  });

  it('the order versions are given in does not matter; the same day keeps the last given', () => {
    const start = ago(30);
    const a = version(start, 7);
    const b = version(start, 10, ago(10));
    const first = [shot(start, 'first')];
    expect(schedule([b, a], first)).toEqual(schedule([a, b], first));
    const fixed = version(start, 14, ago(10));
    expect(versionInForce([a, b, fixed], ago(5))?.intervalDays).toBe(14);
    expect(versionInForce([a, fixed, b], ago(5))?.intervalDays).toBe(10);
  });

  it('versionInForce: the latest effective on or before the day, the earliest before all', () => {
    const v1 = version(ago(100), 7, ago(50));
    const v2 = version(ago(100), 10, ago(20));
    expect(versionInForce([v2, v1], ago(80))).toBe(v1);
    expect(versionInForce([v2, v1], ago(50))).toBe(v1);
    expect(versionInForce([v2, v1], ago(21))).toBe(v1);
    expect(versionInForce([v2, v1], ago(20))).toBe(v2);
    expect(versionInForce([], TODAY)).toBeUndefined();
  });

  it('the start date is the latest version’s', () => {
    const result = schedule(
      [version(ago(60)), version(ago(10), 7, ago(10))],
      [shot(ago(30), 'before'), shot(ago(10), 'first')],
    );
    expect(brief(result.doses)).toEqual([
      [ago(10), 'on-time', ago(10)],
      [ago(3), 'upcoming'],
    ]);
    expect(result.extra).toEqual(['before']);
  });

  it('refuses an interval that is not a whole number of days >= 1', () => {
    expect(() => schedule([version(ago(3), 0)], [])).toThrow(RangeError);
    expect(() => schedule([version(ago(3), 1.5)], [])).toThrow(RangeError);
    expect(() => schedule([version('2025-02-30')], [])).toThrow(RangeError);
  });
});
