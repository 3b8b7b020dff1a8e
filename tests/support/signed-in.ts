import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { demoAccount, seedDemoAccount } from '../../api/src/seed/demo-account.js';
import { registration } from './accounts.js';
import { openPage, type WatchedPage } from './browser.js';
import type { Stack } from './stack.js';

/** The app version the version check keeps stored data for (frontend/src/lib/version-check.ts). */
export const appVersion = '1.0.2';

/** A new account registered through the stack's API: its token. */
export async function newAccountToken(stack: Stack): Promise<string> {
  const res = await fetch(`${stack.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(registration()),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { token: string }).token;
}

/** The demo account, seeded and signed in: its token. */
export async function demoToken(stack: Stack): Promise<string> {
  await seedDemoAccount(stack.deps);
  const res = await fetch(`${stack.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoAccount.email, password: demoAccount.password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/**
 * A page with the token in local storage before the app starts (and the app version, so the
 * version check keeps it), opened on `path` and waited on until its level-1 heading shows. No
 * token: signed out. Fails on any CSP violation.
 */
export async function withSignedInPage<T>(
  browser: Browser,
  url: string,
  token: string | null,
  heading: string | null,
  run: (w: WatchedPage) => Promise<T>,
  options: Parameters<typeof openPage>[1] = {},
): Promise<T> {
  const w = await openPage(browser, options);
  try {
    await w.page.addInitScript(
      ([t, version]) => {
        localStorage.setItem('app_version', version);
        if (t) localStorage.setItem('auth_token', t);
      },
      [token ?? '', appVersion] as const,
    );
    await w.page.goto(url);
    const h1 = heading
      ? w.page.getByRole('heading', { name: heading, level: 1 })
      : w.page.locator('h1').first();
    await h1.waitFor({ timeout: 20_000 });
    const result = await run(w);
    expect(w.cspViolations).toEqual([]);
    return result;
  } finally {
    await w.close();
  }
}

/**
 * Puts the token on the open page's device as a sign-in would, with the app version beside it:
 * without it, a version check still running from the page's first load clears the token (on a
 * busy machine, after the test stored it), and the next page lands on sign-in.
 */
export async function plantToken(page: Page, token: string): Promise<void> {
  await page.evaluate(
    ([t, version]) => {
      localStorage.setItem('app_version', version);
      localStorage.setItem('auth_token', t);
    },
    [token, appVersion] as const,
  );
}
