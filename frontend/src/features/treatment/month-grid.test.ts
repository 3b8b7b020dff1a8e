import { describe, expect, it } from 'vitest';
import { buildMonthGrid, calendarCellCount, dayKind } from './month-grid';

describe('buildMonthGrid', () => {
  it('starts on the Sunday before a month that begins mid-week (May 2026 begins on a Friday)', () => {
    const grid = buildMonthGrid({ month: '2026-05', today: '2026-05-12' });
    expect(grid).toHaveLength(calendarCellCount);
    expect(grid[0]?.date).toBe('2026-04-26');
    expect(grid[0]?.isCurrentMonth).toBe(false);
    expect(grid[5]).toMatchObject({ date: '2026-05-01', isCurrentMonth: true, dayOfMonth: 1 });
    expect(grid[41]?.date).toBe('2026-06-06');
    expect(grid.filter((d) => d.isCurrentMonth)).toHaveLength(31);
  });

  it('starts on the first itself when the month begins on a Sunday (February 2026)', () => {
    const grid = buildMonthGrid({ month: '2026-02', today: '2026-02-01' });
    expect(grid[0]).toMatchObject({ date: '2026-02-01', isCurrentMonth: true, isToday: true });
    // 28 days fill exactly four weeks; two more weeks of March follow.
    expect(grid[27]?.date).toBe('2026-02-28');
    expect(grid[28]).toMatchObject({ date: '2026-03-01', isCurrentMonth: false });
    expect(grid[41]?.date).toBe('2026-03-14');
  });

  it('fills all six weeks when the month needs them (August 2026 starts on a Saturday)', () => {
    const grid = buildMonthGrid({ month: '2026-08', today: '2026-01-01' });
    expect(grid[0]?.date).toBe('2026-07-26');
    expect(grid[6]).toMatchObject({ date: '2026-08-01', isCurrentMonth: true });
    // The 31st falls in the sixth row.
    const last = grid.findIndex((d) => d.date === '2026-08-31');
    expect(Math.floor(last / 7)).toBe(5);
    expect(grid[41]?.date).toBe('2026-09-05');
  });

  it('crosses a year boundary and a daylight-saving change without skipping a day', () => {
    const december = buildMonthGrid({ month: '2025-12', today: '2025-12-01' });
    expect(december[0]?.date).toBe('2025-11-30');
    expect(december[41]?.date).toBe('2026-01-10');
    const march = buildMonthGrid({ month: '2026-03', today: '2026-03-01' });
    const dates = march.map((d) => d.date);
    expect(new Set(dates).size).toBe(42);
    expect(dates).toContain('2026-03-08');
    expect(dates).toContain('2026-03-09');
  });

  it('marks injections, future reminders and today, and reports what a click means', () => {
    const grid = buildMonthGrid({
      month: '2026-05',
      today: '2026-05-12',
      injectionDates: ['2026-05-05', '2026-05-12'],
      reminderDates: ['2026-05-05', '2026-05-01', '2026-05-19'],
    });
    const byDate = new Map(grid.map((d) => [d.date, d]));
    expect(byDate.get('2026-05-05')).toMatchObject({ hasInjection: true, isFutureReminder: false });
    expect(byDate.get('2026-05-12')).toMatchObject({ hasInjection: true, isToday: true });
    // A reminder before today is not a future reminder.
    expect(byDate.get('2026-05-01')?.isFutureReminder).toBe(false);
    expect(byDate.get('2026-05-19')?.isFutureReminder).toBe(true);
    expect(dayKind(byDate.get('2026-05-05')!)).toBe('injection');
    expect(dayKind(byDate.get('2026-05-19')!)).toBe('reminder');
    expect(dayKind(byDate.get('2026-05-20')!)).toBeNull();
  });
});

describe("the server's day states", () => {
  const marks = [
    { date: '2026-05-05', doses: ['late' as const], journalEntries: 1, checkins: 0 },
    { date: '2026-05-19', doses: ['due' as const], journalEntries: 0, checkins: 1 },
  ];
  it('draws the marks as the server sent them', () => {
    const grid = buildMonthGrid({ month: '2026-05', today: '2026-05-12', marks });
    const day = (date: string) => grid.find((d) => d.date === date)!;
    expect(day('2026-05-05')).toMatchObject({ doses: ['late'], journalEntries: 1 });
    expect(day('2026-05-19')).toMatchObject({ doses: ['due'], checkins: 1 });
    expect(day('2026-05-06').doses).toEqual([]);
  });
  it('follows the live injection list ahead of the marks (a dose just logged or deleted)', () => {
    const grid = buildMonthGrid({
      month: '2026-05',
      today: '2026-05-19',
      marks,
      injectionDates: ['2026-05-19'],
      injectionsLive: true,
    });
    const day = (date: string) => grid.find((d) => d.date === date)!;
    expect(day('2026-05-19').doses).toEqual(['on-time']);
    expect(day('2026-05-05').doses).toEqual([]);
  });
});
