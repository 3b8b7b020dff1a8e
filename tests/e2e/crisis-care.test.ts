import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.js';
import { hasChromium, launchBrowser, type openPage, type WatchedPage } from '../support/browser.js';
import { modes, screenshotDir } from '../support/screenshots.js';
import { newAccountToken, withSignedInPage } from '../support/signed-in.js';
import { startStack, type Stack } from '../support/stack.js';

/**
 * The caring paths a person meets on a hard night: distress in the coach (a warm reply and a
 * quiet resources line, never a feature list), an urgent message (the crisis card with tap-to-call
 * and text links), and a journal entry that screens as concern (a gentle card they can hide).
 */
describe.skipIf(!hasChromium)('crisis care in Chromium', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    mkdirSync(screenshotDir, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function post(token: string, path: string, body: unknown): Promise<void> {
    const res = await fetch(`${stack.url}/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.ok, await res.clone().text()).toBe(true);
  }

  const newAccount = () => newAccountToken(stack);
  const signedIn = <T>(
    token: string,
    path: string,
    heading: string,
    run: (w: WatchedPage) => Promise<T>,
    options: Parameters<typeof openPage>[1] = {},
  ) => withSignedInPage(browser, `${stack.url}${path}`, token, heading, run, options);

  const log = (page: Page) => page.getByRole('log', { name: 'Conversation with your coach' });
  const composer = (page: Page) => page.getByRole('textbox', { name: 'Message your coach' });
  const href = (scope: Locator, name: string) =>
    scope.getByRole('link', { name, exact: true }).first().getAttribute('href');

  async function say(page: Page, message: string) {
    await composer(page).waitFor();
    await composer(page).fill(message);
    await composer(page).press('Enter');
  }

  it('answers "I feel hopeless" with care and a quiet resources line, never a feature list', async () => {
    const token = await newAccount();
    await signedIn(token, '/ai', 'AI Coach', async ({ page, problems }) => {
      await say(page, 'I feel hopeless');
      const quiet = log(page).getByRole('button', { name: 'Need to talk to someone now?' });
      await quiet.waitFor();
      const text = await log(page).innerText();
      expect(text).toMatch(/hopeless/i);
      expect(text).toMatch(/thoughts like that/i);
      expect(text).not.toMatch(/here'?s what i can help with|I can help you with/i);
      // No crisis card for distress: the reply leads, the line is quiet.
      expect(await log(page).getByRole('article', { name: "You're not alone" }).count()).toBe(0);
      expect(await quiet.getAttribute('aria-expanded')).toBe('false');
      await quiet.click();
      expect(await href(log(page), 'Call 988')).toBe('tel:988');
      expect(await href(log(page), 'Text 988')).toBe('sms:988');
      expect(problems).toEqual([]);
    });
  });

  it('answers an urgent message with the crisis card and tap-to-call and text links', async () => {
    const token = await newAccount();
    await signedIn(token, '/ai', 'AI Coach', async ({ page, problems }) => {
      await say(page, "I've decided tonight is the night I end it");
      const card = log(page).getByRole('article', { name: "You're not alone" });
      await card.waitFor();
      expect(await href(card, 'Call 988')).toBe('tel:988');
      expect(await href(card, 'Text 988')).toBe('sms:988');
      expect(await href(card, 'Text HOME to 741741')).toBe('sms:741741?&body=HOME');
      expect(await href(card, 'Call 911')).toBe('tel:911');
      expect(problems).toEqual([]);
    });
  });

  it('shows a gentle card beside a journal entry that screens as concern, which can be hidden', async () => {
    const token = await newAccount();
    await post(token, '/journal', {
      title: 'Late',
      content: 'Another fight at home. Honestly everyone would be better off without me.',
      tags: [],
    });
    await post(token, '/journal', {
      title: 'Shot day',
      content: 'Did my shot in the left thigh, barely felt it. Gym after.',
      tags: [],
    });
    await signedIn(token, '/journal', 'Journal', async ({ page, problems }) => {
      const entries = page.getByRole('list', { name: 'Journal entries' });
      await entries.getByRole('article').nth(1).waitFor();
      const card = page.getByRole('region', { name: "You're not alone" });
      await card.waitFor();
      expect(await card.count()).toBe(1);
      // Beside the heavy entry only.
      const heavy = entries.getByRole('article', { name: 'Late' });
      expect(await heavy.getByRole('region', { name: "You're not alone" }).count()).toBe(1);
      expect(await href(card, 'Call 988')).toBe('tel:988');
      expect(await href(card, 'Text 988')).toBe('sms:988');
      await card.getByRole('button', { name: 'Hide this card' }).click();
      await expect
        .poll(() => page.getByRole('region', { name: "You're not alone" }).count())
        .toBe(0);
      expect(problems).toEqual([]);
    });
  });

  it(
    'screenshots the caring reply, the crisis card and the journal card narrow and wide, light and dark (all four with STRIDE_SCREENSHOTS), with no axe violations',
    { timeout: 300_000 },
    async () => {
      const distress = await newAccount();
      await post(distress, '/ai/chat', {
        message: "i can't do this anymore. i feel like giving up on everything",
      });
      const urgent = await newAccount();
      await post(urgent, '/ai/chat', { message: "I've decided tonight is the night I end it" });
      const journal = await newAccount();
      await post(journal, '/journal', {
        title: 'Late',
        content: 'Another fight at home. Honestly everyone would be better off without me.',
        tags: [],
      });
      const shots: [string, string, string, string, (page: Page) => Promise<void>][] = [
        [
          'crisis-distress',
          distress,
          '/ai',
          'AI Coach',
          async (page) => {
            // The reply leads; the line stays closed, as a person first sees it.
            await log(page).getByRole('button', { name: 'Need to talk to someone now?' }).waitFor();
          },
        ],
        [
          'crisis-urgent',
          urgent,
          '/ai',
          'AI Coach',
          async (page) => {
            await log(page).getByRole('article', { name: "You're not alone" }).waitFor();
          },
        ],
        [
          'crisis-journal',
          journal,
          '/journal',
          'Journal',
          async (page) => {
            await page.getByRole('region', { name: "You're not alone" }).waitFor();
          },
        ],
      ];
      const violations: string[] = [];
      for (const [name, token, path, heading, prepare] of shots) {
        for (const { viewport, colorScheme } of modes) {
          await signedIn(
            token,
            path,
            heading,
            async ({ page }) => {
              await page.waitForLoadState('networkidle');
              await prepare(page);
              await page.screenshot({
                path: join(screenshotDir, `${name}-${viewport.label}-${colorScheme}.png`),
                fullPage: true,
              });
              for (const v of await axeViolations(page)) {
                violations.push(`${name} ${viewport.label} ${colorScheme}: ${v}`);
              }
            },
            {
              viewport: { width: viewport.width, height: viewport.height },
              colorScheme,
              reducedMotion: 'reduce',
            },
          );
        }
      }
      expect(violations).toEqual([]);
    },
  );
});
