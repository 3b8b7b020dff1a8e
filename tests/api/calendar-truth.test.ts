import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDateOf } from '../../api/src/domain/calendar-dates.js';
import { bearer, register, type Account } from '../support/accounts.js';
import { manualClock, startApi, type ApiHarness } from '../support/api.js';

const zone = 'America/Chicago';
// 15:00 UTC is 09:00 in Chicago (CST).
const noon = (date: string) => Date.parse(`${date}T18:00:00Z`);
const clock = manualClock(noon('2026-12-28'));
const today = () => localDateOf(clock.now(), zone);
let h: ApiHarness;

beforeAll(async () => {
  h = await startApi({ clock });
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

type Day = { date: string; doses: string[]; journalEntries: number; checkins: number };

async function monthDays(a: Account, month: string): Promise<Day[]> {
  const res = await call(a, 'GET', `/api/dashboard?month=${month}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { calendar: { days: Day[] } }).calendar.days;
}

async function injectOn(a: Account, date: string, confirm = false) {
  const res = await call(a, 'POST', '/api/injections', {
    takenAt: `${date}T09:15:00-06:00`,
    doseAmount: 0.3,
    doseUnit: 'mL',
    site: 'left-thigh',
    ...(confirm ? { confirmDoubleDose: true } : {}),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

describe("the calendar's days come from the schedule", () => {
  it('marks on time, late, missed, extra, overdue and due days, with journal and mood marks', async () => {
    clock.set(noon('2026-12-28'));
    const a = await register(h, { timezone: zone });
    const t = today();
    const d = (n: number) => addDays(t, n);
    const put = await call(a, 'PUT', '/api/prescription', {
      medication: 'Testosterone cypionate',
      doseAmount: 0.3,
      doseUnit: 'mL',
      intervalDays: 7,
      route: 'IM',
      startDate: d(-34),
    });
    expect(put.status).toBe(200);
    // Due -34: taken that day (on time). Due -27: taken on -24 (late); next due -17: nothing
    // (missed); next due -10: taken (on time) and again on -9 (extra); next due -3: open.
    await injectOn(a, d(-34));
    await injectOn(a, d(-24));
    await injectOn(a, d(-10));
    await injectOn(a, d(-9), true);
    // A journal entry and a check-in written on -10, two entries on -9.
    clock.set(noon(d(-10)));
    expect((await call(a, 'POST', '/api/journal', { title: 'A', content: 'x' })).status).toBe(201);
    expect((await call(a, 'POST', '/api/checkins', { mood: 4 })).status).toBe(201);
    clock.set(noon(d(-9)));
    for (const title of ['B', 'C'])
      expect((await call(a, 'POST', '/api/journal', { title, content: 'x' })).status).toBe(201);
    clock.set(noon('2026-12-28'));

    const days = [
      ...(await monthDays(a, '2026-11')),
      ...(await monthDays(a, '2026-12')),
      ...(await monthDays(a, '2027-01')),
    ];
    const byDate = new Map(days.map((day) => [day.date, day]));
    const doses = (n: number) => byDate.get(d(n))?.doses ?? [];
    expect(doses(-34)).toEqual(['on-time']);
    expect(doses(-27)).toEqual([]);
    expect(doses(-24)).toEqual(['late']);
    expect(doses(-17)).toEqual(['missed']);
    expect(doses(-10)).toEqual(['on-time']);
    expect(doses(-9)).toEqual(['extra']);
    // The open dose is overdue on its own due day, not moved to the next week.
    expect(doses(-3)).toEqual(['overdue']);
    expect(doses(0)).toEqual([]);
    // Taking it today would make the next due in a week: that is the next reminder.
    expect(doses(7)).toEqual(['due']);
    expect(doses(4)).toEqual([]);
    expect(byDate.get(d(-10))).toMatchObject({ journalEntries: 1, checkins: 1 });
    expect(byDate.get(d(-9))).toMatchObject({ journalEntries: 2, checkins: 0 });

    const dec = await call(a, 'GET', '/api/dashboard?month=2026-12');
    const body = (await dec.json()) as {
      prescription: { isOverdue: boolean; urgency: { text: string } };
      calendar: { reminderDates: string[] };
    };
    expect(body.prescription.isOverdue).toBe(true);
    expect(body.prescription.urgency.text).toBe('3 days overdue');
    expect(body.calendar.reminderDates).toEqual([]);
  });

  it('shows nothing due while paused, and counts the journey from the prescription start', async () => {
    clock.set(noon('2026-12-28'));
    const a = await register(h, { timezone: zone });
    const t = today();
    await call(a, 'PUT', '/api/prescription', {
      medication: 'T',
      doseAmount: 0.3,
      doseUnit: 'mL',
      intervalDays: 7,
      startDate: addDays(t, -2),
    });
    const before = (await (await call(a, 'GET', '/api/dashboard')).json()) as {
      journeyDay: number;
      calendar: { days: Day[] };
    };
    // Day 3 of the journey, with no dose logged yet.
    expect(before.journeyDay).toBe(3);
    expect(before.calendar.days.find((day) => day.date === addDays(t, -2))?.doses).toEqual([
      'overdue',
    ]);
    expect((await call(a, 'POST', '/api/prescription/pause', {})).status).toBe(200);
    // The open dose's window closes when the pause starts (missed); nothing is due after it.
    const paused = await monthDays(a, t.slice(0, 7));
    expect(paused.flatMap((day) => day.doses)).toEqual(['missed']);
  });
});

describe('a progress photo completes its task', () => {
  it('earns the 40 XP task once a day, counts toward the weekly goal and is per person', async () => {
    clock.set(noon('2026-12-28'));
    const a = await register(h, { timezone: zone });
    const b = await register(h, { timezone: zone });
    const image = await sharp({
      create: { width: 16, height: 16, channels: 3, background: '#8040c0' },
    })
      .jpeg()
      .toBuffer();
    const upload = async () => {
      const body = new FormData();
      body.append('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'p.jpg');
      const res = await h.request('/api/ai/analyze-image', {
        method: 'POST',
        headers: bearer(a.token),
        body,
      });
      expect(res.status, await res.clone().text()).toBe(201);
    };
    type Dash = {
      stats: { xp: number };
      dailyTasks: { id: string; completed: boolean }[];
      weeklyGoals: { id: string; progress: number; completed: boolean }[];
    };
    const dash = async (who: Account) =>
      (await (await call(who, 'GET', '/api/dashboard')).json()) as Dash;
    expect((await dash(a)).stats.xp).toBe(0);
    await upload();
    await upload();
    const after = await dash(a);
    expect(after.dailyTasks.find((task) => task.id === 'progress-photo')?.completed).toBe(true);
    expect(after.stats.xp).toBe(40);
    expect(after.weeklyGoals.find((g) => g.id === 'progress-photo')).toMatchObject({
      progress: 1,
      completed: true,
    });
    const other = await dash(b);
    expect(other.stats.xp).toBe(0);
    expect(other.dailyTasks.find((task) => task.id === 'progress-photo')?.completed).toBe(false);
  });
});

describe('GET /api/prescription?optional=true', () => {
  it('answers 200 with null when none is set, and the plain call still 404s', async () => {
    const a = await register(h, { timezone: zone });
    const optional = await call(a, 'GET', '/api/prescription?optional=true');
    expect(optional.status).toBe(200);
    expect(await optional.json()).toEqual({ prescription: null });
    expect((await call(a, 'GET', '/api/prescription')).status).toBe(404);
    await call(a, 'PUT', '/api/prescription', {
      medication: 'T',
      doseAmount: 0.3,
      doseUnit: 'mL',
      intervalDays: 7,
      startDate: today(),
    });
    const set = await call(a, 'GET', '/api/prescription?optional=true');
    expect(
      ((await set.json()) as { prescription: { medication: string } }).prescription,
    ).toMatchObject({ medication: 'T' });
  });
});
