/**
 * Scales the level estimate to the person's own total testosterone results: the dose part of
 * the model is multiplied by one factor k chosen by least squares over the measured points,
 *
 *   minimise sum_i (y_i - b - k * m_i)^2   =>   k = sum_i m_i (y_i - b) / sum_i m_i^2
 *
 * (y_i a lab value, m_i the model's dose part at the draw, b the baseline). k stands for what
 * differs between people (clearance, body size, absorption). It is kept within 0.2-5: outside
 * that, a result is more likely a unit mix-up or a missed log than a body.
 *
 * The uncertainty band is multiplicative around the dose part: exp(+-s), where s is the prior
 * spread between people (about 32 %, pk-model.ts) with no labs, and with labs the root mean
 * square of the log residuals (at least 10 %, and never narrower than the prior with one point,
 * which cannot show its own scatter: with one result s is half the prior).
 */
import { doseLevel, pkParameters, type PkDose } from './pk-model.js';

export interface LabPoint {
  atMs: number;
  /** Total testosterone, ng/dL. */
  ngDl: number;
}

export interface Calibration {
  scale: number;
  /** Relative spread of the band (log scale): the band is level * exp(+-relativeSd). */
  relativeSd: number;
  /** How many results the scale was fitted to (0: the population estimate). */
  points: number;
}

export const scaleBounds = { min: 0.2, max: 5 } as const;
const minRelativeSd = 0.1;

export function calibrate(doses: readonly PkDose[], labs: readonly LabPoint[]): Calibration {
  const b = pkParameters.baselineNgDl;
  const pairs = labs
    .map((lab) => ({ y: lab.ngDl, m: doseLevel(doses, lab.atMs) }))
    .filter((p) => Number.isFinite(p.y) && p.y > 0);
  let num = 0;
  let den = 0;
  for (const { y, m } of pairs) {
    num += m * (y - b);
    den += m * m;
  }
  if (den <= 1e-9) return { scale: 1, relativeSd: pkParameters.priorRelativeSd, points: 0 };
  const scale = Math.min(scaleBounds.max, Math.max(scaleBounds.min, num / den));
  const fitted = pairs.filter((p) => p.m > 0);
  if (fitted.length === 1)
    return { scale, relativeSd: pkParameters.priorRelativeSd / 2, points: 1 };
  let squares = 0;
  for (const { y, m } of fitted) squares += Math.log(y / (b + scale * m)) ** 2;
  const rms = Math.sqrt(squares / (fitted.length - 1));
  return { scale, relativeSd: Math.max(minRelativeSd, rms), points: fitted.length };
}

/** The band around an estimate: the dose part times exp(-sd) and exp(+sd), plus the baseline. */
export function band(level: number, relativeSd: number): { low: number; high: number } {
  const b = pkParameters.baselineNgDl;
  const part = Math.max(0, level - b);
  return { low: b + part * Math.exp(-relativeSd), high: b + part * Math.exp(relativeSd) };
}
