import { afterEach, describe, expect, it } from 'vitest';
import {
  achievementsToAnnounce,
  forgetQueuedAchievements,
  queuedAchievements,
} from './achievement-toasts';
import { achievementFixture } from './test-fixtures';

const unlockedAt = '2026-05-12T14:00:00.000Z';

describe('achievementsToAnnounce', () => {
  afterEach(() => forgetQueuedAchievements());

  it('announces unlocked achievements whose toast was never seen, in the server order', () => {
    const list = [
      achievementFixture({ id: 'first-week', unlocked: true, unlockedAt, seen: false }),
      achievementFixture({ id: 'consistency-master', unlocked: false }),
      achievementFixture({ id: 'perfect-month', unlocked: true, unlockedAt, seen: true }),
      achievementFixture({ id: 'level-5', unlocked: true, unlockedAt, seen: false }),
    ];
    expect(achievementsToAnnounce(list, new Set()).map((a) => a.id)).toEqual([
      'first-week',
      'level-5',
    ]);
  });

  it('never announces a locked achievement, even one not seen', () => {
    expect(achievementsToAnnounce([achievementFixture({ unlocked: false })], new Set())).toEqual(
      [],
    );
  });

  it('queues each achievement once per tab, even when a refetch still says unseen', () => {
    const queued = queuedAchievements('user-1');
    const list = [achievementFixture({ unlocked: true, unlockedAt, seen: false })];
    const first = achievementsToAnnounce(list, queued);
    expect(first).toHaveLength(1);
    for (const a of first) queued.add(a.id);
    // The dashboard is refetched before the server has the acknowledgement.
    expect(achievementsToAnnounce(list, queuedAchievements('user-1'))).toEqual([]);
    // Another person on the same device has their own queue.
    expect(achievementsToAnnounce(list, queuedAchievements('user-2'))).toHaveLength(1);
  });

  it('stops once the server records the toast as seen (another device, a reload)', () => {
    const seen = [achievementFixture({ unlocked: true, unlockedAt, seen: true })];
    expect(achievementsToAnnounce(seen, new Set())).toEqual([]);
  });
});
