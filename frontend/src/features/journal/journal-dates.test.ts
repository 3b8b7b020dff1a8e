import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDay, formatTime, localDateIn } from './journal-dates';

describe('journal dates in the person’s zone', () => {
  const instant = new Date('2025-06-03T03:30:00Z');
  it('finds the local calendar date through Intl', () => {
    expect(localDateIn('UTC', instant)).toBe('2025-06-03');
    expect(localDateIn('America/Chicago', instant)).toBe('2025-06-02');
    expect(localDateIn('Asia/Tokyo', instant)).toBe('2025-06-03');
  });
  it('formats instants in the zone and calendar dates as written', () => {
    expect(formatDay(instant.toISOString(), 'America/Chicago')).toBe('Mon, Jun 2, 2025');
    expect(formatTime(instant.toISOString(), 'America/Chicago')).toBe('10:30 PM');
    expect(formatCalendarDate('2025-06-03')).toBe('Tuesday, June 3, 2025');
  });
  it('falls back to the browser zone for an unknown zone', () => {
    expect(localDateIn('Not/AZone', instant)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
