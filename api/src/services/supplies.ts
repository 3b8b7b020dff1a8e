import { randomUUID } from 'node:crypto';
import {
  defaultSupplySettings,
  type Consumable,
  type ConsumableRequest,
  type SuppliesReply,
  type SupplyForecastItem,
  type SupplyForecastReply,
  type SupplySettings,
  type SupplySettingsRequest,
  type Vial,
  type VialRequest,
} from '../contracts/supplies.js';
import type { Injection } from '../contracts/treatment.js';
import type { Stored } from '../data/json-rows.js';
import { createInjectionRepository } from '../data/injection-repository.js';
import { createPrescriptionRepository } from '../data/prescription-repository.js';
import {
  createSupplyRepository,
  type ConsumableRecord,
  type SupplyData,
  type VialRecord,
} from '../data/supply-repository.js';
import { createUserRepository } from '../data/user-repository.js';
import { localDateOf } from '../domain/calendar-dates.js';
import { computeSchedule } from '../domain/treatment/schedule.js';
import {
  forecastConsumable,
  forecastMedication,
  type ForecastInput,
  type SupplyForecast,
} from '../domain/supplies/forecast.js';
import { ConflictError, NotFoundError, QuotaExceededError, ValidationError } from '../errors.js';
import type { Logger } from '../logger.js';
import type { AppDeps } from '../deps.js';
import { signedInUser } from './signed-in-user.js';
import { assumedConcentrationMgPerMl } from './treatment-doses.js';

/** At most this many vials and this many consumables per account. */
export const maxSupplyRows = 200;

const vialView = (s: Stored<VialRecord>): Vial => ({ ...s.value, etag: s.etag });
const consumableView = (s: Stored<ConsumableRecord>): Consumable => ({ ...s.value, etag: s.etag });

function settingsView(data: SupplyData): SupplySettings {
  return { ...defaultSupplySettings, ...data.settings?.value, etag: data.settings?.etag ?? '' };
}

/** "Runs out in N days" (or today / tomorrow / N days ago), null when nothing runs out. */
export function runsOutText(f: SupplyForecast): string | null {
  if (f.daysLeft === null) return null;
  if (f.daysLeft < 0) return `Ran out ${-f.daysLeft} ${f.daysLeft === -1 ? 'day' : 'days'} ago`;
  if (f.daysLeft === 0) return 'Runs out today';
  if (f.daysLeft === 1) return 'Runs out tomorrow';
  return `Runs out in ${f.daysLeft} days`;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Vials, consumables, the run-out forecast, and using a dose from the open vial. */
export function createSuppliesService(deps: Pick<AppDeps, 'storage' | 'clock'> & { log?: Logger }) {
  const users = createUserRepository(deps.storage);
  const supplies = createSupplyRepository(deps.storage);
  const plans = createPrescriptionRepository(deps.storage);
  const injections = createInjectionRepository(deps.storage);
  const nowIso = () => new Date(deps.clock.now()).toISOString();

  async function forecast(userId: string, data: SupplyData): Promise<SupplyForecastReply> {
    const user = await signedInUser(users, userId);
    const today = localDateOf(deps.clock.now(), user.timezone);
    const [plan, rows] = await Promise.all([
      plans.load(userId),
      injections.listForSchedule(userId),
    ]);
    const { nextDue } = computeSchedule({
      versions: plan.versions,
      pauses: plan.pauses,
      injections: rows,
      today,
    });
    const openConcentration = data.vials.find((v) => v.value.remainingMl > 0)?.value
      .concentrationMgPerMl;
    const settings = settingsView(data);
    const input: ForecastInput = {
      today,
      nextDue: nextDue?.dueDate ?? null,
      segments: plan.versions.map((v) => ({
        effectiveFrom: v.effectiveFrom,
        intervalDays: v.intervalDays,
        doseMl:
          v.doseUnit === 'mL'
            ? v.doseAmount
            : v.doseAmount /
              (v.concentrationMgPerMl ?? openConcentration ?? assumedConcentrationMgPerMl),
      })),
      vials: data.vials.map((v) => ({
        id: v.value.id,
        remainingMl: v.value.remainingMl,
        opened: v.value.openedOn !== null,
        expiry: v.value.expiresOn ?? undefined,
      })),
      consumables: [],
      deadSpaceMl: settings.deadSpaceMl,
      leadTimeDays: settings.leadTimeDays,
      warnDays: settings.warnDays,
    };
    const item = (id: string, label: string, f: SupplyForecast): SupplyForecastItem => ({
      id,
      label,
      ...f,
      text: runsOutText(f),
    });
    const medication =
      data.vials.length > 0 && plan.versions.length > 0
        ? item('medication', plan.versions.at(-1)!.medication, forecastMedication(input))
        : null;
    const consumables = data.consumables
      .filter((c) => c.value.perInjection > 0)
      .map((c) =>
        item(
          c.value.id,
          c.value.label,
          forecastConsumable(input, {
            id: c.value.id,
            count: c.value.count,
            perInjection: c.value.perInjection,
          }),
        ),
      );
    const warned = [medication, ...consumables].filter(
      (f): f is SupplyForecastItem => f !== null && f.warn,
    );
    const soonest = warned.sort((a, b) => (a.daysLeft ?? 0) - (b.daysLeft ?? 0))[0] ?? null;
    return { medication, consumables, soonest };
  }

  async function counted(userId: string, kind: 'vials' | 'consumables') {
    const data = await supplies.load(userId);
    if (data[kind].length >= maxSupplyRows) {
      throw new QuotaExceededError(429, `You can keep up to ${maxSupplyRows} ${kind}.`, {
        kind,
        limit: maxSupplyRows,
      });
    }
  }

  function vialRecord(body: VialRequest, id: string, createdAt: string): VialRecord {
    return {
      id,
      medication: body.medication,
      concentrationMgPerMl: body.concentrationMgPerMl,
      volumeMl: body.volumeMl,
      remainingMl: body.remainingMl ?? body.volumeMl,
      openedOn: body.openedOn ?? null,
      expiresOn: body.expiresOn ?? null,
      createdAt,
      updatedAt: nowIso(),
    };
  }

  function consumableRecord(
    body: ConsumableRequest,
    id: string,
    createdAt: string,
  ): ConsumableRecord {
    return { id, ...body, createdAt, updatedAt: nowIso() };
  }

  /**
   * Takes one logged dose from the stock: its volume plus the dead space from the open vial
   * (the earliest opened with some left; else the unopened vial that expires first, which is
   * opened on the dose's day), the rest from the next vial when it runs dry, and `perInjection`
   * of each consumable. Each row is written with its ETag; a parallel change is retried.
   */
  async function useDose(userId: string, injection: Injection): Promise<void> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const data = await supplies.load(userId);
      const settings = settingsView(data);
      const usable = data.vials
        .filter((v) => v.value.remainingMl > 0)
        .sort(
          (a, b) =>
            Number(b.value.openedOn !== null) - Number(a.value.openedOn !== null) ||
            (a.value.openedOn ?? '').localeCompare(b.value.openedOn ?? '') ||
            (a.value.expiresOn ?? '9999').localeCompare(b.value.expiresOn ?? '9999'),
        );
      const first = usable[0];
      const doseMl =
        injection.doseUnit === 'mL'
          ? injection.doseAmount
          : injection.doseAmount /
            (first?.value.concentrationMgPerMl ?? assumedConcentrationMgPerMl);
      let need = doseMl + settings.deadSpaceMl;
      try {
        for (const vial of usable) {
          if (need <= 1e-9) break;
          const take = Math.min(need, vial.value.remainingMl);
          need -= take;
          await supplies.replaceVial(
            userId,
            {
              ...vial.value,
              remainingMl: round3(vial.value.remainingMl - take),
              openedOn: vial.value.openedOn ?? injection.localDate,
              updatedAt: nowIso(),
            },
            vial.etag,
          );
        }
        for (const item of data.consumables) {
          if (item.value.perInjection <= 0 || item.value.count <= 0) continue;
          await supplies.replaceConsumable(
            userId,
            {
              ...item.value,
              count: Math.max(0, round3(item.value.count - item.value.perInjection)),
              updatedAt: nowIso(),
            },
            item.etag,
          );
        }
        return;
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
      }
    }
  }

  return {
    async list(userId: string): Promise<SuppliesReply> {
      const data = await supplies.load(userId);
      return {
        vials: data.vials.map(vialView),
        consumables: data.consumables.map(consumableView),
        settings: settingsView(data),
        forecast: await forecast(userId, data),
      };
    },

    forecast: async (userId: string) => forecast(userId, await supplies.load(userId)),

    async getVial(userId: string, id: string) {
      const s = await supplies.getVial(userId, id);
      if (!s) throw new NotFoundError('No vial with that id');
      return vialView(s);
    },
    async createVial(userId: string, body: VialRequest) {
      await counted(userId, 'vials');
      return vialView(await supplies.createVial(userId, vialRecord(body, randomUUID(), nowIso())));
    },
    async updateVial(userId: string, id: string, body: VialRequest, ifMatch?: string) {
      const existing = await supplies.getVial(userId, id);
      if (!existing) throw new NotFoundError('No vial with that id');
      return vialView(
        await supplies.replaceVial(userId, vialRecord(body, id, existing.value.createdAt), ifMatch),
      );
    },
    deleteVial: (userId: string, id: string, ifMatch?: string) =>
      supplies.deleteVial(userId, id, ifMatch),

    async getConsumable(userId: string, id: string) {
      const s = await supplies.getConsumable(userId, id);
      if (!s) throw new NotFoundError('No supply with that id');
      return consumableView(s);
    },
    async createConsumable(userId: string, body: ConsumableRequest) {
      await counted(userId, 'consumables');
      return consumableView(
        await supplies.createConsumable(userId, consumableRecord(body, randomUUID(), nowIso())),
      );
    },
    async updateConsumable(userId: string, id: string, body: ConsumableRequest, ifMatch?: string) {
      const existing = await supplies.getConsumable(userId, id);
      if (!existing) throw new NotFoundError('No supply with that id');
      return consumableView(
        await supplies.replaceConsumable(
          userId,
          consumableRecord(body, id, existing.value.createdAt),
          ifMatch,
        ),
      );
    },
    deleteConsumable: (userId: string, id: string, ifMatch?: string) =>
      supplies.deleteConsumable(userId, id, ifMatch),

    async putSettings(
      userId: string,
      body: SupplySettingsRequest,
      ifMatch?: string,
    ): Promise<SupplySettings> {
      if (!Number.isFinite(body.deadSpaceMl))
        throw new ValidationError('Dead space must be a number');
      await supplies.putSettings(userId, body, ifMatch);
      return settingsView(await supplies.load(userId));
    },

    /**
     * After an injection was logged: the dose comes out of the stock. Never fails the log it
     * follows (the dose is already saved): a storage problem here is logged and the stock left
     * as it was, for the person to correct on the supplies page.
     */
    async recordDose(userId: string, injection: Injection): Promise<void> {
      try {
        await useDose(userId, injection);
      } catch (error) {
        deps.log?.info('supplies.record_dose_failed', {
          code: error instanceof Error ? error.name : 'unknown',
        });
      }
    },
  };
}

export type SuppliesService = ReturnType<typeof createSuppliesService>;
