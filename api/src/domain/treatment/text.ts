import type { CalendarDate } from '../calendar-dates.js';
import { suggestedSite, type InjectionSite, type SiteUse } from './sites.js';
import {
  assertInterval,
  computeSchedule,
  versionInForce,
  type DoseUnit,
  type ScheduleInjection,
  type ScheduleInput,
} from './schedule.js';

/** The texts the prescription card shows and the computed fields of a prescription answer. */

export type UrgencyLevel = 'overdue' | 'urgent' | 'soon' | 'normal';

export interface Urgency {
  level: UrgencyLevel;
  /** 'Overdue' when overdue; the spec names no label for the other levels. */
  label: 'Overdue' | null;
  /** 'N days overdue', 'Due today' or 'N days remaining' (singular for 1). */
  text: string;
}

function days(n: number): string {
  return n === 1 ? '1 day' : `${n} days`;
}

/** The prescription card's urgency, from the next dose's daysUntilNext and isOverdue. */
export function urgency(daysUntilNext: number, isOverdue: boolean): Urgency {
  if (isOverdue || daysUntilNext < 0) {
    return { level: 'overdue', label: 'Overdue', text: `${days(-daysUntilNext)} overdue` };
  }
  const level: UrgencyLevel =
    daysUntilNext <= 1 ? 'urgent' : daysUntilNext <= 3 ? 'soon' : 'normal';
  const text = daysUntilNext === 0 ? 'Due today' : `${days(daysUntilNext)} remaining`;
  return { level, label: null, text };
}

/** The progress bar toward the next dose: clamp((I - daysUntilNext) / I, 0, 1). */
export function weeklyProgress(intervalDays: number, daysUntilNext: number): number {
  assertInterval(intervalDays);
  return Math.min(1, Math.max(0, (intervalDays - daysUntilNext) / intervalDays));
}

const amountFormat = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 4,
  useGrouping: false,
});

/** The dosage text: amount without trailing zeros, then the unit ('0.3mL', '100mg'). */
export function dosageText(doseAmount: number, doseUnit: DoseUnit): string {
  if (!Number.isFinite(doseAmount) || doseAmount <= 0) {
    throw new RangeError(`doseAmount must be positive, got ${doseAmount}`);
  }
  return `${amountFormat.format(doseAmount)}${doseUnit}`;
}

/**
 * The frequency text: 'weekly' for 7, otherwise 'every N days', with the singular the spec
 * uses for its other day counts ('1 day remaining'): 'every 1 day'.
 */
export function frequencyText(intervalDays: number): string {
  assertInterval(intervalDays);
  return intervalDays === 7 ? 'weekly' : `every ${days(intervalDays)}`;
}

export interface TreatmentSummary {
  dosage: string;
  frequency: string;
  nextInjectionDate: CalendarDate | null;
  daysUntilNext: number | null;
  isOverdue: boolean;
  suggestedSite: InjectionSite;
}

/**
 * The computed fields of a prescription answer (api.md "Treatment"), from the version in
 * force today and the schedule. Null with no prescription.
 */
export function treatmentSummary(
  input: ScheduleInput & { injections: readonly (ScheduleInjection & SiteUse)[] },
): TreatmentSummary | null {
  const current = versionInForce(input.versions, input.today);
  if (!current) return null;
  const { nextDue } = computeSchedule(input);
  return {
    dosage: dosageText(current.doseAmount, current.doseUnit),
    frequency: frequencyText(current.intervalDays),
    nextInjectionDate: nextDue?.dueDate ?? null,
    daysUntilNext: nextDue?.daysUntilNext ?? null,
    isOverdue: nextDue?.isOverdue ?? false,
    suggestedSite: suggestedSite(current.route, input.injections),
  };
}
