import { useEffect, useLayoutEffect, useRef } from 'react';

const dialogSelector = '[role="dialog"], [role="alertdialog"]';

/**
 * Focus back to the control that opened a dialog, for dialogs opened from code rather than a
 * Fluent DialogTrigger (which tabster restores by itself). The opener is whatever had focus when
 * `open` turned true; once it turns false, focus goes back to it if it is still on the page and
 * focus is lost (on the page's body) or still inside the closing dialog. A question stacked on
 * a dialog returns to the dialog's own control this way; a dialog opened meanwhile keeps focus.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  /** Bumped at each opening, so a restore still pending from the last close stands down. */
  const opening = useRef(0);
  // Read during render: by the commit, the dialog may already have taken focus.
  if (open && !wasOpen.current && typeof document !== 'undefined') {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }
  wasOpen.current = open;

  // The cleanup runs when `open` turns false and when a dialog mounted only while open goes.
  useEffect(() => {
    if (!open) return;
    const target = opener.current;
    const counter = opening.current + 1;
    opening.current = counter;
    if (!target) return;
    return () => {
      // The dialog being closed, if focus is still in it (its exit motion keeps it a moment).
      const closing = document.activeElement?.closest(dialogSelector);
      const restore = () => {
        if (opening.current !== counter || !target.isConnected) return;
        const active = document.activeElement;
        const lost = !active || active === document.body || !active.isConnected;
        if (lost || (closing && closing.contains(active) && !closing.contains(target))) {
          target.focus();
        }
      };
      // Now, and again once the dialog's exit motion has taken the surface away.
      requestAnimationFrame(restore);
      setTimeout(restore, 400);
    };
  }, [open]);
}

/**
 * Focus on `target` once a dialog stacked above it has closed: now, and again after the
 * dialog's exit motion, unless focus has moved on to something else meanwhile.
 */
export function focusAfterDialog(target: HTMLElement | null) {
  if (!target) return;
  const move = () => {
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    if (
      target.isConnected &&
      (lost || active.closest(dialogSelector) !== target.closest(dialogSelector))
    )
      target.focus();
  };
  requestAnimationFrame(move);
  setTimeout(move, 400);
}

const focusable =
  'input:not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * Focus kept inside a dialog whose body swaps (a skeleton while its data loads, then the form):
 * the control that held focus in the skeleton goes with it, which leaves focus on the page's
 * body, where Escape and Tab no longer reach the dialog. When `phase` changes and focus has been
 * lost that way, it moves to the dialog's first control (or the surface). Returns the ref for
 * the DialogSurface.
 */
export function useFocusKeptIn(phase: unknown) {
  const surface = useRef<HTMLDivElement | null>(null);
  // A layout effect: it runs in the same task as the swap, so no key press can land on the
  // body in between (with an effect, an Escape pressed as the form appeared went nowhere and
  // the dialog stayed open; the dashboard's browser test caught it about one run in four).
  useLayoutEffect(() => {
    const element = surface.current;
    if (!element?.isConnected) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    (element.querySelector<HTMLElement>(focusable) ?? element).focus();
  }, [phase]);
  return surface;
}
