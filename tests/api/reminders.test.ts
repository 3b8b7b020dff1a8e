import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/src/config.js';
import { createReminderRepository } from '../../api/src/data/reminder-repository.js';
import { silentLogger } from '../../api/src/logger.js';
import { createPushClient } from '../../api/src/services/push-client.js';
import { sendDueReminders } from '../../api/src/services/send-reminders.js';
import { bearer, register, type Account } from '../support/accounts.js';
import { manualClock, startApi, type ApiHarness } from '../support/api.js';
import { startFakePush } from '../support/fake-push.js';
import { doseBody, weeklyPrescription } from '../support/treatment-bodies.js';

// 15:00 UTC is 09:00 in Chicago, on the prescription's start date: a dose is due today.
const clock = manualClock(Date.parse('2026-11-21T15:00:00Z'));
let h: ApiHarness;
let push: Awaited<ReturnType<typeof startFakePush>>;

beforeAll(async () => {
  h = await startApi({ clock });
  push = await startFakePush();
});
afterAll(async () => {
  await push.stop();
  await h.stop();
});

function call(a: Account | null, method: string, path: string, body?: unknown, headers = {}) {
  return h.request(path, {
    method,
    headers: {
      ...(a ? bearer(a.token) : {}),
      'content-type': 'application/json',
      ...headers,
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

const settings = {
  enabled: true,
  timeOfDay: '09:00',
  hoursBefore: 0,
  followUps: 1,
  quietHours: null,
  repeatEveryMinutes: null,
  travelMode: false,
  homeTimeZone: null,
  channels: { push: true, calendar: true },
  showDetails: false,
};

/** A person with a weekly dose due today (21 Nov 2026 in Chicago) and their settings. */
async function personDueToday(extra: Partial<typeof settings> = {}): Promise<Account> {
  const a = await register(h);
  const rx = await call(a, 'PUT', '/api/prescription', weeklyPrescription('2026-11-21'));
  expect(rx.status, await rx.clone().text()).toBe(200);
  const put = await call(a, 'PUT', '/api/reminders/settings', { ...settings, ...extra });
  expect(put.status, await put.clone().text()).toBe(200);
  return a;
}

async function devices(a: Account) {
  const res = await call(a, 'GET', '/api/reminders');
  expect(res.status).toBe(200);
  return ((await res.json()) as { devices: { id: string; label: string }[] }).devices;
}

const job = () =>
  sendDueReminders({
    storage: h.storage,
    clock,
    log: silentLogger,
    push: createPushClient(loadConfig({ NODE_ENV: 'test' }))!,
  });

describe('reminder settings', () => {
  it('answers defaults, saves a valid change and refuses bad values with a 400', async () => {
    const a = await register(h);
    const first = (await (await call(a, 'GET', '/api/reminders')).json()) as {
      settings: typeof settings;
      vapidPublicKey: string;
      calendar: { active: boolean };
    };
    expect(first.settings.timeOfDay).toBe('09:00');
    expect(first.settings.showDetails).toBe(false);
    expect(first.vapidPublicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.calendar.active).toBe(false);
    const changed = { ...settings, timeOfDay: '20:30', repeatEveryMinutes: 30 };
    expect((await call(a, 'PUT', '/api/reminders/settings', changed)).status).toBe(200);
    const read = (await (await call(a, 'GET', '/api/reminders/settings')).json()) as {
      settings: typeof settings;
    };
    expect(read.settings).toEqual(changed);
    for (const bad of [
      { ...settings, timeOfDay: '25:00' },
      { ...settings, hoursBefore: -1 },
      { ...settings, repeatEveryMinutes: 7 },
      { ...settings, travelMode: true, homeTimeZone: null },
      { ...settings, homeTimeZone: 'Mars/Olympus' },
      { ...settings, extra: 1 },
    ]) {
      const res = await call(a, 'PUT', '/api/reminders/settings', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await call(a, 'PUT', '/api/reminders/settings', '{')).status).toBe(400);
    expect((await call(null, 'GET', '/api/reminders')).status).toBe(401);
  });
});

describe('push subscriptions', () => {
  it('subscribe and unsubscribe per device, each person seeing and removing only their own', async () => {
    const a = await register(h);
    const b = await register(h);
    const phone = push.device('iso-phone');
    const laptop = push.device('iso-laptop');
    const ua = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4) Safari/604.1' };
    expect(
      (await call(a, 'POST', '/api/reminders/subscriptions', phone.subscription, ua)).status,
    ).toBe(201);
    expect(
      (await call(a, 'POST', '/api/reminders/subscriptions', laptop.subscription)).status,
    ).toBe(201);
    // The same device again replaces its row rather than adding one.
    expect(
      (await call(a, 'POST', '/api/reminders/subscriptions', phone.subscription, ua)).status,
    ).toBe(201);
    const mine = await devices(a);
    expect(mine).toHaveLength(2);
    expect(mine.map((d) => d.label)).toContain('Safari on iOS');
    expect(await devices(b)).toEqual([]);
    // B cannot remove A's device, even knowing its endpoint.
    const foreign = await call(b, 'POST', '/api/reminders/unsubscribe', {
      endpoint: phone.subscription.endpoint,
    });
    expect(foreign.status).toBe(404);
    expect(await devices(a)).toHaveLength(2);
    // B's test notification reaches no device of A's.
    expect((await call(b, 'POST', '/api/reminders/test')).status).toBe(409);
    const mineOff = await call(a, 'POST', '/api/reminders/unsubscribe', {
      endpoint: phone.subscription.endpoint,
    });
    expect(mineOff.status).toBe(200);
    expect(await devices(a)).toHaveLength(1);
  });

  it('refuses malformed subscriptions and foreign endpoints with a 400, never a 5xx', async () => {
    const a = await register(h);
    const good = push.device('validation').subscription;
    const bad: unknown[] = [
      {},
      { endpoint: good.endpoint },
      { ...good, endpoint: 'not a url' },
      { ...good, endpoint: 'ftp://127.0.0.1/x' },
      { ...good, endpoint: 'http://192.168.1.10/x' },
      { ...good, endpoint: 'https://attacker.example.com/collect' },
      { ...good, endpoint: `https://fcm.googleapis.com/${'a'.repeat(3000)}` },
      { ...good, keys: { p256dh: 'short', auth: good.keys.auth } },
      { ...good, keys: { p256dh: good.keys.p256dh, auth: '' } },
      { ...good, keys: { ...good.keys, extra: 'x' } },
      [good],
      'null',
    ];
    for (const body of bad) {
      const res = await call(a, 'POST', '/api/reminders/subscriptions', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await call(a, 'POST', '/api/reminders/unsubscribe', {})).status).toBe(400);
    expect((await call(null, 'POST', '/api/reminders/subscriptions', good)).status).toBe(401);
    expect(await devices(a)).toEqual([]);
  });

  it('sends a test notification that says nothing personal', async () => {
    const a = await register(h);
    const device = push.device('test-note');
    await call(a, 'POST', '/api/reminders/subscriptions', device.subscription);
    const res = await call(a, 'POST', '/api/reminders/test');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: 1, removed: 0 });
    const got = push.received.filter((r) => r.path === '/push/test-note');
    expect(got).toHaveLength(1);
    expect(got[0]?.message.body).toBe('Notifications work on this device.');
    expect(String(got[0]?.headers.authorization)).toMatch(/^vapid t=/);
  });
});

describe('the reminder sender', () => {
  it('delivers the due reminder without health details, and removes a device the service calls gone (410)', async () => {
    const a = await personDueToday();
    const phone = push.device('deliver-phone');
    const expired = push.device('deliver-old', { gone: true });
    await call(a, 'POST', '/api/reminders/subscriptions', phone.subscription);
    await call(a, 'POST', '/api/reminders/subscriptions', expired.subscription);
    expect(await devices(a)).toHaveLength(2);
    await job();
    const got = push.received.filter((r) => r.path === '/push/deliver-phone');
    expect(got).toHaveLength(1);
    const text = `${got[0]?.message.title} ${got[0]?.message.body}`;
    expect(text).not.toMatch(/testosterone|cypionate|dose|inject|mL/i);
    expect(await devices(a)).toHaveLength(1);
  });

  it('names the medication only when the person turned details on', async () => {
    const a = await personDueToday({ showDetails: true });
    const phone = push.device('details-phone');
    await call(a, 'POST', '/api/reminders/subscriptions', phone.subscription);
    await job();
    const got = push.received.filter((r) => r.path === '/push/details-phone');
    expect(got[0]?.message.body).toBe('Testosterone cypionate 0.3mL is due today.');
  });

  it('two senders started at once send each reminder exactly once', async () => {
    const people = await Promise.all([1, 2, 3].map(() => personDueToday()));
    for (const [i, p] of people.entries()) {
      await call(p, 'POST', '/api/reminders/subscriptions', push.device(`twice-${i}`).subscription);
    }
    await Promise.all([job(), job(), job()]);
    await job();
    for (const i of [0, 1, 2]) {
      expect(push.received.filter((r) => r.path === `/push/twice-${i}`)).toHaveLength(1);
    }
    const records = createReminderRepository(h.storage);
    for (const p of people) expect(await records.sendCount(p.userId)).toBe(1);
  });

  it('follows up the next day when the dose is still not logged, and stops once it is', async () => {
    const a = await personDueToday();
    await call(a, 'POST', '/api/reminders/subscriptions', push.device('follow').subscription);
    await job();
    const saved = clock.now();
    try {
      clock.set(Date.parse('2026-11-22T15:05:00Z'));
      await job();
      const got = push.received.filter((r) => r.path === '/push/follow');
      expect(got).toHaveLength(2);
      expect(got[1]?.message.body).toMatch(/gentle nudge/);
      const dose = await call(a, 'POST', '/api/injections', doseBody('2026-11-22T15:06:00Z'));
      expect(dose.status, await dose.clone().text()).toBe(201);
      clock.set(Date.parse('2026-11-22T16:00:00Z'));
      await job();
      expect(push.received.filter((r) => r.path === '/push/follow')).toHaveLength(2);
    } finally {
      clock.set(saved);
    }
  });
});

describe('the calendar feed', () => {
  it('parses with a real iCalendar parser, and a revoked or replaced secret gives 404', async () => {
    const a = await personDueToday({ hoursBefore: 12 });
    const created = await call(a, 'POST', '/api/reminders/calendar');
    expect(created.status).toBe(201);
    const { url } = (await created.json()) as { url: string };
    const path = new URL(url).pathname;
    expect(path).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await h.request(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = await feed.text();
    const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.length).toBeGreaterThanOrEqual(4);
    expect(events[0]?.startDate.toString()).toBe('2026-11-21');
    expect(events[1]?.startDate.toString()).toBe('2026-11-28');
    expect(events[0]?.summary).toBe('Stride reminder');
    const alarms = calendar.getAllSubcomponents('vevent')[0]!.getAllSubcomponents('valarm');
    expect(alarms.map((v) => v.getFirstPropertyValue('trigger')?.toString()).sort()).toEqual([
      '-PT3H',
      'PT9H',
    ]);
    expect(text).not.toMatch(/testosterone/i);

    // Regenerate: the old URL stops working, the new one works.
    const again = (await (await call(a, 'POST', '/api/reminders/calendar')).json()) as {
      url: string;
    };
    expect((await h.request(path)).status).toBe(404);
    const newPath = new URL(again.url).pathname;
    expect((await h.request(newPath)).status).toBe(200);
    // Revoke: 404, and a second revoke says there is none.
    expect((await call(a, 'DELETE', '/api/reminders/calendar')).status).toBe(200);
    expect((await h.request(newPath)).status).toBe(404);
    expect((await call(a, 'DELETE', '/api/reminders/calendar')).status).toBe(404);
    for (const junk of [
      '/api/calendar/x.ics',
      '/api/calendar/%2e%2e.ics',
      `/api/calendar/${'a'.repeat(43)}.ics`,
      '/api/calendar/feed',
    ]) {
      expect((await h.request(junk)).status, junk).toBe(404);
    }
  });
});

describe('the account export', () => {
  it('carries the reminder settings, each device by label and the feed, never a key or secret', async () => {
    const a = await personDueToday({ followUps: 2 });
    const device = push.device('export-phone').subscription;
    expect((await call(a, 'POST', '/api/reminders/subscriptions', device)).status).toBe(201);
    const feed = (await (await call(a, 'POST', '/api/reminders/calendar')).json()) as {
      url: string;
    };
    const res = await call(a, 'GET', '/api/account/export');
    expect(res.status).toBe(200);
    const text = await res.text();
    const { reminders } = JSON.parse(text) as {
      reminders: { settings: { followUps: number }; devices: unknown[]; calendarFeed: unknown };
    };
    expect(reminders.settings.followUps).toBe(2);
    expect(reminders.devices).toEqual([
      { label: expect.any(String), createdAt: expect.any(String) },
    ]);
    expect(reminders.calendarFeed).toEqual({ createdAt: expect.any(String) });
    const secret = new URL(feed.url).pathname
      .split('/')
      .pop()!
      .replace(/\.ics$/, '');
    for (const hidden of [device.endpoint, device.keys.p256dh, device.keys.auth, secret]) {
      expect(text).not.toContain(hidden);
    }
  });
});

describe('erasing an account', () => {
  it('takes the calendar feed, the devices and the send records with it', async () => {
    const a = await personDueToday();
    await call(a, 'POST', '/api/reminders/subscriptions', push.device('erase').subscription);
    await job();
    const { url } = (await (await call(a, 'POST', '/api/reminders/calendar')).json()) as {
      url: string;
    };
    const path = new URL(url).pathname;
    expect((await h.request(path)).status).toBe(200);
    const erased = await call(a, 'DELETE', '/api/account', { password: a.password });
    expect(erased.status, await erased.clone().text()).toBeLessThan(300);
    expect((await h.request(path)).status).toBe(404);
    const feeds = await h.storage.table('calendarfeeds');
    const left = [];
    for await (const row of feeds.listEntities<{ ownerId: string }>()) {
      if (row.ownerId === a.userId) left.push(row);
    }
    expect(left).toEqual([]);
    const records = createReminderRepository(h.storage);
    expect(await records.sendCount(a.userId)).toBe(0);
    expect((await records.load(a.userId)).subscriptions).toEqual([]);
  });
});

describe('Idempotency-Key on creates', () => {
  it('a create repeated with the same key stores one row and replays the first reply', async () => {
    const a = await register(h);
    await call(a, 'PUT', '/api/prescription', weeklyPrescription('2026-11-21'));
    const key = { 'idempotency-key': 'offline-7f3c9a2e-0001' };
    const body = doseBody('2026-11-21T14:00:00Z');
    const first = await call(a, 'POST', '/api/injections', body, key);
    expect(first.status, await first.clone().text()).toBe(201);
    const [second, third] = await Promise.all([
      call(a, 'POST', '/api/injections', body, key),
      call(a, 'POST', '/api/injections', body, key),
    ]);
    expect(second.status).toBe(201);
    expect(third.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    const list = (await (await call(a, 'GET', '/api/injections')).json()) as { total: number };
    expect(list.total).toBe(1);

    // A day later the key still replays.
    clock.advance(25 * 3_600_000);
    try {
      expect((await call(a, 'POST', '/api/injections', body, key)).status).toBe(201);
      expect(
        ((await (await call(a, 'GET', '/api/injections')).json()) as { total: number }).total,
      ).toBe(1);
    } finally {
      clock.advance(-25 * 3_600_000);
    }

    // The same key with another body, or a malformed key, is a 400.
    const other = await call(a, 'POST', '/api/injections', doseBody('2026-11-20T14:00:00Z'), key);
    expect(other.status).toBe(400);
    expect(
      (await call(a, 'POST', '/api/injections', body, { 'idempotency-key': 'x' })).status,
    ).toBe(400);

    // Another person's identical key is their own.
    const b = await register(h);
    const theirs = await call(b, 'POST', '/api/journal', { title: 'Hi', content: 'One' }, key);
    expect(theirs.status).toBe(201);
    expect(
      (await call(b, 'POST', '/api/journal', { title: 'Hi', content: 'One' }, key)).status,
    ).toBe(201);
    const entries = (await (await call(b, 'GET', '/api/journal')).json()) as { total: number };
    expect(entries.total).toBe(1);
  });
});
