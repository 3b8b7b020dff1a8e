import { addDays, toEpochDay, type CalendarDate } from '../calendar-dates.js';
import { type ActivityEvent, completedTasksByDay } from './tasks.js';

// The rules' choices are written at the top of dashboard.ts.
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
