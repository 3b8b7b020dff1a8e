// Shared fixtures of the treatment rules' tests (not a test file itself).
import { addDays } from '../calendar-dates.js';
import {
  computeSchedule,
  type Pause,
  type PrescriptionVersion,
  type ScheduledDose,
  type ScheduleInjection,
} from './schedule.js';

export const TODAY = '2025-06-15';
export const ago = (days: number, today = TODAY) => addDays(today, -days);
export const inDays = (days: number, today = TODAY) => addDays(today, days);

export function version(
  startDate: string,
  intervalDays = 7,
  effectiveFrom = startDate,
  extra: Partial<PrescriptionVersion> = {},
): PrescriptionVersion {
  return {
    effectiveFrom,
    medication: 'Testosterone cypionate',
    doseAmount: 0.3,
    doseUnit: 'mL',
    intervalDays,
    route: 'IM',
    startDate,
    ...extra,
  };
}

let nextId = 0;
export function shot(localDate: string, id = `inj-${++nextId}`): ScheduleInjection {
  return { id, localDate };
}

export function schedule(
  versions: PrescriptionVersion[],
  injections: ScheduleInjection[],
  options: { pauses?: Pause[]; today?: string } = {},
) {
  return computeSchedule({
    versions,
    injections,
    pauses: options.pauses ?? [],
    today: options.today ?? TODAY,
  });
}

/** The doses as [dueDate, status, takenDate?] triples, for compact expectations. */
export function brief(doses: ScheduledDose[]) {
  return doses.map((d) =>
    d.takenDate ? [d.dueDate, d.status, d.takenDate] : [d.dueDate, d.status],
  );
}
