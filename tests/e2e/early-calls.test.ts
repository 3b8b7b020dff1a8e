import { describe, expect, it } from 'vitest';
import { hasChromium, openPage } from '../support/browser.js';
import { appVersion } from '../support/signed-in.js';
import { signedInStack } from '../support/signed-in-stack.js';

/**
 * Issue 15: a signed-in page's first calls start from public/boot.js while the page's scripts
 * download, and the app takes those responses instead of asking again (src/lib/early-calls.ts).
 * Seen from the browser: who started each API request (the initiator Chrome records), and how
 * many times each URL was asked for.
 */
describe.skipIf(!hasChromium)("a signed-in page's first calls start with boot.js", () => {
  const env = signedInStack();

  /** Opens `path`, signed in or not, and answers its API requests in order and who sent them. */
  async function apiRequests(path: string, signedIn: boolean, ready: string | null) {
    const w = await openPage(env.browser, { viewport: { width: 390, height: 844 } });
    try {
      await w.page.addInitScript(
        ([t, version]) => {
          localStorage.setItem('app_version', version);
          if (t) localStorage.setItem('auth_token', t);
        },
        [signedIn ? env.token : '', appVersion] as const,
      );
      const cdp = await w.page.context().newCDPSession(w.page);
      await cdp.send('Network.enable');
      const seen: { url: string; by: string }[] = [];
      cdp.on('Network.requestWillBeSent', (event) => {
        const url = new URL(event.request.url);
        if (!url.pathname.startsWith('/api/')) return;
        const frames = event.initiator.stack?.callFrames ?? [];
        let parent = event.initiator.stack?.parent;
        while (frames.length === 0 && parent) {
          frames.push(...parent.callFrames);
          parent = parent.parent;
        }
        const script = frames.at(-1)?.url ?? event.initiator.url ?? '';
        seen.push({
          url: `${url.pathname}${url.search}`,
          by: script.endsWith('/boot.js') ? 'boot.js' : 'app',
        });
      });
      await w.page.goto(`${env.stack.url}${path}`);
      const heading = ready
        ? w.page.getByRole('heading', { name: ready, level: 1 })
        : w.page.locator('h1').first();
      await heading.waitFor({ timeout: 20_000 });
      await w.page.waitForLoadState('networkidle');
      expect(w.problems).toEqual([]);
      return seen;
    } finally {
      await w.close();
    }
  }

  const count = (seen: { url: string }[], prefix: string) =>
    seen.filter((request) => request.url.startsWith(prefix)).length;

  it('/dashboard: the session, the month and the prescription, each asked once, by boot.js', async () => {
    const seen = await apiRequests('/dashboard', true, 'Welcome back!');
    for (const prefix of [
      '/api/auth/me',
      '/api/dashboard?month=',
      '/api/prescription?optional=true',
    ]) {
      expect(count(seen, prefix), `${prefix} in ${JSON.stringify(seen)}`).toBe(1);
      expect(seen.find((request) => request.url.startsWith(prefix))?.by).toBe('boot.js');
    }
  });

  it('/journal: the session, the first ten entries and the tags, each asked once, by boot.js', async () => {
    const seen = await apiRequests('/journal', true, 'Journal');
    for (const url of ['/api/auth/me', '/api/journal?limit=10', '/api/journal/tags']) {
      expect(
        seen.filter((request) => request.url === url),
        `${url} in ${JSON.stringify(seen)}`,
      ).toEqual([{ url, by: 'boot.js' }]);
    }
    expect(count(seen, '/api/dashboard')).toBe(0);
  });

  it('signed out: boot.js asks for nothing', async () => {
    const seen = await apiRequests('/', false, null);
    expect(seen.filter((request) => request.by === 'boot.js')).toEqual([]);
  });
});
