import { describe, expect, it } from 'vitest';
import { CONCEPT_CLASSES } from './concepts.js';
import { normalizeForCrisis } from './normalize.js';

describe('the concept classes', () => {
  const listed = Object.entries(CONCEPT_CLASSES).flatMap(([name, words]) =>
    words.map((word) => ({ name, word })),
  );

  it('list each word once, so no word silently belongs to another class than it reads', () => {
    const seen = new Map<string, string>();
    const repeats = listed.filter(({ name, word }) => {
      const first = seen.get(word);
      seen.set(word, first ?? name);
      return first !== undefined;
    });
    expect(repeats).toEqual([]);
  });

  it('list words as the normaliser leaves them, so every one can match', () => {
    const unreachable = listed.filter(({ word }) => !word || normalizeForCrisis(word) !== word);
    expect(unreachable).toEqual([]);
  });
});
