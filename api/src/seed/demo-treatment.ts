import { randomUUID } from 'node:crypto';
import { createInjectionRepository } from '../data/injection-repository.js';
import { createPrescriptionRepository } from '../data/prescription-repository.js';
import type { Storage } from '../data/storage.js';
import { addDays, localDateOf } from '../domain/calendar-dates.js';
import { sitesForRoute } from '../domain/schedule.js';
import { localInstant } from './local-instant.js';

/**
 * About six months of weekly 0.3 mL doses, relative to today: one missed, two taken late,
 * the rest on their due day in the evening, sites rotating; the next dose is due in 2 days.
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
  const weeks = 26;
  const nextDue = addDays(today, 2);
  const startDate = addDays(nextDue, -7 * weeks);
  const stamp = new Date(now).toISOString();
  await plans.saveVersion(
    userId,
    {
      effectiveFrom: startDate,
      medication: 'Testosterone cypionate',
      doseAmount: 0.3,
      doseUnit: 'mL',
      intervalDays: 7,
      route: 'IM',
      startDate,
      concentrationMgPerMl: 200,
      createdAt: stamp,
      updatedAt: stamp,
    },
    { hrtStartDate: startDate },
  );

  const missed = 20;
  const late = new Set([6, 22]);
  const sites = sitesForRoute('IM');
  const writes: Promise<unknown>[] = [];
  let taken = 0;
  let day = startDate;
  for (let week = 0; week < weeks; week++) {
    const due = addDays(startDate, 7 * week);
    if (week !== missed) {
      day = late.has(week) ? addDays(due, 2) : due;
      // 19:30 local: an evening routine.
      const takenAt = localInstant(day, '19:30', timezone);
      writes.push(
        injections.create(userId, randomUUID(), {
          takenAt,
          localDate: localDateOf(takenAt, timezone),
          timezone,
          doseAmount: 0.3,
          doseUnit: 'mL',
          site: sites[taken % sites.length] ?? 'left-thigh',
          route: 'IM',
          medication: 'Testosterone cypionate',
          notes:
            week === 0
              ? 'First shot! Hands shaking but I did it.'
              : week % 6 === 0
                ? 'Barely felt it this time.'
                : null,
          painLevel: Math.max(0, 4 - Math.floor(week / 6)),
          createdAt: takenAt,
          updatedAt: takenAt,
        }),
      );
      taken++;
    }
  }
  await Promise.all(writes);
}
