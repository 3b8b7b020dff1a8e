import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.js';
import { hasChromium, launchBrowser } from '../support/browser.js';
import { schemes, screenshotDir, screenshotSetWanted, viewports } from '../support/screenshots.js';
import { newAccountToken, withSignedInPage } from '../support/signed-in.js';
import { startStack, type Stack } from '../support/stack.js';
import { weeklyPrescription } from '../support/treatment-bodies.js';

/** Waits until the service worker is active, then reloads so that it controls the page. */
async function controlledAfterReload(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The server refuses every create on `path` with `status` and the error (unroute to stop). */
function refuseCreates(page: Page, path: string, status: number, code: string, message: string) {
  return page.route(path, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code, message } }),
        })
      : route.continue(),
  );
}

const today = () => new Date().toISOString().slice(0, 10);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A form field by its label (Fluent adds ' *' to required ones). */
const field = (scope: Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\s*\\*?$`));

/**
 * Offline logging (issue 20): what is logged without a connection waits on the device (marked
 * 'Waiting to send'), survives a reload, and reaches the server once when the connection
 * returns; a refusal stays visible until the person discards it.
 */
describe.skipIf(!hasChromium)('offline logging', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function api<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${stack.url}/api${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        ...init.headers,
      },
    });
    expect(res.status, path).toBeLessThan(300);
    return (await res.json()) as T;
  }

  const injectionCount = async (token: string) =>
    (
      await api<{ total: number }>(
        token,
        `/injections?startDate=${addDays(today(), -5)}&endDate=${addDays(today(), 2)}&limit=200`,
      )
    ).total;
  const entryCount = async (token: string) =>
    (await api<{ total: number }>(token, '/journal')).total;

  it('keeps an injection and a journal entry logged offline, across a reload, and sends each once', async () => {
    const token = await newAccountToken(stack);
    await api(token, '/prescription', {
      method: 'PUT',
      body: JSON.stringify(weeklyPrescription(addDays(today(), -3))),
    });
    await withSignedInPage(
      browser,
      `${stack.url}/calendar`,
      token,
      'Calendar & Journal',
      async (w) => {
        const { page } = w;
        await controlledAfterReload(page);
        await page
          .getByRole('region', { name: 'Prescription Schedule' })
          .getByText('0.3mL')
          .waitFor();

        await page.context().setOffline(true);
        await page.getByRole('main').getByRole('button', { name: 'Log Injection' }).first().click();
        const dialog = page.getByRole('dialog', { name: 'Log Injection' });
        await field(dialog, 'Notes (optional)').fill('Logged on the train');
        await dialog.getByRole('button', { name: 'Log Injection' }).click();
        await dialog.waitFor({ state: 'detached' });
        const outbox = page.getByRole('region', { name: 'Saved on this device' });
        await outbox.getByText('Waiting to send').waitFor();
        await outbox.getByText('0.3 mL', { exact: false }).waitFor();

        // The journal, reached inside the app (its code comes from the worker's precache).
        await page.getByRole('link', { name: 'Journal', exact: true }).click();
        await page.getByRole('heading', { name: 'Journal', level: 1 }).waitFor();
        await page.getByRole('button', { name: 'New entry' }).click();
        const editor = page.getByRole('dialog');
        await field(editor, 'Title').fill('Written offline');
        await field(editor, 'Entry').fill('No signal.');
        await editor.getByRole('button', { name: 'Save entry' }).click();
        await editor.waitFor({ state: 'detached' });
        const journalOutbox = page.getByRole('region', { name: 'Saved on this device' });
        await journalOutbox.getByText('Written offline').waitFor();
        expect(await injectionCount(token)).toBe(0);

        // Closed and opened again while still offline: the worker serves the app; nothing is lost.
        await page.reload();
        await page.getByRole('heading', { name: 'Stride is out of reach', level: 1 }).waitFor();
        const stored = await page.evaluate(
          () =>
            new Promise<number>((resolve, reject) => {
              const open = indexedDB.open('stride-outbox');
              open.onerror = () => reject(open.error);
              open.onsuccess = () => {
                const count = open.result.transaction('items').objectStore('items').count();
                count.onsuccess = () => {
                  resolve(count.result);
                  open.result.close();
                };
              };
            }),
        );
        expect(stored).toBe(2);

        // The connection returns: the app signs in again by itself and sends both, once each.
        await page.context().setOffline(false);
        await page.getByRole('heading', { name: 'Journal', level: 1 }).waitFor();
        await expect.poll(() => injectionCount(token), { timeout: 15_000 }).toBe(1);
        await expect.poll(() => entryCount(token), { timeout: 15_000 }).toBe(1);
        await page
          .getByRole('region', { name: 'Saved on this device' })
          .waitFor({ state: 'detached' });
        await page.getByText('Written offline').first().waitFor();

        // Another start (the 'online' event and app start both flush) sends nothing twice.
        await page.reload();
        await page.getByRole('heading', { name: 'Journal', level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await injectionCount(token)).toBe(1);
        expect(await entryCount(token)).toBe(1);
      },
    );
  }, 180_000);

  it('keeps an item the server refuses, with its reason, until the person discards it; sign-out asks first', async () => {
    const token = await newAccountToken(stack);
    await api(token, '/prescription', {
      method: 'PUT',
      body: JSON.stringify(weeklyPrescription(addDays(today(), -3))),
    });
    await withSignedInPage(
      browser,
      `${stack.url}/calendar`,
      token,
      'Calendar & Journal',
      async ({ page }) => {
        // Served by the worker, as once installed: the journal's editor loads offline later.
        await controlledAfterReload(page);
        await page
          .getByRole('region', { name: 'Prescription Schedule' })
          .getByText('0.3mL')
          .waitFor();
        await page.context().setOffline(true);
        await page.getByRole('main').getByRole('button', { name: 'Log Injection' }).first().click();
        const dialog = page.getByRole('dialog', { name: 'Log Injection' });
        await dialog.getByRole('button', { name: 'Log Injection' }).click();
        await dialog.waitFor({ state: 'detached' });
        const outbox = page.getByRole('region', { name: 'Saved on this device' });
        await outbox.getByText('Waiting to send').waitFor();

        // Back online, the server refuses it (as it would a second dose too soon).
        await refuseCreates(
          page,
          '**/api/injections',
          409,
          'double_dose',
          'You logged a dose 2 days ago.',
        );
        await page.context().setOffline(false);
        await outbox.getByText('Not accepted').waitFor();
        await outbox.getByText('You logged a dose 2 days ago.').waitFor();
        await outbox.getByRole('button', { name: /^Edit injection/ }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        if (screenshotSetWanted) {
          mkdirSync(screenshotDir, { recursive: true });
          for (const { label, width, height } of viewports) {
            for (const colorScheme of schemes) {
              await page.setViewportSize({ width, height });
              await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
              await outbox.screenshot({
                path: join(screenshotDir, `outbox-refused-${label}-${colorScheme}.png`),
              });
            }
          }
          await page.setViewportSize({ width: 1280, height: 900 });
        }

        // Sign-out asks before discarding it; staying keeps it.
        await page.getByRole('button', { name: 'Sign out' }).click();
        const confirm = page.getByRole('alertdialog', { name: 'Discard 1 unsent item?' });
        await confirm.getByRole('button', { name: 'Stay signed in' }).click();
        await confirm.waitFor({ state: 'detached' });
        await outbox.getByText('Not accepted').waitFor();

        await outbox.getByRole('button', { name: /^Discard injection/ }).click();
        await outbox.waitFor({ state: 'detached' });
        await page.unroute('**/api/injections');
        expect(await injectionCount(token)).toBe(0);

        // A refused journal entry opens in the editor with what was written; saved, it leaves.
        await page.getByRole('link', { name: 'Journal', exact: true }).click();
        await page.getByRole('heading', { name: 'Journal', level: 1 }).waitFor();
        await page.context().setOffline(true);
        await page.getByRole('button', { name: 'New entry' }).click();
        const editor = page.getByRole('dialog');
        await field(editor, 'Title').fill('Refused once');
        await field(editor, 'Entry').fill('Kept, not lost.');
        await editor.getByRole('button', { name: 'Save entry' }).click();
        await editor.waitFor({ state: 'detached' });
        const journalOutbox = page.getByRole('region', { name: 'Saved on this device' });
        await journalOutbox.getByText('Waiting to send').waitFor();
        await refuseCreates(
          page,
          '**/api/journal',
          400,
          'validation_error',
          'Something in it was not accepted.',
        );
        await page.context().setOffline(false);
        await journalOutbox.getByText('Not accepted').waitFor();
        await page.unroute('**/api/journal');
        await journalOutbox.getByRole('button', { name: /^Edit journal entry/ }).click();
        const again = page.getByRole('dialog');
        await expect.poll(() => field(again, 'Title').inputValue()).toBe('Refused once');
        await again.getByRole('button', { name: 'Save entry' }).click();
        await again.waitFor({ state: 'detached' });
        await journalOutbox.waitFor({ state: 'detached' });
        expect(await entryCount(token)).toBe(1);

        // A refused check-in opens in the check-in form with its mood; saved, it leaves too.
        await page.context().setOffline(true);
        const card = page.getByRole('region', { name: "Today's check-in" });
        await card.getByRole('button', { name: 'Mood Check-in' }).click();
        const checkin = page.getByRole('dialog', { name: 'Mood Check-in' });
        await checkin.getByRole('radio', { name: 'Good' }).check();
        await checkin.getByRole('button', { name: 'Save check-in' }).click();
        await checkin.getByRole('button', { name: 'Close' }).click();
        await checkin.waitFor({ state: 'detached' });
        await journalOutbox.getByText('Waiting to send').waitFor();
        await refuseCreates(
          page,
          '**/api/checkins',
          400,
          'validation_error',
          'Something in it was not accepted.',
        );
        await page.context().setOffline(false);
        await journalOutbox.getByText('Not accepted').waitFor();
        await page.unroute('**/api/checkins');
        await journalOutbox.getByRole('button', { name: /^Edit mood check-in/ }).click();
        const refused = page.getByRole('dialog', { name: 'Mood Check-in' });
        await expect
          .poll(() => refused.getByRole('radio', { name: 'Good' }).first().isChecked())
          .toBe(true);
        await refused.getByRole('button', { name: 'Save check-in' }).click();
        await journalOutbox.waitFor({ state: 'detached' });
        await refused.getByRole('button', { name: 'Close' }).click();
        await card.getByRole('img', { name: 'Mood: Good (4 of 5)' }).waitFor();
      },
    );
  }, 120_000);
});
