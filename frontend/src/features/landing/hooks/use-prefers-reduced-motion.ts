import { useLayoutEffect, useState, useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(query).matches
  );
}

/**
 * True when the visitor asked the system for less motion. A component's first render says
 * false, as the prerendered page did (the markup it hydrates must match: Preact does not
 * patch attributes while hydrating); the visitor's preference follows before the next paint.
 */
export function usePrefersReducedMotion(): boolean {
  const reduced = useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
  const [hydrated, setHydrated] = useState(false);
  useLayoutEffect(() => setHydrated(true), []);
  return hydrated && reduced;
}
