import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, localDateOf, type CalendarDate } from './calendar-dates.js';
import {
  achievementDefinitions,
  dailyTaskLabels,
  dailyTasks,
  dailyTaskXp,
  dashboardGamification,
  dayOfWeek,
  dueOrTakenDays,
  evaluateAchievements,
  levelFor,
  levelThresholds,
  maxLevel,
  perfectMonthWindow,
  streak,
  streakMilestone,
  taskIds,
  totalTaskXp,
  weekOf,
  weeklyGoals,
  type AchievementId,
  type AchievementInput,
  type ActivityEvent,
  type TaskId,
  type UnlockedAchievement,
} from './gamification.js';
import {
  computeSchedule,
  type DoseStatus,
  type PrescriptionVersion,
  type ScheduledDose,
  type ScheduleInjection,
} from './schedule.js';

/** A Wednesday; its week runs Sunday 2025-06-15 to Saturday 2025-06-21. */
const TODAY = '2025-06-18';
const UTC = 'UTC';
const NEW_YORK = 'America/New_York';
const LOS_ANGELES = 'America/Los_Angeles';
const TOKYO = 'Asia/Tokyo';
const ago = (days: number, today = TODAY) => addDays(today, -days);

/** An event recorded at noon UTC on `day` (for the UTC zone, on that local day). */
function ev(kind: TaskId, day: CalendarDate, time = '12:00:00Z'): ActivityEvent {
  return { kind, createdAt: `${day}T${time}` };
}

const NO_INJECTION_DAYS: ReadonlySet<CalendarDate> = new Set();

function dose(
  dueDate: CalendarDate,
  status: DoseStatus,
  takenDate?: CalendarDate,
  intervalDays = 7,
): ScheduledDose {
  return {
    dueDate,
    status,
    intervalDays,
    windowEnd: addDays(dueDate, intervalDays - 2),
    ...(takenDate ? { takenDate, injectionId: `inj-${takenDate}` } : {}),
  };
}

function weekly(startDate: CalendarDate, intervalDays = 7): PrescriptionVersion {
  return {
    effectiveFrom: startDate,
    medication: 'Testosterone cypionate',
    doseAmount: 0.3,
    doseUnit: 'mL',
    intervalDays,
    route: 'IM',
    startDate,
  };
}

function scheduleOf(
  startDate: CalendarDate,
  takenDays: CalendarDate[],
  today = TODAY,
  intervalDays = 7,
): ScheduledDose[] {
  const injections: ScheduleInjection[] = takenDays.map((localDate, k) => ({
    id: `inj-${k}`,
    localDate,
  }));
  return computeSchedule({ versions: [weekly(startDate, intervalDays)], injections, today }).doses;
}

function achievementInput(overrides: Partial<AchievementInput> = {}): AchievementInput {
  return {
    streak: 0,
    taskXp: 0,
    adherence30WithWidening: null,
    journalCount: 0,
    communityCount: 0,
    alreadyUnlocked: [],
    ...overrides,
  };
}

function unlockedIds(input: AchievementInput): AchievementId[] {
  return evaluateAchievements(input)
    .achievements.filter((a) => a.unlocked)
    .map((a) => a.id);
}

describe('constants (section 9)', () => {
  it('has the level thresholds of levels 1 to 11', () => {
    expect(levelThresholds).toEqual([0, 100, 250, 500, 1000, 2000, 3500, 5500, 8000, 12000, 17000]);
    expect(maxLevel).toBe(11);
    expect(Object.isFrozen(levelThresholds)).toBe(true);
  });

  it('has the daily tasks, their XP and labels, in order', () => {
    expect(taskIds).toEqual([
      'log-injection',
      'record-mood',
      'write-journal',
      'community',
      'progress-photo',
    ]);
    expect(dailyTaskXp).toEqual({
      'log-injection': 50,
      'record-mood': 25,
      'write-journal': 75,
      community: 30,
      'progress-photo': 40,
    });
    expect(dailyTaskLabels).toEqual({
      'log-injection': 'Log injection',
      'record-mood': 'Record mood',
      'write-journal': 'Write journal entry',
      community: 'Community interaction',
      'progress-photo': 'Progress photo',
    });
    expect(Object.isFrozen(dailyTaskXp)).toBe(true);
  });

  it('has the six achievements of the spec, in its order', () => {
    expect(
      achievementDefinitions.map(({ id, title, xpReward, rarity }) => [
        id,
        title,
        xpReward,
        rarity,
      ]),
    ).toEqual([
      ['first-week', 'First Week Champion', 100, 'common'],
      ['consistency-master', 'Consistency Master', 500, 'rare'],
      ['perfect-month', 'Perfect Month', 1000, 'epic'],
      ['community-champion', 'Community Champion', 250, 'rare'],
      ['level-5', 'Rising Star', 300, 'rare'],
      ['journal-enthusiast', 'Journal Enthusiast', 400, 'rare'],
    ]);
    for (const definition of achievementDefinitions) {
      expect(definition.description.length).toBeGreaterThan(0);
      expect(definition.icon).toMatch(/^[a-z-]+$/);
    }
    expect(new Set(achievementDefinitions.map((d) => d.icon)).size).toBe(6);
  });
});

describe('levelFor', () => {
  const boundaries: [xp: number, level: number, floor: number, next: number | null][] = [
    [0, 1, 0, 100],
    [99, 1, 0, 100],
    [100, 2, 100, 250],
    [249, 2, 100, 250],
    [250, 3, 250, 500],
    [499, 3, 250, 500],
    [500, 4, 500, 1000],
    [999, 4, 500, 1000],
    [1000, 5, 1000, 2000],
    [1999, 5, 1000, 2000],
    [2000, 6, 2000, 3500],
    [3499, 6, 2000, 3500],
    [3500, 7, 3500, 5500],
    [5499, 7, 3500, 5500],
    [5500, 8, 5500, 8000],
    [7999, 8, 5500, 8000],
    [8000, 9, 8000, 12000],
    [11999, 9, 8000, 12000],
    [12000, 10, 12000, 17000],
    [16999, 10, 12000, 17000],
  ];

  it.each(boundaries)('%i XP is level %i', (xp, level, floor, next) => {
    const info = levelFor(xp);
    expect(info).toMatchObject({ level, xp, currentFloor: floor, nextThreshold: next });
    expect(info.xpToNext).toBe((next as number) - xp);
  });

  it.each([17000, 17001, 25000, 1_000_000])('caps at level 11 (%i XP)', (xp) => {
    expect(levelFor(xp)).toEqual({
      level: 11,
      xp,
      xpToNext: 0,
      progressPercent: 100,
      currentFloor: 17000,
      nextThreshold: null,
    });
  });

  it('computes the progress percent within the level', () => {
    expect(levelFor(0).progressPercent).toBe(0);
    expect(levelFor(50).progressPercent).toBe(50);
    expect(levelFor(100).progressPercent).toBe(0);
    expect(levelFor(175).progressPercent).toBe(50);
    expect(levelFor(999).progressPercent).toBeCloseTo(99.8, 10);
    expect(levelFor(16999).progressPercent).toBeCloseTo(99.98, 10);
  });

  it("shows the spec's sample (2340 XP) is level 6, not 5", () => {
    const info = levelFor(2340);
    expect(info.level).toBe(6);
    expect(info.xpToNext).toBe(1160);
    expect(info.progressPercent).toBeCloseTo((340 / 1500) * 100, 10);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects %s XP', (xp) => {
    expect(() => levelFor(xp)).toThrow(RangeError);
  });
});

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

describe('streak', () => {
  const daysBack = (...offsets: number[]) => offsets.map((k) => ev('record-mood', ago(k)));

  it('is 0 with no activity', () => {
    expect(streak([], TODAY, UTC, NO_INJECTION_DAYS)).toBe(0);
  });

  it('counts today alone as 1', () => {
    expect(streak(daysBack(0), TODAY, UTC, NO_INJECTION_DAYS)).toBe(1);
  });

  it('counts a streak ending yesterday', () => {
    expect(streak(daysBack(1), TODAY, UTC, NO_INJECTION_DAYS)).toBe(1);
    expect(streak(daysBack(1, 2, 3), TODAY, UTC, NO_INJECTION_DAYS)).toBe(3);
  });

  it('is 0 when the last active day was two days ago', () => {
    expect(streak(daysBack(2, 3, 4, 5), TODAY, UTC, NO_INJECTION_DAYS)).toBe(0);
  });

  it('counts consecutive days up to today', () => {
    expect(streak(daysBack(0, 1, 2, 3, 4, 5, 6), TODAY, UTC, NO_INJECTION_DAYS)).toBe(7);
  });

  it('is broken by a gap', () => {
    expect(streak(daysBack(0, 1, 2, 4, 5, 6, 7), TODAY, UTC, NO_INJECTION_DAYS)).toBe(3);
    expect(streak(daysBack(1, 3), TODAY, UTC, NO_INJECTION_DAYS)).toBe(1);
  });

  it('counts a day once whatever the number of tasks on it', () => {
    const events = [...taskIds.map((kind) => ev(kind, TODAY)), ev('community', ago(1))];
    expect(streak(events, TODAY, UTC, new Set([TODAY]))).toBe(2);
  });

  it('mixes tasks: any completed task makes the day', () => {
    const events = [
      ev('record-mood', ago(0)),
      ev('write-journal', ago(1)),
      ev('community', ago(2)),
      ev('progress-photo', ago(3)),
      ev('log-injection', ago(4)),
    ];
    expect(streak(events, TODAY, UTC, new Set([ago(4)]))).toBe(5);
    // An injection on a day nothing is due or taken completes no task: the day breaks.
    expect(streak(events, TODAY, UTC, NO_INJECTION_DAYS)).toBe(4);
  });

  it('ignores days after today', () => {
    expect(streak(daysBack(-1, 0), TODAY, UTC, NO_INJECTION_DAYS)).toBe(1);
    expect(streak(daysBack(-1), TODAY, UTC, NO_INJECTION_DAYS)).toBe(0);
  });

  it('splits days at midnight in the user zone (23:30 and 00:30 local are two days)', () => {
    // Los Angeles: 2025-06-17 23:30 and 2025-06-18 00:30 are 06:30 and 07:30 UTC on 06-18.
    const events: ActivityEvent[] = [
      { kind: 'record-mood', createdAt: '2025-06-17T23:30:00-07:00' },
      { kind: 'write-journal', createdAt: '2025-06-18T00:30:00-07:00' },
    ];
    expect(streak(events, TODAY, LOS_ANGELES, NO_INJECTION_DAYS)).toBe(2);
    expect(streak(events, TODAY, UTC, NO_INJECTION_DAYS)).toBe(1);
  });

  it('keeps a late-evening-only routine going in a zone ahead of UTC', () => {
    // Tokyo: 23:30 local each night is 14:30 UTC the same date.
    const events = [0, 1, 2, 3].map((k) => ({
      kind: 'record-mood' as const,
      createdAt: `${ago(k)}T23:30:00+09:00`,
    }));
    expect(streak(events, TODAY, TOKYO, NO_INJECTION_DAYS)).toBe(4);
  });

  it('survives the spring-forward change in New York (a 23-hour day)', () => {
    // DST starts 2025-03-09 at 02:00 (-05:00 → -04:00).
    const events: ActivityEvent[] = [
      { kind: 'record-mood', createdAt: '2025-03-07T23:30:00-05:00' },
      { kind: 'record-mood', createdAt: '2025-03-08T23:30:00-05:00' },
      { kind: 'record-mood', createdAt: '2025-03-09T23:30:00-04:00' },
      { kind: 'record-mood', createdAt: '2025-03-10T00:30:00-04:00' },
      { kind: 'record-mood', createdAt: '2025-03-11T00:30:00-04:00' },
    ];
    expect(streak(events, '2025-03-11', NEW_YORK, NO_INJECTION_DAYS)).toBe(5);
    expect(totalTaskXp(events, NEW_YORK, NO_INJECTION_DAYS)).toBe(125);
    // 00:30 and 23:30 on the short day itself are one day.
    const shortDay: ActivityEvent[] = [
      { kind: 'record-mood', createdAt: '2025-03-09T00:30:00-05:00' },
      { kind: 'record-mood', createdAt: '2025-03-09T23:30:00-04:00' },
    ];
    expect(totalTaskXp(shortDay, NEW_YORK, NO_INJECTION_DAYS)).toBe(25);
    expect(streak(shortDay, '2025-03-10', NEW_YORK, NO_INJECTION_DAYS)).toBe(1);
  });

  it('survives the fall-back change in New York (a 25-hour day)', () => {
    // DST ends 2025-11-02 at 02:00 (-04:00 → -05:00).
    const events: ActivityEvent[] = [
      { kind: 'record-mood', createdAt: '2025-11-01T00:30:00-04:00' },
      { kind: 'record-mood', createdAt: '2025-11-02T00:30:00-04:00' },
      { kind: 'record-mood', createdAt: '2025-11-02T01:30:00-05:00' }, // the repeated hour
      { kind: 'record-mood', createdAt: '2025-11-02T23:30:00-05:00' },
      { kind: 'record-mood', createdAt: '2025-11-03T23:30:00-05:00' },
    ];
    expect(streak(events, '2025-11-03', NEW_YORK, NO_INJECTION_DAYS)).toBe(3);
    expect(streak(events, '2025-11-04', NEW_YORK, NO_INJECTION_DAYS)).toBe(3);
    expect(streak(events, '2025-11-05', NEW_YORK, NO_INJECTION_DAYS)).toBe(0);
    expect(totalTaskXp(events, NEW_YORK, NO_INJECTION_DAYS)).toBe(75);
  });

  it('runs across month and year ends', () => {
    const events = ['2024-12-30', '2024-12-31', '2025-01-01'].map((d) => ev('record-mood', d));
    expect(streak(events, '2025-01-01', UTC, NO_INJECTION_DAYS)).toBe(3);
    const leap = ['2024-02-28', '2024-02-29', '2024-03-01'].map((d) => ev('record-mood', d));
    expect(streak(leap, '2024-03-01', UTC, NO_INJECTION_DAYS)).toBe(3);
  });
});

describe('streakMilestone', () => {
  it.each([7, 14, 21, 70])('celebrates %i days', (days) => {
    expect(streakMilestone(days)).toBe(true);
  });

  it.each([0, 1, 6, 8, 13, 15, -7, 7.5])('does not celebrate %s days', (days) => {
    expect(streakMilestone(days)).toBe(false);
  });
});

describe('perfectMonthWindow', () => {
  it('is null with fewer than 4 due doses at all', () => {
    expect(perfectMonthWindow([], TODAY)).toBeNull();
    // Weekly from 20 days ago: due 20, 13, 6 days ago and one upcoming.
    const doses = scheduleOf(ago(20), [ago(20), ago(13), ago(6)]);
    expect(doses).toHaveLength(4);
    expect(perfectMonthWindow(doses, TODAY)).toBeNull();
  });

  it('is the last 30 days when they hold at least 4 due doses', () => {
    const taken = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((k) => ago(56 - 7 * k));
    const doses = scheduleOf(ago(56), taken);
    const result = perfectMonthWindow(doses, TODAY);
    expect(result?.window).toEqual({ startDate: ago(29), endDate: TODAY });
    expect(result?.adherence).toMatchObject({ due: 5, taken: 5, adherenceRate: 100 });
  });

  it('widens back to the 4th latest due dose when 30 days hold fewer', () => {
    // Every 14 days: due 0, 14, 28, 42, 56 days ago; the last 30 days hold 3 of them.
    const doses = [56, 42, 28, 14, 0].map((k) => dose(ago(k), 'on-time', ago(k), 14));
    const result = perfectMonthWindow(doses, TODAY);
    expect(result?.window).toEqual({ startDate: ago(42), endDate: TODAY });
    expect(result?.adherence).toMatchObject({ due: 4, taken: 4, adherenceRate: 100 });
  });

  it('is not perfect when the widened window reaches a missed dose', () => {
    const doses = [
      dose(ago(42), 'missed', undefined, 14),
      dose(ago(28), 'on-time', ago(28), 14),
      dose(ago(14), 'on-time', ago(14), 14),
      dose(ago(0), 'on-time', ago(0), 14),
    ];
    expect(perfectMonthWindow(doses, TODAY)?.adherence).toMatchObject({
      due: 4,
      missed: 1,
      adherenceRate: 75,
    });
  });

  it('widens no further than needed: a missed dose before the 4th latest does not count', () => {
    const doses = [
      dose(ago(56), 'missed', undefined, 14),
      ...[42, 28, 14, 0].map((k) => dose(ago(k), 'on-time', ago(k), 14)),
    ];
    expect(perfectMonthWindow(doses, TODAY)?.adherence.adherenceRate).toBe(100);
  });

  it('never shrinks below 30 days: a missed dose 29 days ago counts', () => {
    const doses = [
      ...[57, 50, 43, 36].map((k) => dose(ago(k), 'on-time', ago(k))),
      dose(ago(29), 'missed'),
      ...[22, 15, 8, 1].map((k) => dose(ago(k), 'on-time', ago(k))),
    ];
    const result = perfectMonthWindow(doses, TODAY);
    expect(result?.window.startDate).toBe(ago(29));
    expect(result?.adherence).toMatchObject({ due: 5, taken: 4, adherenceRate: 80 });
  });

  it('leaves out upcoming doses, even overdue ones, and doses due after today', () => {
    const doses = [
      ...[29, 22, 15, 8].map((k) => dose(ago(k), 'on-time', ago(k))),
      dose(ago(1), 'upcoming'),
    ];
    expect(perfectMonthWindow(doses, TODAY)?.adherence).toMatchObject({
      due: 4,
      adherenceRate: 100,
    });
    // A dose due tomorrow taken early today is not due yet: only 3 due doses remain.
    const early = [
      ...[20, 13, 6].map((k) => dose(ago(k), 'on-time', ago(k))),
      dose(addDays(TODAY, 1), 'on-time', TODAY),
    ];
    expect(perfectMonthWindow(early, TODAY)).toBeNull();
  });

  it('counts late doses as taken', () => {
    const doses = [29, 22, 15, 8].map((k) => dose(ago(k), 'late', ago(k - 2)));
    expect(perfectMonthWindow(doses, TODAY)?.adherence.adherenceRate).toBe(100);
  });

  it('reads a daily schedule with one miss as 97, not 100', () => {
    const doses = Array.from({ length: 30 }, (_, k) =>
      k === 10 ? dose(ago(k), 'missed', undefined, 1) : dose(ago(k), 'on-time', ago(k), 1),
    );
    expect(perfectMonthWindow(doses, TODAY)?.adherence).toMatchObject({
      due: 30,
      adherenceRate: 97,
    });
  });
});

describe('evaluateAchievements', () => {
  it('unlocks nothing with no data', () => {
    const result = evaluateAchievements(achievementInput());
    expect(result.achievements).toHaveLength(6);
    expect(result.achievements.every((a) => !a.unlocked && a.unlockedAt === null)).toBe(true);
    expect(result.newlyUnlocked).toEqual([]);
    expect(result.xp).toBe(0);
  });

  it('answers the api.md achievement shape', () => {
    const [first] = evaluateAchievements(achievementInput()).achievements;
    expect(first).toEqual({
      id: 'first-week',
      title: 'First Week Champion',
      description: expect.any(String),
      icon: 'flame',
      unlocked: false,
      unlockedAt: null,
      xpReward: 100,
      rarity: 'common',
    });
  });

  it('First Week Champion: streak >= 7', () => {
    expect(unlockedIds(achievementInput({ streak: 6 }))).toEqual([]);
    expect(unlockedIds(achievementInput({ streak: 7 }))).toEqual(['first-week']);
  });

  it('Consistency Master: streak >= 21', () => {
    expect(unlockedIds(achievementInput({ streak: 20 }))).toEqual(['first-week']);
    expect(unlockedIds(achievementInput({ streak: 21 }))).toEqual([
      'first-week',
      'consistency-master',
    ]);
  });

  it('Perfect Month: adherence 100 over the widened window, never null', () => {
    expect(unlockedIds(achievementInput({ adherence30WithWidening: null }))).toEqual([]);
    expect(unlockedIds(achievementInput({ adherence30WithWidening: 99 }))).toEqual([]);
    // Its 1000 XP alone reaches level 5, so Rising Star follows.
    expect(unlockedIds(achievementInput({ adherence30WithWidening: 100 }))).toEqual([
      'perfect-month',
      'level-5',
    ]);
  });

  it('Community Champion: at least one community action', () => {
    expect(unlockedIds(achievementInput({ communityCount: 0 }))).toEqual([]);
    expect(unlockedIds(achievementInput({ communityCount: 1 }))).toEqual(['community-champion']);
  });

  it('Journal Enthusiast: 30 journal entries', () => {
    expect(unlockedIds(achievementInput({ journalCount: 29 }))).toEqual([]);
    expect(unlockedIds(achievementInput({ journalCount: 30 }))).toEqual(['journal-enthusiast']);
  });

  describe('Rising Star (level >= 5, judged on the XP before its own reward)', () => {
    it('unlocks at exactly 1000 XP of tasks and other achievements', () => {
      // 650 + First Week 100 + Community Champion 250 = 1000 → level 5.
      const result = evaluateAchievements(
        achievementInput({ taskXp: 650, streak: 7, communityCount: 1 }),
      );
      expect(result.newlyUnlocked).toEqual(['first-week', 'community-champion', 'level-5']);
      expect(result.xp).toBe(1300);
    });

    it('stays locked one XP short, whatever its own reward would add', () => {
      const result = evaluateAchievements(
        achievementInput({ taskXp: 649, streak: 7, communityCount: 1 }),
      );
      expect(result.newlyUnlocked).toEqual(['first-week', 'community-champion']);
      expect(result.xp).toBe(999);
      expect(levelFor(result.xp).level).toBe(4);
    });

    it('stays locked when only its own 300 would push past 1000', () => {
      const result = evaluateAchievements(achievementInput({ taskXp: 700 }));
      expect(result.newlyUnlocked).toEqual([]);
      expect(result.xp).toBe(700);
    });

    it('unlocks on task XP alone at 1000', () => {
      expect(unlockedIds(achievementInput({ taskXp: 999 }))).toEqual([]);
      const result = evaluateAchievements(achievementInput({ taskXp: 1000 }));
      expect(result.newlyUnlocked).toEqual(['level-5']);
      expect(result.xp).toBe(1300);
    });

    it('counts stored unlocks whose data no longer holds', () => {
      // Perfect Month stored (1000 XP) with no tasks: level 5 before Rising Star's reward.
      const result = evaluateAchievements(
        achievementInput({
          alreadyUnlocked: [{ id: 'perfect-month', unlockedAt: '2025-05-01T10:00:00Z' }],
        }),
      );
      expect(result.newlyUnlocked).toEqual(['level-5']);
      expect(result.xp).toBe(1300);
    });
  });

  describe('permanence', () => {
    const stored: UnlockedAchievement[] = [
      { id: 'first-week', unlockedAt: '2025-04-01T08:00:00Z' },
      { id: 'level-5', unlockedAt: '2025-05-01T08:00:00+02:00' },
    ];

    it('keeps a stored unlock when its rule no longer holds, with its time', () => {
      const result = evaluateAchievements(achievementInput({ alreadyUnlocked: stored }));
      expect(
        result.achievements.filter((a) => a.unlocked).map((a) => [a.id, a.unlockedAt]),
      ).toEqual([
        ['first-week', '2025-04-01T08:00:00Z'],
        ['level-5', '2025-05-01T08:00:00+02:00'],
      ]);
      expect(result.newlyUnlocked).toEqual([]);
      expect(result.xp).toBe(400);
    });

    it('reports only unlocks not stored yet', () => {
      const result = evaluateAchievements(
        achievementInput({ streak: 21, journalCount: 30, alreadyUnlocked: stored }),
      );
      expect(result.newlyUnlocked).toEqual(['consistency-master', 'journal-enthusiast']);
      const master = result.achievements.find((a) => a.id === 'consistency-master');
      expect(master).toMatchObject({ unlocked: true, unlockedAt: null });
    });

    it('ignores unknown ids and keeps the earliest of duplicate unlocks', () => {
      const result = evaluateAchievements(
        achievementInput({
          alreadyUnlocked: [
            { id: 'no-such-thing', unlockedAt: '2025-01-01T00:00:00Z' },
            { id: 'first-week', unlockedAt: '2025-04-02T00:00:00Z' },
            { id: 'first-week', unlockedAt: '2025-04-02T01:00:00+02:00' },
          ],
        }),
      );
      expect(result.achievements.filter((a) => a.unlocked).map((a) => a.id)).toEqual([
        'first-week',
      ]);
      expect(result.achievements[0]?.unlockedAt).toBe('2025-04-02T01:00:00+02:00');
      expect(result.xp).toBe(100);
    });
  });

  it('adds every unlocked reward to the task XP', () => {
    const result = evaluateAchievements(
      achievementInput({
        taskXp: 1234,
        streak: 30,
        adherence30WithWidening: 100,
        communityCount: 3,
        journalCount: 45,
      }),
    );
    expect(result.newlyUnlocked).toEqual(achievementDefinitions.map((d) => d.id));
    expect(result.xp).toBe(1234 + 100 + 500 + 1000 + 250 + 300 + 400);
  });

  it.each([
    ['streak', -1],
    ['taskXp', -5],
    ['taskXp', 1.5],
    ['journalCount', Number.NaN],
    ['communityCount', -1],
  ] as const)('rejects %s = %s', (field, value) => {
    expect(() => evaluateAchievements(achievementInput({ [field]: value }))).toThrow(RangeError);
  });
});

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

describe('dashboardGamification', () => {
  it('starts a new user at level 1 with nothing done', () => {
    const result = dashboardGamification({
      events: [],
      doses: [],
      today: TODAY,
      zone: UTC,
      alreadyUnlocked: [],
    });
    expect(result).toMatchObject({
      level: 1,
      xp: 0,
      xpToNext: 100,
      progressPercent: 0,
      streak: 0,
      streakMilestone: false,
      newlyUnlocked: [],
      weeklyGoalsCompleted: 0,
      totalWeeklyGoals: 5,
    });
    expect(result.dailyTasks.map((t) => t.completed)).toEqual([false, false, false, false, false]);
    expect(result.achievements.map((a) => a.unlocked)).toEqual(Array(6).fill(false));
  });

  it('composes a believable history', () => {
    // Weekly from 2025-03-19 (Wednesdays), every dose taken on its day, today a due day.
    const start = '2025-03-19';
    const takenDays: CalendarDate[] = [];
    for (let day = start; day <= TODAY; day = addDays(day, 7)) takenDays.push(day);
    const doses = scheduleOf(start, takenDays);
    const events: ActivityEvent[] = [
      // Each dose logged on its day, except the one of 2025-06-04, logged the next day (a
      // Thursday, nothing due): it earns nothing and does not join the streak.
      ...takenDays.map((day) =>
        day === '2025-06-04'
          ? ev('log-injection', '2025-06-05', '09:00:00Z')
          : ev('log-injection', day, '09:00:00Z'),
      ),
      // A 14-day run of check-ins ending today.
      ...Array.from({ length: 14 }, (_, k) => ev('record-mood', ago(k), '20:00:00Z')),
      ev('write-journal', ago(1)),
      ev('write-journal', TODAY),
      ev('community', TODAY),
    ];
    const result = dashboardGamification({
      events,
      doses,
      today: TODAY,
      zone: UTC,
      alreadyUnlocked: [{ id: 'first-week', unlockedAt: '2025-06-11T20:00:00Z' }],
    });
    // Task XP: 13 injections (50) + 14 moods (25) + 2 journals (75) + 1 community (30) = 1180.
    // Rewards: First Week 100 (stored) + Perfect Month 1000 + Community 250 + Rising Star 300.
    expect(result.newlyUnlocked).toEqual(['perfect-month', 'community-champion', 'level-5']);
    expect(result.xp).toBe(1180 + 100 + 1000 + 250 + 300);
    expect(result).toMatchObject({
      level: 6,
      xpToNext: 3500 - 2830,
      streak: 14,
      streakMilestone: true,
    });
    expect(result.progressPercent).toBeCloseTo((830 / 1500) * 100, 10);
    expect(result.dailyTasks.filter((t) => t.completed).map((t) => t.id)).toEqual([
      'log-injection',
      'record-mood',
      'write-journal',
      'community',
    ]);
    // Injection on time, 4 mood days (Sun-Wed), 2 journal entries, community, 4 active days.
    expect(result.weeklyGoals.map((g) => [g.id, g.completed])).toEqual([
      ['injections-on-time', true],
      ['mood-check-ins', true],
      ['journal-entries', true],
      ['progress-photo', false],
      ['community', true],
      ['active-days', false],
    ]);
    expect(result).toMatchObject({ weeklyGoalsCompleted: 4, totalWeeklyGoals: 6 });
  });
});

describe('properties', () => {
  const zones = [UTC, NEW_YORK, LOS_ANGELES, TOKYO, 'Australia/Lord_Howe', 'Asia/Kathmandu'];
  const todayMs = Date.parse(`${TODAY}T12:00:00Z`);
  const arbEvent = fc.record({
    kind: fc.constantFrom(...taskIds),
    createdAt: fc
      .integer({ min: todayMs - 60 * 86_400_000, max: todayMs + 10 * 3_600_000 })
      .map((ms) => new Date(ms).toISOString()),
  });
  const arbEvents = fc.array(arbEvent, { maxLength: 60 });
  const arbDoses = fc
    .array(fc.constantFrom<DoseStatus>('on-time', 'late', 'missed'), { maxLength: 12 })
    .map((statuses) =>
      statuses.map((status, k) =>
        status === 'missed'
          ? dose(ago(7 * (statuses.length - k)), status)
          : dose(ago(7 * (statuses.length - k)), status, ago(7 * (statuses.length - k))),
      ),
    );
  const arbUnlocked = fc
    .subarray(achievementDefinitions.map((d) => d.id))
    .map((ids) => ids.map((id, k) => ({ id, unlockedAt: `2025-0${(k % 5) + 1}-01T00:00:00Z` })));

  it('level never decreases as XP grows', () => {
    fc.assert(
      fc.property(fc.nat(40_000), fc.nat(40_000), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(levelFor(low).level).toBeLessThanOrEqual(levelFor(high).level);
      }),
    );
  });

  it('xpToNext >= 0, progress within 0-100, and the level fits its thresholds', () => {
    fc.assert(
      fc.property(fc.nat(40_000), (xp) => {
        const info = levelFor(xp);
        expect(info.xpToNext).toBeGreaterThanOrEqual(0);
        expect(info.progressPercent).toBeGreaterThanOrEqual(0);
        expect(info.progressPercent).toBeLessThanOrEqual(100);
        expect(info.level).toBeGreaterThanOrEqual(1);
        expect(info.level).toBeLessThanOrEqual(11);
        expect(levelThresholds[info.level - 1]).toBeLessThanOrEqual(xp);
        if (info.nextThreshold !== null) {
          expect(info.nextThreshold).toBeGreaterThan(xp);
          expect(xp + info.xpToNext).toBe(info.nextThreshold);
        }
      }),
    );
  });

  it('the order of events, doses and unlocks never changes the dashboard', () => {
    fc.assert(
      fc.property(
        arbEvents,
        arbDoses,
        arbUnlocked,
        fc.constantFrom(...zones),
        fc.nat(),
        (events, doses, unlocked, zone, seed) => {
          const shuffle = <T>(items: readonly T[]): T[] => {
            const copy = [...items];
            let s = seed;
            for (let i = copy.length - 1; i > 0; i--) {
              s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
              const j = s % (i + 1);
              [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
            }
            return copy;
          };
          const base = { today: TODAY, zone };
          const a = dashboardGamification({ ...base, events, doses, alreadyUnlocked: unlocked });
          const b = dashboardGamification({
            ...base,
            events: shuffle(events),
            doses: shuffle(doses),
            alreadyUnlocked: shuffle(unlocked),
          });
          expect(b).toEqual(a);
          const c = dashboardGamification({
            ...base,
            events: [...events].reverse(),
            doses,
            alreadyUnlocked: [...unlocked].reverse(),
          });
          expect(c).toEqual(a);
        },
      ),
    );
  });

  it('the XP adds up and the level matches it', () => {
    fc.assert(
      fc.property(arbEvents, arbDoses, arbUnlocked, fc.constantFrom(...zones), (e, d, u, zone) => {
        const result = dashboardGamification({
          events: e,
          doses: d,
          today: TODAY,
          zone,
          alreadyUnlocked: u,
        });
        const rewards = result.achievements
          .filter((a) => a.unlocked)
          .reduce((sum, a) => sum + a.xpReward, 0);
        expect(result.xp).toBe(totalTaskXp(e, zone, dueOrTakenDays(d)) + rewards);
        expect(levelFor(result.xp)).toMatchObject({
          level: result.level,
          xpToNext: result.xpToNext,
        });
        // Stored unlocks stay unlocked and are never new.
        for (const { id } of u) {
          expect(result.achievements.find((a) => a.id === id)?.unlocked).toBe(true);
          expect(result.newlyUnlocked).not.toContain(id);
        }
        expect(result.weeklyGoalsCompleted).toBeLessThanOrEqual(result.totalWeeklyGoals);
        expect(result.streakMilestone).toBe(result.streak > 0 && result.streak % 7 === 0);
      }),
    );
  });

  it('each task earns at most once per day, and more activity never lowers XP or streak', () => {
    fc.assert(
      fc.property(arbEvents, arbEvents, fc.constantFrom(...zones), (events, more, zone) => {
        const days = new Set([TODAY, ago(3), ago(10)]);
        const xp = totalTaskXp(events, zone, days);
        const activeDays = new Set(events.map((e) => localDateOf(e.createdAt, zone))).size;
        expect(xp).toBeLessThanOrEqual(220 * activeDays);
        expect(totalTaskXp([...events, ...more], zone, days)).toBeGreaterThanOrEqual(xp);
        expect(streak([...events, ...more], TODAY, zone, days)).toBeGreaterThanOrEqual(
          streak(events, TODAY, zone, days),
        );
        // Doubling every record changes nothing.
        expect(totalTaskXp([...events, ...events], zone, days)).toBe(xp);
      }),
    );
  });

  it('an injection recorded on a day nothing is due or taken changes nothing', () => {
    fc.assert(
      fc.property(arbEvents, arbDoses, fc.integer({ min: 0, max: 59 }), (events, doses, back) => {
        const day = ago(back);
        const days = dueOrTakenDays(doses);
        fc.pre(!days.has(day));
        const input = { doses, today: TODAY, zone: UTC, alreadyUnlocked: [] };
        const before = dashboardGamification({ ...input, events });
        const after = dashboardGamification({
          ...input,
          events: [...events, ev('log-injection', day, '10:00:00Z')],
        });
        expect(after).toEqual(before);
      }),
    );
  });

  it('Rising Star unlocks exactly when the XP before its own reward reaches level 5', () => {
    fc.assert(
      fc.property(
        fc.record({
          streak: fc.nat(30),
          taskXp: fc.nat(3000),
          adherence30WithWidening: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
          journalCount: fc.nat(40),
          communityCount: fc.nat(3),
        }),
        (input) => {
          const result = evaluateAchievements({ ...input, alreadyUnlocked: [] });
          const risingStar = result.achievements.find((a) => a.id === 'level-5');
          const before = result.xp - (risingStar?.unlocked ? 300 : 0);
          expect(risingStar?.unlocked).toBe(before >= 1000);
        },
      ),
    );
  });
});
