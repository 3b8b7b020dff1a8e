import { describe, expect, it } from 'vitest';
import {
  dailySeries,
  doseTiming,
  moodAverages,
  moodByDaySinceInjection,
  siteCounts,
} from './analytics.js';
import type { ScheduledDose } from './treatment/schedule.js';

const window = { startDate: '2026-11-01', endDate: '2026-11-07' };

describe('analytics', () => {
  it('counts sites in the window, listing every site', () => {
    const counts = siteCounts(
      [
        { localDate: '2026-11-01', site: 'left-thigh' },
        { localDate: '2026-11-05', site: 'left-thigh' },
        { localDate: '2026-10-30', site: 'right-glute' },
      ],
      window,
    );
    expect(counts['left-thigh']).toBe(2);
    expect(counts['right-glute']).toBe(0);
    expect(Object.keys(counts)).toHaveLength(8);
  });

  it("lists only the sites valid for the person's route, plus any other site actually used", () => {
    const im = siteCounts([{ localDate: '2026-11-02', site: 'left-glute' }], window, 'IM');
    expect(Object.keys(im)).toEqual([
      'left-thigh',
      'right-thigh',
      'left-glute',
      'right-glute',
      'left-deltoid',
      'right-deltoid',
    ]);
    expect(im['left-glute']).toBe(1);
    const subq = siteCounts(
      [
        { localDate: '2026-11-02', site: 'left-abdomen' },
        { localDate: '2026-11-03', site: 'right-deltoid' },
        { localDate: '2026-10-01', site: 'left-glute' },
      ],
      window,
      'SubQ',
    );
    expect(Object.keys(subq).sort()).toEqual(
      ['left-abdomen', 'left-thigh', 'right-abdomen', 'right-deltoid', 'right-thigh'].sort(),
    );
    expect(subq['right-deltoid']).toBe(1);
    expect(subq['left-glute']).toBeUndefined();
  });

  it('averages mood and energy in the window, null when there is none', () => {
    expect(
      moodAverages(
        [
          { date: '2026-11-02', mood: 4, energy: null },
          { date: '2026-11-03', mood: 3, energy: 2 },
        ],
        window,
      ),
    ).toEqual({
      mood: 3.5,
      energy: 2,
    });
    expect(moodAverages([], window)).toEqual({ mood: null, energy: null });
  });

  it('groups mood by days since the last injection on or before the day', () => {
    const result = moodByDaySinceInjection(
      [
        { date: '2026-11-01', mood: 5, energy: null },
        { date: '2026-11-02', mood: 4, energy: null },
        { date: '2026-11-06', mood: 2, energy: null },
        { date: '2026-11-07', mood: 5, energy: null },
      ],
      [
        { localDate: '2026-10-31', site: 'left-thigh' },
        { localDate: '2026-11-07', site: 'right-thigh' },
      ],
      window,
    );
    expect(result).toEqual([
      { daysSinceInjection: 0, moodAverage: 5, checkins: 1 },
      { daysSinceInjection: 1, moodAverage: 5, checkins: 1 },
      { daysSinceInjection: 2, moodAverage: 4, checkins: 1 },
      { daysSinceInjection: 6, moodAverage: 2, checkins: 1 },
    ]);
  });

  it('builds one series row per day and the timing of each dose', () => {
    const doses: ScheduledDose[] = [
      {
        dueDate: '2026-11-01',
        status: 'late',
        intervalDays: 7,
        windowEnd: '2026-11-06',
        injectionId: 'a',
        takenDate: '2026-11-03',
      },
      { dueDate: '2026-11-08', status: 'upcoming', intervalDays: 7, windowEnd: '2026-11-13' },
    ];
    const series = dailySeries(
      window,
      [{ date: '2026-11-03', mood: 4, energy: 3 }],
      [{ localDate: '2026-11-03', site: 'left-thigh' }],
      doses,
      ['2026-11-03', '2026-11-03'],
    );
    expect(series).toHaveLength(7);
    expect(series[0]).toMatchObject({ date: '2026-11-01', dose: 'late', injected: false });
    expect(series[2]).toMatchObject({
      date: '2026-11-03',
      mood: 4,
      energy: 3,
      injected: true,
      journal: 2,
    });
    expect(doseTiming(doses, window)).toEqual([
      { dueDate: '2026-11-01', takenDate: '2026-11-03', status: 'late', offsetDays: 2 },
    ]);
  });
});
