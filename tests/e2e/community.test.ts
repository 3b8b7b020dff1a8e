import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../support/accounts.js';
import { axeViolations } from '../support/axe.js';
import { hasChromium, launchBrowser, type WatchedPage } from '../support/browser.js';
import { schemes, screenshotDir, screenshotSetWanted, viewports } from '../support/screenshots.js';
import { withSignedInPage } from '../support/signed-in.js';
import { startStack, type Stack } from '../support/stack.js';
import { runModeratorCommand } from '../../api/src/services/moderator-role.js';

const zone = 'America/Chicago';
const postTitle = 'Two weeks on T';
const postBody = 'Voice cracked twice today. See https://example.org/voice for what I read.';
const replyBody = 'Same here at week three. It settles, promise.';
const crisisTitle = 'Tonight';
const crisisBody = 'I want to kill myself tonight. I have the pills ready.';

interface Member {
  token: string;
  email: string;
  userId: string;
}

describe.skipIf(!hasChromium)('the community board in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let alex: Member; // writes the post, through the first-visit name step
  let blair: Member; // replies
  let casey: Member; // reports
  let morgan: Member; // the moderator

  async function api(member: Member, path: string, method = 'GET', body?: unknown) {
    const res = await fetch(`${stack.url}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${member.token}`,
        origin: stack.url,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
    expect(res.status, `${method} ${path}`).toBeLessThan(300);
    return res.status === 204 ? null : ((await res.json()) as Record<string, unknown>);
  }

  async function member(preferredName: string, communityName?: string): Promise<Member> {
    const body = registration({ timezone: zone, preferredName });
    const res = await fetch(`${stack.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.url },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(201);
    const json = (await res.json()) as { token: string; user: { id: string } };
    const m = { token: json.token, email: body.email, userId: json.user.id };
    if (communityName) await api(m, '/community/me', 'PUT', { displayName: communityName });
    return m;
  }

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    alex = await member('Alex');
    blair = await member('Blair', 'BlairB');
    casey = await member('Casey', 'CaseyK');
    morgan = await member('Morgan', 'MorganMod');
    // The operator's command (`npm run moderator -- grant <email>`) against this stack's storage.
    const granted = await runModeratorCommand(stack.storage, 'grant', morgan.email, Date.now());
    expect(granted.ok, granted.message).toBe(true);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** A signed-in page on `path`; a failure leaves a screenshot and the page's problems. */
  async function as<T>(
    who: Member,
    path: string,
    heading: string | null,
    run: (page: Page, w: WatchedPage) => Promise<T>,
    options = {},
  ): Promise<T> {
    return withSignedInPage(
      browser,
      `${stack.url}${path}`,
      who.token,
      heading,
      async (w) => {
        try {
          return await run(w.page, w);
        } catch (error) {
          await w.page.screenshot({
            path: join(screenshotDir, 'community16-failure.png'),
            fullPage: true,
          });
          throw new Error(`${String(error)}\nproblems: ${w.problems.join(' | ')}`);
        }
      },
      { timezoneId: zone, ...options },
    );
  }

  const postCard = (page: Page, title: string) =>
    page.getByTestId('community-post').filter({ has: page.getByRole('heading', { name: title }) });

  it('two members write a post and a reply, a third reports it; a crisis post is held with the resources', async () => {
    await as(alex, '/community', 'Community', async (page) => {
      // The first visit asks for a community name; the preferred name is the default.
      const name = page.getByRole('textbox', { name: 'Community name' });
      await expect.poll(() => name.inputValue()).toBe('Alex');
      await name.fill('AlexOnT');
      await page.getByRole('button', { name: 'Join the community' }).click();
      await page.getByText('Posting as').waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'New post' }).click();
      const form = page.getByRole('form', { name: 'New post' });
      await form.getByLabel('Title').fill(postTitle);
      await form.getByLabel('What would you like to share?').fill(postBody);
      await form.getByRole('button', { name: 'Starting T' }).click();
      await form.getByRole('button', { name: 'Post', exact: true }).click();
      const card = postCard(page, postTitle);
      await card.waitFor();
      await card.getByText('AlexOnT').waitFor();
      // A new member's address is text, never a link.
      await card.getByText(/example\.org\/voice/).waitFor();
      expect(await card.getByRole('link').count()).toBe(0);

      // A post the crisis screen holds shows the crisis resources and a kind message at once.
      await page.getByRole('button', { name: 'New post' }).click();
      await form.getByLabel('Title').fill(crisisTitle);
      await form.getByLabel('What would you like to share?').fill(crisisBody);
      await form.getByRole('button', { name: 'Post', exact: true }).click();
      const support = page.getByTestId('held-support');
      await support.waitFor();
      await support.getByRole('heading', { name: '988 Suicide & Crisis Lifeline' }).waitFor();
      expect(await support.getByRole('link', { name: /Call 988/ }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
    });

    await as(blair, '/community', 'Community', async (page) => {
      const card = postCard(page, postTitle);
      await card.getByRole('button', { name: '0 replies' }).click();
      await card.getByLabel('Write a reply').fill(replyBody);
      await card.getByRole('button', { name: 'Reply', exact: true }).click();
      await card.getByText(replyBody).waitFor();
      await card.getByRole('button', { name: '1 reply' }).waitFor();
      // The held post is never shown to anyone else.
      expect(await page.getByRole('heading', { name: crisisTitle }).count()).toBe(0);
    });

    await as(casey, '/community', 'Community', async (page) => {
      const card = postCard(page, postTitle);
      await card.getByRole('button', { name: `More actions: ${postTitle}` }).click();
      await page.getByRole('menuitem', { name: 'Report' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await page.getByText('Thanks for reporting. A moderator will take a look.').first().waitFor();
      await card.getByRole('button', { name: `More actions: ${postTitle}` }).click();
      await expect
        .poll(() => page.getByRole('menuitem', { name: 'Reported' }).isDisabled())
        .toBe(true);
    });
  }, 180_000);

  it("completes the dashboard's community task for the member who posted", async () => {
    await as(alex, '/dashboard', null, async (page) => {
      const task = page.locator('li[data-task="community"]');
      await expect
        .poll(() => task.getAttribute('data-completed'), { timeout: 20_000 })
        .toBe('true');
    });
  });

  it('a moderator approves a held post from the review queue', async () => {
    await as(morgan, '/community/review', 'Review queue', async (page) => {
      await page.getByRole('link', { name: 'Review queue' }).first().waitFor();
      const item = page
        .getByTestId('review-item')
        .filter({ has: page.getByRole('heading', { name: crisisTitle }) });
      await item.getByText('Held by the crisis screen').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // Remove asks for a reason before it can be sent; Cancel leaves the item in the queue.
      await item.getByRole('button', { name: 'Remove' }).click();
      const remove = page.getByRole('dialog', { name: 'Remove with a reason' });
      await expect
        .poll(() => remove.getByRole('button', { name: 'Remove' }).isDisabled())
        .toBe(true);
      await remove.getByRole('textbox').fill('Off topic');
      await expect
        .poll(() => remove.getByRole('button', { name: 'Remove' }).isEnabled())
        .toBe(true);
      await remove.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => remove.count()).toBe(0);
      await item.getByRole('button', { name: 'Approve' }).click();
      await expect.poll(() => item.count()).toBe(0);
    });
    const page = (await api(blair, '/community/posts')) as { posts: { title: string }[] };
    expect(page.posts.map((p) => p.title)).toContain(crisisTitle);
  }, 120_000);

  it.skipIf(!screenshotSetWanted)(
    'takes screenshots of /community and /community/review at 390 and 1280 px, light and dark',
    async () => {
      await api(casey, '/community/posts', 'POST', {
        title: 'Family dinner went sideways',
        body: 'My uncle kept deadnaming me all evening. I left early and cried in the car.',
        tags: ['family'],
        contentWarning: 'deadnaming, family conflict',
      });
      await api(casey, '/community/posts', 'POST', {
        title: 'Goodbye',
        body: 'I am going to end my life this weekend. I have written the letters.',
      });
      for (const viewport of viewports) {
        for (const colorScheme of schemes) {
          const options = {
            viewport: { width: viewport.width, height: viewport.height },
            colorScheme,
            reducedMotion: 'reduce',
          };
          const suffix = `${viewport.label}-${colorScheme}`;
          await as(
            blair,
            '/community',
            'Community',
            async (page) => {
              await postCard(page, postTitle).waitFor();
              await page.waitForLoadState('networkidle');
              await page.screenshot({
                path: join(screenshotDir, `community-${suffix}.png`),
                fullPage: true,
              });
            },
            options,
          );
          await as(
            morgan,
            '/community/review',
            'Review queue',
            async (page) => {
              await page.waitForLoadState('networkidle');
              await page.screenshot({
                path: join(screenshotDir, `community-review-${suffix}.png`),
                fullPage: true,
              });
            },
            options,
          );
        }
      }
    },
    300_000,
  );
});
