import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, diffDays, localDateOf, toEpochDay } from './calendar-dates.js';
import {
  adherence,
  checkDoubleDose,
  computeSchedule,
  dosageText,
  frequencyText,
  INJECTION_SITES,
  isInjectionSite,
  rollingWindow,
  sitesForRoute,
  suggestedSite,
  toleranceDays,
  treatmentSummary,
  urgency,
  versionInForce,
  weeklyProgress,
  type Pause,
  type PrescriptionVersion,
  type ScheduleInjection,
  type ScheduleInput,
  type ScheduledDose,
} from './schedule.js';

const TODAY = '2025-06-15';
const ago = (days: number, today = TODAY) => addDays(today, -days);
const inDays = (days: number, today = TODAY) => addDays(today, days);

function version(
  startDate: string,
  intervalDays = 7,
  effectiveFrom = startDate,
  extra: Partial<PrescriptionVersion> = {},
): PrescriptionVersion {
  return {
    effectiveFrom,
    medication: 'Testosterone cypionate',
    doseAmount: 0.3,
    doseUnit: 'mL',
    intervalDays,
    route: 'IM',
    startDate,
    ...extra,
  };
}

let nextId = 0;
function shot(localDate: string, id = `inj-${++nextId}`): ScheduleInjection {
  return { id, localDate };
}

function schedule(
  versions: PrescriptionVersion[],
  injections: ScheduleInjection[],
  options: { pauses?: Pause[]; today?: string } = {},
) {
  return computeSchedule({
    versions,
    injections,
    pauses: options.pauses ?? [],
    today: options.today ?? TODAY,
  });
}

/** The doses as [dueDate, status, takenDate?] triples, for compact expectations. */
function brief(doses: ScheduledDose[]) {
  return doses.map((d) =>
    d.takenDate ? [d.dueDate, d.status, d.takenDate] : [d.dueDate, d.status],
  );
}

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

describe('pauses', () => {
  it('a dose that would fall due while paused is due on the resume day', () => {
    const start = ago(49);
    const result = schedule(
      [version(start)],
      [shot(ago(49)), shot(ago(42)), shot(ago(30), 'paused'), shot(ago(20)), shot(ago(13))],
      { pauses: [{ from: ago(38), to: ago(20) }] },
    );
    expect(brief(result.doses)).toEqual([
      [ago(49), 'on-time', ago(49)],
      [ago(42), 'on-time', ago(42)],
      [ago(20), 'on-time', ago(20)],
      [ago(13), 'on-time', ago(13)],
      [ago(6), 'missed'],
      [inDays(1), 'upcoming'],
    ]);
    expect(result.extra).toEqual(['paused']);
  });

  it('a pause between two doses changes nothing', () => {
    const start = ago(14);
    const pauses = [{ from: ago(12), to: ago(10) }];
    const taken = [shot(ago(14), 'a'), shot(ago(7), 'b')];
    const with_ = schedule([version(start)], taken, { pauses });
    const without = schedule([version(start)], taken);
    expect(with_).toEqual(without);
  });

  it('while paused with a resume day ahead, the next dose is due on the resume day', () => {
    const result = schedule([version(ago(14))], [shot(ago(14)), shot(ago(7))], {
      pauses: [{ from: ago(5), to: inDays(3) }],
    });
    expect(result.nextDue).toEqual({
      dueDate: inDays(3),
      daysUntilNext: 3,
      isOverdue: false,
      intervalDays: 7,
    });
  });

  it('while paused with no resume day nothing is due', () => {
    const start = ago(30);
    const result = schedule([version(start)], [shot(ago(30)), shot(ago(23))], {
      pauses: [{ from: ago(20) }],
    });
    expect(brief(result.doses)).toEqual([
      [ago(30), 'on-time', ago(30)],
      [ago(23), 'on-time', ago(23)],
    ]);
    expect(result.nextDue).toBeNull();
  });

  it('a dose whose window runs into a pause closes the day before it; untaken, it is missed', () => {
    const due = ago(10);
    const result = schedule([version(due)], [shot(ago(7), 'in-pause')], {
      pauses: [{ from: ago(8), to: null }],
    });
    expect(result.doses).toEqual([
      { dueDate: due, status: 'missed', intervalDays: 7, windowEnd: ago(9) },
    ]);
    expect(result.extra).toEqual(['in-pause']);
    expect(result.nextDue).toBeNull();
  });

  it('a future pause leaves the current dose upcoming until it starts', () => {
    const due = ago(1);
    const result = schedule([version(due)], [], { pauses: [{ from: inDays(2) }] });
    expect(result.doses[0]).toMatchObject({ status: 'upcoming', windowEnd: inDays(1) });
    expect(result.nextDue).toMatchObject({ dueDate: due, isOverdue: true });
  });

  it('after a short pause inside a window, a later injection in the window still counts', () => {
    const due = ago(10);
    const result = schedule([version(due)], [shot(ago(6), 'after')], {
      pauses: [{ from: ago(8), to: ago(6) }],
    });
    expect(result.doses[0]).toMatchObject({ status: 'late', injectionId: 'after' });
  });

  it('a pause over the start date moves the first dose to the resume day', () => {
    const result = schedule([version(ago(20))], [shot(ago(20), 'too-soon'), shot(ago(12))], {
      pauses: [{ from: ago(25), to: ago(12) }],
    });
    expect(brief(result.doses)[0]).toEqual([ago(12), 'on-time', ago(12)]);
    expect(result.extra).toEqual(['too-soon']);
  });

  it('an injection the day before the resume day is extra, not a day early', () => {
    const result = schedule([version(ago(40))], [shot(ago(40)), shot(ago(11), 'eve')], {
      pauses: [{ from: ago(35), to: ago(10) }],
    });
    expect(brief(result.doses).slice(0, 2)).toEqual([
      [ago(40), 'on-time', ago(40)],
      [ago(10), 'missed'],
    ]);
    expect(result.extra).toEqual(['eve']);
  });

  it('overlapping and adjacent pauses merge; empty ones are ignored', () => {
    const start = ago(40);
    const taken = [shot(ago(40))];
    const merged = schedule([version(start)], taken, {
      pauses: [
        { from: ago(30), to: ago(20) },
        { from: ago(25), to: ago(15) },
        { from: ago(15), to: ago(9) },
        { from: ago(5), to: ago(5) },
      ],
    });
    const single = schedule([version(start)], taken, { pauses: [{ from: ago(30), to: ago(9) }] });
    expect(merged).toEqual(single);
    expect(brief(merged.doses)).toEqual([
      [ago(40), 'on-time', ago(40)],
      [ago(33), 'missed'],
      [ago(9), 'missed'],
      [ago(2), 'upcoming'],
    ]);
  });
});

describe('adherence', () => {
  const dose = (dueDate: string, status: ScheduledDose['status']): ScheduledDose => ({
    dueDate,
    status,
    intervalDays: 7,
    windowEnd: addDays(dueDate, 5),
  });

  it('counts doses due in the inclusive window, upcoming ones excluded', () => {
    const doses = [
      dose('2025-01-01', 'on-time'),
      dose('2025-01-08', 'late'),
      dose('2025-01-15', 'missed'),
      dose('2025-01-22', 'upcoming'),
    ];
    expect(adherence(doses, { startDate: '2025-01-01', endDate: '2025-01-22' })).toEqual({
      due: 3,
      taken: 2,
      onTime: 1,
      late: 1,
      missed: 1,
      adherenceRate: 67,
      onTimeRate: 33,
    });
    expect(adherence(doses, { startDate: '2025-01-02', endDate: '2025-01-08' })).toMatchObject({
      due: 1,
      adherenceRate: 100,
      onTimeRate: 0,
    });
  });

  it('is null, never 100, when nothing is due', () => {
    const upcomingOnly = [dose('2025-01-22', 'upcoming')];
    expect(adherence(upcomingOnly, { startDate: '2025-01-01', endDate: '2025-01-31' })).toEqual({
      due: 0,
      taken: 0,
      onTime: 0,
      late: 0,
      missed: 0,
      adherenceRate: null,
      onTimeRate: null,
    });
    expect(adherence([], { startDate: '2025-01-01', endDate: '2025-01-31' }).adherenceRate).toBe(
      null,
    );
  });

  it('rounds to whole percents', () => {
    const doses = [
      ...Array.from({ length: 7 }, (_, i) => dose(addDays('2025-01-01', i * 7), 'on-time')),
      dose('2025-03-01', 'missed'),
    ];
    expect(adherence(doses, { startDate: '2025-01-01', endDate: '2025-12-31' })).toMatchObject({
      adherenceRate: 88, // 87.5
      onTimeRate: 88,
    });
  });

  it('rolling windows end today and span the given number of days', () => {
    expect(rollingWindow(TODAY, 7)).toEqual({ startDate: ago(6), endDate: TODAY });
    expect(rollingWindow(TODAY, 90)).toEqual({ startDate: ago(89), endDate: TODAY });
    expect(() => rollingWindow(TODAY, 0)).toThrow(RangeError);
  });

  it('the dashboard’s 90 days over a real schedule', () => {
    // Weekly from 100 days ago: the dose due 51 days ago missed, the one due 30 days ago
    // taken 2 days late (which moves the rest of the schedule two days), one due today taken.
    const days = [100, 93, 86, 79, 72, 65, 58, 44, 37, 28, 21, 14, 7, 0];
    const result = schedule(
      [version(ago(100))],
      days.map((n) => shot(ago(n))),
    );
    expect(result.doses.find((d) => d.dueDate === ago(51))?.status).toBe('missed');
    expect(result.doses.find((d) => d.dueDate === ago(30))?.status).toBe('late');
    expect(result.doses.find((d) => d.dueDate === TODAY)?.status).toBe('on-time');
    expect(result.nextDue?.dueDate).toBe(inDays(7));
    // Due 86 .. 0 days ago: 13 doses, 12 taken (1 late), 1 missed.
    expect(adherence(result.doses, rollingWindow(TODAY, 90))).toEqual({
      due: 13,
      taken: 12,
      onTime: 11,
      late: 1,
      missed: 1,
      adherenceRate: 92,
      onTimeRate: 85,
    });
  });
});

describe('urgency and progress', () => {
  it.each([
    [-2, true, { level: 'overdue', label: 'Overdue', text: '2 days overdue' }],
    [-1, true, { level: 'overdue', label: 'Overdue', text: '1 day overdue' }],
    [0, false, { level: 'urgent', label: null, text: 'Due today' }],
    [1, false, { level: 'urgent', label: null, text: '1 day remaining' }],
    [2, false, { level: 'soon', label: null, text: '2 days remaining' }],
    [3, false, { level: 'soon', label: null, text: '3 days remaining' }],
    [4, false, { level: 'normal', label: null, text: '4 days remaining' }],
    [7, false, { level: 'normal', label: null, text: '7 days remaining' }],
  ] as const)('daysUntilNext %i → %o', (daysUntilNext, isOverdue, expected) => {
    expect(urgency(daysUntilNext, isOverdue)).toEqual(expected);
  });

  it('follows the schedule’s own nextDue', () => {
    const { nextDue } = schedule([version(ago(2))], []);
    expect(nextDue).not.toBeNull();
    if (nextDue)
      expect(urgency(nextDue.daysUntilNext, nextDue.isOverdue).text).toBe('2 days overdue');
  });

  it('weekly progress is (I - daysUntilNext) / I, clamped to 0..1', () => {
    expect(weeklyProgress(7, 2)).toBeCloseTo(5 / 7);
    expect(weeklyProgress(7, 0)).toBe(1);
    expect(weeklyProgress(7, -3)).toBe(1);
    expect(weeklyProgress(7, 7)).toBe(0);
    expect(weeklyProgress(7, 12)).toBe(0);
    expect(weeklyProgress(10, 5)).toBe(0.5);
    expect(weeklyProgress(1, 1)).toBe(0);
  });

  it('progress always lies in 0..1 (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 365 }),
        fc.integer({ min: -1000, max: 1000 }),
        (i, d) => {
          const p = weeklyProgress(i, d);
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('dosage and frequency texts', () => {
  it('writes the dose without trailing zeros', () => {
    expect(dosageText(0.3, 'mL')).toBe('0.3mL');
    expect(dosageText(0.25, 'mL')).toBe('0.25mL');
    expect(dosageText(0.5, 'mL')).toBe('0.5mL');
    expect(dosageText(1, 'mL')).toBe('1mL');
    expect(dosageText(100, 'mg')).toBe('100mg');
    expect(dosageText(1000, 'mg')).toBe('1000mg');
    expect(dosageText(0.1 + 0.2, 'mL')).toBe('0.3mL');
    expect(dosageText(0.125, 'mL')).toBe('0.125mL');
    expect(() => dosageText(0, 'mL')).toThrow(RangeError);
    expect(() => dosageText(Number.NaN, 'mg')).toThrow(RangeError);
  });

  it('7 is weekly, anything else every N days', () => {
    expect(frequencyText(7)).toBe('weekly');
    expect(frequencyText(10)).toBe('every 10 days');
    expect(frequencyText(14)).toBe('every 14 days');
    expect(frequencyText(3)).toBe('every 3 days');
    expect(frequencyText(1)).toBe('every 1 day');
    expect(() => frequencyText(0)).toThrow(RangeError);
  });
});

describe('injection sites', () => {
  const at = (site: string, takenAt: string) => ({ site, takenAt });

  it('lists the sites valid for each route', () => {
    expect(sitesForRoute('IM')).toEqual([
      'left-thigh',
      'right-thigh',
      'left-glute',
      'right-glute',
      'left-deltoid',
      'right-deltoid',
    ]);
    expect(sitesForRoute('SubQ')).toEqual([
      'left-thigh',
      'right-thigh',
      'left-abdomen',
      'right-abdomen',
    ]);
    expect(sitesForRoute(undefined)).toEqual(INJECTION_SITES);
    expect(sitesForRoute(null)).toEqual(INJECTION_SITES);
    expect(isInjectionSite('left-glute')).toBe(true);
    expect(isInjectionSite('left-elbow')).toBe(false);
  });

  it('suggests a site never used first, in list order', () => {
    expect(suggestedSite('IM', [])).toBe('left-thigh');
    expect(suggestedSite('SubQ', [])).toBe('left-thigh');
    expect(
      suggestedSite('IM', [
        at('left-thigh', '2025-06-01T10:00:00Z'),
        at('left-glute', '2025-06-08T10:00:00Z'),
      ]),
    ).toBe('right-thigh');
    expect(
      suggestedSite('SubQ', [
        at('left-thigh', '2025-06-01T10:00:00Z'),
        at('right-thigh', '2025-06-08T10:00:00Z'),
      ]),
    ).toBe('left-abdomen');
  });

  it('then the valid site whose latest use is oldest', () => {
    const history = [
      at('left-thigh', '2025-05-01T10:00:00Z'),
      at('right-thigh', '2025-05-08T10:00:00Z'),
      at('left-abdomen', '2025-05-15T10:00:00Z'),
      at('right-abdomen', '2025-05-22T10:00:00Z'),
      at('left-thigh', '2025-05-29T10:00:00Z'),
    ];
    expect(suggestedSite('SubQ', history)).toBe('right-thigh');
    // IM never suggests the abdomen, and glutes and deltoids are still unused.
    expect(suggestedSite('IM', history)).toBe('left-glute');
  });

  it('compares instants, not the order given; ties go to list order', () => {
    const history = [
      at('right-thigh', '2025-05-01T10:00:00+02:00'), // 08:00Z
      at('left-thigh', '2025-05-01T09:00:00Z'),
      at('left-abdomen', '2025-06-01T09:00:00Z'),
      at('right-abdomen', '2025-06-01T09:00:00Z'),
    ];
    expect(suggestedSite('SubQ', history)).toBe('right-thigh');
    expect(suggestedSite('SubQ', [...history].reverse())).toBe('right-thigh');
    const tie = [
      at('left-thigh', '2025-05-01T09:00:00Z'),
      at('right-thigh', '2025-05-01T09:00:00Z'),
    ];
    expect(suggestedSite('SubQ', [...tie, ...history.slice(2)])).toBe('left-thigh');
  });
});

describe('double-dose guard', () => {
  const prev = { id: 'prev', takenAt: '2025-06-10T09:00:00Z', localDate: '2025-06-10' };

  it('refuses less than I/2 days after the previous injection, measured between instants', () => {
    const check = (takenAt: string, localDate: string, intervalDays = 7) =>
      checkDoubleDose({ takenAt, localDate, intervalDays, injections: [prev] });
    expect(check('2025-06-13T09:00:00Z', '2025-06-13')).toMatchObject({
      isDoubleDose: true,
      daysSince: 3,
      elapsedDays: 3,
    });
    expect(check('2025-06-13T20:59:59Z', '2025-06-13').isDoubleDose).toBe(true);
    expect(check('2025-06-13T21:00:00Z', '2025-06-13').isDoubleDose).toBe(false); // 3.5 days
    expect(check('2025-06-11T20:59:59Z', '2025-06-11', 3).isDoubleDose).toBe(true);
    expect(check('2025-06-11T21:00:00Z', '2025-06-11', 3).isDoubleDose).toBe(false);
    expect(check('2025-06-10T09:00:00Z', '2025-06-10')).toMatchObject({
      isDoubleDose: true,
      daysSince: 0,
    });
  });

  it('says calendar days for the dialog: 23:00 then 01:00 is one day ago, two hours apart', () => {
    const late = { id: 'late', takenAt: '2025-06-10T23:00:00-04:00', localDate: '2025-06-10' };
    const result = checkDoubleDose({
      takenAt: '2025-06-11T01:00:00-04:00',
      localDate: '2025-06-11',
      intervalDays: 7,
      injections: [late],
    });
    expect(result).toMatchObject({ isDoubleDose: true, daysSince: 1 });
    expect(result.elapsedDays).toBeCloseTo(2 / 24);
  });

  it('uses the latest injection at or before the new one; a later one and the edited one do not count', () => {
    const older = { id: 'older', takenAt: '2025-06-03T09:00:00Z', localDate: '2025-06-03' };
    const later = { id: 'later', takenAt: '2025-06-12T09:00:00Z', localDate: '2025-06-12' };
    const backdated = checkDoubleDose({
      takenAt: '2025-06-09T09:00:00Z',
      localDate: '2025-06-09',
      intervalDays: 7,
      injections: [later, older],
    });
    expect(backdated).toMatchObject({ isDoubleDose: false, daysSince: 6 });
    expect(backdated.previous?.id).toBe('older');

    const editing = checkDoubleDose({
      takenAt: '2025-06-10T12:00:00Z',
      localDate: '2025-06-10',
      intervalDays: 7,
      injections: [prev, older],
      excludeId: 'prev',
    });
    expect(editing.previous?.id).toBe('older');
    expect(editing.isDoubleDose).toBe(false);
  });

  it('with no previous injection nothing is refused', () => {
    expect(
      checkDoubleDose({
        takenAt: '2025-06-10T09:00:00Z',
        localDate: '2025-06-10',
        intervalDays: 7,
        injections: [],
      }),
    ).toEqual({ isDoubleDose: false, previous: null, daysSince: null, elapsedDays: null });
  });
});

describe('treatment summary', () => {
  it('gives the computed fields of the prescription answer', () => {
    const injections = [
      { id: 'five', localDate: ago(5), takenAt: `${ago(5)}T14:00:00Z`, site: 'left-thigh' },
    ];
    expect(
      treatmentSummary({ versions: [version(ago(60))], pauses: [], injections, today: TODAY }),
    ).toEqual({
      dosage: '0.3mL',
      frequency: 'weekly',
      nextInjectionDate: inDays(2),
      daysUntilNext: 2,
      isOverdue: false,
      suggestedSite: 'right-thigh',
    });
  });

  it('reports nothing due while paused, and null without a prescription', () => {
    const summary = treatmentSummary({
      versions: [version(ago(60), 10, ago(60), { doseAmount: 100, doseUnit: 'mg', route: 'SubQ' })],
      pauses: [{ from: ago(3) }],
      injections: [],
      today: TODAY,
    });
    expect(summary).toMatchObject({
      dosage: '100mg',
      frequency: 'every 10 days',
      nextInjectionDate: null,
      daysUntilNext: null,
      isOverdue: false,
    });
    expect(treatmentSummary({ versions: [], injections: [], today: TODAY })).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------
// Properties

const dayOffset = (min: number, max: number) => fc.integer({ min, max }).map((n) => inDays(n));

const interval = fc.oneof(
  { weight: 3, arbitrary: fc.constant(7) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 6 }) },
  { weight: 2, arbitrary: fc.integer({ min: 8, max: 30 }) },
);

const injectionsArb = fc
  .array(dayOffset(-220, 5), { maxLength: 40 })
  .map((days) => days.map((localDate, i) => ({ id: `i${String(i).padStart(2, '0')}`, localDate })));

const pausesArb = fc.array(
  fc.record({
    from: fc.integer({ min: -200, max: 5 }),
    length: fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }),
  }),
  { maxLength: 2 },
);

const inputArb: fc.Arbitrary<ScheduleInput> = fc
  .record({
    start: dayOffset(-200, 10),
    intervals: fc.array(
      fc.record({ intervalDays: interval, effective: fc.integer({ min: -200, max: 20 }) }),
      { minLength: 1, maxLength: 3 },
    ),
    pauses: pausesArb,
    injections: injectionsArb,
  })
  .map(({ start, intervals, pauses, injections }) => ({
    versions: intervals.map((v) => version(start, v.intervalDays, inDays(v.effective))),
    pauses: pauses.map((p) => ({
      from: inDays(p.from),
      to: p.length === undefined ? undefined : inDays(p.from + p.length),
    })),
    injections,
    today: TODAY,
  }));

/** The simple case, one version and no pause, walked straight from product.md's words. */
function referenceSchedule(
  start: string,
  I: number,
  injections: ScheduleInjection[],
  today: string,
) {
  const T = I >= 7 ? 1 : 0;
  const sorted = [...injections].sort(
    (a, b) => diffDays(b.localDate, a.localDate) || (a.id < b.id ? -1 : 1),
  );
  const result: [string, string, string?][] = [];
  let D = start;
  let lastTaken: string | null = null;
  for (;;) {
    const usable = sorted.filter(
      (i) => i.localDate >= start && (lastTaken === null || i.localDate > lastTaken),
    );
    const inRange = (from: string, to: string) =>
      usable.find((i) => i.localDate >= from && i.localDate <= to);
    const onTime = inRange(addDays(D, -T), addDays(D, T));
    const late = onTime ? undefined : inRange(addDays(D, T + 1), addDays(D, I - T - 1));
    const taken = onTime ?? late;
    if (taken) {
      result.push([D, onTime ? 'on-time' : 'late', taken.localDate]);
      lastTaken = taken.localDate;
      D = addDays(taken.localDate, I);
    } else if (addDays(D, I - T - 1) < today) {
      result.push([D, 'missed']);
      D = addDays(D, I);
    } else {
      result.push([D, 'upcoming']);
      return result;
    }
  }
}

describe('schedule properties', () => {
  it('matches a literal reading of the rules for one version and no pause', () => {
    fc.assert(
      fc.property(dayOffset(-200, 10), interval, injectionsArb, (start, I, injections) => {
        const result = schedule([version(start, I)], injections);
        expect(brief(result.doses)).toEqual(referenceSchedule(start, I, injections, TODAY));
      }),
      { numRuns: 300 },
    );
  });

  it('does not depend on the order injections are given in', () => {
    const withShuffle = inputArb.chain((input) =>
      fc.tuple(
        fc.constant(input),
        fc.shuffledSubarray([...input.injections], {
          minLength: input.injections.length,
          maxLength: input.injections.length,
        }),
      ),
    );
    fc.assert(
      fc.property(withShuffle, ([input, shuffled]) => {
        expect(computeSchedule({ ...input, injections: shuffled })).toEqual(computeSchedule(input));
      }),
      { numRuns: 300 },
    );
  });

  it('accounts for every injection exactly once and keeps the doses in order', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = computeSchedule(input);
        const answered = result.doses.flatMap((d) => (d.injectionId ? [d.injectionId] : []));
        expect([...answered, ...result.extra].sort()).toEqual(
          input.injections.map((i) => i.id).sort(),
        );
        for (let k = 1; k < result.doses.length; k++) {
          const previous = result.doses[k - 1] as ScheduledDose;
          const current = result.doses[k] as ScheduledDose;
          expect(current.dueDate > previous.dueDate).toBe(true);
          if (previous.takenDate) expect(current.dueDate > previous.takenDate).toBe(true);
          else expect(current.dueDate > previous.windowEnd).toBe(true);
        }
        const upcoming = result.doses.filter((d) => d.status === 'upcoming');
        expect(upcoming.length).toBeLessThanOrEqual(1);
        if (upcoming[0]) {
          expect(result.doses[result.doses.length - 1]).toBe(upcoming[0]);
          expect(result.nextDue?.dueDate).toBe(upcoming[0].dueDate);
          expect(result.nextDue?.daysUntilNext).toBe(diffDays(TODAY, upcoming[0].dueDate));
          expect(result.nextDue?.isOverdue).toBe(upcoming[0].dueDate < TODAY);
        } else {
          expect(result.nextDue).toBeNull();
        }
        for (const dose of result.doses) {
          if (dose.status === 'missed') expect(dose.windowEnd < TODAY).toBe(true);
          if (dose.takenDate) {
            const T = toleranceDays(dose.intervalDays);
            expect(dose.takenDate >= addDays(dose.dueDate, -T)).toBe(true);
            expect(dose.takenDate <= dose.windowEnd).toBe(true);
            expect(dose.status === 'on-time').toBe(dose.takenDate <= addDays(dose.dueDate, T));
          }
        }
        const start = input.versions.reduce((a, v) => (v.effectiveFrom >= a.effectiveFrom ? v : a));
        for (const injection of input.injections) {
          if (injection.localDate < start.startDate) expect(result.extra).toContain(injection.id);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('an injection on a dose’s due day always makes that dose on-time', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = computeSchedule(input);
        for (const dose of result.doses) {
          if (input.injections.some((i) => i.localDate === dose.dueDate)) {
            expect(dose.status).toBe('on-time');
          }
        }
        // And adding one on the next due day makes that dose on-time.
        if (result.nextDue) {
          const dueDate = result.nextDue.dueDate;
          const more = computeSchedule({
            ...input,
            injections: [...input.injections, { id: 'zz-new', localDate: dueDate }],
          });
          expect(more.doses.find((d) => d.dueDate === dueDate)?.status).toBe('on-time');
        }
      }),
      { numRuns: 500 },
    );
  });

  it('adherence rates are null or whole percents in 0..100', () => {
    fc.assert(
      fc.property(inputArb, dayOffset(-220, 0), dayOffset(-220, 10), (input, a, b) => {
        const result = computeSchedule(input);
        const window = a <= b ? { startDate: a, endDate: b } : { startDate: b, endDate: a };
        const stats = adherence(result.doses, window);
        for (const rate of [stats.adherenceRate, stats.onTimeRate]) {
          if (rate !== null) {
            expect(Number.isInteger(rate)).toBe(true);
            expect(rate).toBeGreaterThanOrEqual(0);
            expect(rate).toBeLessThanOrEqual(100);
          }
        }
        expect(stats.adherenceRate === null).toBe(stats.due === 0);
        expect(stats.onTimeRate === null).toBe(stats.due === 0);
        expect(stats.due).toBe(stats.onTime + stats.late + stats.missed);
        expect(stats.onTimeRate ?? 0).toBeLessThanOrEqual(stats.adherenceRate ?? 0);
      }),
      { numRuns: 300 },
    );
  });

  it('across DST switches, due dates stay exactly I calendar days apart', () => {
    // UTC hours that are daytime in each zone, summer or winter.
    const daytime = {
      'America/New_York': [14, 20],
      'Europe/Berlin': [7, 16],
      'Australia/Sydney': [0, 6],
    } as const;
    const zoneAndHour = fc
      .constantFrom(...(Object.keys(daytime) as (keyof typeof daytime)[]))
      .chain((zone) =>
        fc.tuple(fc.constant(zone), fc.integer({ min: daytime[zone][0], max: daytime[zone][1] })),
      );
    fc.assert(
      fc.property(
        fc.integer({ min: toEpochDay('2023-01-01'), max: toEpochDay('2025-12-31') }),
        fc.integer({ min: 1, max: 21 }),
        zoneAndHour,
        (startDay, I, [zone, hourUtc]) => {
          // Injections every I x 24 hours at the same UTC hour (daytime in the zone): their
          // local dates move by I calendar days whatever DST does in between.
          const first = startDay * 86_400_000 + hourUtc * 3_600_000;
          const injections = Array.from({ length: 12 }, (_, k) => ({
            id: `k${String(k).padStart(2, '0')}`,
            localDate: localDateOf(first + k * I * 86_400_000, zone),
          }));
          const start = injections[0]?.localDate as string;
          const today = addDays(start, 12 * I + 60);
          const taken = computeSchedule({ versions: [version(start, I)], injections, today });
          const missedAll = computeSchedule({
            versions: [version(start, I)],
            injections: [],
            today,
          });
          for (const result of [taken, missedAll]) {
            const dues = result.doses.map((d) => d.dueDate);
            for (let k = 1; k < dues.length; k++) {
              expect(diffDays(dues[k - 1] as string, dues[k] as string)).toBe(I);
            }
          }
          expect(taken.doses.slice(0, 12).every((d) => d.status === 'on-time')).toBe(true);
          expect(taken.extra).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a weekly Sunday dose in New York stays on Sundays through both 2024 switches', () => {
    // Each injection at 09:00 local time, written with that day's own offset.
    const instants = [
      '2024-03-03T09:00:00-05:00',
      '2024-03-10T09:00:00-04:00', // the spring-forward day
      '2024-03-17T09:00:00-04:00',
      '2024-10-27T09:00:00-04:00',
      '2024-11-03T09:00:00-05:00', // the fall-back day
      '2024-11-10T09:00:00-05:00',
    ];
    const injections = instants.map((takenAt, k) => ({
      id: `s${k}`,
      takenAt,
      localDate: localDateOf(takenAt, 'America/New_York'),
    }));
    expect(injections.map((i) => i.localDate)).toEqual([
      '2024-03-03',
      '2024-03-10',
      '2024-03-17',
      '2024-10-27',
      '2024-11-03',
      '2024-11-10',
    ]);
    const result = computeSchedule({
      versions: [version('2024-03-03')],
      injections,
      today: '2024-11-12',
    });
    const dues = result.doses.map((d) => d.dueDate);
    expect(dues.every((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 0)).toBe(true);
    expect(result.doses.filter((d) => d.status === 'on-time')).toHaveLength(6);
    expect(result.nextDue?.dueDate).toBe('2024-11-17');
  });
});
