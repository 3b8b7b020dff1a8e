import { describe, expect, it } from 'vitest';
import {
  addMonths,
  cyclePlace,
  hematocritLevel,
  midwayDrawDate,
  nextDrawDue,
} from './lab-timing.js';

const day = 86_400_000;
const dose = Date.parse('2026-03-02T08:00:00Z');

describe('draw timing', () => {
  it('draws midway between injections', () => {
    expect(midwayDrawDate('2026-03-02', 7)).toBe('2026-03-05');
    expect(midwayDrawDate('2026-03-02', 14)).toBe('2026-03-09');
    expect(midwayDrawDate('2026-03-02', 10)).toBe('2026-03-07');
  });

  it('labels each draw by its place in the cycle', () => {
    expect(cyclePlace(dose + 1 * day, dose, 7)).toBe('peak');
    expect(cyclePlace(dose + 2.3 * day, dose, 7)).toBe('peak');
    expect(cyclePlace(dose + 3.5 * day, dose, 7)).toBe('mid');
    expect(cyclePlace(dose + 4.6 * day, dose, 7)).toBe('mid');
    expect(cyclePlace(dose + 6.9 * day, dose, 7)).toBe('trough');
    expect(cyclePlace(dose + 9 * day, dose, 7)).toBe('trough');
    expect(cyclePlace(dose + 7 * day, dose, 14)).toBe('mid');
  });
});

describe('next draw due', () => {
  it('is every 3 months in the first year, then every 6', () => {
    expect(nextDrawDue({ hrtStartDate: '2026-01-15', today: '2026-01-20' })).toBe('2026-04-15');
    expect(
      nextDrawDue({ lastDrawDate: '2026-04-16', hrtStartDate: '2026-01-15', today: '2026-05-01' }),
    ).toBe('2026-07-16');
    expect(
      nextDrawDue({ lastDrawDate: '2027-01-20', hrtStartDate: '2026-01-15', today: '2027-02-01' }),
    ).toBe('2027-07-20');
  });

  it('follows edited intervals and is today with nothing known', () => {
    const intervals = { firstYearMonths: 2, laterMonths: 12 };
    expect(
      nextDrawDue({
        lastDrawDate: '2026-03-01',
        hrtStartDate: '2026-01-01',
        today: '2026-03-02',
        intervals,
      }),
    ).toBe('2026-05-01');
    expect(nextDrawDue({ lastDrawDate: '2026-03-01', today: '2026-03-02', intervals })).toBe(
      '2027-03-01',
    );
    expect(nextDrawDue({ today: '2026-03-02' })).toBe('2026-03-02');
  });

  it('adds months clamped to the end of the month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
  });
});

describe('hematocrit thresholds', () => {
  it('trends against 50.4, 52 and 54 %', () => {
    expect(hematocritLevel(50.4)).toBe('normal');
    expect(hematocritLevel(50.5)).toBe('above-range');
    expect(hematocritLevel(51.9)).toBe('above-range');
    expect(hematocritLevel(52)).toBe('elevated');
    expect(hematocritLevel(54)).toBe('elevated');
    expect(hematocritLevel(54.1)).toBe('talk-to-provider');
  });
});
