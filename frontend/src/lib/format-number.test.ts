import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number';

describe('formatNumber', () => {
  it('groups whole numbers as en-US does', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const n of [
      0, 5, 12, 999, 1000, 5650, 12345, 999999, 1000000, 123456789, -1, -1234, -1000000,
    ]) {
      expect(formatNumber(n)).toBe(intl.format(n));
    }
  });
  it('formats other numbers with Intl', () => {
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(Number.NaN)).toBe('NaN');
  });
});
