import { describe, expect, it } from 'vitest';
import type { Analytics, SeriesDay } from '../../entities/analytics';
import { analyticsSchema } from '../../entities/analytics';
import {
  adherenceCells,
  adherenceSummary,
  evenTicks,
  formatRate,
  formatScore,
  headlineFigures,
  listWords,
  moodByDayBars,
  moodByDaySummary,
  offsetText,
  siteBars,
  siteSummary,
  timingPoints,
  timingRange,
  timingSummary,
  trendRows,
  trendSegments,
  trendSummary,
} from './chart-data';
import { periodFromParam } from './period';

const sites = {
  'left-thigh': 0,
  'right-thigh': 0,
  'left-glute': 0,
  'right-glute': 0,
  'left-deltoid': 0,
  'right-deltoid': 0,
  'left-abdomen': 0,
  'right-abdomen': 0,
};

function day(date: string, fields: Partial<SeriesDay> = {}): SeriesDay {
  return { date, mood: null, energy: null, injected: false, dose: null, journal: 0, ...fields };
}

/** A month with nothing in it: what a new account without a prescription gets. */
const empty: Analytics = {
  period: 'month',
  hasPrescription: false,
  paused: false,
  startDate: '2026-04-12',
  endDate: '2026-05-11',
  adherenceRate: null,
  onTimeRate: null,
  dosesScheduled: 0,
  dosesTaken: 0,
  dosesLate: 0,
  dosesMissed: 0,
  siteCounts: sites,
  moodAverage: null,
  energyAverage: null,
  checkinCount: 0,
  moodByDaySinceInjection: [],
  moodByLevel: {
    byPlace: [
      { place: 'trough', mood: null, energy: null, checkins: 0 },
      { place: 'mid', mood: null, energy: null, checkins: 0 },
      { place: 'peak', mood: null, energy: null, checkins: 0 },
    ],
    troughVsOther: {
      trough: { mood: null, energy: null, checkins: 0 },
      other: { mood: null, energy: null, checkins: 0 },
    },
    bands: [],
    calibratedTo: 0,
    disclaimer: 'An estimate for conversation with a provider, never a dosing instruction.',
  },
  journalCount: 0,
  doseTiming: [],
  series: [day('2026-05-10'), day('2026-05-11')],
};

const month: Analytics = {
  ...empty,
  adherenceRate: 80,
  onTimeRate: 60,
  dosesScheduled: 5,
  dosesTaken: 4,
  dosesLate: 1,
  dosesMissed: 1,
  siteCounts: { ...sites, 'left-thigh': 2, 'right-thigh': 2 },
  moodAverage: 3.75,
  energyAverage: 3.4,
  checkinCount: 8,
  journalCount: 1,
  moodByDaySinceInjection: [
    { daysSinceInjection: 6, moodAverage: 3, checkins: 2 },
    { daysSinceInjection: 0, moodAverage: 4, checkins: 3 },
    { daysSinceInjection: 1, moodAverage: 4.5, checkins: 3 },
  ],
  doseTiming: [
    { dueDate: '2026-04-28', takenDate: '2026-05-01', status: 'late', offsetDays: 3 },
    { dueDate: '2026-04-14', takenDate: '2026-04-14', status: 'on-time', offsetDays: 0 },
    { dueDate: '2026-04-21', takenDate: '2026-04-20', status: 'on-time', offsetDays: -1 },
    { dueDate: '2026-05-05', takenDate: null, status: 'missed', offsetDays: null },
    { dueDate: '2026-05-12', takenDate: null, status: 'upcoming', offsetDays: null },
  ],
};

describe('rates and scores', () => {
  it("shows a null rate as '—', never as 100%", () => {
    expect(formatRate(null)).toBe('—');
    expect(formatRate(0)).toBe('0%');
    expect(formatRate(100)).toBe('100%');
    expect(formatScore(null)).toBe('—');
    expect(formatScore(3.75)).toBe('3.8');
    expect(formatScore(4)).toBe('4.0');
  });

  it('reads the headline figures from the answer, with dashes when nothing was due', () => {
    const figures = Object.fromEntries(headlineFigures(empty).map((f) => [f.id, f.value]));
    expect(figures).toEqual({
      adherence: '—',
      'on-time': '—',
      taken: '0 of 0',
      'late-missed': '0 / 0',
      mood: '—',
      energy: '—',
      journal: '0',
    });
    const full = Object.fromEntries(headlineFigures(month).map((f) => [f.id, f]));
    expect(full.adherence?.value).toBe('80%');
    expect(full['on-time']?.value).toBe('60%');
    expect(full['on-time']?.detail).toBe('3 doses on time');
    expect(full.taken?.value).toBe('4 of 5');
    expect(full['late-missed']?.value).toBe('1 / 1');
    expect(full.mood?.value).toBe('3.8');
    expect(full.mood?.detail).toBe('out of 5, 8 check-ins');
    expect(full.journal?.detail).toBe('entry written');
  });
});

describe('adherence over time', () => {
  it('orders the doses by due date and keeps a running rate that ignores upcoming doses', () => {
    const cells = adherenceCells(month.doseTiming);
    expect(cells.map((c) => [c.dueDate, c.status, c.runningRate])).toEqual([
      ['2026-04-14', 'on-time', 100],
      ['2026-04-21', 'on-time', 100],
      ['2026-04-28', 'late', 100],
      ['2026-05-05', 'missed', 75],
      ['2026-05-12', 'upcoming', 75],
    ]);
  });

  it('has no rate before any dose was due', () => {
    expect(
      adherenceCells([
        { dueDate: '2026-05-12', takenDate: null, status: 'upcoming', offsetDays: null },
      ])[0]?.runningRate,
    ).toBeNull();
  });

  it('summarises in one sentence', () => {
    expect(adherenceSummary(empty)).toBe('No doses were due in the last 30 days.');
    expect(adherenceSummary(month)).toBe(
      'You took 4 of 5 doses in the last 30 days: 3 on time, 1 late and 1 missed.',
    );
    expect(
      adherenceSummary({
        ...month,
        period: 'week',
        dosesScheduled: 4,
        dosesTaken: 4,
        dosesLate: 0,
        dosesMissed: 0,
      }),
    ).toBe('You took 4 of 4 doses on time in the last 7 days.');
  });
});

describe('dose timing', () => {
  const points = timingPoints(month.doseTiming);

  it('plots decided doses only, oldest first, missed ones without an offset', () => {
    expect(points.map((p) => [p.dueDate, p.offsetDays])).toEqual([
      ['2026-04-14', 0],
      ['2026-04-21', -1],
      ['2026-04-28', 3],
      ['2026-05-05', null],
    ]);
  });

  it('spans whole days around the due day', () => {
    expect(timingRange(points)).toEqual({ min: -1, max: 3 });
    expect(timingRange([])).toEqual({ min: -1, max: 1 });
  });

  it('describes each dose and the whole', () => {
    expect(points.map(offsetText)).toEqual([
      'On the due day',
      '1 day early',
      '3 days after',
      'Missed',
    ]);
    expect(timingSummary(points, 'month')).toBe(
      'Of 4 doses due in the last 30 days: 1 taken on the due day, 1 early, 1 after it (by up to 3 days) and 1 missed.',
    );
    expect(timingSummary([], 'quarter')).toBe('No doses were due in the last 90 days.');
  });
});

describe('site rotation', () => {
  it('lists all eight sites in the body order, zeros included', () => {
    const bars = siteBars(month.siteCounts);
    expect(bars).toHaveLength(8);
    expect(bars[0]).toEqual({ site: 'left-thigh', label: 'Left thigh', count: 2 });
    expect(bars.filter((b) => b.count === 0)).toHaveLength(6);
    expect(siteSummary(bars, 'month')).toBe(
      'You used 2 of 8 sites for 4 injections in the last 30 days, each 2 times.',
    );
    expect(siteSummary(siteBars({ ...sites, 'left-glute': 3, 'right-glute': 1 }), 'month')).toBe(
      'You used 2 of 8 sites for 4 injections in the last 30 days; most often the left glute (3 times).',
    );
    expect(siteSummary(siteBars({ ...sites, 'left-glute': 1 }), 'week')).toBe(
      'You used 1 of 8 sites for 1 injection in the last 7 days, all in the left glute.',
    );
    expect(
      siteSummary(
        siteBars({ ...sites, 'left-glute': 2, 'right-glute': 2, 'left-thigh': 1 }),
        'month',
      ),
    ).toBe(
      'You used 3 of 8 sites for 5 injections in the last 30 days; most often the left glute and right glute (2 times).',
    );
    expect(siteSummary(siteBars(sites), 'year')).toBe(
      'No injections were logged in the last 365 days.',
    );
  });

  it('keeps a site it does not know rather than dropping it', () => {
    expect(siteBars({ ...sites, 'left-calf': 1 }).at(-1)).toEqual({
      site: 'left-calf',
      label: 'left-calf',
      count: 1,
    });
  });
});

describe('mood by days since injection', () => {
  it('sorts the buckets and names the days', () => {
    const bars = moodByDayBars(month.moodByDaySinceInjection);
    expect(bars.map((b) => [b.day, b.label, b.mood])).toEqual([
      [0, 'Injection day', 4],
      [1, 'Day 1', 4.5],
      [6, 'Day 6', 3],
    ]);
    expect(moodByDaySummary(bars, 'month')).toBe(
      'Mood was highest 1 day after an injection (4.5) and lowest 6 days after an injection (3.0).',
    );
    expect(moodByDaySummary([], 'week')).toBe(
      'No check-ins after an injection in the last 7 days.',
    );
  });
});

describe('mood and energy trend', () => {
  const series = [
    day('2026-05-01', { mood: 3, energy: 2 }),
    day('2026-05-02', { mood: 4, energy: null }),
    day('2026-05-03', { injected: true }),
    day('2026-05-04', { mood: 5, energy: 4 }),
    day('2026-05-05'),
  ];

  it('breaks the line where a day has no check-in', () => {
    expect(trendSegments(series, 'mood')).toEqual([
      [
        { index: 0, value: 3 },
        { index: 1, value: 4 },
      ],
      [{ index: 3, value: 5 }],
    ]);
    expect(trendSegments(series, 'energy')).toEqual([
      [{ index: 0, value: 2 }],
      [{ index: 3, value: 4 }],
    ]);
    expect(trendSegments([day('2026-05-01')], 'mood')).toEqual([]);
  });

  it('tables the days with something to show', () => {
    expect(trendRows(series).map((d) => d.date)).toEqual([
      '2026-05-01',
      '2026-05-02',
      '2026-05-03',
      '2026-05-04',
    ]);
  });

  it('summarises the averages', () => {
    expect(trendSummary(month)).toBe(
      'Mood averaged 3.8 and energy 3.4 out of 5 over 8 check-ins in the last 30 days.',
    );
    expect(trendSummary({ ...month, energyAverage: null })).toBe(
      'Mood averaged 3.8 out of 5 over 8 check-ins in the last 30 days.',
    );
    expect(trendSummary(empty)).toBe('No check-ins in the last 30 days.');
  });
});

describe('helpers', () => {
  it('spaces axis ticks evenly, first and last included', () => {
    expect(evenTicks(0, 5)).toEqual([]);
    expect(evenTicks(1, 5)).toEqual([0]);
    expect(evenTicks(3, 5)).toEqual([0, 1, 2]);
    expect(evenTicks(30, 4)).toEqual([0, 10, 19, 29]);
    expect(evenTicks(365, 2)).toEqual([0, 364]);
  });

  it('joins words', () => {
    expect(listWords([])).toBe('');
    expect(listWords(['a'])).toBe('a');
    expect(listWords(['a', 'b', 'c'])).toBe('a, b and c');
    expect(listWords(['a', 'b'], 'or')).toBe('a or b');
  });

  it('reads the period from the address, defaulting to month', () => {
    expect(periodFromParam(null)).toBe('month');
    expect(periodFromParam('week')).toBe('week');
    expect(periodFromParam('decade')).toBe('month');
  });

  it("accepts the API's answer shape", () => {
    expect(analyticsSchema.parse(month)).toEqual(month);
  });
});
