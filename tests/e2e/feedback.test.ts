import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateOf } from '../../api/src/domain/calendar-dates.js';
import { hasChromium, launchBrowser } from '../support/browser.js';
import { schemes, screenshotDir, screenshotSetWanted, viewports } from '../support/screenshots.js';
import { newAccountToken, withSignedInPage } from '../support/signed-in.js';
import { startStack, type Stack } from '../support/stack.js';
import { doseBody, weeklyPrescription } from '../support/treatment-bodies.js';

// Registration's default zone (tests/support/accounts.ts).
const zone = 'America/Chicago';

/** Issue 18, "Feedback, focus and forms": toasts with Undo, focus return, the discard question. */
describe.skipIf(!hasChromium)('feedback, focus and forms in Chromium', () => {
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
    return fetch(`${stack.url}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
  }

  async function withPage<T>(
    token: string,
    path: string,
    heading: string,
    run: (page: Page) => Promise<T>,
    options: Parameters<typeof withSignedInPage>[5] = {},
    /** Console errors the flow means to cause (the double-dose question's 409). */
    expected?: RegExp,
  ): Promise<T> {
    return withSignedInPage(
      browser,
      `${stack.url}${path}`,
      token,
      heading,
      async ({ page, problems }) => {
        const result = await run(page);
        expect(problems.filter((p) => !expected?.test(p))).toEqual([]);
        return result;
      },
      { reducedMotion: 'reduce', ...options },
    );
  }

  const appToast = (page: Page, title: string) =>
    page.locator('[data-app-toast]').filter({ hasText: title });
  const quickActions = (page: Page) => page.getByRole('region', { name: 'Quick Actions' });
  const focusedName = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement;
      return el ? `${el.tagName}:${el.textContent?.trim() ?? ''}` : '';
    });
  const injectionsToday = async (token: string) => {
    const res = await api(token, `/injections?startDate=${today()}&endDate=${today()}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { injections: { id: string }[] }).injections;
  };

  it('toasts a logged dose; Undo deletes it on the server and XP goes back', async () => {
    const token = await newAccountToken(stack);
    expect((await api(token, '/prescription', 'PUT', weeklyPrescription(today()))).status).toBe(
      200,
    );
    await withPage(token, '/dashboard', 'Welcome back!', async (page) => {
      const badge = page.getByTestId('level-badge');
      await expect.poll(() => badge.innerText()).toBe('Level 1 • 0 XP');

      // Focus comes back to the quick action after Cancel.
      const opener = quickActions(page).getByRole('button', { name: 'Log Injection' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Log Injection' });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => focusedName(page)).toBe('BUTTON:Log Injection');
      expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

      // And after Escape.
      await opener.click();
      await dialog.getByRole('button', { name: 'Cancel' }).waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);

      await opener.click();
      await dialog.getByRole('button', { name: 'Log Injection' }).click();
      await dialog.waitFor({ state: 'detached' });
      const logged = appToast(page, 'Dose logged');
      await logged.waitFor();
      await expect.poll(() => badge.innerText()).toBe('Level 1 • 50 XP');
      expect(await injectionsToday(token)).toHaveLength(1);
      // The toaster is a live region: screen readers hear it without focus moving.
      expect(await page.locator('[aria-live="polite"]').count()).toBeGreaterThan(0);

      await logged.getByRole('button', { name: 'Undo' }).click();
      await appToast(page, 'Dose removed').waitFor();
      await expect.poll(async () => (await injectionsToday(token)).length).toBe(0);
      await expect.poll(() => badge.innerText()).toBe('Level 1 • 0 XP');
      await expect
        .poll(() => page.locator(`[data-date="${today()}"]`).first().getAttribute('aria-label'))
        .not.toContain('Completed');
    });
  });

  it('asks before typed notes are lost, and stacks the double-dose question over the log dialog', async () => {
    const token = await newAccountToken(stack);
    expect((await api(token, '/prescription', 'PUT', weeklyPrescription(today()))).status).toBe(
      200,
    );
    expect(
      (await api(token, '/injections', 'POST', doseBody(new Date().toISOString()))).status,
    ).toBe(201);
    await withPage(
      token,
      '/dashboard',
      'Welcome back!',
      async (page) => {
        const opener = quickActions(page).getByRole('button', { name: 'Log Injection' });
        await opener.click();
        const dialog = page.getByRole('dialog', { name: 'Log Injection' });
        const notes = dialog.getByLabel('Notes (optional)');
        await notes.fill('Left side a bit sore');
        await page.keyboard.press('Escape');
        const ask = page.getByRole('alertdialog', { name: 'Discard your changes?' });
        await ask.getByRole('button', { name: 'Keep editing' }).click();
        await ask.waitFor({ state: 'detached' });
        expect(await notes.inputValue()).toBe('Left side a bit sore');
        await expect.poll(() => notes.evaluate((el) => el === document.activeElement)).toBe(true);

        // A second dose today: the server's question, a modal above the log dialog.
        await dialog.getByRole('button', { name: 'Log Injection' }).click();
        const twice = page.getByRole('alertdialog', { name: 'Log another dose?' });
        await twice.getByText('You logged a dose today.', { exact: false }).waitFor();
        await expect
          .poll(() => twice.evaluate((el) => el.contains(document.activeElement)))
          .toBe(true);
        // Above: the question's surface is on top at its centre.
        const onTop = await twice.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return el.contains(hit);
        });
        expect(onTop).toBe(true);
        await twice.getByRole('button', { name: 'Cancel' }).click();
        await twice.waitFor({ state: 'detached' });
        // Back in the log dialog, on the button that asked; the notes are still there.
        await expect
          .poll(() =>
            dialog
              .getByRole('button', { name: 'Log Injection' })
              .evaluate((el) => el === document.activeElement),
          )
          .toBe(true);
        expect(await notes.inputValue()).toBe('Left side a bit sore');

        // Cancel with the notes typed asks too; Discard closes and focus returns to the opener.
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await ask.getByRole('button', { name: 'Discard' }).click();
        await dialog.waitFor({ state: 'detached' });
        await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
        expect(await injectionsToday(token)).toHaveLength(1);
      },
      {},
      /status of 409 \(Conflict\)/,
    );
  });

  it('toasts a deleted journal entry; Undo brings it back with its id and day', async () => {
    const token = await newAccountToken(stack);
    const res = await api(token, '/journal', 'POST', {
      title: 'Voice dropped',
      content: 'Sang along in the car and my voice cracked.',
      tags: ['voice'],
      mood: 4,
    });
    expect(res.status).toBe(201);
    const { entry } = (await res.json()) as { entry: { id: string; createdAt: string } };

    await withPage(token, '/journal', 'Journal', async (page) => {
      const card = page.getByRole('article', { name: 'Voice dropped', exact: true });
      const deleteButton = card.getByRole('button', { name: 'Delete' });
      await deleteButton.click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete this entry?' });
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });
      await expect
        .poll(() => deleteButton.evaluate((el) => el === document.activeElement))
        .toBe(true);

      await deleteButton.click();
      await confirm.getByRole('button', { name: 'Delete entry' }).click();
      const deleted = appToast(page, 'Entry deleted');
      await deleted.waitFor();
      await card.waitFor({ state: 'detached' });
      expect((await api(token, `/journal/${entry.id}`)).status).toBe(404);

      await deleted.getByRole('button', { name: 'Undo' }).click();
      await appToast(page, 'Entry restored').waitFor();
      await card.waitFor();
      const back = await api(token, `/journal/${entry.id}`);
      expect(back.status).toBe(200);
      const restored = ((await back.json()) as { entry: Record<string, unknown> }).entry;
      expect(restored).toMatchObject({
        id: entry.id,
        createdAt: entry.createdAt,
        title: 'Voice dropped',
        tags: ['voice'],
        mood: 4,
      });
    });
  });

  it('asks before the journal editor loses typed text: Keep editing keeps it, Discard closes', async () => {
    const token = await newAccountToken(stack);
    await withPage(token, '/journal', 'Journal', async (page) => {
      const opener = page.getByRole('button', { name: 'Write your first entry' });
      await opener.click();
      const editor = page.getByRole('dialog', { name: 'New journal entry' });
      const content = editor.getByLabel(/^Entry/);
      await content.fill('Half a thought about');
      await page.keyboard.press('Escape');
      const ask = page.getByRole('alertdialog', { name: 'Discard your changes?' });
      await ask.waitFor();
      // Focus is inside the question, on the safe choice.
      expect(await focusedName(page)).toBe('BUTTON:Keep editing');
      // Escape on the question is Keep editing.
      await page.keyboard.press('Escape');
      await ask.waitFor({ state: 'detached' });
      expect(await content.inputValue()).toBe('Half a thought about');
      // Back in the field that was being typed in.
      await expect.poll(() => content.evaluate((el) => el === document.activeElement)).toBe(true);

      await editor.getByRole('button', { name: 'Close' }).click();
      await ask.getByRole('button', { name: 'Keep editing' }).click();
      await ask.waitFor({ state: 'detached' });
      await editor.waitFor();
      expect(await content.inputValue()).toBe('Half a thought about');
      // Back on the button that asked.
      await expect
        .poll(() =>
          editor
            .getByRole('button', { name: 'Close' })
            .evaluate((el) => el === document.activeElement),
        )
        .toBe(true);

      await page.keyboard.press('Escape');
      await ask.getByRole('button', { name: 'Discard' }).click();
      await editor.waitFor({ state: 'detached' });
      // Nothing kept on this device, and focus back on the button that opened the editor.
      expect(await page.evaluate(() => localStorage.getItem('stride_draft:journal:new'))).toBe(
        null,
      );
      await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);

      // Nothing typed: Escape closes at once.
      await opener.click();
      await editor.waitFor();
      await page.keyboard.press('Escape');
      await editor.waitFor({ state: 'detached' });
      expect(await ask.count()).toBe(0);
    });
  });

  it('keeps every tap target at least 44 by 44 px on a touch screen at 390 px', async () => {
    const token = await newAccountToken(stack);
    expect((await api(token, '/prescription', 'PUT', weeklyPrescription(today()))).status).toBe(
      200,
    );
    expect(
      (await api(token, '/journal', 'POST', { title: 'Tap test', content: 'Short.' })).status,
    ).toBe(201);
    const pages = [
      ['/dashboard', 'Welcome back!'],
      ['/journal', 'Journal'],
      ['/calendar', 'Calendar & Journal'],
      ['/settings', 'Settings'],
    ] as const;
    const small: string[] = [];
    for (const [path, heading] of pages) {
      await withPage(
        token,
        path,
        heading,
        async (page) => {
          await page.waitForLoadState('networkidle');
          small.push(...(await smallTargets(page)).map((s) => `${path}: ${s}`));
        },
        { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
      );
    }
    expect(small).toEqual([]);
  }, 120_000);

  it.skipIf(!screenshotSetWanted)(
    'screenshots a toast and the discard question, light and dark, 390 and 1280 px',
    async () => {
      const token = await newAccountToken(stack);
      expect(
        (await api(token, '/journal', 'POST', { title: 'Gym day', content: 'Lifted.' })).status,
      ).toBe(201);
      for (const viewport of viewports) {
        for (const colorScheme of schemes) {
          await withPage(
            token,
            '/journal',
            'Journal',
            async (page) => {
              const name = `${viewport.label}-${colorScheme}`;
              await page.getByRole('button', { name: 'New entry' }).click();
              const editor = page.getByRole('dialog', { name: 'New journal entry' });
              await editor.getByLabel(/^Title/).fill('On the bus');
              await page.keyboard.press('Escape');
              await page.getByRole('alertdialog', { name: 'Discard your changes?' }).waitFor();
              // Past the dialog's entrance.
              await page.waitForTimeout(600);
              await page.screenshot({ path: join(screenshotDir, `discard-question-${name}.png`) });
              await page.getByRole('button', { name: 'Discard' }).click();
              await editor.waitFor({ state: 'detached' });

              await page
                .getByRole('article', { name: 'Gym day', exact: true })
                .getByRole('button', { name: 'Delete' })
                .click();
              await page.getByRole('button', { name: 'Delete entry' }).click();
              const toast = appToast(page, 'Entry deleted');
              await toast.waitFor();
              await page.mouse.move(1, 1);
              await page.waitForTimeout(600);
              await page.screenshot({ path: join(screenshotDir, `toast-undo-${name}.png`) });
              await toast.getByRole('button', { name: 'Undo' }).click();
              await appToast(page, 'Entry restored').waitFor();
            },
            {
              viewport: { width: viewport.width, height: viewport.height },
              colorScheme,
            },
          );
        }
      }
    },
    120_000,
  );
});

/**
 * Every visible control a finger can tap whose box is under 44 px either way, described.
 * Exempt, as WCAG 2.5.8 allows: links inside a sentence; the hidden native inputs of Fluent's
 * checks and radios are measured by the row they cover.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = [
      'button',
      'a[href]',
      '[role="button"]',
      '[role="tab"]',
      '[role="link"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      'input:not([type="hidden"])',
      'select',
      'textarea',
    ].join(', ');
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (el.closest('[data-tabster-dummy], [aria-hidden="true"], [inert]')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const own = el.getBoundingClientRect();
      // Not rendered, or visually hidden (1 px and clipped) and never tapped.
      if (own.width <= 1 || own.height <= 1) continue;
      if (el.tagName === 'INPUT' && (el as HTMLInputElement).type === 'file') continue;
      // A link in running text.
      if (el.tagName === 'A' && el.parentElement?.closest('p')) continue;
      // A combobox's chevron: tapping the field itself opens the same list (an equivalent).
      if (el.classList.contains('fui-Combobox__expandIcon')) continue;
      // A field is tapped anywhere in its frame, not only on the inner input.
      const frame = el.closest<HTMLElement>(
        '.fui-Input, .fui-SearchBox, .fui-Combobox, .fui-SpinButton, .fui-Textarea',
      );
      const box = (frame ?? el).getBoundingClientRect();
      if (box.width + 0.5 < min || box.height + 0.5 < min) {
        const name =
          el.getAttribute('aria-label') ??
          el.textContent?.trim().slice(0, 40) ??
          el.getAttribute('name') ??
          '';
        out.push(
          `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[${el.getAttribute('role')}]` : ''} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return out;
  }, 44);
}
