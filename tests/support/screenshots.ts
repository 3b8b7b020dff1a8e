import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { root } from '../../scripts/stack-config.js';
import { openPage } from './browser.js';

export const screenshotDir = join(root, 'screenshots');

export const viewports = [
  { label: '390', width: 390, height: 844 },
  { label: '1280', width: 1280, height: 900 },
] as const;
export const schemes = ['light', 'dark'] as const;

/**
 * The screenshot SET (every page, 390 and 1280 px, light and dark, for a person to look at) is
 * taken when STRIDE_SCREENSHOTS is set: `STRIDE_SCREENSHOTS=1 npx vitest run --project e2e`. It
 * cost over ten minutes of a 2-core machine, and what it asserts on the way (each page renders
 * in both themes at both widths without a CSP violation) the axe test checks on every page
 * anyway (tests/e2e/accessibility.test.ts). The crisis card's screenshots always run.
 */
export const screenshotSetWanted = Boolean(process.env.STRIDE_SCREENSHOTS);

type Viewport = (typeof viewports)[number];
type Scheme = (typeof schemes)[number];

/**
 * The modes a test that renders (and audits) a page in several modes visits: all four with
 * STRIDE_SCREENSHOTS set, else two opposite corners (390 light, 1280 dark) so npm test still
 * renders each such page narrow and wide, light and dark, at half the cost.
 */
export const modes: readonly { viewport: Viewport; colorScheme: Scheme }[] = screenshotSetWanted
  ? viewports.flatMap((viewport) => schemes.map((colorScheme) => ({ viewport, colorScheme })))
  : [
      { viewport: viewports[0], colorScheme: 'light' },
      { viewport: viewports[1], colorScheme: 'dark' },
    ];
export const screenshotSetSkipReason =
  'screenshot set: set STRIDE_SCREENSHOTS=1 to take it (axe covers every page in every mode)';

/**
 * Full-page screenshots of a path in each of `modes` (all four with STRIDE_SCREENSHOTS; first
 * visit follows the system colour scheme). Returns the files, and any CSP violation seen while rendering.
 */
export async function screenshotAll(
  browser: Browser,
  baseUrl: string,
  path: string,
  name: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<{ files: string[]; cspViolations: string[] }> {
  mkdirSync(screenshotDir, { recursive: true });
  const files: string[] = [];
  const cspViolations: string[] = [];
  for (const { viewport, colorScheme } of modes) {
    const watched = await openPage(browser, {
      viewport: { width: viewport.width, height: viewport.height },
      colorScheme,
      reducedMotion: 'reduce',
    });
    try {
      await watched.page.goto(`${baseUrl}${path}`);
      await watched.page.waitForLoadState('networkidle');
      if (prepare) await prepare(watched.page);
      const file = join(screenshotDir, `${name}-${viewport.label}-${colorScheme}.png`);
      await watched.page.screenshot({ path: file, fullPage: true });
      files.push(file);
      cspViolations.push(...watched.cspViolations);
    } finally {
      await watched.close();
    }
  }
  return { files, cspViolations };
}
