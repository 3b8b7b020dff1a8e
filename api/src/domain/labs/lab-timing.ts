/**
 * When to draw blood, where a draw sits in the injection cycle, when the next draw is due and
 * what a hematocrit means. Pure: `today` and every instant are passed in.
 *
 * - Draw timing: WPATH Standards of Care 8 (Coleman et al., Int J Transgend Health 2022;23(S1),
 *   appendix C, monitoring of testosterone) and Hembree et al. JCEM 2017 (Table 12): for
 *   injectable testosterone, measure total testosterone midway between injections.
 * - Next draw: every 3 months in the first year of treatment, then every 6 months (both
 *   editable); the first year counts from the HRT start date.
 * - Hematocrit: 50.4 % is a common upper limit of the male laboratory range, 52 % the level
 *   at which many clinics review the dose, and 54 % the level at which the Endocrine Society
 *   guideline (Bhasin et al., JCEM 2018;103:1715, section 4; Hembree et al. 2017) advises
 *   pausing or lowering testosterone until it falls: above it Stride shows "talk to your
 *   provider soon".
 */
import { addDays, diffDays, isCalendarDate, type CalendarDate } from '../calendar-dates.js';

const dayMs = 86_400_000;

export type CyclePlace = 'peak' | 'mid' | 'trough';

/**
 * A draw's place in the cycle from the time since the last logged dose, as a fraction f of the
 * interval: the first third (f < 1/3) is near the peak (esters peak 1-3 days after a dose), the
 * last third (f > 2/3) near the trough, the middle third is mid (where the guideline wants the
 * draw). A draw a whole interval or more after the last dose is a trough (a dose is due or late).
 */
export function cyclePlace(
  drawnAtMs: number,
  lastDoseAtMs: number,
  intervalDays: number,
): CyclePlace {
  const f = (drawnAtMs - lastDoseAtMs) / dayMs / intervalDays;
  if (f < 1 / 3) return 'peak';
  if (f > 2 / 3) return 'trough';
  return 'mid';
}

/** The calendar day midway between a dose and the next one (rounded down: day 3 of a weekly). */
export function midwayDrawDate(lastDoseDate: CalendarDate, intervalDays: number): CalendarDate {
  return addDays(lastDoseDate, Math.floor(intervalDays / 2));
}

export interface DrawIntervals {
  /** Months between draws in the first year of treatment. */
  firstYearMonths: number;
  /** Months between draws after the first year. */
  laterMonths: number;
}

export const defaultDrawIntervals: DrawIntervals = { firstYearMonths: 3, laterMonths: 6 };

/** The same day `months` later, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(d, last);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The day the next draw is due: the last draw plus the interval for where the last draw fell
 * (within the first year of `hrtStart`: first-year months, else later months). With no draw
 * yet: the first-year interval after the start, or today when the start is unknown.
 */
export function nextDrawDue(args: {
  lastDrawDate?: CalendarDate | undefined;
  hrtStartDate?: CalendarDate | undefined;
  today: CalendarDate;
  intervals?: DrawIntervals;
}): CalendarDate {
  const intervals = args.intervals ?? defaultDrawIntervals;
  const start =
    args.hrtStartDate && isCalendarDate(args.hrtStartDate) ? args.hrtStartDate : undefined;
  if (!args.lastDrawDate) return start ? addMonths(start, intervals.firstYearMonths) : args.today;
  const inFirstYear = start !== undefined && args.lastDrawDate < addMonths(start, 12);
  return addMonths(
    args.lastDrawDate,
    inFirstYear ? intervals.firstYearMonths : intervals.laterMonths,
  );
}

/** Days until `due` (negative when overdue). */
export function daysUntil(today: CalendarDate, due: CalendarDate): number {
  return diffDays(today, due);
}

export const hematocritThresholds = { upperNormal: 50.4, review: 52, pause: 54 } as const;

export type HematocritLevel = 'normal' | 'above-range' | 'elevated' | 'talk-to-provider';

/** 50.4 % and below normal; above 50.4 above range; 52 and above elevated; above 54 talk. */
export function hematocritLevel(percent: number): HematocritLevel {
  if (percent > hematocritThresholds.pause) return 'talk-to-provider';
  if (percent >= hematocritThresholds.review) return 'elevated';
  if (percent > hematocritThresholds.upperNormal) return 'above-range';
  return 'normal';
}

export const hematocritNotice = {
  title: 'Talk to your provider soon',
  message:
    'Your latest hematocrit is above 54%. Guidelines suggest your provider review your testosterone dose when it is this high. This is not an emergency on its own, but please contact them soon.',
  source:
    'Endocrine Society guideline: Bhasin et al., J Clin Endocrinol Metab 2018;103(5):1715 (hematocrit above 54%)',
} as const;
