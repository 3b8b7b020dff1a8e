import { describe, expect, it } from 'vitest';
import { band, calibrate } from './calibration.js';
import { estimatedLevel, pkParameters, type PkDose } from './pk-model.js';

const day = 86_400_000;
const t0 = Date.parse('2026-01-05T09:00:00Z');
const doses: PkDose[] = Array.from({ length: 16 }, (_, i) => ({
  atMs: t0 + i * 7 * day,
  mg: 80,
  ester: 'cypionate',
  route: 'SubQ',
}));

/** A fixed pseudo-random sequence, so the test is the same on every run. */
function noise(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31 - 0.5;
  };
}

describe('calibration to the person’s labs', () => {
  it('recovers a known scale factor from synthetic labs within 5 %', () => {
    for (const trueScale of [0.6, 1.37, 2.2]) {
      const jitter = noise(Math.round(trueScale * 100));
      const labs = [3, 6, 9, 12, 15].map((week) => {
        const atMs = t0 + (week * 7 + 3.5) * day;
        // up to +-4 % measurement noise on each result
        return { atMs, ngDl: estimatedLevel(doses, atMs, trueScale) * (1 + 0.08 * jitter()) };
      });
      const fit = calibrate(doses, labs);
      expect(Math.abs(fit.scale / trueScale - 1)).toBeLessThan(0.05);
      expect(fit.points).toBe(5);
      expect(fit.relativeSd).toBeGreaterThanOrEqual(0.1);
    }
  });

  it('keeps the population estimate and its wide band without labs', () => {
    const fit = calibrate(doses, []);
    expect(fit).toEqual({ scale: 1, relativeSd: pkParameters.priorRelativeSd, points: 0 });
  });

  it('keeps the scale within bounds for an implausible result', () => {
    const atMs = t0 + 24.5 * day;
    expect(calibrate(doses, [{ atMs, ngDl: 60_000 }]).scale).toBe(5);
  });

  it('draws the band around the dose part, wider with a larger spread', () => {
    const narrow = band(620, 0.1);
    const wide = band(620, 0.3);
    expect(narrow.low).toBeLessThan(620);
    expect(narrow.high).toBeGreaterThan(620);
    expect(wide.high - wide.low).toBeGreaterThan(narrow.high - narrow.low);
    expect(band(pkParameters.baselineNgDl, 0.3)).toEqual({ low: 20, high: 20 });
  });
});
