// Shared by the gamification tests: a fixed today, the zones they run in, and small builders
// of events, doses and schedules.
import { addDays, type CalendarDate } from '../calendar-dates.js';
import type { ActivityEvent, TaskId } from './tasks.js';
import {
  computeSchedule,
  type DoseStatus,
  type PrescriptionVersion,
  type ScheduledDose,
  type ScheduleInjection,
} from '../treatment/schedule.js';

/** A Wednesday; its week runs Sunday 2025-06-15 to Saturday 2025-06-21. */
export const TODAY = '2025-06-18';

export const UTC = 'UTC';

export const NEW_YORK = 'America/New_York';

export const LOS_ANGELES = 'America/Los_Angeles';

export const TOKYO = 'Asia/Tokyo';

export const ago = (days: number, today = TODAY) => addDays(today, -days);

/** An event recorded at noon UTC on `day` (for the UTC zone, on that local day). */
export function ev(kind: TaskId, day: CalendarDate, time = '12:00:00Z'): ActivityEvent {
  return { kind, createdAt: `${day}T${time}` };
}

export const NO_INJECTION_DAYS: ReadonlySet<CalendarDate> = new Set();

export function dose(
  dueDate: CalendarDate,
  status: DoseStatus,
  takenDate?: CalendarDate,
  intervalDays = 7,
): ScheduledDose {
  return {
    dueDate,
    status,
    intervalDays,
    windowEnd: addDays(dueDate, intervalDays - 2),
    ...(takenDate ? { takenDate, injectionId: `inj-${takenDate}` } : {}),
  };
}

export function weekly(startDate: CalendarDate, intervalDays = 7): PrescriptionVersion {
  return {
    effectiveFrom: startDate,
    medication: 'Testosterone cypionate',
    doseAmount: 0.3,
    doseUnit: 'mL',
    intervalDays,
    route: 'IM',
    startDate,
  };
}

export function scheduleOf(
  startDate: CalendarDate,
  takenDays: CalendarDate[],
  today = TODAY,
  intervalDays = 7,
): ScheduledDose[] {
  const injections: ScheduleInjection[] = takenDays.map((localDate, k) => ({
    id: `inj-${k}`,
    localDate,
  }));
  return computeSchedule({ versions: [weekly(startDate, intervalDays)], injections, today }).doses;
}
