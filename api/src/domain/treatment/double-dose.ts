import { diffDays, instantMs, type CalendarDate } from '../calendar-dates.js';
import { assertInterval } from './schedule.js';

export interface DoubleDoseInjection {
  id: string;
  /** ISO instant with offset. */
  takenAt: string;
  localDate: CalendarDate;
}

export interface DoubleDoseCheck {
  /** True when the new injection comes less than I/2 days (by the clock) after the previous. */
  isDoubleDose: boolean;
  /** The latest injection taken at or before the new one (the one being edited excluded). */
  previous: DoubleDoseInjection | null;
  /** Calendar days between the two local dates: the N of "You logged a dose N days ago". */
  daysSince: number | null;
  /** Exact time between the two instants, in days. */
  elapsedDays: number | null;
}

/**
 * The double-dose guard. It measures between instants (a dose at 23:00 and another at 01:00
 * are two hours apart, not a day), so a weekly dose is refused for 84 hours after the
 * previous one; daysSince counts calendar days for the dialog's text. Only the previous
 * injection counts, as the spec says ("after the previous one"); a later one does not.
 */
export function checkDoubleDose(args: {
  takenAt: string;
  localDate: CalendarDate;
  intervalDays: number;
  injections: readonly DoubleDoseInjection[];
  /** The injection being edited, which is not its own previous dose. */
  excludeId?: string | undefined;
}): DoubleDoseCheck {
  assertInterval(args.intervalDays);
  const at = instantMs(args.takenAt);
  let previous: DoubleDoseInjection | null = null;
  let previousMs = -Infinity;
  for (const injection of args.injections) {
    if (injection.id === args.excludeId) continue;
    const ms = instantMs(injection.takenAt);
    const later =
      ms > previousMs || (ms === previousMs && previous !== null && injection.id > previous.id);
    if (ms <= at && later) {
      previous = injection;
      previousMs = ms;
    }
  }
  if (!previous) return { isDoubleDose: false, previous: null, daysSince: null, elapsedDays: null };
  const elapsedDays = (at - previousMs) / 86_400_000;
  return {
    isDoubleDose: elapsedDays < args.intervalDays / 2,
    previous,
    daysSince: diffDays(previous.localDate, args.localDate),
    elapsedDays,
  };
}
