// The rules' choices are written at the top of dashboard.ts.
// ---------------------------------------------------------------------------------------------
// Levels

/** XP thresholds of levels 1 to 11 (section 9). */
export const levelThresholds: readonly number[] = Object.freeze([
  0, 100, 250, 500, 1000, 2000, 3500, 5500, 8000, 12000, 17000,
]);

/** The highest level. */
export const maxLevel = levelThresholds.length;

export interface LevelInfo {
  /** The highest level whose threshold is <= xp (1 to 11). */
  level: number;
  xp: number;
  /** nextThreshold - xp; 0 at the highest level. */
  xpToNext: number;
  /** (xp - currentFloor) / (nextThreshold - currentFloor) x 100, unrounded; 100 at the top. */
  progressPercent: number;
  /** Threshold of the current level. */
  currentFloor: number;
  /** Threshold of the next level; null at the highest level. */
  nextThreshold: number | null;
}

export function assertCount(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole number >= 0, got ${value}`);
  }
}

/** Level, XP to the next level and progress for an XP total (a whole number >= 0). */
export function levelFor(xp: number): LevelInfo {
  assertCount('xp', xp);
  let index = 0;
  for (let k = 0; k < levelThresholds.length; k++) {
    if ((levelThresholds[k] as number) <= xp) index = k;
  }
  const currentFloor = levelThresholds[index] as number;
  const next = levelThresholds[index + 1];
  if (next === undefined) {
    return {
      level: index + 1,
      xp,
      xpToNext: 0,
      progressPercent: 100,
      currentFloor,
      nextThreshold: null,
    };
  }
  return {
    level: index + 1,
    xp,
    xpToNext: next - xp,
    progressPercent: ((xp - currentFloor) / (next - currentFloor)) * 100,
    currentFloor,
    nextThreshold: next,
  };
}
