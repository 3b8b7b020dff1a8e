// Split from the former domain/schedule.test.ts along the treatment modules.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, diffDays, localDateOf, toEpochDay } from '../calendar-dates.js';
import { adherence } from './adherence.js';
import {
  computeSchedule,
  toleranceDays,
  type ScheduleInjection,
  type ScheduleInput,
  type ScheduledDose,
} from './schedule.js';
import { TODAY, inDays, version, schedule, brief } from './test-fixtures.js';

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
