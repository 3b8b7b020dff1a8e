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

describe.skipIf(!hasChromium)('labs and supplies in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let token: string;
  const today = () => localDateOf(Date.now(), zone);

  async function api(path: string, method = 'GET', body?: unknown) {
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

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    const res = await fetch(`${stack.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.url },
      body: JSON.stringify(registration({ timezone: zone })),
    });
    expect(res.status).toBe(201);
    token = ((await res.json()) as { token: string }).token;
    // Eight weeks of weekly cypionate, the last dose three days ago.
    const put = await api('/prescription', 'PUT', {
      medication: 'Testosterone cypionate',
      doseAmount: 0.5,
      doseUnit: 'mL',
      intervalDays: 7,
      route: 'IM',
      concentrationMgPerMl: 200,
      startDate: addDays(today(), -52),
    });
    expect(put.status).toBe(200);
    for (let d = -52; d <= -3; d += 7) {
      const dose = await api('/injections', 'POST', {
        takenAt: `${addDays(today(), d)}T08:30:00-06:00`,
        doseAmount: 0.5,
        doseUnit: 'mL',
        site: 'left-thigh',
        route: 'IM',
      });
      expect(dose.status).toBe(201);
    }
    expect((await api('/checkins', 'POST', { mood: 4, energy: 3 })).status).toBe(201);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function withPage<T>(
    path: string,
    run: (page: Page, w: WatchedPage) => Promise<T>,
    options = {},
  ) {
    const w = await openPage(browser, { timezoneId: zone, ...options });
    await w.page.addInitScript((t) => {
      localStorage.setItem('app_version', '1.0.2');
      localStorage.setItem('auth_token', t);
    }, token);
    try {
      await w.page.goto(`${stack.url}${path}`);
      let result: T;
      try {
        result = await run(w.page, w);
      } catch (error) {
        await w.page.screenshot({
          path: join(screenshotDir, 'labs21-failure.png'),
          fullPage: true,
        });
        throw error;
      }
      expect(w.cspViolations).toEqual([]);
      expect(w.problems).toEqual([]);
      return result;
    } finally {
      await w.close();
    }
  }

  it('records a lab draw and shows it on the chart with the fitted curve', async () => {
    await withPage('/labs', async (page) => {
      await page.getByRole('heading', { name: 'Labs & supplies', level: 1 }).waitFor();
      await page
        .getByText('A population estimate: add a testosterone result to fit it to you.')
        .waitFor();
      await page.getByRole('button', { name: 'Record a draw' }).click();
      const dialog = page.getByRole('dialog', { name: 'Record a lab draw' });
      await dialog.getByLabel('Total testosterone value').fill('720');
      await dialog.getByLabel('Hematocrit value').fill('55.1');
      await dialog.getByRole('button', { name: 'Save draw' }).click();
      await dialog.waitFor({ state: 'hidden' });

      const draw = page.getByTestId('lab-draw').first();
      await draw.waitFor();
      await draw.getByText('720 ng/dL').waitFor();
      await expect(draw.getByText('↑ High').count()).resolves.toBe(2); // 720 > 700, 55.1 > 50.4
      // The last dose was three calendar days ago at 08:30 in the person's zone: 2.x or 3.x days
      // before now, by the time of day the test runs.
      await draw.getByText(/Mid-cycle · day [23](\.\d)? after a dose/).waitFor();

      const card = page.getByTestId('level-card');
      await card.getByText('Fitted to 1 of your testosterone result.', { exact: false }).waitFor();
      await card
        .getByText('An estimate for conversation with a provider, never a dosing instruction.')
        .waitFor();
      await expect(card.getByTestId('level-curve').count()).resolves.toBe(1);
      await expect(card.getByTestId('level-band').count()).resolves.toBe(1);
      await expect(card.getByTestId('lab-point').count()).resolves.toBe(1);
      await card.getByText(/Estimated trough about \d+ ng\/dL/).waitFor();
      // Hematocrit above 54 %: the calm notice, with its source.
      const notice = page.getByTestId('hematocrit-notice');
      await notice.getByText('Talk to your provider soon').waitFor();
      await notice.getByText(/Endocrine Society/).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  it('adds a vial and shows the run-out forecast on the dashboard', async () => {
    await withPage('/labs', async (page) => {
      await page.getByRole('heading', { name: 'Labs & supplies', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Add a vial' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a vial' });
      await dialog.getByLabel(/^Volume \(mL\)/).fill('2');
      await dialog.getByRole('button', { name: 'Save vial' }).click();
      await dialog.waitFor({ state: 'hidden' });
      // 2 mL at 0.5 mL + 0.07 mL dead space a week: three doses, the fourth not covered.
      await page.getByTestId('runs-out').first().waitFor();
      await expect(page.getByTestId('runs-out').first().textContent()).resolves.toMatch(
        /^Runs out in \d+ days$/,
      );

      await page.getByRole('link', { name: 'Dashboard' }).first().click();
      const line = page.getByTestId('dashboard-runs-out');
      await line.waitFor();
      await expect(line.textContent()).resolves.toMatch(
        /Testosterone cypionate: Runs out in \d+ days · order by/,
      );
      await page.getByTestId('dashboard-hematocrit-notice').waitFor();
    });
  });

  it('tries a what-if on the chart and backfills three doses reviewed before saving', async () => {
    await withPage('/labs', async (page) => {
      const card = page.getByTestId('level-card');
      await card.getByTestId('level-curve').waitFor();
      // What-if: the same weekly amount split in two; nothing is saved.
      await card.getByTestId('what-if-dose').fill('50');
      await card.getByTestId('what-if-interval').fill('3.5');
      await card.getByTestId('what-if-apply').click();
      await card.getByTestId('what-if-planned').waitFor();
      await expect(card.getByTestId('what-if-current').count()).resolves.toBe(1);
      const summary = card.getByTestId('what-if-summary');
      await summary
        .getByText(/Current schedule \(100 mg every 7 days\): trough about \d+/)
        .waitFor();
      await summary.getByText(/What-if \(50 mg every 3\.5 days\): trough about \d+/).waitFor();
      await card.getByText('What-if: 50 mg every 3.5 days (estimate)').waitFor();

      // Backfill: three weekly doses before the first logged one, reviewed, then saved.
      const before = ((await (await api('/injections?limit=100')).json()) as { total: number })
        .total;
      await page.getByTestId('backfill-open').click();
      const dialog = page.getByRole('dialog', { name: 'Add past doses' });
      await dialog.getByLabel('Start date').fill(addDays(today(), -73));
      await expect(dialog.getByLabel('Dose').inputValue()).resolves.toBe('0.5');
      await dialog.getByTestId('backfill-review').click();
      await dialog
        .getByTestId('backfill-summary')
        .getByText('3 doses of 0.5 mL would be added:')
        .waitFor();
      await expect(dialog.getByTestId('backfill-list').locator('li').count()).resolves.toBe(3);
      // Reviewed, not yet saved.
      expect(((await (await api('/injections?limit=100')).json()) as { total: number }).total).toBe(
        before,
      );
      await dialog.getByTestId('backfill-save').click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('Added 3 past doses').first().waitFor();
      expect(((await (await api('/injections?limit=100')).json()) as { total: number }).total).toBe(
        before + 3,
      );
    });
  });

  it.skipIf(!screenshotSetWanted)(
    'screenshots of the labs page and the dashboard in both themes',
    async () => {
      for (const path of ['/labs', '/dashboard', '/analytics', '/analytics/report']) {
        for (const viewport of viewports) {
          for (const colorScheme of schemes) {
            await withPage(
              path,
              async (page) => {
                await page.locator('h1').first().waitFor();
                await page.waitForLoadState('networkidle');
                if (path === '/labs') {
                  await page.getByTestId('level-curve').waitFor();
                  await page.getByTestId('what-if-dose').fill('150');
                  await page.getByTestId('what-if-apply').click();
                  await page.getByTestId('what-if-planned').waitFor();
                } else if (path === '/dashboard')
                  await page.getByTestId('dashboard-runs-out').waitFor();
                else if (path === '/analytics')
                  await page
                    .getByRole('heading', { name: 'Mood and energy by estimated level' })
                    .waitFor();
                else await page.getByTestId('report-level-chart').locator('svg').waitFor();
                const file = join(
                  screenshotDir,
                  `${path.slice(1)}-labs21-${viewport.label}-${colorScheme}.png`,
                );
                await page.screenshot({ path: file, fullPage: true });
              },
              {
                viewport: { width: viewport.width, height: viewport.height },
                colorScheme,
                reducedMotion: 'reduce',
              },
            );
          }
        }
      }
    },
    600_000,
  );
});
