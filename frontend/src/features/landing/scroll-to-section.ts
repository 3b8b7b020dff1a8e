import { prefersReducedMotion } from './hooks/use-prefers-reduced-motion';

/**
 * Scrolls a landing section into view (smoothly unless the visitor prefers less motion) and,
 * when given, moves keyboard focus to an element inside it.
 */
export function scrollToSection(id: string, focusSelector?: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (window.location.hash !== `#${id}`)
    window.history.replaceState(window.history.state, '', `#${id}`);
  if (focusSelector) {
    section.querySelector<HTMLElement>(focusSelector)?.focus({ preventScroll: true });
  }
}
