import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import { demoToken } from './signed-in.js';
import { startStack, type Stack } from './stack.js';

export interface SignedInStack {
  /** The API, Azurite and the built front end, started for this file. */
  readonly stack: Stack;
  readonly browser: Browser;
  /** The demo account's token. */
  readonly token: string;
}

/**
 * A browser test file's setup: the stack, Chromium and the demo's token before its tests, all
 * stopped after them. Read the fields inside tests (they are set once `beforeAll` has run).
 */
export function signedInStack(): SignedInStack {
  const env = {} as { stack: Stack; browser: Browser; token: string };
  beforeAll(async () => {
    env.stack = await startStack();
    env.browser = await launchBrowser();
    env.token = await demoToken(env.stack);
  }, 120_000);
  afterAll(async () => {
    await env.browser?.close();
    await env.stack?.stop();
  });
  return env;
}
