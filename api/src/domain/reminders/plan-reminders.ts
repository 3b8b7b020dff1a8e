/**
 * The reminder planner: which reminders a person gets for their next dose, and when.
 *
 * Pure: the due day comes from the schedule (domain/schedule.ts), the zone and the settings
 * are explicit, and nothing reads a clock. Choices:
 * - The due-day reminder is at the chosen local time on the due day in the planning zone
 *   (the home zone in travel mode, else the zone the person is in now): a zone change between
 *   two doses moves the next reminder to the same local time in the new zone.
 * - "Hours before" are elapsed hours before the due-day reminder.
 * - Follow-ups (overdue) are one a day at the same local time on the days after the due day,
 *   never past the last day of the dose's window (then the dose is missed, and the schedule's
 *   next dose takes over).
 * - "Until I log it" repeats every N minutes after the due-day reminder and each follow-up,
 *   until the end of that local day. Logging the dose ends them: the schedule moves on.
 * - Quiet hours: a one-off reminder (before, due, follow-up) that falls inside them is sent when
 *   they end; a repeat inside them is skipped. A before-reminder moved past the due-day one
 *   is dropped.
 * - Paused treatment, no next dose or reminders turned off: nothing.
 * - Every reminder has an id made of the due day, its kind and its number, never its instant:
 *   a changed time, zone or setting re-plans the same reminders, which are then sent once.
 */
import { addDays, diffDays, type CalendarDate } from '../calendar-dates.js';
import type { QuietHours, ReminderSettings } from './reminder-settings.js';
import { planningZone } from './reminder-settings.js';
import { instantOfLocal, parseLocalTime, wallClockAt } from '../zoned-time.js';

export type ReminderKind = 'before' | 'due' | 'follow-up' | 'repeat';

export interface PlannedReminder {
  /** Stable id: `<dueDate>:<kind>[:<n>]`, unique per person and dose. */
  id: string;
  kind: ReminderKind;
  dueDate: CalendarDate;
  /** When to send, epoch ms. */
  at: number;
  /** Days the dose is overdue when this is sent (0 on and before the due day). */
  daysOverdue: number;
}

export interface PlanInput {
  settings: ReminderSettings;
  /** The person's zone now (User.timezone). */
  timeZone: string;
  /** The schedule's next dose, or null (no prescription, open pause). */
  nextDue: { dueDate: CalendarDate; windowEnd?: CalendarDate | undefined } | null;
  /** Treatment paused today. */
  paused: boolean;
}

/** The wall-clock minutes and the calendar day shift to move a time out of quiet hours. */
function outOfQuiet(minutes: number, quiet: QuietHours | null): { minutes: number; days: number } {
  if (!quiet || !inQuiet(minutes, quiet)) return { minutes, days: 0 };
  const start = parseLocalTime(quiet.start);
  const end = parseLocalTime(quiet.end);
  // Quiet past midnight and the time is in its evening part: it ends tomorrow.
  return { minutes: end, days: start > end && minutes >= start ? 1 : 0 };
}

export function inQuiet(minutes: number, quiet: QuietHours | null): boolean {
  if (!quiet) return false;
  const start = parseLocalTime(quiet.start);
  const end = parseLocalTime(quiet.end);
  if (start === end) return false;
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

/** Every reminder for the next dose, in time order. */
export function planReminders(input: PlanInput): PlannedReminder[] {
  const { settings, nextDue } = input;
  if (!settings.enabled || input.paused || !nextDue) return [];
  const zone = planningZone(settings, input.timeZone);
  const quiet = settings.quietHours;
  const time = parseLocalTime(settings.timeOfDay);
  const { dueDate } = nextDue;
  const plan: PlannedReminder[] = [];

  /** A one-off reminder at `minutes` on `date`, moved out of quiet hours. */
  const oneOff = (date: CalendarDate, minutes: number): number => {
    const moved = outOfQuiet(minutes, quiet);
    return instantOfLocal(addDays(date, moved.days), moved.minutes, zone);
  };

  const dueAt = oneOff(dueDate, time);
  if (settings.hoursBefore > 0) {
    const raw = instantOfLocal(dueDate, time, zone) - settings.hoursBefore * 3_600_000;
    const clock = wallClockAt(raw, zone);
    const at = inQuiet(clock.minutes, quiet) ? oneOff(clock.date, clock.minutes) : raw;
    if (at < dueAt)
      plan.push({ id: `${dueDate}:before`, kind: 'before', dueDate, at, daysOverdue: 0 });
  }

  const days: { date: CalendarDate; at: number; kind: 'due' | 'follow-up'; n: number }[] = [
    { date: dueDate, at: dueAt, kind: 'due', n: 0 },
  ];
  const lastDay = nextDue.windowEnd;
  for (let n = 1; n <= settings.followUps; n += 1) {
    const date = addDays(dueDate, n);
    if (lastDay && date > lastDay) break;
    days.push({ date, at: oneOff(date, time), kind: 'follow-up', n });
  }

  for (const day of days) {
    const id = day.kind === 'due' ? `${dueDate}:due` : `${dueDate}:follow-up:${day.n}`;
    const daysOverdue = diffDays(dueDate, day.date);
    plan.push({ id, kind: day.kind, dueDate, at: day.at, daysOverdue });
    const every = settings.repeatEveryMinutes;
    if (!every) continue;
    const start = wallClockAt(day.at, zone);
    const endOfDay = instantOfLocal(addDays(start.date, 1), 0, zone);
    for (let k = 1, at = day.at + every * 60_000; at < endOfDay; k += 1, at += every * 60_000) {
      if (inQuiet(wallClockAt(at, zone).minutes, quiet)) continue;
      plan.push({ id: `${id}:repeat:${k}`, kind: 'repeat', dueDate, at, daysOverdue });
    }
  }
  return plan.sort((a, b) => a.at - b.at);
}

/** How long after its time a reminder may still go out (a sender that was down catches up). */
export const reminderGraceMs = 3 * 3_600_000;

/**
 * The one reminder to send now: the latest planned one whose time has come within the grace
 * period. Earlier ones it supersedes are never sent (no burst after an outage); sending it
 * again is prevented by its id (the send record).
 */
export function reminderToSend(
  plan: readonly PlannedReminder[],
  nowMs: number,
  graceMs = reminderGraceMs,
): PlannedReminder | undefined {
  let chosen: PlannedReminder | undefined;
  for (const reminder of plan) {
    if (reminder.at <= nowMs && nowMs - reminder.at < graceMs) chosen = reminder;
  }
  return chosen;
}
