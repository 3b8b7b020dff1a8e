import { randomUUID } from 'node:crypto';
import { createInjectionRepository } from '../data/injection-repository.js';
import { createPrescriptionRepository } from '../data/prescription-repository.js';
import type { Storage } from '../data/storage.js';
import { addDays, localDateOf } from '../domain/calendar-dates.js';
import { sitesForRoute } from '../domain/treatment/sites.js';
import { localInstant } from './local-instant.js';

/** Evening routine, varied the way a person's is: the minutes after midnight local, by dose. */
const doseTimes = ['19:30', '20:10', '19:05', '21:40', '19:45', '18:50', '20:25', '22:05'];

/**
 * About six months of weekly 0.3 mL doses, relative to today, generated with the rolling
 * schedule rule (product.md): each taken dose sets the next due day to its own day + 7, a
 * missed one to its due day + 7. Exactly one missed dose (no injection in its window) and two
 * late ones (taken two days after their due day, inside the late window), the rest on their
 * due day at varied evening times, sites rotating through the IM sites; the next dose is due
 * in 2 days. The calendar, report, analytics and dashboard all read this one schedule.
 */
export async function seedDemoTreatment(
  storage: Storage,
  userId: string,
  timezone: string,
  now: number,
): Promise<void> {
  const plans = createPrescriptionRepository(storage);
  const injections = createInjectionRepository(storage);
  await Promise.all([plans.deleteAll(userId), injections.deleteAll(userId)]);

  const today = localDateOf(now, timezone);
  const plan = demoDosePlan(today);
  const stamp = new Date(now).toISOString();
  await plans.saveVersion(
    userId,
    {
      effectiveFrom: plan.startDate,
      medication: 'Testosterone cypionate',
      doseAmount: 0.3,
      doseUnit: 'mL',
      intervalDays: 7,
      route: 'IM',
      startDate: plan.startDate,
      concentrationMgPerMl: 200,
      createdAt: stamp,
      updatedAt: stamp,
    },
    { hrtStartDate: plan.startDate },
  );

  const sites = sitesForRoute('IM');
  let taken = 0;
  const writes = plan.doses.flatMap((dose, week) => {
    if (!dose.takenDate) return [];
    const takenAt = localInstant(dose.takenDate, doseTimes[week % doseTimes.length]!, timezone);
    const site = sites[taken % sites.length] ?? 'left-thigh';
    taken++;
    return [
      injections.create(userId, randomUUID(), {
        takenAt,
        localDate: localDateOf(takenAt, timezone),
        timezone,
        doseAmount: 0.3,
        doseUnit: 'mL',
        site,
        route: 'IM',
        medication: 'Testosterone cypionate',
        notes:
          week === 0
            ? 'First shot! Hands shaking but I did it.'
            : dose.status === 'late'
              ? 'Two days late: away for the weekend and forgot my kit.'
              : week % 6 === 0
                ? 'Barely felt it this time.'
                : null,
        painLevel: Math.max(0, 4 - Math.floor(week / 6) + (week % 5 === 3 ? 1 : 0)),
        createdAt: takenAt,
        updatedAt: takenAt,
      }),
    ];
  });
  await Promise.all(writes);
}

export interface DemoDose {
  dueDate: string;
  status: 'on-time' | 'late' | 'missed';
  takenDate?: string;
}

/** Which doses (by index) the demo misses and takes late. */
export const demoMissedDose = 20;
export const demoLateDoses: ReadonlySet<number> = new Set([6, 22]);
export const demoDoseCount = 26;
/** Days after its due day a late dose is taken (inside [D+T+1, D+I-T-1] for a weekly dose). */
const lateByDays = 2;

/**
 * The demo's doses by the rolling rule, ending so that the next dose is due 2 days after
 * `today`: the start date is worked back from there (each late dose shifts the rest).
 */
export function demoDosePlan(today: string): { startDate: string; doses: DemoDose[] } {
  const interval = 7;
  const shift = demoLateDoses.size * lateByDays;
  const nextDue = addDays(today, 2);
  const startDate = addDays(nextDue, -(interval * demoDoseCount + shift));
  const doses: DemoDose[] = [];
  let due = startDate;
  for (let index = 0; index < demoDoseCount; index++) {
    if (index === demoMissedDose) {
      doses.push({ dueDate: due, status: 'missed' });
      due = addDays(due, interval);
    } else if (demoLateDoses.has(index)) {
      const takenDate = addDays(due, lateByDays);
      doses.push({ dueDate: due, status: 'late', takenDate });
      due = addDays(takenDate, interval);
    } else {
      doses.push({ dueDate: due, status: 'on-time', takenDate: due });
      due = addDays(due, interval);
    }
  }
  return { startDate, doses };
}
