import { useEffect, useState } from 'react';

/**
 * 0 until the screen shown with `active` has painted, then 1, 2, … up to `stages`, one more
 * each frame and task. For what sits below the fold or beside the first thing read: rendered in
 * tasks of their own, a stage at a time, the first screen's render is a shorter task and the
 * page answers a tap sooner between stages (issue 15's Total Blocking Time). In a hidden tab (no
 * frames) every stage shows at once.
 */
export function useStagesAfterFirstPaint(active: boolean, stages: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (!active || shown >= stages) return;
    if (document.visibilityState === 'hidden') {
      setShown(stages);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setShown((n) => Math.min(stages, n + 1)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [active, shown, stages]);
  return shown;
}

/** False until the screen shown with `active` has painted, then true (a frame and a task later). */
export function useAfterFirstPaint(active = true): boolean {
  return useStagesAfterFirstPaint(active, 1) > 0;
}
