import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.js';
import { hasChromium, launchBrowser } from '../support/browser.js';
import { schemes } from '../support/screenshots.js';
import { demoToken, withSignedInPage } from '../support/signed-in.js';
import { startStack, type Stack } from '../support/stack.js';

/**
 * axe-core (WCAG 2.0/2.1 A and AA) on every page, signed out and signed in as the demo account,
 * in both themes, at a phone's width and a laptop's. Only Fluent's focus bumpers are left out
 * (see support/axe.ts).
 */
const signedOut: [string, string][] = [
  ['/', 'Stride'],
  ['/login', 'Welcome back'],
  ['/register', 'Create your account'],
  ['/forgot-password', 'Reset your password'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/security', 'Security'],
  ['/help', 'Help Center'],
];
const signedIn = [
  '/dashboard',
  '/calendar',
  '/journal',
  '/analytics',
  '/analytics/report',
  '/ai',
  '/photos',
  '/community',
  '/settings',
];

describe.skipIf(!hasChromium)('accessibility of every page (axe)', () => {
  let stack: Stack;
  let browser: Browser;
  let token = '';

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    token = await demoToken(stack);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function audit(path: string, withToken: boolean): Promise<string[]> {
    const found: string[] = [];
    for (const width of [390, 1280]) {
      for (const colorScheme of schemes) {
        await withSignedInPage(
          browser,
          `${stack.url}${path}`,
          withToken ? token : null,
          null,
          async ({ page }) => {
            await page.waitForLoadState('networkidle');
            for (const v of await axeViolations(page))
              found.push(`${path} ${width} ${colorScheme}: ${v}`);
          },
          { viewport: { width, height: 900 }, colorScheme, reducedMotion: 'reduce' },
        );
      }
    }
    return found;
  }

  it('finds no violation on the signed-out pages', { timeout: 300_000 }, async () => {
    const found: string[] = [];
    for (const [path] of signedOut) found.push(...(await audit(path, false)));
    expect(found).toEqual([]);
  });

  it('finds no violation on the signed-in pages', { timeout: 400_000 }, async () => {
    const found: string[] = [];
    for (const path of signedIn) found.push(...(await audit(path, true)));
    expect(found).toEqual([]);
  });
});
