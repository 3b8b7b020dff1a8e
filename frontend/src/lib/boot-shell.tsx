import { useLayoutEffect } from 'react';

/**
 * The shell's stand-in (issue 15): each signed-in page's HTML carries a drawing of the shell
 * with the page's title (app/shell/boot-shell.tsx, written by the build), shown over the app
 * from the first paint while the page's code, the session check and the page's first render
 * run. It is removed once the app has something of its own to show: the page inside the shell,
 * or any screen that is not the session check's (signed out, out of reach, an error).
 */
export const bootShellId = 'boot-shell';

export function dismissBootShell(): void {
  if (typeof document === 'undefined') return;
  document.getElementById(bootShellId)?.remove();
}

/**
 * Resolves once the drawing has been painted, when the page has one: the app's start (the
 * version check, its first render) is work the browser would otherwise do before that first
 * paint when the scripts are already there (a warm cache). A frame, not more: a hidden tab
 * paints no frames, so it waits for nothing.
 */
export function afterBootShellPaint(): Promise<void> {
  const drawn = document.getElementById(bootShellId);
  if (
    !drawn ||
    document.visibilityState !== 'visible' ||
    getComputedStyle(drawn).display === 'none'
  ) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(fallback);
      resolve();
    };
    // The frame's callback runs before its paint; the task after it runs after.
    const fallback = setTimeout(done, 100);
    requestAnimationFrame(() => setTimeout(done, 0));
  });
}

/** Rendered where the app's own screen has committed: removes the stand-in before that paint. */
export function BootShellDone() {
  useLayoutEffect(dismissBootShell, []);
  return null;
}
