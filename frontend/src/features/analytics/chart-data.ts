import { injectionSites } from '@stride/api/contracts/treatment';
import type { Analytics, DoseStatus, DoseTiming, SeriesDay } from '../../entities/analytics';
import { periodPhrase, type AnalyticsPeriod } from './period';

/**
 * Data shaping for the analytics charts and their text alternatives: the API's answer in,
 * points, bars, table rows and one-sentence summaries out. No React, no DOM.
 */

/** '92%', or '—' when nothing was due (a rate of nothing is not 100). */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${rate}%`;
}

/** A 1-5 average to one decimal ('3.8'), or '—' with no check-ins. */
export function formatScore(value: number | null): string {
  return value === null ? '—' : value.toFixed(1);
}

/** 'dose' / 'doses'. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

const siteWords: Record<string, string> = {
  'left-thigh': 'Left thigh',
  'right-thigh': 'Right thigh',
  'left-glute': 'Left glute',
  'right-glute': 'Right glute',
  'left-deltoid': 'Left deltoid',
  'right-deltoid': 'Right deltoid',
  'left-abdomen': 'Left abdomen',
  'right-abdomen': 'Right abdomen',
};

/** 'Left thigh' for 'left-thigh' (an unknown site is shown as sent). */
export function siteLabel(site: string): string {
  return siteWords[site] ?? site;
}

// Headline figures

export interface HeadlineFigure {
  id: 'adherence' | 'on-time' | 'taken' | 'late-missed' | 'mood' | 'energy' | 'journal';
  label: string;
  value: string;
  detail: string;
}

export function headlineFigures(a: Analytics): HeadlineFigure[] {
  const onTime = a.dosesTaken - a.dosesLate;
  return [
    {
      id: 'adherence',
      label: 'Adherence',
      value: formatRate(a.adherenceRate),
      detail: a.dosesScheduled === 0 ? 'No doses due yet' : 'of due doses taken',
    },
    {
      id: 'on-time',
      label: 'On-time rate',
      value: formatRate(a.onTimeRate),
      detail: a.dosesScheduled === 0 ? 'No doses due yet' : `${plural(onTime, 'dose')} on time`,
    },
    {
      id: 'taken',
      label: 'Doses taken',
      value: `${a.dosesTaken} of ${a.dosesScheduled}`,
      detail: 'taken of scheduled',
    },
    {
      id: 'late-missed',
      label: 'Late / missed',
      value: `${a.dosesLate} / ${a.dosesMissed}`,
      detail: `${a.dosesLate} late, ${a.dosesMissed} missed`,
    },
    {
      id: 'mood',
      label: 'Average mood',
      value: formatScore(a.moodAverage),
      detail:
        a.checkinCount === 0
          ? 'No check-ins yet'
          : `out of 5, ${plural(a.checkinCount, 'check-in')}`,
    },
    {
      id: 'energy',
      label: 'Average energy',
      value: formatScore(a.energyAverage),
      detail: a.energyAverage === null ? 'No energy scores yet' : 'out of 5',
    },
    {
      id: 'journal',
      label: 'Journal entries',
      value: String(a.journalCount),
      detail: a.journalCount === 1 ? 'entry written' : 'entries written',
    },
  ];
}

// Adherence over time: one cell per dose due in the window, oldest first

export interface DoseCell {
  dueDate: string;
  takenDate: string | null;
  status: DoseStatus;
  /** Adherence over the doses due so far (upcoming ones not counted), or null before any. */
  runningRate: number | null;
}

export function adherenceCells(timing: readonly DoseTiming[]): DoseCell[] {
  let due = 0;
  let taken = 0;
  return [...timing]
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate))
    .map((dose) => {
      if (dose.status !== 'upcoming') {
        due += 1;
        if (dose.status !== 'missed') taken += 1;
      }
      return {
        dueDate: dose.dueDate,
        takenDate: dose.takenDate,
        status: dose.status,
        runningRate: due === 0 ? null : Math.round((taken / due) * 100),
      };
    });
}

/** 'You took 4 of 4 doses on time in the last 30 days.' and its variants. */
export function adherenceSummary(a: Analytics): string {
  const phrase = periodPhrase(a.period);
  if (a.dosesScheduled === 0) return `No doses were due ${phrase}.`;
  const onTime = a.dosesTaken - a.dosesLate;
  if (onTime === a.dosesScheduled) {
    return `You took ${a.dosesTaken} of ${a.dosesScheduled} doses on time ${phrase}.`;
  }
  const parts = [`${onTime} on time`];
  if (a.dosesLate > 0) parts.push(`${a.dosesLate} late`);
  if (a.dosesMissed > 0) parts.push(`${a.dosesMissed} missed`);
  return `You took ${a.dosesTaken} of ${a.dosesScheduled} doses ${phrase}: ${listWords(parts)}.`;
}

// Dose timing against the schedule

export interface TimingPoint {
  dueDate: string;
  takenDate: string | null;
  status: Exclude<DoseStatus, 'upcoming'>;
  /** Days from the due day to the day it was taken (negative: early); null when missed. */
  offsetDays: number | null;
}

/** The doses already decided (taken or missed), oldest first; upcoming ones are not plotted. */
export function timingPoints(timing: readonly DoseTiming[]): TimingPoint[] {
  return [...timing]
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate))
    .flatMap((d) =>
      d.status === 'upcoming'
        ? []
        : [
            {
              dueDate: d.dueDate,
              takenDate: d.takenDate,
              status: d.status,
              offsetDays: d.status === 'missed' ? null : d.offsetDays,
            },
          ],
    );
}

/** The y range of the timing chart: whole days, always including the due day (0) and ±1. */
export function timingRange(points: readonly TimingPoint[]): { min: number; max: number } {
  const offsets = points.flatMap((p) => (p.offsetDays === null ? [] : [p.offsetDays]));
  return { min: Math.min(-1, ...offsets), max: Math.max(1, ...offsets) };
}

/** 'Early by 1 day', 'On the due day', 'Late by 3 days', 'Missed'. */
export function offsetText(point: Pick<TimingPoint, 'offsetDays' | 'status'>): string {
  if (point.status === 'missed' || point.offsetDays === null) return 'Missed';
  if (point.offsetDays === 0) return 'On the due day';
  const days = plural(Math.abs(point.offsetDays), 'day');
  return point.offsetDays < 0 ? `${days} early` : `${days} after`;
}

export function timingSummary(points: readonly TimingPoint[], period: AnalyticsPeriod): string {
  const phrase = periodPhrase(period);
  if (points.length === 0) return `No doses were due ${phrase}.`;
  const offsets = points.flatMap((p) => (p.offsetDays === null ? [] : [p.offsetDays]));
  const onDay = offsets.filter((o) => o === 0).length;
  const early = offsets.filter((o) => o < 0).length;
  const after = offsets.filter((o) => o > 0);
  const missed = points.length - offsets.length;
  const parts = [`${onDay} taken on the due day`];
  if (early > 0) parts.push(`${early} early`);
  if (after.length > 0) {
    parts.push(`${after.length} after it (by up to ${plural(Math.max(...after), 'day')})`);
  }
  if (missed > 0) parts.push(`${missed} missed`);
  return `Of ${plural(points.length, 'dose')} due ${phrase}: ${listWords(parts)}.`;
}

// Site rotation

export interface SiteBar {
  site: string;
  label: string;
  count: number;
}

/** Every site in the body's order (thighs, glutes, deltoids, abdomen), then any unknown one. */
export function siteBars(counts: Readonly<Record<string, number>>): SiteBar[] {
  // The server lists the sites valid for the person's route (and any other one used): keep
  // the picker's order for those, never add a site it left out.
  const known = (injectionSites as readonly string[]).filter((site) => site in counts);
  const extra = Object.keys(counts).filter((site) => !known.includes(site));
  return [...known, ...extra].map((site) => ({
    site,
    label: siteLabel(site),
    count: counts[site] ?? 0,
  }));
}

export function siteSummary(bars: readonly SiteBar[], period: AnalyticsPeriod): string {
  const phrase = periodPhrase(period);
  const total = bars.reduce((sum, b) => sum + b.count, 0);
  if (total === 0) return `No injections were logged ${phrase}.`;
  const usedBars = bars.filter((b) => b.count > 0);
  const used = `You used ${usedBars.length} of ${bars.length} sites for ${plural(total, 'injection')} ${phrase}`;
  const most = Math.max(...usedBars.map((b) => b.count));
  const top = usedBars.filter((b) => b.count === most).map((b) => b.label.toLowerCase());
  if (usedBars.length > 1 && top.length === usedBars.length) {
    return `${used}, each ${most === 1 ? 'once' : `${most} times`}.`;
  }
  if (usedBars.length === 1) return `${used}, all in the ${top[0]}.`;
  return `${used}; most often the ${listWords(top)} (${plural(most, 'time')}).`;
}

// Mood against days since the last injection

export interface MoodByDayBar {
  day: number;
  label: string;
  mood: number;
  checkins: number;
}

/** 'Injection day', 'Day 1', 'Day 2'… */
export function dayLabel(day: number): string {
  return day === 0 ? 'Injection day' : `Day ${day}`;
}

export function moodByDayBars(buckets: Analytics['moodByDaySinceInjection']): MoodByDayBar[] {
  return [...buckets]
    .sort((a, b) => a.daysSinceInjection - b.daysSinceInjection)
    .map((b) => ({
      day: b.daysSinceInjection,
      label: dayLabel(b.daysSinceInjection),
      mood: b.moodAverage,
      checkins: b.checkins,
    }));
}

function afterWords(day: number): string {
  return day === 0 ? 'on injection day' : `${plural(day, 'day')} after an injection`;
}

export function moodByDaySummary(bars: readonly MoodByDayBar[], period: AnalyticsPeriod): string {
  if (bars.length === 0) return `No check-ins after an injection ${periodPhrase(period)}.`;
  const high = bars.reduce((best, b) => (b.mood > best.mood ? b : best));
  const low = bars.reduce((worst, b) => (b.mood < worst.mood ? b : worst));
  if (high.mood === low.mood) {
    return `Mood averaged ${formatScore(high.mood)} whatever the day since the injection.`;
  }
  return `Mood was highest ${afterWords(high.day)} (${formatScore(high.mood)}) and lowest ${afterWords(low.day)} (${formatScore(low.mood)}).`;
}

// Mood and energy trend

export interface TrendPoint {
  /** The row of the series (0 = the window's first day). */
  index: number;
  value: number;
}

/** Runs of consecutive days with a score: a line is drawn within a run, a gap between runs. */
export function trendSegments(
  series: readonly SeriesDay[],
  key: 'mood' | 'energy',
): TrendPoint[][] {
  const segments: TrendPoint[][] = [];
  let current: TrendPoint[] = [];
  series.forEach((day, index) => {
    const value = day[key];
    if (value === null) {
      if (current.length > 0) segments.push(current);
      current = [];
    } else {
      current.push({ index, value });
    }
  });
  if (current.length > 0) segments.push(current);
  return segments;
}

export function trendSummary(a: Analytics): string {
  const phrase = periodPhrase(a.period);
  if (a.checkinCount === 0) return `No check-ins ${phrase}.`;
  const energy = a.energyAverage === null ? '' : ` and energy ${formatScore(a.energyAverage)}`;
  return `Mood averaged ${formatScore(a.moodAverage)}${energy} out of 5 over ${plural(a.checkinCount, 'check-in')} ${phrase}.`;
}

/** The series rows that have something to list in a table (a check-in, an injection or a dose). */
export function trendRows(series: readonly SeriesDay[]): SeriesDay[] {
  return series.filter((d) => d.mood !== null || d.energy !== null || d.injected);
}

/**
 * Up to `max` evenly spaced indices of `count` rows, always the first and the last: the
 * x-axis ticks of a date axis.
 */
export function evenTicks(count: number, max: number): number[] {
  if (count <= 0) return [];
  if (count === 1 || max <= 1) return [0];
  const steps = Math.min(max, count) - 1;
  const ticks = new Set<number>();
  for (let i = 0; i <= steps; i++) ticks.add(Math.round((i * (count - 1)) / steps));
  return [...ticks];
}

/** 'a, b and c'. */
export function listWords(words: readonly string[], last = 'and'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${last} ${words[words.length - 1]}`;
}
