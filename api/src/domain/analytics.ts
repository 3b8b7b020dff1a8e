import { addDays, diffDays, type CalendarDate } from './calendar-dates.js';
import { isInjectionSite, sitesForRoute } from './treatment/sites.js';
import { type DoseStatus, type InjectionRoute, type ScheduledDose } from './treatment/schedule.js';
import type { DateWindow } from './treatment/adherence.js';

/** Analytics periods: rolling windows ending today (product.md). */
export const periodDays = { week: 7, month: 30, quarter: 90, year: 365 } as const;
export type Period = keyof typeof periodDays;

export interface MoodPoint {
  date: CalendarDate;
  mood: number;
  energy: number | null;
}

export interface InjectionDay {
  localDate: CalendarDate;
  site: string;
}

function average(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return Math.round((values.reduce((sum, v) => sum + v, 0) / values.length) * 100) / 100;
}

export function inWindow(date: CalendarDate, window: DateWindow): boolean {
  return date >= window.startDate && date <= window.endDate;
}

/**
 * How often each site was used in the window (rotation balance): every site valid for the
 * person's route listed (an IM plan lists no abdomen, a SubQ plan no glutes or deltoids; no
 * route, every site), and another site only when it was used in the window, so history is
 * never hidden.
 */
export function siteCounts(
  injections: readonly InjectionDay[],
  window: DateWindow,
  route?: InjectionRoute | null,
): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(
    sitesForRoute(route).map((site) => [site, 0]),
  );
  for (const injection of injections) {
    if (inWindow(injection.localDate, window) && isInjectionSite(injection.site))
      counts[injection.site] = (counts[injection.site] ?? 0) + 1;
  }
  return counts;
}

export function moodAverages(
  points: readonly MoodPoint[],
  window: DateWindow,
): { mood: number | null; energy: number | null } {
  const inside = points.filter((p) => inWindow(p.date, window));
  return {
    mood: average(inside.map((p) => p.mood)),
    energy: average(inside.flatMap((p) => (p.energy === null ? [] : [p.energy]))),
  };
}

/**
 * Mood by days since the last injection (on or before the check-in's day): does mood dip
 * before the next dose? One bucket per day count that has check-ins, in order.
 */
export function moodByDaySinceInjection(
  points: readonly MoodPoint[],
  injections: readonly InjectionDay[],
  window: DateWindow,
): { daysSinceInjection: number; moodAverage: number; checkins: number }[] {
  const days = [...new Set(injections.map((i) => i.localDate))].sort();
  const buckets = new Map<number, number[]>();
  for (const point of points) {
    if (!inWindow(point.date, window)) continue;
    let last: CalendarDate | undefined;
    for (const day of days) {
      if (day <= point.date) last = day;
      else break;
    }
    if (!last) continue;
    const since = diffDays(last, point.date);
    buckets.set(since, [...(buckets.get(since) ?? []), point.mood]);
  }
  return [...buckets.entries()]
    .sort(([a], [b]) => a - b)
    .map(([daysSinceInjection, moods]) => ({
      daysSinceInjection,
      moodAverage: average(moods) ?? 0,
      checkins: moods.length,
    }));
}

export interface SeriesDay {
  date: CalendarDate;
  mood: number | null;
  energy: number | null;
  injected: boolean;
  /** The status of a dose due that day, if one was. */
  dose: DoseStatus | null;
  /** Journal entries written that day. */
  journal: number;
}

/** One row per calendar day of the window, for charts. */
export function dailySeries(
  window: DateWindow,
  points: readonly MoodPoint[],
  injections: readonly InjectionDay[],
  doses: readonly ScheduledDose[],
  journalDays: readonly CalendarDate[],
): SeriesDay[] {
  const mood = new Map(points.map((p) => [p.date, p]));
  const injected = new Set(injections.map((i) => i.localDate));
  const due = new Map(doses.map((d) => [d.dueDate, d.status]));
  const journal = new Map<string, number>();
  for (const day of journalDays) journal.set(day, (journal.get(day) ?? 0) + 1);
  const series: SeriesDay[] = [];
  for (let date = window.startDate; date <= window.endDate; date = addDays(date, 1)) {
    const point = mood.get(date);
    series.push({
      date,
      mood: point?.mood ?? null,
      energy: point?.energy ?? null,
      injected: injected.has(date),
      dose: due.get(date) ?? null,
      journal: journal.get(date) ?? 0,
    });
  }
  return series;
}

/** How far each due dose in the window was taken from its due day (dose timing vs schedule). */
export function doseTiming(doses: readonly ScheduledDose[], window: DateWindow) {
  return doses
    .filter((d) => inWindow(d.dueDate, window))
    .map((d) => ({
      dueDate: d.dueDate,
      takenDate: d.takenDate ?? null,
      status: d.status,
      offsetDays: d.takenDate ? diffDays(d.dueDate, d.takenDate) : null,
    }));
}
