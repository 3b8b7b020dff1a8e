/**
 * Resolves when the visitor first shows intent on a prerendered page (issue 15): scrolls,
 * touches, clicks, presses a key, moves the pointer or moves focus. Code for what is below the
 * fold (the landing page's waitlist form) loads then, not with the page; its prerendered markup
 * is on screen meanwhile, and React hydrates it when the code arrives. Anywhere else (a page
 * rendered in the browser, or the build's prerenderer) it resolves at once.
 */
export function onIntent(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  if (document.getElementById('root')?.dataset.prerendered === undefined) return Promise.resolve();
  const events = [
    'scroll',
    'wheel',
    'pointerdown',
    'pointermove',
    'touchstart',
    'keydown',
    'focusin',
  ];
  return new Promise((resolve) => {
    const done = () => {
      events.forEach((name) => window.removeEventListener(name, done, true));
      resolve();
    };
    events.forEach((name) => window.addEventListener(name, done, { capture: true, passive: true }));
  });
}
