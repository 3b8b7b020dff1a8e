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
import { type CalendarDate } from '../calendar-dates.js';
import { type ScheduledDose } from '../treatment/schedule.js';
import { levelFor } from './levels.js';
import {
  type ActivityEvent,
  type DailyTask,
  dueOrTakenDays,
  dailyTasks,
  totalTaskXp,
} from './tasks.js';
import { streak, streakMilestone } from './streaks.js';
import {
  perfectMonthWindow,
  type AchievementId,
  type UnlockedAchievement,
  type Achievement,
  evaluateAchievements,
} from './achievements.js';
import { type WeeklyGoal, weeklyGoals } from './weekly-goals.js';

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
  /** The member's replies marked helpful by other members (Community Champion); default 0. */
  helpfulReplies?: number;
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
    helpfulReplies: input.helpfulReplies ?? 0,
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
