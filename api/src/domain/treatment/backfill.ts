/**
 * Backfilling past doses in one step: from a start date, every `intervalDays` days up to an end
 * date (today at the latest), one dose a day at the person's usual time. A planned day is left
 * out when a logged dose already lies less than half an interval from it (the double-dose
 * rule's window, schedule.ts), or on the same day, so a dose taken a day late is not logged
 * twice, and a backfill sent twice adds nothing the second time. Instants after `nowMs` are
 * left out too: a backfill records the past, never the future.
 */
import { addDays, diffDays, type CalendarDate } from '../calendar-dates.js';

/** At most this many doses in one backfill (four years of weekly doses). */
export const maxBackfillDoses = 200;

export interface BackfillInput {
  startDate: CalendarDate;
  /** Inclusive; today when left out by the caller. */
  endDate: CalendarDate;
  intervalDays: number;
  /** Local dates of the doses already logged. */
  logged: readonly CalendarDate[];
  /** The instant (epoch ms) of a planned date's dose, in the person's zone. */
  instantOf: (date: CalendarDate) => number;
  nowMs: number;
}

export interface BackfillDay {
  date: CalendarDate;
  /** Epoch ms of the dose. */
  atMs: number;
}

export interface BackfillSkip {
  date: CalendarDate;
  reason: 'already-logged' | 'future';
  /** The logged dose's day that made this one a duplicate. */
  loggedOn?: CalendarDate;
}

export interface BackfillPlan {
  doses: BackfillDay[];
  skipped: BackfillSkip[];
  /** Days the schedule holds between start and end, before skipping. */
  total: number;
}

/** The days of the schedule between start and end, inclusive (without limit). */
export function backfillDates(
  startDate: CalendarDate,
  endDate: CalendarDate,
  intervalDays: number,
): CalendarDate[] {
  if (!Number.isInteger(intervalDays) || intervalDays < 1)
    throw new RangeError(`intervalDays must be a whole number >= 1, got ${intervalDays}`);
  const span = diffDays(startDate, endDate);
  if (span < 0) return [];
  const dates: CalendarDate[] = [];
  for (let d = 0; d <= span; d += intervalDays) dates.push(addDays(startDate, d));
  return dates;
}

/** How many days the schedule would hold, without listing them (to refuse huge plans cheaply). */
export function backfillCount(
  startDate: CalendarDate,
  endDate: CalendarDate,
  intervalDays: number,
): number {
  const span = diffDays(startDate, endDate);
  return span < 0 ? 0 : Math.floor(span / intervalDays) + 1;
}

/** The doses a backfill would create, and the days it leaves out and why. */
export function planBackfill(input: BackfillInput): BackfillPlan {
  const dates = backfillDates(input.startDate, input.endDate, input.intervalDays);
  const logged = [...new Set(input.logged)].sort();
  const doses: BackfillDay[] = [];
  const skipped: BackfillSkip[] = [];
  const half = input.intervalDays / 2;
  for (const date of dates) {
    const near = logged.find((l) => {
      const gap = Math.abs(diffDays(l, date));
      return gap === 0 || gap < half;
    });
    if (near) {
      skipped.push({ date, reason: 'already-logged', loggedOn: near });
      continue;
    }
    const atMs = input.instantOf(date);
    if (atMs > input.nowMs) {
      skipped.push({ date, reason: 'future' });
      continue;
    }
    doses.push({ date, atMs });
  }
  return { doses, skipped, total: dates.length };
}
