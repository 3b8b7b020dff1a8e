// Split from the former domain/gamification.test.ts along the gamification modules.
import { describe, expect, it } from 'vitest';
import { achievementDefinitions } from './achievements.js';
import { dailyTaskLabels, dailyTaskXp, taskIds } from './tasks.js';
import { levelFor, levelThresholds, maxLevel } from './levels.js';

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
