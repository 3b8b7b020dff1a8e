import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.js';
import { hasChromium } from '../support/browser.js';
import { screenshotSetWanted } from '../support/screenshots.js';
import { withSignedInPage } from '../support/signed-in.js';
import { signedInStack } from '../support/signed-in-stack.js';

/**
 * axe-core (WCAG 2.0/2.1 A and AA) on every page, signed out and signed in as the demo account,
 * in both themes and at both widths (a phone's, a laptop's). npm test audits each page in one
 * of the four modes, turning through them from page to page so every theme meets every width
 * across the list (all four on every page cost 7.4 of npm test's minutes on 2 cores, two cost
 * three); STRIDE_SCREENSHOTS=1 audits every page in all four. The tests that screenshot a page
 * audit it too, in more modes. Only Fluent's focus bumpers are left out (see support/axe.ts).
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
  '/community/review',
  '/settings',
  '/labs',
  '/circle',
];

const allModes = [
  { width: 390, colorScheme: 'light' },
  { width: 1280, colorScheme: 'dark' },
  { width: 390, colorScheme: 'dark' },
  { width: 1280, colorScheme: 'light' },
] as const;

/** Page i is audited in allModes[i % 4], or in all four with STRIDE_SCREENSHOTS. */
const modesFor = (index: number) =>
  screenshotSetWanted ? allModes : [allModes[index % allModes.length]!];

describe.skipIf(!hasChromium)('accessibility of every page (axe)', () => {
  const env = signedInStack();

  async function audit(path: string, withToken: boolean, index: number): Promise<string[]> {
    const found: string[] = [];
    for (const { width, colorScheme } of modesFor(index)) {
      await withSignedInPage(
        env.browser,
        `${env.stack.url}${path}`,
        withToken ? env.token : null,
        null,
        async ({ page }) => {
          await page.waitForLoadState('networkidle');
          for (const v of await axeViolations(page))
            found.push(`${path} ${width} ${colorScheme}: ${v}`);
        },
        { viewport: { width, height: 900 }, colorScheme, reducedMotion: 'reduce' },
      );
    }
    return found;
  }

  it('finds no violation on the signed-out pages', { timeout: 300_000 }, async () => {
    const found: string[] = [];
    for (const [i, [path]] of signedOut.entries()) found.push(...(await audit(path, false, i)));
    expect(found).toEqual([]);
  });

  it('finds no violation on the signed-in pages', { timeout: 400_000 }, async () => {
    const found: string[] = [];
    for (const [i, path] of signedIn.entries()) found.push(...(await audit(path, true, i)));
    expect(found).toEqual([]);
  });
});
