/**
 * What each day of a month shows on the calendars, from the schedule (schedule.ts) rather than
 * from bare injection dates, so the calendar says what the dashboard and the report say:
 *
 * - 'on-time' / 'late': on the day the dose was taken (the injection that answered it).
 * - 'missed': on the missed dose's due day.
 * - 'extra': on the day of an injection that answers no dose (kept, never counted).
 * - 'overdue': on the due day of the dose still open after its due day (nextDue.isOverdue),
 *   never moved to the following week.
 * - 'due': the open dose due today or later, then the due days after it projected with the
 *   interval in force (from today + I while a dose is overdue: taking it today moves the next
 *   one there). Nothing is due while treatment is paused.
 *
 * Journal entries (by their local date) and mood check-ins (by the day they are for) are
 * counted per day beside the dose states.
 */
import { addDays, type CalendarDate } from './calendar-dates.js';
import type { Schedule, ScheduleInjection } from './treatment/schedule.js';

export type DayDoseState = 'on-time' | 'late' | 'missed' | 'extra' | 'due' | 'overdue';

export interface CalendarDayMarks {
  date: CalendarDate;
  /** In the order above; a day may hold two (a dose taken and an extra one). */
  doses: DayDoseState[];
  journalEntries: number;
  checkins: number;
}

export interface CalendarDaysInput {
  schedule: Schedule | undefined;
  injections: readonly ScheduleInjection[];
  /** Interval in force today (projections after the open dose). */
  intervalDays: number | undefined;
  paused: boolean;
  today: CalendarDate;
  first: CalendarDate;
  last: CalendarDate;
  journalDates?: readonly CalendarDate[];
  checkinDates?: readonly CalendarDate[];
}

const order: readonly DayDoseState[] = ['on-time', 'late', 'missed', 'extra', 'overdue', 'due'];

/** The month's days that show anything, oldest first. */
export function calendarDays(input: CalendarDaysInput): CalendarDayMarks[] {
  const { first, last, today } = input;
  const days = new Map<CalendarDate, CalendarDayMarks>();
  const inMonth = (date: CalendarDate) => date >= first && date <= last;
  const day = (date: CalendarDate): CalendarDayMarks => {
    let found = days.get(date);
    if (!found) {
      found = { date, doses: [], journalEntries: 0, checkins: 0 };
      days.set(date, found);
    }
    return found;
  };
  const mark = (date: CalendarDate | undefined, state: DayDoseState) => {
    if (!date || !inMonth(date)) return;
    const target = day(date);
    if (!target.doses.includes(state)) target.doses.push(state);
  };

  const schedule = input.schedule;
  if (schedule) {
    let open: CalendarDate | undefined;
    for (const dose of schedule.doses) {
      if (dose.status === 'on-time' || dose.status === 'late') mark(dose.takenDate, dose.status);
      else if (dose.status === 'missed') mark(dose.dueDate, 'missed');
      else if (!input.paused) {
        open = dose.dueDate;
        mark(dose.dueDate, dose.dueDate < today ? 'overdue' : 'due');
      }
    }
    const extra = new Set(schedule.extra);
    for (const injection of input.injections) {
      if (extra.has(injection.id)) mark(injection.localDate, 'extra');
    }
    const interval = input.intervalDays;
    if (open && interval && interval >= 1 && !input.paused) {
      let due = addDays(open < today ? today : open, interval);
      for (; due <= last; due = addDays(due, interval)) mark(due, 'due');
    }
  }
  for (const date of input.journalDates ?? []) if (inMonth(date)) day(date).journalEntries++;
  for (const date of input.checkinDates ?? []) if (inMonth(date)) day(date).checkins++;

  for (const found of days.values())
    found.doses.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return [...days.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
}
