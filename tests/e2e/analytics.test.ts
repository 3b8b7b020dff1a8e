import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount, seedDemoAccount } from '../../api/src/seed/demo-account.js';
import { registration } from '../support/accounts.js';
import { hasChromium, launchBrowser, openPage, type WatchedPage } from '../support/browser.js';
import { schemes, screenshotAll, screenshotSetWanted, viewports } from '../support/screenshots.js';
import { startStack, type Stack } from '../support/stack.js';
import { plantToken } from '../support/signed-in.js';

interface AnalyticsAnswer {
  period: string;
  startDate: string;
  endDate: string;
  adherenceRate: number | null;
  onTimeRate: number | null;
  dosesScheduled: number;
  dosesTaken: number;
  dosesLate: number;
  dosesMissed: number;
  moodAverage: number | null;
  energyAverage: number | null;
  checkinCount: number;
  journalCount: number;
  siteCounts: Record<string, number>;
}

interface ProviderAnswer {
  patient: { name: string; legalName?: string };
  adherence: { adherenceRate: number | null; taken: number; scheduled: number };
  doses: unknown[];
}

/** What the page must show for a figure of the API's answer ('—' for a null rate, never 100). */
const rate = (value: number | null) => (value === null ? '—' : `${value}%`);
const score = (value: number | null) => (value === null ? '—' : value.toFixed(1));

/** The records of a CSV (RFC 4180: a quoted field may hold commas, quotes and line breaks). */
function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

describe.skipIf(!hasChromium)('analytics and the provider report in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let demoToken: string;

  async function api<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${stack.url}${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        'X-Stride-Auth': `Bearer ${token}`,
        ...(init.headers as Record<string, string> | undefined),
      },
    });
    expect(res.status, `${path} answered ${res.status}`).toBeLessThan(300);
    return (await res.json()) as T;
  }

  async function registerFresh(): Promise<string> {
    const res = await fetch(`${stack.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registration({ firstName: 'Jordan', preferredName: 'Jo' })),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { token: string }).token;
  }

  /**
   * A page signed in with `token`, in localStorage before any script runs (with the app
   * version, so the version check at start does not clear it).
   */
  async function withPage<T>(
    token: string,
    run: (w: WatchedPage) => Promise<T>,
    /** Console errors expected here (Chromium logs every 4xx answer it fetches). */
    expected: RegExp[] = [],
  ): Promise<T> {
    const w = await openPage(browser);
    try {
      await w.page.addInitScript((t) => {
        localStorage.setItem('app_version', '1.0.2');
        localStorage.setItem('auth_token', t);
      }, token);
      const result = await run(w);
      expect(w.cspViolations).toEqual([]);
      expect(w.problems.filter((p) => !expected.some((e) => e.test(p)))).toEqual([]);
      return result;
    } finally {
      await w.close();
    }
  }

  const figure = (page: Page, id: string) =>
    page.locator(`[data-figure="${id}"] dd`).first().innerText();

  /** Every headline figure on the page equals the API's answer for the same period. */
  async function expectFigures(page: Page, answer: AnalyticsAnswer) {
    await expect
      .poll(() => figure(page, 'taken'))
      .toBe(`${answer.dosesTaken} of ${answer.dosesScheduled}`);
    expect(await figure(page, 'adherence')).toBe(rate(answer.adherenceRate));
    expect(await figure(page, 'on-time')).toBe(rate(answer.onTimeRate));
    expect(await figure(page, 'late-missed')).toBe(`${answer.dosesLate} / ${answer.dosesMissed}`);
    expect(await figure(page, 'mood')).toBe(score(answer.moodAverage));
    expect(await figure(page, 'energy')).toBe(score(answer.energyAverage));
    expect(await figure(page, 'journal')).toBe(String(answer.journalCount));
  }

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    await seedDemoAccount(stack.deps);
    const res = await fetch(`${stack.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demoAccount.email, password: demoAccount.password }),
    });
    demoToken = ((await res.json()) as { token: string }).token;
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it("shows the API's figures for the default month, and the switcher changes them", async () => {
    const answers = Object.fromEntries(
      await Promise.all(
        (['week', 'month', 'quarter', 'year'] as const).map(
          async (p) =>
            [p, await api<AnalyticsAnswer>(demoToken, `/api/analytics?period=${p}`)] as const,
        ),
      ),
    ) as Record<'week' | 'month' | 'quarter' | 'year', AnalyticsAnswer>;
    // The demo's six months make the periods differ.
    expect(answers.year.dosesScheduled).toBeGreaterThan(answers.month.dosesScheduled);
    expect(answers.month.dosesScheduled).toBeGreaterThan(0);

    await withPage(demoToken, async ({ page }) => {
      await page.goto(`${stack.url}/analytics`);
      await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
      const period = page.getByRole('tablist', { name: 'Period' });
      expect(await period.getByRole('tab', { name: 'Month' }).getAttribute('aria-selected')).toBe(
        'true',
      );
      await expectFigures(page, answers.month);

      // Each chart is drawn, with a title and a one-sentence summary.
      for (const title of [
        'Adherence over time',
        'Dose timing',
        'Site rotation',
        'Mood by days since injection',
        'Mood and energy',
      ]) {
        const card = page.getByRole('region', { name: title });
        await card.locator('svg').first().waitFor();
        expect((await card.locator('p').first().innerText()).length).toBeGreaterThan(10);
      }
      const adherenceSummary = await page
        .getByRole('region', { name: 'Adherence over time' })
        .locator('p')
        .first()
        .innerText();
      expect(adherenceSummary).toContain(
        `You took ${answers.month.dosesTaken} of ${answers.month.dosesScheduled} doses`,
      );

      // The text alternative: the site table lists the six IM sites (the demo's route: no
      // abdomen) with the API's counts.
      const sites = page.getByRole('region', { name: 'Site rotation' });
      await sites.getByRole('button', { name: 'Show data table: Site rotation' }).click();
      const hide = sites.getByRole('button', { name: 'Hide data table: Site rotation' });
      expect(await hide.getAttribute('aria-expanded')).toBe('true');
      const table = sites.getByRole('table', { name: 'Injections per site' });
      expect(await table.locator('tbody tr').count()).toBe(6);
      expect(await table.getByRole('row', { name: /abdomen/i }).count()).toBe(0);
      const leftThigh = await table
        .getByRole('row', { name: /^Left thigh/ })
        .locator('td')
        .innerText();
      expect(Number(leftThigh)).toBe(answers.month.siteCounts['left-thigh']);

      // The switcher: the address and the figures follow.
      await period.getByRole('tab', { name: 'Week' }).click();
      await page.waitForURL(/\/analytics\?period=week$/);
      await expectFigures(page, answers.week);
      // By keyboard, as a tablist: the arrows and End move focus, Enter chooses.
      await page.keyboard.press('ArrowRight');
      expect(
        await period
          .getByRole('tab', { name: 'Month' })
          .evaluate((t) => t === document.activeElement),
      ).toBe(true);
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/analytics\?period=year$/);
      await expectFigures(page, answers.year);
      await period.getByRole('tab', { name: 'Month' }).click();
      await page.waitForURL(/\/analytics$/);
      await expectFigures(page, answers.month);

      // A deep link (the dashboard's adherence banner) opens the period it names.
      await page.goto(`${stack.url}/analytics?period=quarter`);
      await expectFigures(page, answers.quarter);
      expect(await period.getByRole('tab', { name: 'Quarter' }).getAttribute('aria-selected')).toBe(
        'true',
      );

      // The sidebar reaches the page; the report is one click away.
      await page.getByRole('link', { name: 'Provider report' }).click();
      await page.waitForURL(`${stack.url}/analytics/report`);
      await page.getByRole('link', { name: 'Back to analytics' }).click();
      await page.waitForURL(`${stack.url}/analytics`);
      await page.getByRole('navigation').getByRole('link', { name: 'Analytics' }).waitFor();
    });
  });

  it('without a prescription: dashes, not 100%, and a way to set one up on the Entries page', async () => {
    const token = await registerFresh();
    await withPage(
      token,
      async ({ page }) => {
        await page.goto(`${stack.url}/analytics`);
        await page
          .getByRole('heading', { name: 'Set up your prescription to track adherence' })
          .waitFor();
        expect(await figure(page, 'adherence')).toBe('—');
        expect(await figure(page, 'on-time')).toBe('—');
        expect(await figure(page, 'taken')).toBe('0 of 0');
        expect(
          await page
            .getByRole('region', { name: 'Adherence over time' })
            .getByText('Set up your prescription to see your adherence.')
            .isVisible(),
        ).toBe(true);
        await page.getByRole('link', { name: 'Set up on the Entries page' }).click();
        await page.waitForURL(`${stack.url}/calendar`);
        // GET /api/prescription answers 404 when none is set: the one error Chromium logs.
      },
      [/status of 404/],
    );
  });

  it('renders the provider report, prints it to PDF without the shell, and downloads the CSV', async () => {
    const report = await api<ProviderAnswer>(demoToken, '/api/integration/provider-data');
    const injections = await api<{ total: number }>(demoToken, '/api/injections?limit=1');
    expect(injections.total).toBeGreaterThan(0);

    await withPage(demoToken, async ({ page }) => {
      await page.goto(`${stack.url}/analytics/report`);
      const doc = page.getByRole('article', { name: 'Provider report' });
      await doc.waitFor();
      // The name the person chose; the legal name only when turned on (the demo has it off).
      await doc.getByText('Eli', { exact: true }).waitFor();
      expect(await doc.getByText('Rivera').count()).toBe(0);
      expect(await doc.getByText('Legal name').count()).toBe(0);
      await doc.getByText(/^Generated /).waitFor();
      const doses = doc.getByRole('table', { name: /doses? due, newest first/ });
      expect(await doses.locator('tbody tr').count()).toBe(report.doses.length);
      expect(await doses.locator('thead th').allInnerTexts()).toEqual([
        'Date taken',
        'Due date',
        'Status',
        'Dose',
        'Site',
        'Route',
        'Pain',
        'Notes',
      ]);
      expect(
        await doc.getByRole('region', { name: 'Adherence (last 90 days)' }).innerText(),
      ).toContain(rate(report.adherence.adherenceRate));

      // The CSV: fetched with the token, saved from an object URL.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV of doses' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('stride-injections.csv');
      const csv = readFileSync(await download.path(), 'utf8');
      const records = csvRecords(csv.trimEnd());
      expect(records[0]?.slice(0, 3)).toEqual(['date', 'taken_at', 'time_zone']);
      expect(records.length - 1).toBe(injections.total);
      await page.getByText('Downloaded stride-injections.csv.').waitFor();

      // Print: the sidebar and the buttons go, the report stays.
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      const print = page.getByRole('button', { name: 'Print / Save as PDF' });
      expect(await nav.isVisible()).toBe(true);
      expect(await print.isVisible()).toBe(true);
      await page.emulateMedia({ media: 'print' });
      expect(await nav.isVisible()).toBe(false);
      expect(await print.isVisible()).toBe(false);
      expect(await doc.isVisible()).toBe(true);
      const colours = await doses
        .locator('tbody tr td')
        .first()
        .evaluate((cell) => {
          const style = getComputedStyle(cell);
          return { color: style.color, border: style.borderTopStyle };
        });
      expect(colours).toEqual({ color: 'rgb(0, 0, 0)', border: 'solid' });
      const pdf = await page.pdf({ format: 'Letter' });
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(10_000);
      // The report of twelve doses fits on a few Letter pages.
      const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
      expect(pages.length).toBeGreaterThanOrEqual(1);
      expect(pages.length).toBeLessThanOrEqual(3);
      await page.emulateMedia({ media: 'screen' });
      expect(await nav.isVisible()).toBe(true);
    });
  });

  it('shows the legal name on the report only once the person turns it on', async () => {
    const token = await registerFresh();
    await api(token, '/api/auth/me', {
      method: 'PATCH',
      body: JSON.stringify({ showLegalNameToProvider: true }),
    });
    await withPage(token, async ({ page }) => {
      await page.goto(`${stack.url}/analytics/report`);
      const doc = page.getByRole('article', { name: 'Provider report' });
      await doc.getByText('Jordan Legalname', { exact: true }).waitFor();
      await doc.getByText('No prescription has been recorded.').waitFor();
      await doc.getByText('No doses were due in the last 90 days.').waitFor();
    });
  });

  it.skipIf(!screenshotSetWanted)(
    'screenshots the analytics page and the report at 390 and 1280 px, light and dark',
    async () => {
      const violations: string[] = [];
      const signedIn =
        (token: string, ready: (page: Page) => Promise<void>) => async (page: Page) => {
          await plantToken(page, token);
          await page.reload();
          await ready(page);
        };
      const chartsDrawn = async (page: Page) => {
        await page.locator('[data-chart="mood-trend"] svg').first().waitFor();
        await page.waitForLoadState('networkidle');
      };
      const reportShown = async (page: Page) => {
        await page.getByRole('article', { name: 'Provider report' }).waitFor();
        await page.waitForLoadState('networkidle');
      };
      const shoot = async (path: string, name: string, prepare: (page: Page) => Promise<void>) => {
        const result = await screenshotAll(browser, stack.url, path, name, prepare);
        violations.push(...result.cspViolations);
      };
      await shoot('/analytics', 'analytics', signedIn(demoToken, chartsDrawn));
      await shoot('/analytics?period=year', 'analytics-year', signedIn(demoToken, chartsDrawn));
      await shoot(
        '/analytics',
        'analytics-tables',
        signedIn(demoToken, async (page) => {
          await chartsDrawn(page);
          const show = page.getByRole('button', { name: /^Show data table/ });
          while ((await show.count()) > 0) await show.first().click();
        }),
      );
      const fresh = await registerFresh();
      await shoot(
        '/analytics',
        'analytics-empty',
        signedIn(fresh, (page) =>
          page
            .getByRole('heading', { name: 'Set up your prescription to track adherence' })
            .waitFor(),
        ),
      );
      await shoot('/analytics/report', 'analytics-report', signedIn(demoToken, reportShown));
      await shoot(
        '/analytics/report',
        'analytics-report-print',
        signedIn(demoToken, async (page) => {
          await reportShown(page);
          await page.emulateMedia({ media: 'print' });
        }),
      );
      expect(violations).toEqual([]);
      expect(viewports.length * schemes.length).toBe(4);
    },
    300_000,
  );
});
