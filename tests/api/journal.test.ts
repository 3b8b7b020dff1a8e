import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalMessages, type Entry } from '../../api/src/contracts/journal.js';
import { bearer, register, type Account } from '../support/accounts.js';
import { manualClock, startApi, type ApiHarness } from '../support/api.js';

// 15:00 UTC is 09:00 in Chicago.
const clock = manualClock(Date.parse('2026-11-21T15:00:00Z'));
const zone = 'America/Chicago';
let h: ApiHarness;

beforeAll(async () => {
  h = await startApi({ clock });
});
afterAll(async () => {
  await h.stop();
});

function call(
  account: Account,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return h.request(path, {
    method,
    headers: { ...bearer(account.token), 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

const entry = (extra: Record<string, unknown> = {}) => ({
  title: 'First shot',
  content: 'Nervous, then fine.',
  ...extra,
});

async function write(a: Account, extra: Record<string, unknown> = {}): Promise<Entry> {
  const res = await call(a, 'POST', '/api/journal', entry(extra));
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { entry: Entry }).entry;
}

async function list(a: Account, query = ''): Promise<{ entries: Entry[]; total: number }> {
  const res = await call(a, 'GET', `/api/journal${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { entries: Entry[]; total: number };
}

/** A fresh session at the clock's time (the account's token is replaced). */
async function signIn(a: Account): Promise<void> {
  const res = await h.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: a.email, password: a.password }),
  });
  expect(res.status).toBe(200);
  a.token = ((await res.json()) as { token: string }).token;
}

const titles = (page: { entries: Entry[] }) => page.entries.map((e) => e.title);

describe('journal entries', () => {
  it('creates, reads, lists, updates and deletes', async () => {
    const a = await register(h, { timezone: zone });
    const created = await write(a, { tags: [' HRT ', 'hrt', 'Voice'], mood: 4 });
    clock.advance(1000);
    expect(created).toMatchObject({
      title: 'First shot',
      content: 'Nervous, then fine.',
      tags: ['hrt', 'voice'],
      mood: 4,
      localDate: '2026-11-21',
      createdAt: '2026-11-21T15:00:00.000Z',
      updatedAt: '2026-11-21T15:00:00.000Z',
    });
    expect(created.id).toBeTruthy();
    expect(created.etag).toBeTruthy();
    const plain = await write(a, { title: 'No extras' });
    expect(plain).toMatchObject({ tags: [], mood: null });

    const got = await (await call(a, 'GET', `/api/journal/${created.id}`)).json();
    expect(got.entry).toEqual(created);

    clock.advance(60_000);
    const put = await call(
      a,
      'PUT',
      `/api/journal/${created.id}`,
      { title: 'First shot, later', content: 'Rewritten.', tags: ['Milestone'], mood: null },
      { 'if-match': created.etag },
    );
    expect(put.status).toBe(200);
    const { entry: updated } = (await put.json()) as { entry: Entry };
    expect(updated).toMatchObject({
      id: created.id,
      title: 'First shot, later',
      content: 'Rewritten.',
      tags: ['milestone'],
      mood: null,
      createdAt: created.createdAt,
      localDate: created.localDate,
      updatedAt: '2026-11-21T15:01:01.000Z',
    });
    expect(updated.etag).not.toBe(created.etag);
    expect((await (await call(a, 'GET', `/api/journal/${created.id}`)).json()).entry).toEqual(
      updated,
    );

    const all = await list(a);
    expect(all.total).toBe(2);
    expect(titles(all)).toEqual(['No extras', 'First shot, later']);

    expect((await call(a, 'DELETE', `/api/journal/${created.id}`)).status).toBe(204);
    expect((await call(a, 'GET', `/api/journal/${created.id}`)).status).toBe(404);
    expect((await call(a, 'DELETE', `/api/journal/${created.id}`)).status).toBe(404);
    expect((await call(a, 'PUT', `/api/journal/${created.id}`, entry())).status).toBe(404);
    expect((await list(a)).total).toBe(1);
    for (const id of ['a%23b', 'x'.repeat(600), 'not-a-uuid', '%E2%80%8B']) {
      expect((await call(a, 'GET', `/api/journal/${id}`)).status, id).toBe(404);
      expect((await call(a, 'DELETE', `/api/journal/${id}`)).status, id).toBe(404);
    }
  });

  it('stores and answers HTML as plain text, exactly', async () => {
    const a = await register(h, { timezone: zone });
    const html = '<img src=x onerror=alert(1)>';
    const content = `${html}\n<script>alert("hi")</script> &amp; \u00e9 \u{1F3F3}\uFE0F\u200D\u26A7\uFE0F  `;
    const created = await write(a, { title: html, content });
    expect(created.title).toBe(html);
    expect(created.content).toBe(content);
    const res = await call(a, 'GET', `/api/journal/${created.id}`);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const got = (await res.json()) as { entry: Entry };
    expect(got.entry.title).toBe(html);
    expect(got.entry.content).toBe(content);
    expect((await list(a, `?search=${encodeURIComponent('onerror=alert')}`)).total).toBe(1);
  });

  it('searches title and content across letter case and accents, never tags', async () => {
    const a = await register(h, { timezone: zone });
    await write(a, { title: 'Voice is dropping', content: 'Lower every week.' });
    clock.advance(1000);
    await write(a, { title: 'Gym', content: 'My VOICE cracked twice today.' });
    clock.advance(1000);
    await write(a, { title: 'Haircut', content: 'Short at last.', tags: ['voice'] });
    clock.advance(1000);
    await write(a, { title: 'Café morning', content: 'Barista said "sir".' });
    for (const q of ['voice', 'VOICE', 'vOiCe']) {
      const found = await list(a, `?search=${q}`);
      expect(found.total, q).toBe(2);
      expect(titles(found), q).toEqual(['Gym', 'Voice is dropping']);
    }
    expect(titles(await list(a, '?search=cafe'))).toEqual(['Café morning']);
    expect(titles(await list(a, `?search=${encodeURIComponent('CAFÉ')}`))).toEqual([
      'Café morning',
    ]);
    expect(titles(await list(a, `?search=${encodeURIComponent('"SIR"')}`))).toEqual([
      'Café morning',
    ]);
    expect((await list(a, '?search=haircut')).total).toBe(1);
    expect((await list(a, '?search=nothing-like-this')).total).toBe(0);
    // A blank search is no search.
    expect((await list(a, '?search=%20%20')).total).toBe(4);
  });

  it('filters by tags: several tags mean entries having all of them', async () => {
    const a = await register(h, { timezone: zone });
    await write(a, { title: 'A', tags: ['hrt', 'voice'] });
    clock.advance(1000);
    await write(a, { title: 'B', tags: ['hrt'] });
    clock.advance(1000);
    await write(a, { title: 'C', tags: ['voice', 'gym'] });
    clock.advance(1000);
    await write(a, { title: 'D', tags: ['hrtx'] });
    expect(titles(await list(a, '?tags=hrt'))).toEqual(['B', 'A']);
    expect(titles(await list(a, '?tags=HRT'))).toEqual(['B', 'A']);
    expect(titles(await list(a, '?tags=voice'))).toEqual(['C', 'A']);
    expect(titles(await list(a, '?tags=hrt&tags=voice'))).toEqual(['A']);
    expect(titles(await list(a, '?tags=hrt&tags=voice&tags=gym'))).toEqual([]);
    expect((await list(a, '?tags=voice&search=c')).entries.map((e) => e.title)).toEqual(['C']);
    expect((await call(a, 'GET', '/api/journal?tags=a,b')).status).toBe(400);
  });

  it('pages newest first with a total, plain and filtered', async () => {
    const a = await register(h, { timezone: zone });
    const all: string[] = [];
    for (let i = 0; i < 40; i++) {
      clock.advance(60_000);
      const title = `Entry ${String(i).padStart(2, '0')}`;
      await write(a, { title, content: i % 2 === 0 ? 'an even day' : 'an odd day' });
      all.unshift(title);
    }
    const first = await list(a, '?limit=7');
    expect(first.total).toBe(40);
    expect(titles(first)).toEqual(all.slice(0, 7));
    expect(titles(await list(a, '?limit=7&offset=35'))).toEqual(all.slice(35));
    expect(titles(await list(a, '?offset=40'))).toEqual([]);
    expect(titles(await list(a))).toEqual(all);

    // Scattered matches across more than one chunk of keys.
    const even = all.filter((t) => Number(t.slice(-2)) % 2 === 0);
    const page1 = await list(a, '?search=EVEN&limit=15');
    expect(page1.total).toBe(20);
    expect(titles(page1)).toEqual(even.slice(0, 15));
    const page2 = await list(a, '?search=even&limit=15&offset=15');
    expect(titles(page2)).toEqual(even.slice(15));
    expect(page2.total).toBe(20);
  });

  it('windows on the local date the entry was written, in a non-UTC zone', async () => {
    clock.set(Date.parse('2026-10-01T00:00:00Z'));
    const a = await register(h, { timezone: 'Pacific/Auckland' });
    const at = async (iso: string, title: string) => {
      clock.set(Date.parse(iso));
      await signIn(a); // sessions last a week: this test spans a month
      return write(a, { title });
    };
    // Auckland is UTC+13 in November: local midnight is 11:00 UTC the day before.
    expect((await at('2026-10-31T10:30:00Z', 'Oct 31 late')).localDate).toBe('2026-10-31');
    expect((await at('2026-10-31T11:30:00Z', 'Nov 1 early')).localDate).toBe('2026-11-01');
    expect((await at('2026-11-30T10:59:00Z', 'Nov 30 late')).localDate).toBe('2026-11-30');
    expect((await at('2026-11-30T11:01:00Z', 'Dec 1 early')).localDate).toBe('2026-12-01');
    clock.set(Date.parse('2026-12-02T00:00:00Z'));
    const window = (q: string) => list(a, q).then(titles);
    expect(await window('?startDate=2026-11-01&endDate=2026-11-30')).toEqual([
      'Nov 30 late',
      'Nov 1 early',
    ]);
    expect(await window('?startDate=2026-10-01&endDate=2026-10-31')).toEqual(['Oct 31 late']);
    expect(await window('?startDate=2026-12-01')).toEqual(['Dec 1 early']);
    expect(await window('?endDate=2026-11-01')).toEqual(['Nov 1 early', 'Oct 31 late']);
    expect(await window('?startDate=2026-11-30&endDate=2026-11-30')).toEqual(['Nov 30 late']);
    expect(await window('?startDate=2026-11-02&endDate=2026-11-29')).toEqual([]);
    expect(
      await window('?startDate=2026-11-01&endDate=2026-12-31&search=early&tags=&limit=1'),
    ).toEqual(['Dec 1 early']);
  });

  it('refuses a stale ETag with 409 and applies a write without If-Match', async () => {
    const a = await register(h, { timezone: zone });
    const created = await write(a);
    const first = await call(a, 'PUT', `/api/journal/${created.id}`, entry({ title: 'One' }), {
      'if-match': created.etag,
    });
    expect(first.status).toBe(200);
    const stale = await call(a, 'PUT', `/api/journal/${created.id}`, entry({ title: 'Two' }), {
      'if-match': created.etag,
    });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.code).toBe('conflict');
    const blind = await call(a, 'PUT', `/api/journal/${created.id}`, entry({ title: 'Three' }));
    expect(blind.status).toBe(200);
    expect((await blind.json()).entry.title).toBe('Three');
  });

  it.each([
    ['a 201-character title', { title: 'x'.repeat(201) }, 'title', journalMessages.titleTooLong],
    ['a blank title', { title: '   ' }, 'title', journalMessages.titleRequired],
    ['no title', { title: undefined }, 'title', journalMessages.titleRequired],
    [
      'content of 20,001 characters',
      { content: 'x'.repeat(20_001) },
      'content',
      journalMessages.contentTooLong,
    ],
    ['empty content', { content: '' }, 'content', journalMessages.contentRequired],
    [
      '21 tags',
      { tags: Array.from({ length: 21 }, (_, i) => `tag${i}`) },
      'tags',
      journalMessages.tooManyTags,
    ],
    ['a 41-character tag', { tags: ['x'.repeat(41)] }, 'tags.0', journalMessages.tagInvalid],
    ['a blank tag', { tags: ['ok', '  '] }, 'tags.1', journalMessages.tagInvalid],
    ['a tag with a comma', { tags: ['a,b'] }, 'tags.0', journalMessages.tagInvalid],
    ['tags as a string', { tags: 'hrt' }, 'tags', journalMessages.tagsInvalid],
    ['mood 0', { mood: 0 }, 'mood', journalMessages.moodInvalid],
    ['mood 6', { mood: 6 }, 'mood', journalMessages.moodInvalid],
    ['mood 2.5', { mood: 2.5 }, 'mood', journalMessages.moodInvalid],
  ])('rejects %s with a 400 naming the field', async (_label, overrides, field, message) => {
    const a = await register(h, { timezone: zone });
    const res = await call(a, 'POST', '/api/journal', entry(overrides));
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe('validation');
    expect(error.fields[field]).toBe(message);
    expect((await list(a)).total).toBe(0);
  });

  it('accepts the limits exactly', async () => {
    const a = await register(h, { timezone: zone });
    const created = await write(a, {
      title: 't'.repeat(200),
      content: 'c'.repeat(20_000),
      tags: Array.from({ length: 20 }, (_, i) => `${i}`.padEnd(40, 'x')),
      mood: 5,
    });
    expect(created.tags).toHaveLength(20);
    expect(created.content).toHaveLength(20_000);
  });

  it('rejects malformed JSON and bad list queries', async () => {
    const a = await register(h, { timezone: zone });
    const created = await write(a);
    expect((await call(a, 'POST', '/api/journal', '{"title":')).status).toBe(400);
    expect((await call(a, 'POST', '/api/journal', '')).status).toBe(400);
    expect((await call(a, 'PUT', `/api/journal/${created.id}`, '{bad')).status).toBe(400);
    for (const query of [
      '?limit=0',
      '?limit=201',
      '?offset=-1',
      '?startDate=2026-02-30',
      '?startDate=2026-11-10&endDate=2026-11-01',
      `?search=${'x'.repeat(201)}`,
      `?tags=${'x'.repeat(41)}`,
    ]) {
      const res = await call(a, 'GET', `/api/journal${query}`);
      expect(res.status, query).toBe(400);
      expect((await res.json()).error.code, query).toBe('validation');
    }
  });
});

describe('undoing a delete', () => {
  const restoreOf = async (a: Account, id: string) => {
    const res = await call(a, 'DELETE', `/api/journal/${id}`);
    expect(res.status).toBe(204);
    const token = res.headers.get('stride-restore-token');
    expect(token).toBeTruthy();
    return token as string;
  };

  it('brings an entry back with its id, day and creation time, once', async () => {
    const a = await register(h, { timezone: zone });
    const created = await write(a, { tags: ['gym'], mood: 4 });
    clock.advance(5 * 60_000);
    const token = await restoreOf(a, created.id);
    expect((await list(a)).total).toBe(0);

    const body = { title: created.title, content: created.content, tags: created.tags, mood: 4 };
    const res = await call(a, 'POST', `/api/journal/${created.id}/restore`, {
      ...body,
      restoreToken: token,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const restored = ((await res.json()) as { entry: Entry }).entry;
    expect(restored).toMatchObject({
      ...body,
      id: created.id,
      createdAt: created.createdAt,
      localDate: created.localDate,
    });
    expect((await list(a)).entries.map((e) => e.id)).toEqual([created.id]);
    expect((await call(a, 'GET', `/api/journal/${created.id}`)).status).toBe(200);

    // A second undo with the same token: the entry is already there.
    const again = await call(a, 'POST', `/api/journal/${created.id}/restore`, {
      ...body,
      restoreToken: token,
    });
    expect(again.status).toBe(409);
    expect((await list(a)).total).toBe(1);
  });

  it('refuses an expired, forged, foreign or mismatched token with a 400', async () => {
    const a = await register(h, { timezone: zone });
    const b = await register(h, { timezone: zone });
    const first = await write(a);
    const second = await write(a, { title: 'Second' });
    const token = await restoreOf(a, first.id);
    const secondToken = await restoreOf(a, second.id);
    const restore = (who: Account, id: string, restoreToken: unknown) =>
      call(who, 'POST', `/api/journal/${id}/restore`, { ...entry(), restoreToken });

    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    for (const bad of [forged, 'nonsense', '', 'a.b.c', 42, null]) {
      const res = await restore(a, first.id, bad);
      expect(res.status, String(bad)).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        journalMessages.restoreExpired,
      );
    }
    // Another entry's token, another person's call, a missing body field.
    expect((await restore(a, first.id, secondToken)).status).toBe(400);
    expect((await restore(b, first.id, token)).status).toBe(400);
    expect(
      (await call(a, 'POST', `/api/journal/${first.id}/restore`, { restoreToken: token })).status,
    ).toBe(400);
    expect((await restore(a, 'not-a-uuid', token)).status).toBe(404);

    clock.advance(11 * 60_000);
    expect((await restore(a, first.id, token)).status).toBe(400);
    expect((await list(a)).total).toBe(0);
  });
});

describe('check-ins', () => {
  it('keeps one a day in the person’s zone: a second on the same day replaces the first', async () => {
    // 2026-11-20 10:59 UTC is 23:59 on the 20th in Auckland (UTC+13); 11:01 UTC is the 21st.
    clock.set(Date.parse('2026-11-20T10:59:00Z'));
    const a = await register(h, { timezone: 'Pacific/Auckland' });
    const late = await call(a, 'POST', '/api/checkins', { mood: 2, energy: 1, note: 'Tired' });
    expect(late.status).toBe(201);
    const { checkin: day20 } = await late.json();
    expect(day20).toMatchObject({ date: '2026-11-20', mood: 2, energy: 1, note: 'Tired' });

    clock.set(Date.parse('2026-11-20T11:01:00Z'));
    const early = await call(a, 'POST', '/api/checkins', { mood: 4 });
    expect(early.status).toBe(201);
    const { checkin: day21 } = await early.json();
    expect(day21).toMatchObject({ date: '2026-11-21', mood: 4, energy: null, note: null });
    expect(day21.id).not.toBe(day20.id);

    clock.set(Date.parse('2026-11-21T10:30:00Z')); // 23:30 on the 21st
    const again = await call(a, 'POST', '/api/checkins', { mood: 5, energy: 3, note: 'Better' });
    expect(again.status).toBe(200);
    const { checkin: replaced } = await again.json();
    expect(replaced).toMatchObject({
      id: day21.id,
      date: '2026-11-21',
      mood: 5,
      energy: 3,
      note: 'Better',
      createdAt: '2026-11-20T11:01:00.000Z',
      updatedAt: '2026-11-21T10:30:00.000Z',
    });

    const { checkins } = await (
      await call(a, 'GET', '/api/checkins?startDate=2026-11-01&endDate=2026-11-30')
    ).json();
    expect(checkins.map((c: { date: string; mood: number }) => [c.date, c.mood])).toEqual([
      ['2026-11-21', 5],
      ['2026-11-20', 2],
    ]);
    const one = await (
      await call(a, 'GET', '/api/checkins?startDate=2026-11-20&endDate=2026-11-20')
    ).json();
    expect(one.checkins).toHaveLength(1);
    expect(one.checkins[0].id).toBe(day20.id);
  });

  it('answers the last 30 days by default, and refuses windows over 400 days', async () => {
    clock.set(Date.parse('2026-10-01T15:00:00Z'));
    const a = await register(h, { timezone: zone });
    for (const iso of ['2026-10-01T15:00:00Z', '2026-10-23T15:00:00Z', '2026-11-21T15:00:00Z']) {
      clock.set(Date.parse(iso));
      await signIn(a);
      expect((await call(a, 'POST', '/api/checkins', { mood: 3 })).status).toBe(201);
    }
    const got = await (await call(a, 'GET', '/api/checkins')).json();
    expect(got.startDate).toBe('2026-10-23');
    expect(got.endDate).toBe('2026-11-21');
    expect(got.checkins.map((c: { date: string }) => c.date)).toEqual(['2026-11-21', '2026-10-23']);
    const since = await (await call(a, 'GET', '/api/checkins?startDate=2026-09-01')).json();
    expect(since.checkins).toHaveLength(3);
    const until = await (await call(a, 'GET', '/api/checkins?endDate=2026-10-30')).json();
    expect(until.checkins.map((c: { date: string }) => c.date)).toEqual([
      '2026-10-23',
      '2026-10-01',
    ]);
    expect(
      (await call(a, 'GET', '/api/checkins?startDate=2025-01-01&endDate=2026-02-04')).status,
    ).toBe(200);
    for (const query of [
      '?startDate=2025-01-01&endDate=2026-02-05',
      '?startDate=2024-01-01',
      '?startDate=2026-11-10&endDate=2026-11-01',
      '?endDate=2026-02-31',
    ]) {
      expect((await call(a, 'GET', `/api/checkins${query}`)).status, query).toBe(400);
    }
  });

  it.each([
    ['mood 0', { mood: 0 }, 'mood', journalMessages.moodInvalid],
    ['mood 6', { mood: 6 }, 'mood', journalMessages.moodInvalid],
    ['no mood', {}, 'mood', journalMessages.moodInvalid],
    ['energy 6', { mood: 3, energy: 6 }, 'energy', journalMessages.energyInvalid],
    ['energy 0', { mood: 3, energy: 0 }, 'energy', journalMessages.energyInvalid],
    [
      'a 1001-character note',
      { mood: 3, note: 'x'.repeat(1001) },
      'note',
      journalMessages.noteTooLong,
    ],
  ])('rejects %s with a 400 naming the field', async (_label, body, field, message) => {
    const a = await register(h, { timezone: zone });
    const res = await call(a, 'POST', '/api/checkins', body);
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields[field]).toBe(message);
  });

  it('rejects malformed JSON', async () => {
    const a = await register(h, { timezone: zone });
    expect((await call(a, 'POST', '/api/checkins', '{"mood":')).status).toBe(400);
  });
});

describe('isolation', () => {
  it("never shows or changes another person's entries or check-ins", async () => {
    clock.set(Date.parse('2026-11-21T15:00:00Z'));
    const a = await register(h, { timezone: zone });
    const b = await register(h, { timezone: zone });
    const mine = await write(a, { title: 'Private', tags: ['secret'] });
    await call(a, 'POST', '/api/checkins', { mood: 4, note: 'Private' });

    expect((await list(b)).total).toBe(0);
    expect((await list(b, '?search=private')).total).toBe(0);
    expect((await list(b, '?tags=secret')).total).toBe(0);
    expect((await call(b, 'GET', `/api/journal/${mine.id}`)).status).toBe(404);
    expect((await call(b, 'PUT', `/api/journal/${mine.id}`, entry())).status).toBe(404);
    expect(
      (await call(b, 'PUT', `/api/journal/${mine.id}`, entry(), { 'if-match': mine.etag })).status,
    ).toBe(404);
    expect((await call(b, 'DELETE', `/api/journal/${mine.id}`)).status).toBe(404);
    expect((await (await call(b, 'GET', '/api/checkins')).json()).checkins).toEqual([]);
    // b's own check-in today is a new one, not a replacement of a's.
    expect((await call(b, 'POST', '/api/checkins', { mood: 1 })).status).toBe(201);

    expect((await call(a, 'GET', `/api/journal/${mine.id}`)).status).toBe(200);
    expect((await list(a)).entries.map((e) => e.title)).toEqual(['Private']);
    const own = await (await call(a, 'GET', '/api/checkins')).json();
    expect(own.checkins.map((c: { mood: number }) => c.mood)).toEqual([4]);

    for (const [method, path] of [
      ['GET', '/api/journal'],
      ['POST', '/api/journal'],
      ['GET', `/api/journal/${mine.id}`],
      ['PUT', `/api/journal/${mine.id}`],
      ['DELETE', `/api/journal/${mine.id}`],
      ['GET', '/api/checkins'],
      ['POST', '/api/checkins'],
    ] as const) {
      expect((await h.request(path, { method })).status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('GET /api/journal/tags', () => {
  it("lists the person's own tags with their counts, most used first", async () => {
    const h2 = await startApi();
    try {
      const a = await register(h2);
      const b = await register(h2);
      const post = (account: typeof a, tags: string[]) =>
        h2.request('/api/journal', {
          method: 'POST',
          headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ title: 't', content: 'c', tags }),
        });
      await post(a, ['voice', 'gym']);
      await post(a, ['voice']);
      await post(b, ['private-tag']);
      const res = await h2.request('/api/journal/tags', {
        headers: { authorization: `Bearer ${a.token}` },
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        tags: [
          { tag: 'voice', count: 2 },
          { tag: 'gym', count: 1 },
        ],
      });
    } finally {
      await h2.stop();
    }
  });
});
