// Split from the former domain/gamification.test.ts along the gamification modules.
import { describe, expect, it } from 'vitest';
import {
  TODAY,
  UTC,
  NEW_YORK,
  LOS_ANGELES,
  TOKYO,
  ago,
  ev,
  NO_INJECTION_DAYS,
  dose,
  scheduleOf,
} from './test-fixtures.js';
import { dailyTasks, dueOrTakenDays, taskIds, totalTaskXp, type ActivityEvent } from './tasks.js';
import { streak } from './streaks.js';

describe('dueOrTakenDays', () => {
  it('holds every due day and the taken day of every taken dose', () => {
    const days = dueOrTakenDays([
      dose('2025-05-01', 'on-time', '2025-04-30'),
      dose('2025-05-07', 'late', '2025-05-10'),
      dose('2025-05-17', 'missed'),
      dose('2025-05-24', 'upcoming'),
    ]);
    expect([...days].sort()).toEqual([
      '2025-04-30',
      '2025-05-01',
      '2025-05-07',
      '2025-05-10',
      '2025-05-17',
      '2025-05-24',
    ]);
  });

  it('leaves out extra injections (they answer no dose)', () => {
    // Start 14 days ago; injections 14 and 13 days ago: the second is extra.
    const doses = scheduleOf(ago(14), [ago(14), ago(13)]);
    const days = dueOrTakenDays(doses);
    expect(days.has(ago(14))).toBe(true);
    expect(days.has(ago(13))).toBe(false);
    expect(days.has(ago(7))).toBe(true);
  });

  it('is empty without a prescription', () => {
    expect(dueOrTakenDays([]).size).toBe(0);
  });
});

describe('dailyTasks', () => {
  it('lists the five tasks, none completed, with no activity', () => {
    expect(dailyTasks([], TODAY, UTC, NO_INJECTION_DAYS)).toEqual([
      { id: 'log-injection', label: 'Log injection', completed: false, xp: 50 },
      { id: 'record-mood', label: 'Record mood', completed: false, xp: 25 },
      { id: 'write-journal', label: 'Write journal entry', completed: false, xp: 75 },
      { id: 'community', label: 'Community interaction', completed: false, xp: 30 },
      { id: 'progress-photo', label: 'Progress photo', completed: false, xp: 40 },
    ]);
  });

  it('completes a task recorded today, not one recorded yesterday', () => {
    const tasks = dailyTasks(
      [ev('record-mood', TODAY), ev('write-journal', ago(1))],
      TODAY,
      UTC,
      NO_INJECTION_DAYS,
    );
    expect(tasks.filter((t) => t.completed).map((t) => t.id)).toEqual(['record-mood']);
  });

  it('completes every task once whatever the number of records', () => {
    const events = taskIds.flatMap((kind) => [ev(kind, TODAY), ev(kind, TODAY, '18:00:00Z')]);
    const tasks = dailyTasks(events, TODAY, UTC, new Set([TODAY]));
    expect(tasks.every((t) => t.completed)).toBe(true);
    expect(tasks).toHaveLength(5);
  });

  it('completes Log injection only on a day a dose is due or taken', () => {
    const events = [ev('log-injection', TODAY)];
    expect(dailyTasks(events, TODAY, UTC, new Set([TODAY]))[0]?.completed).toBe(true);
    expect(dailyTasks(events, TODAY, UTC, new Set([ago(1)]))[0]?.completed).toBe(false);
  });

  it('uses the day in the user zone: 23:30 in Los Angeles is that day, not the UTC next day', () => {
    // 2025-06-18 23:30 in Los Angeles is 2025-06-19 06:30 UTC.
    const events = [{ kind: 'record-mood' as const, createdAt: '2025-06-18T23:30:00-07:00' }];
    expect(dailyTasks(events, TODAY, LOS_ANGELES, NO_INJECTION_DAYS)[1]?.completed).toBe(true);
    expect(dailyTasks(events, TODAY, UTC, NO_INJECTION_DAYS)[1]?.completed).toBe(false);
    expect(dailyTasks(events, '2025-06-19', UTC, NO_INJECTION_DAYS)[1]?.completed).toBe(true);
  });

  it('rejects an unknown zone, an unknown task and a bad date', () => {
    expect(() => dailyTasks([ev('record-mood', TODAY)], TODAY, 'Mars/Olympus', new Set())).toThrow(
      RangeError,
    );
    const bogus = { kind: 'dance', createdAt: `${TODAY}T12:00:00Z` } as unknown as ActivityEvent;
    expect(() => dailyTasks([bogus], TODAY, UTC, new Set())).toThrow(RangeError);
    expect(() => dailyTasks([], '2025-02-30', UTC, new Set())).toThrow(RangeError);
    const local = { kind: 'record-mood', createdAt: '2025-06-18T12:00:00' } as ActivityEvent;
    expect(() => dailyTasks([local], TODAY, UTC, new Set())).toThrow(RangeError);
  });
});

describe('totalTaskXp', () => {
  it('is 0 with no activity', () => {
    expect(totalTaskXp([], UTC, NO_INJECTION_DAYS)).toBe(0);
  });

  it('earns each task at most once per day', () => {
    const moods = [ev('record-mood', TODAY, '01:00:00Z'), ev('record-mood', TODAY, '23:00:00Z')];
    expect(totalTaskXp(moods, UTC, NO_INJECTION_DAYS)).toBe(25);
    expect(totalTaskXp([...moods, ev('record-mood', ago(1))], UTC, NO_INJECTION_DAYS)).toBe(50);
    const journals = [1, 2, 3].map((k) => ev('write-journal', TODAY, `0${k}:00:00Z`));
    expect(totalTaskXp(journals, UTC, NO_INJECTION_DAYS)).toBe(75);
  });

  it('adds up to 220 for a day with every task (a dose due that day)', () => {
    const events = taskIds.map((kind) => ev(kind, TODAY));
    expect(totalTaskXp(events, UTC, new Set([TODAY]))).toBe(220);
    expect(totalTaskXp(events, UTC, NO_INJECTION_DAYS)).toBe(170);
  });

  it('counts two records on one local day once even when their UTC dates differ', () => {
    // New York: 00:30 and 23:30 on 2025-06-18 are 04:30 UTC that day and 03:30 UTC the next.
    const events: ActivityEvent[] = [
      { kind: 'record-mood', createdAt: '2025-06-18T00:30:00-04:00' },
      { kind: 'record-mood', createdAt: '2025-06-18T23:30:00-04:00' },
    ];
    expect(totalTaskXp(events, NEW_YORK, NO_INJECTION_DAYS)).toBe(25);
    expect(totalTaskXp(events, UTC, NO_INJECTION_DAYS)).toBe(50);
  });

  it('counts two local days twice even when their UTC date is the same', () => {
    // Tokyo: 2025-06-17 23:30 and 2025-06-18 00:30 are 14:30 and 15:30 UTC on 2025-06-17.
    const events: ActivityEvent[] = [
      { kind: 'record-mood', createdAt: '2025-06-17T23:30:00+09:00' },
      { kind: 'record-mood', createdAt: '2025-06-18T00:30:00+09:00' },
    ];
    expect(totalTaskXp(events, TOKYO, NO_INJECTION_DAYS)).toBe(50);
    expect(totalTaskXp(events, UTC, NO_INJECTION_DAYS)).toBe(25);
  });

  it('earns nothing for an injection recorded on a day no dose is due or taken', () => {
    expect(totalTaskXp([ev('log-injection', TODAY)], UTC, new Set([ago(1)]))).toBe(0);
  });

  describe('backdating', () => {
    // Weekly from 2025-05-07 (a Wednesday): doses due 05-07, 05-14, 05-21, 05-28, 06-04,
    // 06-11, 06-18 ...
    const start = '2025-05-07';

    it('earns nothing for an injection logged days later on an ordinary day', () => {
      // Taken on its due day 06-11, recorded on 06-14 (nothing due or taken that day).
      const doses = scheduleOf(start, ['2025-05-07', '2025-05-14', '2025-06-11'], '2025-06-14');
      const days = dueOrTakenDays(doses);
      expect(days.has('2025-06-11')).toBe(true);
      const events = [ev('log-injection', '2025-06-14')];
      expect(totalTaskXp(events, UTC, days)).toBe(0);
      expect(streak(events, '2025-06-14', UTC, days)).toBe(0);
      expect(dailyTasks(events, '2025-06-14', UTC, days)[0]?.completed).toBe(false);
    });

    it('gives the past day nothing: XP goes only to the day it was recorded', () => {
      const doses = scheduleOf(start, ['2025-06-11'], '2025-06-14');
      const days = dueOrTakenDays(doses);
      const events = [ev('log-injection', '2025-06-14')];
      expect(dailyTasks(events, '2025-06-11', UTC, days)[0]?.completed).toBe(false);
    });

    it('cannot fake a streak: a week of injections entered today is one day at most', () => {
      const doses = scheduleOf(start, [], TODAY);
      const days = dueOrTakenDays(doses);
      expect(days.has(TODAY)).toBe(true); // 06-18 is a due day
      const events = [0, 1, 2, 3, 4, 5, 6].map((k) => ev('log-injection', TODAY, `0${k}:00:00Z`));
      expect(streak(events, TODAY, UTC, days)).toBe(1);
      expect(totalTaskXp(events, UTC, days)).toBe(50);
    });

    it('completes the task on a due day when a late entry is logged that day (no more than the day is worth)', () => {
      // Yesterday's injection (06-17, on time for the dose due 06-18) logged today, a due day.
      const doses = scheduleOf(start, ['2025-06-17'], TODAY);
      const days = dueOrTakenDays(doses);
      const events = [ev('log-injection', TODAY)];
      expect(dailyTasks(events, TODAY, UTC, days)[0]?.completed).toBe(true);
      expect(totalTaskXp(events, UTC, days)).toBe(50);
    });
  });
});
