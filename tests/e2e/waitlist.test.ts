import { odata } from '@azure/data-tables';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tableNames } from '../../api/src/data/storage.js';
import { manualClock } from '../support/api.js';
import { hasChromium, launchBrowser, openPage, type WatchedPage } from '../support/browser.js';
import { screenshotDir } from '../support/screenshots.js';
import { startStack, type Stack } from '../support/stack.js';

const clock = manualClock();

describe.skipIf(!hasChromium)('waitlist in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let w: WatchedPage;

  beforeAll(async () => {
    stack = await startStack({ clock });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });
  beforeEach(async (context) => {
    clock.advance(120_000); // a fresh rate-limit window for each test
    w = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    context.onTestFinished(() => w.close());
  });

  async function storedEmails(): Promise<string[]> {
    const table = await stack.storage.table(tableNames.waitlist);
    const emails: string[] = [];
    for await (const row of table.listEntities<{ email: string }>({
      queryOptions: { filter: odata`PartitionKey eq 'waitlist'` },
    })) {
      emails.push(row.email);
    }
    return emails;
  }

  const form = (page: Page) => page.locator('#waitlist');
  const submit = (page: Page) => form(page).getByRole('button', { name: 'Join Beta' });

  async function fill(page: Page, name: string, email: string) {
    // The landing page is prerendered: fill it once the app has hydrated the form.
    await form(page).locator('form[data-live]').waitFor();
    await form(page).getByLabel('Name').fill(name);
    await form(page).getByLabel('Email').fill(email);
  }

  it('joins the waitlist and stores the entry in Table Storage', async () => {
    await w.page.goto(`${stack.url}/`);
    await fill(w.page, 'Jordan', 'Jordan.E2E@Example.com');
    await submit(w.page).click();
    await form(w.page).getByText('Welcome to the Future!').waitFor();
    expect(await storedEmails()).toContain('jordan.e2e@example.com');
    await w.page.screenshot({ path: `${screenshotDir}/waitlist-success.png` });
    await form(w.page).getByRole('button', { name: 'Submit Another Email' }).click();
    await form(w.page).getByLabel('Email').waitFor();
    expect(await form(w.page).getByLabel('Email').inputValue()).toBe('');
    expect(w.cspViolations).toEqual([]);
  });

  it('shows each validation message and sends nothing', async () => {
    await w.page.goto(`${stack.url}/`);
    const before = (await storedEmails()).length;
    await submit(w.page).click();
    await form(w.page).getByText('Please fill in all fields').waitFor();
    await fill(w.page, '   ', 'a@b.co');
    await submit(w.page).click();
    await form(w.page).getByText('Please fill in all fields').waitFor();
    await fill(w.page, 'Kai', 'not-an-email');
    await submit(w.page).click();
    await form(w.page).getByText('Please enter a valid email address').waitFor();
    await w.page.screenshot({ path: `${screenshotDir}/waitlist-error.png` });
    expect((await storedEmails()).length).toBe(before);
  });

  it("reads 'Joining...' with the button disabled while it submits", async () => {
    await w.page.goto(`${stack.url}/`);
    let release: () => void = () => {};
    const held = new Promise<void>((done) => (release = done));
    await w.page.route('**/api/waitlist', async (route) => {
      await held;
      await route.continue();
    });
    await fill(w.page, 'Rowan', 'rowan@example.com');
    await submit(w.page).click();
    const joining = form(w.page).getByRole('button', { name: 'Joining...' });
    await joining.waitFor();
    expect(await joining.isDisabled()).toBe(true);
    release();
    await form(w.page).getByText('Welcome to the Future!').waitFor();
  });

  it("shows the server's 4xx message (rate limit) instead of pretending success", async () => {
    // Use up this address's allowance through the same origin, as a busy network would.
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${stack.url}/api/waitlist`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'N', email: `burst${i}-${clock.now()}@example.com` }),
      });
      expect(res.status).toBe(201);
    }
    await w.page.goto(`${stack.url}/`);
    await fill(w.page, 'Ezra', 'ezra@example.com');
    await submit(w.page).click();
    await form(w.page)
      .getByText(/Too many sign-ups/)
      .waitFor();
    expect(await storedEmails()).not.toContain('ezra@example.com');
    expect(await w.page.evaluate(() => localStorage.getItem('waitlist'))).toBeNull();
  });

  it('keeps the sign-up when the API is down and sends it on the next visit', async () => {
    await w.page.goto(`${stack.url}/`);
    await stack.stopApi();
    try {
      await fill(w.page, 'Milo', 'milo.offline@example.com');
      await submit(w.page).click();
      await form(w.page).getByText('Welcome to the Future!').waitFor();
      const queued = JSON.parse(
        (await w.page.evaluate(() => localStorage.getItem('waitlist'))) ?? '[]',
      );
      expect(queued).toEqual([
        expect.objectContaining({
          name: 'Milo',
          email: 'milo.offline@example.com',
          id: expect.any(String),
        }),
      ]);
      expect(new Date(queued[0].timestamp).toISOString()).toBe(queued[0].timestamp);
      expect(await storedEmails()).not.toContain('milo.offline@example.com');
    } finally {
      await stack.startApi();
    }
    await w.page.reload();
    await expect.poll(storedEmails, { timeout: 10_000 }).toContain('milo.offline@example.com');
    await expect
      .poll(() => w.page.evaluate(() => localStorage.getItem('waitlist')))
      .toSatisfy((v: string | null) => v === null || JSON.parse(v).length === 0);
  });
});
