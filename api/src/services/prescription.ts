import type { Prescription, PrescriptionRequest } from '../contracts/treatment.js';
import { createPrescriptionRepository } from '../data/prescription-repository.js';
import type { AppDeps } from '../deps.js';
import { treatmentDatesInRange } from './treatment-dates.js';
import { createTreatmentStateLoader } from './treatment-state.js';
import { prescriptionViewOf } from './treatment-view.js';

/** Reading and changing the prescription (GET and PUT /api/prescription). */
export function createPrescriptionService(deps: AppDeps) {
  const plans = createPrescriptionRepository(deps.storage);
  const treatment = createTreatmentStateLoader(deps);
  const nowIso = () => new Date(deps.clock.now()).toISOString();

  return {
    /** The version in force today with its computed fields; undefined with none yet. */
    async current(userId: string): Promise<Prescription | undefined> {
      return prescriptionViewOf(await treatment.load(userId));
    },

    /** Saves a new version (the first governs its whole history; a change from a day). */
    async save(
      userId: string,
      body: PrescriptionRequest,
      etag: string | undefined,
    ): Promise<Prescription | undefined> {
      const { user, today } = await treatment.person(userId);
      treatmentDatesInRange(today, {
        startDate: body.startDate,
        hrtStartDate: body.hrtStartDate,
        effectiveFrom: body.effectiveFrom,
      });
      const now = nowIso();
      const existing = await plans.load(userId);
      const effectiveFrom =
        body.effectiveFrom ?? (existing.versions.length === 0 ? body.startDate : today);
      await plans.saveVersion(
        userId,
        {
          effectiveFrom,
          medication: body.medication,
          doseAmount: body.doseAmount,
          doseUnit: body.doseUnit,
          intervalDays: body.intervalDays,
          route: body.route,
          startDate: body.startDate,
          ...(body.concentrationMgPerMl !== undefined
            ? { concentrationMgPerMl: body.concentrationMgPerMl }
            : {}),
          createdAt: now,
          updatedAt: now,
        },
        { hrtStartDate: body.hrtStartDate },
        etag,
      );
      return prescriptionViewOf(await treatment.loadFor(user));
    },
  };
}
