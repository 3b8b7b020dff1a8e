import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser, openPage } from '../support/browser.js';
import { modes, screenshotAll } from '../support/screenshots.js';
import { startStack, type Stack } from '../support/stack.js';

describe.skipIf(!hasChromium)('landing page in Chromium', () => {
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

  it('renders fully styled under the production CSP with no violation', async () => {
    const w = await openPage(browser);
    try {
      const response = await w.page.goto(`${stack.url}/`);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await w.page.waitForLoadState('networkidle');
      await expect.poll(() => w.page.locator('h1').count()).toBe(1);
      expect(await w.page.locator('h1').isVisible()).toBe(true);
      // Fluent's run-time styles were inserted: the page uses its tokens and many rules apply.
      const styling = await w.page.evaluate(() => ({
        rules: [...document.styleSheets].reduce((n, s) => n + s.cssRules.length, 0),
        fluentTokens: getComputedStyle(
          document.querySelector('.fui-FluentProvider') ?? document.body,
        )
          .getPropertyValue('--colorNeutralBackground1')
          .trim(),
        bodyFont: getComputedStyle(document.querySelector('h1') as Element).fontFamily,
      }));
      expect(styling.rules).toBeGreaterThan(100);
      expect(styling.fluentTokens).not.toBe('');
      expect(styling.bodyFont).not.toMatch(/^"?Times/);
      for (const landmark of ['banner', 'main', 'contentinfo']) {
        expect(await w.page.getByRole(landmark as 'main').count()).toBeGreaterThan(0);
      }
      expect(w.cspViolations).toEqual([]);
      expect(w.problems).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('shows the stats, six feature cards and the footer links', async () => {
    const w = await openPage(browser);
    try {
      await w.page.goto(`${stack.url}/`);
      for (const stat of ['10K+', '99.9%', '24/7', 'HIPAA']) {
        await w.page.getByText(stat, { exact: true }).first().waitFor();
      }
      const footer = w.page.getByRole('contentinfo');
      // The prototype's Pricing, API and Community placeholders are gone (issue 18): every link
      // leads to a real page or section.
      for (const link of ['Features', 'Security', 'Help Center', 'Privacy', 'Login', 'Terms']) {
        expect(await footer.getByText(link, { exact: true }).count(), link).toBeGreaterThan(0);
      }
      for (const title of [
        'AI-Powered Tracking',
        'Smart Injection Reminders',
        'Health Analytics Dashboard',
        'Support Circle',
        'Crisis Detection & Safety',
        'AI Coach',
      ]) {
        expect(
          await w.page.locator('#features').getByRole('heading', { name: title, level: 3 }).count(),
          title,
        ).toBe(1);
      }
    } finally {
      await w.close();
    }
  });

  it('rotates the hero tagline every 3 seconds', async () => {
    const w = await openPage(browser);
    try {
      await w.page.goto(`${stack.url}/`);
      // The page is prerendered: the rotation starts once the app has hydrated it.
      await w.page.waitForLoadState('networkidle');
      const tagline = w.page.locator('p[aria-live] > span:not([aria-hidden])');
      const first = await tagline.textContent();
      await expect.poll(() => tagline.textContent(), { timeout: 10_000 }).not.toBe(first);
    } finally {
      await w.close();
    }
  });

  it('keeps deep links across a reload and redirects unknown and signed-in paths', async () => {
    const w = await openPage(browser);
    try {
      const login = await w.page.goto(`${stack.url}/login`);
      expect(login?.status()).toBe(200);
      await w.page.reload();
      expect(new URL(w.page.url()).pathname).toBe('/login');
      await w.page.getByRole('heading').first().waitFor();

      await w.page.goto(`${stack.url}/no-such-page`);
      await w.page.waitForURL((url) => url.pathname === '/');

      await w.page.goto(`${stack.url}/dashboard`);
      await w.page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(w.page.url()).search).toContain('dashboard');

      for (const open of ['/terms', '/privacy', '/forgot-password']) {
        await w.page.goto(`${stack.url}${open}`);
        await w.page.waitForLoadState('networkidle');
        expect(new URL(w.page.url()).pathname).toBe(open);
      }
      expect(w.cspViolations).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('answers a missing asset with the static 404 page, status 404, whose link goes home', async () => {
    const w = await openPage(browser, { viewport: { width: 390, height: 844 } });
    try {
      const response = await w.page.goto(`${stack.url}/assets/old-hash.js`);
      expect(response?.status()).toBe(404);
      expect(response?.headers()['content-type']).toContain('text/html');
      expect(response?.headers()['content-security-policy']).toContain("style-src 'self'");
      await w.page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      const page = await w.page.evaluate(() => ({
        sheets: [...document.styleSheets].map((s) => new URL(s.href ?? '').pathname),
        font: getComputedStyle(document.body).fontFamily,
        overflow: document.documentElement.scrollWidth - window.innerWidth,
      }));
      expect(page.sheets).toEqual(['/404.css']);
      expect(page.font).not.toMatch(/^"?Times/);
      expect(page.overflow).toBeLessThanOrEqual(0);
      const home = w.page.getByRole('link', { name: 'Go to Stride’s home page' });
      expect(await home.getAttribute('href')).toBe('/');
      await home.click();
      await w.page.waitForURL((url) => url.pathname === '/');
      await w.page.getByRole('banner').waitFor();
      expect(w.cspViolations).toEqual([]);
      // The one console error is the browser noting the 404 itself.
      expect(w.problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('scrolls to the features and the waitlist from the header', async () => {
    const w = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    try {
      await w.page.goto(`${stack.url}/`);
      await w.page.getByRole('banner').getByRole('link', { name: 'Join Beta' }).click();
      await expect
        .poll(() => w.page.locator('#waitlist').evaluate((e) => e.getBoundingClientRect().top))
        .toBeLessThan(400);
      await w.page.getByRole('banner').getByRole('link', { name: 'Features' }).click();
      await expect
        .poll(() =>
          w.page.locator('#features').evaluate((e) => Math.abs(e.getBoundingClientRect().top)),
        )
        .toBeLessThan(400);
    } finally {
      await w.close();
    }
  });

  it('remembers the theme chosen with the toggle across a reload', async () => {
    const w = await openPage(browser, { colorScheme: 'light' });
    try {
      await w.page.goto(`${stack.url}/`);
      await w.page.getByTitle('Switch to Dark Mode').first().click();
      await w.page.getByTitle('Switch to Light Mode').first().waitFor();
      await w.page.reload();
      await w.page.getByTitle('Switch to Light Mode').first().waitFor();
    } finally {
      await w.close();
    }
  });

  it('takes screenshots narrow and wide, light and dark (all four with STRIDE_SCREENSHOTS), with no CSP violation', async () => {
    const shots = await screenshotAll(browser, stack.url, '/', 'landing');
    expect(shots.files).toHaveLength(modes.length);
    expect(shots.cspViolations).toEqual([]);
    const login = await screenshotAll(browser, stack.url, '/login', 'login-standin');
    expect(login.cspViolations).toEqual([]);
    const notFound = await screenshotAll(browser, stack.url, '/missing.png', 'not-found');
    expect(notFound.files).toHaveLength(modes.length);
    expect(notFound.cspViolations).toEqual([]);
  });
});
