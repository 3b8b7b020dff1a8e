import { type CalendarDate } from '../calendar-dates.js';
import {
  adherence,
  rollingWindow,
  type Adherence,
  type DateWindow,
} from '../treatment/adherence.js';
import { type ScheduledDose } from '../treatment/schedule.js';
import { assertCount, levelFor } from './levels.js';

// The rules' choices are written at the top of dashboard.ts.
// ---------------------------------------------------------------------------------------------
// Perfect Month

/** The Perfect Month window: the last 30 days... */
export const perfectMonthDays = 30;
/** ...widened back until it holds at least this many due doses. */
export const perfectMonthMinDueDoses = 4;

export interface PerfectMonthWindow {
  window: DateWindow;
  adherence: Adherence;
}

/**
 * Adherence over the last 30 days ending today, the window widened back (to the due day of
 * the 4th latest due dose) until it holds at least 4 due doses; upcoming doses, and doses due
 * after today, are not due. Null when fewer than 4 doses have been due at all.
 *
 * The window holds at most 30 due doses (one a day at most, and widening stops at exactly 4),
 * so its whole-percent rate is 100 only when every dose in it was taken (29/30 is 97).
 */
export function perfectMonthWindow(
  doses: readonly ScheduledDose[],
  today: CalendarDate,
): PerfectMonthWindow | null {
  const last30 = rollingWindow(today, perfectMonthDays);
  const dueDays = doses
    .filter((dose) => dose.status !== 'upcoming' && dose.dueDate <= today)
    .map((dose) => dose.dueDate)
    .sort();
  const fourthLatest = dueDays[dueDays.length - perfectMonthMinDueDoses];
  if (fourthLatest === undefined) return null;
  const window: DateWindow = {
    startDate: fourthLatest < last30.startDate ? fourthLatest : last30.startDate,
    endDate: today,
  };
  return { window, adherence: adherence(doses, window) };
}

// ---------------------------------------------------------------------------------------------
// Achievements

export type AchievementId =
  | 'first-week'
  | 'consistency-master'
  | 'perfect-month'
  | 'community-champion'
  | 'level-5'
  | 'journal-enthusiast';

export type Rarity = 'common' | 'rare' | 'epic' | 'legendary';

export interface AchievementDefinition {
  id: AchievementId;
  title: string;
  description: string;
  /** An icon name for the front end to map to its icon set. */
  icon: string;
  xpReward: number;
  rarity: Rarity;
}

/** The achievements in the spec's order (the dashboard shows the first four). */
export const achievementDefinitions: readonly AchievementDefinition[] = Object.freeze([
  {
    id: 'first-week',
    title: 'First Week Champion',
    description: 'Complete a daily task 7 days in a row',
    icon: 'flame',
    xpReward: 100,
    rarity: 'common',
  },
  {
    id: 'consistency-master',
    title: 'Consistency Master',
    description: 'Keep a 21-day streak of daily tasks',
    icon: 'trophy',
    xpReward: 500,
    rarity: 'rare',
  },
  {
    id: 'perfect-month',
    title: 'Perfect Month',
    description: 'Take every dose due in the last 30 days (at least 4 doses)',
    icon: 'calendar-star',
    xpReward: 1000,
    rarity: 'epic',
  },
  {
    id: 'community-champion',
    title: 'Community Champion',
    description: 'Have 10 of your replies marked helpful by other members',
    icon: 'people',
    xpReward: 250,
    rarity: 'rare',
  },
  {
    id: 'level-5',
    title: 'Rising Star',
    description: 'Reach level 5',
    icon: 'star',
    xpReward: 300,
    rarity: 'rare',
  },
  {
    id: 'journal-enthusiast',
    title: 'Journal Enthusiast',
    description: 'Write 30 journal entries',
    icon: 'book',
    xpReward: 400,
    rarity: 'rare',
  },
] satisfies AchievementDefinition[]);

/** The rules' numbers. */
export const achievementRules = Object.freeze({
  firstWeekStreak: 7,
  consistencyMasterStreak: 21,
  perfectMonthRate: 100,
  /** Own replies marked helpful by at least one other member (api.md, product rule). */
  championHelpfulReplies: 10,
  risingStarLevel: 5,
  journalEntries: 30,
});

/** A stored unlock: permanent, with its time. */
export interface UnlockedAchievement {
  id: string;
  /** ISO instant with offset. */
  unlockedAt: string;
}

export interface AchievementInput {
  /** The current streak in days. */
  streak: number;
  /** All-time task XP (`totalTaskXp`). */
  taskXp: number;
  /** `perfectMonthWindow(...)?.adherence.adherenceRate ?? null`: whole percent or null. */
  adherence30WithWidening: number | null;
  /** Journal entries the user has. */
  journalCount: number;
  /** Community actions (posts, replies, helpful reactions given) the user has made. */
  communityCount: number;
  /** Own replies marked helpful by at least one other member; absent counts as 0. */
  helpfulReplies?: number;
  /** Unlocks already stored; unknown ids are ignored. */
  alreadyUnlocked: readonly UnlockedAchievement[];
}

export interface Achievement extends AchievementDefinition {
  unlocked: boolean;
  /** The stored unlock time; null when locked or unlocking now (the caller stores it). */
  unlockedAt: string | null;
}

export interface AchievementEvaluation {
  /** All six, in the spec's order. */
  achievements: Achievement[];
  /** Ids unlocked now and not stored yet, in the spec's order: store them with their time. */
  newlyUnlocked: AchievementId[];
  /** taskXp + the rewards of every unlocked achievement. */
  xp: number;
}

export function isAchievementId(id: string): id is AchievementId {
  return achievementDefinitions.some((definition) => definition.id === id);
}

/** Stored unlocks by id; of two for one id the earliest wins (order-independent). */
export function storedUnlocks(
  unlocked: readonly UnlockedAchievement[],
): Map<AchievementId, string> {
  const byId = new Map<AchievementId, { at: string; ms: number }>();
  for (const unlock of unlocked) {
    if (!isAchievementId(unlock.id)) continue;
    const parsed = Date.parse(unlock.unlockedAt);
    const ms = Number.isNaN(parsed) ? Infinity : parsed;
    const previous = byId.get(unlock.id);
    if (!previous || ms < previous.ms || (ms === previous.ms && unlock.unlockedAt < previous.at)) {
      byId.set(unlock.id, { at: unlock.unlockedAt, ms });
    }
  }
  return new Map([...byId].map(([id, { at }]) => [id, at]));
}

/** Which achievements are unlocked, which unlock now, and the XP total. */
export function evaluateAchievements(input: AchievementInput): AchievementEvaluation {
  assertCount('streak', input.streak);
  assertCount('taskXp', input.taskXp);
  assertCount('journalCount', input.journalCount);
  assertCount('communityCount', input.communityCount);
  const stored = storedUnlocks(input.alreadyUnlocked);
  const rules = achievementRules;

  const holds = new Map<AchievementId, boolean>([
    ['first-week', input.streak >= rules.firstWeekStreak],
    ['consistency-master', input.streak >= rules.consistencyMasterStreak],
    ['perfect-month', input.adherence30WithWidening === rules.perfectMonthRate],
    ['community-champion', (input.helpfulReplies ?? 0) >= rules.championHelpfulReplies],
    ['journal-enthusiast', input.journalCount >= rules.journalEntries],
  ]);
  const unlocked = new Set<AchievementId>();
  for (const definition of achievementDefinitions) {
    if (definition.id === 'level-5') continue;
    if (stored.has(definition.id) || holds.get(definition.id)) unlocked.add(definition.id);
  }
  // Rising Star: judged on the XP before its own reward.
  const xpBeforeRisingStar =
    input.taskXp + rewardOf(achievementDefinitions.filter((d) => unlocked.has(d.id)));
  if (stored.has('level-5') || levelFor(xpBeforeRisingStar).level >= rules.risingStarLevel) {
    unlocked.add('level-5');
  }

  const achievements = achievementDefinitions.map((definition) => ({
    ...definition,
    unlocked: unlocked.has(definition.id),
    unlockedAt: stored.get(definition.id) ?? null,
  }));
  return {
    achievements,
    newlyUnlocked: achievements
      .filter((achievement) => achievement.unlocked && !stored.has(achievement.id))
      .map((achievement) => achievement.id),
    xp: input.taskXp + rewardOf(achievements.filter((achievement) => achievement.unlocked)),
  };
}

export function rewardOf(definitions: readonly AchievementDefinition[]): number {
  return definitions.reduce((sum, definition) => sum + definition.xpReward, 0);
}
