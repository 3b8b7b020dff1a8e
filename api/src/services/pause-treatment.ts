import type { Prescription } from '../contracts/treatment.js';
import { createPrescriptionRepository } from '../data/prescription-repository.js';
import { isPaused, pauseOn } from '../domain/treatment/schedule.js';
import type { AppDeps } from '../deps.js';
import { AppError, NotFoundError, ValidationError } from '../errors.js';
import { treatmentDatesInRange } from './treatment-dates.js';
import { createTreatmentStateLoader } from './treatment-state.js';
import { prescriptionViewOf } from './treatment-view.js';

const alreadyPaused = () => new AppError(409, 'conflict', 'Treatment is already paused.');

/** POST /api/prescription/pause and /resume: one open pause at a time. */
export function createPauseTreatment(deps: AppDeps) {
  const plans = createPrescriptionRepository(deps.storage);
  const treatment = createTreatmentStateLoader(deps);

  return {
    async pause(
      userId: string,
      body: { from?: string | undefined },
    ): Promise<Prescription | undefined> {
      const { user, today } = await treatment.person(userId);
      treatmentDatesInRange(today, { from: body.from });
      const plan = await plans.load(userId);
      if (plan.versions.length === 0) throw new NotFoundError('No prescription is set yet');
      if (isPaused(plan.pauses, today)) throw alreadyPaused();
      const from = body.from ?? today;
      await plans.savePause(userId, { from }, plan.etag);
      // Two requests that both read "not paused" can still open two pauses in the moment
      // between one's decision and its write: the earliest open pause stays, a later one is
      // taken back and answered like any request made while paused.
      const open = (await plans.load(userId)).pauses.filter((p) => !p.to || p.to > today);
      if (open.some((p) => p.from < from)) {
        await plans.deletePause(userId, from);
        throw alreadyPaused();
      }
      return prescriptionViewOf(await treatment.loadFor(user));
    },

    async resume(
      userId: string,
      body: { on?: string | undefined },
    ): Promise<Prescription | undefined> {
      const { user, today } = await treatment.person(userId);
      const plan = await plans.load(userId);
      const open = pauseOn(plan.pauses, today);
      if (!open) throw new AppError(409, 'conflict', 'Treatment is not paused.');
      const on = body.on ?? today;
      treatmentDatesInRange(today, { on });
      if (on < open.from)
        throw new ValidationError('Resume date is before the pause began', {
          on: 'Resume date is before the pause began',
        });
      await plans.savePause(userId, { from: open.from, to: on }, plan.etag);
      return prescriptionViewOf(await treatment.loadFor(user));
    },
  };
}
