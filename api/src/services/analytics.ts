import type {
  AdherenceReply,
  AnalyticsPeriod,
  AnalyticsReply,
  ProviderReport,
} from '../contracts/analytics.js';
import { createCheckinRepository } from '../data/checkin-repository.js';
import { createJournalRepository } from '../data/journal-repository.js';
import {
  dailySeries,
  doseTiming,
  moodAverages,
  moodByDaySinceInjection,
  periodDays,
  siteCounts,
} from '../domain/analytics.js';
import { addDays, diffDays, instantAtLocalTime } from '../domain/calendar-dates.js';
import { moodByLevel } from '../domain/labs/mood-by-level.js';
import { labsDisclaimer } from '../contracts/labs.js';
import {
  adherence,
  rollingWindow,
  type Adherence,
  type DateWindow,
} from '../domain/treatment/adherence.js';
import { type Schedule } from '../domain/treatment/schedule.js';
import type { AppDeps } from '../deps.js';
import { ValidationError } from '../errors.js';
import { createLabsService } from './labs.js';
import { createTreatmentStateLoader } from './treatment-state.js';
import { prescriptionViewOf } from './treatment-view.js';

const maxWindowDays = 3660;
const noSchedule: Schedule = { doses: [], extra: [], nextDue: null };

/** The adherence figures as both replies name them (`due` is `scheduled` there). */
function adherenceFigures(rate: Adherence) {
  return {
    adherenceRate: rate.adherenceRate,
    onTimeRate: rate.onTimeRate,
    scheduled: rate.due,
    taken: rate.taken,
    onTime: rate.onTime,
    late: rate.late,
    missed: rate.missed,
  };
}

/**
 * Analytics, adherence and the provider report: one range query per table they need (plan,
 * injections, check-ins, journal keys), the rules from the one schedule module, the treatment
 * from the one loader.
 */
export function createAnalytics(deps: AppDeps) {
  const treatment = createTreatmentStateLoader(deps);
  const checkins = createCheckinRepository(deps.storage);
  const journal = createJournalRepository(deps.storage);
  const labs = createLabsService(deps);

  return {
    async summary(userId: string, period: AnalyticsPeriod): Promise<AnalyticsReply> {
      const { user, today } = await treatment.person(userId);
      const window = rollingWindow(today, periodDays[period]);
      // One read of the plan and injections, shared with the level estimate.
      const [state, moods, journalDays] = await Promise.all([
        treatment.loadWithRows(user),
        checkins.list(userId, window.startDate, window.endDate),
        journal.datesInWindow(userId, window.startDate, window.endDate),
      ]);
      const estimator = await labs.estimator(userId, state);
      const rows = state.injections;
      const { doses } = state.schedule ?? noSchedule;
      const rate = adherence(doses, window);
      const points = moods.map((m) => ({ date: m.date, mood: m.mood, energy: m.energy }));
      const averages = moodAverages(points, window);
      return {
        period,
        hasPrescription: state.plan.versions.length > 0,
        paused: state.paused,
        startDate: window.startDate,
        endDate: window.endDate,
        adherenceRate: rate.adherenceRate,
        onTimeRate: rate.onTimeRate,
        dosesScheduled: rate.due,
        dosesTaken: rate.taken,
        dosesLate: rate.late,
        dosesMissed: rate.missed,
        siteCounts: siteCounts(rows, window, state.current?.route),
        moodAverage: averages.mood,
        energyAverage: averages.energy,
        checkinCount: points.length,
        moodByDaySinceInjection: moodByDaySinceInjection(points, rows, window),
        moodByLevel: {
          // Each check-in read at noon of its day, local time.
          ...moodByLevel(
            points.map((p) => ({
              mood: p.mood,
              energy: p.energy,
              ...estimator.at(instantAtLocalTime(p.date, '12:00', estimator.timezone)),
            })),
          ),
          calibratedTo: estimator.calibratedTo,
          disclaimer: labsDisclaimer,
        },
        journalCount: journalDays.length,
        doseTiming: doseTiming(doses, window),
        series: dailySeries(
          window,
          points,
          rows.filter((r) => r.localDate >= window.startDate),
          doses,
          journalDays,
        ),
      };
    },

    async adherence(
      userId: string,
      query: { startDate?: string; endDate?: string },
    ): Promise<AdherenceReply> {
      const { user, today } = await treatment.person(userId);
      const endDate = query.endDate ?? today;
      const startDate = query.startDate ?? addDays(endDate, -(periodDays.month - 1));
      if (diffDays(startDate, endDate) >= maxWindowDays) {
        throw new ValidationError('The window may span at most ten years', {
          startDate: 'The window may span at most ten years',
        });
      }
      const window: DateWindow = { startDate, endDate };
      const state = await treatment.loadFor(user);
      const rows = state.injections;
      const result = state.schedule ?? noSchedule;
      const rate = adherence(result.doses, window);
      const takenAt = new Map(rows.map((r) => [r.id, r.takenAt]));
      const extra = new Set(result.extra);
      return {
        startDate,
        endDate,
        ...adherenceFigures(rate),
        doses: result.doses
          .filter((d) => d.dueDate >= startDate && d.dueDate <= endDate)
          .map((d) => ({
            dueDate: d.dueDate,
            takenAt: d.injectionId ? (takenAt.get(d.injectionId) ?? null) : null,
            takenDate: d.takenDate ?? null,
            status: d.status,
          })),
        extra: rows
          .filter((r) => extra.has(r.id) && r.localDate >= startDate && r.localDate <= endDate)
          .map((r) => ({ id: r.id, takenAt: r.takenAt, localDate: r.localDate, site: r.site }))
          .reverse(),
      };
    },

    async providerReport(userId: string): Promise<ProviderReport> {
      const { user, today } = await treatment.person(userId);
      const window = rollingWindow(today, 90);
      const [state, moods] = await Promise.all([
        treatment.loadWithRows(user),
        checkins.list(userId, window.startDate, window.endDate),
      ]);
      // The lab table and the level chart read the same plan and injections.
      const [labList, curve] = await Promise.all([
        labs.list(userId, state),
        labs.levelCurve(userId, { from: window.startDate, to: window.endDate }, state),
      ]);
      // The newest value of each marker (draws come newest first).
      const seen = new Set<string>();
      const latest = labList.draws.flatMap((d) =>
        d.results.flatMap((r) => {
          if (seen.has(r.marker)) return [];
          seen.add(r.marker);
          return [{ ...r, drawnAt: d.drawnAt, cyclePlace: d.cyclePlace }];
        }),
      );
      const all = state.rows;
      const result = state.schedule ?? noSchedule;
      const rate = adherence(result.doses, window);
      const byId = new Map(all.map((i) => [i.id, i]));
      const extra = new Set(result.extra);
      const name = user.preferredName || user.firstName;
      const points = moods.map((m) => ({ date: m.date, mood: m.mood, energy: m.energy }));
      const averages = moodAverages(points, window);
      const current = prescriptionViewOf(state);
      return {
        generatedAt: new Date(deps.clock.now()).toISOString(),
        window,
        patient: {
          name,
          ...(user.showLegalNameToProvider
            ? { legalName: `${user.firstName} ${user.lastName}` }
            : {}),
          pronouns: user.pronouns ?? null,
          dateOfBirth: user.dateOfBirth ?? null,
          timezone: user.timezone,
        },
        prescription: current
          ? {
              medication: current.medication,
              dosage: current.dosage,
              doseAmount: current.doseAmount,
              doseUnit: current.doseUnit,
              frequency: current.frequency,
              intervalDays: current.intervalDays,
              route: current.route,
              concentrationMgPerMl: current.concentrationMgPerMl,
              startDate: current.startDate,
              hrtStartDate: current.hrtStartDate,
              nextInjectionDate: current.nextInjectionDate,
              paused: current.paused,
              history: current.history,
            }
          : null,
        adherence: adherenceFigures(rate),
        doses: result.doses
          .filter((d) => d.dueDate >= window.startDate && d.dueDate <= window.endDate)
          .map((d) => {
            const injection = d.injectionId ? byId.get(d.injectionId) : undefined;
            return {
              dueDate: d.dueDate,
              status: d.status,
              takenAt: injection?.takenAt ?? null,
              date: injection?.localDate ?? null,
              doseAmount: injection?.doseAmount ?? null,
              doseUnit: injection?.doseUnit ?? null,
              site: injection?.site ?? null,
              route: injection?.route ?? null,
              painLevel: injection?.painLevel ?? null,
              notes: injection?.notes ?? null,
            };
          })
          .reverse(),
        extraInjections: all
          .filter((i) => extra.has(i.id) && i.localDate >= window.startDate)
          .map((i) => ({
            date: i.localDate,
            takenAt: i.takenAt,
            doseAmount: i.doseAmount,
            doseUnit: i.doseUnit,
            site: i.site,
            notes: i.notes,
          })),
        mood: { average: averages.mood, energyAverage: averages.energy, checkins: points.length },
        labs: {
          latest,
          hematocrit: labList.hematocrit,
          nextDrawDue: labList.nextDrawDue,
          levelCurve: {
            points: curve.points,
            labs: curve.labs,
            doses: curve.doses,
            calibratedTo: curve.calibratedTo,
            target: curve.target,
            peak: curve.peak,
            trough: curve.trough,
            assumptions: curve.assumptions,
            disclaimer: curve.disclaimer,
          },
        },
      };
    },
  };
}
