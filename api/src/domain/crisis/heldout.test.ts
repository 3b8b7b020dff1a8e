import { describe, expect, it } from 'vitest';
import { corpusSplit, readCorpus } from './corpus.js';
import { detectCrisis, TIER_RANK } from './index.js';

/**
 * The crisis screen measured on the held-out part of its corpus: messages no rule was written
 * from and no weight was trained on (see corpus.ts for the fixed split).
 *
 * The goals are recall ≥ 0.98 for urgent and concern together, ≤ 5% of ordinary messages
 * flagged as a crisis, and distress recognised ≥ 0.90 (a caring reply: distress or a more serious
 * tier). They are NOT met yet (see the figures this test prints); until they are, the test holds
 * the line where the screen is today, so no change can make it worse unnoticed. Raise `floors`
 * with every improvement, and set them to `goals` when the corpus and model get there.
 */
const goals = { crisisRecall: 0.98, falsePositiveRate: 0.05, distressRecognised: 0.9 };
// 2026-11-27: the corpus grew from 14,193 to 38,114 messages (w34-w38, thirty-one batches written
// apart from the corpus, the rules and these tests) and the model was retrained. On the 3,590
// held-out messages from before: recall 92.4% -> 94.1%, ordinary flagged 4.6% -> 4.6%, given a
// distress reply 5.1% -> 4.9%, distress 93.0% -> 96.1%. On all 9,622 held-out now: recall 95.2%,
// ordinary flagged 3.9%, distress 95.2%. The floors follow, less half a point.
// Later the same day, concept-class features (concepts.ts): recall 95.7%, ordinary flagged 3.9%,
// distress 95.4%; crises given at least the caring reply 97.9%.
// NB-weighted training (scripts/train-crisis.ts, chosen out of fold and on corpus/outside): recall
// 96.3%, ordinary flagged 4.0%, distress 96.1%; given at least the caring reply 98.4%.
const floors = {
  crisisRecall: 0.958,
  crisisCared: 0.979,
  falsePositiveRate: 0.05,
  distressRecognised: 0.956,
};
const { heldOut, train } = corpusSplit(readCorpus());

function measure() {
  // Each message screened once; every figure below reads these answers.
  const answers = new Map(heldOut.map((m) => [m, detectCrisis(m.text)] as const));
  const screen = (m: (typeof heldOut)[number]) => answers.get(m)!;
  const crisis = heldOut.filter((m) => m.tier === 'urgent' || m.tier === 'concern');
  const ordinary = heldOut.filter((m) => m.tier === 'none');
  const distress = heldOut.filter((m) => m.tier === 'distress');
  const missed = crisis.filter((m) => !screen(m).crisis);
  // A missed crisis that still gets the distress reply is asked, directly, whether they are
  // thinking about suicide, with the quiet resources line: the smaller harm of the two.
  const missedWithoutCare = missed.filter((m) => screen(m).tier !== 'distress');
  const falseAlarms = ordinary.filter((m) => screen(m).crisis);
  const ordinaryAsDistress = ordinary.filter((m) => screen(m).tier === 'distress');
  const distressMissed = distress.filter((m) => TIER_RANK[screen(m).tier] < TIER_RANK.distress);
  const byTier = (tier: 'urgent' | 'concern') => {
    const all = crisis.filter((m) => m.tier === tier);
    const hit = all.filter((m) => screen(m).crisis);
    const exact = all.filter((m) => screen(m).tier === tier);
    return { n: all.length, recall: hit.length / all.length, sameTier: exact.length / all.length };
  };
  // Recall by writer: the slices written after every rule pass (w8-w11) were never seen by anyone
  // writing rules or choosing the model, in either part, so they are the fairest figure.
  const byWriter = [...new Set(crisis.map((m) => m.by ?? '?'))].sort().map((by) => {
    const mine = crisis.filter((m) => (m.by ?? '?') === by);
    const hit = mine.filter((m) => screen(m).crisis).length;
    return `${by} ${hit}/${mine.length}`;
  });
  return {
    byWriter,
    sizes: { train: train.length, heldOut: heldOut.length },
    urgent: byTier('urgent'),
    concern: byTier('concern'),
    crisisRecall: 1 - missed.length / crisis.length,
    crisisCared: 1 - missedWithoutCare.length / crisis.length,
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
        `  urgent+concern recall ${pct(r.crisisRecall)} (goal ${pct(goals.crisisRecall)}, floor ${pct(floors.crisisRecall)})`,
        `  urgent+concern given a crisis card or the distress reply (which asks directly about suicide): ${pct(r.crisisCared)} (floor ${pct(floors.crisisCared)})`,
        `  urgent+concern recall by writer: ${r.byWriter.join(', ')}`,
        `  ordinary n=${r.counts.ordinary}: flagged as crisis ${pct(r.falsePositiveRate)} (goal ≤ ${pct(goals.falsePositiveRate)}, ceiling ${pct(floors.falsePositiveRate)}), as distress ${pct(r.ordinaryAsDistress)}`,
        `  distress n=${r.counts.distress}: recognised ${pct(r.distressRecognised)} (goal ${pct(goals.distressRecognised)}, floor ${pct(floors.distressRecognised)})`,
        `  missed crises: ${JSON.stringify(r.missed)}`,
        `  false alarms: ${JSON.stringify(r.falseAlarms)}`,
        `  distress missed: ${JSON.stringify(r.distressMissed)}`,
      ].join('\n'),
    );
    expect(r.counts.crisis).toBeGreaterThanOrEqual(250);
    expect(r.counts.ordinary).toBeGreaterThanOrEqual(150);
  });
  it('recalls urgent and concern messages at least as well as today', () => {
    expect(r.crisisRecall).toBeGreaterThanOrEqual(floors.crisisRecall);
  });
  it('answers at least as many crises with a crisis card or the caring reply as today', () => {
    expect(r.crisisCared).toBeGreaterThanOrEqual(floors.crisisCared);
  });
  it('flags no more ordinary messages as a crisis than today', () => {
    expect(r.falsePositiveRate).toBeLessThanOrEqual(floors.falsePositiveRate);
  });
  it('recognises distress at least as well as today', () => {
    expect(r.distressRecognised).toBeGreaterThanOrEqual(floors.distressRecognised);
  });
});
