/**
 * Layer 2 of the crisis screen: a multinomial logistic regression over hashed word 1-2-grams,
 * character 3-5-grams and concept-class features (concepts.ts) of the normalised text. Trained
 * offline by `npm run train:crisis` on the training part of ./corpus/messages.jsonl (split in
 * corpus.ts), NB-weighted there (the weighting is folded into the weights, so scoring is the plain
 * dot product); the weights (int8, quantised) are committed in model-weights.ts and decoded once, on
 * first use, so the API's cold start does not pay for them.
 */
import { conceptFeatures } from './concepts.js';
import { CRISIS_MODEL } from './model-weights.js';
import type { CrisisTier } from './types.js';

/** The classes the model scores, in the order of its weight rows. */
export const MODEL_CLASSES = [
  'none',
  'distress',
  'concern',
  'urgent',
] as const satisfies readonly CrisisTier[];

export interface CrisisModelFile {
  version: number;
  /** Number of hash buckets (a power of two). */
  buckets: number;
  /** Weight = int8 × scale. */
  scale: number;
  bias: number[];
  /** Base64 of buckets × classes int8 values, bucket-major. */
  weights: string;
  thresholds: {
    crisis: number;
    distress: number;
    /** With 1 - P(none) at least `painful`, P(urgent) + P(concern) at least `painfulCrisis` is a crisis. */
    painful: number;
    painfulCrisis: number;
  };
  trainedOn: Record<string, number>;
}

export interface ClassifierScores {
  none: number;
  distress: number;
  concern: number;
  urgent: number;
}

function fnvStep(h: number, code: number): number {
  return Math.imul(h ^ code, 0x01000193);
}

/** 32-bit FNV-1a. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = fnvStep(h, text.charCodeAt(i));
  return h >>> 0;
}

/**
 * What featurize() hashes besides word 1-2-grams: character n-grams of these lengths, word
 * skip-bigrams if `skip`, and concept-class features if `concepts` (the trainer's
 * CRISIS_GRAM_MIN, CRISIS_GRAM_MAX, CRISIS_SKIP and CRISIS_CONCEPTS try others for measuring; it
 * writes weights only with the shape the API uses, FEATURES).
 */
export interface FeatureShape {
  min: number;
  max: number;
  /** Word pairs one word apart ("reason _ live"). */
  skip: boolean;
  /** Concept-class features (concepts.ts). */
  concepts: boolean;
}

export const FEATURES: FeatureShape = { min: 3, max: 5, skip: false, concepts: true };

/** A normalised message's words, as featurize() reads them (the sentence marks dropped). */
export function crisisWords(text: string): string[] {
  return text
    .replace(/[.,!?;]+/g, ' ')
    .split(' ')
    .filter(Boolean);
}

/**
 * The sparse feature vector of a normalised message: bucket → weight, L2-normalised, with
 * sublinear counts. Shared by the trainer and the API so both see exactly the same features.
 */
export function featurize(
  text: string,
  buckets: number,
  grams: FeatureShape = FEATURES,
): Map<number, number> {
  const counts = new Map<number, number>();
  const add = (feature: string) => {
    const bucket = hash(feature) & (buckets - 1);
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  };
  const words = crisisWords(text);
  for (let i = 0; i < words.length; i++) {
    add(`w:${words[i]}`);
    if (i + 1 < words.length) add(`b:${words[i]} ${words[i + 1]}`);
    if (grams.skip && i + 2 < words.length) add(`s:${words[i]} ${words[i + 2]}`);
  }
  if (grams.concepts) conceptFeatures(words, add);
  // Character n-grams (3-5) of the text: the same FNV-1a values as hashing `c:${gram}`, computed
  // incrementally from each start (no substring is built), which keeps a long journal entry cheap.
  const joined = ` ${words.join(' ')} `;
  const prefix = fnvStep(fnvStep(0x811c9dc5, 99 /* c */), 58 /* : */);
  const mask = buckets - 1;
  for (let i = 0; i + grams.min <= joined.length; i++) {
    let h = prefix;
    for (let k = 0; k < grams.max && i + k < joined.length; k++) {
      h = fnvStep(h, joined.charCodeAt(i + k));
      if (k >= grams.min - 1) {
        const bucket = (h >>> 0) & mask;
        counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
      }
    }
  }
  let norm = 0;
  for (const [bucket, count] of counts) {
    const value = 1 + Math.log(count);
    counts.set(bucket, value);
    norm += value * value;
  }
  norm = Math.sqrt(norm) || 1;
  for (const [bucket, value] of counts) counts.set(bucket, value / norm);
  return counts;
}

/** Softmax scores of a feature vector under the given weights (float, bucket-major). */
export function scoreFeatures(
  features: Map<number, number>,
  weights: ArrayLike<number>,
  bias: readonly number[],
  scale = 1,
): ClassifierScores {
  const k = MODEL_CLASSES.length;
  const logits = bias.slice(0, k);
  for (const [bucket, value] of features) {
    const row = bucket * k;
    for (let c = 0; c < k; c++)
      logits[c] = (logits[c] as number) + value * (weights[row + c] as number) * scale;
  }
  const max = Math.max(...logits);
  const exps = logits.map((l) => Math.exp(l - max));
  const sum = exps.reduce((a, b) => a + b, 0);
  return {
    none: (exps[0] as number) / sum,
    distress: (exps[1] as number) / sum,
    concern: (exps[2] as number) / sum,
    urgent: (exps[3] as number) / sum,
  };
}

let decoded: Int8Array | undefined;

function modelWeights(): Int8Array {
  if (!decoded) {
    const bytes = Buffer.from(CRISIS_MODEL.weights, 'base64');
    decoded = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  return decoded;
}

/**
 * Words that carry no evidence on their own (after normalisation, where "I am" and "IM" both
 * read "im"). A message made only of these ("and im?", "ok so", "what about it") gives the
 * model nothing to go on, and its scores there are the biases, not a judgement: the classifier
 * stays silent and the rules decide. "And IM?" after two questions about injection sites was
 * answered as distress before this.
 */
const NO_EVIDENCE = new Set(
  (
    'a an and or but so the this that it its is are was be im id i me my you your we he she they ' +
    'what about how and why when where who which ok okay yes no not to of in on at for with ' +
    'do does did just also too then than there here hi hey um uh oh lol'
  ).split(' '),
);

/** How many words of the normalised message the classifier may judge on. */
export function evidenceWords(text: string): number {
  return text
    .replace(/[.,!?;]+/g, ' ')
    .split(' ')
    .filter((word) => word && !NO_EVIDENCE.has(word)).length;
}

/** True when the normalised message has at least one word the classifier may judge on. */
export function hasEvidence(text: string): boolean {
  return evidenceWords(text) > 0;
}

/**
 * At most this many words to judge on, and the classifier must be as sure as it must be to
 * overrule the writer's own words: on two words its scores are mostly its biases ("back again",
 * a person returning to the chat, scored as concern). Short crisis wording ("kms", "i want to
 * die") is the rules' to catch.
 */
export const SHORT_MESSAGE_WORDS = 2;

/** The committed model's scores for one normalised message. */
export function classify(text: string): ClassifierScores {
  return scoreFeatures(
    featurize(text, CRISIS_MODEL.buckets),
    modelWeights(),
    CRISIS_MODEL.bias,
    CRISIS_MODEL.scale,
  );
}

/**
 * Where a rule matched crisis wording but ruled it out (negated, past, an idiom: "I would never
 * hurt myself"), the classifier must be this sure to overrule the writer's own words.
 */
export const RULED_OUT_THRESHOLD = 0.97;

/**
 * In a message the model finds clearly painful (P(none) at most 1 - PAINFUL), a smaller crisis
 * share already flags it: the model's doubt there is mostly between distress and concern, and a
 * crisis card for real pain costs far less than a missed crisis. Chosen on out-of-fold scores of
 * the training part (scripts/train-crisis.ts): about 2.5 points of crisis recall at the same share
 * of ordinary messages flagged, against about 8% more distress messages shown the crisis card.
 * (0.85, 0.2) gains 0.25 points more only by showing it to more distress (15% instead of 10.5% out
 * of fold; "my parents say i am not their son anymore" would be urgent): not kept.
 * Not where a rule ruled crisis wording out or the message is short: there the model must be sure.
 */
export const PAINFUL = 0.8;
export const PAINFUL_CRISIS = 0.4;

/** Whether the classifier's scores make a message a crisis under the given thresholds. */
export function classifierSaysCrisis(
  scores: ClassifierScores,
  ruledOut: boolean,
  thresholds: CrisisModelFile['thresholds'],
): boolean {
  const crisis = scores.urgent + scores.concern;
  if (ruledOut) return crisis >= Math.max(thresholds.crisis, RULED_OUT_THRESHOLD);
  return (
    crisis >= thresholds.crisis ||
    (1 - scores.none >= thresholds.painful && crisis >= thresholds.painfulCrisis)
  );
}

/** The tier the classifier alone gives a message, with the thresholds chosen on the training part. */
export function classifierTier(scores: ClassifierScores, ruledOut = false): CrisisTier {
  const { thresholds } = CRISIS_MODEL;
  if (classifierSaysCrisis(scores, ruledOut, thresholds)) {
    return scores.urgent >= scores.concern ? 'urgent' : 'concern';
  }
  // The trainer picks this threshold on 1 - P(none): pain of any tier below the crisis line.
  if (1 - scores.none >= thresholds.distress) return 'distress';
  return 'none';
}
