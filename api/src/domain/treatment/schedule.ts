/**
 * The treatment schedule: which doses were due, which injection (if any) answers each, what
 * is due next, adherence over a window, and the texts the prescription card shows.
 *
 * Pure and deterministic: every input is explicit (`today` too, as a calendar date in the
 * user's zone), nothing is read from the clock or storage, and the result does not depend on
 * the order injections are given in. The rules are product.md "Schedule (rolling)" and
 * "Adherence"; where the spec is silent the choice is written next to the code:
 *
 * - Due days. The first dose is due on the start date (of the latest prescription version).
 *   Each later dose is due on the first day d after its anchor (the day the previous dose was
 *   taken, or its due day when it was missed) that is not paused and has
 *   d - anchor >= the interval in force on d. With one version and no pause that is
 *   anchor + I, as the spec says. A version effective from X governs doses due from X on;
 *   doses due before X keep the version in force then (their interval, tolerance and window).
 *   A change effective today moves the next dose to last dose + new interval (or to X when
 *   the new interval would put it before X).
 * - Pauses: `from` is the first paused day, `to` the day treatment resumed (not paused;
 *   absent while still paused). No dose is due on a paused day: a dose that would fall due
 *   in a pause is due on the resume day instead, a pause that fits between two doses changes
 *   nothing, and during an open pause nothing is due (nextDue null). Injections on paused
 *   days answer no dose (they are extra). A dose due before a pause whose window runs into it
 *   closes on the last day before the pause: untaken by then, it is missed.
 * - Windows. Tolerance T = 1 when I >= 7 else 0. Dose D's window is [D - T, D + I - T - 1]:
 *   on-time up to D + T, late after. Days before the start date belong to no window (an
 *   injection the day before the start date is extra, as the spec says), and a window never
 *   runs into the next dose's window when a version change shortens the interval.
 */
import { fromEpochDay, instantMs, toEpochDay, type CalendarDate } from '../calendar-dates.js';

export type DoseUnit = 'mL' | 'mg';
export type InjectionRoute = 'IM' | 'SubQ';

/** One version of the prescription; a change creates a new version effective from a day. */
export interface PrescriptionVersion {
  /** First day this version governs; the earliest version also governs every day before. */
  effectiveFrom: CalendarDate;
  medication: string;
  doseAmount: number;
  doseUnit: DoseUnit;
  /** Interval I in whole days, at least 1. */
  intervalDays: number;
  route?: InjectionRoute | null | undefined;
  /** Due day of the first dose of the treatment; the latest version's start date counts. */
  startDate: CalendarDate;
}

/** Treatment paused from `from` (first paused day) until `to` (the resume day, not paused). */
export interface Pause {
  from: CalendarDate;
  to?: CalendarDate | null | undefined;
}

/** What the schedule needs of an injection: its id and the local date stored with it. */
export interface ScheduleInjection {
  id: string;
  /** The local calendar date when it was taken, in the zone the user had then. */
  localDate: CalendarDate;
  /** The instant (ISO with offset); only orders two injections of the same day. */
  takenAt?: string | undefined;
}

export interface ScheduleInput {
  versions: readonly PrescriptionVersion[];
  pauses?: readonly Pause[] | undefined;
  injections: readonly ScheduleInjection[];
  /** Today in the user's zone. */
  today: CalendarDate;
}

export type DoseStatus = 'on-time' | 'late' | 'missed' | 'upcoming';

export interface ScheduledDose {
  dueDate: CalendarDate;
  status: DoseStatus;
  /** Interval of the version in force on the due day. */
  intervalDays: number;
  /** Last day of this dose's window: untaken, it is missed once this day has passed. (Once
   *  taken, the next dose's window may open before it: taken early, the next is due early.) */
  windowEnd: CalendarDate;
  /** The injection that answered the dose (on-time or late only). */
  injectionId?: string;
  takenDate?: CalendarDate;
}

export interface NextDue {
  /** nextInjectionDate: the due day of the first dose neither taken nor missed. */
  dueDate: CalendarDate;
  /** dueDate - today in days, negative once past. */
  daysUntilNext: number;
  /** today > dueDate. */
  isOverdue: boolean;
  /** Interval of the version in force on the due day. */
  intervalDays: number;
}

export interface Schedule {
  /** Every dose due from the start date up to and including the first upcoming one. */
  doses: ScheduledDose[];
  /** Ids of injections that answer no dose (before the start, outside every window, a
   *  second one in a window, on a paused day), ordered by day. Kept, never counted. */
  extra: string[];
  /** Null with no prescription or while paused with no resume day. */
  nextDue: NextDue | null;
}

/** Tolerance T in days for an interval I: 1 when I >= 7, else 0. */
export function toleranceDays(intervalDays: number): number {
  return intervalDays >= 7 ? 1 : 0;
}

interface Segment {
  from: number;
  intervalDays: number;
}

interface PauseSpan {
  from: number;
  /** Resume day (exclusive); Infinity while still paused. */
  to: number;
}

export function assertInterval(intervalDays: number): void {
  if (!Number.isInteger(intervalDays) || intervalDays < 1) {
    throw new RangeError(`intervalDays must be a whole number of days >= 1, got ${intervalDays}`);
  }
}

/** Versions by effectiveFrom; of two with the same day, the one given later wins. */
function orderVersions(versions: readonly PrescriptionVersion[]): PrescriptionVersion[] {
  const byDay = new Map<number, PrescriptionVersion>();
  for (const version of versions) {
    assertInterval(version.intervalDays);
    toEpochDay(version.startDate);
    byDay.set(toEpochDay(version.effectiveFrom), version);
  }
  return [...byDay.entries()].sort(([a], [b]) => a - b).map(([, version]) => version);
}

/**
 * The version in force on `date`: the latest effective on or before it, or the earliest
 * version for days before every version (the first prescription covers the history before
 * it was entered). Undefined with no versions.
 */
export function versionInForce(
  versions: readonly PrescriptionVersion[],
  date: CalendarDate,
): PrescriptionVersion | undefined {
  const ordered = orderVersions(versions);
  let found = ordered[0];
  for (const version of ordered) {
    if (version.effectiveFrom <= date) found = version;
  }
  return found;
}

/** The pause in force on `date` (begun on or before it, not yet resumed), if any. */
export function pauseOn(pauses: readonly Pause[], date: CalendarDate): Pause | undefined {
  return pauses.find((p) => p.from <= date && (!p.to || p.to > date));
}

/** Whether treatment is paused on `date`: the one rule the prescription, dashboard and
 *  analytics show. */
export function isPaused(pauses: readonly Pause[], date: CalendarDate): boolean {
  return pauseOn(pauses, date) !== undefined;
}

/** Merged, ordered pause spans; empty or inverted pauses are ignored. */
function mergePauses(pauses: readonly Pause[]): PauseSpan[] {
  const spans = pauses
    .map((pause) => ({
      from: toEpochDay(pause.from),
      to: pause.to == null ? Infinity : toEpochDay(pause.to),
    }))
    .filter((span) => span.to > span.from)
    .sort((a, b) => a.from - b.from || a.to - b.to);
  const merged: PauseSpan[] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span.from <= last.to) last.to = Math.max(last.to, span.to);
    else merged.push({ ...span });
  }
  return merged;
}

class Timeline {
  constructor(
    private readonly segments: Segment[],
    private readonly pauses: PauseSpan[],
  ) {}

  intervalOn(day: number): number {
    let interval = this.segments[0]?.intervalDays ?? 1;
    for (const segment of this.segments) {
      if (segment.from <= day) interval = segment.intervalDays;
      else break;
    }
    return interval;
  }

  pauseAt(day: number): PauseSpan | undefined {
    return this.pauses.find((span) => span.from <= day && day < span.to);
  }

  isPaused(day: number): boolean {
    return this.pauseAt(day) !== undefined;
  }

  /** First day >= lower with day - anchor >= the interval in force on that day. */
  private firstIntervalDay(lower: number, anchor: number): number {
    for (let k = 0; k < this.segments.length; k++) {
      const segment = this.segments[k] as Segment;
      const end = this.segments[k + 1]?.from ?? Infinity;
      const candidate = Math.max(segment.from, lower, anchor + segment.intervalDays);
      if (candidate < end) return candidate;
    }
    throw new Error('unreachable: the last segment is open-ended');
  }

  /**
   * The due day of the dose after `anchor` (or, with no anchor, the first unpaused day from
   * `lower`): unpaused, and at least the interval in force then after the anchor. Null when an
   * open pause swallows it.
   */
  dueFrom(lower: number, anchor: number | null): number | null {
    let from = lower;
    for (;;) {
      const day = anchor === null ? from : this.firstIntervalDay(from, anchor);
      const pause = this.pauseAt(day);
      if (!pause) return day;
      if (pause.to === Infinity) return null;
      from = pause.to;
    }
  }
}

interface OrderedInjection {
  id: string;
  day: number;
  ms: number;
}

function orderInjections(injections: readonly ScheduleInjection[]): OrderedInjection[] {
  return injections
    .map((injection) => ({
      id: injection.id,
      day: toEpochDay(injection.localDate),
      ms: injection.takenAt === undefined ? Infinity : instantMs(injection.takenAt),
    }))
    .sort((a, b) => a.day - b.day || a.ms - b.ms || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Walks the doses from the start date and answers each with the injections given. */
export function computeSchedule(input: ScheduleInput): Schedule {
  const today = toEpochDay(input.today);
  const injections = orderInjections(input.injections);
  const versions = orderVersions(input.versions);
  const latest = versions[versions.length - 1];
  if (!latest) return { doses: [], extra: injections.map((i) => i.id), nextDue: null };

  const segments: Segment[] = versions.map((version, index) => ({
    from: index === 0 ? -Infinity : toEpochDay(version.effectiveFrom),
    intervalDays: version.intervalDays,
  }));
  const timeline = new Timeline(segments, mergePauses(input.pauses ?? []));
  const start = toEpochDay(latest.startDate);

  const doses: ScheduledDose[] = [];
  const answered = new Set<string>();
  let nextDue: NextDue | null = null;
  let cursor = 0;
  let due = timeline.dueFrom(start, null);

  while (due !== null) {
    const interval = timeline.intervalOn(due);
    const tolerance = toleranceDays(interval);
    // The day after which, untaken, this dose is missed and the next falls due.
    const ifMissed = timeline.dueFrom(due + 1, due);
    let end = due + interval - tolerance - 1;
    if (ifMissed !== null) {
      end = Math.min(end, ifMissed - toleranceDays(timeline.intervalOn(ifMissed)) - 1);
    }
    end = Math.max(end, due);
    const onTimeEnd = Math.min(due + tolerance, end);
    const windowStart = Math.max(due - tolerance, start);
    const pauseAtEnd = timeline.pauseAt(end);
    const close = pauseAtEnd ? pauseAtEnd.from - 1 : end;

    while (
      cursor < injections.length &&
      (injections[cursor] as OrderedInjection).day < windowStart
    ) {
      cursor++;
    }
    let match: OrderedInjection | undefined;
    for (let k = cursor; k < injections.length; k++) {
      const candidate = injections[k] as OrderedInjection;
      if (candidate.day > close) break;
      if (!timeline.isPaused(candidate.day)) {
        match = candidate;
        cursor = k + 1;
        break;
      }
    }

    const dueDate = fromEpochDay(due);
    const windowEnd = fromEpochDay(close);
    if (match) {
      answered.add(match.id);
      doses.push({
        dueDate,
        status: match.day <= onTimeEnd ? 'on-time' : 'late',
        intervalDays: interval,
        windowEnd,
        injectionId: match.id,
        takenDate: fromEpochDay(match.day),
      });
      // Never on or before this dose's own day, even when a version change shortens the
      // interval right after an early injection.
      due = timeline.dueFrom(Math.max(match.day, due) + 1, match.day);
    } else if (close < today) {
      doses.push({ dueDate, status: 'missed', intervalDays: interval, windowEnd });
      due = ifMissed;
    } else {
      doses.push({ dueDate, status: 'upcoming', intervalDays: interval, windowEnd });
      nextDue = {
        dueDate,
        daysUntilNext: due - today,
        isOverdue: today > due,
        intervalDays: interval,
      };
      break;
    }
  }

  return {
    doses,
    extra: injections.filter((i) => !answered.has(i.id)).map((i) => i.id),
    nextDue,
  };
}
