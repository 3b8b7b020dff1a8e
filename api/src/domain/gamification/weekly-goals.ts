import { addDays, toEpochDay, type CalendarDate } from '../calendar-dates.js';
import { type DateWindow } from '../treatment/adherence.js';
import { type ScheduledDose } from '../treatment/schedule.js';
import {
  type TaskId,
  type ActivityEvent,
  dueOrTakenDays,
  assertTask,
  recordedDay,
  completedTasksByDay,
} from './tasks.js';

// The rules' choices are written at the top of dashboard.ts.
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
