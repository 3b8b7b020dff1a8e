import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDateOf } from '../../api/src/domain/calendar-dates.js';
import { registration } from '../support/accounts.js';
import { hasChromium, launchBrowser, openPage, type WatchedPage } from '../support/browser.js';
import { screenshotAll, screenshotSetWanted } from '../support/screenshots.js';
import { startStack, type Stack } from '../support/stack.js';

const zone = 'America/Chicago';

/** Signed in on this device: the token, and the app version (else the version check clears it). */
const storeSession = (t: string) => {
  localStorage.setItem('auth_token', t);
  localStorage.setItem('app_version', '1.0.2');
};

describe.skipIf(!hasChromium)('the calendar tells the truth, tasks can be completed', () => {
  let stack: Stack;
  let browser: Browser;
  let scripted: string;
  const today = () => localDateOf(Date.now(), zone);
  const d = (n: number) => addDays(today(), n);

  async function api(token: string, path: string, method = 'GET', body?: unknown) {
    return fetch(`${stack.url}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        origin: stack.url,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
  }

  async function register(): Promise<string> {
    const res = await fetch(`${stack.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.url },
      body: JSON.stringify(registration({ preferredName: 'Jo', timezone: zone })),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { token: string }).token;
  }

  /**
   * A scripted weekly schedule: due -34 taken that day (on time); due -27 taken on -24 (late);
   * due -17 nothing (missed); due -10 taken (on time) and again on -9 (extra); due -3 open
   * (overdue); next reminder +7. A journal entry and a mood check-in today.
   */
  async function scriptedAccount(): Promise<string> {
    const token = await register();
    const put = await api(token, '/prescription', 'PUT', {
      medication: 'Testosterone cypionate',
      doseAmount: 0.3,
      doseUnit: 'mL',
      intervalDays: 7,
      route: 'IM',
      startDate: d(-34),
      hrtStartDate: d(-120),
    });
    expect(put.status).toBe(200);
    for (const [day, confirm] of [
      [-34, false],
      [-24, false],
      [-10, false],
      [-9, true],
    ] as const) {
      const res = await api(token, '/injections', 'POST', {
        takenAt: `${d(day)}T12:00:00Z`,
        doseAmount: 0.3,
        doseUnit: 'mL',
        site: 'left-thigh',
        route: 'IM',
        ...(confirm ? { confirmDoubleDose: true } : {}),
      });
      expect(res.status).toBe(201);
    }
    for (const title of ['First week on the new dose', 'Voice cracked on the phone']) {
      const res = await api(token, '/journal', 'POST', {
        title,
        content: 'Felt good overall.',
        mood: 4,
      });
      expect(res.status).toBe(201);
    }
    expect((await api(token, '/checkins', 'POST', { mood: 4, energy: 3 })).status).toBe(201);
    return token;
  }

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    scripted = await scriptedAccount();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function withPage<T>(
    token: string,
    run: (w: WatchedPage) => Promise<T>,
    viewport = { width: 1280, height: 900 },
  ): Promise<T> {
    const w = await openPage(browser, { timezoneId: zone, viewport });
    await w.page.addInitScript(storeSession, token);
    try {
      const result = await run(w);
      expect(w.cspViolations).toEqual([]);
      expect(w.problems).toEqual([]);
      return result;
    } finally {
      await w.close();
    }
  }

  const cell = (page: Page, date: string) => page.locator(`table [data-date="${date}"]`).first();

  let shownMonth = '';
  async function labelOf(page: Page, date: string): Promise<string> {
    // Open the month of that day (the page opens on ?date=), once per month.
    if (shownMonth !== `${page.url()}|${date.slice(0, 7)}`) {
      await page.goto(`${stack.url}/calendar?date=${date}`);
      shownMonth = `${page.url()}|${date.slice(0, 7)}`;
    }
    const target = cell(page, date);
    await target.waitFor();
    await page.getByRole('list', { name: 'Legend' }).waitFor();
    await page.waitForLoadState('networkidle');
    return (await target.getAttribute('aria-label')) ?? '';
  }

  it('marks each day with its real state, in words as well as colour', async () => {
    await withPage(scripted, async ({ page }) => {
      expect(await labelOf(page, d(-34))).toMatch(/, Completed/);
      const late = await labelOf(page, d(-24));
      expect(late).toMatch(/, Taken late/);
      expect(late).not.toMatch(/Completed/);
      expect(await labelOf(page, d(-27))).not.toMatch(/Completed|Missed|Late|Reminder/);
      expect(await labelOf(page, d(-17))).toMatch(/, Missed/);
      expect(await labelOf(page, d(-10))).toMatch(/, Completed/);
      expect(await labelOf(page, d(-9))).toMatch(/, Extra dose/);
      // The overdue dose sits on its own due day, not on next week.
      expect(await labelOf(page, d(-3))).toMatch(/, Overdue/);
      expect(await labelOf(page, d(4))).not.toMatch(/Reminder/);
      expect(await labelOf(page, d(7))).toMatch(/, Reminder/);
      // The legend names every state with text.
      const legend = await page.getByRole('list', { name: 'Legend' }).innerText();
      for (const word of [
        'Completed',
        'Reminder',
        'Today',
        'Taken late',
        'Missed',
        'Extra dose',
        'Overdue',
        'Journal entry',
        'Mood check-in',
      ])
        expect(legend).toContain(word);
    });
  });

  it("shows journal and mood marks on their day, the day's entries, and fills Recent Journal Entries", async () => {
    await withPage(scripted, async ({ page }) => {
      const label = await labelOf(page, today());
      expect(label).toMatch(/Today/);
      expect(label).toMatch(/2 journal entries/);
      expect(label).toMatch(/Mood check-in/);
      // The selected day's panel (today) lists the day's entries and check-in.
      const panel = page.getByRole('region', { name: 'Journal and check-in' });
      await panel.getByText('Voice cracked on the phone').waitFor();
      await panel.getByText('First week on the new dose').waitFor();
      const recent = page.getByRole('region', { name: 'Recent Journal Entries' });
      await recent.getByText('First week on the new dose').waitFor();
      await recent.getByText('Voice cracked on the phone').waitFor();
      expect(await recent.getByText('No journal entries yet.').count()).toBe(0);
    });
  });

  it("opens /calendar on the day clicked in the dashboard's quick calendar", async () => {
    await withPage(scripted, async ({ page }) => {
      await page.goto(`${stack.url}/dashboard`);
      const quick = page.getByRole('table').first();
      const target = d(-3).slice(0, 7) === today().slice(0, 7) ? d(-3) : today();
      await quick.locator(`[data-date="${target}"]`).waitFor();
      await page.waitForLoadState('networkidle');
      await quick.locator(`button[data-date="${target}"]`).click();
      await page.waitForURL(`**/calendar?date=${target}`);
      const selected = page.locator(`table button[data-date="${target}"][aria-pressed="true"]`);
      await selected.waitFor();
    });
  });

  it('completes the progress photo task (+40 XP) from the photo gallery', async () => {
    const token = await register();
    const image = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#8050c0' },
    })
      .jpeg()
      .toBuffer();
    await withPage(token, async ({ page }) => {
      await page.goto(`${stack.url}/dashboard`);
      const task = page.locator('[data-task="progress-photo"]');
      await task.waitFor();
      expect(await task.getAttribute('data-completed')).toBe('false');
      // A new account's first priority is setting up the prescription.
      const first = page.locator('li[data-priority]').first();
      expect(await first.getAttribute('data-priority')).toBe('prescription');
      await page.getByRole('button', { name: 'Photo Gallery' }).click();
      await page
        .getByLabel('Choose a photo')
        .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: image });
      await page.getByRole('button', { name: 'Upload and analyze' }).click();
      await page.locator('[data-task="progress-photo"][data-completed="true"]').waitFor();
      await page.keyboard.press('Escape');
      await page.getByText('40 XP', { exact: false }).first().waitFor();
      const goal = page.locator('[data-goal="progress-photo"]');
      await goal.getByText('1/1').waitFor();
      expect(await page.locator('[data-priority="task:progress-photo"]').count()).toBe(0);
    });
  });

  it('sends no failing request on any page for a person without a prescription', async () => {
    const token = await register();
    await withPage(token, async ({ page }) => {
      const failed: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      for (const path of [
        '/dashboard',
        '/calendar',
        '/journal',
        '/analytics',
        '/ai',
        '/settings',
      ]) {
        await page.goto(`${stack.url}${path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
      }
      // The calendar never offers "Set up prescription" before it knows there is none.
      expect(failed).toEqual([]);
    });
  });

  it.skipIf(!screenshotSetWanted)(
    'screenshots the Entries page and the dashboard, 390 and 1280 px, light and dark',
    async () => {
      const signIn = (path: string) => async (page: Page) => {
        await page.evaluate(storeSession, scripted);
        await page.goto(`${stack.url}${path}`);
        await page.getByRole('list', { name: 'Legend' }).first().waitFor();
        await page.waitForLoadState('networkidle');
      };
      const entries = await screenshotAll(
        browser,
        stack.url,
        '/',
        'truth-calendar',
        signIn(`/calendar?date=${today()}`),
      );
      const dashboard = await screenshotAll(
        browser,
        stack.url,
        '/',
        'truth-dashboard',
        signIn('/dashboard'),
      );
      expect([...entries.cspViolations, ...dashboard.cspViolations]).toEqual([]);
      expect(entries.files.length + dashboard.files.length).toBe(8);
    },
  );
});
