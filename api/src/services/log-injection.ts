import { randomUUID } from 'node:crypto';
import type { Injection, InjectionRequest } from '../contracts/treatment.js';
import {
  createInjectionRepository,
  DoseSlotTakenError,
  type InjectionData,
} from '../data/injection-repository.js';
import { createPrescriptionRepository } from '../data/prescription-repository.js';
import { createUserRepository } from '../data/user-repository.js';
import { addDays, localDateOf } from '../domain/calendar-dates.js';
import { checkDoubleDose } from '../domain/treatment/double-dose.js';
import { versionInForce } from '../domain/treatment/schedule.js';
import type { AppDeps } from '../deps.js';
import { AppError, NotFoundError } from '../errors.js';
import { signedInUser } from './signed-in-user.js';
import { createStorageQuotas, oneRow } from './storage-quotas.js';
import { createSuppliesService } from './supplies.js';

const notFound = 'No injection with that id';

/** The double-dose question (product.md): "today" for a dose the same day, never "0 days ago". */
function doubleDoseError(n: number): AppError {
  const when = n === 0 ? 'today' : `${n} ${n === 1 ? 'day' : 'days'} ago`;
  return new AppError(409, 'double_dose', `You logged a dose ${when}. Log another?`, undefined, {
    daysSince: n,
  });
}

/**
 * Logging, editing, reading and deleting injections, with the double-dose guard: a dose less
 * than half an interval after the previous one is a 409 double_dose unless confirmed.
 */
export function createInjectionLog(deps: AppDeps) {
  const users = createUserRepository(deps.storage);
  const plans = createPrescriptionRepository(deps.storage);
  const injections = createInjectionRepository(deps.storage);
  const quotas = createStorageQuotas(deps.storage, deps.clock, deps.config.quotas);
  const supplies = createSuppliesService(deps);
  const nowIso = () => new Date(deps.clock.now()).toISOString();

  async function injectionData(
    userId: string,
    body: InjectionRequest,
    createdAt: string,
  ): Promise<InjectionData> {
    const timezone = (await signedInUser(users, userId)).timezone;
    return {
      takenAt: new Date(Date.parse(body.takenAt)).toISOString(),
      localDate: localDateOf(body.takenAt, timezone),
      timezone,
      doseAmount: body.doseAmount,
      doseUnit: body.doseUnit,
      site: body.site,
      route: body.route ?? null,
      medication: body.medication || null,
      notes: body.notes || null,
      painLevel: body.painLevel ?? null,
      createdAt,
      updatedAt: nowIso(),
    };
  }

  /** 409 double_dose when this dose comes less than half an interval after the previous one. */
  async function guardDoubleDose(
    userId: string,
    data: InjectionData,
    confirmed: boolean,
    excludeId?: string,
  ) {
    if (confirmed) return;
    const plan = await plans.load(userId);
    const version = versionInForce(plan.versions, data.localDate);
    if (!version) return;
    const nearby = await injections.listForSchedule(userId, {
      startDate: addDays(data.localDate, -Math.ceil(version.intervalDays / 2) - 1),
      endDate: data.localDate,
    });
    const check = checkDoubleDose({
      takenAt: data.takenAt,
      localDate: data.localDate,
      intervalDays: version.intervalDays,
      injections: nearby,
      excludeId,
    });
    if (check.isDoubleDose) throw doubleDoseError(check.daysSince ?? 0);
  }

  return {
    page: (...args: Parameters<typeof injections.page>) => injections.page(...args),

    async get(userId: string, id: string): Promise<Injection> {
      const injection = await injections.get(userId, id);
      if (!injection) throw new NotFoundError(notFound);
      return injection;
    },

    async log(userId: string, body: InjectionRequest): Promise<Injection> {
      const data = await injectionData(userId, body, nowIso());
      const confirmed = body.confirmDoubleDose === true;
      await guardDoubleDose(userId, data, confirmed);
      let injection: Injection;
      try {
        injection = await quotas.within(userId, 'injections', oneRow, () =>
          injections.create(userId, randomUUID(), data, { claimDaySlot: !confirmed }),
        );
      } catch (error) {
        // A parallel log for the same day landed between the guard's read and this write.
        if (error instanceof DoseSlotTakenError) throw doubleDoseError(0);
        throw error;
      }
      await supplies.recordDose(userId, injection); // the dose comes out of the open vial
      return injection;
    },

    async edit(
      userId: string,
      id: string,
      body: InjectionRequest,
      etag: string | undefined,
    ): Promise<Injection> {
      const existing = await injections.get(userId, id);
      if (!existing) throw new NotFoundError(notFound);
      const data = await injectionData(userId, body, existing.createdAt);
      if (data.takenAt !== existing.takenAt)
        await guardDoubleDose(userId, data, body.confirmDoubleDose === true, id);
      return injections.update(userId, id, data, etag);
    },

    async remove(userId: string, id: string): Promise<void> {
      await injections.delete(userId, id);
      await quotas.release(userId, 'injections', oneRow);
    },
  };
}
