import type { Achievement } from '../../entities/dashboard';

/**
 * Which 'Achievement Unlocked!' toasts to show: every achievement that is unlocked and whose
 * toast was never acknowledged (`seen` is false on the server), in the server's order, minus
 * the ones this device has already queued (the server learns they were seen a moment later, and
 * a refetch in between must not queue them twice).
 */
export function achievementsToAnnounce(
  achievements: readonly Achievement[],
  alreadyQueued: ReadonlySet<string>,
): Achievement[] {
  return achievements.filter((a) => a.unlocked && !a.seen && !alreadyQueued.has(a.id));
}

/**
 * The ids this tab has queued for a toast, per person. Kept outside React so leaving the page
 * and coming back (before the server has the acknowledgement) does not queue them again.
 */
const queuedByUser = new Map<string, Set<string>>();

export function queuedAchievements(userId: string): Set<string> {
  let set = queuedByUser.get(userId);
  if (!set) {
    set = new Set();
    queuedByUser.set(userId, set);
  }
  return set;
}

/** For tests. */
export function forgetQueuedAchievements(): void {
  queuedByUser.clear();
}
