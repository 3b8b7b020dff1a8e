import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser, openPage } from '../support/browser.js';
import { demoToken, withSignedInPage } from '../support/signed-in.js';
import { startStack, type Stack } from '../support/stack.js';

/**
 * Issue 15: the signed-out pages are HTML from the build (vite.config.ts's prerender step), so
 * they paint before any script runs; the app then hydrates them. The production headers and
 * the rewrites of staticwebapp.config.json serve them.
 */
const pages = [
  { path: '/', heading: 'Your T journey, in stride.' },
  { path: '/login', heading: 'Sign in to Stride' },
];

describe.skipIf(!hasChromium)('prerendered signed-out pages (issue 15)', () => {
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

  it.each(pages)(
    '$path is served as HTML with its content and no inline script or style',
    async ({ path, heading }) => {
      const res = await fetch(`${stack.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      const html = await res.text();
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
      expect(h1).toBe(heading);
      expect(html).toContain('<div id="root" data-prerendered>');
      expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/page-[\w-]+\.css">/);
      expect([...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)]).toEqual([]);
      expect(html).not.toMatch(/<style|\sstyle="/);
      // Every other app path still gets the empty shell.
      const shell = await (await fetch(`${stack.url}/journal`)).text();
      expect(shell).toContain('<div id="root"></div>');
    },
  );

  it('serves each signed-in page with preloads for its code, every one of them there', async () => {
    const res = await fetch(`${stack.url}/dashboard`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    // The shell and the title drawn for the first paint (tests/e2e/boot-shell.test.ts), which
    // needs none of the scripts: they are fetched at low priority, after the stylesheet.
    expect(html).toContain('<div id="boot-shell" aria-hidden="true" inert');
    const preloads = [
      ...html.matchAll(
        /<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g,
      ),
    ].map((m) => m[1]!);
    expect(html.match(/rel="modulepreload"/g)?.length).toBe(preloads.length);
    // The route table with the shell, and the dashboard's chunk among them; and each chunk
    // any of them imports statically, so nothing waits for a script to run before it is asked.
    expect(preloads.some((p) => /\/assets\/signed-in-[\w-]+\.js$/.test(p))).toBe(true);
    expect(preloads.some((p) => /\/assets\/dashboard-route-[\w-]+\.js$/.test(p))).toBe(true);
    const entry = /<script type="module" crossorigin src="([^"]+)">/.exec(html)?.[1];
    const loaded = new Set([entry, ...preloads]);
    for (const file of preloads) {
      const code = await (await fetch(`${stack.url}${file}`)).text();
      for (const [, imported] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
        expect(loaded.has(`/assets/${imported}`), `${file} imports ${imported}`).toBe(true);
      }
    }
    for (const file of preloads)
      expect((await fetch(`${stack.url}${file}`)).status, file).toBe(200);
    // A path the app does not know still gets the shell (and the app's own not-found answer).
    expect(await (await fetch(`${stack.url}/security`)).text()).toContain('<div id="root"></div>');
  });

  it('paints styled, in the visitor’s theme, with no app script at all', async () => {
    const w = await openPage(browser, { colorScheme: 'dark' });
    try {
      // Only the boot script runs (it picks the theme): the app's module never arrives.
      await w.page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await w.page.goto(`${stack.url}/login`);
      const heading = w.page.getByRole('heading', { name: 'Sign in to Stride', level: 1 });
      expect(await heading.isVisible()).toBe(true);
      const look = await w.page.evaluate(() => ({
        theme: document.documentElement.dataset.theme,
        background: getComputedStyle(document.querySelector('.fui-FluentProvider') as Element)
          .backgroundColor,
        headingFont: getComputedStyle(document.querySelector('h1') as Element).fontFamily,
      }));
      expect(look.theme).toBe('dark');
      // A dark neutral background from the theme stylesheet (not the browser's white).
      const [r = 255, g = 255, b = 255] = look.background.match(/\d+/g)?.map(Number) ?? [];
      expect(Math.max(r, g, b)).toBeLessThan(80);
      expect(look.headingFont).not.toMatch(/^"?Times/);
      expect(w.cspViolations).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('never lets the browser send a form before the app has it (no password in the address)', async () => {
    const w = await openPage(browser);
    try {
      await w.page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await w.page.goto(`${stack.url}/login`);
      await w.page.locator('input[name="email"]').fill('sam@example.com');
      await w.page.locator('input[name="password"]').fill('not-in-the-url');
      await w.page.getByRole('button', { name: 'Sign In', exact: true }).click();
      // A native GET submission would have navigated to /login?email=…&password=….
      await w.page.waitForTimeout(500);
      expect(w.page.url()).toBe(`${stack.url}/login`);
    } finally {
      await w.close();
    }
  });

  it.each(pages)(
    '$path hydrates on a phone without a mismatch, a layout shift or a CSP violation',
    async ({ path, heading }) => {
      // Lighthouse's phone: 412 px wide, where the hero's two buttons would fit on one line.
      const w = await openPage(browser, { viewport: { width: 412, height: 823 } });
      try {
        // A phone's CPU (Lighthouse's 4x slowdown), so hydration takes long enough for a rule
        // that Griffel inserts again to show (the landing hero's buttons once jumped: CLS 0.077).
        const cdp = await w.page.context().newCDPSession(w.page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await w.page.addInitScript(() => {
          const shifts: { value: number; moved: string[] }[] = [];
          (window as unknown as { shifts: typeof shifts }).shifts = shifts;
          const describe = (node: Node | null) => {
            if (!(node instanceof Element)) return String(node?.nodeName ?? 'a node');
            const text = (node.textContent ?? '').trim().slice(0, 40);
            return `${node.tagName.toLowerCase()}.${[...node.classList].join('.')} "${text}"`;
          };
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              sources?: { node: Node | null; previousRect: DOMRect; currentRect: DOMRect }[];
            })[]) {
              shifts.push({
                value: entry.value,
                moved: (entry.sources ?? []).map(
                  (source) =>
                    `${describe(source.node)}: ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`,
                ),
              });
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await w.page.goto(`${stack.url}${path}`);
        await w.page.waitForLoadState('networkidle');
        await w.page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        // Hydrated, not rendered afresh: the prerendered root is kept, and the page responds.
        expect(await w.page.locator('#root[data-prerendered]').count()).toBe(1);
        // No shift a person could see: the budget is CLS 0.05, and hydration that re-rendered
        // the page moved it by 0.077. Twice in clean-clone CI (stops 31, 32), and never in
        // dozens of local runs, '/' showed one shift of ~0.00004 (a sub-pixel move); what moved
        // is now printed, and a total under 0.001 passes with a warning naming it.
        const shifts = await w.page.evaluate(
          () => (window as unknown as { shifts: { value: number; moved: string[] }[] }).shifts,
        );
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        if (shifts.length > 0) console.warn(`${path}: layout shifts`, JSON.stringify(shifts));
        expect(total, JSON.stringify(shifts)).toBeLessThan(0.001);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        await w.page
          .getByRole('button', { name: /switch to dark/i })
          .first()
          .click();
        await expect
          .poll(() => w.page.evaluate(() => document.documentElement.dataset.theme))
          .toBe('dark');
        expect(w.cspViolations).toEqual([]);
        expect(w.problems).toEqual([]);
      } finally {
        await w.close();
      }
    },
  );

  it('still sends a signed-in visit to /login on to the dashboard', async () => {
    const token = await demoToken(stack);
    await withSignedInPage(
      browser,
      `${stack.url}/login`,
      token,
      null,
      async ({ page, problems }) => {
        await page.waitForURL(`${stack.url}/dashboard`);
        expect(await page.locator('#root[data-prerendered]').count()).toBe(0);
        expect(problems).toEqual([]);
      },
    );
  });
});
