import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../api/src/contracts/auth.js';
import { demoAccount, seedDemoAccount } from '../../api/src/seed/demo-account.js';
import { hasChromium, launchBrowser, openPage, type WatchedPage } from '../support/browser.js';
import { screenshotAll, screenshotSetWanted } from '../support/screenshots.js';
import { startStack, type Stack } from '../support/stack.js';
import { plantToken } from '../support/signed-in.js';

const password = 'correct horse battery';
let counter = 0;
const uniqueEmail = (name: string) => `${name}${++counter}-${Date.now()}@example.com`;

function registration(email: string) {
  return {
    email,
    password,
    firstName: 'Jordan',
    lastName: 'Legalname',
    preferredName: 'Jo',
    dateOfBirth: '1994-03-02',
    race: 'prefer-not-to-say',
    pronouns: 'he/him',
    preferredTreatmentPlace: 'lgbtq-clinic',
    currentlyOnHRT: true,
    agreeToTerms: true,
    ageConfirmation: true,
    timezone: 'America/Chicago',
  };
}

/** A form field by its label (a required field's label ends with Fluent's asterisk). */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\s*\\*?$`));

describe.skipIf(!hasChromium)('settings in Chromium', () => {
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

  const api = (path: string, init: RequestInit & { token?: string } = {}) =>
    fetch(`${stack.url}/api${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        ...(init.token ? { 'X-Stride-Auth': `Bearer ${init.token}` } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });

  async function apiRegister(email = uniqueEmail('settings')) {
    const res = await api('/auth/register', {
      method: 'POST',
      body: JSON.stringify(registration(email)),
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { token: string };
    return { email, token: body.token };
  }

  async function apiLogin(email: string, secret: string) {
    return api('/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email, password: secret }),
    });
  }

  async function withPage<T>(
    run: (w: WatchedPage) => Promise<T>,
    options: Parameters<typeof openPage>[1] = {},
  ): Promise<T> {
    const w = await openPage(browser, options);
    try {
      const result = await run(w);
      expect(w.cspViolations).toEqual([]);
      // Refusals the tests provoke on purpose (a wrong password, a stale copy) are logged by
      // Chromium as failed loads; anything else is a problem.
      const expected = /Failed to load resource: the server responded with a status of (400|409)/;
      expect(w.problems.filter((problem) => !expected.test(problem))).toEqual([]);
      return result;
    } finally {
      await w.close();
    }
  }

  /** Puts the token on the device (as a sign-in would), then opens a settings section. */
  async function openSettings(page: Page, token: string, section = 'profile') {
    await page.goto(`${stack.url}/terms`);
    // The first visit's version check clears storage: let it finish before storing the token.
    await page.waitForLoadState('networkidle');
    await plantToken(page, token);
    await page.goto(`${stack.url}/settings?section=${section}`);
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
  }

  it('edits the profile: the shell shows the new name at once; a stale copy says so', async () => {
    const account = await apiRegister();
    await withPage(async ({ page }) => {
      await openSettings(page, account.token);
      expect(await field(page, 'Preferred name').inputValue()).toBe('Jo');
      expect(await field(page, 'Legal first name').inputValue()).toBe('Jordan');
      await page.getByText('Legal name', { exact: true }).waitFor();

      await field(page, 'Preferred name').fill('Kai');
      await field(page, 'Pronouns').selectOption('he/they');
      // The time zone by keyboard on a cold load: its combobox loads on intent, behind a
      // stand-in that keeps what is typed meanwhile and hands it over with the focus.
      const zone = page.getByRole('combobox', { name: /^Time zone/ });
      await field(page, 'Pronouns').focus();
      await page.keyboard.press('Tab');
      await page.keyboard.type('tokyo');
      await page.getByRole('option', { name: /^Asia\/Tokyo/ }).waitFor();
      expect(await zone.evaluate((e) => e === document.activeElement)).toBe(true);
      expect(await zone.inputValue()).toBe('tokyo');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      expect(await zone.inputValue()).toBe('Asia/Tokyo');
      // Then searched and chosen with the pointer.
      await zone.click();
      await page
        .getByRole('option', { name: /^America\/Chicago/ })
        .first()
        .waitFor();
      await zone.fill('berl');
      await page.getByRole('option', { name: /^Europe\/Berlin/ }).click();
      expect(await zone.inputValue()).toBe('Europe/Berlin');
      await page.getByLabel('Show my legal name on the provider report').check();
      await page.getByRole('button', { name: 'Save profile' }).click();
      await page.locator('[data-app-toast]').getByText('Settings saved').first().waitFor();
      // The shell greets the new name without a reload.
      await page.getByRole('navigation').getByText('Kai', { exact: true }).first().waitFor();

      const me = (await (await api('/auth/me', { token: account.token })).json()) as {
        user: Record<string, unknown>;
      };
      expect(me.user).toMatchObject({
        name: 'Kai',
        preferredName: 'Kai',
        pronouns: 'he/they',
        timezone: 'Europe/Berlin',
        showLegalNameToProvider: true,
      });

      // Another device changes the profile: this copy is stale.
      const other = await api('/auth/me', {
        method: 'PATCH',
        token: account.token,
        body: JSON.stringify({ preferredName: 'Kit' }),
      });
      expect(other.status).toBe(200);
      await field(page, 'Preferred name').fill('Kasey');
      await page.getByRole('button', { name: 'Save profile' }).click();
      await page.getByText('This changed on another device').waitFor();
      await page.getByRole('button', { name: 'Reload' }).click();
      await expect.poll(() => field(page, 'Preferred name').inputValue()).toBe('Kit');
      await page.getByRole('navigation').getByText('Kit', { exact: true }).first().waitFor();

      // Clearing the preferred name falls back to the legal first name.
      await field(page, 'Preferred name').fill('');
      await page.getByRole('button', { name: 'Save profile' }).click();
      await page.locator('[data-app-toast]').getByText('Settings saved').first().waitFor();
      await page.getByRole('navigation').getByText('Jordan', { exact: true }).first().waitFor();
    });
  });

  it('changes the theme with the switch, and keeps it after a reload', async () => {
    const account = await apiRegister();
    await withPage(
      async ({ page }) => {
        await openSettings(page, account.token, 'appearance');
        const toggle = page.getByRole('switch', { name: 'Light Mode' });
        expect(await toggle.isChecked()).toBe(false);
        await toggle.click();
        const dark = page.getByRole('switch', { name: 'Dark Mode' });
        expect(await dark.isChecked()).toBe(true);
        await page.reload();
        await page.getByRole('heading', { name: 'Appearance' }).waitFor();
        expect(await page.getByRole('switch', { name: 'Dark Mode' }).isChecked()).toBe(true);
      },
      { colorScheme: 'light' },
    );
  });

  it('changes the password: a wrong current one shows beside it; other devices are signed out', async () => {
    const account = await apiRegister();
    const elsewhere = (await (await apiLogin(account.email, password)).json()) as { token: string };
    const newPassword = 'a much newer secret';
    await withPage(async ({ page }) => {
      await openSettings(page, account.token, 'security');
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByText('Current password is required').waitFor();

      await field(page, 'Current password').fill('not my password');
      await field(page, 'New password').fill(newPassword);
      await field(page, 'Confirm new password').fill('something else');
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByText('Passwords do not match').waitFor();
      await field(page, 'Confirm new password').fill(newPassword);
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByText(accountMessages.wrongPassword).waitFor();
      expect(await field(page, 'Current password').getAttribute('aria-invalid')).toBe('true');

      await field(page, 'Current password').fill(password);
      await page.getByRole('button', { name: 'Change password' }).click();
      const changed = page.locator('[data-app-toast]').filter({ hasText: 'Password changed' });
      await changed.getByText('1 other device was signed out.').waitFor();
      expect((await api('/auth/me', { token: elsewhere.token })).status).toBe(401);
      expect((await api('/auth/me', { token: account.token })).status).toBe(200);

      // Sign out, and in with the new password.
      await page.getByRole('button', { name: 'Sign out', exact: true }).click();
      await page.waitForURL(`${stack.url}/login`);
      await field(page, 'Email').fill(account.email);
      await field(page, 'Password').fill(newPassword);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.waitForURL(`${stack.url}/dashboard`);
    });
    expect((await apiLogin(account.email, password)).status).toBe(401);
  });

  it('makes new recovery codes and signs other devices out, one or all', async () => {
    const account = await apiRegister();
    for (let i = 0; i < 2; i++) await apiLogin(account.email, password);
    await withPage(async ({ page }) => {
      await openSettings(page, account.token, 'security');
      const list = page.getByRole('list', { name: 'Active sessions' });
      await list.getByText('This device').waitFor();
      expect(await list.locator('li').count()).toBe(3);

      await page
        .getByRole('button', { name: /^Sign out .+/ })
        .first()
        .click();
      await page
        .locator('[data-app-toast]')
        .getByText(/was signed out\.$/)
        .waitFor();
      await expect.poll(() => list.locator('li').count()).toBe(2);
      await page.getByRole('button', { name: 'Sign out all other devices' }).click();
      await page.locator('[data-app-toast]').getByText('1 device was signed out.').waitFor();
      await expect.poll(() => list.locator('li').count()).toBe(1);
      expect(
        await page.getByRole('button', { name: 'Sign out all other devices' }).isDisabled(),
      ).toBe(true);

      await page.getByRole('button', { name: 'Create new recovery codes' }).click();
      await page.getByText('Password is required').waitFor();
      await field(page, 'Your password').fill('wrong one');
      await page.getByRole('button', { name: 'Create new recovery codes' }).click();
      await page.getByText(accountMessages.wrongPassword).waitFor();
      await field(page, 'Your password').fill(password);
      await page.getByRole('button', { name: 'Create new recovery codes' }).click();
      const codes = page.getByRole('list', { name: 'Recovery codes' }).locator('li');
      await codes.first().waitFor();
      expect(await codes.count()).toBe(10);
      const first = (await codes.first().innerText()).replace(/^\d+\.\s*/, '').trim();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download .txt' }).click();
      expect((await download).suggestedFilename()).toBe('stride-recovery-codes.txt');
      await page.getByRole('button', { name: 'I saved them' }).click();
      await page.getByRole('button', { name: 'Create new recovery codes' }).waitFor();

      // The new code resets the password.
      const recovered = await api('/auth/recover', {
        method: 'POST',
        body: JSON.stringify({
          email: account.email,
          recoveryCode: first,
          newPassword: 'reset by code',
        }),
      });
      expect(recovered.status).toBe(200);
    });
  });

  it('exports everything as JSON (with the email), and the doses as CSV', async () => {
    const account = await apiRegister();
    await withPage(async ({ page }) => {
      await openSettings(page, account.token, 'privacy');
      await page.getByRole('link', { name: 'Read the full Privacy Policy' }).waitFor();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download my data' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^stride-export-\d{4}-\d{2}-\d{2}\.json$/);
      const saved = await file.path();
      const body = JSON.parse(await readFile(saved, 'utf8')) as Record<string, unknown>;
      expect(JSON.stringify(body)).toContain(account.email);
      await page.getByText(/\.json downloaded\.$/).waitFor();

      const csv = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Injections (CSV)' }).click();
      const csvFile = await csv;
      expect(csvFile.suggestedFilename()).toBe('stride-injections.csv');
      expect(await readFile(await csvFile.path(), 'utf8')).toMatch(/^date,taken_at/);
      const checkins = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Check-ins (CSV)' }).click();
      expect((await checkins).suggestedFilename()).toBe('stride-checkins.csv');
    });
  });

  it('deletes the account after DELETE and the password; lands on /goodbye; sign-in then fails', async () => {
    const account = await apiRegister();
    await withPage(async ({ page }) => {
      await openSettings(page, account.token, 'privacy');
      await page.getByRole('button', { name: 'Delete account' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
      await dialog.waitFor();
      const confirm = dialog.getByRole('button', { name: 'Delete my account' });
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByLabel(/^Type DELETE to confirm/).fill('delete');
      await dialog.getByLabel(/^Your password/).fill('wrong password');
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByLabel(/^Type DELETE to confirm/).fill('DELETE');
      await confirm.click();
      await dialog.getByText(accountMessages.wrongPassword).waitFor();
      expect(await dialog.getByLabel(/^Your password/).getAttribute('aria-invalid')).toBe('true');

      // Cancel keeps everything; opening again starts empty.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Delete account' }).click();
      expect(await dialog.getByLabel(/^Type DELETE to confirm/).inputValue()).toBe('');

      await dialog.getByLabel(/^Type DELETE to confirm/).fill('DELETE');
      await dialog.getByLabel(/^Your password/).fill(password);
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await page.waitForURL(`${stack.url}/goodbye`);
      await page.getByRole('heading', { name: 'Your account has been deleted' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
      await page.getByRole('link', { name: 'Back to the Stride home page' }).click();
      await page.waitForURL(`${stack.url}/`);
    });
    expect((await apiLogin(account.email, password)).status).toBe(401);
    expect((await api('/auth/me', { token: account.token })).status).toBe(401);
  });

  it.skipIf(!screenshotSetWanted)(
    'screenshots every section and the delete dialog at 390 and 1280 px, light and dark',
    async () => {
      await seedDemoAccount(stack.deps);
      const res = await apiLogin(demoAccount.email, demoAccount.password);
      const { token } = (await res.json()) as { token: string };
      await apiLogin(demoAccount.email, demoAccount.password); // a second device in the list
      const violations: string[] = [];
      const prepare =
        (heading: string, then?: (page: Page) => Promise<void>) => async (page: Page) => {
          await plantToken(page, token);
          await page.reload();
          await page.getByRole('heading', { name: heading }).first().waitFor();
          await page.waitForLoadState('networkidle');
          if (then) await then(page);
        };
      const shots: [string, string, (page: Page) => Promise<void>][] = [
        ['profile', 'settings-profile', prepare('Legal name')],
        ['treatment', 'settings-treatment', prepare('Treatment')],
        ['appearance', 'settings-appearance', prepare('Appearance')],
        [
          'security',
          'settings-security',
          prepare('Active sessions', async (page) => {
            await page.getByText('This device', { exact: true }).waitFor();
          }),
        ],
        ['privacy', 'settings-privacy', prepare('Export your data')],
        [
          'privacy',
          'settings-delete-dialog',
          prepare('Export your data', async (page) => {
            await page.getByRole('button', { name: 'Delete account' }).click();
            await page.getByRole('alertdialog').waitFor();
            await page.getByLabel(/^Type DELETE to confirm/).fill('DELETE');
            await page.waitForTimeout(400);
          }),
        ],
        [
          'profile',
          'settings-timezone-open',
          prepare('Legal name', async (page) => {
            await page.getByRole('combobox', { name: /^Time zone/ }).click();
            await page.getByRole('combobox', { name: /^Time zone/ }).fill('new');
            await page.waitForTimeout(300);
          }),
        ],
      ];
      for (const [section, name, run] of shots) {
        const result = await screenshotAll(
          browser,
          stack.url,
          `/settings?section=${section}`,
          name,
          run,
        );
        violations.push(...result.cspViolations);
      }
      // The goodbye page.
      const bye = await screenshotAll(browser, stack.url, '/goodbye', 'goodbye');
      violations.push(...bye.cspViolations);
      expect(violations).toEqual([]);
    },
    300_000,
  );
});
