import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.js';
import { hasChromium, launchBrowser, type WatchedPage } from '../support/browser.js';
import { modes, screenshotDir, screenshotSetWanted } from '../support/screenshots.js';
import { demoToken, newAccountToken, withSignedInPage } from '../support/signed-in.js';
import { startStack, type Stack } from '../support/stack.js';

const phone = { width: 390, height: 844 };

/** Pages in a PDF Chromium printed. */
function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
}

/** Text-showing operators (Tj, TJ) in a PDF's compressed content streams. */
function pdfTextRuns(pdf: Buffer): number {
  const text = pdf.toString('latin1');
  let runs = 0;
  for (const match of text.matchAll(/\/FlateDecode[^]*?>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      const content = inflateSync(pdf.subarray(start, end)).toString('latin1');
      if (!/\bBT\b/.test(content)) continue;
      runs += (content.match(/(\]\s*TJ|>\s*Tj|\)\s*Tj)/g) ?? []).length;
    } catch {
      // Not a content stream (or padded oddly): skip it.
    }
  }
  return runs;
}
const wide = { width: 1280, height: 900 };

/** The page is no wider than the window: nothing makes the whole page scroll sideways. */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe.skipIf(!hasChromium)('mobile and layout (issue 18) in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let demo: string;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    demo = await demoToken(stack);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const open = <T>(
    path: string,
    token: string | null,
    heading: string | null,
    run: (w: WatchedPage) => Promise<T>,
    viewport: { width: number; height: number } = wide,
    colorScheme: 'light' | 'dark' = 'light',
  ) =>
    withSignedInPage(browser, `${stack.url}${path}`, token, heading, run, {
      viewport,
      colorScheme,
      reducedMotion: 'reduce',
    });

  /** Full-page screenshots of a page at 390 and 1280 px, light and dark. */
  async function shoot(
    path: string,
    name: string,
    token: string | null,
    heading: string | null,
    prepare?: (page: Page) => Promise<void>,
  ) {
    for (const { viewport, colorScheme } of modes) {
      await open(
        path,
        token,
        heading,
        async ({ page }) => {
          await page.waitForLoadState('networkidle');
          if (prepare) await prepare(page);
          expect(await axeViolations(page), `${path} ${viewport.label} ${colorScheme}`).toEqual([]);
          await page.screenshot({
            path: join(screenshotDir, `${name}-${viewport.label}-${colorScheme}.png`),
            fullPage: true,
          });
        },
        { width: viewport.width, height: viewport.height },
        colorScheme,
      );
    }
  }

  const cardTop = async (page: Page, name: string) => {
    const box = await page.getByRole('heading', { name, level: 2, exact: true }).boundingBox();
    expect(box, name).not.toBeNull();
    return box!.y;
  };

  it('leads the dashboard with the next dose, priorities and quick actions on a phone', async () => {
    await open(
      '/dashboard',
      demo,
      'Welcome back!',
      async ({ page }) => {
        await page.getByRole('heading', { name: "Today's Priorities" }).waitFor();
        await page.getByRole('heading', { name: 'Your Progress' }).waitFor();
        const [dose, priorities, actions] = [
          await cardTop(page, 'Prescription Schedule'),
          await cardTop(page, "Today's Priorities"),
          await cardTop(page, 'Quick Actions'),
        ];
        expect(dose).toBeLessThan(priorities);
        expect(priorities).toBeLessThan(actions);
        for (const rest of ['Calendar', 'Your Progress', 'Weekly Goals', 'Daily Affirmation']) {
          expect(await cardTop(page, rest), rest).toBeGreaterThan(actions);
        }
        // The next dose's own action is right there, above everything else.
        const logButton = page
          .getByRole('region', { name: 'Prescription Schedule' })
          .getByRole('button', { name: 'Log Injection' });
        expect((await logButton.boundingBox())!.y).toBeLessThan(priorities);
        // Reading order is the visual order: the headings come in the same order in the DOM.
        const order = (await page.locator('main h2').allInnerTexts()).map((t) => t.trim());
        expect(order.slice(0, 3)).toEqual([
          'Prescription Schedule',
          "Today's Priorities",
          'Quick Actions',
        ]);
        expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      },
      phone,
    );
    // Wide: the three columns as before.
    await open('/dashboard', demo, 'Welcome back!', async ({ page }) => {
      // Every heading counted below, waited for: the cards do not all arrive in one render.
      for (const name of ['Calendar', 'Your Progress', 'Weekly Goals', 'Daily Affirmation'])
        await page.getByRole('heading', { name, exact: true }).waitFor();
      const column = (n: number) => page.locator(`[data-column="${n}"]`);
      const headings = async (n: number) =>
        (await column(n).locator('h2').allInnerTexts()).map((t) => t.trim());
      expect(await headings(1)).toEqual(['Prescription Schedule', 'Calendar']);
      expect(await headings(2)).toEqual([
        'Quick Actions',
        "Today's Priorities",
        'Daily Affirmation',
      ]);
      expect(await headings(3)).toEqual(['Your Progress', 'Weekly Goals']);
      const [a, b, c] = await Promise.all([1, 2, 3].map((n) => column(n).boundingBox()));
      expect(a!.x).toBeLessThan(b!.x);
      expect(b!.x).toBeLessThan(c!.x);
    });
  });

  it('runs the sidebar the full height of the window, on short and long pages', async () => {
    for (const [path, heading] of [
      ['/community', null],
      ['/dashboard', 'Welcome back!'],
    ] as const) {
      await open(path, demo, heading, async ({ page }) => {
        await page.waitForLoadState('networkidle');
        const nav = page.getByRole('navigation', { name: 'Main navigation' });
        const box = await nav.boundingBox();
        expect(box!.y).toBeLessThanOrEqual(0);
        expect(box!.y + box!.height).toBeGreaterThanOrEqual(wide.height - 1);
        await page.mouse.wheel(0, 2000);
        await page.waitForTimeout(100);
        const after = await nav.boundingBox();
        expect(after!.y + after!.height).toBeGreaterThanOrEqual(wide.height - 1);
        // Its column (background and edge) spans the whole page, not just the first screen.
        const column = await page.evaluate(() => ({
          rail: document.querySelector('[data-shell-rail]')?.getBoundingClientRect().height ?? 0,
          page: document.documentElement.scrollHeight,
        }));
        expect(column.rail).toBeGreaterThanOrEqual(column.page - 1);
      });
    }
  });

  it(
    "keeps the coach chat the height of a phone, and the person's last message in view",
    {
      timeout: 180_000,
    },
    async () => {
      const token = await newAccountToken(stack);
      const chat = (message: string) =>
        fetch(`${stack.url}/api/ai/chat`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ message }),
        });
      // A history longer than the screen: the newest question must still be in view on open.
      for (let i = 0; i < 5; i++)
        expect((await chat(`Question ${i}: how do I rotate sites?`)).status).toBeLessThan(300);
      const lastAsked = 'My very last question: can I inject on a Sunday?';
      expect((await chat(lastAsked)).status).toBeLessThan(300);
      const inView = async (page: Page, text: string) => {
        const log = page.getByRole('log');
        const bubble = log.getByText(text).last();
        const [l, b] = [await log.boundingBox(), await bubble.boundingBox()];
        return Boolean(l && b && b.y >= l.y - 1 && b.y + b.height <= l.y + l.height + 1);
      };
      await open(
        '/ai',
        token,
        'AI Coach',
        async ({ page }) => {
          await page.getByRole('log').getByText(lastAsked).waitFor();
          await expect.poll(() => inView(page, lastAsked)).toBe(true);
          // The chat reaches the bottom of the window and the page itself does not scroll.
          const panel = await page.getByRole('region', { name: 'Coach chat' }).boundingBox();
          expect(panel!.y + panel!.height).toBeGreaterThan(phone.height - 40);
          expect(panel!.y + panel!.height).toBeLessThanOrEqual(phone.height + 1);
          expect(
            await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
          ).toBeLessThanOrEqual(1);
          expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
          // Sending: the person's message stays in view once the (long) reply has come.
          const sent = 'Thanks! And what if I feel sore the day after?';
          const box = page.getByRole('textbox', { name: 'Message your coach' });
          await box.fill(sent);
          await box.press('Enter');
          await page.getByRole('log').getByText(sent).waitFor();
          await expect
            .poll(() => page.getByRole('log').getByText('offline coach', { exact: true }).count(), {
              timeout: 30_000,
            })
            .toBeGreaterThan(6);
          await expect.poll(() => inView(page, sent)).toBe(true);
        },
        phone,
      );
    },
  );

  it('gives progress photos their own page in the sidebar, on wide screens and phones', async () => {
    await open('/dashboard', demo, 'Welcome back!', async ({ page }) => {
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Progress photos' })
        .click();
      await page.waitForURL(`${stack.url}/photos`);
      await page.getByRole('heading', { name: 'Progress photos', level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'Add a progress photo' }).waitFor();
      expect(await page.title()).toBe('Progress photos · Stride');
    });
    await open(
      '/dashboard',
      demo,
      'Welcome back!',
      async ({ page }) => {
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await page
          .getByRole('navigation', { name: 'Main navigation' })
          .getByRole('link', { name: 'Progress photos' })
          .click();
        await page.waitForURL(`${stack.url}/photos`);
        // The drawer closed and gave the page back: nothing left hidden from assistive tech.
        await page.getByRole('heading', { name: 'Progress photos', level: 1 }).waitFor();
        expect(await page.locator('#root[aria-hidden="true"]').count()).toBe(0);
        expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      },
      phone,
    );
    // Old links to the coach's photos tab land on the page.
    await open('/ai?tab=photos', demo, 'Progress photos', async ({ page }) => {
      expect(new URL(page.url()).pathname).toBe('/photos');
    });
  });

  it('shows every settings section on a phone, and Treatment as one card', async () => {
    await open(
      '/settings',
      demo,
      'Settings',
      async ({ page }) => {
        const privacy = page.getByRole('tab', { name: 'Privacy' });
        const box = await privacy.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);
        expect(box!.y + box!.height).toBeLessThan(phone.height);
        await privacy.click();
        await page.getByRole('heading', { name: 'Export your data' }).waitFor();
        await page.getByRole('tab', { name: 'Treatment' }).click();
        const card = page.getByRole('region', { name: 'Treatment' });
        await card.getByRole('region', { name: 'Prescription Schedule' }).waitFor();
        await card.getByRole('button', { name: 'Edit prescription' }).waitFor();
        await card.getByRole('link', { name: 'Open your calendar on Entries' }).waitFor();
        expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      },
      phone,
    );
  });

  it("draws the mood and energy legend with the lines' own colours and dashes", async () => {
    await open('/analytics', demo, null, async ({ page }) => {
      const card = page.locator('[data-chart="mood-trend"]');
      await card.locator('svg path').first().waitFor();
      const strokes = await page.evaluate(() => {
        const style = (el: Element | null | undefined) => {
          if (!el) return null;
          const s = getComputedStyle(el);
          return { stroke: s.stroke, dash: s.strokeDasharray, cap: s.strokeLinecap };
        };
        const root = document.querySelector('[data-chart="mood-trend"]')!;
        const lines = [...root.querySelectorAll('svg[height="240"] path')];
        const legend = [...root.querySelectorAll('ul[aria-hidden] svg path')];
        return {
          chartMood: style(
            lines.find(
              (p) =>
                getComputedStyle(p).strokeDasharray === 'none' &&
                getComputedStyle(p).fill === 'none',
            ),
          ),
          chartEnergy: style(lines.find((p) => getComputedStyle(p).strokeDasharray !== 'none')),
          legendMood: style(legend[0]),
          legendEnergy: style(legend[1]),
        };
      });
      expect(strokes.chartMood).not.toBeNull();
      expect(strokes.chartEnergy).not.toBeNull();
      expect(strokes.legendMood).toEqual(strokes.chartMood);
      expect(strokes.legendEnergy).toEqual(strokes.chartEnergy);
      expect(strokes.legendEnergy!.dash).not.toBe('none');
      expect(strokes.legendMood!.stroke).not.toBe(strokes.legendEnergy!.stroke);
    });
  });

  it('fits the provider report on a phone and prints its footnote with the last section', async () => {
    await open(
      '/analytics/report',
      demo,
      null,
      async ({ page }) => {
        const doc = page.getByRole('article', { name: 'Provider report' });
        await doc.waitFor();
        expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
        // The doses table scrolls in its own box, and says so.
        const doses = doc.getByRole('region', { name: /doses? due, newest first/ });
        expect(await doses.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
        const hint = doc.locator('[data-scroll-hint]').first();
        expect(await hint.isVisible()).toBe(true);
        expect(await hint.innerText()).toContain('Scroll sideways');
      },
      phone,
    );
    await open('/analytics/report', demo, null, async ({ page }) => {
      const doc = page.getByRole('article', { name: 'Provider report' });
      await doc.waitFor();
      await page.emulateMedia({ media: 'print' });
      // The footnote and the last section share a box that is never split across pages.
      const closing = await page.evaluate(() => {
        const box = document.querySelector('[data-report-closing]');
        return box
          ? {
              breakInside: getComputedStyle(box).breakInside,
              footnoteInside:
                box.lastElementChild?.textContent?.startsWith('Self-reported') ?? false,
              sectionInside: Boolean(box.querySelector('#report-mood')),
            }
          : null;
      });
      expect(closing).toEqual({ breakInside: 'avoid', footnoteInside: true, sectionInside: true });
      // On paper: the last page holds more than the footnote. Hide the footnote (its space
      // kept) and print only the last page: text must remain on it.
      const pages = pdfPageCount(await page.pdf({ format: 'Letter' }));
      await page.evaluate(() => {
        const note = document.querySelector<HTMLElement>('[data-report-closing] > p:last-child');
        if (note) note.style.visibility = 'hidden';
      });
      const last = await page.pdf({ format: 'Letter', pageRanges: String(pages) });
      expect(pdfTextRuns(last)).toBeGreaterThan(0);
    });
  });

  it('keeps the landing bubble on its card, shows a real pause icon and real footer pages', async () => {
    await open(
      '/',
      null,
      null,
      async ({ page }) => {
        const card = await page.locator('[data-hero-card]').boundingBox();
        const bubble = await page.locator('[data-hero-bubble]').boundingBox();
        // The bubble overlaps the card's bottom edge: attached, not floating below it.
        expect(bubble!.y).toBeLessThan(card!.y + card!.height);
        expect(bubble!.y + bubble!.height).toBeGreaterThan(card!.y + card!.height);
        const pause = page.getByRole('button', { name: 'Pause rotating taglines' });
        const icon = await pause.locator('svg').boundingBox();
        expect(icon!.width).toBeGreaterThanOrEqual(16);
        expect(await pause.locator('svg path').count()).toBeGreaterThan(0);
        await pause.click();
        await page
          .getByRole('button', { name: 'Resume rotating taglines' })
          .locator('svg')
          .waitFor();
        expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      },
      phone,
    );
    const footer = (page: Page) => page.getByRole('contentinfo');
    for (const [link, path, heading] of [
      ['Security', '/security', 'Security'],
      ['Help Center', '/help', 'Help Center'],
      ['Privacy', '/privacy', 'Privacy Policy'],
      ['Terms', '/terms', 'Terms of Service'],
    ] as const) {
      await open('/', null, null, async ({ page }) => {
        await footer(page).getByRole('link', { name: link, exact: true }).click();
        await page.waitForURL(`${stack.url}${path}`);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      });
    }
    await open('/', null, null, async ({ page }) => {
      // No placeholder is left: every footer link leads somewhere.
      const hrefs = await footer(page)
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).not.toContain('#');
      for (const gone of ['Pricing', 'API', 'Community']) {
        expect(await footer(page).getByRole('link', { name: gone, exact: true }).count()).toBe(0);
      }
    });
  });

  it.skipIf(!screenshotSetWanted)(
    'screenshots the pages this work changed, 390 and 1280 px, light and dark',
    { timeout: 600_000 },
    async () => {
      await shoot('/dashboard', 'layout-dashboard', demo, 'Welcome back!', async (page) => {
        await page.getByRole('heading', { name: 'Your Progress' }).waitFor();
      });
      await shoot('/community', 'layout-community', demo, null);
      await shoot('/ai', 'layout-coach', demo, 'AI Coach', async (page) => {
        await page.getByRole('log').waitFor();
      });
      await shoot('/photos', 'layout-photos', demo, 'Progress photos');
      await shoot(
        '/settings?section=treatment',
        'layout-settings-treatment',
        demo,
        'Settings',
        async (page) => {
          await page.getByRole('heading', { name: 'Prescription Schedule' }).waitFor();
        },
      );
      await shoot(
        '/settings?section=privacy',
        'layout-settings-privacy',
        demo,
        'Settings',
        async (page) => {
          await page.getByRole('heading', { name: 'Export your data' }).waitFor();
        },
      );
      await shoot('/analytics', 'layout-analytics', demo, null, async (page) => {
        await page.getByRole('heading', { name: 'Mood and energy', exact: true }).waitFor();
      });
      await shoot('/analytics/report', 'layout-report', demo, null, async (page) => {
        await page.getByRole('article', { name: 'Provider report' }).waitFor();
      });
      await shoot('/', 'layout-landing', null, null);
    },
  );

  it(
    'screenshots and audits (axe) the Security, Help and photos pages narrow and wide, light and dark',
    {
      timeout: 300_000,
    },
    async () => {
      await shoot('/security', 'layout-security', null, 'Security');
      await shoot('/help', 'layout-help', null, 'Help Center');
      await shoot('/photos', 'layout-photos', demo, 'Progress photos');
    },
  );
});
