import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../support/accounts.js';
import { hasChromium, launchBrowser, openPage, type WatchedPage } from '../support/browser.js';
import { schemes, screenshotDir, screenshotSetWanted, viewports } from '../support/screenshots.js';
import { startStack, type Stack } from '../support/stack.js';

/** A small photo-like PNG: a vertical gradient between two colours. */
async function gradientPng(top: string, bottom: string, label: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>
    </linearGradient></defs>
    <rect width="300" height="400" fill="url(#g)"/>
    <circle cx="150" cy="150" r="60" fill="rgba(255,255,255,0.55)"/>
    <rect x="80" y="230" width="140" height="150" rx="40" fill="rgba(255,255,255,0.45)"/>
    <text x="150" y="385" font-size="22" text-anchor="middle" fill="#fff">${label}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Failed requests the browser logs on purpose (a stopped API answers 502). */
const expectedNoise = /Failed to load resource/;

describe.skipIf(!hasChromium)('the AI coach and progress photos in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  /** The API's clock runs this far behind for a moment, to date seeded photos and messages. */
  let shiftMs = 0;
  const day = 24 * 60 * 60 * 1000;
  async function daysAgo<T>(days: number, run: () => Promise<T>): Promise<T> {
    shiftMs = -days * day;
    try {
      return await run();
    } finally {
      shiftMs = 0;
    }
  }

  beforeAll(async () => {
    stack = await startStack({ clock: { now: () => Date.now() + shiftMs } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function newAccount(overrides: Record<string, unknown> = {}): Promise<string> {
    const res = await fetch(`${stack.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registration(overrides)),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { token: string }).token;
  }

  async function api<T = unknown>(
    token: string,
    path: string,
    init: { method?: string; body?: unknown } = {},
  ): Promise<{ status: number; body: T }> {
    const res = await fetch(`${stack.url}/api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? null : JSON.stringify(init.body),
    });
    return { status: res.status, body: (res.status === 204 ? null : await res.json()) as T };
  }

  const chat = (token: string, message: string) =>
    api(token, '/ai/chat', { method: 'POST', body: { message } });

  /** A signed-in page on `path` (the token is in localStorage before the app starts). */
  async function signedIn<T>(
    token: string,
    path: string,
    run: (w: WatchedPage) => Promise<T>,
    options: Parameters<typeof openPage>[1] = {},
  ): Promise<T> {
    const w = await openPage(browser, options);
    try {
      await w.page.addInitScript((t) => {
        localStorage.setItem('app_version', '1.0.2');
        localStorage.setItem('auth_token', t);
      }, token);
      await w.page.goto(`${stack.url}${path}`);
      await w.page
        .getByRole('heading', {
          name: path.startsWith('/photos') ? 'Progress photos' : 'AI Coach',
          level: 1,
        })
        .waitFor();
      const result = await run(w);
      expect(w.cspViolations).toEqual([]);
      return result;
    } finally {
      await w.close();
    }
  }

  const log = (page: Page) => page.getByRole('log', { name: 'Conversation with your coach' });
  const composer = (page: Page) => page.getByRole('textbox', { name: 'Message your coach' });
  const crisisCard = (scope: Page | Locator) =>
    scope.getByRole('article', { name: "You're not alone" });

  async function expectCrisisLinks(scope: Locator) {
    const href = (name: string) =>
      scope.getByRole('link', { name, exact: true }).getAttribute('href');
    expect(await href('Call 988')).toBe('tel:988');
    expect(await href('Text 988')).toBe('sms:988');
    expect(await href('Text HOME to 741741')).toBe('sms:741741?&body=HOME');
    expect(await href('Call 1-866-488-7386')).toBe('tel:18664887386');
    expect(await href('Call 911')).toBe('tel:911');
    expect(await href('988lifeline.org')).toBe('https://988lifeline.org/');
  }

  it('talks with the offline coach, answers a crisis with resources, and keeps the history', async () => {
    const token = await newAccount();
    await signedIn(token, '/ai', async ({ page, problems }) => {
      await page.getByRole('heading', { name: "Hi Teddy, I'm your Stride coach" }).waitFor();
      // What the coach sees, stated plainly.
      await page.getByText(/Never your full legal name or your email/).waitFor();

      // A conversation: Enter sends; the reply comes from the offline coach and says so.
      await composer(page).fill('How should I rotate injection sites?');
      await composer(page).press('Enter');
      await log(page).getByText('How should I rotate injection sites?').waitFor();
      const firstReply = log(page).getByText('offline coach', { exact: true });
      await firstReply.waitFor();
      expect(await composer(page).inputValue()).toBe('');

      // Shift+Enter is a new line, not a send.
      await composer(page).fill('Thanks!');
      await composer(page).press('Shift+Enter');
      await composer(page).pressSequentially('Second line');
      expect(await composer(page).inputValue()).toBe('Thanks!\nSecond line');
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect
        .poll(() => log(page).getByText('offline coach', { exact: true }).count())
        .toBe(2);

      // Reading the history after each reply leaves nothing unread on the dashboard.
      await expect
        .poll(
          async () =>
            (await api<{ unreadCoachMessages: number }>(token, '/dashboard')).body
              .unreadCoachMessages,
        )
        .toBe(0);

      // A crisis message: a calm card with the resources, tap to call or text.
      await composer(page).fill('I want to kill myself');
      await composer(page).press('Enter');
      const card = crisisCard(log(page));
      await card.waitFor();
      await card.getByText(/thank you for telling me/i).waitFor();
      await expectCrisisLinks(card);
      expect(await card.getByText(/press 3/i).count()).toBe(0);

      // 'Need help now?' is always there, and lists the same people.
      await page.getByRole('button', { name: 'Need help now?' }).click();
      const dialog = page.getByRole('dialog', { name: 'Need help now?' });
      await dialog.waitFor();
      await expectCrisisLinks(dialog);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });

      // The replies keep their badges.
      expect(await log(page).getByText('offline coach', { exact: true }).count()).toBe(2);

      // A reload shows the whole history (oldest first), the crisis card included.
      await page.reload();
      await crisisCard(log(page)).waitFor();
      await expectCrisisLinks(crisisCard(log(page)));
      const text = await log(page).innerText();
      const order = [
        'How should I rotate injection sites?',
        'Thanks!\nSecond line',
        'I want to kill myself',
      ].map((t) => text.indexOf(t));
      expect(order.every((i) => i >= 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      expect(problems).toEqual([]);
    });
  });

  it('keeps a failed message with Retry, and shows the server message when rate limited', async () => {
    const token = await newAccount();
    await signedIn(token, '/ai', async ({ page, problems }) => {
      await page.getByRole('heading', { name: "Hi Teddy, I'm your Stride coach" }).waitFor();
      await stack.stopApi();
      try {
        await composer(page).fill('Is it normal to feel tired after my shot?');
        await composer(page).press('Enter');
        const retry = page.getByRole('button', { name: 'Retry' });
        await retry.waitFor();
        await page.getByRole('alert').filter({ hasText: 'Not sent' }).waitFor();
      } finally {
        await stack.startApi();
      }
      await page.getByRole('button', { name: 'Retry' }).click();
      await log(page).getByText('offline coach', { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
      expect(await log(page).getByText('Is it normal to feel tired after my shot?').count()).toBe(
        1,
      );

      // 60 messages in 10 minutes is the limit (the one sent by Retry above counts): up to it,
      // each is answered as ordinary (a caring reply is never counted or refused); then the
      // next is refused, and so is the one typed below, with the server's words.
      for (let i = 0; ; i++) {
        const sent = await chat(token, `Quick question ${i}`);
        if (sent.status === 429) {
          expect(i, 'messages answered before the limit').toBe(59);
          break;
        }
        expect(sent.status, `message ${i}: ${JSON.stringify(sent.body)}`).toBe(200);
        expect((sent.body as { tier?: string }).tier, `message ${i}`).toBe('none');
      }
      await composer(page).fill('One more question');
      await composer(page).press('Enter');
      await page
        .getByRole('alert')
        .filter({ hasText: "You've sent a lot of messages in a short time." })
        .waitFor();
      await page.getByRole('button', { name: 'Retry' }).waitFor();
      expect(problems.filter((p) => !expectedNoise.test(p))).toEqual([]);
    });
  });

  it('uploads two photos with their analysis, compares them side by side and deletes one', async () => {
    const token = await newAccount();
    const first = await gradientPng('#6F3DD3', '#2B1A5C', 'Week 1');
    const second = await gradientPng('#0E7C86', '#123A4A', 'Week 12');
    await signedIn(token, '/photos', async ({ page, problems }) => {
      await page.getByRole('heading', { name: 'Progress photos', level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'No progress photos yet' }).waitFor();
      const input = page.locator('input[type="file"]');
      expect(await input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');

      // Too large: refused before any upload, with a clear message.
      await input.setInputFiles({
        name: 'huge.png',
        mimeType: 'image/png',
        buffer: Buffer.alloc(11 * 1024 * 1024),
      });
      await page.getByText('That photo is 11.0 MB. Photos must be at most 10 MB.').waitFor();

      for (const [index, photo] of [first, second].entries()) {
        await input.setInputFiles({
          name: `week-${index}.png`,
          mimeType: 'image/png',
          buffer: photo,
        });
        await page.getByRole('img', { name: 'Preview of the photo you chose' }).waitFor();
        await page.getByLabel('Note (optional)').fill(index === 0 ? 'Week 1 on T' : 'Week 12');
        await page.getByRole('button', { name: 'Upload and analyze' }).click();
        await page.getByText('Saved to your gallery').waitFor();
        await page.getByText(/No AI looked at this photo/).waitFor();
        await page
          .getByText(`${index + 1} ${index === 0 ? 'photo' : 'photos'}`, { exact: true })
          .waitFor();
      }

      // Thumbnails come from object URLs (fetched with the token), never from /api directly.
      const thumbs = page.getByRole('img', { name: /^Progress photo from/ });
      await expect.poll(() => thumbs.count()).toBe(2);
      await expect
        .poll(() => thumbs.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src)))
        .toEqual([expect.stringMatching(/^blob:/), expect.stringMatching(/^blob:/)]);

      // Pick two: side by side at 1280 px, earlier first.
      const compare = page.getByRole('checkbox', { name: /^Compare photo from/ });
      await compare.nth(0).check();
      await page.getByText('Pick one more photo to compare.').waitFor();
      await compare.nth(1).check();
      const side = page.getByRole('region', { name: 'Side by side' });
      await side.waitFor();
      const figures = side.locator('figure');
      expect(await figures.count()).toBe(2);
      await expect
        .poll(() =>
          side
            .getByRole('img')
            .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src)),
        )
        .toEqual([expect.stringMatching(/^blob:/), expect.stringMatching(/^blob:/)]);
      const [a, b] = [await figures.nth(0).boundingBox(), await figures.nth(1).boundingBox()];
      expect(a && b && Math.abs(a.y - b.y) < 2 && b.x > a.x + a.width - 1).toBe(true);
      // Stacked at 390 px.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect
        .poll(async () => {
          const [c, d] = [await figures.nth(0).boundingBox(), await figures.nth(1).boundingBox()];
          return c && d ? d.y >= c.y + c.height - 1 && Math.abs(c.x - d.x) < 2 : false;
        })
        .toBe(true);
      await page.setViewportSize({ width: 1280, height: 900 });

      // Delete one, after confirming.
      await page
        .getByRole('button', { name: /^Delete photo from/ })
        .first()
        .click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete this photo?' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Delete photo' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('1 photo', { exact: true }).waitFor();
      expect(await side.count()).toBe(0);
      const listed = await api<{ photos: unknown[] }>(token, '/photos');
      expect(listed.body.photos).toHaveLength(1);
      expect(problems).toEqual([]);
    });
  });

  it.skipIf(!screenshotSetWanted)(
    'screenshots the chat (empty, conversation, crisis), the gallery and the comparison',
    { timeout: 480_000 },
    async () => {
      const empty = await newAccount();
      const talk = await newAccount();
      await daysAgo(1, () => chat(talk, 'I missed my injection yesterday. What should I do?'));
      await chat(talk, 'How should I rotate injection sites?');
      const crisis = await newAccount();
      await chat(crisis, 'Feeling nervous about my shot tonight');
      await chat(crisis, 'Honestly I want to kill myself');
      const photos = await newAccount();
      for (const [i, colours] of [
        ['#6F3DD3', '#2B1A5C'],
        ['#0E7C86', '#123A4A'],
        ['#B4577A', '#4A1F33'],
      ].entries()) {
        const form = new FormData();
        const png = await gradientPng(colours[0]!, colours[1]!, `Photo ${i + 1}`);
        form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png');
        form.append('context', ['First week', 'Feeling good', 'Three months'][i]!);
        const res = await daysAgo([84, 42, 0][i]!, () =>
          fetch(`${stack.url}/api/ai/analyze-image`, {
            method: 'POST',
            headers: { authorization: `Bearer ${photos}` },
            body: form,
          }),
        );
        expect(res.status).toBe(201);
      }

      mkdirSync(screenshotDir, { recursive: true });
      const shoot = async (
        name: string,
        token: string,
        path: string,
        prepare: (page: Page) => Promise<void>,
      ) => {
        for (const viewport of viewports) {
          for (const colorScheme of schemes) {
            await signedIn(
              token,
              path,
              async ({ page, problems }) => {
                await page.waitForLoadState('networkidle');
                await prepare(page);
                await page.screenshot({
                  path: join(screenshotDir, `${name}-${viewport.label}-${colorScheme}.png`),
                  fullPage: true,
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

      await shoot('coach-empty', empty, '/ai', async (page) => {
        await page.getByRole('heading', { name: "Hi Teddy, I'm your Stride coach" }).waitFor();
      });
      await shoot('coach-conversation', talk, '/ai', async (page) => {
        await log(page).getByText('How should I rotate injection sites?').waitFor();
        // One reply sent from here, so the newest carries its 'offline coach' badge.
        await composer(page).fill('Thank you, that helps a lot');
        await composer(page).press('Enter');
        await log(page).getByText('offline coach', { exact: true }).last().waitFor();
      });
      await shoot('coach-crisis', crisis, '/ai', async (page) => {
        await crisisCard(log(page)).waitFor();
      });
      await shoot('coach-need-help', crisis, '/ai', async (page) => {
        await page.getByRole('button', { name: 'Need help now?' }).click();
        await page.getByRole('dialog', { name: 'Need help now?' }).waitFor();
        await page.waitForTimeout(300);
      });
      await shoot('photos-empty', empty, '/photos', async (page) => {
        await page.getByRole('heading', { name: 'No progress photos yet' }).waitFor();
      });
      await shoot('photos-gallery', photos, '/photos', async (page) => {
        await expect.poll(() => page.locator('img[src^="blob:"]').count()).toBe(3);
      });
      await shoot('photos-compare', photos, '/photos', async (page) => {
        const compare = page.getByRole('checkbox', { name: /^Compare photo from/ });
        await compare.nth(0).check();
        await compare.nth(2).check();
        const side = page.getByRole('region', { name: 'Side by side' });
        await expect.poll(() => side.locator('img[src^="blob:"]').count()).toBe(2);
        await page.evaluate(() => window.scrollTo(0, 0));
      });
      await shoot('photos-uploaded', empty, '/photos', async (page) => {
        const png = await gradientPng('#6F3DD3', '#2B1A5C', 'Today');
        await page
          .locator('input[type="file"]')
          .setInputFiles({ name: 'today.png', mimeType: 'image/png', buffer: png });
        await page.getByLabel('Note (optional)').fill('Feeling more like me every week');
        await page.getByRole('button', { name: 'Upload and analyze' }).click();
        await page.getByText('Saved to your gallery').waitFor();
        await expect.poll(() => page.locator('img[src^="blob:"]').count()).toBeGreaterThan(0);
        await page.evaluate(() => window.scrollTo(0, 0));
      });
    },
  );
});
