import { describe, expect, it } from 'vitest';
import { withThousands } from './common.js';
import { journalMessages } from './journal.js';

describe('withThousands', () => {
  it('writes what toLocaleString("en-US") writes, for whole numbers', () => {
    const values = [0, 7, 42, 999, 1000, 1001, 9999, 10_000, 65_536, 100_000, 999_999, 1_000_000];
    for (let n = 1; n < 1e15; n = n * 7 + 3) values.push(n, -n);
    for (const value of values) expect(withThousands(value)).toBe(value.toLocaleString('en-US'));
  });

  it("spells the limits in the contracts' messages as before", () => {
    expect(journalMessages.contentTooLong).toBe('Entry must be at most 20,000 characters');
  });
});
