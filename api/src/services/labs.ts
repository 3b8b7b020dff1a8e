// Over 400 lines on purpose: the labs use cases (draws, settings, the level estimate and its
// curve) share one loaded context (profile, plan, injections, draws) and its view mappers;
// splitting them would pass that context between files for no gain in reading.
import { randomUUID } from 'node:crypto';
import {
  labMessages,
  labsDisclaimer,
  markerCatalogue,
  type HematocritView,
  type LabDraw,
  type LabDrawRequest,
  type LabSettingsRequest,
  type LabsReply,
  type LevelCurveQuery,
  type LevelCurveReply,
  whatIfMessages,
} from '../contracts/labs.js';
import type { Stored } from '../data/json-rows.js';
import { createInjectionRepository } from '../data/injection-repository.js';
import {
  createLabRepository,
  type LabDrawRecord,
  type LabSettingsRecord,
} from '../data/lab-repository.js';
import {
  createPrescriptionRepository,
  type StoredVersion,
} from '../data/prescription-repository.js';
import { createSupplyRepository } from '../data/supply-repository.js';
import { createUserRepository } from '../data/user-repository.js';
import { addDays, localDateOf } from '../domain/calendar-dates.js';
import { band, calibrate } from '../domain/labs/calibration.js';
import {
  cyclePlace,
  daysUntil,
  defaultDrawIntervals,
  hematocritLevel,
  hematocritNotice,
  hematocritThresholds,
  midwayDrawDate,
  nextDrawDue,
  type CyclePlace,
} from '../domain/labs/lab-timing.js';
import { esterOf, extremes, levelCurve } from '../domain/labs/pk-model.js';
import { whatIf } from '../domain/labs/what-if.js';
import { markerDefinition, rangeFlag, rangeFor } from '../domain/labs/ranges.js';
import { convert } from '../domain/labs/units.js';
import { computeSchedule, versionInForce } from '../domain/treatment/schedule.js';
import { NotFoundError, QuotaExceededError, ValidationError } from '../errors.js';
import type { AppDeps } from '../deps.js';
import { signedInUser } from './signed-in-user.js';
import type { TreatmentState } from './treatment-state.js';
import type { Injection } from '../contracts/treatment.js';
import {
  assumedConcentrationMgPerMl,
  intervalOn,
  lastDoseBefore,
  pkDoses,
} from './treatment-doses.js';

const dayMs = 86_400_000;
/** At most this many draws per account (a draw every week for 20 years is about 1,000). */
export const maxLabDraws = 1000;
const notFound = 'No lab draw with that id';

function settingsOf(stored: Stored<LabSettingsRecord> | undefined) {
  const value = stored?.value ?? { ranges: {}, ...defaultDrawIntervals };
  return { value, etag: stored?.etag ?? '' };
}

/** Lab results, their timing and the estimated level curve (use cases of `/api/labs`). */
/** The treatment a caller already read with the one loader (`loadWithRows`). */
type LoadedTreatment = Pick<TreatmentState, 'user' | 'plan'> & { rows: Injection[] };

export function createLabsService(deps: Pick<AppDeps, 'storage' | 'clock'>) {
  const users = createUserRepository(deps.storage);
  const labs = createLabRepository(deps.storage);
  const plans = createPrescriptionRepository(deps.storage);
  const injections = createInjectionRepository(deps.storage);
  const supplies = createSupplyRepository(deps.storage);
  const nowIso = () => new Date(deps.clock.now()).toISOString();

  /**
   * Everything a draw's view needs besides the draw. A reader that has already loaded the
   * treatment (analytics, the provider report) passes it, so a request reads the plan and the
   * injections once.
   */
  async function context(userId: string, loaded?: LoadedTreatment) {
    const user = loaded?.user ?? (await signedInUser(users, userId));
    const [plan, allInjections, supplyData] = await Promise.all([
      loaded?.plan ?? plans.load(userId),
      loaded?.rows ?? injections.list(userId, {}),
      supplies.load(userId),
    ]);
    const { doses, assumptions } = pkDoses(
      allInjections,
      plan.versions,
      supplyData.vials.map((v) => v.value),
    );
    // The schedule in force today, in mg of the ester (the what-if's starting point).
    const today = localDateOf(deps.clock.now(), user.timezone);
    const version =
      (versionInForce(plan.versions, today) as StoredVersion | undefined) ?? plan.versions.at(-1);
    const vial = [...supplyData.vials].sort((a, b) =>
      b.value.createdAt.localeCompare(a.value.createdAt),
    )[0]?.value;
    const lastDose = lastDoseBefore(doses, Number.POSITIVE_INFINITY);
    const schedule = version
      ? {
          doseMg:
            version.doseUnit === 'mL'
              ? version.doseAmount *
                (version.concentrationMgPerMl ??
                  vial?.concentrationMgPerMl ??
                  assumedConcentrationMgPerMl)
              : version.doseAmount,
          intervalDays: version.intervalDays,
          ester: esterOf(version.medication),
          route: version.route ?? lastDose?.route ?? ('IM' as const),
        }
      : undefined;
    return { user, plan, allInjections, doses, assumptions, schedule };
  }
  type Context = Awaited<ReturnType<typeof context>>;

  function drawView(
    stored: Stored<LabDrawRecord>,
    ctx: Context,
    ranges: LabSettingsRecord['ranges'],
  ): LabDraw {
    const draw = stored.value;
    const atMs = Date.parse(draw.drawnAt);
    const last = lastDoseBefore(ctx.doses, atMs);
    const interval = intervalOn(ctx.plan.versions, atMs, ctx.user.timezone);
    const place: CyclePlace | null =
      last && interval ? cyclePlace(atMs, last.atMs, interval) : null;
    return {
      id: draw.id,
      drawnAt: draw.drawnAt,
      localDate: draw.localDate,
      results: draw.results.map((r) => {
        const range = rangeFor(r.marker, ranges);
        return {
          marker: r.marker,
          label: r.label ?? markerDefinition(r.marker)?.label ?? r.marker,
          value: r.value,
          unit: r.unit,
          range: range
            ? { low: range.low ?? null, high: range.high ?? null, unit: range.unit }
            : null,
          flag: range ? (rangeFlag(r.marker, r.value, r.unit, range) ?? null) : null,
        };
      }),
      notes: draw.notes,
      cyclePlace: place,
      daysSinceDose: last ? Math.round(((atMs - last.atMs) / dayMs) * 10) / 10 : null,
      createdAt: draw.createdAt,
      updatedAt: draw.updatedAt,
      etag: stored.etag,
    };
  }

  function record(
    body: LabDrawRequest,
    id: string,
    timezone: string,
    createdAt: string,
  ): LabDrawRecord {
    const atMs = Date.parse(body.drawnAt);
    if (atMs > deps.clock.now() + 60_000) {
      throw new ValidationError(labMessages.drawnAtFuture, { drawnAt: labMessages.drawnAtFuture });
    }
    return {
      id,
      drawnAt: new Date(atMs).toISOString(),
      localDate: localDateOf(atMs, timezone),
      results: body.results.map((r) => ({
        marker: r.marker,
        ...(r.label ? { label: r.label } : {}),
        value: r.value,
        unit: r.unit,
      })),
      notes: body.notes?.trim() || null,
      createdAt,
      updatedAt: nowIso(),
    };
  }

  function hematocritView(draws: Stored<LabDrawRecord>[]): HematocritView | null {
    for (const d of draws) {
      const r = d.value.results.find((x) => x.marker === 'hematocrit');
      if (!r) continue;
      const level = hematocritLevel(r.value);
      return {
        percent: r.value,
        drawnAt: d.value.drawnAt,
        level,
        thresholds: { ...hematocritThresholds },
        notice: level === 'talk-to-provider' ? { ...hematocritNotice } : null,
      };
    }
    return null;
  }

  /** The testosterone results as level points, ng/dL. */
  function labPointsOf(draws: readonly Stored<LabDrawRecord>[]) {
    return draws.flatMap((d) => {
      const r = d.value.results.find((x) => x.marker === 'testosterone');
      if (!r) return [];
      return [
        {
          atMs: Date.parse(d.value.drawnAt),
          ngDl: convert('testosterone', r.value, r.unit, 'ng/dL'),
        },
      ];
    });
  }

  return {
    /**
     * The calibrated level estimate and the place in the cycle at any instant, for readers
     * outside the labs page (analytics' mood by level, the provider report).
     */
    async estimator(userId: string, loaded?: LoadedTreatment) {
      const [data, ctx] = await Promise.all([labs.load(userId), context(userId, loaded)]);
      const fit = calibrate(ctx.doses, labPointsOf(data.draws));
      return {
        timezone: ctx.user.timezone,
        calibratedTo: fit.points,
        at(atMs: number): { level: number | null; place: CyclePlace | null } {
          const last = lastDoseBefore(ctx.doses, atMs);
          if (!last) return { level: null, place: null };
          const interval = intervalOn(ctx.plan.versions, atMs, ctx.user.timezone);
          return {
            level: levelCurve(ctx.doses, atMs, atMs, 1, fit.scale)[0]?.level ?? null,
            place: interval ? cyclePlace(atMs, last.atMs, interval) : null,
          };
        },
      };
    },

    async list(userId: string, loaded?: LoadedTreatment): Promise<LabsReply> {
      const [data, ctx] = await Promise.all([labs.load(userId), context(userId, loaded)]);
      const settings = settingsOf(data.settings);
      const today = localDateOf(deps.clock.now(), ctx.user.timezone);
      const due = nextDrawDue({
        lastDrawDate: data.draws[0]?.value.localDate,
        hrtStartDate: ctx.plan.hrtStartDate ?? ctx.plan.versions[0]?.startDate,
        today,
        intervals: settings.value,
      });
      const { nextDue } = computeSchedule({
        versions: ctx.plan.versions,
        pauses: ctx.plan.pauses,
        injections: ctx.allInjections,
        today,
      });
      // The next dose's cycle: draw midway after it (or after the last dose when that is ahead).
      const lastTaken = ctx.allInjections[0]?.localDate;
      let suggested: string | null = null;
      if (nextDue) {
        const fromLast = lastTaken ? midwayDrawDate(lastTaken, nextDue.intervalDays) : undefined;
        suggested =
          fromLast && fromLast >= today
            ? fromLast
            : midwayDrawDate(nextDue.dueDate, nextDue.intervalDays);
      }
      return {
        draws: data.draws.map((d) => drawView(d, ctx, settings.value.ranges)),
        nextDrawDue: due,
        daysUntilNextDraw: daysUntil(today, due),
        suggestedDrawDate: suggested,
        hematocrit: hematocritView(data.draws),
        settings: {
          ranges: Object.fromEntries(
            Object.entries(settings.value.ranges).map(([k, r]) => [
              k,
              { low: r.low ?? null, high: r.high ?? null, unit: r.unit },
            ]),
          ),
          firstYearMonths: settings.value.firstYearMonths,
          laterMonths: settings.value.laterMonths,
          etag: settings.etag,
        },
        markers: markerCatalogue,
      };
    },

    async get(userId: string, id: string): Promise<LabDraw> {
      const [stored, data, ctx] = await Promise.all([
        labs.get(userId, id),
        labs.load(userId),
        context(userId),
      ]);
      if (!stored) throw new NotFoundError(notFound);
      return drawView(stored, ctx, settingsOf(data.settings).value.ranges);
    },

    async create(userId: string, body: LabDrawRequest): Promise<LabDraw> {
      const [data, ctx] = await Promise.all([labs.load(userId), context(userId)]);
      if (data.draws.length >= maxLabDraws) {
        throw new QuotaExceededError(429, `You can keep up to ${maxLabDraws} lab draws.`, {
          kind: 'labs',
          limit: maxLabDraws,
        });
      }
      const stored = await labs.create(
        userId,
        record(body, randomUUID(), ctx.user.timezone, nowIso()),
      );
      return drawView(stored, ctx, settingsOf(data.settings).value.ranges);
    },

    async update(
      userId: string,
      id: string,
      body: LabDrawRequest,
      ifMatch?: string,
    ): Promise<LabDraw> {
      const [existing, data, ctx] = await Promise.all([
        labs.get(userId, id),
        labs.load(userId),
        context(userId),
      ]);
      if (!existing) throw new NotFoundError(notFound);
      const next = record(body, id, ctx.user.timezone, existing.value.createdAt);
      const stored = await labs.replace(userId, next, ifMatch);
      return drawView(stored, ctx, settingsOf(data.settings).value.ranges);
    },

    delete: (userId: string, id: string, ifMatch?: string) => labs.delete(userId, id, ifMatch),

    async putSettings(userId: string, body: LabSettingsRequest, ifMatch?: string) {
      await labs.putSettings(userId, body, ifMatch);
      return (await this.list(userId)).settings;
    },

    /**
     * The estimated total testosterone curve between two dates (default: the last 90 days to
     * 14 days ahead), scaled to the person's testosterone results, with its band, the lab
     * points, and the estimated peak and trough of the latest cycle.
     */
    async levelCurve(
      userId: string,
      window: LevelCurveQuery,
      loaded?: LoadedTreatment,
    ): Promise<LevelCurveReply> {
      const [data, ctx] = await Promise.all([labs.load(userId), context(userId, loaded)]);
      const today = localDateOf(deps.clock.now(), ctx.user.timezone);
      const asked = window.planDoseMg !== undefined || window.planIntervalDays !== undefined;
      if (asked && !ctx.schedule) {
        throw new ValidationError(whatIfMessages.needsSchedule, {
          planDoseMg: whatIfMessages.needsSchedule,
        });
      }
      // A what-if looks far enough ahead for the change to settle (about six weeks or more).
      const ahead = asked
        ? Math.max(42, 4 * Math.max(ctx.schedule?.intervalDays ?? 7, window.planIntervalDays ?? 0))
        : 14;
      const to = window.to ?? addDays(today, Math.ceil(ahead));
      // Default: 90 days back, but not long before the first logged dose (a flat baseline).
      const firstDose = ctx.doses.reduce((m, d) => Math.min(m, d.atMs), Number.POSITIVE_INFINITY);
      const firstDay = Number.isFinite(firstDose)
        ? addDays(localDateOf(firstDose, ctx.user.timezone), -3)
        : today;
      const from = window.from ?? (firstDay > addDays(today, -90) ? firstDay : addDays(today, -90));
      if (from > to)
        throw new ValidationError('from must not be after to', {
          from: 'from must not be after to',
        });
      if (Date.parse(to) - Date.parse(from) > 3 * 366 * dayMs) {
        throw new ValidationError('Choose a window of at most three years', {
          from: 'Choose a window of at most three years',
        });
      }
      const labPoints = labPointsOf(data.draws);
      const fit = calibrate(ctx.doses, labPoints);
      const fromMs = Date.parse(`${from}T00:00:00Z`);
      const toMs = Date.parse(`${to}T23:59:59Z`);
      const stepHours = Math.max(3, Math.ceil((toMs - fromMs) / 3_600_000 / 400));
      const curve =
        ctx.doses.length > 0 ? levelCurve(ctx.doses, fromMs, toMs, stepHours, fit.scale) : [];
      const last = lastDoseBefore(ctx.doses, deps.clock.now());
      const interval = last
        ? intervalOn(ctx.plan.versions, last.atMs, ctx.user.timezone)
        : undefined;
      const cycle =
        last && interval
          ? extremes(
              levelCurve(ctx.doses, last.atMs, last.atMs + interval * dayMs, 1, fit.scale),
              last.atMs,
              last.atMs + interval * dayMs,
            )
          : undefined;
      const iso = (ms: number) => new Date(ms).toISOString();
      const round = (n: number) => Math.round(n * 10) / 10;
      return {
        points: curve.map((p) => {
          const b = band(p.level, fit.relativeSd);
          return { at: iso(p.atMs), level: round(p.level), low: round(b.low), high: round(b.high) };
        }),
        labs: labPoints.map((l) => {
          const lastDose = lastDoseBefore(ctx.doses, l.atMs);
          const iv = intervalOn(ctx.plan.versions, l.atMs, ctx.user.timezone);
          return {
            at: iso(l.atMs),
            ngDl: round(l.ngDl),
            estimate: round(levelCurve(ctx.doses, l.atMs, l.atMs, 1, fit.scale)[0]?.level ?? 0),
            cyclePlace: lastDose && iv ? cyclePlace(l.atMs, lastDose.atMs, iv) : null,
          };
        }),
        doses: ctx.doses
          .filter((d) => d.atMs >= fromMs && d.atMs <= toMs)
          .map((d) => ({ at: iso(d.atMs), mg: round(d.mg) })),
        scale: Math.round(fit.scale * 1000) / 1000,
        calibratedTo: fit.points,
        relativeSd: Math.round(fit.relativeSd * 1000) / 1000,
        peak: cycle ? { at: iso(cycle.peak.atMs), level: round(cycle.peak.level) } : null,
        trough: cycle ? { at: iso(cycle.trough.atMs), level: round(cycle.trough.level) } : null,
        target: { low: 400, high: 700, unit: 'ng/dL' },
        assumptions: ctx.assumptions,
        disclaimer: labsDisclaimer,
        schedule: ctx.schedule
          ? { doseMg: round(ctx.schedule.doseMg), intervalDays: ctx.schedule.intervalDays }
          : null,
        whatIf: asked && ctx.schedule ? whatIfView(ctx.schedule) : null,
      };

      function whatIfView(schedule: NonNullable<Context['schedule']>) {
        const current = { doseMg: schedule.doseMg, intervalDays: schedule.intervalDays };
        const planned = {
          doseMg: window.planDoseMg ?? schedule.doseMg,
          intervalDays: window.planIntervalDays ?? schedule.intervalDays,
        };
        const r = whatIf({
          logged: ctx.doses,
          current,
          planned,
          ester: schedule.ester,
          route: schedule.route,
          nowMs: deps.clock.now(),
          fromMs,
          toMs,
          stepHours,
          scale: fit.scale,
        });
        const summary = (s: (typeof r)['current']['summary']) =>
          s
            ? {
                peak: { at: iso(s.peak.atMs), level: round(s.peak.level) },
                trough: { at: iso(s.trough.atMs), level: round(s.trough.level) },
              }
            : null;
        return {
          current: { doseMg: round(current.doseMg), intervalDays: current.intervalDays },
          planned: { doseMg: round(planned.doseMg), intervalDays: planned.intervalDays },
          firstDoseAt: iso(r.firstDoseAtMs),
          points: r.current.points.map((p, i) => ({
            at: iso(p.atMs),
            current: round(p.level),
            planned: round(r.planned.points[i]?.level ?? p.level),
          })),
          currentCycle: summary(r.current.summary),
          plannedCycle: summary(r.planned.summary),
        };
      }
    },
  };
}

export type LabsService = ReturnType<typeof createLabsService>;
