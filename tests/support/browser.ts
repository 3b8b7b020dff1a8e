import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

/** Debian's Chromium; Playwright never downloads a browser here. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(chromiumPath);
export const skipReason = `Browser tests skipped: no Chromium at ${chromiumPath} (install it with \`apt-get install -y chromium\`, or set CHROMIUM_PATH).`;

if (!hasChromium) console.warn(skipReason);

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export interface WatchedPage {
  page: Page;
  /** Console errors and CSP violations seen so far. */
  problems: string[];
  cspViolations: string[];
  close(): Promise<void>;
}

/** A page in a fresh context that records console errors and CSP violations. */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (/Content Security Policy/i.test(text)) cspViolations.push(text);
    problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { page, problems, cspViolations, close: () => context.close() };
}
