import { addDays, toEpochDay, type CalendarDate } from '../calendar-dates.js';
import type { ScheduledDose } from './schedule.js';

export interface DateWindow {
  /** Inclusive. */
  startDate: CalendarDate;
  /** Inclusive. */
  endDate: CalendarDate;
}

export interface Adherence {
  /** Doses due in the window, upcoming ones excluded (taken + missed). */
  due: number;
  /** onTime + late. */
  taken: number;
  onTime: number;
  late: number;
  missed: number;
  /** taken / due as a whole percent; null when nothing is due (never 100 by default). */
  adherenceRate: number | null;
  /** onTime / due as a whole percent; null when nothing is due. */
  onTimeRate: number | null;
}

/** Adherence over the doses due in an inclusive window of calendar dates. */
export function adherence(doses: readonly ScheduledDose[], window: DateWindow): Adherence {
  toEpochDay(window.startDate);
  toEpochDay(window.endDate);
  let onTime = 0;
  let late = 0;
  let missed = 0;
  for (const dose of doses) {
    if (dose.dueDate < window.startDate || dose.dueDate > window.endDate) continue;
    if (dose.status === 'on-time') onTime++;
    else if (dose.status === 'late') late++;
    else if (dose.status === 'missed') missed++;
  }
  const taken = onTime + late;
  const due = taken + missed;
  const percent = (part: number): number | null =>
    due === 0 ? null : Math.round((part / due) * 100);
  return {
    due,
    taken,
    onTime,
    late,
    missed,
    adherenceRate: percent(taken),
    onTimeRate: percent(onTime),
  };
}

/** The rolling window of `days` calendar days ending today (week 7, month 30, quarter 90...). */
export function rollingWindow(today: CalendarDate, days: number): DateWindow {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`days must be >= 1, got ${days}`);
  return { startDate: addDays(today, -(days - 1)), endDate: today };
}
