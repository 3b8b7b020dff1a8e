/**
 * An estimate of total serum testosterone over time from logged doses: a linear one-compartment
 * model with first-order release from an injection depot, doses summed by superposition, on top
 * of a small endogenous baseline. An estimate for a conversation with a provider, never a dosing
 * instruction.
 *
 * For one dose of D mg (of the ester) given at t = 0, the level t days later is
 *
 *   C(t) = D * E * ka * ke / (ke - ka) * (exp(-ka t) - exp(-ke t))      [ng/dL]
 *
 * whose area is D * E (the kernel integrates to 1), and the level at any time is the baseline
 * plus the sum of C over every earlier dose. `ka` is the release rate from the oil depot, which
 * is what sets the apparent half-life of an ester (the "flip-flop" case: free testosterone
 * itself is cleared in hours), and `ke` the rate of the rise to the peak.
 *
 * Parameters, fitted by us from published summary data (no other simulator's parameters used):
 * - Exposure per mg, E (AUC per mg of ester, ng/dL*day/mg): Am J Health-Syst Pharm 2018;75(6):
 *   351-358 (doi:10.2146/ajhp170160), 14 trans men on weekly cypionate or enanthate, measured the
 *   dose-normalised AUC over the week (weeks 3 and 11 of a crossover): IM 1.9 +- 0.6 and SC
 *   1.7 +- 0.6 nmol*day/L per mg (p > 0.05). Times 28.842 (ng/dL per nmol/L): IM 54.8, SubQ
 *   49.0 ng/dL*day/mg. The spread (0.6/1.9, about 32 %)
 *   is the model's prior uncertainty before the person's own labs narrow it (calibration.ts).
 * - Release half-lives (ka = ln 2 / t1/2): cypionate about 8 days (Depo-Testosterone prescribing
 *   information), enanthate about 4.5 days (Behre & Nieschlag, in Nieschlag & Behre (eds.),
 *   Testosterone: Action, Deficiency, Substitution; chapter and edition not checked here),
 *   undecanoate about 20 days (Zhang et al. 1998, tea-seed-oil formulation; the journal
 *   reference is NOT verified: it may be J Androl 1998;19:761 rather than a JCEM paper.
 *   Castor-oil products report longer terminal half-lives, about 34 days, so the undecanoate
 *   estimate is the least certain).
 * - Rise (ke = ln 2 / t1/2): 0.5 day after IM, so the modelled peak falls about 2 days after an
 *   IM cypionate or enanthate dose, within the 1-3 days reported for IM esters (Snyder &
 *   Lawrence, JCEM 1980;51:1335, enanthate in hypogonadal men; reference not re-checked here);
 *   1 day after SubQ, flatter: McFarland et al., J Endocr Soc 2017;1(8):1095 found SC weekly
 *   cypionate levels stable through the week (627 +- 206 ng/dL over seven samples between
 *   injections).
 * - Endogenous baseline 20 ng/dL: testosterone in people assigned female at birth is typically
 *   about 15-70 ng/dL before treatment and is partly suppressed by exogenous testosterone.
 * - Undecanoate carries less testosterone per mg of ester (288.4 / 456.7 = 0.63 vs about 0.71
 *   for cypionate and enanthate), so its E is the IM value times 0.63 / 0.71.
 *
 * Check (pk-model.test.ts): 100 mg cypionate IM weekly averages 100 * 54.8 / 7 + 20 = 803 ng/dL
 * at steady state. Expected band 600-1000 ng/dL: Spratt et al., JCEM 2017;102(7):2349 (63
 * trans men on weekly SUBCUTANEOUS cypionate or enanthate, titrated from 50 mg) reported a
 * mean total testosterone of 702 ng/dL on a median 75-80 mg weekly (scaled linearly to 100
 * mg: about 880-940), and McFarland 2017 (11 trans men, weekly SC cypionate) 627 +- 206
 * ng/dL on their own titrated doses. Both are SC data set against an IM model: the band is
 * wide on purpose. (AJHP 2018, McFarland 2017 and Spratt 2017 were checked against their
 * abstracts.)
 */

export type Ester = 'cypionate' | 'enanthate' | 'undecanoate';
export type PkRoute = 'IM' | 'SubQ';

export interface PkDose {
  /** When the dose was given, epoch ms. */
  atMs: number;
  /** mg of the ester (the labelled strength, e.g. 200 mg/mL cypionate). */
  mg: number;
  ester: Ester;
  route: PkRoute;
}

const ln2 = Math.LN2;
const ngPerDlPerNmolPerL = 28.842;
const testosteroneFraction = {
  cypionate: 288.42 / 412.6,
  enanthate: 288.42 / 400.6,
  undecanoate: 288.42 / 456.7,
};
const shortEsterFraction = (testosteroneFraction.cypionate + testosteroneFraction.enanthate) / 2;

export const pkParameters = {
  baselineNgDl: 20,
  /** AUC per mg of ester, ng/dL*day/mg (cypionate and enanthate; undecanoate scaled below). */
  exposurePerMg: { IM: 1.9 * ngPerDlPerNmolPerL, SubQ: 1.7 * ngPerDlPerNmolPerL },
  releaseHalfLifeDays: { cypionate: 8, enanthate: 4.5, undecanoate: 20 },
  riseHalfLifeDays: { IM: 0.5, SubQ: 1 },
  /** Relative spread of exposure between people (0.6 / 1.9), the prior uncertainty. */
  priorRelativeSd: 0.6 / 1.9,
} as const;

/** The ester a medication name means; cypionate (the most common in the US) when unnamed. */
export function esterOf(medication: string | null | undefined): Ester {
  const name = (medication ?? '').toLowerCase();
  if (name.includes('enanth')) return 'enanthate';
  if (name.includes('undec') || name.includes('nebido') || name.includes('aveed'))
    return 'undecanoate';
  return 'cypionate';
}

function exposurePerMg(ester: Ester, route: PkRoute): number {
  const e = pkParameters.exposurePerMg[route];
  return ester === 'undecanoate' ? (e * testosteroneFraction.undecanoate) / shortEsterFraction : e;
}

/** The level one dose adds `days` after it was given (0 before it), ng/dL. */
export function singleDoseLevel(dose: Omit<PkDose, 'atMs'>, days: number): number {
  if (days <= 0) return 0;
  const ka = ln2 / pkParameters.releaseHalfLifeDays[dose.ester];
  const ke = ln2 / pkParameters.riseHalfLifeDays[dose.route];
  const kernel = ((ka * ke) / (ke - ka)) * (Math.exp(-ka * days) - Math.exp(-ke * days));
  return dose.mg * exposurePerMg(dose.ester, dose.route) * kernel;
}

/** The level from doses alone (no baseline) at `atMs`, ng/dL: superposition of every dose. */
export function doseLevel(doses: readonly PkDose[], atMs: number): number {
  let sum = 0;
  for (const dose of doses) sum += singleDoseLevel(dose, (atMs - dose.atMs) / 86_400_000);
  return sum;
}

/** The estimated total testosterone at `atMs`, ng/dL, with the dose part scaled by `scale`. */
export function estimatedLevel(doses: readonly PkDose[], atMs: number, scale = 1): number {
  return pkParameters.baselineNgDl + scale * doseLevel(doses, atMs);
}

export interface CurvePoint {
  atMs: number;
  level: number;
}

/** The estimated curve from `fromMs` to `toMs` every `stepHours` hours. */
export function levelCurve(
  doses: readonly PkDose[],
  fromMs: number,
  toMs: number,
  stepHours = 6,
  scale = 1,
): CurvePoint[] {
  const step = stepHours * 3_600_000;
  const points: CurvePoint[] = [];
  for (let t = fromMs; t <= toMs; t += step)
    points.push({ atMs: t, level: estimatedLevel(doses, t, scale) });
  return points;
}

/** The highest and lowest points of `points` between two instants (inclusive). */
export function extremes(
  points: readonly CurvePoint[],
  fromMs: number,
  toMs: number,
): { peak: CurvePoint; trough: CurvePoint } | undefined {
  const inside = points.filter((p) => p.atMs >= fromMs && p.atMs <= toMs);
  if (inside.length === 0) return undefined;
  let peak = inside[0]!;
  let trough = inside[0]!;
  for (const p of inside) {
    if (p.level > peak.level) peak = p;
    if (p.level < trough.level) trough = p;
  }
  return { peak, trough };
}
