import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDateOf } from '../../api/src/domain/calendar-dates.js';
import { registration } from '../support/accounts.js';
import { axeViolations } from '../support/axe.js';
import { hasChromium, launchBrowser, openPage, type WatchedPage } from '../support/browser.js';
import { schemes, screenshotDir, screenshotSetWanted, viewports } from '../support/screenshots.js';
import { startStack, type Stack } from '../support/stack.js';

const zone = 'America/Chicago';
const sharedWords = 'Voice is dropping and I feel good about it.';
const privateWords = 'Nobody else should read this line.';

describe.skipIf(!hasChromium)('the support circle in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let token: string;
  const today = () => localDateOf(Date.now(), zone);

  async function api(path: string, method = 'GET', body?: unknown) {
    const res = await fetch(`${stack.url}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        origin: stack.url,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
    expect(res.status, `${method} ${path}`).toBeLessThan(300);
    return res;
  }

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    const res = await fetch(`${stack.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.url },
      body: JSON.stringify(registration({ timezone: zone, preferredName: 'Rowan' })),
    });
    expect(res.status).toBe(201);
    token = ((await res.json()) as { token: string }).token;
    await api('/prescription', 'PUT', {
      medication: 'Testosterone cypionate',
      doseAmount: 0.5,
      doseUnit: 'mL',
      intervalDays: 7,
      route: 'IM',
      concentrationMgPerMl: 200,
      startDate: addDays(today(), -24),
    });
    for (const d of [-24, -17, -10, -3]) {
      await api('/injections', 'POST', {
        takenAt: `${addDays(today(), d)}T08:30:00-06:00`,
        doseAmount: 0.5,
        doseUnit: 'mL',
        site: 'left-thigh',
        route: 'IM',
      });
    }
    await api('/checkins', 'POST', { mood: 4, energy: 3 });
    const entry = await api('/journal', 'POST', { title: 'Week four', content: sharedWords });
    const { entry: e } = (await entry.json()) as { entry: { id: string } };
    await api(`/journal/${e.id}/shared`, 'PATCH', { shared: true });
    await api('/journal', 'POST', { title: 'Private', content: privateWords });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function signedIn<T>(path: string, run: (page: Page) => Promise<T>, options = {}) {
    const w = await openPage(browser, { timezoneId: zone, ...options });
    await w.page.addInitScript((t) => {
      localStorage.setItem('app_version', '1.0.2');
      localStorage.setItem('auth_token', t);
    }, token);
    try {
      await w.page.goto(`${stack.url}${path}`);
      const result = await run(w.page);
      expect(w.cspViolations).toEqual([]);
      return result;
    } catch (error) {
      await w.page.screenshot({
        path: join(screenshotDir, 'circle16-failure.png'),
        fullPage: true,
      });
      throw error;
    } finally {
      await w.close();
    }
  }

  /** A fresh browser context with no session at all: what a supporter has. */
  async function anonymous<T>(url: string, run: (w: WatchedPage) => Promise<T>, options = {}) {
    const w = await openPage(browser, options);
    try {
      await w.page.addInitScript(() => localStorage.setItem('app_version', '1.0.2'));
      await w.page.goto(url);
      const result = await run(w).catch(async (error: unknown) => {
        const file = join(screenshotDir, 'circle16-share-failure.png');
        await w.page.screenshot({ path: file, fullPage: true });
        throw new Error(`${String(error)}\nproblems: ${w.problems.join(' | ')}`);
      });
      expect(w.cspViolations).toEqual([]);
      return result;
    } finally {
      await w.close();
    }
  }

  it('creates a link, opens it without signing in, turns it off and sees it stop', async () => {
    const url = await signedIn('/circle', async (page) => {
      await page.getByRole('heading', { name: 'Support circle', level: 1 }).waitFor();
      await page.getByLabel('Name').fill('Sam');
      await page.getByLabel('Relationship').selectOption('partner');
      await page.getByRole('button', { name: 'Add supporter' }).click();
      const people = page.getByRole('list', { name: 'Supporters' });
      await people.getByText('Sam').waitFor();

      // A supporter is edited in place: a new name and relationship, saved through the API.
      await page.getByRole('button', { name: 'Edit Sam' }).click();
      const edit = page.getByRole('form', { name: 'Edit Sam' });
      await edit.getByLabel('Name').fill('Sam Ortiz');
      await edit.getByLabel('Relationship').selectOption('friend');
      await edit.getByRole('button', { name: 'Save' }).click();
      await people.getByText('Sam Ortiz').waitFor();
      await people.getByText('Friend', { exact: true }).waitFor();
      expect(await page.getByRole('form', { name: 'Edit Sam' }).count()).toBe(0);

      await page.getByRole('checkbox', { name: 'Mood trend' }).check();
      await page.getByRole('checkbox', { name: 'Journal entries you mark as shared' }).check();
      await page.getByRole('radio', { name: '7 days' }).check();
      await page.getByRole('button', { name: 'Create link' }).click();
      const input = page.getByTestId('new-share-link');
      await input.waitFor();
      const value = await input.inputValue();
      expect(value).toMatch(/\/share\/[A-Za-z0-9_-]{43}$/);
      await page.getByTestId('share-link').getByText('Not opened yet').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      return value;
    });

    await anonymous(url, async (w) => {
      const page = w.page;
      await page.getByRole('heading', { name: 'Shared by Rowan', level: 1 }).waitFor();
      await page.getByText(/works until/).waitFor();
      await page.getByText(sharedWords).waitFor();
      await page.getByRole('heading', { name: 'Mood trend' }).waitFor();
      // Only what was chosen: no doses, no report, never the private entry.
      expect(await page.getByText('Upcoming doses and adherence').count()).toBe(0);
      expect(await page.getByText(privateWords).count()).toBe(0);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain(
        'noindex',
      );
      expect(await page.locator('meta[name="referrer"]').getAttribute('content')).toBe(
        'no-referrer',
      );
      expect(await axeViolations(page)).toEqual([]);
      expect(w.problems).toEqual([]);
    });

    await signedIn('/circle', async (page) => {
      const link = page.getByTestId('share-link').first();
      await link.getByText('Opened 1 time').waitFor();
      await page.getByRole('button', { name: "Turn off Sam Ortiz's link" }).click();
      await link.getByText('Turned off', { exact: true }).waitFor();
    });

    await anonymous(url, async (w) => {
      await w.page.getByRole('heading', { name: 'This link no longer works', level: 1 }).waitFor();
      expect(await w.page.getByText(sharedWords).count()).toBe(0);
      expect(await axeViolations(w.page)).toEqual([]);
    });
  }, 120_000);

  it.skipIf(!screenshotSetWanted)(
    'takes screenshots of both pages at 390 and 1280 px in light and dark',
    async () => {
      const res = await api('/circle/supporters', 'POST', {
        name: 'Dr Kim',
        relationship: 'provider',
      });
      const { supporter } = (await res.json()) as { supporter: { id: string } };
      const created = await api('/circle/links', 'POST', {
        supporterId: supporter.id,
        scopes: ['doses-adherence', 'provider-report', 'shared-journal', 'mood-trend'],
        expiresInDays: 30,
      });
      const { path } = (await created.json()) as { path: string };
      for (const viewport of viewports) {
        for (const colorScheme of schemes) {
          const options = {
            viewport: { width: viewport.width, height: viewport.height },
            colorScheme,
            reducedMotion: 'reduce',
          };
          const suffix = `${viewport.label}-${colorScheme}`;
          await signedIn(
            '/circle',
            async (page) => {
              await page.getByRole('heading', { name: 'Support circle', level: 1 }).waitFor();
              await page.getByTestId('share-link').first().waitFor();
              await page.waitForLoadState('networkidle');
              await page.screenshot({
                path: join(screenshotDir, `circle-${suffix}.png`),
                fullPage: true,
              });
            },
            options,
          );
          await anonymous(
            `${stack.url}${path}`,
            async (w) => {
              await w.page.getByRole('heading', { name: 'Shared by Rowan', level: 1 }).waitFor();
              await w.page.waitForLoadState('networkidle');
              await w.page.screenshot({
                path: join(screenshotDir, `share-${suffix}.png`),
                fullPage: true,
              });
            },
            options,
          );
        }
      }
    },
    240_000,
  );
});
