// Split from the former domain/gamification.test.ts along the gamification modules.
import { describe, expect, it } from 'vitest';
import {
  TODAY,
  UTC,
  NEW_YORK,
  LOS_ANGELES,
  TOKYO,
  ago,
  ev,
  NO_INJECTION_DAYS,
} from './test-fixtures.js';
import { taskIds, totalTaskXp, type ActivityEvent } from './tasks.js';
import { streak, streakMilestone } from './streaks.js';

describe('streak', () => {
  const daysBack = (...offsets: number[]) => offsets.map((k) => ev('record-mood', ago(k)));

  it('is 0 with no activity', () => {
    expect(streak([], TODAY, UTC, NO_INJECTION_DAYS)).toBe(0);
  });

  it('counts today alone as 1', () => {
    expect(streak(daysBack(0), TODAY, UTC, NO_INJECTION_DAYS)).toBe(1);
  });

  it('counts a streak ending yesterday', () => {
    expect(streak(daysBack(1), TODAY, UTC, NO_INJECTION_DAYS)).toBe(1);
    expect(streak(daysBack(1, 2, 3), TODAY, UTC, NO_INJECTION_DAYS)).toBe(3);
  });

  it('is 0 when the last active day was two days ago', () => {
    expect(streak(daysBack(2, 3, 4, 5), TODAY, UTC, NO_INJECTION_DAYS)).toBe(0);
  });

  it('counts consecutive days up to today', () => {
    expect(streak(daysBack(0, 1, 2, 3, 4, 5, 6), TODAY, UTC, NO_INJECTION_DAYS)).toBe(7);
  });

  it('is broken by a gap', () => {
    expect(streak(daysBack(0, 1, 2, 4, 5, 6, 7), TODAY, UTC, NO_INJECTION_DAYS)).toBe(3);
    expect(streak(daysBack(1, 3), TODAY, UTC, NO_INJECTION_DAYS)).toBe(1);
  });

  it('counts a day once whatever the number of tasks on it', () => {
    const events = [...taskIds.map((kind) => ev(kind, TODAY)), ev('community', ago(1))];
    expect(streak(events, TODAY, UTC, new Set([TODAY]))).toBe(2);
  });

  it('mixes tasks: any completed task makes the day', () => {
    const events = [
      ev('record-mood', ago(0)),
      ev('write-journal', ago(1)),
      ev('community', ago(2)),
      ev('progress-photo', ago(3)),
      ev('log-injection', ago(4)),
    ];
    expect(streak(events, TODAY, UTC, new Set([ago(4)]))).toBe(5);
    // An injection on a day nothing is due or taken completes no task: the day breaks.
    expect(streak(events, TODAY, UTC, NO_INJECTION_DAYS)).toBe(4);
  });

  it('ignores days after today', () => {
    expect(streak(daysBack(-1, 0), TODAY, UTC, NO_INJECTION_DAYS)).toBe(1);
    expect(streak(daysBack(-1), TODAY, UTC, NO_INJECTION_DAYS)).toBe(0);
  });

  it('splits days at midnight in the user zone (23:30 and 00:30 local are two days)', () => {
    // Los Angeles: 2025-06-17 23:30 and 2025-06-18 00:30 are 06:30 and 07:30 UTC on 06-18.
    const events: ActivityEvent[] = [
      { kind: 'record-mood', createdAt: '2025-06-17T23:30:00-07:00' },
      { kind: 'write-journal', createdAt: '2025-06-18T00:30:00-07:00' },
    ];
    expect(streak(events, TODAY, LOS_ANGELES, NO_INJECTION_DAYS)).toBe(2);
    expect(streak(events, TODAY, UTC, NO_INJECTION_DAYS)).toBe(1);
  });

  it('keeps a late-evening-only routine going in a zone ahead of UTC', () => {
    // Tokyo: 23:30 local each night is 14:30 UTC the same date.
    const events = [0, 1, 2, 3].map((k) => ({
      kind: 'record-mood' as const,
      createdAt: `${ago(k)}T23:30:00+09:00`,
    }));
    expect(streak(events, TODAY, TOKYO, NO_INJECTION_DAYS)).toBe(4);
  });

  it('survives the spring-forward change in New York (a 23-hour day)', () => {
    // DST starts 2025-03-09 at 02:00 (-05:00 → -04:00).
    const events: ActivityEvent[] = [
      { kind: 'record-mood', createdAt: '2025-03-07T23:30:00-05:00' },
      { kind: 'record-mood', createdAt: '2025-03-08T23:30:00-05:00' },
      { kind: 'record-mood', createdAt: '2025-03-09T23:30:00-04:00' },
      { kind: 'record-mood', createdAt: '2025-03-10T00:30:00-04:00' },
      { kind: 'record-mood', createdAt: '2025-03-11T00:30:00-04:00' },
    ];
    expect(streak(events, '2025-03-11', NEW_YORK, NO_INJECTION_DAYS)).toBe(5);
    expect(totalTaskXp(events, NEW_YORK, NO_INJECTION_DAYS)).toBe(125);
    // 00:30 and 23:30 on the short day itself are one day.
    const shortDay: ActivityEvent[] = [
      { kind: 'record-mood', createdAt: '2025-03-09T00:30:00-05:00' },
      { kind: 'record-mood', createdAt: '2025-03-09T23:30:00-04:00' },
    ];
    expect(totalTaskXp(shortDay, NEW_YORK, NO_INJECTION_DAYS)).toBe(25);
    expect(streak(shortDay, '2025-03-10', NEW_YORK, NO_INJECTION_DAYS)).toBe(1);
  });

  it('survives the fall-back change in New York (a 25-hour day)', () => {
    // DST ends 2025-11-02 at 02:00 (-04:00 → -05:00).
    const events: ActivityEvent[] = [
      { kind: 'record-mood', createdAt: '2025-11-01T00:30:00-04:00' },
      { kind: 'record-mood', createdAt: '2025-11-02T00:30:00-04:00' },
      { kind: 'record-mood', createdAt: '2025-11-02T01:30:00-05:00' }, // the repeated hour
      { kind: 'record-mood', createdAt: '2025-11-02T23:30:00-05:00' },
      { kind: 'record-mood', createdAt: '2025-11-03T23:30:00-05:00' },
    ];
    expect(streak(events, '2025-11-03', NEW_YORK, NO_INJECTION_DAYS)).toBe(3);
    expect(streak(events, '2025-11-04', NEW_YORK, NO_INJECTION_DAYS)).toBe(3);
    expect(streak(events, '2025-11-05', NEW_YORK, NO_INJECTION_DAYS)).toBe(0);
    expect(totalTaskXp(events, NEW_YORK, NO_INJECTION_DAYS)).toBe(75);
  });

  it('runs across month and year ends', () => {
    const events = ['2024-12-30', '2024-12-31', '2025-01-01'].map((d) => ev('record-mood', d));
    expect(streak(events, '2025-01-01', UTC, NO_INJECTION_DAYS)).toBe(3);
    const leap = ['2024-02-28', '2024-02-29', '2024-03-01'].map((d) => ev('record-mood', d));
    expect(streak(leap, '2024-03-01', UTC, NO_INJECTION_DAYS)).toBe(3);
  });
});

describe('streakMilestone', () => {
  it.each([7, 14, 21, 70])('celebrates %i days', (days) => {
    expect(streakMilestone(days)).toBe(true);
  });

  it.each([0, 1, 6, 8, 13, 15, -7, 7.5])('does not celebrate %s days', (days) => {
    expect(streakMilestone(days)).toBe(false);
  });
});
