import type { Prescription, PrescriptionVersionView } from '../contracts/treatment.js';
import type { StoredVersion, TreatmentPlan } from '../data/prescription-repository.js';
import { computeSchedule, isPaused, versionInForce } from '../domain/treatment/schedule.js';
import { treatmentSummary, urgency, weeklyProgress } from '../domain/treatment/text.js';

type ScheduleRow = { id: string; localDate: string; takenAt: string; site: string };

function versionView(version: StoredVersion): PrescriptionVersionView {
  return {
    effectiveFrom: version.effectiveFrom,
    medication: version.medication,
    doseAmount: version.doseAmount,
    doseUnit: version.doseUnit,
    intervalDays: version.intervalDays,
    route: version.route ?? null,
    startDate: version.startDate,
    concentrationMgPerMl: version.concentrationMgPerMl ?? null,
  };
}

/** The prescription answer: the version in force today, its history and the computed fields. */
export function prescriptionView(
  plan: TreatmentPlan,
  injections: ScheduleRow[],
  today: string,
): Prescription | undefined {
  const current = versionInForce(plan.versions, today) as StoredVersion | undefined;
  if (!current) return undefined;
  const input = { versions: plan.versions, pauses: plan.pauses, injections, today };
  const summary = treatmentSummary(input);
  const { nextDue } = computeSchedule(input);
  return {
    ...versionView(current),
    hrtStartDate: plan.hrtStartDate ?? null,
    dosage: summary?.dosage ?? '',
    frequency: summary?.frequency ?? '',
    nextInjectionDate: nextDue?.dueDate ?? null,
    daysUntilNext: nextDue?.daysUntilNext ?? null,
    isOverdue: nextDue?.isOverdue ?? false,
    suggestedSite: summary?.suggestedSite ?? 'left-thigh',
    urgency: nextDue ? urgency(nextDue.daysUntilNext, nextDue.isOverdue) : null,
    weeklyProgress: nextDue ? weeklyProgress(nextDue.intervalDays, nextDue.daysUntilNext) : null,
    paused: isPaused(plan.pauses, today),
    pauses: plan.pauses.map((p) => ({ from: p.from, to: p.to ?? null })),
    history: [...plan.versions].reverse().map(versionView),
    etag: plan.etag,
  };
}

/** The prescription answer from the loaded treatment state. */
export function prescriptionViewOf(state: {
  plan: TreatmentPlan;
  injections: ScheduleRow[];
  today: string;
}): Prescription | undefined {
  return prescriptionView(state.plan, state.injections, state.today);
}
