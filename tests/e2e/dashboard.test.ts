import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckinRepository } from '../../api/src/data/checkin-repository.js';
import { addDays, localDateOf } from '../../api/src/domain/calendar-dates.js';
import { demoAccount, seedDemoAccount } from '../../api/src/seed/demo-account.js';
import { hasChromium, launchBrowser, openPage, type WatchedPage } from '../support/browser.js';
import {
  schemes,
  screenshotAll,
  screenshotDir,
  screenshotSetWanted,
  viewports,
} from '../support/screenshots.js';
import { startStack, type Stack } from '../support/stack.js';

const zone = 'America/Chicago';
let counter = 0;

interface DashboardAnswer {
  journeyDay: number | null;
  today: string;
  unreadCoachMessages: number;
  stats: {
    streak: number;
    level: number;
    xp: number;
    xpToNext: number;
    progressPercent: number;
    adherenceRate: number | null;
    weeklyGoalsCompleted: number;
    totalWeeklyGoals: number;
  };
  prescription: { dosage: string; frequency: string } | null;
  achievements: { id: string; title: string; unlocked: boolean; seen: boolean }[];
  dailyTasks: { id: string; label: string; completed: boolean; xp: number }[];
  weeklyGoals: { id: string; label: string; target: number; progress: number }[];
  celebration: { streakMilestone: boolean };
}

describe.skipIf(!hasChromium)('the dashboard in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let demoToken: string;
  const today = () => localDateOf(Date.now(), zone);

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    await seedDemoAccount(stack.deps);
    const res = await fetch(`${stack.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.url },
      body: JSON.stringify({ email: demoAccount.email, password: demoAccount.password }),
    });
    expect(res.status).toBe(200);
    demoToken = ((await res.json()) as { token: string }).token;
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function api(token: string, path: string, method = 'GET', body?: unknown) {
    return fetch(`${stack.url}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        origin: stack.url,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
  }

  async function dashboardOf(token: string): Promise<DashboardAnswer> {
    const res = await api(token, '/dashboard');
    expect(res.status).toBe(200);
    return (await res.json()) as DashboardAnswer;
  }

  async function register(): Promise<{ token: string; userId: string }> {
    const res = await fetch(`${stack.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.url },
      body: JSON.stringify({
        email: `dashboard${++counter}-${Date.now()}@example.com`,
        password: 'correct horse battery',
        firstName: 'Sam',
        lastName: 'Legalname',
        preferredName: 'Sam',
        dateOfBirth: '1995-06-10',
        race: 'prefer-not-to-say',
        pronouns: 'he/him',
        preferredTreatmentPlace: 'lgbtq-clinic',
        currentlyOnHRT: true,
        agreeToTerms: true,
        ageConfirmation: true,
        timezone: zone,
      }),
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { token: string; user: { id: string } };
    return { token: body.token, userId: body.user.id };
  }

  /**
   * A mood check-in on each of the last `days` days (today included), written straight through
   * the API's repository with its creation time on that day: a streak the rules accept.
   */
  async function checkinHistory(userId: string, days: number): Promise<void> {
    const checkins = createCheckinRepository(stack.storage);
    for (let i = days - 1; i >= 0; i--) {
      const date = addDays(today(), -i);
      // Noon in Chicago (CDT or CST), whichever offset: the same local date.
      const createdAt = new Date(`${date}T12:00:00-05:00`).toISOString();
      await checkins.save(
        userId,
        date,
        { mood: 4, energy: 3, note: null, timezone: zone },
        randomUUID(),
        createdAt,
      );
    }
  }

  /** Signed in on this device: the token, and the app version (else the version check clears it). */
  const storeSession = (t: string) => {
    localStorage.setItem('auth_token', t);
    localStorage.setItem('app_version', '1.0.2');
  };

  async function withPage<T>(
    token: string,
    run: (w: WatchedPage) => Promise<T>,
    options: Parameters<typeof openPage>[1] = {},
    /** Console errors a test provokes on purpose. */
    allowed?: RegExp,
  ): Promise<T> {
    const w = await openPage(browser, { timezoneId: zone, ...options });
    await w.page.addInitScript(storeSession, token);
    try {
      const result = await run(w);
      expect(w.cspViolations).toEqual([]);
      expect(w.problems.filter((p) => !allowed?.test(p))).toEqual([]);
      return result;
    } finally {
      await w.close();
    }
  }

  /** A person without a prescription: GET /api/prescription answers 404, as it should. */
  const noPrescription = /Failed to load resource: the server responded with a status of 404/;

  const levelBadge = (page: Page) => page.getByTestId('level-badge');
  const quickActions = (page: Page) => page.getByRole('region', { name: 'Quick Actions' });
  const task = (page: Page, id: string) => page.locator(`li[data-task="${id}"]`);
  const toast = (page: Page) => page.locator('[data-achievement-toast]');
  const overlay = (page: Page) => page.getByTestId('streak-celebration');

  async function openDashboard(page: Page) {
    await page.goto(`${stack.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Welcome back!' }).waitFor();
    await levelBadge(page).waitFor();
  }

  it('logs an injection from the quick actions: XP and the daily task move without a reload', async () => {
    const { token } = await register();
    const put = await api(token, '/prescription', 'PUT', {
      medication: 'Testosterone cypionate',
      doseAmount: 0.3,
      doseUnit: 'mL',
      intervalDays: 7,
      route: 'IM',
      startDate: today(),
    });
    expect(put.status).toBe(200);

    await withPage(token, async ({ page }) => {
      await openDashboard(page);
      expect(await levelBadge(page).innerText()).toBe('Level 1 • 0 XP');
      expect(await task(page, 'log-injection').getAttribute('data-completed')).toBe('false');
      // No dose logged and no HRT start date yet: the journey counts from the prescription's
      // start date (today), shown from the first day.
      expect(await page.getByTestId('journey-day').innerText()).toContain(
        "You're on day 1 of your journey",
      );
      // The first dose is due today: a priority with its action.
      const priorities = page.getByRole('region', { name: "Today's Priorities" });
      await priorities.getByText('Take your dose today').waitFor();
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

      await quickActions(page).getByRole('button', { name: 'Log Injection' }).click();
      const dialog = page.getByRole('dialog', { name: 'Log Injection' });
      await dialog.getByRole('button', { name: 'Log Injection' }).click();
      await dialog.waitFor({ state: 'detached' });

      await expect.poll(() => levelBadge(page).innerText()).toBe('Level 1 • 50 XP');
      await expect
        .poll(() => task(page, 'log-injection').getAttribute('data-completed'))
        .toBe('true');
      expect(await page.getByTestId('journey-day').innerText()).toContain(
        "You're on day 1 of your journey",
      );
      await priorities.getByText('Take your dose today').waitFor({ state: 'detached' });
      // The prescription card and the quick calendar update too: the next dose is a week away
      // and today is a completed (green) day.
      await page
        .getByRole('region', { name: 'Prescription Schedule' })
        .getByText('7 days remaining')
        .waitFor();
      await expect
        .poll(() => page.locator(`[data-date="${today()}"]`).first().getAttribute('aria-label'))
        .toContain('Completed');
      // The same document all along.
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    });
  });

  it('records a mood check-in from the quick actions: the task and XP move without a reload', async () => {
    const { token } = await register();
    await withPage(
      token,
      async ({ page }) => {
        await openDashboard(page);
        expect(await task(page, 'record-mood').getAttribute('data-completed')).toBe('false');
        await quickActions(page).getByRole('button', { name: 'Mood Check-in' }).click();
        const dialog = page.getByRole('dialog', { name: 'Mood Check-in' });
        await dialog
          .getByRole('radiogroup', { name: 'Mood' })
          .getByRole('radio', { name: /Good/ })
          .check();
        await dialog.getByRole('button', { name: 'Save check-in' }).click();
        await page.getByText('Checked in for today').first().waitFor();
        await expect
          .poll(() => task(page, 'record-mood').getAttribute('data-completed'))
          .toBe('true');
        await expect.poll(() => levelBadge(page).innerText()).toBe('Level 1 • 25 XP');
        // No prescription yet: GET /api/prescription answers 404 (allowed below).
      },
      {},
      /status of 404/,
    );
  });

  it("asks for the journal's tags only when the journal dialog opens, and suggests them there", async () => {
    const { token } = await register();
    const saved = await api(token, '/journal', 'POST', {
      title: 'Leg day',
      content: 'New squat record.',
      tags: ['gym'],
    });
    expect(saved.status).toBe(201);
    await withPage(
      token,
      async ({ page }) => {
        const tagReads: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('/api/journal/tags')) tagReads.push(request.url());
        });
        await openDashboard(page);
        await page.waitForLoadState('networkidle');
        expect(tagReads).toEqual([]);
        await quickActions(page).getByRole('button', { name: 'Journal Entry' }).click();
        const dialog = page.getByRole('dialog', { name: 'New journal entry' });
        await dialog.getByRole('button', { name: 'Add tag gym' }).waitFor();
        expect(tagReads).toHaveLength(1);
      },
      {},
      /status of 404/,
    );
  });

  it('toasts each new achievement once, one at a time, and never again after a reload', async () => {
    const { token, userId } = await register();
    // 22 days in a row: First Week Champion, Consistency Master, then Rising Star (level 5).
    await checkinHistory(userId, 22);

    await withPage(token, toastFlow, {}, noPrescription);
    async function toastFlow({ page }: WatchedPage) {
      const seen: string[] = [];
      page.on('request', (r) => {
        const m = /\/api\/achievements\/([^/]+)\/seen$/.exec(r.url());
        if (m && r.method() === 'POST') seen.push(m[1] as string);
      });
      await openDashboard(page);
      const first = toast(page).filter({ hasText: 'First Week Champion' });
      await first.waitFor();
      expect(await first.innerText()).toMatch(
        /Achievement Unlocked![\s\S]*First Week Champion[\s\S]*Complete a daily task 7 days in a row[\s\S]*\+100 XP/,
      );
      // One at a time.
      expect(await toast(page).count()).toBe(1);
      await page.waitForTimeout(600); // its entrance animation
      await page.screenshot({ path: join(screenshotDir, 'dashboard-toast-1280-light.png') });
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(screenshotDir, 'dashboard-toast-390-dark.png') });
      await page.setViewportSize({ width: 1280, height: 900 });

      // 4 s each, then the next.
      await toast(page).filter({ hasText: 'Consistency Master' }).waitFor({ timeout: 8000 });
      expect(await first.count()).toBe(0);
      await toast(page).filter({ hasText: 'Rising Star' }).waitFor({ timeout: 8000 });
      await expect.poll(() => seen.length, { timeout: 5000 }).toBe(3);
      expect(seen.sort()).toEqual(['consistency-master', 'first-week', 'level-5']);
      await toast(page).first().waitFor({ state: 'detached', timeout: 8000 });
    }

    const after = await dashboardOf(token);
    const unlocked = after.achievements.filter((a) => a.unlocked);
    expect(unlocked.map((a) => a.id).sort()).toEqual([
      'consistency-master',
      'first-week',
      'level-5',
    ]);
    expect(unlocked.every((a) => a.seen)).toBe(true);

    // A reload (a new page, like another device): no toast again.
    await withPage(
      token,
      async ({ page }) => {
        await openDashboard(page);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1500);
        expect(await toast(page).count()).toBe(0);
        // The achievements themselves show as unlocked.
        const achievements = page.getByRole('region', { name: 'Your Progress' });
        expect(
          await achievements
            .locator('li[data-achievement="first-week"]')
            .getAttribute('data-unlocked'),
        ).toBe('true');
      },
      {},
      noPrescription,
    );
  });

  it("celebrates a 7-day streak with 'Week Streak Achieved!' for 3 s, once that day", async () => {
    const { token, userId } = await register();
    await checkinHistory(userId, 7);
    // The unlock happens on the first read; acknowledge its toast so only the overlay shows.
    const first = await dashboardOf(token);
    expect(first.stats.streak).toBe(7);
    expect(first.celebration.streakMilestone).toBe(true);
    expect((await api(token, '/achievements/first-week/seen', 'POST')).status).toBe(204);

    await withPage(token, celebrationFlow, {}, noPrescription);
    async function celebrationFlow({ page }: WatchedPage) {
      await page.goto(`${stack.url}/dashboard`);
      await overlay(page).waitFor();
      const shownAt = Date.now();
      expect(await overlay(page).textContent()).toMatch(/7-day streak[\s\S]*Week Streak Achieved!/);
      await page.screenshot({ path: join(screenshotDir, 'dashboard-celebration-1280-light.png') });
      await overlay(page).waitFor({ state: 'detached', timeout: 5000 });
      const shownFor = Date.now() - shownAt;
      expect(shownFor).toBeGreaterThan(2000);
      expect(shownFor).toBeLessThan(4000);

      // A reload the same day does not replay it.
      await page.reload();
      await levelBadge(page).waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      expect(await overlay(page).count()).toBe(0);
    }

    // The overlay on a phone, dark (a fresh device: its memory is per device).
    await withPage(
      token,
      async ({ page }) => {
        await page.goto(`${stack.url}/dashboard`);
        await overlay(page).waitFor();
        await page.screenshot({ path: join(screenshotDir, 'dashboard-celebration-390-dark.png') });
        // Escape ends it sooner.
        await page.keyboard.press('Escape');
        await overlay(page).waitFor({ state: 'detached' });
      },
      { viewport: { width: 390, height: 844 }, colorScheme: 'dark', reducedMotion: 'reduce' },
      noPrescription,
    );
  });

  it("renders the demo account's dashboard with the values GET /api/dashboard answers", async () => {
    const answer = await dashboardOf(demoToken);
    expect(answer.prescription).not.toBeNull();

    await withPage(demoToken, async ({ page }) => {
      await openDashboard(page);
      const { stats } = answer;
      // Numbers are formatted one way everywhere: '5,650 XP'.
      const n = (value: number) => value.toLocaleString('en-US');
      expect(await levelBadge(page).innerText()).toBe(`Level ${stats.level} • ${n(stats.xp)} XP`);
      expect(await page.getByText('Good to see you,').innerText()).toContain('Eli');
      expect(await page.getByTestId('journey-day').innerText()).toContain(
        `You're on day ${answer.journeyDay} of your journey`,
      );

      const progress = page.getByRole('region', { name: 'Your Progress' });
      const level = progress.getByTestId('level-card');
      expect(await level.innerText()).toContain(`Level ${stats.level}`);
      expect(await level.innerText()).toContain(
        `${n(stats.xpToNext)} XP to Level ${stats.level + 1}`,
      );
      const banner = progress.getByTestId('streak-banner');
      expect(await banner.innerText()).toContain(`${stats.streak} days`);
      expect(await banner.innerText()).toContain(
        stats.adherenceRate === null ? '—' : `${stats.adherenceRate}%`,
      );
      expect(await banner.getByRole('link').getAttribute('href')).toBe('/analytics');

      for (const t of answer.dailyTasks) {
        expect(await task(page, t.id).getAttribute('data-completed')).toBe(String(t.completed));
        expect(await task(page, t.id).innerText()).toContain(`+${t.xp} XP`);
      }
      const unlocked = answer.achievements.filter((a) => a.unlocked).length;
      await progress.getByText(`${unlocked} of ${answer.achievements.length} unlocked`).waitFor();
      // The panel shows the first four.
      expect(await progress.locator('li[data-achievement]').count()).toBe(4);

      const weekly = page.getByRole('region', { name: 'Weekly Goals' });
      await weekly
        .getByText(`${stats.weeklyGoalsCompleted} of ${stats.totalWeeklyGoals} complete this week`)
        .waitFor();
      for (const g of answer.weeklyGoals) {
        expect(await weekly.locator(`li[data-goal="${g.id}"]`).innerText()).toContain(
          `${g.progress}/${g.target}`,
        );
      }

      // Three columns side by side at 1280 px, holding the spec's cards in its order.
      const column = (n: number) => page.locator(`[data-column="${n}"]`);
      const boxes = await Promise.all([1, 2, 3].map((n) => column(n).boundingBox()));
      const [b1, b2, b3] = boxes.map((b) => b ?? { x: -1, y: -1, width: 0, height: 0 });
      expect(b1!.x).toBeLessThan(b2!.x);
      expect(b2!.x).toBeLessThan(b3!.x);
      expect(Math.abs(b1!.y - b3!.y)).toBeLessThan(2);
      const headings = async (n: number) =>
        (await column(n).locator('h2').allInnerTexts()).map((t) => t.trim());
      expect(await headings(1)).toEqual(['Prescription Schedule', 'Calendar']);
      expect(await headings(2)).toEqual([
        'Quick Actions',
        "Today's Priorities",
        'Daily Affirmation',
      ]);
      expect(await headings(3)).toEqual(['Your Progress', 'Weekly Goals']);

      // Quick actions in the spec's order and labels.
      const labels = await quickActions(page).getByRole('button').allInnerTexts();
      expect(labels.map((l) => l.trim())).toEqual([
        'Photo Gallery',
        'Chat with the AI coach',
        'Journal Entry',
        'Log Injection',
        'Mood Check-in',
        'Daily Goals',
      ]);

      // 'View All Achievements': all six, locked and unlocked.
      await progress.getByRole('button', { name: 'View All Achievements' }).click();
      const all = page.getByRole('dialog', { name: 'All Achievements' });
      await all.waitFor(); // the dialog's code loads when it is first opened
      expect(await all.locator('li[data-achievement]').count()).toBe(6);
      for (const a of answer.achievements) {
        expect(
          await all.locator(`li[data-achievement="${a.id}"]`).getAttribute('data-unlocked'),
        ).toBe(String(a.unlocked));
      }
      await all.getByRole('button', { name: 'Done' }).click();
      await all.waitFor({ state: 'detached' });

      // 'Mood Check-in' and 'Journal Entry' open their dialogs.
      await quickActions(page).getByRole('button', { name: 'Mood Check-in' }).click();
      const mood = page.getByRole('dialog', { name: /check-in/i });
      await mood.waitFor();
      // Focus is inside the dialog, also after its skeleton gives way to the form (the
      // skeleton's Close button goes with it), so Escape reaches the dialog.
      await expect
        .poll(() => mood.evaluate((el) => el.contains(document.activeElement)))
        .toBe(true);
      await page.keyboard.press('Escape');
      await mood.waitFor({ state: 'detached' });
      await quickActions(page).getByRole('button', { name: 'Journal Entry' }).click();
      const editor = page.getByRole('dialog').first();
      await editor.getByRole('textbox').first().waitFor();
      await page.keyboard.press('Escape');
      await editor.waitFor({ state: 'detached' });

      // 'Photo Gallery' opens the gallery in a dialog.
      await quickActions(page).getByRole('button', { name: 'Photo Gallery' }).click();
      const gallery = page.getByRole('dialog', { name: 'Progress photos' });
      await gallery.waitFor();
      await gallery.getByRole('button', { name: 'Close' }).first().click();
      await gallery.waitFor({ state: 'detached' });

      // 'Daily Goals' brings the daily tasks into view, with focus on their heading.
      await quickActions(page).getByRole('button', { name: 'Daily Goals' }).click();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('Daily Tasks');

      // 'Chat with the AI coach' goes to the coach.
      await quickActions(page).getByRole('button', { name: 'Chat with the AI coach' }).click();
      await page.waitForURL(`${stack.url}/ai`);
    });
  });

  it('shows an error with a retry when the dashboard cannot load', async () => {
    const { token } = await register();
    await withPage(
      token,
      async ({ page }) => {
        let fail = true;
        await page.route('**/api/dashboard?*', (route) =>
          fail
            ? route.fulfill({
                status: 503,
                contentType: 'application/json',
                body: JSON.stringify({ error: 'unavailable', message: 'Try again in a moment.' }),
              })
            : route.continue(),
        );
        await page.goto(`${stack.url}/dashboard`);
        const alert = page.getByRole('alert').filter({ hasText: 'Could not load your progress.' });
        await alert.waitFor({ timeout: 15000 });
        fail = false;
        await alert.getByRole('button', { name: 'Retry' }).click();
        await levelBadge(page).waitFor();
        expect(await levelBadge(page).innerText()).toBe('Level 1 • 0 XP');
      },
      {},
      /Failed to load resource: the server responded with a status of (404|503)/,
    );
  });

  it.skipIf(!screenshotSetWanted)(
    'screenshots the demo dashboard and all achievements at 390 and 1280 px, light and dark',
    async () => {
      // The demo's toasts were acknowledged above; make sure before shooting.
      for (const a of (await dashboardOf(demoToken)).achievements) {
        if (a.unlocked && !a.seen) await api(demoToken, `/achievements/${a.id}/seen`, 'POST');
      }
      const violations: string[] = [];
      const signedIn = (then?: (page: Page) => Promise<void>) => async (page: Page) => {
        await page.evaluate(storeSession, demoToken);
        await page.reload();
        await levelBadge(page).waitFor();
        await page.locator('button[data-date]').first().waitFor();
        await page.waitForLoadState('networkidle');
        if (then) await then(page);
      };
      const result = await screenshotAll(browser, stack.url, '/dashboard', 'dashboard', signedIn());
      violations.push(...result.cspViolations);
      // The two-column layout between phone and wide screens.
      await withPage(
        demoToken,
        async ({ page }) => {
          await openDashboard(page);
          await page.waitForLoadState('networkidle');
          await page.screenshot({
            path: join(screenshotDir, 'dashboard-1024-light.png'),
            fullPage: true,
          });
        },
        { viewport: { width: 1024, height: 900 }, colorScheme: 'light', reducedMotion: 'reduce' },
      );

      // The dialog as seen on screen (the viewport, where its backdrop is).
      for (const viewport of viewports) {
        for (const colorScheme of schemes) {
          await withPage(
            demoToken,
            async ({ page }) => {
              await openDashboard(page);
              await page.waitForLoadState('networkidle');
              await page.getByRole('button', { name: 'View All Achievements' }).click();
              await page.getByRole('dialog', { name: 'All Achievements' }).waitFor();
              await page.waitForTimeout(400);
              await page.screenshot({
                path: join(
                  screenshotDir,
                  `dashboard-achievements-${viewport.label}-${colorScheme}.png`,
                ),
              });
            },
            {
              viewport: { width: viewport.width, height: viewport.height },
              colorScheme,
              reducedMotion: 'reduce',
            },
          );
        }
      }
      expect(violations).toEqual([]);
    },
  );
});
