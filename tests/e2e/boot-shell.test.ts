import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, openPage, skipReason } from '../support/browser.js';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { screenshotDir, screenshotSetWanted } from '../support/screenshots.js';
import { appVersion } from '../support/signed-in.js';
import { signedInStack } from '../support/signed-in-stack.js';

/**
 * Issue 15: each signed-in page's HTML draws the shell and the page's title (the build renders
 * app/shell/boot-shell.tsx into it), so a signed-in visit paints before any script has run; the
 * app's own render replaces the drawing with nothing moving. A signed-out visitor never sees it.
 */
if (!hasChromium) console.warn(skipReason);

const pages = [
  { path: '/dashboard', title: 'Welcome back!' },
  { path: '/journal', title: 'Journal' },
  { path: '/calendar', title: 'Calendar & Journal' },
  { path: '/analytics', title: 'Analytics' },
  { path: '/ai', title: 'AI Coach' },
  { path: '/photos', title: 'Progress photos' },
  { path: '/labs', title: 'Labs & supplies' },
  { path: '/community', title: 'Community' },
  { path: '/circle', title: 'Support circle' },
  { path: '/settings', title: 'Settings' },
];

describe.skipIf(!hasChromium)('the shell drawn by each signed-in page’s HTML', () => {
  const env = signedInStack();

  async function signedIn(page: Page) {
    await page.addInitScript(
      ([t, version]) => {
        localStorage.setItem('app_version', version);
        localStorage.setItem('auth_token', t);
      },
      [env.token, appVersion] as const,
    );
  }
  const box = async (page: Page, selector: string) => {
    const rect = await page.locator(selector).first().boundingBox();
    if (!rect) throw new Error(`${selector} has no box`);
    return rect;
  };

  for (const width of [390, 1280]) {
    it(`paints the shell and the title before any script, where the page puts them (${width} px)`, async () => {
      for (const { path, title } of pages.slice(0, width === 390 ? pages.length : 3)) {
        // The app's scripts never arrive: what shows is the HTML and its stylesheet (boot.js,
        // a classic script, still runs: it is what knows there is a session).
        const drawn = await openPage(env.browser, { viewport: { width, height: 844 } });
        try {
          await signedIn(drawn.page);
          await drawn.page.route('**/assets/*.js', (route) => route.abort());
          await drawn.page.goto(env.stack.url + path);
          const cover = drawn.page.locator('#boot-shell');
          await cover.waitFor({ state: 'visible' });
          expect(await cover.getAttribute('aria-hidden')).toBe('true');
          expect(await cover.evaluate((el) => (el as HTMLElement).inert)).toBe(true);
          const drawnTitle = cover.locator('div', { hasText: title }).last();
          expect(await drawnTitle.textContent()).toBe(title);
          const before = await drawnTitle.boundingBox();
          const railBefore =
            width >= 1024
              ? await box(drawn.page, '#boot-shell [data-boot-rail] svg')
              : { x: 0, y: 0 };
          const barBefore = await box(
            drawn.page,
            width < 1024 ? '#boot-shell [data-boot-menu] svg' : '#boot-shell div',
          );

          // The app as it starts: its own heading, in the same place, and the drawing gone.
          const live = await openPage(env.browser, { viewport: { width, height: 844 } });
          try {
            await signedIn(live.page);
            await live.page.goto(env.stack.url + path);
            const h1 = live.page.getByRole('heading', { level: 1, name: title });
            await h1.waitFor({ timeout: 20_000 });
            expect(await live.page.locator('#boot-shell').count()).toBe(0);
            const after = await h1.boundingBox();
            expect(after, path).not.toBeNull();
            expect(Math.abs((after?.x ?? 0) - (before?.x ?? 0)), `${path} title x`).toBeLessThan(1);
            expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0)), `${path} title y`).toBeLessThan(1);
            if (width >= 1024) {
              // The sidebar's wordmark, once its chunk has drawn it (and its entrance is over).
              await live.page.locator('[data-shell-rail] svg').first().waitFor();
              await expect
                .poll(
                  async () => {
                    const mark = await box(live.page, '[data-shell-rail] svg');
                    return Math.abs(mark.x - railBefore.x) + Math.abs(mark.y - railBefore.y);
                  },
                  { message: `${path} sidebar wordmark`, timeout: 5_000 },
                )
                .toBeLessThan(1);
            }
            if (width < 1024) {
              const bar = await box(live.page, '.fui-Hamburger svg');
              expect(
                Math.abs(bar.x - barBefore.x) + Math.abs(bar.y - barBefore.y),
                path,
              ).toBeLessThan(1);
            }
            expect(live.cspViolations).toEqual([]);
          } finally {
            await live.close();
          }
          expect(drawn.cspViolations).toEqual([]);
        } finally {
          await drawn.close();
        }
      }
    }, 120_000);
  }

  it.skipIf(!screenshotSetWanted)(
    'screenshots of the drawing, both themes',
    async () => {
      mkdirSync(screenshotDir, { recursive: true });
      for (const width of [390, 1280]) {
        for (const colorScheme of ['light', 'dark'] as const) {
          const w = await openPage(env.browser, { viewport: { width, height: 844 }, colorScheme });
          try {
            await signedIn(w.page);
            await w.page.route('**/assets/*.js', (route) => route.abort());
            await w.page.goto(env.stack.url + '/journal');
            await w.page.locator('#boot-shell').waitFor({ state: 'visible' });
            await w.page.screenshot({
              path: join(screenshotDir, `boot-shell-journal-${width}-${colorScheme}.png`),
            });
          } finally {
            await w.close();
          }
        }
      }
    },
    60_000,
  );

  it('a signed-in load of the journal shifts nothing as the drawing gives way', async () => {
    const w = await openPage(env.browser, { viewport: { width: 390, height: 844 } });
    try {
      await signedIn(w.page);
      await w.page.addInitScript(() => {
        (window as unknown as { __shift: number }).__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
          }[]) {
            if (!entry.hadRecentInput)
              (window as unknown as { __shift: number }).__shift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await w.page.goto(env.stack.url + '/journal');
      await w.page.getByRole('heading', { level: 1, name: 'Journal' }).waitFor({ timeout: 20_000 });
      await w.page.getByRole('list', { name: 'Journal entries' }).waitFor({ timeout: 20_000 });
      await w.page.waitForTimeout(500);
      const shift = await w.page.evaluate(() => (window as unknown as { __shift: number }).__shift);
      expect(shift).toBeLessThan(0.05);
    } finally {
      await w.close();
    }
  }, 60_000);

  it('gives way to the other screens: a token the server refuses, a session check out of reach', async () => {
    for (const { answer, expectScreen } of [
      { answer: 401, expectScreen: 'sign in' },
      { answer: 503, expectScreen: 'out of reach' },
    ]) {
      const w = await openPage(env.browser, { viewport: { width: 390, height: 844 } });
      try {
        await signedIn(w.page);
        await w.page.route('**/api/auth/me', (route) =>
          route.fulfill({
            status: answer,
            contentType: 'application/json',
            body: JSON.stringify({ error: answer === 401 ? 'Unauthorized' : 'Unavailable' }),
          }),
        );
        await w.page.goto(env.stack.url + '/journal');
        const heading =
          expectScreen === 'sign in'
            ? w.page.getByRole('heading', { level: 1, name: /sign in/i })
            : w.page.getByRole('heading', { level: 1, name: 'Stride is out of reach' });
        await heading.waitFor({ timeout: 20_000 });
        expect(await w.page.locator('#boot-shell').count(), expectScreen).toBe(0);
        expect(await heading.isVisible()).toBe(true);
      } finally {
        await w.close();
      }
    }
  }, 60_000);

  it('a signed-out visit to a signed-in page never shows it, and goes to sign in', async () => {
    const w = await openPage(env.browser, { viewport: { width: 390, height: 844 } });
    try {
      await w.page.route('**/assets/*.js', (route) => route.abort());
      await w.page.goto(env.stack.url + '/journal');
      await w.page.waitForLoadState('load');
      expect(await w.page.locator('#boot-shell').isVisible()).toBe(false);
      await w.page.unrouteAll();
      await w.page.goto(env.stack.url + '/journal');
      await w.page.waitForURL(/\/login\?next=/, { timeout: 20_000 });
      await w.page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await w.page.locator('#boot-shell').count()).toBe(0);
    } finally {
      await w.close();
    }
  }, 60_000);
});
