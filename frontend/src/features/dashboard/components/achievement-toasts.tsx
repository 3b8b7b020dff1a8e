import { useCallback, useEffect, useRef } from 'react';
import { useAppToastDispatch } from '../../../components/app-toaster';
import { achievementsToAnnounce, queuedAchievements } from '../achievement-toasts';
import type { Achievement } from '../../../entities/dashboard';
import { useMarkAchievementSeen } from '../api/mark-achievement-seen';

/** The spec's achievement toast time. */
export const achievementToastMs = 4000;

/**
 * 'Achievement Unlocked!' toasts, once per achievement ever: every unlocked achievement whose
 * toast the server has not recorded as seen is queued and shown one at a time, 4 s each, in the
 * shell's toaster (beside the app's other toasts); when one shows, POST
 * /api/achievements/{id}/seen records it for every device.
 */
export function AchievementToasts({
  userId,
  achievements,
}: {
  userId: string;
  achievements: readonly Achievement[];
}) {
  const dispatchToast = useAppToastDispatch();
  const markSeen = useMarkAchievementSeen();
  const markSeenRef = useRef(markSeen.mutate);
  markSeenRef.current = markSeen.mutate;
  /** Queued here but not on screen yet: handed back if the page goes before they show. */
  const pending = useRef(new Set<string>());
  /** Waiting for the one on screen to go. */
  const waiting = useRef<Achievement[]>([]);
  const showing = useRef(false);

  const showNext = useCallback(() => {
    if (showing.current) return;
    const achievement = waiting.current.shift();
    if (!achievement) return;
    showing.current = true;
    const content = () =>
      import('./achievement-toast').then(({ AchievementToast }) => (
        <AchievementToast achievement={achievement} />
      ));
    dispatchToast(content, {
      toastId: `achievement-${achievement.id}`,
      intent: 'success',
      timeout: achievementToastMs,
      pauseOnHover: true,
      politeness: 'polite',
      onStatusChange: (_, { status }) => {
        if (status === 'visible') {
          pending.current.delete(achievement.id);
          markSeenRef.current(achievement.id);
        }
        if (status === 'unmounted') {
          showing.current = false;
          showNextRef.current();
        }
      },
    });
  }, [dispatchToast]);
  const showNextRef = useRef(showNext);
  showNextRef.current = showNext;

  useEffect(() => {
    const queued = queuedAchievements(userId);
    for (const achievement of achievementsToAnnounce(achievements, queued)) {
      queued.add(achievement.id);
      pending.current.add(achievement.id);
      waiting.current.push(achievement);
    }
    showNext();
  }, [achievements, userId, showNext]);

  useEffect(() => {
    const notShown = pending.current;
    const queue = waiting.current;
    return () => {
      const queued = queuedAchievements(userId);
      for (const id of notShown) queued.delete(id);
      notShown.clear();
      queue.length = 0;
    };
  }, [userId]);

  return null;
}
