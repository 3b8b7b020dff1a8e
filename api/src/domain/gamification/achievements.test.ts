// Split from the former domain/gamification.test.ts along the gamification modules.
import { describe, expect, it } from 'vitest';
import { TODAY, ago, dose, scheduleOf } from './test-fixtures.js';
import { addDays } from '../calendar-dates.js';
import {
  achievementDefinitions,
  evaluateAchievements,
  perfectMonthWindow,
  type AchievementId,
  type AchievementInput,
  type UnlockedAchievement,
} from './achievements.js';
import { levelFor } from './levels.js';

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

  it('Community Champion: 10 replies marked helpful by other members', () => {
    expect(unlockedIds(achievementInput({ communityCount: 50, helpfulReplies: 9 }))).toEqual([]);
    expect(unlockedIds(achievementInput({ helpfulReplies: 10 }))).toEqual(['community-champion']);
  });

  it('Journal Enthusiast: 30 journal entries', () => {
    expect(unlockedIds(achievementInput({ journalCount: 29 }))).toEqual([]);
    expect(unlockedIds(achievementInput({ journalCount: 30 }))).toEqual(['journal-enthusiast']);
  });

  describe('Rising Star (level >= 5, judged on the XP before its own reward)', () => {
    it('unlocks at exactly 1000 XP of tasks and other achievements', () => {
      // 650 + First Week 100 + Community Champion 250 = 1000 → level 5.
      const result = evaluateAchievements(
        achievementInput({ taskXp: 650, streak: 7, helpfulReplies: 10 }),
      );
      expect(result.newlyUnlocked).toEqual(['first-week', 'community-champion', 'level-5']);
      expect(result.xp).toBe(1300);
    });

    it('stays locked one XP short, whatever its own reward would add', () => {
      const result = evaluateAchievements(
        achievementInput({ taskXp: 649, streak: 7, helpfulReplies: 10 }),
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
        helpfulReplies: 12,
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
