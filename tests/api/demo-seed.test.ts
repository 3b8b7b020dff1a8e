import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../api/src/clock.js';
import { loadConfig } from '../../api/src/config.js';
import { silentLogger } from '../../api/src/logger.js';
import { demoAccount, seedDemoAccount } from '../../api/src/seed/demo-account.js';
import { postJson, startApi, type ApiHarness } from '../support/api.js';

let h: ApiHarness;
beforeAll(async () => {
  h = await startApi();
});
afterAll(async () => {
  await h.stop();
});

describe('demo account seed', () => {
  it('creates the demo account, can run again on every start, and signs in', async () => {
    const deps = {
      config: { ...loadConfig({}), seedDemo: true },
      storage: h.storage,
      clock: systemClock,
      log: silentLogger,
    };
    const first = await seedDemoAccount(deps);
    const second = await seedDemoAccount(deps);
    expect(second.userId).toBe(first.userId);
    const res = await h.request(
      '/api/auth/login',
      postJson({ email: demoAccount.email, password: demoAccount.password }),
    );
    expect(res.status).toBe(200);
    const { token, user } = await res.json();
    expect(user).toMatchObject({ name: 'Eli', email: demoAccount.email });
    const auth = { headers: { authorization: `Bearer ${token}` } };
    const { prescription } = await (await h.request('/api/prescription', auth)).json();
    expect(prescription).toMatchObject({
      dosage: '0.3mL',
      frequency: 'weekly',
      daysUntilNext: 2,
      isOverdue: false,
    });
    const list = await (await h.request('/api/injections?limit=200', auth)).json();
    expect(list.total).toBe(25); // 26 weekly doses, one missed
    const dashboard = await (await h.request('/api/dashboard', auth)).json();
    expect(dashboard.stats.streak).toBe(12);
    expect(dashboard.stats.level).toBeGreaterThanOrEqual(5);
    expect(dashboard.stats.adherenceRate).toBeGreaterThan(80);
    expect(dashboard.stats.adherenceRate).toBeLessThan(100);
    expect(
      dashboard.achievements
        .filter((a: { unlocked: boolean }) => a.unlocked)
        .map((a: { id: string }) => a.id),
    ).toEqual(expect.arrayContaining(['first-week', 'journal-enthusiast', 'level-5']));
    const journal = await (await h.request('/api/journal?limit=1', auth)).json();
    expect(journal.total).toBe(32);
    // Run again: the history is rewritten, not doubled.
    await seedDemoAccount(deps);
    expect((await (await h.request('/api/injections?limit=200', auth)).json()).total).toBe(25);
    expect((await (await h.request('/api/journal?limit=1', auth)).json()).total).toBe(32);
  });

  it('refuses to run in production', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      AZURE_STORAGE_CONNECTION_STRING: 'UseDevelopmentStorage=true',
      JWT_SECRET: 'x'.repeat(40),
      ALLOWED_ORIGIN: 'https://stride.example.org',
    });
    await expect(
      seedDemoAccount({ config, storage: h.storage, clock: systemClock, log: silentLogger }),
    ).rejects.toThrow(/never/);
  });
});
