// Split from the former domain/gamification.test.ts along the gamification modules.
import { describe, expect, it } from 'vitest';
import { TODAY, UTC, LOS_ANGELES, ev, dose, scheduleOf } from './test-fixtures.js';
import { type ActivityEvent } from './tasks.js';
import { dayOfWeek, weekOf, weeklyGoals } from './weekly-goals.js';
import { type ScheduledDose } from '../treatment/schedule.js';

describe('weeks', () => {
  it('start on Sunday', () => {
    expect(dayOfWeek('2025-06-15')).toBe(0);
    expect(dayOfWeek('2025-06-21')).toBe(6);
    expect(dayOfWeek('1970-01-01')).toBe(4);
    expect(dayOfWeek('1969-12-28')).toBe(0);
    expect(weekOf('2025-06-15')).toEqual({ startDate: '2025-06-15', endDate: '2025-06-21' });
    expect(weekOf('2025-06-18')).toEqual({ startDate: '2025-06-15', endDate: '2025-06-21' });
    expect(weekOf('2025-06-21')).toEqual({ startDate: '2025-06-15', endDate: '2025-06-21' });
    expect(weekOf('2025-06-22')).toEqual({ startDate: '2025-06-22', endDate: '2025-06-28' });
    expect(weekOf('2025-01-01')).toEqual({ startDate: '2024-12-29', endDate: '2025-01-04' });
  });
});

describe('weeklyGoals', () => {
  const goalsOf = (
    events: ActivityEvent[],
    today = TODAY,
    doses: ScheduledDose[] = [],
    zone = UTC,
  ) => weeklyGoals(events, today, zone, doses);
  const progress = (result: ReturnType<typeof weeklyGoals>) =>
    Object.fromEntries(result.goals.map((g) => [g.id, [g.progress, g.target, g.completed]]));

  it('lists five goals with no dose due this week, none completed', () => {
    const result = goalsOf([]);
    expect(result.week).toEqual({ startDate: '2025-06-15', endDate: '2025-06-21' });
    expect(result.goals).toEqual([
      {
        id: 'mood-check-ins',
        label: 'Check in on your mood 3 times',
        target: 3,
        progress: 0,
        completed: false,
      },
      {
        id: 'journal-entries',
        label: 'Write 2 journal entries',
        target: 2,
        progress: 0,
        completed: false,
      },
      {
        id: 'progress-photo',
        label: 'Take a progress photo',
        target: 1,
        progress: 0,
        completed: false,
      },
      {
        id: 'community',
        label: 'Connect with the community',
        target: 1,
        progress: 0,
        completed: false,
      },
      {
        id: 'active-days',
        label: 'Complete a daily task on 5 days',
        target: 5,
        progress: 0,
        completed: false,
      },
    ]);
    expect(result).toMatchObject({ completed: 0, total: 5 });
  });

  it('counts mood check-ins by day, journal entries by entry, and caps progress', () => {
    const result = goalsOf([
      ev('record-mood', '2025-06-15'),
      ev('record-mood', '2025-06-15', '20:00:00Z'),
      ev('record-mood', '2025-06-16'),
      ev('write-journal', '2025-06-17'),
      ev('write-journal', '2025-06-17', '13:00:00Z'),
      ev('write-journal', '2025-06-18'),
      ev('progress-photo', '2025-06-18'),
    ]);
    expect(progress(result)).toEqual({
      'mood-check-ins': [2, 3, false],
      'journal-entries': [2, 2, true],
      'progress-photo': [1, 1, true],
      community: [0, 1, false],
      'active-days': [4, 5, false],
    });
    expect(result).toMatchObject({ completed: 2, total: 5 });
  });

  it('counts Sunday but not the Saturday before, on the last day of the week', () => {
    const events = [
      ev('community', '2025-06-14'),
      ev('progress-photo', '2025-06-15'),
      ev('record-mood', '2025-06-21'),
    ];
    const result = goalsOf(events, '2025-06-21');
    expect(progress(result)).toMatchObject({
      community: [0, 1, false],
      'progress-photo': [1, 1, true],
      'mood-check-ins': [1, 3, false],
    });
  });

  it('starts afresh on Sunday', () => {
    const events = ['2025-06-16', '2025-06-17', '2025-06-18', '2025-06-19', '2025-06-21'].map((d) =>
      ev('record-mood', d),
    );
    expect(progress(goalsOf(events, '2025-06-21'))['active-days']).toEqual([5, 5, true]);
    const nextWeek = goalsOf(events, '2025-06-22');
    expect(nextWeek.week.startDate).toBe('2025-06-22');
    expect(nextWeek.completed).toBe(0);
  });

  it('places Saturday 23:30 in Los Angeles in the old week (Sunday in UTC)', () => {
    const events: ActivityEvent[] = [{ kind: 'community', createdAt: '2025-06-14T23:30:00-07:00' }];
    expect(progress(goalsOf(events, TODAY, [], LOS_ANGELES)).community).toEqual([0, 1, false]);
    expect(progress(goalsOf(events, TODAY, [], UTC)).community).toEqual([1, 1, true]);
  });

  it('adds the injection goal when a dose falls due this week', () => {
    // Weekly from 2025-05-07 (Wednesdays): due 2025-06-18 this week.
    const upcoming = scheduleOf('2025-05-07', [], TODAY).filter((d) => d.dueDate >= '2025-06-01');
    const pending = goalsOf([], TODAY, upcoming);
    expect(pending.goals[0]).toEqual({
      id: 'injections-on-time',
      label: 'Take every dose due this week on time',
      target: 1,
      progress: 0,
      completed: false,
    });
    expect(pending.total).toBe(6);

    const onTime = goalsOf([], TODAY, [dose('2025-06-18', 'on-time', '2025-06-17')]);
    expect(onTime.goals[0]).toMatchObject({ progress: 1, completed: true });
    expect(onTime).toMatchObject({ completed: 1, total: 6 });

    const late = goalsOf([], '2025-06-21', [dose('2025-06-15', 'late', '2025-06-17')]);
    expect(late.goals[0]).toMatchObject({ target: 1, progress: 0, completed: false });
  });

  it('leaves the injection goal out when the week has no dose due', () => {
    const result = goalsOf([], TODAY, [dose('2025-06-14', 'on-time', '2025-06-14')]);
    expect(result.goals.map((g) => g.id)).not.toContain('injections-on-time');
    expect(result.total).toBe(5);
    // A dose due on the Sunday after belongs to the next week.
    const next = goalsOf([], '2025-06-21', [dose('2025-06-22', 'upcoming')]);
    expect(next.total).toBe(5);
  });

  it('counts every dose due this week with a short interval', () => {
    const doses = [
      dose('2025-06-12', 'on-time', '2025-06-12', 3),
      dose('2025-06-15', 'on-time', '2025-06-15', 3),
      dose('2025-06-18', 'missed', undefined, 3),
      dose('2025-06-21', 'upcoming', undefined, 3),
    ];
    expect(goalsOf([], TODAY, doses).goals[0]).toMatchObject({
      target: 3,
      progress: 1,
      completed: false,
    });
  });

  it('counts an injection day as active only when a dose is due or taken', () => {
    const events = [ev('log-injection', '2025-06-17'), ev('log-injection', '2025-06-18')];
    const doses = [dose('2025-06-18', 'on-time', '2025-06-18')];
    expect(progress(goalsOf(events, TODAY, doses))['active-days']).toEqual([1, 5, false]);
  });
});
