import { localDateOf, toEpochDay, type CalendarDate } from '../calendar-dates.js';
import { type ScheduledDose } from '../treatment/schedule.js';

// The rules' choices are written at the top of dashboard.ts.
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

export function assertTask(kind: string): asserts kind is TaskId {
  if (!Object.hasOwn(dailyTaskXp, kind)) {
    throw new RangeError(`Unknown task: ${JSON.stringify(kind)}`);
  }
}

/** The recorded local day of an event, in the user's zone. */
export function recordedDay(event: ActivityEvent, zone: string): CalendarDate {
  return localDateOf(event.createdAt, zone);
}

/** For each local day, the tasks completed on it (each at most once). */
export function completedTasksByDay(
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
