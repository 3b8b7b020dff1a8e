import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDateOf } from '../../api/src/domain/calendar-dates.js';
import { bearer, register, type Account } from '../support/accounts.js';
import { manualClock, postJson, startApi, type ApiHarness } from '../support/api.js';
import { countingStorage } from '../support/counting.js';

const zone = 'America/Chicago';
// 15:00 UTC is 09:00 in Chicago.
const clock = manualClock(Date.parse('2026-10-01T15:00:00Z'));
const today = () => localDateOf(clock.now(), zone);
let counter: ReturnType<typeof countingStorage>;
let h: ApiHarness;

beforeAll(async () => {
  h = await startApi({
    clock,
    wrapStorage: (s) => {
      counter = countingStorage(s);
      return counter.storage;
    },
  });
});
afterAll(async () => {
  await h.stop();
});

function call(account: Account, method: string, path: string, body?: unknown) {
  return h.request(path, {
    method,
    headers: { ...bearer(account.token), 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const dashboard = async (a: Account, query = '') => {
  const res = await call(a, 'GET', `/api/dashboard${query}`);
  expect(res.status).toBe(200);
  return res.json();
};

describe('GET /api/dashboard', () => {
  it('starts a new account at level 1 with 0 XP and no prescription', async () => {
    const a = await register(h, { timezone: zone });
    const d = await dashboard(a);
    expect(d).toMatchObject({
      journeyDay: null,
      unreadCoachMessages: 0,
      prescription: null,
      stats: {
        streak: 0,
        level: 1,
        xp: 0,
        xpToNext: 100,
        adherenceRate: null,
        weeklyGoalsCompleted: 0,
      },
      calendar: { injectionDates: [], reminderDates: [] },
    });
    expect(d.achievements).toHaveLength(6);
    expect(d.achievements.every((x: { unlocked: boolean }) => !x.unlocked)).toBe(true);
    expect(
      d.dailyTasks.map((t: { id: string; xp: number; completed: boolean }) => [
        t.id,
        t.xp,
        t.completed,
      ]),
    ).toEqual([
      ['log-injection', 50, false],
      ['record-mood', 25, false],
      ['write-journal', 75, false],
      ['community', 30, false],
      ['progress-photo', 40, false],
    ]);
  });

  it('turns a scripted three weeks of activity into the expected streak, XP, level, adherence and unlocks', async () => {
    const start = Date.parse('2026-10-05T15:00:00Z');
    clock.set(start);
    const registered = await register(h, { timezone: zone });
    // Three weeks outlast a 7-day session: sign in with "Remember me" (30 days).
    const login = await h.request(
      '/api/auth/login',
      postJson({ email: registered.email, password: registered.password, rememberMe: true }),
    );
    const a = { ...registered, token: (await login.json()).token as string };
    const startDate = today();
    await call(a, 'PUT', '/api/prescription', {
      medication: 'Testosterone cypionate',
      doseAmount: 0.3,
      doseUnit: 'mL',
      intervalDays: 7,
      startDate,
      route: 'IM',
      hrtStartDate: addDays(startDate, -99),
    });
    for (let d = 0; d <= 20; d++) {
      clock.set(start + d * 86_400_000);
      expect((await call(a, 'POST', '/api/checkins', { mood: 4, energy: 3 })).status).toBe(201);
      if (d % 7 === 0) {
        const res = await call(a, 'POST', '/api/injections', {
          takenAt: new Date(clock.now()).toISOString(),
          doseAmount: 0.3,
          doseUnit: 'mL',
          site: 'left-thigh',
        });
        expect(res.status).toBe(201);
      }
      if (d % 3 === 0)
        expect(
          (await call(a, 'POST', '/api/journal', { title: `Day ${d}`, content: 'Notes' })).status,
        ).toBe(201);
    }
    const d = await dashboard(a);
    // Tasks: 21 check-ins x 25 + 3 doses x 50 + 7 entries x 75 = 1200; First Week 100 + Consistency
    // Master 500 = 1800 before Rising Star, so it unlocks too (+300): 2100 XP, level 6.
    expect(d.stats).toMatchObject({
      streak: 21,
      xp: 2100,
      level: 6,
      xpToNext: 1400,
      adherenceRate: 100,
    });
    expect(d.journeyDay).toBe(120); // HRT started 119 days before today: day 120
    const unlocked = d.achievements
      .filter((x: { unlocked: boolean }) => x.unlocked)
      .map((x: { id: string }) => x.id);
    expect(unlocked).toEqual(['first-week', 'consistency-master', 'level-5']);
    expect(d.achievements.find((x: { id: string }) => x.id === 'perfect-month').unlocked).toBe(
      false,
    ); // only 3 due doses
    expect(
      d.dailyTasks
        .filter((t: { completed: boolean }) => t.completed)
        .map((t: { id: string }) => t.id),
    ).toEqual(['record-mood']); // day 20: a check-in, no dose due, no entry (20 % 3 is not 0)
    expect(d.calendar.injectionDates).toEqual(
      [addDays(startDate, 0), addDays(startDate, 7), addDays(startDate, 14)].filter((x) =>
        x.startsWith(d.calendar.month),
      ),
    );
    expect(d.calendar.reminderDates[0]).toBe(addDays(startDate, 21));
    expect(d.prescription).toMatchObject({
      daysUntilNext: 1,
      urgency: { level: 'urgent', text: '1 day remaining' },
    });

    // The toast shows once: acknowledged, it stays seen; unknown or locked achievements are 404.
    expect(d.achievements.find((x: { id: string }) => x.id === 'first-week').seen).toBe(false);
    expect((await call(a, 'POST', '/api/achievements/first-week/seen')).status).toBe(204);
    expect((await call(a, 'POST', '/api/achievements/perfect-month/seen')).status).toBe(404);
    expect((await call(a, 'POST', '/api/achievements/nope/seen')).status).toBe(404);
    const again = await dashboard(a);
    expect(again.achievements.find((x: { id: string }) => x.id === 'first-week')).toMatchObject({
      unlocked: true,
      seen: true,
    });

    // Unlocks are permanent: a week later with no activity the streak is gone, the badges stay.
    clock.set(start + 28 * 86_400_000);
    const later = await dashboard(a);
    expect(later.stats.streak).toBe(0);
    expect(later.achievements.filter((x: { unlocked: boolean }) => x.unlocked)).toHaveLength(3);
    expect(later.achievements.find((x: { id: string }) => x.id === 'first-week').unlockedAt).toBe(
      again.achievements.find((x: { id: string }) => x.id === 'first-week').unlockedAt,
    );
  });

  it('costs the same few storage calls whatever the history (one range query per table)', async () => {
    clock.set(Date.parse('2026-11-21T15:00:00Z'));
    const a = await register(h, { timezone: zone });
    await call(a, 'PUT', '/api/prescription', {
      medication: 'T',
      doseAmount: 0.3,
      doseUnit: 'mL',
      intervalDays: 7,
      startDate: addDays(today(), -70),
    });
    counter.reset();
    await dashboard(a);
    const few = counter.calls();
    for (let i = 1; i <= 10; i++) {
      await call(a, 'POST', '/api/injections', {
        takenAt: new Date(clock.now() - i * 7 * 86_400_000).toISOString(),
        doseAmount: 0.3,
        doseUnit: 'mL',
        site: 'left-thigh',
        confirmDoubleDose: true,
      });
      await call(a, 'POST', '/api/journal', { title: `t${i}`, content: 'c' });
    }
    counter.reset();
    await dashboard(a);
    const many = counter.calls();
    expect(many.filter((c) => !c.startsWith('createEntity'))).toEqual(
      few.filter((c) => !c.startsWith('createEntity')),
    );
    // Plan, injections, check-ins, journal, unlocks, the chat's unread count, photos, and the
    // month's journal days and check-ins (the calendar's marks).
    expect(many.filter((c) => c.startsWith('listEntities')).length).toBeLessThanOrEqual(9);
    // The user row, and the community member row (the community task and Community Champion).
    expect(many.filter((c) => c.startsWith('getEntity')).length).toBeLessThanOrEqual(3);
  });

  it('keeps people apart and validates the month', async () => {
    const a = await register(h, { timezone: zone });
    const b = await register(h, { timezone: zone });
    await call(a, 'POST', '/api/checkins', { mood: 5 });
    expect(
      (await dashboard(b)).dailyTasks.find((t: { id: string }) => t.id === 'record-mood').completed,
    ).toBe(false);
    expect(
      (await dashboard(a)).dailyTasks.find((t: { id: string }) => t.id === 'record-mood').completed,
    ).toBe(true);
    expect((await call(a, 'GET', '/api/dashboard?month=2026-13')).status).toBe(400);
    expect((await h.request('/api/dashboard')).status).toBe(401);
  });
});
