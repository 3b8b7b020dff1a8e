import { afterEach, describe, expect, it } from 'vitest';
import {
  acknowledgeMilestone,
  isMilestoneAcknowledged,
  milestoneStorageKey,
  shouldCelebrate,
  streakMilestoneId,
} from './streak-milestone';

describe('streak milestones', () => {
  afterEach(() => localStorage.clear());

  it('names a milestone by its length and the first day of the run', () => {
    // Active today: the 7 days end today.
    expect(streakMilestoneId({ streak: 7, today: '2026-05-12', activeToday: true })).toBe(
      '7@2026-05-06',
    );
    // Nothing yet today: the streak ends yesterday, and it is the same run as yesterday's.
    expect(streakMilestoneId({ streak: 7, today: '2026-05-13', activeToday: false })).toBe(
      '7@2026-05-06',
    );
    // Across a month end.
    expect(streakMilestoneId({ streak: 14, today: '2026-03-05', activeToday: true })).toBe(
      '14@2026-02-20',
    );
  });

  it('celebrates once per milestone on this device, surviving a reload', () => {
    const input = {
      userId: 'u1',
      streakMilestone: true,
      streak: 7,
      today: '2026-05-12',
      activeToday: true,
    };
    const first = shouldCelebrate(input);
    expect(first.celebrate).toBe(true);
    acknowledgeMilestone('u1', first.milestoneId);
    // A reload the same day.
    expect(shouldCelebrate(input).celebrate).toBe(false);
    // The next morning before any task: still the same 7-day run.
    expect(shouldCelebrate({ ...input, today: '2026-05-13', activeToday: false }).celebrate).toBe(
      false,
    );
    // Two weeks in: a new milestone.
    expect(shouldCelebrate({ ...input, streak: 14, today: '2026-05-19' }).celebrate).toBe(true);
    // Another person on this device has their own memory.
    expect(shouldCelebrate({ ...input, userId: 'u2' }).celebrate).toBe(true);
  });

  it('never celebrates without the server saying milestone', () => {
    expect(
      shouldCelebrate({
        userId: 'u1',
        streakMilestone: false,
        streak: 8,
        today: '2026-05-12',
        activeToday: true,
      }).celebrate,
    ).toBe(false);
  });

  it('a later run reaching 7 again celebrates again', () => {
    acknowledgeMilestone('u1', '7@2026-05-06');
    expect(
      shouldCelebrate({
        userId: 'u1',
        streakMilestone: true,
        streak: 7,
        today: '2026-06-20',
        activeToday: true,
      }).celebrate,
    ).toBe(true);
  });

  it('keeps only the newest milestones and survives a broken value', () => {
    for (let i = 1; i <= 20; i++) acknowledgeMilestone('u1', `${i * 7}@2026-01-01`);
    const stored = JSON.parse(localStorage.getItem(milestoneStorageKey('u1')) ?? '[]') as string[];
    expect(stored).toHaveLength(12);
    expect(isMilestoneAcknowledged('u1', '140@2026-01-01')).toBe(true);
    expect(isMilestoneAcknowledged('u1', '7@2026-01-01')).toBe(false);
    localStorage.setItem(milestoneStorageKey('u1'), '{not json');
    expect(isMilestoneAcknowledged('u1', '7@2026-01-01')).toBe(false);
    acknowledgeMilestone('u1', '7@2026-01-01');
    expect(isMilestoneAcknowledged('u1', '7@2026-01-01')).toBe(true);
  });
});
