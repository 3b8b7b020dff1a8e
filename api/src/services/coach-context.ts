import type { CoachContext } from '../ai/coach-prompt.js';
import { createCheckinRepository } from '../data/checkin-repository.js';
import type { UserRecord } from '../data/user-repository.js';
import { addDays } from '../domain/calendar-dates.js';
import { safeDisplayName } from '../domain/crisis/index.js';
import { adherence, rollingWindow } from '../domain/treatment/adherence.js';
import type { AppDeps } from '../deps.js';
import { createTreatmentStateLoader } from './treatment-state.js';
import { prescriptionViewOf } from './treatment-view.js';

/** A mood check-in older than this is not "recent". */
const recentMoodDays = 14;

/** The name the coach may use: preferred, else first; never the legal full name. */
export function displayNameOf(user: UserRecord): string | undefined {
  return safeDisplayName(user.preferredName || user.firstName) ?? undefined;
}

/** The person's own data for the coach: prescription, next dose, adherence, latest mood. */
export function createCoachContext(deps: AppDeps) {
  const treatment = createTreatmentStateLoader(deps);
  const checkins = createCheckinRepository(deps.storage);

  return async function coachContext(
    user: UserRecord,
  ): Promise<Omit<CoachContext, 'recentCrisis'>> {
    const today = treatment.todayOf(user);
    const [state, moods] = await Promise.all([
      treatment.loadFor(user),
      checkins.list(user.id, addDays(today, -(recentMoodDays - 1)), today),
    ]);
    const view = prescriptionViewOf(state);
    const schedule = view ? state.schedule : undefined;
    const latestMood = moods[0];
    return {
      displayName: displayNameOf(user),
      pronouns: user.pronouns,
      today,
      prescription: view
        ? {
            medication: view.medication,
            dosage: view.dosage,
            frequency: view.frequency,
            route: view.route,
            paused: view.paused,
          }
        : undefined,
      suggestedSite: view?.suggestedSite ?? null,
      nextInjectionDate: view?.nextInjectionDate ?? null,
      daysUntilNext: view?.daysUntilNext ?? null,
      adherenceRate: schedule
        ? adherence(schedule.doses, rollingWindow(today, 90)).adherenceRate
        : null,
      recentMood: latestMood ? { mood: latestMood.mood, date: latestMood.date } : undefined,
    };
  };
}
