import { describe, expect, it } from 'vitest';
import { rangeFlag, rangeFor } from './ranges.js';

const testosterone = { low: 400, high: 700, unit: 'ng/dL' };

describe('reference range flags', () => {
  it('is in range on both inclusive bounds and just inside', () => {
    expect(rangeFlag('testosterone', 400, 'ng/dL', testosterone)).toBe('in-range');
    expect(rangeFlag('testosterone', 700, 'ng/dL', testosterone)).toBe('in-range');
    expect(rangeFlag('testosterone', 550, 'ng/dL', testosterone)).toBe('in-range');
  });

  it('is low just below and high just above the bounds', () => {
    expect(rangeFlag('testosterone', 399.9, 'ng/dL', testosterone)).toBe('low');
    expect(rangeFlag('testosterone', 700.1, 'ng/dL', testosterone)).toBe('high');
  });

  it('compares a value entered in another unit after converting it', () => {
    // 400 ng/dL = 13.8685 nmol/L: exactly the bound stays in range after conversion.
    expect(rangeFlag('testosterone', 400 / 28.842, 'nmol/L', testosterone)).toBe('in-range');
    expect(rangeFlag('testosterone', 13.8, 'nmol/L', testosterone)).toBe('low');
    expect(rangeFlag('testosterone', 25, 'nmol/L', testosterone)).toBe('high');
  });

  it('handles one-sided ranges and units that cannot be compared', () => {
    expect(rangeFlag('estradiol', 50, 'pg/mL', { high: 50, unit: 'pg/mL' })).toBe('in-range');
    expect(rangeFlag('estradiol', 0, 'pg/mL', { high: 50, unit: 'pg/mL' })).toBe('in-range');
    expect(rangeFlag('estradiol', 190, 'pmol/L', { high: 50, unit: 'pg/mL' })).toBe('high');
    expect(rangeFlag('vitamin-d', 30, 'ng/mL', { low: 30, unit: 'nmol/L' })).toBeUndefined();
  });

  it('uses an edited range instead of the default', () => {
    expect(rangeFor('testosterone', {})).toEqual(testosterone);
    const edited = { testosterone: { low: 300, high: 1000, unit: 'ng/dL' } };
    expect(rangeFlag('testosterone', 350, 'ng/dL', rangeFor('testosterone', edited)!)).toBe(
      'in-range',
    );
    expect(rangeFor('my-marker', {})).toBeUndefined();
  });
});
