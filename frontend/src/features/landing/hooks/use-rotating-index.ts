import { useEffect, useState } from 'react';

/** Cycles 0..count-1 every `intervalMs` while not paused. */
export function useRotatingIndex(count: number, intervalMs: number, paused = false): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % count),
      intervalMs,
    );
    return () => window.clearInterval(timer);
  }, [count, intervalMs, paused]);
  return index % Math.max(count, 1);
}
