import { Hono } from 'hono';
import { adherenceQuerySchema, analyticsQuerySchema } from '../contracts/analytics.js';
import { createCheckinRepository } from '../data/checkin-repository.js';
import { createInjectionRepository } from '../data/injection-repository.js';
import { createJournalRepository } from '../data/journal-repository.js';
import { createPrescriptionRepository } from '../data/prescription-repository.js';
import { createUserRepository, type UserRecord } from '../data/user-repository.js';
import {
  dailySeries,
  doseTiming,
  moodAverages,
  moodByDaySinceInjection,
  periodDays,
  siteCounts,
} from '../domain/analytics.js';
import { addDays, diffDays, localDateOf } from '../domain/calendar-dates.js';
import {
  adherence,
  computeSchedule,
  rollingWindow,
  versionInForce,
  type DateWindow,
} from '../domain/schedule.js';
import { ValidationError } from '../errors.js';
import { requireAuth } from '../middleware/require-auth.js';
import type { AppDeps, AppEnv } from './context.js';
import { signedInUser } from './signed-in-user.js';
import { parseWith } from './read-json.js';
import { isPaused, prescriptionView } from './treatment-view.js';

const maxWindowDays = 3660;

/**
 * Analytics, adherence and the provider report: one range query per table they need (plan,
 * injections, check-ins, journal keys), the rules from the one schedule module.
 */
export function analyticsRoutes(deps: AppDeps) {
  const users = createUserRepository(deps.storage);
  const plans = createPrescriptionRepository(deps.storage);
  const injections = createInjectionRepository(deps.storage);
  const checkins = createCheckinRepository(deps.storage);
  const journal = createJournalRepository(deps.storage);
  const auth = requireAuth(deps);

  async function person(userId: string): Promise<{ user: UserRecord; today: string }> {
    const user = await signedInUser(users, userId);
    return { user, today: localDateOf(deps.clock.now(), user.timezone) };
  }

  const schedule = (
    plan: Awaited<ReturnType<typeof plans.load>>,
    rows: { id: string; localDate: string; takenAt: string }[],
    today: string,
  ) =>
    plan.versions.length > 0
      ? computeSchedule({ versions: plan.versions, pauses: plan.pauses, injections: rows, today })
      : { doses: [], extra: [], nextDue: null };

  const analytics = new Hono<AppEnv>()
    .use(auth)
    .get('/', async (c) => {
      const { userId } = c.get('auth');
      const { period } = parseWith(analyticsQuerySchema, c.req.query());
      const { today } = await person(userId);
      const window = rollingWindow(today, periodDays[period]);
      const [plan, rows, moods, journalDays] = await Promise.all([
        plans.load(userId),
        injections.listForSchedule(userId),
        checkins.list(userId, window.startDate, window.endDate),
        journal.datesInWindow(userId, window.startDate, window.endDate),
      ]);
      const { doses } = schedule(plan, rows, today);
      const rate = adherence(doses, window);
      const points = moods.map((m) => ({ date: m.date, mood: m.mood, energy: m.energy }));
      const averages = moodAverages(points, window);
      return c.json({
        period,
        hasPrescription: plan.versions.length > 0,
        paused: isPaused(plan, today),
        startDate: window.startDate,
        endDate: window.endDate,
        adherenceRate: rate.adherenceRate,
        onTimeRate: rate.onTimeRate,
        dosesScheduled: rate.due,
        dosesTaken: rate.taken,
        dosesLate: rate.late,
        dosesMissed: rate.missed,
        siteCounts: siteCounts(rows, window, versionInForce(plan.versions, today)?.route),
        moodAverage: averages.mood,
        energyAverage: averages.energy,
        checkinCount: points.length,
        moodByDaySinceInjection: moodByDaySinceInjection(points, rows, window),
        journalCount: journalDays.length,
        doseTiming: doseTiming(doses, window),
        series: dailySeries(
          window,
          points,
          rows.filter((r) => r.localDate >= window.startDate),
          doses,
          journalDays,
        ),
      });
    })
    .get('/adherence', async (c) => {
      const { userId } = c.get('auth');
      const query = parseWith(adherenceQuerySchema, c.req.query());
      const { today } = await person(userId);
      const endDate = query.endDate ?? today;
      const startDate = query.startDate ?? addDays(endDate, -(periodDays.month - 1));
      if (diffDays(startDate, endDate) >= maxWindowDays) {
        throw new ValidationError('The window may span at most ten years', {
          startDate: 'The window may span at most ten years',
        });
      }
      const window: DateWindow = { startDate, endDate };
      const [plan, rows] = await Promise.all([
        plans.load(userId),
        injections.listForSchedule(userId),
      ]);
      const result = schedule(plan, rows, today);
      const rate = adherence(result.doses, window);
      const takenAt = new Map(rows.map((r) => [r.id, r.takenAt]));
      const extra = new Set(result.extra);
      return c.json({
        startDate,
        endDate,
        adherenceRate: rate.adherenceRate,
        onTimeRate: rate.onTimeRate,
        scheduled: rate.due,
        taken: rate.taken,
        onTime: rate.onTime,
        late: rate.late,
        missed: rate.missed,
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
      });
    });

  const provider = new Hono<AppEnv>().use(auth).get('/provider-data', async (c) => {
    const { userId } = c.get('auth');
    const { user, today } = await person(userId);
    const window = rollingWindow(today, 90);
    const [plan, all, moods] = await Promise.all([
      plans.load(userId),
      injections.list(userId, {}),
      checkins.list(userId, window.startDate, window.endDate),
    ]);
    const rows = all.map((i) => ({
      id: i.id,
      localDate: i.localDate,
      takenAt: i.takenAt,
      site: i.site,
    }));
    const result = schedule(plan, rows, today);
    const rate = adherence(result.doses, window);
    const byId = new Map(all.map((i) => [i.id, i]));
    const extra = new Set(result.extra);
    const name = user.preferredName || user.firstName;
    const points = moods.map((m) => ({ date: m.date, mood: m.mood, energy: m.energy }));
    const averages = moodAverages(points, window);
    const current = prescriptionView(plan, rows, today);
    return c.json({
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
      adherence: {
        adherenceRate: rate.adherenceRate,
        onTimeRate: rate.onTimeRate,
        scheduled: rate.due,
        taken: rate.taken,
        onTime: rate.onTime,
        late: rate.late,
        missed: rate.missed,
      },
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
    });
  });

  return { analytics, provider };
}
