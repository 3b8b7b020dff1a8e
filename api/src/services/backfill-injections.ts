import { randomUUID } from 'node:crypto';
import {
  backfillMessages,
  type BackfillPreview,
  type BackfillReply,
  type BackfillRequest,
  type Injection,
} from '../contracts/treatment.js';
import {
  createInjectionRepository,
  DoseSlotTakenError,
  type InjectionData,
} from '../data/injection-repository.js';
import { createUserRepository } from '../data/user-repository.js';
import { instantAtLocalTime, localDateOf } from '../domain/calendar-dates.js';
import {
  backfillCount,
  maxBackfillDoses,
  planBackfill,
  type BackfillPlan,
} from '../domain/treatment/backfill.js';
import type { AppDeps } from '../deps.js';
import { ValidationError } from '../errors.js';
import { signedInUser } from './signed-in-user.js';
import { createStorageQuotas } from './storage-quotas.js';

/** How many doses are written at once (each is its own small transaction). */
const writeBatch = 8;

/**
 * Backfilling past doses (`/api/injections/backfill`): the preview lists what would be
 * created; the backfill creates exactly that in one request. Each dose is an ordinary
 * injection recorded now (its `createdAt`), so the daily tasks treat it as any backdated log:
 * it earns on the day it was recorded, at most once a day, never for the past. It is marked
 * `backfilled`, and the achievements judged on doses (Perfect Month, and so Rising Star through
 * its XP) leave it out: history entered in one step earns no burst of XP (dashboard.ts).
 * Backfilled doses do not come out of the open vial: they were drawn from earlier ones.
 */
export function createInjectionBackfill(deps: AppDeps) {
  const users = createUserRepository(deps.storage);
  const injections = createInjectionRepository(deps.storage);
  const quotas = createStorageQuotas(deps.storage, deps.clock, deps.config.quotas);

  async function plan(
    userId: string,
    body: BackfillRequest,
  ): Promise<{ plan: BackfillPlan; timezone: string }> {
    const { timezone } = await signedInUser(users, userId);
    const now = deps.clock.now();
    const today = localDateOf(now, timezone);
    const endDate = body.endDate ?? today;
    if (endDate > today) {
      throw new ValidationError(backfillMessages.endInFuture, {
        endDate: backfillMessages.endInFuture,
      });
    }
    if (body.startDate > endDate) {
      throw new ValidationError(backfillMessages.endBeforeStart, {
        startDate: backfillMessages.endBeforeStart,
      });
    }
    if (backfillCount(body.startDate, endDate, body.intervalDays) > maxBackfillDoses) {
      const message = backfillMessages.tooMany(maxBackfillDoses);
      throw new ValidationError(message, { startDate: message });
    }
    const logged = await injections.listForSchedule(userId, {});
    const time = body.time ?? '09:00';
    return {
      timezone,
      plan: planBackfill({
        startDate: body.startDate,
        endDate,
        intervalDays: body.intervalDays,
        logged: logged.map((l) => l.localDate),
        instantOf: (date) => instantAtLocalTime(date, time, timezone),
        nowMs: now,
      }),
    };
  }

  const skippedView = (p: BackfillPlan) =>
    p.skipped.map((s) => ({ date: s.date, reason: s.reason, loggedOn: s.loggedOn ?? null }));

  return {
    async preview(userId: string, body: BackfillRequest): Promise<BackfillPreview> {
      const { plan: p } = await plan(userId, body);
      return {
        doses: p.doses.map((d) => ({ date: d.date, takenAt: new Date(d.atMs).toISOString() })),
        skipped: skippedView(p),
        max: maxBackfillDoses,
      };
    },

    async backfill(userId: string, body: BackfillRequest): Promise<BackfillReply> {
      const { plan: p, timezone } = await plan(userId, body);
      const skipped = skippedView(p);
      if (p.doses.length === 0) return { injections: [], skipped };
      const nowIso = new Date(deps.clock.now()).toISOString();
      const created: Injection[] = [];
      const count = p.doses.length;
      await quotas.within(userId, 'injections', { count, bytes: 0 }, async () => {
        for (let i = 0; i < count; i += writeBatch) {
          const batch = p.doses.slice(i, i + writeBatch);
          const results = await Promise.all(
            batch.map(async (dose) => {
              const data: InjectionData = {
                takenAt: new Date(dose.atMs).toISOString(),
                localDate: dose.date,
                timezone,
                doseAmount: body.doseAmount,
                doseUnit: body.doseUnit,
                site: body.site,
                route: body.route ?? null,
                medication: body.medication || null,
                notes: null,
                painLevel: null,
                backfilled: true,
                createdAt: nowIso,
                updatedAt: nowIso,
              };
              try {
                return await injections.create(userId, randomUUID(), data, { claimDaySlot: true });
              } catch (error) {
                // A dose logged for that day at the same moment (or a parallel backfill).
                if (error instanceof DoseSlotTakenError) {
                  skipped.push({ date: dose.date, reason: 'already-logged', loggedOn: dose.date });
                  return undefined;
                }
                throw error;
              }
            }),
          );
          for (const r of results) if (r) created.push(r);
        }
      });
      const lost = count - created.length;
      if (lost > 0) await quotas.release(userId, 'injections', { count: lost, bytes: 0 });
      skipped.sort((a, b) => a.date.localeCompare(b.date));
      return { injections: created, skipped };
    },
  };
}
