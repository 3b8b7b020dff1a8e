import { describe, expect, it } from 'vitest';
import { canConvert, convert, unitsFor } from './units.js';

describe('lab unit conversions', () => {
  it('converts testosterone both ways (1 nmol/L = 28.842 ng/dL)', () => {
    expect(convert('testosterone', 1, 'nmol/L', 'ng/dL')).toBeCloseTo(28.842, 6);
    expect(convert('testosterone', 576.84, 'ng/dL', 'nmol/L')).toBeCloseTo(20, 6);
    expect(
      convert('testosterone', convert('testosterone', 612, 'ng/dL', 'nmol/L'), 'nmol/L', 'ng/dL'),
    ).toBeCloseTo(612, 9);
  });

  it('converts estradiol both ways (x 3.671)', () => {
    expect(convert('estradiol', 30, 'pg/mL', 'pmol/L')).toBeCloseTo(110.13, 6);
    expect(convert('estradiol', 110.13, 'pmol/L', 'pg/mL')).toBeCloseTo(30, 6);
  });

  it('converts hemoglobin both ways (g/dL x 10 = g/L)', () => {
    expect(convert('hemoglobin', 15.2, 'g/dL', 'g/L')).toBeCloseTo(152, 9);
    expect(convert('hemoglobin', 160, 'g/L', 'g/dL')).toBeCloseTo(16, 9);
  });

  it('converts lipids both ways', () => {
    expect(convert('ldl', 2.5, 'mmol/L', 'mg/dL')).toBeCloseTo(96.675, 6);
    expect(convert('triglycerides', 177.14, 'mg/dL', 'mmol/L')).toBeCloseTo(2, 6);
  });

  it('keeps a value in its own unit and refuses unknown conversions', () => {
    expect(convert('lh', 4.2, 'IU/L', 'IU/L')).toBe(4.2);
    expect(canConvert('testosterone', 'ng/dL', 'pg/mL')).toBe(false);
    expect(() => convert('testosterone', 1, 'ng/dL', 'pg/mL')).toThrow();
    expect(unitsFor('testosterone')).toEqual(['nmol/L', 'ng/dL']);
    expect(unitsFor('my-marker')).toEqual([]);
  });
});
