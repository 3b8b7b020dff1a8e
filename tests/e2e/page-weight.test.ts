import { describe, expect, it } from 'vitest';
import { hasChromium } from '../support/browser.js';
import {
  lighthouseMobile,
  measurePageWeight,
  signedInPages,
  signedOutPages,
} from '../support/page-weight.js';
import { signedInStack } from '../support/signed-in-stack.js';

/**
 * Issue 15's budgets. Weight: a cold load in Chromium, every script and stylesheet the page
 * fetched until the network is idle, unique by URL, gzip -9. Lighthouse mobile (simulated
 * throttling): one run per page here to keep `npm test` lean; `npm run bench` reports the
 * median of three. On a busy machine Lighthouse's simulated timings grow with the host's load
 * (it scales the observed main-thread work), so a red score here is worth a rerun on an idle
 * machine before anything else.
 */
/** Issue 15's budgets: the goal. Not reached yet (see the issue's note for the table). */
const weightGoalKB: Record<string, number> = {
  '/': 125,
  '/login': 140,
  '/register': 140,
  ...Object.fromEntries(signedInPages.map((path) => [path, 170])),
};

/**
 * Today's line, a few KB above the figures measured on 2026-11-25 (after the zod, dialog and
 * prefetch cuts; the signed-in pages again after their dialogs and the settings sections moved
 * to on-intent loading): no change may make a page heavier unnoticed. Lower these as the speed
 * work lands, until they meet the goal above.
 */
const weightCeilingKB: Record<string, number> = {
  // Signed-out pages measured 2026-11-27 after icons went one module each, Fluent's tokens as
  // a proxy, one stylesheet per prerendered page and the chunk groups of vite.config.ts (the
  // waitlist out of landing-shared, Fluent's fields in a chunk of their own): / 145.7, /login
  // 156.6, /register 164.1, /forgot-password 148.4, /terms 126.9, /privacy 127.2.
  // Then the app on preact/compat (docs/decisions/0006-preact.md; the entry chunk 107 -> 52 KB):
  // / 89, /login 102.2, /register 109.6, /forgot-password 91, /terms 70.1, /privacy 70.3: the
  // three budgets are met, so they are those pages' ceilings.
  // Then the landing's own icon copies and the 'chrome' group instead of 'landing-shared'
  // (vite.config.ts): / 89.4, /login 99.5, /register 107, /forgot-password 88.3, /terms 66.6,
  // /privacy 66.8.
  '/': 125,
  '/login': 140,
  '/register': 140,
  '/forgot-password': 91,
  '/terms': 69,
  '/privacy': 69,
  // Signed-in pages measured 2026-11-27 after the shell (drawer, toaster, avatar), the outbox
  // card, the community menu and the remaining dialogs moved to on-intent loading:
  // /dashboard 281.7, /calendar 272, /journal 253.1, /analytics 253.2, /ai 247.3,
  // /photos 247.6, /community 237.5, /settings 269.8; then 2-4 KB less each once the chunk
  // groups stopped pulling their modules' imports in (sign-in-shared 7.2 -> 1.9 KB, no longer
  // on signed-in pages): 279.6, 269.7, 251, 249.4, 243.6, 243.9, 233.9, 266.2; then about
  // 1.1 KB more each (and /login, /register) for the boundary that keeps a piece loaded on intent
  // from taking the page down when its code cannot be fetched (lib/load-on-intent.tsx).
  // Then 13.6-13.7 KB less each once the contracts moved to zod/mini (classic zod's 24.7 KB
  // chunk became mini's 11 KB, English messages included): 267.6, 257.7, 238.8, 237.2, 231.5,
  // 231.8, 221.9, 254.
  // Then about 57 KB less each on preact/compat: 210.2, 200.2, 181.6, 181.5, 174.3, 174.5,
  // 164.6 (/community meets the budget), 198.
  // Then the cards drawn without Fluent's Card (components/surface-card.tsx), which no longer
  // bring Card's 8.1 KB and the tabster focusable group (14 KB) to the pages showing cards:
  // /dashboard 188.4, /calendar 177, /journal 159.8 (meets the budget); the others within
  // 0.3 KB. Tabster still comes with the TabList of /analytics and /settings (about 24 KB).
  // Then without date-fns on first loads (lib/dates.ts formats the app's patterns and reads
  // zones through Intl; @date-fns/tz only with the forms that write an instant), without the
  // landing's chunk (only the wordmark is shared, as 'chrome') and without Fluent's Input for a
  // Spinner's Label (vite.config.ts): 174.4, 162.6, 157.5, 166.7, 160.1, 164.9, 162.4, 196.3:
  // all but /dashboard and /settings meet the budget.
  // Then the tabs drawn without Fluent's TabList (components/tab-strip.tsx): /analytics 166.7
  // -> 142.9, /settings 196.3 -> 185.7 (tabster still comes there, 12.5 KB with Portal, with
  // the time-zone Combobox of the Profile section it opens on).
  // Then that Combobox loaded on intent behind a stand-in of the same look (settings/components/
  // time-zone-field.tsx): /settings 185.3 -> 146.4, without the Combobox, Portal, tabster and
  // positioning on its first load: it meets the budget.
  // Then the dashboard's bars and badges drawn without Fluent's MessageBar and Badge
  // (components/status-notice.tsx, status-badge.tsx: the error, dose-due and supplies bars, the
  // level, urgency and unread badges; MessageBar 4.2 KB and Badge 3.3 KB no longer on its first
  // load): /dashboard 168.3, which meets the budget; the others within 0.2 KB.
  '/dashboard': 170,
  '/calendar': 170,
  '/journal': 170,
  '/analytics': 170,
  '/ai': 170,
  '/photos': 170,
  '/community': 170,
  '/settings': 170,
};

/**
 * Lighthouse's simulated timings scale with the host's load, so on a shared 2-core machine its
 * scores say more about the neighbours than about the page: the scores run in `npm run bench`
 * (median of 3), and here only with STRIDE_LIGHTHOUSE=1.
 */
const lighthouseWanted = process.env.STRIDE_LIGHTHOUSE === '1';

const lighthouseBudgets = [
  { path: '/', signedIn: false, score: 0.95 },
  { path: '/login', signedIn: false, score: 0.95 },
  { path: '/dashboard', signedIn: true, score: 0.9, tbtMs: 200, cls: 0.05 },
  { path: '/journal', signedIn: true, score: 0.9, tbtMs: 200, cls: 0.05 },
];

describe.skipIf(!hasChromium)('page weight and Lighthouse budgets (issue 15)', () => {
  const env = signedInStack();

  const weighed = [...signedOutPages, ...signedInPages].filter((p) => p in weightCeilingKB);
  it.each(weighed)('%s is no heavier than today', { timeout: 60_000 }, async (path) => {
    const signedIn = signedInPages.includes(path);
    const weight = await measurePageWeight(
      env.browser,
      env.stack.url,
      path,
      signedIn ? env.token : null,
    );
    const goal = weightGoalKB[path];
    // Today's ceiling; a page that meets the budget gets the budget as its ceiling.
    const budget = weightCeilingKB[path] as number;
    if (process.env.STRIDE_WEIGHTS)
      console.log(
        `weight ${path} ${weight.gzipKB} KB ${weight.files.length} files\n` +
          (process.env.STRIDE_WEIGHTS === 'files'
            ? weight.files
                .map((f) => `  ${(f.gzipBytes / 1024).toFixed(1)} ${f.url.replace(/^.*\//, '')}`)
                .join('\n')
            : ''),
      );
    expect(
      weight.gzipKB,
      `${path}: ${weight.gzipKB} KB over ${weight.files.length} files (ceiling ${budget} KB, goal ${goal ?? '—'} KB): ` +
        weight.files
          .slice(0, 8)
          .map((f) => `${f.url} ${(f.gzipBytes / 1024).toFixed(1)}`)
          .join(', '),
    ).toBeLessThanOrEqual(budget);
  });

  (lighthouseWanted ? it : it.skip).each(lighthouseBudgets)(
    'Lighthouse mobile on $path scores at least $score',
    { timeout: 180_000 },
    async ({ path, signedIn, score, tbtMs, cls }) => {
      const run = await lighthouseMobile(env.stack.url, path, signedIn ? env.token : null);
      const summary = JSON.stringify(run);
      expect(run.score, summary).toBeGreaterThanOrEqual(score);
      if (tbtMs !== undefined) expect(run.tbtMs, summary).toBeLessThanOrEqual(tbtMs);
      if (cls !== undefined) expect(run.cls, summary).toBeLessThanOrEqual(cls);
    },
  );
});
