import { odata } from '@azure/data-tables';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareScopes, type ShareScope } from '../../api/src/contracts/circle.js';
import { tableNames } from '../../api/src/data/storage.js';
import { addDays, localDateOf } from '../../api/src/domain/calendar-dates.js';
import { bearer, register, type Account } from '../support/accounts.js';
import { manualClock, postJson, startApi, type ApiHarness } from '../support/api.js';

const clock = manualClock(Date.parse('2026-11-21T15:00:00Z'));
const zone = 'America/Chicago';
const today = () => localDateOf(clock.now(), zone);
const dayMs = 86_400_000;
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
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}
const share = (token: string) => h.request(`/api/share/${token}`);

/** Words that appear in exactly one kind of the owner's data. */
const marks = {
  sharedJournal: 'SharedPebbleWords',
  privateJournal: 'PrivateLanternWords',
  checkinNote: 'CheckinNoteWillow',
  injectionNote: 'InjectionNoteHeron',
};

/** An owner with a prescription, doses, check-ins, one shared and one private journal entry. */
async function ownerWithData(): Promise<Account> {
  const a = await register(h, { timezone: zone, preferredName: 'Rowan' });
  const plan = {
    medication: 'Testosterone cypionate',
    doseAmount: 0.5,
    doseUnit: 'mL',
    intervalDays: 7,
    startDate: addDays(today(), -21),
    route: 'IM',
    concentrationMgPerMl: 200,
  };
  expect((await call(a, 'PUT', '/api/prescription', plan)).status).toBe(200);
  const dose = {
    takenAt: new Date(clock.now() - 2 * dayMs).toISOString(),
    doseAmount: 0.5,
    doseUnit: 'mL',
    site: 'left-thigh',
    route: 'IM',
    notes: marks.injectionNote,
  };
  expect((await call(a, 'POST', '/api/injections', dose)).status).toBe(201);
  const checkin = { mood: 4, energy: 3, note: marks.checkinNote };
  expect((await call(a, 'POST', '/api/checkins', checkin)).status).toBe(201);
  const shared = await call(a, 'POST', '/api/journal', {
    title: 'Week three',
    content: marks.sharedJournal,
  });
  expect(shared.status).toBe(201);
  const { entry } = (await shared.json()) as { entry: { id: string } };
  expect(
    (await call(a, 'POST', '/api/journal', { title: 'Mine', content: marks.privateJournal }))
      .status,
  ).toBe(201);
  const marked = await call(a, 'PATCH', `/api/journal/${entry.id}/shared`, { shared: true });
  expect(marked.status).toBe(200);
  expect(((await marked.json()) as { entry: { shared: boolean } }).entry.shared).toBe(true);
  return a;
}

async function supporter(a: Account, name = 'Sam', relationship = 'friend'): Promise<string> {
  const res = await call(a, 'POST', '/api/circle/supporters', { name, relationship });
  expect(res.status).toBe(201);
  return ((await res.json()) as { supporter: { id: string } }).supporter.id;
}

async function link(
  a: Account,
  supporterId: string,
  scopes: ShareScope[],
  expiresInDays = 30,
): Promise<{ token: string; id: string; path: string }> {
  const res = await call(a, 'POST', '/api/circle/links', { supporterId, scopes, expiresInDays });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { token: string; path: string; link: { id: string } };
  return { token: body.token, id: body.link.id, path: body.path };
}

const scopeKey: Record<ShareScope, string> = {
  'doses-adherence': 'dosesAdherence',
  'provider-report': 'providerReport',
  'shared-journal': 'sharedJournal',
  'mood-trend': 'moodTrend',
};

describe('share scopes', () => {
  it('each scope gives exactly its own data and nothing of the others', async () => {
    const a = await ownerWithData();
    const sam = await supporter(a);
    for (const scope of shareScopes) {
      const { token, path } = await link(a, sam, [scope]);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(path).toBe(`/share/${token}`);
      const res = await share(token);
      expect(res.status, scope).toBe(200);
      expect(res.headers.get('x-robots-tag')).toContain('noindex');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      const text = await res.text();
      const view = JSON.parse(text) as Record<string, unknown>;
      expect(Object.keys(view).sort(), scope).toEqual(
        ['expiresAt', 'ownerName', 'scopes', scopeKey[scope]].sort(),
      );
      expect(view.ownerName).toBe('Rowan');
      expect(view.scopes).toEqual([scope]);
      // Never the private entry, the legal name or the email, whatever the scope.
      expect(text).not.toContain(marks.privateJournal);
      expect(text).not.toContain('Legalname');
      expect(text).not.toContain(a.email);
      expect(text.includes(marks.sharedJournal), scope).toBe(scope === 'shared-journal');
      if (scope !== 'provider-report') {
        expect(text).not.toContain(marks.injectionNote);
        expect(text).not.toContain(marks.checkinNote);
        expect(text).not.toContain('left-thigh');
      }
    }
  });

  it('answers what each scope promises', async () => {
    const a = await ownerWithData();
    const { token } = await link(a, await supporter(a), [...shareScopes]);
    const view = (await (await share(token)).json()) as {
      scopes: string[];
      dosesAdherence: { upcoming: string[]; adherence: { taken: number } };
      providerReport: { patient: unknown };
      sharedJournal: { title: string; content: string }[];
      moodTrend: { points: { mood: number; energy: number | null }[] };
    };
    expect(view.scopes).toEqual([...shareScopes]);
    expect(view.dosesAdherence.upcoming).toHaveLength(4);
    expect(view.dosesAdherence.adherence.taken).toBe(1);
    expect(view.providerReport).toBeTruthy();
    expect(view.sharedJournal).toEqual([
      expect.objectContaining({ title: 'Week three', content: marks.sharedJournal }),
    ]);
    expect(view.moodTrend.points).toEqual([{ date: today(), mood: 4, energy: 3 }]);
  });

  it('drops an entry from the link once it is unmarked, and keeps the mark through an edit', async () => {
    const a = await ownerWithData();
    const { token } = await link(a, await supporter(a), ['shared-journal']);
    const list = (await (await call(a, 'GET', '/api/journal')).json()) as {
      entries: { id: string; shared: boolean; title: string }[];
    };
    const entry = list.entries.find((e) => e.shared)!;
    const edited = await call(a, 'PUT', `/api/journal/${entry.id}`, {
      title: 'Week three, edited',
      content: marks.sharedJournal,
    });
    expect(((await edited.json()) as { entry: { shared: boolean } }).entry.shared).toBe(true);
    expect(await (await share(token)).text()).toContain('Week three, edited');
    await call(a, 'PATCH', `/api/journal/${entry.id}/shared`, { shared: false });
    const view = (await (await share(token)).json()) as { sharedJournal: unknown[] };
    expect(view.sharedJournal).toEqual([]);
  });
});

describe('link life', () => {
  it('an expired link is 404, and so is a revoked one; unknown and malformed tokens too', async () => {
    const a = await ownerWithData();
    const sam = await supporter(a);
    const week = await link(a, sam, ['mood-trend'], 7);
    const month = await link(a, sam, ['mood-trend'], 30);
    expect((await share(week.token)).status).toBe(200);
    const saved = clock.now();
    try {
      clock.set(saved + 7 * dayMs + 1000);
      expect((await share(week.token)).status).toBe(404);
      expect((await share(month.token)).status).toBe(200);
      // A week idle ends the session: sign in again to see the list.
      const login = await h.request(
        '/api/auth/login',
        postJson({ email: a.email, password: a.password }),
      );
      expect(login.status).toBe(200);
      const again = { ...a, token: ((await login.json()) as { token: string }).token };
      const links = (await (await call(again, 'GET', '/api/circle/links')).json()) as {
        links: { id: string; status: string }[];
      };
      expect(links.links.find((l) => l.id === week.id)?.status).toBe('expired');
    } finally {
      clock.set(saved);
    }
    const revoked = await call(a, 'POST', `/api/circle/links/${month.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(((await revoked.json()) as { link: { status: string } }).link.status).toBe('revoked');
    const gone = await share(month.token);
    expect(gone.status).toBe(404);
    expect(await gone.text()).not.toContain('Rowan');
    expect((await share('A'.repeat(43))).status).toBe(404);
    expect((await share('short')).status).toBe(404);
    expect((await share('%23bad%2F')).status).toBe(404);
  });

  it('records every view by time only and lists it to the owner', async () => {
    const a = await ownerWithData();
    const { token, id } = await link(a, await supporter(a, 'Dr Kim', 'provider'), ['mood-trend']);
    await share(token);
    clock.advance(60_000);
    await share(token);
    const { links } = (await (await call(a, 'GET', '/api/circle/links')).json()) as {
      links: { id: string; viewCount: number; views: string[]; supporterName: string }[];
    };
    const mine = links.find((l) => l.id === id)!;
    expect(mine.supporterName).toBe('Dr Kim');
    expect(mine.viewCount).toBe(2);
    expect(mine.views).toHaveLength(2);
    expect(Date.parse(mine.views[0]!)).toBeGreaterThan(Date.parse(mine.views[1]!));
    const rows = [];
    for await (const row of (await h.storage.table(tableNames.circle)).listEntities({
      queryOptions: { filter: odata`PartitionKey eq ${a.userId} and RowKey ge 'view-'` },
    }))
      rows.push(row);
    expect(rows).toHaveLength(2);
    // When, never who: no address, agent or anything of the viewer in the row.
    expect(JSON.stringify(rows)).not.toMatch(/127\.0\.0\.1|undici|node|agent/i);
  });
});

describe('ownership and validation', () => {
  it("another person cannot see, change, revoke or link to someone else's circle", async () => {
    const a = await ownerWithData();
    const b = await register(h, { timezone: zone });
    const sam = await supporter(a);
    const { token, id } = await link(a, sam, ['mood-trend']);
    const bLinks = (await (await call(b, 'GET', '/api/circle/links')).json()) as {
      links: unknown[];
    };
    expect(bLinks.links).toEqual([]);
    const bSupporters = (await (await call(b, 'GET', '/api/circle/supporters')).json()) as {
      supporters: unknown[];
    };
    expect(bSupporters.supporters).toEqual([]);
    expect((await call(b, 'POST', `/api/circle/links/${id}/revoke`)).status).toBe(404);
    expect(
      (await call(b, 'PUT', `/api/circle/supporters/${sam}`, { name: 'X', relationship: 'other' }))
        .status,
    ).toBe(404);
    expect((await call(b, 'DELETE', `/api/circle/supporters/${sam}`)).status).toBe(404);
    expect(
      (
        await call(b, 'POST', '/api/circle/links', {
          supporterId: sam,
          scopes: ['mood-trend'],
          expiresInDays: 7,
        })
      ).status,
    ).toBe(400);
    expect((await share(token)).status).toBe(200);
    expect((await h.request('/api/circle/links')).status).toBe(401);
  });

  it('refuses bad input with 400, and a malformed id is simply not found', async () => {
    const a = await register(h, { timezone: zone });
    const sam = await supporter(a);
    const bad: [string, unknown][] = [
      ['/api/circle/supporters', { name: '', relationship: 'friend' }],
      ['/api/circle/supporters', { name: 'Sam', relationship: 'boss' }],
      ['/api/circle/supporters', { name: 'x'.repeat(81), relationship: 'friend' }],
      ['/api/circle/supporters', 'not json'],
      ['/api/circle/links', { supporterId: sam, scopes: [], expiresInDays: 7 }],
      ['/api/circle/links', { supporterId: sam, scopes: ['everything'], expiresInDays: 7 }],
      ['/api/circle/links', { supporterId: sam, scopes: ['mood-trend'], expiresInDays: 14 }],
      ['/api/circle/links', { supporterId: 'nope', scopes: ['mood-trend'], expiresInDays: 7 }],
    ];
    for (const [path, body] of bad) {
      const res = await call(a, 'POST', path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await call(a, 'POST', '/api/circle/links/not-a-uuid/revoke')).status).toBe(404);
    const entry = await call(a, 'POST', '/api/journal', { title: 't', content: 'c' });
    const { entry: e } = (await entry.json()) as { entry: { id: string } };
    expect((await call(a, 'PATCH', `/api/journal/${e.id}/shared`, { shared: 'yes' })).status).toBe(
      400,
    );
  });

  it('removing a supporter turns off their links', async () => {
    const a = await ownerWithData();
    const sam = await supporter(a);
    const { token } = await link(a, sam, ['mood-trend']);
    expect((await call(a, 'DELETE', `/api/circle/supporters/${sam}`)).status).toBe(204);
    expect((await share(token)).status).toBe(404);
  });
});

describe('export and erase', () => {
  it('export lists supporters, links and views (never a token); erase removes them all', async () => {
    const a = await ownerWithData();
    const { token } = await link(a, await supporter(a), ['mood-trend']);
    await share(token);
    const exported = await (await call(a, 'GET', '/api/account/export')).text();
    const body = JSON.parse(exported) as {
      circle: { supporters: unknown[]; links: unknown[]; views: unknown[] };
    };
    expect(body.circle.supporters).toHaveLength(1);
    expect(body.circle.links).toHaveLength(1);
    expect(body.circle.views).toHaveLength(1);
    expect(exported).not.toContain(token);
    expect(exported).not.toContain('tokenHash');

    expect((await call(a, 'DELETE', '/api/account', { password: a.password })).status).toBe(204);
    expect((await share(token)).status).toBe(404);
    const left = [];
    for await (const row of (await h.storage.table(tableNames.circle)).listEntities({
      queryOptions: { filter: odata`PartitionKey eq ${a.userId}` },
    }))
      left.push(row);
    for await (const row of (await h.storage.table(tableNames.shareLinks)).listEntities({
      queryOptions: { filter: odata`ownerId eq ${a.userId}` },
    }))
      left.push(row);
    expect(left).toEqual([]);
  });
});
