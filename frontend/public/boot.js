/*
 * Stride's boot script: runs in <head>, before the first paint, on every page (a file, since
 * the CSP allows no inline script). Kept tiny and dependency-free; the build checks that the
 * names below match src/lib/storage-keys.ts and src/lib/version-check.ts.
 *
 * - The theme: the saved choice, else the system setting, as html[data-theme], which the theme
 *   stylesheet (src/features/theme/theme-css.ts) keys the colours on.
 * - A stored session (same app version, or the version check will clear it): html[data-session],
 *   so a prerendered signed-out page stays hidden while the app checks the session instead.
 * - No native form submission: a prerendered form pressed before the app has taken it would
 *   otherwise be sent by the browser as a GET, its fields (a password too) in the address. The
 *   app's own handlers run as before; they prevent the default themselves.
 */
(function () {
  var root = document.documentElement;
  var stored = function (key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  var choice = stored('theme');
  var dark =
    choice === 'dark' ||
    (choice !== 'light' &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-color-scheme: dark)').matches);
  root.setAttribute('data-theme', dark ? 'dark' : 'light');
  if (stored('auth_token') !== null && stored('app_version') === '1.0.2') {
    root.setAttribute('data-session', '');
  }
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (form instanceof HTMLFormElement && !form.hasAttribute('action')) event.preventDefault();
    },
    true,
  );
})();
