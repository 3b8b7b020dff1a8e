import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '../../lib/dates';
import { affirmationForDate, affirmationIndexForDate, affirmations } from './daily-affirmation';

describe('daily affirmation', () => {
  it('is the same all day and changes the next day', () => {
    expect(affirmationForDate('2026-05-12')).toBe(affirmationForDate('2026-05-12'));
    let day = '2026-01-01';
    for (let i = 0; i < 400; i++) {
      const next = addCalendarDays(day, 1);
      expect(affirmationForDate(next)).not.toBe(affirmationForDate(day));
      day = next;
    }
  });

  it('comes round to every affirmation, one per day', () => {
    const seen = new Set<number>();
    let day = '2026-05-12';
    for (let i = 0; i < affirmations.length; i++) {
      seen.add(affirmationIndexForDate(day));
      day = addCalendarDays(day, 1);
    }
    expect(seen.size).toBe(affirmations.length);
  });

  it('has a set of distinct, non-empty messages', () => {
    expect(affirmations.length).toBeGreaterThanOrEqual(20);
    expect(new Set(affirmations).size).toBe(affirmations.length);
    for (const text of affirmations) expect(text.trim().length).toBeGreaterThan(10);
  });

  it('handles dates before 1970', () => {
    const index = affirmationIndexForDate('1969-12-31');
    expect(index).toBeGreaterThanOrEqual(0);
    expect(index).toBeLessThan(affirmations.length);
  });
});
