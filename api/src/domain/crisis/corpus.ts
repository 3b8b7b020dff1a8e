/**
 * The labelled crisis corpus (corpus/messages.jsonl) and its one fixed split. A message belongs to
 * the held-out part when a seeded hash of its normalised text says so, so the split never changes
 * when messages are added, and the same words can never sit on both sides. The trainer reads only
 * the training part; only the held-out test reads the other.
 */
import { readFileSync } from 'node:fs';
import { negatives, positives } from './corpus/rules-suite.js';
import { normalizeForCrisis } from './normalize.js';
import { screenRules } from './rules.js';
import type { CrisisTier } from './types.js';

export interface CorpusMessage {
  text: string;
  tier: CrisisTier;
  /** Who wrote it (a writer's slice), for the record. */
  by?: string;
}

export const corpusPath = new URL('./corpus/messages.jsonl', import.meta.url);

/** The split's seed and the held-out share, fixed once. */
export const SPLIT_SEED = 'stride-crisis-2026-11-25';
export const HELD_OUT_SHARE = 0.25;

const TIERS: ReadonlySet<string> = new Set(['none', 'distress', 'concern', 'urgent']);

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // A final avalanche so similar texts spread evenly.
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  return h >>> 0;
}

export function isHeldOut(text: string): boolean {
  return hash(`${SPLIT_SEED}\u0000${normalizeForCrisis(text)}`) / 2 ** 32 < HELD_OUT_SHARE;
}

/** Every message of the corpus, checked and without duplicates (by normalised text). */
export function readCorpus(path: URL = corpusPath): CorpusMessage[] {
  const seen = new Set<string>();
  const messages: CorpusMessage[] = [];
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (!line.trim()) return;
      const row = JSON.parse(line) as CorpusMessage;
      if (typeof row.text !== 'string' || !TIERS.has(row.tier)) {
        throw new Error(`corpus line ${index + 1}: needs a text and a tier`);
      }
      const key = normalizeForCrisis(row.text);
      if (!key || seen.has(key)) return;
      seen.add(key);
      messages.push(row);
    });
  return messages;
}

/**
 * The rules' own suite (corpus/rules-suite.ts): the first rules were written from it, so it is
 * training data only, never held out. Positives take the tier the rules give them (urgent or
 * concern), which is what they were written to be.
 */
export function rulesSuite(): CorpusMessage[] {
  return [
    ...positives.map((text): CorpusMessage => {
      const level = screenRules(normalizeForCrisis(text)).level;
      return { text, tier: level === 'urgent' ? 'urgent' : 'concern', by: 'rules-suite' };
    }),
    ...negatives.map((text): CorpusMessage => ({ text, tier: 'none', by: 'rules-suite' })),
  ];
}

export function corpusSplit(messages: CorpusMessage[] = readCorpus()): {
  train: CorpusMessage[];
  heldOut: CorpusMessage[];
} {
  const train: CorpusMessage[] = [];
  const heldOut: CorpusMessage[] = [];
  const seen = new Set<string>();
  for (const message of messages) {
    seen.add(normalizeForCrisis(message.text));
    (isHeldOut(message.text) ? heldOut : train).push(message);
  }
  // The suite never enters the held-out part, and a corpus message it repeats keeps its side.
  for (const message of rulesSuite()) {
    if (!seen.has(normalizeForCrisis(message.text))) train.push(message);
  }
  return { train, heldOut };
}
