/**
 * When each supply runs out at the current schedule. Pure: today, the schedule and the stock
 * are passed in.
 *
 * - Doses: the first is the next due day (an overdue dose still needs its supplies); each later
 *   one is the first day d after the previous with d - previous >= the interval in force on d
 *   (the schedule's rolling rule, domain/schedule.ts), so planned interval changes count.
 * - Medication: each dose uses its volume plus the needle and syringe dead space, from the open
 *   vial first, then unopened vials by expiry; a vial is not used after its expiry date. The
 *   supply runs out on the day of the first dose it cannot cover in full.
 * - Consumables (syringes, needles, swabs, …): each dose uses `perInjection` of each.
 * - Order by: the run-out day minus the pharmacy lead time. Warning: from `warnDays` (default
 *   14) before the run-out day, or once the order-by day has come, whichever is first.
 */
import { addDays, diffDays, type CalendarDate } from '../calendar-dates.js';

export interface DoseSegment {
  effectiveFrom: CalendarDate;
  intervalDays: number;
  /** Volume drawn per dose, mL (without dead space). */
  doseMl: number;
}

export interface VialStock {
  id: string;
  remainingMl: number;
  opened: boolean;
  expiry?: CalendarDate | undefined;
}

export interface ConsumableStock {
  id: string;
  count: number;
  perInjection: number;
}

export interface SupplyForecast {
  /** Doses the stock covers in full. */
  dosesCovered: number;
  /** The day of the first dose the stock cannot cover; null when none within the horizon. */
  runsOutOn: CalendarDate | null;
  daysLeft: number | null;
  orderBy: CalendarDate | null;
  warn: boolean;
}

export interface ForecastInput {
  today: CalendarDate;
  /** The next due dose; null (no prescription, or paused) forecasts nothing. */
  nextDue: CalendarDate | null;
  segments: readonly DoseSegment[];
  vials: readonly VialStock[];
  consumables: readonly ConsumableStock[];
  deadSpaceMl: number;
  leadTimeDays: number;
  warnDays?: number;
  /** How far ahead to look, days (default 3 years). */
  horizonDays?: number;
}

export const defaultWarnDays = 14;

function segmentOn(segments: readonly DoseSegment[], date: CalendarDate): DoseSegment | undefined {
  let found: DoseSegment | undefined;
  for (const s of segments)
    if (s.effectiveFrom <= date && (!found || s.effectiveFrom >= found.effectiveFrom)) found = s;
  return (
    found ??
    segments.reduce<DoseSegment | undefined>(
      (a, s) => (!a || s.effectiveFrom < a.effectiveFrom ? s : a),
      undefined,
    )
  );
}

/** The due days from `first` until `until`, with the volume each uses. */
export function dosesAhead(
  first: CalendarDate,
  until: CalendarDate,
  segments: readonly DoseSegment[],
): { date: CalendarDate; doseMl: number }[] {
  const doses: { date: CalendarDate; doseMl: number }[] = [];
  let d = first;
  while (d <= until && segments.length > 0) {
    doses.push({ date: d, doseMl: segmentOn(segments, d)!.doseMl });
    let next = addDays(d, 1);
    while (diffDays(d, next) < segmentOn(segments, next)!.intervalDays) next = addDays(next, 1);
    d = next;
  }
  return doses;
}

function result(
  input: ForecastInput,
  dosesCovered: number,
  runsOutOn: CalendarDate | null,
): SupplyForecast {
  if (!runsOutOn)
    return { dosesCovered, runsOutOn: null, daysLeft: null, orderBy: null, warn: false };
  const daysLeft = diffDays(input.today, runsOutOn);
  const orderBy = addDays(runsOutOn, -input.leadTimeDays);
  const warn = daysLeft <= (input.warnDays ?? defaultWarnDays) || input.today >= orderBy;
  return { dosesCovered, runsOutOn, daysLeft, orderBy, warn };
}

export function forecastMedication(input: ForecastInput): SupplyForecast {
  if (!input.nextDue) return result(input, 0, null);
  const until = addDays(input.today, input.horizonDays ?? 1095);
  const vials = [...input.vials]
    .filter((v) => v.remainingMl > 0)
    .sort(
      (a, b) =>
        Number(b.opened) - Number(a.opened) ||
        (a.expiry ?? '9999').localeCompare(b.expiry ?? '9999'),
    )
    .map((v) => ({ ...v }));
  let covered = 0;
  for (const dose of dosesAhead(input.nextDue, until, input.segments)) {
    let need = dose.doseMl + input.deadSpaceMl;
    const usable = vials.filter(
      (v) => v.remainingMl > 1e-9 && (!v.expiry || v.expiry >= dose.date),
    );
    const available = usable.reduce((s, v) => s + v.remainingMl, 0);
    if (available + 1e-9 < need) return result(input, covered, dose.date);
    for (const vial of usable) {
      const take = Math.min(need, vial.remainingMl);
      vial.remainingMl -= take;
      need -= take;
      if (need <= 1e-9) break;
    }
    covered++;
  }
  return result(input, covered, null);
}

export function forecastConsumable(input: ForecastInput, stock: ConsumableStock): SupplyForecast {
  if (!input.nextDue || stock.perInjection <= 0) return result(input, 0, null);
  const until = addDays(input.today, input.horizonDays ?? 1095);
  const doses = dosesAhead(input.nextDue, until, input.segments);
  const covered = Math.floor(stock.count / stock.perInjection);
  return result(input, Math.min(covered, doses.length), doses[covered]?.date ?? null);
}
