import { describe, expect, it } from 'vitest';
import { journalPrompts, nextPromptIndex, promptAt, promptIndexForDate } from './journal-prompts';

describe('journal prompts', () => {
  it('rotates through every prompt and wraps around', () => {
    const seen = new Set<string>();
    let index = 0;
    for (let i = 0; i < journalPrompts.length; i++) {
      seen.add(promptAt(index));
      index = nextPromptIndex(index);
    }
    expect(seen.size).toBe(journalPrompts.length);
    expect(index).toBe(0);
  });

  it('starts each day on the same prompt', () => {
    expect(promptIndexForDate('2025-06-03')).toBe(promptIndexForDate('2025-06-03'));
    const firsts = new Set(
      ['2025-06-01', '2025-06-02', '2025-06-03', '2025-06-04'].map((d) => promptIndexForDate(d)),
    );
    expect(firsts.size).toBeGreaterThan(1);
  });
});
