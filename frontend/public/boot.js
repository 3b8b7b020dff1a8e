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
    // A signed-in page shows dates and times in the person's time zone, and the first
    // Intl.DateTimeFormat a page makes loads the browser's date and zone data: ~15 ms, ~60 ms on
    // Lighthouse's phone, once, inside the first render. Made here, in a task of its own while
    // the page's code downloads, that render is shorter; later formatters cost ~0.1 ms (issue 15).
    setTimeout(function () {
      try {
        new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' }).format(0);
      } catch {
        // nothing to warm
      }
    }, 0);
    // The first calls the page makes, started now, while its scripts download; the app takes
    // the responses (src/lib/early-calls.ts) instead of asking again once its code has run.
    var token = stored('auth_token');
    var calls = {};
    var early = function (url) {
      try {
        var response = window.fetch(url, {
          headers: { Accept: 'application/json', 'X-Stride-Auth': 'Bearer ' + token },
          credentials: 'same-origin',
        });
        response.catch(function () {}); // the app asks again
        calls[url] = { token: token, response: response, at: Date.now() };
      } catch {
        // the app asks
      }
    };
    early('/api/auth/me');
    if (window.location.pathname === '/dashboard') {
      var now = new Date();
      var month = String(now.getMonth() + 1);
      early(
        '/api/dashboard?month=' + now.getFullYear() + '-' + (month.length < 2 ? '0' : '') + month,
      );
      early('/api/prescription?optional=true');
    } else if (window.location.pathname === '/journal' && window.location.search === '') {
      early('/api/journal?limit=10');
      early('/api/journal/tags');
    }
    window.__strideEarlyCalls = calls;
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
