import { type OfflineIntent } from './context.js';
import { INTENT_KEYWORDS, PRIORITY } from './intents.js';

// Part of the offline coach (see coach.ts).
export function normalizeText(message: string): string {
  return message
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['\u2018\u2019\u02bc]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/([a-z])\1{2,}/g, '$1$1')
    .trim();
}

/** Damerau-Levenshtein distance (optimal string alignment), capped for speed. */
export function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [i];
    for (let j = 1; j <= b.length; j++) row.push(i === 0 ? j : 0);
    rows.push(row);
  }
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const prev = rows[i - 1] as number[];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}

export function wordMatches(token: string, term: string): boolean {
  const stem = term.endsWith('*');
  const base = stem ? term.slice(0, -1) : term;
  if (token === base) return true;
  if (stem && token.startsWith(base)) return true;
  // Typos: one edit for words of 5+ letters, two for 9+ ('injecton', 'hematacrit').
  if (base.length >= 5 && token.length >= 4) {
    const allowed = base.length >= 9 ? 2 : 1;
    if (editDistance(token, base) <= allowed) return true;
    if (stem && token.length > base.length && editDistance(token.slice(0, base.length), base) <= 1)
      return true;
  }
  return false;
}

export function termMatches(tokens: string[], term: string): boolean {
  const words = term.split(' ');
  outer: for (let i = 0; i + words.length <= tokens.length; i++) {
    for (let k = 0; k < words.length; k++) {
      if (!wordMatches(tokens[i + k] as string, words[k] as string)) continue outer;
    }
    return true;
  }
  return false;
}

/** Scores every intent for a message (exported for tests and tuning). */
export function scoreIntents(message: string): Record<string, number> {
  const tokens = normalizeText(message).split(' ').filter(Boolean);
  const scores: Record<string, number> = {};
  for (const intent of PRIORITY) {
    let score = 0;
    for (const [term, weight] of Object.entries(INTENT_KEYWORDS[intent])) {
      if (termMatches(tokens, term)) score += weight;
    }
    scores[intent] = score;
  }
  return scores;
}

export function classify(message: string): Exclude<OfflineIntent, 'crisis'> {
  const scores = scoreIntents(message);
  let best: Exclude<OfflineIntent, 'crisis' | 'fallback'> | null = null;
  let bestScore = 0;
  for (const intent of PRIORITY) {
    const score = scores[intent] ?? 0;
    if (score > bestScore) {
      best = intent;
      bestScore = score;
    }
  }
  return best && bestScore >= 2 ? best : 'fallback';
}

// ---------------------------------------------------------------------------
// Personalisation helpers
