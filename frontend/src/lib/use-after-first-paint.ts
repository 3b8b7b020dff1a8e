import { useEffect, useState } from 'react';

/**
 * False until the screen shown with `active` has painted, then true (a frame and a task later).
 * For what sits below the fold or beside the first thing read: rendered in a task of its own,
 * the first screen's render is a shorter task and the page answers a tap sooner (issue 15's
 * Total Blocking Time). In a hidden tab (no frames) it is true at once.
 */
export function useAfterFirstPaint(active = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!active || painted) return;
    if (document.visibilityState === 'hidden') {
      setPainted(true);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [active, painted]);
  return painted;
}
