/**
 * Gamification: daily tasks, XP, levels, streaks, achievements and weekly goals, computed
 * from the user's own data.
 *
 * Pure and deterministic: every input is explicit (`today` as a calendar date in the user's
 * zone, and the zone itself), nothing is read from the clock or storage, and no result depends
 * on the order events are given in. The rules are product.md "XP, levels, streaks,
 * achievements" and the spec's section 9; where they are silent the choice is written here:
 *
 * - Activity. Every recorded thing the dashboard rewards is an `ActivityEvent`: its task and
 *   the instant it was RECORDED (`createdAt`, set by the server). The day it earns on is the
 *   local date of `createdAt` in the user's zone, never a date the user typed.
 * - Each task earns its XP at most once per local day, on the day it was recorded. Backdating
 *   therefore earns nothing for the past: a journal entry or an injection entered today for
 *   last week credits today (at most once, like any other record of that task today), never
 *   last week, and cannot fill a hole in a streak.
 * - 'Log injection' (product.md: "on a day a dose is due or taken") completes on the day D
 *   an injection was recorded only when D itself is a day a dose is due or taken: D is the
 *   due day of a dose of the schedule, or the day an injection that answered a dose was taken
 *   (an extra injection is never "taken", as schedule.ts says). The injection's own taken day
 *   plays no part, deliberately: an injection taken and logged on its day answers a dose and
 *   so makes D a taken day; an extra dose logged on an ordinary day earns nothing; a backdated
 *   injection logged on a day with nothing due earns nothing. (A backdated one logged on a
 *   due day completes that day's task, but no more than logging that day's own dose would.)
 *   A day where the task cannot complete is not a streak day through it either.
 * - Streak: consecutive local days, ending today or yesterday, with at least one completed
 *   daily task (yesterday counts so the streak does not read 0 before today's first task).
 *   Day arithmetic is on calendar dates, so DST changes never shift or skip a day.
 * - Achievements are judged on the data (streak, adherence, counts). An unlock is permanent:
 *   once stored it stays unlocked even when the data no longer holds. 'Rising Star' (level
 *   >= 5) is judged on the XP before its own reward: task XP plus the rewards of the other
 *   achievements unlocked (stored or unlocking now).
 * - Weekly goals run over the current week, Sunday to Saturday (the spec's calendar is
 *   Sunday-first); see `weeklyGoals`.
 */
import { addDays, localDateOf, toEpochDay, type CalendarDate } from './calendar-dates.js';
import {
  adherence,
  rollingWindow,
  type Adherence,
  type DateWindow,
  type ScheduledDose,
} from './schedule.js';

// ---------------------------------------------------------------------------------------------
// Levels

/** XP thresholds of levels 1 to 11 (section 9). */
export const levelThresholds: readonly number[] = Object.freeze([
  0, 100, 250, 500, 1000, 2000, 3500, 5500, 8000, 12000, 17000,
]);

/** The highest level. */
export const maxLevel = levelThresholds.length;

export interface LevelInfo {
  /** The highest level whose threshold is <= xp (1 to 11). */
  level: number;
  xp: number;
  /** nextThreshold - xp; 0 at the highest level. */
  xpToNext: number;
  /** (xp - currentFloor) / (nextThreshold - currentFloor) x 100, unrounded; 100 at the top. */
  progressPercent: number;
  /** Threshold of the current level. */
  currentFloor: number;
  /** Threshold of the next level; null at the highest level. */
  nextThreshold: number | null;
}

function assertCount(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole number >= 0, got ${value}`);
  }
}

/** Level, XP to the next level and progress for an XP total (a whole number >= 0). */
export function levelFor(xp: number): LevelInfo {
  assertCount('xp', xp);
  let index = 0;
  for (let k = 0; k < levelThresholds.length; k++) {
    if ((levelThresholds[k] as number) <= xp) index = k;
  }
  const currentFloor = levelThresholds[index] as number;
  const next = levelThresholds[index + 1];
  if (next === undefined) {
    return {
      level: index + 1,
      xp,
      xpToNext: 0,
      progressPercent: 100,
      currentFloor,
      nextThreshold: null,
    };
  }
  return {
    level: index + 1,
    xp,
    xpToNext: next - xp,
    progressPercent: ((xp - currentFloor) / (next - currentFloor)) * 100,
    currentFloor,
    nextThreshold: next,
  };
}

// ---------------------------------------------------------------------------------------------
// Daily tasks

export type TaskId =
  'log-injection' | 'record-mood' | 'write-journal' | 'community' | 'progress-photo';

/** The daily tasks in the order the dashboard lists them (section 9). */
export const taskIds: readonly TaskId[] = Object.freeze([
  'log-injection',
  'record-mood',
  'write-journal',
  'community',
  'progress-photo',
]);

/** XP of each daily task (section 9). */
export const dailyTaskXp: Readonly<Record<TaskId, number>> = Object.freeze({
  'log-injection': 50,
  'record-mood': 25,
  'write-journal': 75,
  community: 30,
  'progress-photo': 40,
});

/** Labels of the daily tasks: the spec's wording, sentence case. */
export const dailyTaskLabels: Readonly<Record<TaskId, string>> = Object.freeze({
  'log-injection': 'Log injection',
  'record-mood': 'Record mood',
  'write-journal': 'Write journal entry',
  community: 'Community interaction',
  'progress-photo': 'Progress photo',
});

/**
 * One recorded thing the dashboard rewards: an injection, a mood check-in, a journal entry, a
 * community action (post or reply) or a progress photo.
 */
export interface ActivityEvent {
  kind: TaskId;
  /** When it was recorded (the server's creation time), an ISO instant with offset. Not the
   *  day the user says it happened: that is what makes backdating earn nothing. */
  createdAt: string;
}

export interface DailyTask {
  id: TaskId;
  label: string;
  completed: boolean;
  xp: number;
}

/**
 * The days on which 'Log injection' can complete: the due day of every dose of the schedule
 * (taken, missed or upcoming) and the taken day of every dose taken (on-time or late). Extra
 * injections make no day.
 */
export function dueOrTakenDays(doses: readonly ScheduledDose[]): Set<CalendarDate> {
  const days = new Set<CalendarDate>();
  for (const dose of doses) {
    days.add(dose.dueDate);
    if ((dose.status === 'on-time' || dose.status === 'late') && dose.takenDate) {
      days.add(dose.takenDate);
    }
  }
  return days;
}

function assertTask(kind: string): asserts kind is TaskId {
  if (!Object.hasOwn(dailyTaskXp, kind)) {
    throw new RangeError(`Unknown task: ${JSON.stringify(kind)}`);
  }
}

/** The recorded local day of an event, in the user's zone. */
function recordedDay(event: ActivityEvent, zone: string): CalendarDate {
  return localDateOf(event.createdAt, zone);
}

/** For each local day, the tasks completed on it (each at most once). */
function completedTasksByDay(
  events: readonly ActivityEvent[],
  zone: string,
  injectionDays: ReadonlySet<CalendarDate>,
): Map<CalendarDate, Set<TaskId>> {
  const byDay = new Map<CalendarDate, Set<TaskId>>();
  for (const event of events) {
    assertTask(event.kind);
    const day = recordedDay(event, zone);
    if (event.kind === 'log-injection' && !injectionDays.has(day)) continue;
    let tasks = byDay.get(day);
    if (!tasks) {
      tasks = new Set();
      byDay.set(day, tasks);
    }
    tasks.add(event.kind);
  }
  return byDay;
}

/** Today's five daily tasks, each completed when recorded today (see the module rules). */
export function dailyTasks(
  events: readonly ActivityEvent[],
  today: CalendarDate,
  zone: string,
  injectionDays: ReadonlySet<CalendarDate>,
): DailyTask[] {
  toEpochDay(today);
  const done = completedTasksByDay(events, zone, injectionDays).get(today) ?? new Set<TaskId>();
  return taskIds.map((id) => ({
    id,
    label: dailyTaskLabels[id],
    completed: done.has(id),
    xp: dailyTaskXp[id],
  }));
}

/** All-time task XP: each task's XP at most once per local day it was completed on. */
export function totalTaskXp(
  events: readonly ActivityEvent[],
  zone: string,
  injectionDays: ReadonlySet<CalendarDate>,
): number {
  let xp = 0;
  for (const tasks of completedTasksByDay(events, zone, injectionDays).values()) {
    for (const task of tasks) xp += dailyTaskXp[task];
  }
  return xp;
}

/**
 * Consecutive local days, ending today or yesterday, with at least one completed daily task.
 * Days after today are ignored.
 */
export function streak(
  events: readonly ActivityEvent[],
  today: CalendarDate,
  zone: string,
  injectionDays: ReadonlySet<CalendarDate>,
): number {
  toEpochDay(today);
  const active = completedTasksByDay(events, zone, injectionDays);
  let day = active.has(today) ? today : addDays(today, -1);
  let count = 0;
  while (active.has(day)) {
    count++;
    day = addDays(day, -1);
  }
  return count;
}

/** The 'Week Streak Achieved!' celebration: the streak is a positive multiple of 7. */
export function streakMilestone(streakDays: number): boolean {
  return Number.isInteger(streakDays) && streakDays > 0 && streakDays % 7 === 0;
}

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
    description: 'Take part in the community',
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
  communityActions: 1,
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
  /** Community actions (posts, replies) the user has made. */
  communityCount: number;
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

function isAchievementId(id: string): id is AchievementId {
  return achievementDefinitions.some((definition) => definition.id === id);
}

/** Stored unlocks by id; of two for one id the earliest wins (order-independent). */
function storedUnlocks(unlocked: readonly UnlockedAchievement[]): Map<AchievementId, string> {
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
    ['community-champion', input.communityCount >= rules.communityActions],
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

function rewardOf(definitions: readonly AchievementDefinition[]): number {
  return definitions.reduce((sum, definition) => sum + definition.xpReward, 0);
}

// ---------------------------------------------------------------------------------------------
// Weekly goals

/** 0 for Sunday ... 6 for Saturday. */
export function dayOfWeek(date: CalendarDate): number {
  // 1970-01-01 was a Thursday.
  return (((toEpochDay(date) + 4) % 7) + 7) % 7;
}

/** The week holding `date`: Sunday to Saturday, inclusive. */
export function weekOf(date: CalendarDate): DateWindow {
  const startDate = addDays(date, -dayOfWeek(date));
  return { startDate, endDate: addDays(startDate, 6) };
}

export type WeeklyGoalId =
  | 'injections-on-time'
  | 'mood-check-ins'
  | 'journal-entries'
  | 'progress-photo'
  | 'community'
  | 'active-days';

export interface WeeklyGoal {
  id: WeeklyGoalId;
  label: string;
  target: number;
  /** Capped at the target. */
  progress: number;
  completed: boolean;
}

export interface WeeklyGoals {
  /** The current week, Sunday to Saturday. */
  week: DateWindow;
  goals: WeeklyGoal[];
  /** stats.weeklyGoalsCompleted. */
  completed: number;
  /** stats.totalWeeklyGoals. */
  total: number;
}

/** Targets of the fixed weekly goals. */
export const weeklyGoalTargets = Object.freeze({
  moodCheckIns: 3,
  journalEntries: 2,
  progressPhotos: 1,
  communityActions: 1,
  activeDays: 5,
});

/**
 * The weekly goals of the week (Sunday to Saturday) holding `today`, counted by the day each
 * thing was recorded in the user's zone (like the daily tasks, so backdating counts for the
 * week it was entered in):
 * - 'injections-on-time', 'Take every dose due this week on time': target = the doses of the
 *   schedule due this week (taken, missed or upcoming; the schedule lists doses up to the
 *   next one, so with a short interval the target grows as the week goes), progress = those
 *   taken on time. Left out when no dose is due this week (no prescription, a pause, a week a
 *   late dose skipped), so an impossible goal never shows.
 * - 'mood-check-ins', 'Check in on your mood 3 times': days with a mood check-in.
 * - 'journal-entries', 'Write 2 journal entries': journal entries written.
 * - 'progress-photo', 'Take a progress photo': progress photos added.
 * - 'community', 'Connect with the community': community actions.
 * - 'active-days', 'Complete a daily task on 5 days': days with a completed daily task.
 */
export function weeklyGoals(
  events: readonly ActivityEvent[],
  today: CalendarDate,
  zone: string,
  doses: readonly ScheduledDose[],
): WeeklyGoals {
  const week = weekOf(today);
  const inWeek = (day: CalendarDate): boolean => day >= week.startDate && day <= week.endDate;
  const targets = weeklyGoalTargets;

  const moodDays = new Set<CalendarDate>();
  const counts: Record<TaskId, number> = {
    'log-injection': 0,
    'record-mood': 0,
    'write-journal': 0,
    community: 0,
    'progress-photo': 0,
  };
  for (const event of events) {
    assertTask(event.kind);
    const day = recordedDay(event, zone);
    if (!inWeek(day)) continue;
    counts[event.kind]++;
    if (event.kind === 'record-mood') moodDays.add(day);
  }
  let activeDays = 0;
  for (const day of completedTasksByDay(events, zone, dueOrTakenDays(doses)).keys()) {
    if (inWeek(day)) activeDays++;
  }

  const goal = (id: WeeklyGoalId, label: string, target: number, count: number): WeeklyGoal => ({
    id,
    label,
    target,
    progress: Math.min(count, target),
    completed: count >= target,
  });

  const goals: WeeklyGoal[] = [];
  const dueThisWeek = doses.filter((dose) => inWeek(dose.dueDate));
  if (dueThisWeek.length > 0) {
    goals.push(
      goal(
        'injections-on-time',
        'Take every dose due this week on time',
        dueThisWeek.length,
        dueThisWeek.filter((dose) => dose.status === 'on-time').length,
      ),
    );
  }
  goals.push(
    goal(
      'mood-check-ins',
      `Check in on your mood ${targets.moodCheckIns} times`,
      targets.moodCheckIns,
      moodDays.size,
    ),
    goal(
      'journal-entries',
      `Write ${targets.journalEntries} journal entries`,
      targets.journalEntries,
      counts['write-journal'],
    ),
    goal(
      'progress-photo',
      'Take a progress photo',
      targets.progressPhotos,
      counts['progress-photo'],
    ),
    goal('community', 'Connect with the community', targets.communityActions, counts.community),
    goal(
      'active-days',
      `Complete a daily task on ${targets.activeDays} days`,
      targets.activeDays,
      activeDays,
    ),
  );
  return {
    week,
    goals,
    completed: goals.filter((g) => g.completed).length,
    total: goals.length,
  };
}

// ---------------------------------------------------------------------------------------------
// The dashboard

export interface DashboardGamificationInput {
  /** Every activity of the user, all time: injections, mood check-ins, journal entries,
   *  community actions and progress photos, each with its creation time. */
  events: readonly ActivityEvent[];
  /** `computeSchedule(...).doses` for today (empty without a prescription). */
  doses: readonly ScheduledDose[];
  /** Today in the user's zone. */
  today: CalendarDate;
  /** The user's IANA zone. */
  zone: string;
  /** Unlocks already stored. */
  alreadyUnlocked: readonly UnlockedAchievement[];
}

export interface DashboardGamification {
  level: number;
  xp: number;
  xpToNext: number;
  progressPercent: number;
  streak: number;
  /** The 'Week Streak Achieved!' celebration is due. */
  streakMilestone: boolean;
  dailyTasks: DailyTask[];
  achievements: Achievement[];
  newlyUnlocked: AchievementId[];
  weeklyGoals: WeeklyGoal[];
  weeklyGoalsCompleted: number;
  totalWeeklyGoals: number;
}

/**
 * Everything the dashboard's gamification needs, from the user's activity and schedule.
 * Journal and community counts for the achievements are the events of those kinds.
 */
export function dashboardGamification(input: DashboardGamificationInput): DashboardGamification {
  const { events, doses, today, zone } = input;
  const injectionDays = dueOrTakenDays(doses);
  const streakDays = streak(events, today, zone, injectionDays);
  const evaluation = evaluateAchievements({
    streak: streakDays,
    taskXp: totalTaskXp(events, zone, injectionDays),
    adherence30WithWidening: perfectMonthWindow(doses, today)?.adherence.adherenceRate ?? null,
    journalCount: events.filter((event) => event.kind === 'write-journal').length,
    communityCount: events.filter((event) => event.kind === 'community').length,
    alreadyUnlocked: input.alreadyUnlocked,
  });
  const level = levelFor(evaluation.xp);
  const goals = weeklyGoals(events, today, zone, doses);
  return {
    level: level.level,
    xp: level.xp,
    xpToNext: level.xpToNext,
    progressPercent: level.progressPercent,
    streak: streakDays,
    streakMilestone: streakMilestone(streakDays),
    dailyTasks: dailyTasks(events, today, zone, injectionDays),
    achievements: evaluation.achievements,
    newlyUnlocked: evaluation.newlyUnlocked,
    weeklyGoals: goals.goals,
    weeklyGoalsCompleted: goals.completed,
    totalWeeklyGoals: goals.total,
  };
}
