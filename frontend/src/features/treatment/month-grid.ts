import { addCalendarDays, weekdayOf } from '../../lib/dates';

/** A dose's state on a day, as the server's schedule says (GET /api/dashboard calendar.days). */
export type DayDoseState = 'on-time' | 'late' | 'missed' | 'extra' | 'due' | 'overdue';

/** What the server marks on a day of the month. */
export interface DayMarks {
  date: string;
  doses: readonly DayDoseState[];
  journalEntries: number;
  checkins: number;
}

/** The spec's calendar day (original-spec.md section 3), with the schedule's states. */
export interface CalendarDay {
  date: string;
  isCurrentMonth: boolean;
  isToday: boolean;
  hasInjection: boolean;
  isFutureReminder: boolean;
  dayOfMonth: number;
  /** The schedule's states on this day (empty when nothing is due or taken). */
  doses: readonly DayDoseState[];
  journalEntries: number;
  checkins: number;
}

/** The spec's grid: 42 cells (6 weeks). */
export const calendarCellCount = 42;

/** Column headings, Sunday first. */
export { weekdayNames } from '../../lib/dates';

/**
 * The 42 days shown for `month` ('YYYY-MM'): from the Sunday on or before its first day, six
 * full weeks. Which days carry an injection or a reminder is what the server answered; this
 * only lays them out (a reminder shows only from today on, and never on a day with a dose).
 */
export function buildMonthGrid(options: {
  month: string;
  today: string;
  injectionDates?: Iterable<string>;
  reminderDates?: Iterable<string>;
  marks?: Iterable<DayMarks>;
  /** `injectionDates` is the live list (it may run ahead of the marks: a dose just logged or
   *  deleted shows at once, until the server's schedule answers again). */
  injectionsLive?: boolean;
}): CalendarDay[] {
  const marks = new Map([...(options.marks ?? [])].map((m) => [m.date, m] as const));
  // A dose just logged after an overdue one answers it late (the server confirms).
  const overdueDays = [...marks.values()]
    .filter((m) => m.doses.includes('overdue'))
    .map((m) => m.date);
  const injections = new Set(options.injectionDates ?? []);
  const reminders = new Set(options.reminderDates ?? []);
  const first = `${options.month}-01`;
  // The Sunday on or before the first: as many days back as the first's day of the week.
  const back = weekdayOf(first);
  return Array.from({ length: calendarCellCount }, (_, index) => {
    const date = addCalendarDays(first, index - back);
    const hasInjection = injections.has(date);
    const mark = marks.get(date);
    const isFutureReminder = !hasInjection && reminders.has(date) && date >= options.today;
    // Without the server's marks, the bare dates say only 'taken' and 'due'.
    const legacy: DayDoseState[] = hasInjection ? ['on-time'] : isFutureReminder ? ['due'] : [];
    return {
      date,
      isCurrentMonth: date.startsWith(`${options.month}-`),
      isToday: date === options.today,
      hasInjection,
      isFutureReminder,
      dayOfMonth: Number(date.slice(8)),
      doses: options.marks
        ? reconcile(
            mark?.doses ?? [],
            hasInjection,
            options.injectionsLive ?? false,
            overdueDays.some((d) => d < date) ? 'late' : 'on-time',
          )
        : legacy,
      journalEntries: mark?.journalEntries ?? 0,
      checkins: mark?.checkins ?? 0,
    };
  });
}

const takenStates: readonly DayDoseState[] = ['on-time', 'late', 'extra'];

/**
 * The server's states for a day, brought in line with the live injection list: a dose just
 * logged shows as taken (late after an overdue dose, else on time, until the schedule
 * answers), a dose just deleted no
 * longer shows as taken.
 */
function reconcile(
  doses: readonly DayDoseState[],
  hasInjection: boolean,
  live: boolean,
  provisional: 'on-time' | 'late',
): readonly DayDoseState[] {
  if (!live) return doses;
  const taken = doses.some((d) => takenStates.includes(d));
  if (hasInjection && !taken) return [provisional, ...doses.filter((d) => d !== 'due')];
  if (!hasInjection && taken) return doses.filter((d) => !takenStates.includes(d));
  return doses;
}

/** What a quick-calendar click reports (spec): an injection day, a reminder day, or nothing. */
export function dayKind(day: CalendarDay): 'injection' | 'reminder' | null {
  if (day.hasInjection) return 'injection';
  if (day.isFutureReminder) return 'reminder';
  return null;
}
