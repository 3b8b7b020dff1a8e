import { useCallback, useEffect, useState } from 'react';
import type { Dashboard } from '../../../entities/dashboard';
import { acknowledgeMilestone, shouldCelebrate } from '../streak-milestone';

/** The spec's celebration time. */
export const celebrationMs = 3000;

/**
 * 'Week Streak Achieved!': shown for 3 s when the server says the streak is a milestone
 * (a positive multiple of 7), once per milestone on this device (remembered in localStorage,
 * so a reload does not play it again).
 */
export function useStreakCelebration(userId: string | null, dashboard: Dashboard | undefined) {
  const [celebrating, setCelebrating] = useState<{ id: string; streak: number } | null>(null);

  const streakMilestone = dashboard?.celebration.streakMilestone ?? false;
  const streak = dashboard?.stats.streak ?? 0;
  const today = dashboard?.today;
  const activeToday = dashboard?.dailyTasks.some((t) => t.completed) ?? false;

  useEffect(() => {
    if (!userId || !today) return;
    const { celebrate, milestoneId } = shouldCelebrate({
      userId,
      streakMilestone,
      streak,
      today,
      activeToday,
    });
    if (!celebrate) return;
    acknowledgeMilestone(userId, milestoneId);
    setCelebrating({ id: milestoneId, streak });
  }, [userId, streakMilestone, streak, today, activeToday]);

  useEffect(() => {
    if (!celebrating) return;
    const timer = window.setTimeout(() => setCelebrating(null), celebrationMs);
    return () => window.clearTimeout(timer);
  }, [celebrating]);

  const dismiss = useCallback(() => setCelebrating(null), []);
  return { streak: celebrating?.streak ?? null, dismiss };
}
