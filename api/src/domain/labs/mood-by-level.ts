/**
 * Mood and energy against the estimated testosterone level: each check-in is read with the
 * level estimated at its day (noon, local) and the place in the injection cycle then (trough,
 * mid, peak: lab-timing.ts), and averaged by place and by level band. An estimate beside the
 * person's own ratings, for a conversation with a provider; never a dosing instruction.
 */
import type { CyclePlace } from './lab-timing.js';

export interface LevelledCheckin {
  mood: number | null;
  energy: number | null;
  /** Estimated total testosterone that day, ng/dL; null before any logged dose. */
  level: number | null;
  place: CyclePlace | null;
}

export interface MoodGroup {
  mood: number | null;
  energy: number | null;
  checkins: number;
}

/** Level bands, ng/dL: below the usual target, the target's halves, above it. */
export const levelBands = [
  { id: 'below-400', label: 'Under 400', low: 0, high: 400 },
  { id: '400-550', label: '400–550', low: 400, high: 550 },
  { id: '550-700', label: '550–700', low: 550, high: 700 },
  { id: 'above-700', label: 'Over 700', low: 700, high: Number.POSITIVE_INFINITY },
] as const;

const places: readonly CyclePlace[] = ['trough', 'mid', 'peak'];

function average(values: number[]): number | null {
  if (values.length === 0) return null;
  return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
}

function group(rows: readonly LevelledCheckin[]): MoodGroup {
  return {
    mood: average(rows.flatMap((r) => (r.mood === null ? [] : [r.mood]))),
    energy: average(rows.flatMap((r) => (r.energy === null ? [] : [r.energy]))),
    checkins: rows.length,
  };
}

export function moodByLevel(rows: readonly LevelledCheckin[]) {
  const withLevel = rows.filter((r) => r.level !== null);
  return {
    byPlace: places.map((place) => ({
      place,
      ...group(withLevel.filter((r) => r.place === place)),
    })),
    /** Trough days against every other day with an estimate. */
    troughVsOther: {
      trough: group(withLevel.filter((r) => r.place === 'trough')),
      other: group(withLevel.filter((r) => r.place !== 'trough')),
    },
    bands: levelBands.map((b) => ({
      band: b.id,
      label: b.label,
      ...group(withLevel.filter((r) => r.level! >= b.low && r.level! < b.high)),
    })),
  };
}
export type MoodByLevel = ReturnType<typeof moodByLevel>;
