import { describe, expect, it } from 'vitest';
import { corpusSplit, readCorpus } from './corpus.js';
import { detectCrisis, TIER_RANK } from './index.js';

/**
 * The crisis screen measured on the held-out part of its corpus: messages no rule was written
 * from and no weight was trained on (see corpus.ts for the fixed split). The floors are the
 * issue's: recall ≥ 0.98 for urgent and concern together, ≤ 5% of ordinary messages flagged as a
 * crisis, distress recognised ≥ 0.90 (a caring reply: distress or a more serious tier).
 */
const { heldOut, train } = corpusSplit(readCorpus());

function measure() {
  const crisis = heldOut.filter((m) => m.tier === 'urgent' || m.tier === 'concern');
  const ordinary = heldOut.filter((m) => m.tier === 'none');
  const distress = heldOut.filter((m) => m.tier === 'distress');
  const missed = crisis.filter((m) => !detectCrisis(m.text).crisis);
  const falseAlarms = ordinary.filter((m) => detectCrisis(m.text).crisis);
  const ordinaryAsDistress = ordinary.filter((m) => detectCrisis(m.text).tier === 'distress');
  const distressMissed = distress.filter(
    (m) => TIER_RANK[detectCrisis(m.text).tier] < TIER_RANK.distress,
  );
  const byTier = (tier: 'urgent' | 'concern') => {
    const all = crisis.filter((m) => m.tier === tier);
    const hit = all.filter((m) => detectCrisis(m.text).crisis);
    const exact = all.filter((m) => detectCrisis(m.text).tier === tier);
    return { n: all.length, recall: hit.length / all.length, sameTier: exact.length / all.length };
  };
  return {
    sizes: { train: train.length, heldOut: heldOut.length },
    urgent: byTier('urgent'),
    concern: byTier('concern'),
    crisisRecall: 1 - missed.length / crisis.length,
    falsePositiveRate: falseAlarms.length / ordinary.length,
    ordinaryAsDistress: ordinaryAsDistress.length / ordinary.length,
    distressRecognised: 1 - distressMissed.length / distress.length,
    counts: { crisis: crisis.length, ordinary: ordinary.length, distress: distress.length },
    missed: missed.map((m) => `[${m.tier}] ${m.text}`),
    falseAlarms: falseAlarms.map((m) => m.text),
    distressMissed: distressMissed.map((m) => m.text),
  };
}

describe('crisis screen on the held-out corpus', () => {
  const r = measure();
  it('reports its figures by tier', () => {
    const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
    console.log(
      [
        `Crisis screen, held-out part (${r.sizes.heldOut} messages; trained on ${r.sizes.train}):`,
        `  urgent  n=${r.urgent.n}: flagged ${pct(r.urgent.recall)}, as urgent ${pct(r.urgent.sameTier)}`,
        `  concern n=${r.concern.n}: flagged ${pct(r.concern.recall)}, as concern ${pct(r.concern.sameTier)}`,
        `  urgent+concern recall ${pct(r.crisisRecall)} (floor 98%)`,
        `  ordinary n=${r.counts.ordinary}: flagged as crisis ${pct(r.falsePositiveRate)} (ceiling 5%), as distress ${pct(r.ordinaryAsDistress)}`,
        `  distress n=${r.counts.distress}: recognised ${pct(r.distressRecognised)} (floor 90%)`,
        `  missed crises: ${JSON.stringify(r.missed)}`,
        `  false alarms: ${JSON.stringify(r.falseAlarms)}`,
        `  distress missed: ${JSON.stringify(r.distressMissed)}`,
      ].join('\n'),
    );
    expect(r.counts.crisis).toBeGreaterThanOrEqual(300);
    expect(r.counts.ordinary).toBeGreaterThanOrEqual(300);
  });
  it('recalls at least 98% of urgent and concern messages', () => {
    expect(r.crisisRecall).toBeGreaterThanOrEqual(0.98);
  });
  it('flags at most 5% of ordinary messages as a crisis', () => {
    expect(r.falsePositiveRate).toBeLessThanOrEqual(0.05);
  });
  it('recognises at least 90% of distress', () => {
    expect(r.distressRecognised).toBeGreaterThanOrEqual(0.9);
  });
});
