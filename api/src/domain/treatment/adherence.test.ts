// Split from the former domain/schedule.test.ts along the treatment modules.
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar-dates.js';
import { adherence, rollingWindow } from './adherence.js';
import { type ScheduledDose } from './schedule.js';
import { TODAY, ago, inDays, version, shot, schedule } from './test-fixtures.js';

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
