// Split from the former domain/gamification.test.ts along the gamification modules.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TODAY,
  UTC,
  NEW_YORK,
  LOS_ANGELES,
  TOKYO,
  ago,
  ev,
  dose,
  scheduleOf,
} from './test-fixtures.js';
import { addDays, localDateOf, type CalendarDate } from '../calendar-dates.js';
import { achievementDefinitions, evaluateAchievements } from './achievements.js';
import { dueOrTakenDays, taskIds, totalTaskXp, type ActivityEvent } from './tasks.js';
import { dashboardGamification } from './dashboard.js';
import { levelFor, levelThresholds } from './levels.js';
import { streak } from './streaks.js';
import { type DoseStatus } from '../treatment/schedule.js';

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
      helpfulReplies: 10,
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
