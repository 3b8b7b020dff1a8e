// Split from the former domain/schedule.test.ts along the treatment modules.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dosageText, frequencyText, treatmentSummary, urgency, weeklyProgress } from './text.js';
import { TODAY, ago, inDays, version, schedule } from './test-fixtures.js';

describe('urgency and progress', () => {
  it.each([
    [-2, true, { level: 'overdue', label: 'Overdue', text: '2 days overdue' }],
    [-1, true, { level: 'overdue', label: 'Overdue', text: '1 day overdue' }],
    [0, false, { level: 'urgent', label: null, text: 'Due today' }],
    [1, false, { level: 'urgent', label: null, text: '1 day remaining' }],
    [2, false, { level: 'soon', label: null, text: '2 days remaining' }],
    [3, false, { level: 'soon', label: null, text: '3 days remaining' }],
    [4, false, { level: 'normal', label: null, text: '4 days remaining' }],
    [7, false, { level: 'normal', label: null, text: '7 days remaining' }],
  ] as const)('daysUntilNext %i → %o', (daysUntilNext, isOverdue, expected) => {
    expect(urgency(daysUntilNext, isOverdue)).toEqual(expected);
  });

  it('follows the schedule’s own nextDue', () => {
    const { nextDue } = schedule([version(ago(2))], []);
    expect(nextDue).not.toBeNull();
    if (nextDue)
      expect(urgency(nextDue.daysUntilNext, nextDue.isOverdue).text).toBe('2 days overdue');
  });

  it('weekly progress is (I - daysUntilNext) / I, clamped to 0..1', () => {
    expect(weeklyProgress(7, 2)).toBeCloseTo(5 / 7);
    expect(weeklyProgress(7, 0)).toBe(1);
    expect(weeklyProgress(7, -3)).toBe(1);
    expect(weeklyProgress(7, 7)).toBe(0);
    expect(weeklyProgress(7, 12)).toBe(0);
    expect(weeklyProgress(10, 5)).toBe(0.5);
    expect(weeklyProgress(1, 1)).toBe(0);
  });

  it('progress always lies in 0..1 (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 365 }),
        fc.integer({ min: -1000, max: 1000 }),
        (i, d) => {
          const p = weeklyProgress(i, d);
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('dosage and frequency texts', () => {
  it('writes the dose without trailing zeros', () => {
    expect(dosageText(0.3, 'mL')).toBe('0.3mL');
    expect(dosageText(0.25, 'mL')).toBe('0.25mL');
    expect(dosageText(0.5, 'mL')).toBe('0.5mL');
    expect(dosageText(1, 'mL')).toBe('1mL');
    expect(dosageText(100, 'mg')).toBe('100mg');
    expect(dosageText(1000, 'mg')).toBe('1000mg');
    expect(dosageText(0.1 + 0.2, 'mL')).toBe('0.3mL');
    expect(dosageText(0.125, 'mL')).toBe('0.125mL');
    expect(() => dosageText(0, 'mL')).toThrow(RangeError);
    expect(() => dosageText(Number.NaN, 'mg')).toThrow(RangeError);
  });

  it('7 is weekly, anything else every N days', () => {
    expect(frequencyText(7)).toBe('weekly');
    expect(frequencyText(10)).toBe('every 10 days');
    expect(frequencyText(14)).toBe('every 14 days');
    expect(frequencyText(3)).toBe('every 3 days');
    expect(frequencyText(1)).toBe('every 1 day');
    expect(() => frequencyText(0)).toThrow(RangeError);
  });
});

describe('treatment summary', () => {
  it('gives the computed fields of the prescription answer', () => {
    const injections = [
      { id: 'five', localDate: ago(5), takenAt: `${ago(5)}T14:00:00Z`, site: 'left-thigh' },
    ];
    expect(
      treatmentSummary({ versions: [version(ago(60))], pauses: [], injections, today: TODAY }),
    ).toEqual({
      dosage: '0.3mL',
      frequency: 'weekly',
      nextInjectionDate: inDays(2),
      daysUntilNext: 2,
      isOverdue: false,
      suggestedSite: 'right-thigh',
    });
  });

  it('reports nothing due while paused, and null without a prescription', () => {
    const summary = treatmentSummary({
      versions: [version(ago(60), 10, ago(60), { doseAmount: 100, doseUnit: 'mg', route: 'SubQ' })],
      pauses: [{ from: ago(3) }],
      injections: [],
      today: TODAY,
    });
    expect(summary).toMatchObject({
      dosage: '100mg',
      frequency: 'every 10 days',
      nextInjectionDate: null,
      daysUntilNext: null,
      isOverdue: false,
    });
    expect(treatmentSummary({ versions: [], injections: [], today: TODAY })).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------
// Properties
