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
    expect(dashboard.unreadCoachMessages).toBe(0);

    // One schedule everywhere: the year's analytics, the report and every calendar month
    // agree on exactly one missed and two late doses (the README's story).
    const year = await (await h.request('/api/analytics?period=year', auth)).json();
    expect([year.dosesMissed, year.dosesLate, year.dosesTaken]).toEqual([1, 2, 25]);
    const today = dashboard.today as string;
    const months = new Set<string>();
    for (let back = 0; back <= 200; back += 10) {
      const date = new Date(Date.parse(`${today}T12:00:00Z`) - back * 86_400_000);
      months.add(date.toISOString().slice(0, 7));
    }
    const states: string[] = [];
    for (const month of months) {
      const answer = await (await h.request(`/api/dashboard?month=${month}`, auth)).json();
      for (const day of answer.calendar.days as { date: string; doses: string[] }[]) {
        if (day.date <= today) states.push(...day.doses);
      }
    }
    const count = (state: string) => states.filter((s) => s === state).length;
    expect([count('missed'), count('late'), count('on-time'), count('extra')]).toEqual([
      1, 2, 23, 0,
    ]);
    expect(count('overdue')).toBe(0);

    // Check-ins at varied times, mood that moves like a person's (no jumps of more than 2).
    const recent = await (await h.request('/api/checkins', auth)).json();
    const checkins = (recent.checkins as { mood: number; createdAt: string }[]).reverse();
    expect(checkins).toHaveLength(12);
    const hours = new Set(checkins.map((c) => new Date(c.createdAt).getUTCHours()));
    expect(hours.size).toBeGreaterThanOrEqual(5);
    expect(new Set(checkins.map((c) => c.mood)).size).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < checkins.length; i++)
      expect(Math.abs(checkins[i]!.mood - checkins[i - 1]!.mood)).toBeLessThanOrEqual(2);

    // Achievements unlocked on the days they were earned, already seen: no pile of toasts.
    const unlocked = (
      dashboard.achievements as { unlocked: boolean; unlockedAt: string; seen: boolean }[]
    ).filter((a) => a.unlocked);
    expect(unlocked.length).toBeGreaterThanOrEqual(3);
    const days = new Set(unlocked.map((a) => a.unlockedAt.slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(2);
    for (const a of unlocked) {
      expect(a.unlockedAt.slice(0, 10) < today).toBe(true);
      expect(a.seen).toBe(true);
    }
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
