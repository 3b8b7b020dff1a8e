import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Browser } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { chromiumPath, openPage } from './browser.js';
import { appVersion } from './signed-in.js';

/**
 * What a person downloads (issue 15), measured the same way by `npm run bench` and by the
 * page-weight test: each page loaded cold in Chromium, every script and stylesheet it fetched
 * until the network is idle, unique by URL, each gzipped at level 9; and Lighthouse mobile
 * (simulated throttling) with Debian's Chromium.
 */

export const signedOutPages = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/terms',
  '/privacy',
];
export const signedInPages = [
  '/dashboard',
  '/calendar',
  '/journal',
  '/analytics',
  '/ai',
  '/photos',
  '/community',
  '/settings',
];

export interface PageWeight {
  path: string;
  gzipBytes: number;
  gzipKB: number;
  files: { url: string; gzipBytes: number }[];
}

/** One page, loaded cold in a fresh context (signed in when there is a token). */
export async function measurePageWeight(
  browser: Browser,
  origin: string,
  path: string,
  token: string | null,
): Promise<PageWeight> {
  const w = await openPage(browser, { viewport: { width: 390, height: 844 } });
  try {
    await w.page.addInitScript(
      (t) => {
        localStorage.setItem('app_version', t.appVersion);
        if (t.token) localStorage.setItem('auth_token', t.token);
      },
      { token, appVersion },
    );
    const urls = new Set<string>();
    w.page.on('request', (request) => {
      const type = request.resourceType();
      if (type === 'script' || type === 'stylesheet') urls.add(request.url());
    });
    await w.page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    // The page's heading shows once its route chunk and data have arrived; then idle again.
    await w.page
      .locator('h1')
      .first()
      .waitFor({ timeout: 15_000 })
      .catch(() => undefined);
    await w.page.waitForLoadState('networkidle');
    const files: PageWeight['files'] = [];
    for (const url of urls) {
      if (!url.startsWith(origin)) continue; // Google's sign-in script is not ours to weigh
      const res = await fetch(url);
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      const bytes = Buffer.from(await res.arrayBuffer());
      files.push({
        url: url.slice(origin.length),
        gzipBytes: gzipSync(bytes, { level: 9 }).length,
      });
    }
    files.sort((a, b) => b.gzipBytes - a.gzipBytes);
    const gzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
    return { path, gzipBytes, gzipKB: Number((gzipBytes / 1024).toFixed(1)), files };
  } finally {
    await w.close();
  }
}

export interface LighthouseRun {
  path: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}

/**
 * Lighthouse mobile (its default: a mid-range phone, simulated slow 4G and 4x CPU slowdown) on
 * one page, in a fresh Chromium profile. Signed-in pages get the token in local storage first,
 * set on a static file of the origin so no script or stylesheet is cached before the run.
 */
export async function lighthouseMobile(
  origin: string,
  path: string,
  token: string | null,
): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    if (token) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(`${origin}/favicon.svg`);
      await page.evaluate(
        (t, v) => {
          localStorage.setItem('app_version', v);
          localStorage.setItem('auth_token', t);
        },
        token,
        appVersion,
      );
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(`${origin}${path}`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
      // Keeps the token; the HTTP cache holds only the favicon fetched above.
      disableStorageReset: token !== null,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { lhr } = result;
    // STRIDE_LH_TRACE=<dir>: the run's layout shifts and screenshots from its trace, to see
    // what moved and what the page looked like just before.
    if (process.env.STRIDE_LH_TRACE) {
      const events = (
        result.artifacts as unknown as {
          Trace: { traceEvents: { name: string; ts: number; args?: unknown }[] };
        }
      ).Trace.traceEvents;
      writeFileSync(
        join(process.env.STRIDE_LH_TRACE, `${path.replace(/\W+/g, '_')}-${Date.now()}.json`),
        JSON.stringify(
          events.filter(
            (e) =>
              e.name === 'LayoutShift' || e.name === 'Screenshot' || e.name === 'navigationStart',
          ),
        ),
      );
    }
    // STRIDE_LH_DUMP=<dir>: the whole report, to see where the time goes.
    const dump = process.env.STRIDE_LH_DUMP;
    if (dump)
      writeFileSync(
        join(dump, `${path.replace(/\W+/g, '_') || 'root'}.json`),
        lhr ? JSON.stringify(lhr) : '',
      );
    const audit = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
    const score = lhr.categories.performance?.score;
    if (typeof score !== 'number') {
      throw new Error(`Lighthouse could not score ${path}: ${lhr.runtimeError?.message ?? '?'}`);
    }
    return {
      path,
      score,
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      fcpMs: Math.round(audit('first-contentful-paint')),
    };
  } finally {
    chrome.kill();
  }
}

/** The median run by score (of an odd number of runs). */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)] as LighthouseRun;
}

export function weightTable(weights: PageWeight[], lh: LighthouseRun[] = []): string {
  const rows = weights.map((w) => {
    const l = lh.find((r) => r.path === w.path);
    const lhCells = l
      ? `${l.score.toFixed(2)} | ${(l.lcpMs / 1000).toFixed(1)} s | ${l.tbtMs} ms | ${l.cls}`
      : '— | — | — | —';
    return `| ${w.path} | ${w.gzipKB} | ${w.files.length} | ${lhCells} |`;
  });
  return [
    '| page | KB gz | files | Lighthouse | LCP | TBT | CLS |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
