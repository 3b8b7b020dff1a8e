import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { treatmentMessages } from '../../api/src/contracts/treatment.js';
import { addDays, localDateOf } from '../../api/src/domain/calendar-dates.js';
import { hasChromium, launchBrowser, openPage, type WatchedPage } from '../support/browser.js';
import {
  schemes,
  screenshotAll,
  screenshotDir,
  screenshotSetWanted,
  viewports,
} from '../support/screenshots.js';
import { startStack, type Stack } from '../support/stack.js';

const zone = 'America/Chicago';
let counter = 0;

describe.skipIf(!hasChromium)('treatment tracking in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  const today = () => localDateOf(Date.now(), zone);

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function api(token: string, path: string, method = 'GET', body?: unknown) {
    const res = await fetch(`${stack.url}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        origin: stack.url,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
    return res;
  }

  async function register(): Promise<string> {
    const res = await fetch(`${stack.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.url },
      body: JSON.stringify({
        email: `treatment${++counter}-${Date.now()}@example.com`,
        password: 'correct horse battery',
        firstName: 'Jordan',
        lastName: 'Legalname',
        preferredName: 'Jo',
        dateOfBirth: '1994-03-02',
        race: 'prefer-not-to-say',
        pronouns: 'he/him',
        preferredTreatmentPlace: 'lgbtq-clinic',
        currentlyOnHRT: true,
        agreeToTerms: true,
        ageConfirmation: true,
        timezone: zone,
      }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { token: string }).token;
  }

  /** A person with about five weeks of weekly doses, the last five days ago. */
  async function seededAccount(): Promise<string> {
    const token = await register();
    const start = addDays(today(), -33);
    const put = await api(token, '/prescription', 'PUT', {
      medication: 'Testosterone cypionate',
      doseAmount: 0.3,
      doseUnit: 'mL',
      intervalDays: 7,
      route: 'IM',
      concentrationMgPerMl: 200,
      startDate: start,
      hrtStartDate: addDays(today(), -200),
    });
    expect(put.status).toBe(200);
    const doses = [
      { day: -33, site: 'left-thigh', pain: 2, notes: null },
      { day: -26, site: 'right-thigh', pain: 3, notes: null },
      { day: -19, site: 'left-glute', pain: 1, notes: 'Smooth one. Warmed the vial first.' },
      { day: -12, site: 'right-glute', pain: 4, notes: null },
      { day: -5, site: 'left-deltoid', pain: 2, notes: 'A little sore after, fine by evening.' },
    ];
    for (const dose of doses) {
      const res = await api(token, '/injections', 'POST', {
        takenAt: `${addDays(today(), dose.day)}T08:30:00-05:00`,
        doseAmount: 0.3,
        doseUnit: 'mL',
        site: dose.site,
        route: 'IM',
        painLevel: dose.pain,
        ...(dose.notes ? { notes: dose.notes } : {}),
      });
      expect(res.status).toBe(201);
    }
    return token;
  }

  /** Signed in on this device: the token, and the app version (else the version check clears it). */
  const storeSession = (t: string) => {
    localStorage.setItem('auth_token', t);
    localStorage.setItem('app_version', '1.0.2');
  };

  async function withPage<T>(token: string, run: (w: WatchedPage) => Promise<T>): Promise<T> {
    const w = await openPage(browser, { timezoneId: zone });
    await w.page.addInitScript(storeSession, token);
    try {
      const result = await run(w);
      expect(w.cspViolations).toEqual([]);
      // Refusals the flows provoke on purpose (no prescription yet, double dose, conflict, 503).
      expect(
        w.problems.filter(
          (p) =>
            !/Failed to load resource: the server responded with a status of (404|409|503)/.test(p),
        ),
      ).toEqual([]);
      return result;
    } finally {
      await w.close();
    }
  }

  /** A form field by its label (a required field's label ends with Fluent's asterisk). */
  const field = (scope: Page | ReturnType<Page['getByRole']>, label: string) =>
    scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\s*\\*?$`));

  /** The page's own header (title, subtitle, actions). */
  const pageHeader = (page: Page) =>
    page.locator('header', { has: page.getByRole('heading', { name: 'Calendar & Journal' }) });

  const dayCell = (page: Page, date: string) => page.locator(`button[data-date="${date}"]`);

  it('sets a prescription, logs, edits and deletes an injection, with the double-dose guard', async () => {
    const token = await register();
    await withPage(token, async ({ page }) => {
      await page.goto(`${stack.url}/calendar`);
      await page.getByRole('heading', { name: 'Calendar & Journal' }).waitFor();
      await page.getByText('Track your treatment schedule and document your journey').waitFor();
      await page.getByText('No journal entries yet.').waitFor();
      const card = page.getByRole('region', { name: 'Prescription Schedule' });
      await card.getByText('No prescription yet').waitFor();
      // Legend
      const legend = page.getByRole('list', { name: 'Legend' });
      expect(await legend.innerText()).toMatch(/Completed[\s\S]*Reminder[\s\S]*Today/);
      // Today is marked.
      expect(await dayCell(page, today()).getAttribute('aria-label')).toContain('Today');

      // Set the prescription up, with the shared validation messages first.
      await page.getByRole('button', { name: 'Set up prescription' }).first().click();
      const form = page.getByRole('dialog', { name: 'Set up prescription' });
      await form.getByRole('button', { name: 'Save prescription' }).click();
      await form.getByText(treatmentMessages.medicationRequired).waitFor();
      await form.getByText(treatmentMessages.doseRequired).waitFor();
      await field(form, 'Medication').fill('Testosterone cypionate');
      await field(form, 'Dose').fill('0.3');
      expect(await field(form, 'Interval (days)').inputValue()).toBe('7');
      await field(form, 'Start date').fill(addDays(today(), -3));
      await form.getByRole('button', { name: 'Save prescription' }).click();
      await form.waitFor({ state: 'detached' });

      // The card shows the server's texts: the first dose was due three days ago.
      await card.getByText('0.3mL').waitFor();
      await card.getByText('weekly', { exact: true }).waitFor();
      await card.getByText('Overdue', { exact: true }).waitFor();
      await card.getByText('3 days overdue').waitFor();
      await page.getByRole('button', { name: 'Edit prescription' }).first().waitFor();

      // Log an injection from the page header; hold the server's answer to see it at once.
      await pageHeader(page).getByRole('button', { name: 'Log Injection' }).click();
      const dialog = page.getByRole('dialog', { name: 'Log Injection' });
      expect(await field(dialog, 'Dose').inputValue()).toBe('0.3');
      expect(await dialog.getByRole('radio', { name: 'Intramuscular (IM)' }).isChecked()).toBe(
        true,
      );
      // The suggestion (least recently used) is preselected; SubQ-only sites cannot be picked.
      expect(await dialog.getByRole('radio', { name: 'Left thigh (suggested)' }).isChecked()).toBe(
        true,
      );
      expect(await dialog.getByRole('radio', { name: 'Left abdomen' }).isDisabled()).toBe(true);
      await dialog.getByRole('radio', { name: 'Right glute' }).check();
      const pain = dialog.getByRole('slider', { name: 'Pain level' });
      await pain.focus();
      for (let i = 0; i < 3; i++) await pain.press('ArrowRight');
      await dialog.getByText('3 / 10').waitFor();
      await field(dialog, 'Notes (optional)').fill('First one on the new schedule');

      let release: () => void = () => {};
      const held = new Promise<void>((done) => (release = done));
      await page.route('**/api/injections', async (route) => {
        if (route.request().method() === 'POST') await held;
        await route.continue();
      });
      const posted = page.waitForRequest(
        (r) => r.url().endsWith('/api/injections') && r.method() === 'POST',
      );
      await dialog.getByRole('button', { name: 'Log Injection' }).click();
      const body = (await posted).postDataJSON() as Record<string, unknown>;
      expect(body.takenAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000-0[56]:00$/);
      expect(body).toMatchObject({
        doseAmount: 0.3,
        doseUnit: 'mL',
        site: 'right-glute',
        route: 'IM',
        painLevel: 3,
        notes: 'First one on the new schedule',
        medication: 'Testosterone cypionate',
      });
      // Optimistic: marked taken before the server answers (late: the dose was due three
      // days ago).
      await page.waitForFunction(
        (date) =>
          document
            .querySelector(`button[data-date="${date}"]`)
            ?.getAttribute('aria-label')
            ?.includes('Taken late'),
        today(),
      );
      release();
      await dialog.waitFor({ state: 'detached' });
      await page.unroute('**/api/injections');
      // By CSS: the role tree hides the page while a dialog is open.
      const dayList = page.locator('ul[aria-label^="Injections on "]');
      await dayList.getByText(/0\.3 mL · Right glute/).waitFor();
      await dayList.getByText('Pain 3/10').waitFor();
      await dayList.getByText('First one on the new schedule').waitFor();
      // The card moves on: next dose a week after this one.
      await card.getByText('7 days remaining').waitFor();
      // The server's schedule agrees: taken late, and the due day it answered is not missed.
      await expect
        .poll(() => dayCell(page, today()).getAttribute('aria-label'))
        .toContain('Taken late');
      if (addDays(today(), -3).slice(0, 7) === today().slice(0, 7)) {
        expect(await dayCell(page, addDays(today(), -3)).getAttribute('aria-label')).not.toMatch(
          /Missed|Overdue/,
        );
      }
      await page.locator('[data-app-toast]').filter({ hasText: 'Dose logged' }).waitFor();

      // A second dose the same day: the server asks, with its own words.
      await pageHeader(page).getByRole('button', { name: 'Log Injection' }).click();
      const again = page.getByRole('dialog', { name: 'Log Injection' });
      await again.getByRole('button', { name: 'Log Injection' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Log another dose?' });
      await confirm.getByText('You logged a dose today. Log another?', { exact: true }).waitFor();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });
      // Nothing saved: the optimistic entry was rolled back.
      expect(await dayList.locator('li').count()).toBe(1);
      await again.getByRole('button', { name: 'Log Injection' }).click();
      await confirm.getByRole('button', { name: 'Log another' }).click();
      await again.waitFor({ state: 'detached' });
      await expect.poll(() => dayList.locator('li').count()).toBe(2);
      await expect
        .poll(
          async () => ((await (await api(token, '/injections')).json()) as { total: number }).total,
        )
        .toBe(2);

      // A save the server cannot take now waits on the device.
      await page.route('**/api/injections', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 503,
              contentType: 'application/json',
              body: JSON.stringify({
                error: { code: 'unavailable', message: 'Storage is unavailable.' },
              }),
            })
          : route.continue(),
      );
      await pageHeader(page).getByRole('button', { name: 'Log Injection' }).click();
      const failing = page.getByRole('dialog', { name: 'Log Injection' });
      await failing.getByRole('button', { name: 'Log Injection' }).click();
      // The server cannot take it now (503): the dose is kept on the device, marked as waiting
      // (issue 20's outbox), never lost; the person may discard it, and then nothing is saved.
      await failing.waitFor({ state: 'detached' });
      const kept = page.getByRole('region', { name: 'Saved on this device' });
      await kept.getByText('Waiting to send').waitFor();
      await kept.getByRole('button', { name: /^Discard/ }).click();
      await kept.waitFor({ state: 'detached' });
      await page.unroute('**/api/injections');
      expect(((await (await api(token, '/injections')).json()) as { total: number }).total).toBe(2);

      // Edit the first: a change made elsewhere meanwhile is a conflict, and the form reloads.
      const list = (await (await api(token, '/injections')).json()) as {
        injections: { id: string; takenAt: string; site: string; notes: string | null }[];
      };
      const first = list.injections.find((i) => i.site === 'right-glute');
      expect(first).toBeDefined();
      await dayList
        .locator('li', { hasText: 'First one on the new schedule' })
        .getByRole('button', { name: /^Edit injection at / })
        .click();
      const edit = page.getByRole('dialog', { name: 'Edit injection' });
      expect(await field(edit, 'Notes (optional)').inputValue()).toBe(
        'First one on the new schedule',
      );
      const elsewhere = await api(token, `/injections/${first!.id}`, 'PUT', {
        takenAt: first!.takenAt,
        doseAmount: 0.3,
        doseUnit: 'mL',
        site: 'right-glute',
        route: 'IM',
        painLevel: 3,
        notes: 'Changed on my phone',
      });
      expect(elsewhere.status).toBe(200);
      await field(edit, 'Notes (optional)').fill('Changed here');
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await edit.getByText(/changed somewhere else/).waitFor();
      expect(await field(edit, 'Notes (optional)').inputValue()).toBe('Changed on my phone');
      await field(edit, 'Notes (optional)').fill('Left glute actually hurt less');
      await edit.getByRole('radio', { name: 'Left glute' }).check();
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await edit.waitFor({ state: 'detached' });
      await dayList.getByText('Left glute actually hurt less').waitFor();
      await dayList.getByText(/0\.3 mL · Left glute/).waitFor();

      // Delete both, with a confirmation each time.
      for (let remaining = 2; remaining > 0; remaining--) {
        await dayList
          .getByRole('button', { name: /^Delete injection at / })
          .first()
          .click();
        const ask = page.getByRole('alertdialog', { name: 'Delete this injection?' });
        await ask.getByRole('button', { name: 'Delete' }).click();
        await ask.waitFor({ state: 'detached' });
        if (remaining > 1)
          await expect.poll(() => dayList.locator('li').count()).toBe(remaining - 1);
      }
      await page.getByText('No injection logged this day.').waitFor();
      await page.waitForFunction(
        (date) =>
          !document
            .querySelector(`button[data-date="${date}"]`)
            ?.getAttribute('aria-label')
            ?.match(/Completed|Taken late/),
        today(),
      );
      await card.getByText('3 days overdue').waitFor();
      expect(((await (await api(token, '/injections')).json()) as { total: number }).total).toBe(0);
    });
  });

  it('opens the log dialog from the header and a chosen day, and pauses treatment', async () => {
    const token = await seededAccount();
    await withPage(token, async ({ page }) => {
      await page.goto(`${stack.url}/calendar`);
      const card = page.getByRole('region', { name: 'Prescription Schedule' });
      await card.getByText('2 days remaining').waitFor();
      // A reminder two days ahead, from the dashboard's calendar.
      const due = addDays(today(), 2);
      if (due.slice(0, 7) === today().slice(0, 7)) {
        await expect
          .poll(() => dayCell(page, due).getAttribute('aria-label'))
          .toContain('Reminder');
      }

      await pageHeader(page).getByRole('button', { name: 'Log Injection' }).click();
      const fromCard = page.getByRole('dialog', { name: 'Log Injection' });
      // The least recently used IM site is suggested: the right deltoid was never used.
      expect(
        await fromCard.getByRole('radio', { name: 'Right deltoid (suggested)' }).isChecked(),
      ).toBe(true);
      await fromCard.getByRole('button', { name: 'Cancel' }).click();
      await fromCard.waitFor({ state: 'detached' });

      // A past day: the dialog opens on that date.
      const lastDose = addDays(today(), -5);
      if (lastDose.slice(0, 7) !== today().slice(0, 7)) {
        await page.getByRole('button', { name: 'Previous month' }).click();
      }
      await dayCell(page, lastDose).click();
      const dayList = page.getByRole('list', { name: /^Injections on / });
      await dayList.getByText('A little sore after, fine by evening.').waitFor();
      await page
        .locator('section[aria-labelledby="selected-day-title"]')
        .getByRole('button', { name: 'Log Injection' })
        .click();
      const fromDay = page.getByRole('dialog', { name: 'Log Injection' });
      expect(await field(fromDay, 'Date').inputValue()).toBe(lastDose);
      await fromDay.getByRole('button', { name: 'Cancel' }).click();

      // Pause and resume from the prescription form; the history lists the version.
      await pageHeader(page).getByRole('button', { name: 'Edit prescription' }).click();
      const form = page.getByRole('dialog', { name: 'Edit prescription' });
      expect(await field(form, 'Takes effect from').inputValue()).toBe(today());
      await form.getByText(/From .* · current/).waitFor();
      await form.getByRole('button', { name: 'Pause treatment' }).click();
      await form
        .getByRole('status')
        .getByText(/Treatment paused/)
        .waitFor();
      await form.getByText(/^Paused since /).waitFor();
      await form.getByRole('button', { name: 'Cancel' }).click();
      await form.waitFor({ state: 'detached' });
      await card.getByText('Paused', { exact: true }).waitFor();
      await card.getByText('Treatment is paused', { exact: true }).waitFor();
      await pageHeader(page).getByRole('button', { name: 'Edit prescription' }).click();
      await form.getByRole('button', { name: 'Resume treatment' }).click();
      await form
        .getByRole('status')
        .getByText(/Treatment resumed/)
        .waitFor();
      await form.getByRole('button', { name: 'Cancel' }).click();
      await form.waitFor({ state: 'detached' });
      await card.getByText('2 days remaining').waitFor();
    });
  });

  it.skipIf(!screenshotSetWanted)(
    'takes screenshots of the Entries page, the dialogs and the prescription card',
    async () => {
      const token = await seededAccount();
      const signIn = async (page: Page) => {
        await page.evaluate(storeSession, token);
        await page.goto(`${stack.url}/calendar`);
        await page.waitForLoadState('networkidle');
        await page
          .getByRole('region', { name: 'Prescription Schedule' })
          .getByText('2 days remaining')
          .waitFor();
        await page
          .getByRole('button', { name: /, Completed/ })
          .first()
          .waitFor();
        await page.waitForLoadState('networkidle');
      };
      const shots: string[] = [];
      const entries = await screenshotAll(
        browser,
        stack.url,
        '/calendar',
        'entries',
        async (page) => {
          await signIn(page);
          // Show a day with a dose and notes.
          const lastDose = addDays(today(), -5);
          if (lastDose.slice(0, 7) === today().slice(0, 7)) await dayCell(page, lastDose).click();
        },
      );
      const log = await screenshotAll(
        browser,
        stack.url,
        '/calendar',
        'log-injection-dialog',
        async (page) => {
          await signIn(page);
          await pageHeader(page).getByRole('button', { name: 'Log Injection' }).click();
          await page
            .getByRole('dialog', { name: 'Log Injection' })
            .getByText('Injection site')
            .waitFor();
        },
      );
      const form = await screenshotAll(
        browser,
        stack.url,
        '/calendar',
        'prescription-form',
        async (page) => {
          await signIn(page);
          await pageHeader(page).getByRole('button', { name: 'Edit prescription' }).click();
          await page
            .getByRole('dialog', { name: 'Edit prescription' })
            .getByText('History')
            .waitFor();
        },
      );
      shots.push(...entries.files, ...log.files, ...form.files);
      expect([...entries.cspViolations, ...log.cspViolations, ...form.cspViolations]).toEqual([]);

      for (const viewport of viewports) {
        for (const colorScheme of schemes) {
          const w = await openPage(browser, {
            viewport: { width: viewport.width, height: viewport.height },
            colorScheme,
            reducedMotion: 'reduce',
            timezoneId: zone,
          });
          try {
            await w.page.addInitScript(storeSession, token);
            await w.page.goto(`${stack.url}/calendar`);
            await w.page
              .getByRole('region', { name: 'Prescription Schedule' })
              .getByText('2 days remaining')
              .waitFor();
            const file = join(
              screenshotDir,
              `prescription-card-${viewport.label}-${colorScheme}.png`,
            );
            await w.page
              .getByRole('region', { name: 'Prescription Schedule' })
              .screenshot({ path: file });
            shots.push(file);
            expect(w.problems).toEqual([]);
          } finally {
            await w.close();
          }
        }
      }
      expect(shots).toHaveLength(16);
    },
    300_000,
  );
});
