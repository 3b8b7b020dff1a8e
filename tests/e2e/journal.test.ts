import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../support/accounts.js';
import { hasChromium, launchBrowser, openPage, type WatchedPage } from '../support/browser.js';
import {
  schemes,
  screenshotAll,
  screenshotDir,
  screenshotSetWanted,
  viewports,
} from '../support/screenshots.js';
import { startStack, type Stack } from '../support/stack.js';
import { plantToken } from '../support/signed-in.js';

const xssTitle = '<img src=x onerror=alert(1)>';

describe.skipIf(!hasChromium)('journal and mood check-ins in Chromium', () => {
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

  async function newAccount(): Promise<string> {
    const res = await fetch(`${stack.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registration()),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { token: string }).token;
  }

  async function api(token: string, path: string, init: { method?: string; body?: unknown } = {}) {
    const res = await fetch(`${stack.url}/api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? null : JSON.stringify(init.body),
    });
    expect(res.ok).toBe(true);
    return res.status === 204 ? null : ((await res.json()) as unknown);
  }

  const writeEntry = (token: string, body: Record<string, unknown>) =>
    api(token, '/journal', { method: 'POST', body });

  /** A signed-in page on /journal (the token is in localStorage before the app starts). */
  async function withJournal<T>(
    token: string,
    run: (w: WatchedPage) => Promise<T>,
    options: Parameters<typeof openPage>[1] = {},
  ): Promise<T> {
    const w = await openPage(browser, options);
    try {
      // The stored version too: on a first visit the version check clears storage.
      await w.page.addInitScript((t) => {
        localStorage.setItem('app_version', '1.0.2');
        localStorage.setItem('auth_token', t);
      }, token);
      await w.page.goto(`${stack.url}/journal`);
      await w.page
        .getByRole('heading', { name: 'Journal', level: 1 })
        .waitFor({ timeout: 15_000 })
        .catch(async (error: unknown) => {
          const text = await w.page.locator('body').innerText();
          throw new Error(
            `No journal at ${w.page.url()}: ${text.slice(0, 400)} ${w.problems.join(' | ')}`,
            { cause: error },
          );
        });
      const result = await run(w);
      expect(w.cspViolations).toEqual([]);
      return result;
    } finally {
      await w.close();
    }
  }

  const entryList = (page: Page) => page.getByRole('list', { name: 'Journal entries' });
  const article = (page: Page, title: string) =>
    page.getByRole('article', { name: title, exact: true });
  const titleField = (scope: Page | Locator) => scope.getByLabel(/^Title/);
  const contentField = (scope: Page | Locator) => scope.getByLabel(/^Entry/);
  const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search entries' });
  const tagChip = (page: Page, tag: string) =>
    page.getByRole('group', { name: 'Filter by tag' }).getByRole('button', { name: tag });

  /** vitest's poll gives up after 1 s: a reload on a busy machine takes longer than that. */
  async function expectTitles(page: Page, titles: string[]) {
    await expect
      .poll(async () => entryList(page).getByRole('article').locator('h3').allInnerTexts(), {
        timeout: 15_000,
      })
      .toEqual(titles);
  }

  it('writes an entry, finds it in another letter case, filters by tag, edits and deletes it', async () => {
    const token = await newAccount();
    await withJournal(token, async ({ page, problems }) => {
      // The empty state invites the first entry.
      await page.getByRole('heading', { name: 'Your journal is waiting' }).waitFor();
      await page.getByRole('button', { name: 'Write your first entry' }).click();

      const editor = page.getByRole('dialog', { name: 'New journal entry' });
      await editor.waitFor();
      await titleField(editor).fill('First week on T');
      await contentField(editor).fill('My voice feels rough.\nSecond line, kept.');
      await editor.getByRole('radiogroup', { name: 'Mood (optional)' }).waitFor();
      await editor.getByRole('radio', { name: 'Good' }).check();
      const tags = editor.getByLabel('Tags (optional)');
      await tags.fill('Voice');
      await tags.press('Enter');
      await tags.fill('family');
      await tags.press('Enter');
      await editor.getByRole('button', { name: 'Save entry' }).click();
      await editor.waitFor({ state: 'detached' });

      const first = article(page, 'First week on T');
      await first.waitFor();
      expect(await first.getByText('My voice feels rough.').innerText()).toBe(
        'My voice feels rough.\nSecond line, kept.',
      );
      expect(await first.getByRole('img', { name: 'Mood: Good (4 of 5)' }).count()).toBe(1);
      expect(await first.getByRole('list', { name: 'Tags' }).innerText()).toMatch(
        /#voice\s+#family/,
      );
      // No draft is left once saved.
      expect(
        await page.evaluate(() =>
          Object.keys(localStorage).filter((k) => k.startsWith('stride_draft:')),
        ),
      ).toEqual([]);

      // Two more, from another device.
      await writeEntry(token, { title: 'Gym day', content: 'Deadlifts.', tags: ['gym', 'voice'] });
      await writeEntry(token, { title: 'Quiet Sunday', content: 'Nothing much.', mood: 3 });
      await page.reload();
      await expectTitles(page, ['Quiet Sunday', 'Gym day', 'First week on T']);
      await page.getByText('3 entries', { exact: true }).waitFor();

      // Search: title or content, any letter case.
      await searchBox(page).fill('FIRST WEEK');
      await expectTitles(page, ['First week on T']);
      await searchBox(page).fill('voice FEELS');
      await expectTitles(page, ['First week on T']);
      await page.getByText('1 entry matches').waitFor();
      await searchBox(page).fill('');
      await expectTitles(page, ['Quiet Sunday', 'Gym day', 'First week on T']);

      // Tag chips: one, then two (entries having both).
      await tagChip(page, 'voice').click();
      expect(await tagChip(page, 'voice').getAttribute('aria-pressed')).toBe('true');
      await expectTitles(page, ['Gym day', 'First week on T']);
      await tagChip(page, 'family').click();
      await expectTitles(page, ['First week on T']);
      await tagChip(page, 'voice').click();
      await tagChip(page, 'family').click();
      await expectTitles(page, ['Quiet Sunday', 'Gym day', 'First week on T']);

      // Edit (sent with If-Match).
      let ifMatch: string | undefined;
      page.on('request', (request) => {
        if (request.method() === 'PUT' && request.url().includes('/api/journal/')) {
          ifMatch = request.headers()['if-match'];
        }
      });
      await first.getByRole('button', { name: 'Edit' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit journal entry' });
      expect(await titleField(edit).inputValue()).toBe('First week on T');
      expect(await edit.getByRole('radio', { name: 'Good' }).isChecked()).toBe(true);
      await titleField(edit).fill('First week on T, looking back');
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await edit.waitFor({ state: 'detached' });
      const edited = article(page, 'First week on T, looking back');
      await edited.waitFor();
      expect(ifMatch).toBeTruthy();

      // Delete, after confirming.
      await edited.getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete this entry?' });
      await confirm
        .getByText('“First week on T, looking back” will be deleted.', {
          exact: false,
        })
        .waitFor();
      await confirm.getByRole('button', { name: 'Delete entry' }).click();
      await confirm.waitFor({ state: 'detached' });
      await expectTitles(page, ['Quiet Sunday', 'Gym day']);
      await page.getByText('2 entries', { exact: true }).waitFor();
      expect(problems).toEqual([]);
    });
  });

  it('keeps a draft through a reload until it is saved or discarded', async () => {
    const token = await newAccount();
    await withJournal(token, async ({ page, problems }) => {
      await page.getByRole('button', { name: 'New entry' }).click();
      const editor = page.getByRole('dialog', { name: 'New journal entry' });
      await titleField(editor).fill('Half-written');
      await contentField(editor).fill('Started this on the bus.\nTo be continued');
      await editor.getByText('Draft kept on this device', { exact: false }).waitFor();

      await page.reload();
      await page.getByText('You have an unsaved draft').waitFor();
      await page.getByRole('button', { name: 'Continue writing' }).click();
      const restored = page.getByRole('dialog', { name: 'New journal entry' });
      expect(await titleField(restored).inputValue()).toBe('Half-written');
      expect(await contentField(restored).inputValue()).toBe(
        'Started this on the bus.\nTo be continued',
      );
      await restored.getByText('Your unsaved draft was restored.').waitFor();

      // Closing keeps it; discarding removes it.
      await restored.getByRole('button', { name: 'Close' }).click();
      await page.getByText('You have an unsaved draft').waitFor();
      await page.getByRole('button', { name: 'Continue writing' }).click();
      await page.getByRole('button', { name: 'Discard draft' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await page.getByText('You have an unsaved draft').count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('stride_draft:journal:new'))).toBe(
        null,
      );
      expect(problems).toEqual([]);
    });
  });

  it('keeps the page when the editor cannot be loaded offline, and opens it on Try again', async () => {
    const token = await newAccount();
    await withJournal(token, async ({ page }) => {
      // A first visit: the service worker does not control the page yet, so nothing is cached.
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
      await page.context().setOffline(true);
      await page.getByRole('button', { name: 'New entry' }).click();
      const notice = page.getByRole('alert').filter({ hasText: 'This part of Stride could not' });
      await notice.waitFor();
      expect(await notice.innerText()).toContain(
        'This part of Stride could not be loaded. Check your connection and try again.',
      );
      await page.getByRole('heading', { name: 'Journal', level: 1 }).waitFor();
      expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);

      // Close leaves the opener usable: still offline, the next press says so again.
      await notice.getByRole('button', { name: 'Close' }).click();
      await notice.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'New entry' }).click();
      await notice.waitFor();

      // Chromium keeps a failed module fetch for the page's life: back online, Try again loads
      // the page afresh (the server answers for the file now), and the editor then opens.
      await page.context().setOffline(false);
      await Promise.all([
        page.waitForEvent('load'),
        notice.getByRole('button', { name: 'Try again' }).click(),
      ]);
      await page.getByRole('heading', { name: 'Journal', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'New entry' }).click();
      await page.getByRole('dialog', { name: 'New journal entry' }).waitFor();
      expect(await notice.count()).toBe(0);
    });
  });

  it('checks in once a day: the second check-in the same day updates it', async () => {
    const token = await newAccount();
    await withJournal(token, async ({ page, problems }) => {
      const card = page.getByRole('region', { name: "Today's check-in" });
      await card.getByText('No check-in yet today', { exact: false }).waitFor();
      await card.getByRole('button', { name: 'Mood Check-in' }).click();

      const dialog = page.getByRole('dialog', { name: 'Mood Check-in' });
      const mood = dialog.getByRole('radiogroup', { name: 'Mood' });
      // Saving without a mood asks for one.
      await dialog.getByRole('button', { name: 'Save check-in' }).click();
      await dialog.getByText('Choose how you feel').waitFor();
      await mood.getByRole('radio', { name: 'Good' }).check();
      await dialog
        .getByRole('radiogroup', { name: 'Energy (optional)' })
        .getByRole('radio', { name: 'Steady' })
        .check();
      await dialog.getByLabel('Note (optional)').fill('Slept well.');
      await dialog.getByRole('button', { name: 'Save check-in' }).click();
      await dialog.getByText('Checked in for today').waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });

      await card.getByRole('img', { name: 'Mood: Good (4 of 5)' }).waitFor();
      await card.getByText('Slept well.').waitFor();
      await card.getByRole('button', { name: 'Update check-in' }).click();
      const again = page.getByRole('dialog', { name: 'Mood Check-in' });
      await again.getByText('You checked in today at', { exact: false }).waitFor();
      expect(await again.getByRole('radio', { name: 'Good' }).first().isChecked()).toBe(true);
      await again
        .getByRole('radiogroup', { name: 'Mood' })
        .getByRole('radio', { name: 'Great' })
        .check();
      await again.getByRole('button', { name: 'Update check-in' }).click();
      await again.getByText("Updated today's check-in").waitFor();
      await again.getByRole('button', { name: 'Close' }).click();
      await card.getByRole('img', { name: 'Mood: Great (5 of 5)' }).waitFor();

      const { checkins } = (await api(token, '/checkins')) as { checkins: { mood: number }[] };
      expect(checkins.map((c) => c.mood)).toEqual([5]);
      expect(problems).toEqual([]);
    });
  });

  it('shows an entry whose title is HTML as text, and runs nothing', async () => {
    const token = await newAccount();
    await writeEntry(token, {
      title: xssTitle,
      content: '<script>alert(2)</script>\n<b onmouseover=alert(3)>bold?</b>',
      tags: ['<i>tag</i>'],
    });
    const dialogs: string[] = [];
    await withJournal(token, async ({ page, problems }) => {
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const card = article(page, xssTitle);
      await card.waitFor();
      expect(await card.locator('h3').innerText()).toBe(xssTitle);
      expect(await card.getByText('<script>alert(2)</script>', { exact: false }).innerText()).toBe(
        '<script>alert(2)</script>\n<b onmouseover=alert(3)>bold?</b>',
      );
      await card.getByText('<b onmouseover', { exact: false }).hover();
      // Editing shows it as text too.
      await card.getByRole('button', { name: 'Edit' }).click();
      expect(await titleField(page.getByRole('dialog')).inputValue()).toBe(xssTitle);
      await page.getByRole('button', { name: 'Close' }).click();
      await page.waitForTimeout(300);
      expect(await page.locator('img[src="x"]').count()).toBe(0);
      expect(await page.locator('main script, main b').count()).toBe(0);
      expect(dialogs).toEqual([]);
      expect(problems).toEqual([]);
    });
  });

  it.skipIf(!screenshotSetWanted)(
    'screenshots /journal (empty and with entries), the editor and the check-in dialog',
    async () => {
      const empty = await newAccount();
      const full = await newAccount();
      const entries = [
        {
          title: 'Three months on T',
          content:
            'My voice cracked on the phone with Mom today and she laughed — kindly. I laughed too.\nI keep catching my jawline in the mirror. It is subtle, but it is there.',
          tags: ['voice', 'family', 'milestone'],
          mood: 5,
        },
        {
          title: 'Shot day nerves',
          content: 'Still a little shaky doing it myself. Left thigh, slow and steady. Done.',
          tags: ['injection'],
          mood: 3,
        },
        {
          title: 'Gym',
          content: 'New PR on deadlift. Felt strong in a way that had nothing to do with numbers.',
          tags: ['gym', 'body'],
          mood: 4,
        },
        {
          title: 'A hard one',
          content:
            'Misgendered twice at work. I corrected the second person and my hands shook.\nProud of that anyway.',
          tags: ['work', 'dysphoria'],
          mood: 2,
        },
      ];
      for (const entry of entries.reverse()) await writeEntry(full, entry);
      await api(full, '/checkins', {
        method: 'POST',
        body: { mood: 4, energy: 3, note: 'Slept well, coffee helped.' },
      });

      const violations: string[] = [];
      const shoot = async (
        name: string,
        token: string,
        prepare?: (page: Page) => Promise<void>,
      ) => {
        const result = await screenshotAll(browser, stack.url, '/journal', name, async (page) => {
          await plantToken(page, token);
          await page.reload();
          await page.getByRole('heading', { name: 'Journal', level: 1 }).waitFor();
          await page.waitForLoadState('networkidle');
          if (prepare) await prepare(page);
        });
        violations.push(...result.cspViolations);
      };

      await shoot('journal-empty', empty, async (page) => {
        await page.getByRole('heading', { name: 'Your journal is waiting' }).waitFor();
      });
      await shoot('journal', full, async (page) => {
        await article(page, 'Three months on T').waitFor();
      });
      // Dialogs: what the screen shows (a full-page capture would cut the fixed dialog).
      const shootDialog = async (
        name: string,
        token: string,
        prepare: (page: Page) => Promise<void>,
      ) => {
        for (const viewport of viewports) {
          for (const colorScheme of schemes) {
            await withJournal(
              token,
              async ({ page, problems }) => {
                await page.waitForLoadState('networkidle');
                await prepare(page);
                await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
                await page.screenshot({
                  path: join(screenshotDir, `${name}-${viewport.label}-${colorScheme}.png`),
                });
                expect(problems).toEqual([]);
              },
              {
                viewport: { width: viewport.width, height: viewport.height },
                colorScheme,
                reducedMotion: 'reduce',
              },
            );
          }
        }
      };
      await shootDialog('journal-editor', full, async (page) => {
        await page.getByRole('button', { name: 'New entry' }).click();
        const editor = page.getByRole('dialog', { name: 'New journal entry' });
        await titleField(editor).fill('Voice check-in');
        await contentField(editor).fill(
          'Recorded myself reading the same paragraph as week one.\nThe difference is wild.',
        );
        await editor.getByRole('radio', { name: 'Great' }).check();
        const tags = editor.getByLabel('Tags (optional)');
        await tags.fill('voice');
        await tags.press('Enter');
        await titleField(editor).focus();
      });
      await shootDialog('journal-checkin', empty, async (page) => {
        await page.getByRole('button', { name: 'Mood Check-in' }).click();
        const dialog = page.getByRole('dialog', { name: 'Mood Check-in' });
        await dialog.getByRole('radio', { name: 'Good' }).check();
        await dialog.getByRole('radio', { name: 'Steady' }).check();
        await dialog.getByLabel('Note (optional)').fill('Good talk with my brother.');
      });
      await shootDialog('journal-delete', full, async (page) => {
        await article(page, 'Gym').getByRole('button', { name: 'Delete' }).click();
        await page.getByRole('alertdialog', { name: 'Delete this entry?' }).waitFor();
      });
      expect(violations).toEqual([]);
      expect(viewports.length * schemes.length).toBe(4);
    },
    180_000,
  );
});
