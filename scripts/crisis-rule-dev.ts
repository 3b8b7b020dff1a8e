/**
 * Rule development on the TRAINING part of the crisis corpus only (never the held-out part).
 * Reads out-of-fold classifier scores written by the trainer without retraining
 * (`npx tsx scripts/train-crisis.ts --oof=/tmp/crisis-oof.json`, about 3 minutes),
 * splits the training part into a development slice and a check slice by a second hash, and
 * prints figures for both; `--misses` lists crisis misses of the DEVELOPMENT slice only, `--fa`
 * the ordinary messages the rules flag on the whole training part.
 */
import { readFileSync } from 'node:fs';
import {
  classifierSaysCrisis,
  evidenceWords,
  SHORT_MESSAGE_WORDS,
  type ClassifierScores,
} from '../api/src/domain/crisis/classifier.js';
import { corpusSplit, isHeldOut } from '../api/src/domain/crisis/corpus.js';
import { distressThemes } from '../api/src/domain/crisis/distress-rules.js';
import { CRISIS_MODEL } from '../api/src/domain/crisis/model-weights.js';
import { normalizeForCrisis } from '../api/src/domain/crisis/normalize.js';
import { screenRules } from '../api/src/domain/crisis/rules.js';

const cache = JSON.parse(
  readFileSync(process.env.CRISIS_OOF ?? '/tmp/crisis-oof.json', 'utf8'),
) as {
  threshold: number;
  rows: { text: string; tier: string; scores: ClassifierScores }[];
};
const oof = new Map(cache.rows.map((r) => [r.text, r.scores]));
// The API's thresholds (the committed model's), not the ones a new out-of-fold run would pick.
const thresholds = CRISIS_MODEL.thresholds;

function devSlice(text: string): boolean {
  let h = 0x811c9dc5;
  const s = `rule-dev-slice\u0000${normalizeForCrisis(text)}`;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return (h >>> 0) % 2 === 0;
}

const { train } = corpusSplit();
if (train.some((m) => m.by !== 'rules-suite' && isHeldOut(m.text)))
  throw new Error('held-out leak');

function judge(raw: string) {
  const text = normalizeForCrisis(raw);
  const rules = screenRules(text);
  const themes = distressThemes(text);
  const ruleCrisis = rules.level !== 'none' || (rules.supporting.length > 0 && themes.length > 0);
  const words = evidenceWords(text);
  const scores = oof.get(raw);
  if (!scores) throw new Error(`no oof score: ${raw.slice(0, 20)}`);
  const model =
    words > 0 &&
    classifierSaysCrisis(scores, rules.ruledOut || words <= SHORT_MESSAGE_WORDS, thresholds);
  return { ruleCrisis, crisis: ruleCrisis || model };
}

function figures(name: string, part: typeof train) {
  const crisis = part.filter((m) => m.tier === 'urgent' || m.tier === 'concern');
  const ordinary = part.filter((m) => m.tier === 'none');
  const j = new Map(part.map((m) => [m.text, judge(m.text)]));
  const rec = crisis.filter((m) => j.get(m.text)!.crisis).length / crisis.length;
  const rulesRec = crisis.filter((m) => j.get(m.text)!.ruleCrisis).length / crisis.length;
  const fa = ordinary.filter((m) => j.get(m.text)!.crisis).length / ordinary.length;
  const ruleFa = ordinary.filter((m) => j.get(m.text)!.ruleCrisis).length;
  console.log(
    `${name}: crisis n=${crisis.length} recall ${(rec * 100).toFixed(1)}% (rules alone ${(rulesRec * 100).toFixed(1)}%), ordinary n=${ordinary.length} flagged ${(fa * 100).toFixed(1)}% (rules alone ${ruleFa})`,
  );
  return j;
}

const dev = train.filter((m) => devSlice(m.text));
const check = train.filter((m) => !devSlice(m.text));
const jd = figures('dev slice  ', dev);
figures('check slice', check);
figures('training   ', train);
if (process.argv.includes('--misses')) {
  for (const m of dev)
    if ((m.tier === 'urgent' || m.tier === 'concern') && !jd.get(m.text)!.crisis)
      console.log(`MISS ${m.tier}: ${m.text}`);
}
if (process.argv.includes('--rulemisses')) {
  for (const m of dev)
    if ((m.tier === 'urgent' || m.tier === 'concern') && !jd.get(m.text)!.ruleCrisis)
      console.log(`RULEMISS ${m.tier}: ${m.text}`);
}
if (process.argv.includes('--fa')) {
  for (const m of train)
    if (m.tier !== 'urgent' && m.tier !== 'concern' && judge(m.text).ruleCrisis)
      console.log(`RULE FA ${m.tier}: ${m.text}`);
}
