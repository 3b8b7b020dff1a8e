import type { Injection } from '../contracts/treatment.js';
import { createInjectionRepository } from '../data/injection-repository.js';
import {
  createPrescriptionRepository,
  type StoredVersion,
  type TreatmentPlan,
} from '../data/prescription-repository.js';
import { createUserRepository, type UserRecord } from '../data/user-repository.js';
import { localDateOf } from '../domain/calendar-dates.js';
import {
  computeSchedule,
  isPaused,
  versionInForce,
  type Schedule,
} from '../domain/treatment/schedule.js';
import type { AppDeps } from '../deps.js';
import { signedInUser } from './signed-in-user.js';

/** An injection as the schedule reads it (the narrow projection of the injections table). */
export interface ScheduleRow {
  id: string;
  localDate: string;
  takenAt: string;
  site: string;
  createdAt: string;
  /** Written by a backfill (the dashboard's achievements leave it out). */
  backfilled?: true;
}

/**
 * Everything a reader of the treatment needs, loaded once: the person, today in their zone,
 * the plan (versions, pauses, HRT start), the injections the schedule reads and the schedule
 * computed from them. The prescription card, the dashboard, analytics, the provider report and
 * the coach all read this one state, so they can never disagree.
 */
export interface TreatmentState {
  user: UserRecord;
  today: string;
  plan: TreatmentPlan;
  injections: ScheduleRow[];
  /** Undefined with no prescription. */
  schedule: Schedule | undefined;
  /** The version in force today; undefined with no prescription. */
  current: StoredVersion | undefined;
  paused: boolean;
}

/** Pure: the state from what was read. */
export function treatmentStateOf(
  user: UserRecord,
  today: string,
  plan: TreatmentPlan,
  injections: ScheduleRow[],
): TreatmentState {
  const schedule =
    plan.versions.length > 0
      ? computeSchedule({ versions: plan.versions, pauses: plan.pauses, injections, today })
      : undefined;
  return {
    user,
    today,
    plan,
    injections,
    schedule,
    current: versionInForce(plan.versions, today) as StoredVersion | undefined,
    paused: isPaused(plan.pauses, today),
  };
}

/**
 * The single loader: one read of the user, one range query for the plan and one for the
 * injections (in parallel), then the pure rules. Every reader of the treatment uses it.
 */
export function createTreatmentStateLoader(deps: Pick<AppDeps, 'storage' | 'clock'>) {
  const users = createUserRepository(deps.storage);
  const plans = createPrescriptionRepository(deps.storage);
  const injections = createInjectionRepository(deps.storage);

  /** The person's today, from the clock and their zone. */
  const todayOf = (user: UserRecord) => localDateOf(deps.clock.now(), user.timezone);

  /** `today` defaults to the clock's; a timer job passes the day of the instant it plans for. */
  async function loadFor(user: UserRecord, today: string = todayOf(user)): Promise<TreatmentState> {
    const [plan, rows] = await Promise.all([
      plans.load(user.id),
      injections.listForSchedule(user.id),
    ]);
    return treatmentStateOf(user, today, plan, rows);
  }

  return {
    todayOf,
    /** The signed-in person (a 401 when the account is gone) and today in their zone. */
    async person(userId: string): Promise<{ user: UserRecord; today: string }> {
      const user = await signedInUser(users, userId);
      return { user, today: todayOf(user) };
    },
    loadFor,
    /**
     * The same state read with every injection's whole row (the provider report shows dose,
     * site and notes): still one range query on the injections table.
     */
    async loadWithRows(user: UserRecord): Promise<TreatmentState & { rows: Injection[] }> {
      const [plan, rows] = await Promise.all([plans.load(user.id), injections.list(user.id, {})]);
      const scheduleRows = rows.map((i) => ({
        id: i.id,
        localDate: i.localDate,
        takenAt: i.takenAt,
        site: i.site,
        createdAt: i.createdAt,
      }));
      return { ...treatmentStateOf(user, todayOf(user), plan, scheduleRows), rows };
    },
    async load(userId: string): Promise<TreatmentState> {
      return loadFor(await signedInUser(users, userId));
    },
  };
}

export type TreatmentStateLoader = ReturnType<typeof createTreatmentStateLoader>;
