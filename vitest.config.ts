import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One runner for every suite, so `npm test` can sum them:
 * - unit: pure modules and the adapter, beside their code (api, scripts)
 * - frontend: components and browser-side modules under jsdom
 * - api: the Hono app over HTTP against a real in-memory Azurite
 * - e2e: Playwright driving Debian's Chromium against the built front end
 * - infra: Bicep (parsed offline), azure.yaml, the deploy workflow and the API deploy package
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: ONE on the 2-core CI machine, so every
    // file ran after the other. Unit, frontend, api and infra files wait on loopback HTTP,
    // Azurite and child processes much of the time, so two at once on 2 cores finish sooner
    // (with fewer fuzz and race trials, their part of npm test went from about 11 minutes to 6);
    // the browser files too (see the e2e project).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['api/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Property tests run hundreds of cases: 5 s is not enough when the two cores are busy.
          testTimeout: 20_000,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'frontend',
          include: ['frontend/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Rendering Fluent dialogs in jsdom took 5.1 s under a full suite on 2 cores.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // Two browser files at once, each with its own stack and Chromium. Each file then takes
          // about twice as long (the 2 cores are busy), but the browser part of npm test went from
          // 20.4 to 16.7 minutes and the whole from 29.6 to 25.7 (2026-11-25): CI must fit in 30.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // expect.poll gives up after 1 s by default: a reload on a busy 2-core machine takes
          // longer, and the journal test failed that way under the full suite, never alone.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
    ],
  },
});
