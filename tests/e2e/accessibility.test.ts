import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount, seedDemoAccount } from '../../api/src/seed/demo-account.js';
import { axeViolations } from '../support/axe.js';
import { hasChromium, launchBrowser, openPage } from '../support/browser.js';
import { schemes } from '../support/screenshots.js';
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
];
const signedIn = [
  '/dashboard',
  '/calendar',
  '/journal',
  '/analytics',
  '/analytics/report',
  '/ai',
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
    await seedDemoAccount(stack.deps);
    const res = await fetch(`${stack.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demoAccount.email, password: demoAccount.password }),
    });
    token = ((await res.json()) as { token: string }).token;
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function audit(path: string, withToken: boolean): Promise<string[]> {
    const found: string[] = [];
    for (const width of [390, 1280]) {
      for (const colorScheme of schemes) {
        const w = await openPage(browser, {
          viewport: { width, height: 900 },
          colorScheme,
          reducedMotion: 'reduce',
        });
        try {
          await w.page.addInitScript(
            (t) => {
              localStorage.setItem('app_version', '1.0.2');
              if (t) localStorage.setItem('auth_token', t);
            },
            withToken ? token : '',
          );
          await w.page.goto(`${stack.url}${path}`);
          await w.page.locator('h1').first().waitFor({ timeout: 20_000 });
          await w.page.waitForLoadState('networkidle');
          for (const v of await axeViolations(w.page))
            found.push(`${path} ${width} ${colorScheme}: ${v}`);
        } finally {
          await w.close();
        }
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
