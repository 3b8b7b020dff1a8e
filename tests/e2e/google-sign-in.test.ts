import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSwaConfig, startLocalOrigin, type LocalOrigin } from '../../scripts/local-origin.js';
import { root } from '../../scripts/stack-config.js';
import { postJson, startApi, type ApiHarness } from '../support/api.js';
import { hasChromium, launchBrowser, openPage } from '../support/browser.js';
import { fakeGoogle, testGoogleClientId } from '../support/google.js';

/**
 * The Google sign-in button in a real browser: a build with a client id, Google Identity
 * Services replaced by a fake script served on loopback (its button hands the page an ID token
 * signed by the test's key), and the API verifying that token against the same client id.
 */
describe.skipIf(!hasChromium)('Google sign-in in Chromium', () => {
  const google = fakeGoogle();
  let dist: string;
  let ssrDir = '';
  let h: ApiHarness;
  let origin: LocalOrigin;
  let gis: http.Server;
  let gisUrl: string;
  let browser: Browser;
  let credential = '';
  const initialized: string[] = [];

  // The fake GIS: initialize() keeps the callback, renderButton() draws a real button that
  // answers with the credential the test set.
  const fakeScript = () => `
    window.google = { accounts: { id: {
      initialize(config) {
        window.__gisClientId = config.client_id;
        window.__gisCallback = config.callback;
      },
      renderButton(parent, options) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Sign in with Google';
        button.dataset.theme = options.theme;
        button.addEventListener('click', () =>
          window.__gisCallback({ credential: ${JSON.stringify(credential)} }));
        parent.appendChild(button);
      },
    } } };`;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'stride-google-dist-'));
    // The prerenderer first, with the same setting, so the prerendered pages show the button
    // the app hydrates them with (frontend/package.json's build does the same two steps). In a
    // directory of its own: in the shared one, the next plain client build prerendered /login
    // with a Google button its app did not have (a layout shift on hydration).
    const buildEnv = {
      ...process.env,
      NODE_ENV: 'production',
      VITE_GOOGLE_CLIENT_ID: testGoogleClientId,
      STRIDE_SSR_OUT_DIR: (ssrDir = mkdtempSync(join(tmpdir(), 'stride-google-ssr-'))),
    };
    execFileSync('npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'error'], {
      cwd: join(root, 'frontend'),
      env: buildEnv,
      stdio: 'pipe',
    });
    execFileSync(
      'npx',
      ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'],
      { cwd: join(root, 'frontend'), env: buildEnv, stdio: 'pipe' },
    );
    h = await startApi({ google: google.verifier, env: { GOOGLE_CLIENT_ID: testGoogleClientId } });
    origin = await startLocalOrigin({
      distDir: dist,
      apiUrl: h.api.url,
      port: 0,
      config: readSwaConfig(join(root, 'staticwebapp.config.json')),
    });
    gis = http.createServer((req, res) => {
      initialized.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end(fakeScript());
    });
    await new Promise<void>((done) => gis.listen(0, '127.0.0.1', done));
    gisUrl = `http://127.0.0.1:${(gis.address() as AddressInfo).port}/gsi/client`;
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await origin?.close();
    await new Promise((done) => gis?.close(done));
    await h?.stop();
    if (dist) rmSync(dist, { recursive: true, force: true });
    if (ssrDir) rmSync(ssrDir, { recursive: true, force: true });
  });

  it('signs a Google-linked person in from the login page', async () => {
    credential = google.token({ sub: 'g-browser-1', email: 'river.browser@example.com' });
    // The account exists already (a first Google sign-in completes registration first).
    const created = await h.request(
      '/api/auth/google',
      postJson({
        credential,
        dateOfBirth: '1990-01-01',
        race: 'prefer-not-to-say',
        pronouns: 'he/him',
        preferredTreatmentPlace: 'telehealth',
        agreeToTerms: true,
        ageConfirmation: true,
        preferredName: 'Riv',
      }),
    );
    expect(created.status).toBe(200);

    const w = await openPage(browser, { timezoneId: 'America/Chicago' });
    try {
      // Chromium asks for Google's own address (the CSP allows only it); the fake on loopback
      // answers.
      await w.page.route('https://accounts.google.com/gsi/client', async (route) => {
        await route.fulfill({ response: await route.fetch({ url: gisUrl }) });
      });
      await w.page.goto(`${origin.url}/login`);
      const button = w.page
        .getByTestId('google-sign-in')
        .getByRole('button', { name: 'Sign in with Google' });
      await button.waitFor();
      expect(
        await w.page.evaluate(() => (window as { __gisClientId?: string }).__gisClientId),
      ).toBe(testGoogleClientId);
      await button.click();
      await w.page.waitForURL('**/dashboard');
      await w.page.getByText('Good to see you,').waitFor();
      expect(await w.page.getByText('Good to see you,').innerText()).toContain('Riv');
      expect(initialized.length).toBeGreaterThan(0);
      expect(w.cspViolations).toEqual([]);
      expect(w.problems).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('shows the server’s refusal on the form for a token it cannot verify', async () => {
    credential = google.token({ sub: 'g-browser-2' }, { signWith: 'other-key' });
    const w = await openPage(browser);
    try {
      await w.page.route('https://accounts.google.com/gsi/client', async (route) => {
        await route.fulfill({ response: await route.fetch({ url: gisUrl }) });
      });
      await w.page.goto(`${origin.url}/login`);
      const button = w.page.getByRole('button', { name: 'Sign in with Google' });
      await button.waitFor();
      await button.click();
      await w.page.getByRole('alert').first().waitFor();
      expect(w.page.url()).toContain('/login');
    } finally {
      await w.close();
    }
  });
});
