import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../api/src/contracts/auth.js';
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
import { plantToken } from '../support/signed-in.js';

const password = 'correct horse battery';
let counter = 0;
const uniqueEmail = (name: string) => `${name}${++counter}-${Date.now()}@example.com`;

/** A valid registration body for the API (accounts made outside the browser). */
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

describe.skipIf(!hasChromium)('accounts in Chromium', () => {
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

  async function apiRegister(email = uniqueEmail('api')) {
    const res = await fetch(`${stack.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registration(email)),
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { token: string; recoveryCodes: string[] };
    return { email, token: body.token, recoveryCodes: body.recoveryCodes };
  }

  async function withPage<T>(
    run: (w: WatchedPage) => Promise<T>,
    options: Parameters<typeof openPage>[1] = {},
  ): Promise<T> {
    const w = await openPage(browser, options);
    try {
      const result = await run(w);
      expect(w.cspViolations).toEqual([]);
      return result;
    } finally {
      await w.close();
    }
  }

  /** A form field by its label (a required field's label ends with Fluent's asterisk). */
  const field = (page: Page, label: string) =>
    page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\s*\\*?$`));

  async function signIn(page: Page, email: string, secret: string) {
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(secret);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  }

  it('registers through the five steps, shows the recovery codes once, signs out and in', async () => {
    const email = uniqueEmail('new');
    await withPage(async ({ page }) => {
      await page.goto(`${stack.url}/register`);
      await page.locator('form[data-live]').waitFor(); // hydrated: the form is the app's
      for (const step of [
        'Personal Information',
        'Identity & Demographics',
        'Address',
        'Treatment Preferences',
        'Legal Confirmations',
      ]) {
        await page.getByRole('heading', { name: new RegExp(`^${step}`) }).waitFor();
      }
      // Step 1
      await field(page, 'First name').fill('Sam');
      await field(page, 'Last name').fill('Legal');
      await field(page, 'Preferred name (optional)').fill('Sammy');
      await field(page, 'Date of birth').fill('1998-07-20');
      await field(page, 'Email').fill(email);
      await field(page, 'Password').fill(password);
      await field(page, 'Confirm password').fill(password);
      // Step 2
      await field(page, 'Race/ethnicity').selectOption('multiracial');
      await field(page, 'Pronouns').selectOption({ label: 'he/they' });
      // Step 3: shown, then filled
      await page.getByRole('button', { name: 'Add Address' }).click();
      await field(page, 'Street address').fill('1 Main St');
      await field(page, 'City').fill('Austin');
      await field(page, 'State').selectOption('TX');
      await field(page, 'ZIP code').fill('78701');
      await page.getByRole('button', { name: 'Hide Address' }).waitFor();
      // Step 4
      await field(page, 'Preferred treatment place').selectOption('telehealth');
      await page.getByLabel('I am currently on HRT').check();
      // Step 5
      await page.getByLabel(/I agree to the Terms of Service/).check();
      await page.getByLabel('I confirm I am 18 or older').check();
      expect(await page.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
        '/terms',
      );
      expect(await page.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
        '/privacy',
      );

      let release: () => void = () => {};
      const held = new Promise<void>((done) => (release = done));
      await page.route('**/api/auth/register', async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole('button', { name: 'Create Account' }).click();
      const creating = page.getByRole('button', { name: 'Creating Your Account...' });
      await creating.waitFor();
      expect(await creating.isDisabled()).toBe(true);
      release();

      await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
      const codes = await page.getByRole('list', { name: 'Recovery codes' }).locator('li').all();
      expect(codes).toHaveLength(10);
      expect(await codes[0]?.innerText()).toMatch(
        /[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/,
      );
      // The session is set only after the codes are saved.
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        await page.screenshot({
          path: join(screenshotDir, `register-codes-1280-${theme}.png`),
          fullPage: true,
        });
      }
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download .txt' }).click();
      expect((await download).suggestedFilename()).toBe('stride-recovery-codes.txt');
      const enter = page.getByRole('button', { name: 'Continue to Stride' });
      expect(await enter.isDisabled()).toBe(true);
      await page.getByLabel('I saved these codes').check();
      await enter.click();

      await page.waitForURL(`${stack.url}/dashboard`);
      await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
      await page.getByText('Sammy').first().waitFor();
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();

      // Sign out: the server revokes the token, the device forgets it and its drafts.
      const oldToken = await page.evaluate(() => {
        localStorage.setItem('stride_draft:journal:new', '{"title":"x"}');
        return localStorage.getItem('auth_token');
      });
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL(`${stack.url}/login`);
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
      expect(
        await page.evaluate(() => localStorage.getItem('stride_draft:journal:new')),
      ).toBeNull();
      const me = await fetch(`${stack.url}/api/auth/me`, {
        headers: { 'X-Stride-Auth': `Bearer ${oldToken}` },
      });
      expect(me.status).toBe(401);

      // And back in, with Remember me.
      await page.getByLabel('Remember me').check();
      await signIn(page, email, password);
      await page.waitForURL(`${stack.url}/dashboard`);
      await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
    });
  });

  it("shows every login message of the spec, and 'Signing you in...' while it waits", async () => {
    const account = await apiRegister();
    await withPage(async ({ page }) => {
      await page.goto(`${stack.url}/login`);
      await page.locator('form[data-live]').waitFor(); // hydrated: the form is the app's
      const submit = page.getByRole('button', { name: 'Sign In', exact: true });
      await submit.click();
      await page.getByText('Email is required').waitFor();
      await page.getByText('Password is required').waitFor();
      // The first invalid field has the focus; editing a field clears its error.
      expect(await field(page, 'Email').evaluate((el) => el === document.activeElement)).toBe(true);
      await field(page, 'Email').fill('not-an-email');
      expect(await page.getByText('Email is required').count()).toBe(0);
      await page.getByText('Password is required').waitFor();
      await submit.click();
      await page.getByText('Please enter a valid email').waitFor();
      await page.screenshot({ path: join(screenshotDir, 'login-errors-1280-light.png') });

      await signIn(page, account.email, 'wrong password!');
      await page.getByText(authMessages.invalidCredentials).waitFor();
      expect(page.url()).toBe(`${stack.url}/login`);

      let release: () => void = () => {};
      const held = new Promise<void>((done) => (release = done));
      await page.route('**/api/auth/login', async (route) => {
        await held;
        await route.continue();
      });
      await field(page, 'Password').fill(password);
      await submit.click();
      const pending = page.getByRole('button', { name: 'Signing you in...' });
      await pending.waitFor();
      expect(await pending.isDisabled()).toBe(true);
      release();
      await page.waitForURL(`${stack.url}/dashboard`);
    });
  });

  it('says when the network fails, and shows the lockout message of a 429', async () => {
    const account = await apiRegister();
    await withPage(async ({ page }) => {
      await page.goto(`${stack.url}/login`);
      await page.locator('form[data-live]').waitFor(); // hydrated: the form is the app's
      await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
      await signIn(page, account.email, password);
      await page.getByText('Network error. Please try again.').waitFor();
      await page.unroute('**/api/auth/login');
      for (let i = 0; i < 5; i++) {
        const res = await fetch(`${stack.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: account.email, password: `wrong-${i}` }),
        });
        expect(res.status).toBe(401);
      }
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByText(authMessages.tooManyAttempts).waitFor();
      expect(await page.getByText(authMessages.invalidCredentials).count()).toBe(0);
    });
  });

  it('shows every registration message of the spec beside its field', async () => {
    const taken = await apiRegister();
    await withPage(async ({ page }) => {
      await page.goto(`${stack.url}/register`);
      await page.locator('form[data-live]').waitFor(); // hydrated: the form is the app's
      await page.getByRole('button', { name: 'Create Account' }).click();
      for (const message of [
        'First name is required',
        'Last name is required',
        'Date of birth is required',
        'Please select your race/ethnicity',
        'Please select your pronouns',
        'Please select preferred treatment location',
        'You must agree to the terms of service',
        'You must confirm you are 18 or older',
        'Email is required',
        'Password is required',
      ]) {
        await page.getByText(message, { exact: true }).waitFor();
      }
      expect(await field(page, 'First name').evaluate((el) => el === document.activeElement)).toBe(
        true,
      );
      await page.screenshot({
        path: join(screenshotDir, 'register-errors-1280-light.png'),
        fullPage: true,
      });
      // Editing a field clears its error.
      await field(page, 'First name').fill('  ');
      expect(await page.getByText('First name is required').count()).toBe(0);

      const year = new Date().getFullYear();
      await field(page, 'Date of birth').fill(`${year - 10}-01-01`);
      await field(page, 'Password').fill('short');
      await field(page, 'Confirm password').fill('different');
      await page.getByRole('button', { name: 'Add Address' }).click();
      await field(page, 'ZIP code').fill('123');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText('First name is required').waitFor();
      await page.getByText('You must be 18 or older to register').waitFor();
      await page.getByText(authMessages.passwordTooShort).waitFor();
      await page.getByText('Passwords do not match').waitFor();
      await page.getByText('Street address is required').waitFor();
      await page.getByText('City is required').waitFor();
      await page.getByText('Please select a state').waitFor();
      await page.getByText('Please enter a valid ZIP code').waitFor();

      // A complete form for an email that is taken: the 409 shows on the email field.
      await page.getByRole('button', { name: 'Hide Address' }).click();
      await field(page, 'First name').fill('Alex');
      await field(page, 'Last name').fill('Legal');
      await field(page, 'Date of birth').fill('1990-01-01');
      await field(page, 'Email').fill(taken.email);
      await field(page, 'Password').fill(password);
      await field(page, 'Confirm password').fill(password);
      await field(page, 'Race/ethnicity').selectOption('asian');
      await field(page, 'Pronouns').selectOption('they/them');
      await field(page, 'Preferred treatment place').selectOption('undecided');
      await page.getByLabel(/I agree to the Terms of Service/).check();
      await page.getByLabel('I confirm I am 18 or older').check();
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText('An account with this email already exists').waitFor();
      expect(await field(page, 'Email').getAttribute('aria-invalid')).toBe('true');
    });
  });

  it('resets a password with a recovery code (and refuses a wrong one)', async () => {
    const account = await apiRegister();
    await withPage(async ({ page }) => {
      await page.goto(`${stack.url}/login`);
      await page.locator('form[data-live]').waitFor(); // hydrated: the form is the app's
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL(`${stack.url}/forgot-password`);
      // The router keeps the sign-in page on screen until the reset page's chunk has loaded
      // (a transition): wait for the new form before typing, or 'Email' is the old page's.
      await field(page, 'Recovery code').waitFor();
      await field(page, 'Email').fill(account.email);
      await field(page, 'Recovery code').fill('AAAA-BBBB-CCCC-DDDD');
      await field(page, 'New password').fill('a brand new secret');
      await field(page, 'Confirm new password').fill('a brand new secret');
      await page.getByRole('button', { name: 'Reset password' }).click();
      await page.getByText(authMessages.recoveryCodeInvalid).waitFor();
      expect(await field(page, 'Recovery code').getAttribute('aria-invalid')).toBe('true');

      await field(page, 'Recovery code').fill(account.recoveryCodes[0]?.toLowerCase() ?? '');
      await page.getByRole('button', { name: 'Reset password' }).click();
      await page.getByRole('heading', { name: 'Your password has been reset' }).waitFor();
      await page.getByRole('button', { name: 'Back to sign in' }).click();
      await page.waitForURL(`${stack.url}/login`);
      await signIn(page, account.email, 'a brand new secret');
      await page.waitForURL(`${stack.url}/dashboard`);
    });
  });

  it('sends a signed-out visit to /settings to /login, and back after signing in', async () => {
    const account = await apiRegister();
    await withPage(async ({ page }) => {
      await page.goto(`${stack.url}/settings`);
      await page.waitForURL(`${stack.url}/login?next=/settings`);
      await signIn(page, account.email, password);
      await page.waitForURL(`${stack.url}/settings`);
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      // Signed in, / and unknown paths go to the dashboard; /login goes on too.
      await page.goto(`${stack.url}/`);
      await page.waitForURL(`${stack.url}/dashboard`);
      await page.goto(`${stack.url}/nowhere`);
      await page.waitForURL(`${stack.url}/dashboard`);
      // Every page of the shell opens from the sidebar with its heading (the spec's texts where
      // the page keeps them; the other pages are tested by their own suites).
      for (const [name, path, text] of [
        ['Entries', '/calendar', 'Calendar & Journal'],
        ['Journal', '/journal', null],
        ['Analytics', '/analytics', null],
        ['Chat with the AI coach', '/ai', null],
        ['Community', '/community', null],
        ['Settings', '/settings', null],
        ['Dashboard', '/dashboard', 'Welcome back!'],
      ] as const) {
        await page.getByRole('link', { name, exact: true }).click();
        await page.waitForURL(`${stack.url}${path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        if (text) await page.getByText(text, { exact: true }).first().waitFor();
        await expect
          .poll(() => page.getByRole('link', { name, exact: true }).getAttribute('aria-current'), {
            message: name,
          })
          .toBe('page');
      }
      // A revoked session: the next signed-in call (here, a reload) goes back to /login.
      const token = await page.evaluate(() => localStorage.getItem('auth_token'));
      await fetch(`${stack.url}/api/auth/logout`, {
        method: 'POST',
        headers: { 'X-Stride-Auth': `Bearer ${token}` },
      });
      await page.goto(`${stack.url}/journal`);
      await page.waitForURL(`${stack.url}/login?next=/journal`);
      await page.getByText(authMessages.sessionExpired).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    });
  });

  it('opens the sidebar as a drawer at 390 px: Escape and the backdrop close it', async () => {
    const account = await apiRegister();
    await withPage(
      async ({ page }) => {
        await page.goto(`${stack.url}/login`);
        await page.locator('form[data-live]').waitFor(); // hydrated: the form is the app's
        await signIn(page, account.email, password);
        await page.waitForURL(`${stack.url}/dashboard`);
        const menu = page.getByRole('button', { name: 'Open navigation' });
        const nav = page.getByRole('link', { name: 'Community', exact: true });
        expect(await nav.isVisible()).toBe(false);

        await menu.click();
        await nav.waitFor({ state: 'visible' });
        await page.getByRole('button', { name: 'Close navigation' }).waitFor();
        await page.waitForTimeout(600); // the slide-in
        await page.screenshot({ path: join(screenshotDir, 'shell-drawer-390-light.png') });
        await page.keyboard.press('Escape');
        await nav.waitFor({ state: 'hidden' });
        await expect
          .poll(() => menu.evaluate((el) => el === document.activeElement), {
            message: 'focus returns to the menu button',
          })
          .toBe(true);

        await menu.click();
        await nav.waitFor({ state: 'visible' });
        // Tab stays inside the drawer.
        for (let i = 0; i < 15; i++) await page.keyboard.press('Tab');
        expect(
          await page.evaluate(
            () => document.activeElement?.closest('[aria-modal="true"]') !== null,
          ),
          'focus stays inside the drawer',
        ).toBe(true);
        await page.mouse.click(370, 400); // the backdrop, right of the drawer
        await nav.waitFor({ state: 'hidden' });

        await menu.click();
        await page.getByRole('button', { name: 'Close navigation' }).click();
        await nav.waitFor({ state: 'hidden' });

        await menu.click();
        await nav.click();
        await page.waitForURL(`${stack.url}/community`);
        await nav.waitFor({ state: 'hidden' });
      },
      { viewport: { width: 390, height: 844 } },
    );
  });

  it("signs the demo account in: the shell shows the name 'Eli'", async () => {
    await seedDemoAccount(stack.deps);
    await withPage(async ({ page }) => {
      await page.goto(`${stack.url}/login`);
      await page.locator('form[data-live]').waitFor(); // hydrated: the form is the app's
      await signIn(page, demoAccount.email, demoAccount.password);
      await page.waitForURL(`${stack.url}/dashboard`);
      await page.getByRole('navigation').getByText('Eli', { exact: true }).waitFor();
      await page.getByText('Good to see you, Eli.').waitFor();
    });
  });

  it.skipIf(!screenshotSetWanted)(
    'screenshots the account pages and the shell at 390 and 1280 px, light and dark',
    async () => {
      const violations: string[] = [];
      const shoot = async (path: string, name: string, prepare?: (page: Page) => Promise<void>) => {
        const result = await screenshotAll(browser, stack.url, path, name, prepare);
        violations.push(...result.cspViolations);
      };
      await shoot('/login', 'login');
      await shoot('/register', 'register', async (page) => {
        await page.getByRole('button', { name: 'Add Address' }).click();
      });
      await shoot('/forgot-password', 'forgot-password');

      // The shell, signed in as the demo account.
      await seedDemoAccount(stack.deps);
      const res = await fetch(`${stack.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: demoAccount.email, password: demoAccount.password }),
      });
      const { token } = (await res.json()) as { token: string };
      // The signed-out visit went to /login?next=…; with the token, a reload goes back there.
      const signedIn = (heading: string) => async (page: Page) => {
        await plantToken(page, token);
        await page.reload();
        await page.getByRole('heading', { name: heading }).waitFor();
      };
      await shoot('/dashboard', 'shell-dashboard', signedIn('Welcome back!'));
      await shoot('/calendar', 'shell-calendar', signedIn('Calendar & Journal'));
      expect(violations).toEqual([]);
      expect(viewports.length * schemes.length).toBe(4);
    },
    180_000,
  );
});
