// Split from the former domain/schedule.test.ts along the treatment modules.
import { describe, expect, it } from 'vitest';
import { checkDoubleDose } from './double-dose.js';

describe('double-dose guard', () => {
  const prev = { id: 'prev', takenAt: '2025-06-10T09:00:00Z', localDate: '2025-06-10' };

  it('refuses less than I/2 days after the previous injection, measured between instants', () => {
    const check = (takenAt: string, localDate: string, intervalDays = 7) =>
      checkDoubleDose({ takenAt, localDate, intervalDays, injections: [prev] });
    expect(check('2025-06-13T09:00:00Z', '2025-06-13')).toMatchObject({
      isDoubleDose: true,
      daysSince: 3,
      elapsedDays: 3,
    });
    expect(check('2025-06-13T20:59:59Z', '2025-06-13').isDoubleDose).toBe(true);
    expect(check('2025-06-13T21:00:00Z', '2025-06-13').isDoubleDose).toBe(false); // 3.5 days
    expect(check('2025-06-11T20:59:59Z', '2025-06-11', 3).isDoubleDose).toBe(true);
    expect(check('2025-06-11T21:00:00Z', '2025-06-11', 3).isDoubleDose).toBe(false);
    expect(check('2025-06-10T09:00:00Z', '2025-06-10')).toMatchObject({
      isDoubleDose: true,
      daysSince: 0,
    });
  });

  it('says calendar days for the dialog: 23:00 then 01:00 is one day ago, two hours apart', () => {
    const late = { id: 'late', takenAt: '2025-06-10T23:00:00-04:00', localDate: '2025-06-10' };
    const result = checkDoubleDose({
      takenAt: '2025-06-11T01:00:00-04:00',
      localDate: '2025-06-11',
      intervalDays: 7,
      injections: [late],
    });
    expect(result).toMatchObject({ isDoubleDose: true, daysSince: 1 });
    expect(result.elapsedDays).toBeCloseTo(2 / 24);
  });

  it('uses the latest injection at or before the new one; a later one and the edited one do not count', () => {
    const older = { id: 'older', takenAt: '2025-06-03T09:00:00Z', localDate: '2025-06-03' };
    const later = { id: 'later', takenAt: '2025-06-12T09:00:00Z', localDate: '2025-06-12' };
    const backdated = checkDoubleDose({
      takenAt: '2025-06-09T09:00:00Z',
      localDate: '2025-06-09',
      intervalDays: 7,
      injections: [later, older],
    });
    expect(backdated).toMatchObject({ isDoubleDose: false, daysSince: 6 });
    expect(backdated.previous?.id).toBe('older');

    const editing = checkDoubleDose({
      takenAt: '2025-06-10T12:00:00Z',
      localDate: '2025-06-10',
      intervalDays: 7,
      injections: [prev, older],
      excludeId: 'prev',
    });
    expect(editing.previous?.id).toBe('older');
    expect(editing.isDoubleDose).toBe(false);
  });

  it('with no previous injection nothing is refused', () => {
    expect(
      checkDoubleDose({
        takenAt: '2025-06-10T09:00:00Z',
        localDate: '2025-06-10',
        intervalDays: 7,
        injections: [],
      }),
    ).toEqual({ isDoubleDose: false, previous: null, daysSince: null, elapsedDays: null });
  });
});
