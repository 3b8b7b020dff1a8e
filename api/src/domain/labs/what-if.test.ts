import { describe, expect, it } from 'vitest';
import type { PkDose } from './pk-model.js';
import { nextDoseAt, projectedDoses, whatIf } from './what-if.js';

const day = 86_400_000;
const t0 = Date.parse('2026-01-05T09:00:00Z');
const logged: PkDose[] = Array.from({ length: 8 }, (_, i) => ({
  atMs: t0 + i * 7 * day,
  mg: 100,
  ester: 'cypionate',
  route: 'IM',
}));
const now = t0 + 52 * day; // three days after the last logged dose (day 49)

function run(planned: { doseMg: number; intervalDays: number }) {
  return whatIf({
    logged,
    current: { doseMg: 100, intervalDays: 7 },
    planned,
    ester: 'cypionate',
    route: 'IM',
    nowMs: now,
    fromMs: t0,
    toMs: now + 84 * day,
  });
}

describe('what-if on the level curve', () => {
  it('starts the projected doses at the next dose by the current schedule', () => {
    expect(nextDoseAt(logged, 7, now)).toBe(t0 + 56 * day);
    // A missed dose: the next one is not in the past.
    expect(nextDoseAt(logged, 7, now + 30 * day)).toBe(now + 30 * day);
    expect(nextDoseAt([], 7, now)).toBe(now);
    expect(
      projectedDoses({ doseMg: 50, intervalDays: 3.5 }, t0, t0 + 7 * day, 'cypionate', 'IM'),
    ).toHaveLength(3);
    expect(
      projectedDoses({ doseMg: 0, intervalDays: 7 }, t0, t0 + 7 * day, 'cypionate', 'IM'),
    ).toEqual([]);
  });

  it('agrees with the current curve until the first changed dose, then differs', () => {
    const r = run({ doseMg: 150, intervalDays: 7 });
    const before = r.current.points.filter((p) => p.atMs <= r.firstDoseAtMs);
    const plannedBefore = r.planned.points.filter((p) => p.atMs <= r.firstDoseAtMs);
    expect(plannedBefore.map((p) => p.level)).toEqual(before.map((p) => p.level));
    const end = r.current.points.length - 1;
    expect(r.planned.points[end]!.level).toBeGreaterThan(r.current.points[end]!.level);
  });

  it('scales the steady state with the dose (a linear model)', () => {
    const same = run({ doseMg: 100, intervalDays: 7 });
    const more = run({ doseMg: 150, intervalDays: 7 });
    expect(same.planned.summary).toEqual(same.current.summary);
    const base = 20;
    const ratio =
      (more.planned.summary!.trough.level - base) / (same.current.summary!.trough.level - base);
    expect(ratio).toBeGreaterThan(1.4);
    expect(ratio).toBeLessThan(1.6);
  });

  it('narrows the peak-to-trough swing when the same weekly amount is split in two', () => {
    const weekly = run({ doseMg: 100, intervalDays: 7 }).current.summary!;
    const split = run({ doseMg: 50, intervalDays: 3.5 }).planned.summary!;
    expect(split.peak.level - split.trough.level).toBeLessThan(
      weekly.peak.level - weekly.trough.level,
    );
    // About the same average: the trough rises, the peak falls.
    expect(split.trough.level).toBeGreaterThan(weekly.trough.level);
    expect(split.peak.level).toBeLessThan(weekly.peak.level);
  });

  it('applies the calibration scale to both curves', () => {
    const plain = run({ doseMg: 120, intervalDays: 10 });
    const scaled = whatIf({
      logged,
      current: { doseMg: 100, intervalDays: 7 },
      planned: { doseMg: 120, intervalDays: 10 },
      ester: 'cypionate',
      route: 'IM',
      nowMs: now,
      fromMs: t0,
      toMs: now + 84 * day,
      scale: 2,
    });
    const i = 200;
    expect(scaled.planned.points[i]!.level - 20).toBeCloseTo(
      2 * (plain.planned.points[i]!.level - 20),
      6,
    );
  });
});
