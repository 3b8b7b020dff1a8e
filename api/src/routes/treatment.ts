import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import {
  injectionListQuerySchema,
  injectionRequestSchema,
  pauseRequestSchema,
  prescriptionRequestSchema,
  resumeRequestSchema,
  treatmentMessages,
  type InjectionRequest,
} from '../contracts/treatment.js';
import {
  createInjectionRepository,
  DoseSlotTakenError,
  type InjectionData,
} from '../data/injection-repository.js';
import { createPrescriptionRepository } from '../data/prescription-repository.js';
import { createUserRepository } from '../data/user-repository.js';
import { addDays, localDateOf } from '../domain/calendar-dates.js';
import { checkDoubleDose, versionInForce } from '../domain/schedule.js';
import { AppError, NotFoundError, ValidationError } from '../errors.js';
import { createStorageQuotas, oneRow } from '../services/storage-quotas.js';
import { createSuppliesService } from '../services/supplies.js';
import { requireAuth } from '../middleware/require-auth.js';
import type { AppDeps, AppEnv } from './context.js';
import { ifMatch } from './if-match.js';
import { earliestDate } from '../contracts/common.js';
import { signedInUser } from './signed-in-user.js';
import { uuidParam } from './path-id.js';
import { parseWith, readJson } from './read-json.js';
import { isPaused, prescriptionView } from './treatment-view.js';

const dayMs = 86_400_000;
const injectionId = (id: string) => uuidParam(id, 'No injection with that id');

/** The double-dose question (product.md): "today" for a dose the same day, never "0 days ago". */
function doubleDoseError(n: number): AppError {
  const when = n === 0 ? 'today' : `${n} ${n === 1 ? 'day' : 'days'} ago`;
  return new AppError(409, 'double_dose', `You logged a dose ${when}. Log another?`, undefined, {
    daysSince: n,
  });
}

/**
 * Treatment dates lie between 1900-01-01 and two years from today: a start in year 0100 with a
 * daily interval would make every schedule read walk 700,000 doses.
 */

function treatmentDatesInRange(today: string, dates: Record<string, string | undefined>): void {
  const latest = addDays(today, 731);
  for (const [field, date] of Object.entries(dates)) {
    if (date !== undefined && (date < earliestDate || date > latest)) {
      const message = `Choose a date between ${earliestDate} and ${latest}`;
      throw new ValidationError(message, { [field]: message });
    }
  }
}

export function treatmentRoutes(deps: AppDeps) {
  const users = createUserRepository(deps.storage);
  const plans = createPrescriptionRepository(deps.storage);
  const injections = createInjectionRepository(deps.storage);
  const quotas = createStorageQuotas(deps.storage, deps.clock, deps.config.quotas);
  const supplies = createSuppliesService(deps);
  const auth = requireAuth(deps);
  const nowIso = () => new Date(deps.clock.now()).toISOString();

  const timezoneOf = async (userId: string) => (await signedInUser(users, userId)).timezone;

  async function currentView(userId: string, today: string) {
    const [plan, rows] = await Promise.all([
      plans.load(userId),
      injections.listForSchedule(userId),
    ]);
    return prescriptionView(plan, rows, today);
  }

  const prescription = new Hono<AppEnv>()
    .use(auth)
    .get('/', async (c) => {
      const { userId } = c.get('auth');
      const today = localDateOf(deps.clock.now(), await timezoneOf(userId));
      const view = await currentView(userId, today);
      // `?optional=true`: a client that expects "none yet" gets 200 {prescription: null}
      // instead of a 404 (no failing request in the browser for a person without one).
      if (!view && c.req.query('optional') === 'true') return c.json({ prescription: null });
      if (!view) throw new NotFoundError('No prescription is set yet');
      return c.json({ prescription: view });
    })
    .put('/', async (c) => {
      const { userId } = c.get('auth');
      const body = await readJson(c, prescriptionRequestSchema);
      const today = localDateOf(deps.clock.now(), await timezoneOf(userId));
      treatmentDatesInRange(today, {
        startDate: body.startDate,
        hrtStartDate: body.hrtStartDate,
        effectiveFrom: body.effectiveFrom,
      });
      const now = nowIso();
      const existing = await plans.load(userId);
      // The first prescription governs its whole history; a change takes effect from a day.
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
        ifMatch(c),
      );
      const view = await currentView(userId, today);
      return c.json({ prescription: view });
    })
    .post('/pause', async (c) => {
      const { userId } = c.get('auth');
      const body = await readJson(c, pauseRequestSchema, { optional: true });
      const today = localDateOf(deps.clock.now(), await timezoneOf(userId));
      treatmentDatesInRange(today, { from: body.from });
      const plan = await plans.load(userId);
      if (plan.versions.length === 0) throw new NotFoundError('No prescription is set yet');
      if (isPaused(plan, today))
        throw new AppError(409, 'conflict', 'Treatment is already paused.');
      const from = body.from ?? today;
      await plans.savePause(userId, { from }, plan.etag);
      // Two requests that both read "not paused" can still open two pauses in the moment
      // between one's decision and its write: the earliest open pause stays, a later one is
      // taken back and answered like any request made while paused.
      const open = (await plans.load(userId)).pauses.filter((p) => !p.to || p.to > today);
      if (open.some((p) => p.from < from)) {
        await plans.deletePause(userId, from);
        throw new AppError(409, 'conflict', 'Treatment is already paused.');
      }
      return c.json({ prescription: await currentView(userId, today) });
    })
    .post('/resume', async (c) => {
      const { userId } = c.get('auth');
      const body = await readJson(c, resumeRequestSchema, { optional: true });
      const today = localDateOf(deps.clock.now(), await timezoneOf(userId));
      const plan = await plans.load(userId);
      const open = plan.pauses.find((p) => p.from <= today && (!p.to || p.to > today));
      if (!open) throw new AppError(409, 'conflict', 'Treatment is not paused.');
      const on = body.on ?? today;
      treatmentDatesInRange(today, { on });
      if (on < open.from)
        throw new ValidationError('Resume date is before the pause began', {
          on: 'Resume date is before the pause began',
        });
      await plans.savePause(userId, { from: open.from, to: on }, plan.etag);
      return c.json({ prescription: await currentView(userId, today) });
    });

  async function injectionData(
    userId: string,
    body: InjectionRequest,
    createdAt: string,
  ): Promise<InjectionData> {
    const timezone = await timezoneOf(userId);
    if (Date.parse(body.takenAt) > deps.clock.now() + dayMs) {
      throw new ValidationError(treatmentMessages.takenAtFuture, {
        takenAt: treatmentMessages.takenAtFuture,
      });
    }
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

  const injectionApi = new Hono<AppEnv>()
    .use(auth)
    .get('/', async (c) => {
      const { userId } = c.get('auth');
      const query = parseWith(injectionListQuerySchema, c.req.query());
      const page = await injections.page(
        userId,
        { startDate: query.startDate, endDate: query.endDate },
        query.offset,
        query.limit,
      );
      return c.json(page);
    })
    .post('/', async (c) => {
      const { userId } = c.get('auth');
      const body = await readJson(c, injectionRequestSchema);
      const data = await injectionData(userId, body, nowIso());
      const confirmed = body.confirmDoubleDose === true;
      await guardDoubleDose(userId, data, confirmed);
      let injection;
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
      return c.json({ injection }, 201);
    })
    .get('/:id', async (c) => {
      const injection = await injections.get(c.get('auth').userId, injectionId(c.req.param('id')));
      if (!injection) throw new NotFoundError('No injection with that id');
      return c.json({ injection });
    })
    .put('/:id', async (c) => {
      const { userId } = c.get('auth');
      const id = injectionId(c.req.param('id'));
      const body = await readJson(c, injectionRequestSchema);
      const existing = await injections.get(userId, id);
      if (!existing) throw new NotFoundError('No injection with that id');
      const data = await injectionData(userId, body, existing.createdAt);
      if (data.takenAt !== existing.takenAt)
        await guardDoubleDose(userId, data, body.confirmDoubleDose === true, id);
      const injection = await injections.update(userId, id, data, ifMatch(c));
      return c.json({ injection });
    })
    .delete('/:id', async (c) => {
      const { userId } = c.get('auth');
      await injections.delete(userId, injectionId(c.req.param('id')));
      await quotas.release(userId, 'injections', oneRow);
      return c.body(null, 204);
    });

  return { prescription, injections: injectionApi };
}
