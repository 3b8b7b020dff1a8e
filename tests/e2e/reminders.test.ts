import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.js';
import { hasChromium, launchBrowser } from '../support/browser.js';
import { startFakePush } from '../support/fake-push.js';
import { screenshotAll, screenshotSetWanted } from '../support/screenshots.js';
import { newAccountToken, withSignedInPage, plantToken } from '../support/signed-in.js';
import { startStack, type Stack } from '../support/stack.js';
import { weeklyPrescription } from '../support/treatment-bodies.js';

/** Today in Chicago (the test accounts' zone), YYYY-MM-DD. */
const chicagoToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());

/**
 * Chromium without a push service: PushManager answers a subscription whose endpoint is the
 * fake push service on loopback (the API, in this process, really sends to it), and the
 * permission prompt is answered 'granted'.
 */
async function stubPush(page: Page, subscription: { endpoint: string }): Promise<void> {
  await page.addInitScript((sub: { endpoint: string }) => {
    let current: unknown = null;
    Object.defineProperty(Notification, 'requestPermission', {
      configurable: true,
      value: () => Promise.resolve('granted'),
    });
    const make = () => ({
      endpoint: sub.endpoint,
      expirationTime: null,
      toJSON: () => sub,
      unsubscribe: () => {
        current = null;
        return Promise.resolve(true);
      },
    });
    PushManager.prototype.subscribe = function () {
      current = make();
      return Promise.resolve(current as PushSubscription);
    };
    PushManager.prototype.getSubscription = function () {
      return Promise.resolve(current as PushSubscription | null);
    };
  }, subscription);
}

describe.skipIf(!hasChromium)('reminders in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let push: Awaited<ReturnType<typeof startFakePush>>;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    push = await startFakePush();
  });
  afterAll(async () => {
    await browser?.close();
    await push?.stop();
    await stack?.stop();
  });

  const api = (path: string, token: string, init: RequestInit = {}) =>
    fetch(`${stack.url}/api${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', 'X-Stride-Auth': `Bearer ${token}` },
    });

  it('subscribes this device with a fake push endpoint, tests it, saves settings and manages the calendar link', async () => {
    const token = await newAccountToken(stack);
    const device = push.device('browser-phone');
    await withSignedInPage(
      browser,
      `${stack.url}/settings?section=reminders`,
      token,
      'Settings',
      async ({ page }) => {
        await stubPush(page, device.subscription);
        await page.reload();
        await page.getByRole('heading', { name: 'Reminders', level: 2 }).waitFor();
        await page.getByText('On iPhone and iPad').waitFor();
        await page.getByText('This device does not get reminders yet.').waitFor();

        await page.getByRole('button', { name: 'Turn on for this device' }).click();
        await page.getByText('This device gets reminders.').waitFor();
        await page.getByText('1 device gets reminders:').waitFor();

        await page.getByRole('button', { name: 'Send a test notification' }).click();
        await page.getByText('Test sent to 1 device.').waitFor();
        const got = push.received.filter((r) => r.path === '/push/browser-phone');
        expect(got).toHaveLength(1);
        expect(got[0]?.message.body).toBe('Notifications work on this device.');

        await page.getByLabel('Time of day').fill('20:15');
        await page.getByLabel('Until I log it').selectOption('60');
        await page
          .getByRole('switch', { name: 'Show medication and dose in notifications' })
          .click();
        // Travel mode's home zone by keyboard (its combobox loads on intent): ArrowDown on the
        // stand-in opens the real one with the focus, then typing over the zone narrows the list.
        await page.getByRole('switch', { name: 'Travel mode: keep my home clock' }).click();
        const home = page.getByRole('combobox', { name: 'Home time zone' });
        await home.focus();
        await page.keyboard.press('ArrowDown');
        await page.getByRole('group', { name: 'All time zones' }).waitFor();
        expect(await home.evaluate((e) => e === document.activeElement)).toBe(true);
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.type('berlin');
        await page.getByRole('option', { name: /^Europe\/Berlin/ }).waitFor();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        expect(await home.inputValue()).toBe('Europe/Berlin');
        await page.getByRole('button', { name: 'Save reminders' }).click();
        await page.getByText('Reminders saved').waitFor();
        const saved = (await (await api('/reminders/settings', token)).json()) as {
          settings: { timeOfDay: string; repeatEveryMinutes: number; showDetails: boolean };
        };
        expect(saved.settings).toMatchObject({
          timeOfDay: '20:15',
          repeatEveryMinutes: 60,
          showDetails: true,
          travelMode: true,
          homeTimeZone: 'Europe/Berlin',
        });

        expect(await axeViolations(page)).toEqual([]);

        await page.getByRole('button', { name: 'Make a private link' }).click();
        const link = page.getByLabel('Your calendar link');
        await link.waitFor();
        const url = await link.inputValue();
        expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
        const feed = await fetch(`${stack.url}${new URL(url).pathname}`);
        expect(feed.status).toBe(200);
        expect(await feed.text()).toContain('BEGIN:VCALENDAR');
        await page.getByRole('button', { name: 'Turn off the link' }).click();
        await page.getByText('The calendar link is off.').waitFor();
        expect((await fetch(`${stack.url}${new URL(url).pathname}`)).status).toBe(404);

        await page.getByRole('button', { name: 'Turn off for this device' }).click();
        await page.getByText('This device does not get reminders yet.').waitFor();
        await page.getByText('No device gets reminders.').waitFor();
      },
    );
  });

  it('shows a banner on the dashboard when a dose is due today', async () => {
    const token = await newAccountToken(stack);
    const rx = await api('/prescription', token, {
      method: 'PUT',
      body: JSON.stringify(weeklyPrescription(chicagoToday())),
    });
    expect(rx.status).toBe(200);
    await withSignedInPage(browser, `${stack.url}/dashboard`, token, null, async ({ page }) => {
      const banner = page.getByTestId('dose-due-banner');
      await banner.waitFor();
      expect(await banner.textContent()).toContain('Your dose is due today');
      await banner.getByRole('button', { name: 'Log injection' }).click();
      await page.getByRole('dialog').waitFor();
    });
  });

  it.skipIf(!screenshotSetWanted)(
    'screenshots the Reminders section and the dashboard banner at 390 and 1280 px, light and dark',
    async () => {
      const token = await newAccountToken(stack);
      await api('/prescription', token, {
        method: 'PUT',
        body: JSON.stringify(weeklyPrescription(chicagoToday())),
      });
      const signIn = (heading: string) => async (page: Page) => {
        await plantToken(page, token);
        await page.reload();
        await page.getByRole('heading', { name: heading }).first().waitFor();
        await page.waitForLoadState('networkidle');
      };
      const shots = [
        await screenshotAll(
          browser,
          stack.url,
          '/settings?section=reminders',
          'settings-reminders',
          signIn('Calendar feed'),
        ),
        await screenshotAll(
          browser,
          stack.url,
          '/dashboard',
          'dashboard-dose-due',
          async (page) => {
            await signIn('Welcome back')(page);
            await page.getByTestId('dose-due-banner').waitFor();
          },
        ),
      ];
      expect(shots.flatMap((s) => s.cspViolations)).toEqual([]);
    },
    300_000,
  );
});
