/**
 * What-if on the level curve: the logged doses followed by the current schedule, beside the
 * same logged doses followed by a planned dose or interval. Nothing is saved; both curves are
 * estimates for a conversation with a provider, never a dosing instruction.
 *
 * The future doses of both start at the same instant (the next dose: the last logged dose plus
 * the current interval, or `nowMs` when that is already past or nothing is logged), so the two
 * curves agree up to it and differ only by the change tried.
 */
import {
  extremes,
  levelCurve,
  type CurvePoint,
  type Ester,
  type PkDose,
  type PkRoute,
} from './pk-model.js';

const dayMs = 86_400_000;

export interface DosePlan {
  /** mg of the ester per dose. */
  doseMg: number;
  /** Days between doses. */
  intervalDays: number;
}

export interface WhatIfInput {
  /** Logged doses (the past). */
  logged: readonly PkDose[];
  current: DosePlan;
  planned: DosePlan;
  ester: Ester;
  route: PkRoute;
  nowMs: number;
  /** The curves run from `fromMs` to `toMs`. */
  fromMs: number;
  toMs: number;
  stepHours?: number;
  /** The person's calibration scale (calibration.ts). */
  scale?: number;
}

export interface PlanSummary {
  /** Estimated peak and trough of the last whole cycle inside the window. */
  peak: CurvePoint;
  trough: CurvePoint;
}

export interface WhatIfResult {
  /** When the first projected dose falls. */
  firstDoseAtMs: number;
  current: { doses: PkDose[]; points: CurvePoint[]; summary: PlanSummary | undefined };
  planned: { doses: PkDose[]; points: CurvePoint[]; summary: PlanSummary | undefined };
}

/** Doses of `plan` from `startMs` (inclusive) up to `untilMs` (inclusive). */
export function projectedDoses(
  plan: DosePlan,
  startMs: number,
  untilMs: number,
  ester: Ester,
  route: PkRoute,
): PkDose[] {
  if (!(plan.intervalDays > 0) || !(plan.doseMg > 0)) return [];
  const doses: PkDose[] = [];
  for (let t = startMs; t <= untilMs; t += plan.intervalDays * dayMs)
    doses.push({ atMs: t, mg: plan.doseMg, ester, route });
  return doses;
}

/** The instant the projected doses start: the next dose by the current schedule, never past. */
export function nextDoseAt(logged: readonly PkDose[], intervalDays: number, nowMs: number): number {
  let last: number | undefined;
  for (const d of logged)
    if (d.atMs <= nowMs && (last === undefined || d.atMs > last)) last = d.atMs;
  if (last === undefined) return nowMs;
  const next = last + intervalDays * dayMs;
  return next < nowMs ? nowMs : next;
}

/** Peak and trough of the last whole cycle of `doses` that ends inside the window. */
function lastCycle(
  points: readonly CurvePoint[],
  doses: readonly PkDose[],
  intervalDays: number,
  toMs: number,
): PlanSummary | undefined {
  const starts = doses.filter((d) => d.atMs + intervalDays * dayMs <= toMs);
  const start = starts.at(-1);
  if (!start) return undefined;
  return extremes(points, start.atMs, start.atMs + intervalDays * dayMs);
}

/** The current schedule and the planned change, as two curves over the same window. */
export function whatIf(input: WhatIfInput): WhatIfResult {
  const step = input.stepHours ?? 6;
  const scale = input.scale ?? 1;
  const past = input.logged.filter((d) => d.atMs <= input.nowMs);
  const firstDoseAtMs = nextDoseAt(past, input.current.intervalDays, input.nowMs);
  const build = (plan: DosePlan) => {
    const doses = projectedDoses(plan, firstDoseAtMs, input.toMs, input.ester, input.route);
    const points = levelCurve([...past, ...doses], input.fromMs, input.toMs, step, scale);
    return { doses, points, summary: lastCycle(points, doses, plan.intervalDays, input.toMs) };
  };
  return { firstDoseAtMs, current: build(input.current), planned: build(input.planned) };
}
