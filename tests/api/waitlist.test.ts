import { odata } from '@azure/data-tables';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tableNames } from '../../api/src/data/storage.js';
import { manualClock, postJson, startApi, type ApiHarness } from '../support/api.js';

const clock = manualClock(Date.parse('2026-11-21T12:00:00Z'));
let h: ApiHarness;

beforeAll(async () => {
  h = await startApi({ clock });
});
afterAll(async () => {
  await h.stop();
});
// Each test gets its own minute, so the per-address limit never leaks between tests.
beforeEach(() => clock.advance(60_000));

async function waitlistRows() {
  const table = await h.storage.table(tableNames.waitlist);
  const rows = [];
  for await (const row of table.listEntities<{ name: string; email: string; createdAt: string }>({
    queryOptions: { filter: odata`PartitionKey eq 'waitlist'` },
  })) {
    rows.push(row);
  }
  return rows;
}

describe('POST /api/waitlist', () => {
  it('stores a new entry once and answers 201', async () => {
    const res = await h.request(
      '/api/waitlist',
      postJson({ name: '  Sam  ', email: 'Sam@Example.com ' }),
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({
      entry: {
        name: 'Sam',
        email: 'sam@example.com',
        createdAt: new Date(clock.now()).toISOString(),
      },
      alreadyJoined: false,
    });
    const rows = (await waitlistRows()).filter((r) => r.email === 'sam@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Sam', email: 'sam@example.com' });
  });

  it('answers 200 for the same email in another letter case and adds no row', async () => {
    await h.request('/api/waitlist', postJson({ name: 'Alex', email: 'alex@example.com' }));
    const before = await waitlistRows();
    const res = await h.request(
      '/api/waitlist',
      postJson({ name: 'Alex R', email: ' ALEX@Example.COM' }),
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.alreadyJoined).toBe(true);
    expect(body.entry).toMatchObject({ name: 'Alex', email: 'alex@example.com' });
    expect(await waitlistRows()).toHaveLength(before.length);
  });

  it('accepts an email with characters storage keys forbid', async () => {
    const res = await h.request(
      '/api/waitlist',
      postJson({ name: 'Jo', email: 'jo/#?\\x@example.com' }),
    );
    expect(res.status).toBe(201);
  });

  it.each([
    [{ name: '', email: 'a@b.co' }, 'name', 'Please fill in all fields'],
    [{ name: '   ', email: 'a@b.co' }, 'name', 'Please fill in all fields'],
    [{ email: 'a@b.co' }, 'name', 'Please fill in all fields'],
    [{ name: 'A', email: '' }, 'email', 'Please fill in all fields'],
    [{ name: 'A' }, 'email', 'Please fill in all fields'],
    [{ name: 'A', email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ name: 'A', email: 'a@b' }, 'email', 'Please enter a valid email address'],
    [{ name: 'A', email: 'a b@c.de' }, 'email', 'Please enter a valid email address'],
    [{ name: 42, email: 'a@b.co' }, 'name', 'Please fill in all fields'],
    [{ name: 'x'.repeat(201), email: 'a@b.co' }, 'name', 'Name must be at most 200 characters'],
  ])('rejects %j with a 400 naming %s', async (payload, field, message) => {
    const before = await waitlistRows();
    const res = await h.request('/api/waitlist', postJson(payload));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('validation');
    expect(body.error.fields[field]).toBe(message);
    expect(await waitlistRows()).toHaveLength(before.length);
  });

  it('rejects malformed JSON with a 400', async () => {
    const res = await h.request('/api/waitlist', postJson('{"name": "A", "email": '));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'validation', message: 'The request body is not valid JSON.' },
    });
  });

  it('rejects an empty body and a non-object body with a 400', async () => {
    const empty = await h.request('/api/waitlist', { method: 'POST' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.code).toBe('validation');
    const array = await h.request('/api/waitlist', postJson('[1,2]'));
    expect(array.status).toBe(400);
  });

  it('rejects a 2 MB body with 413 and stores nothing', async () => {
    const before = await waitlistRows();
    const res = await h.request(
      '/api/waitlist',
      postJson({ name: 'x'.repeat(2 * 1024 * 1024), email: 'big@example.com' }),
    );
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('too_large');
    expect(await waitlistRows()).toHaveLength(before.length);
  });

  it('limits one address to 20 a minute with 429 and Retry-After, then lets it in again', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    for (let i = 0; i < 20; i++) {
      const res = await h.request(
        '/api/waitlist',
        postJson({ name: 'F', email: `f${i}@example.com` }, headers),
      );
      expect(res.status).toBe(201);
    }
    const limited = await h.request(
      '/api/waitlist',
      postJson({ name: 'F', email: 'f20@example.com' }, headers),
    );
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    const other = await h.request(
      '/api/waitlist',
      postJson({ name: 'G', email: 'g@example.com' }, { 'x-forwarded-for': '198.51.100.7' }),
    );
    expect(other.status).toBe(201);
    clock.advance(60_000);
    const later = await h.request(
      '/api/waitlist',
      postJson({ name: 'F', email: 'f20@example.com' }, headers),
    );
    expect(later.status).toBe(201);
  });

  it('answers JSON 404 for an unknown API route and 404 for a wrong method', async () => {
    const res = await h.request('/api/nope');
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('not_found');
    const get = await h.request('/api/waitlist');
    expect(get.status).toBe(404);
  });

  it('logs one line per request with method, path, status and time, never the body', async () => {
    h.log.lines.length = 0;
    await h.request(
      '/api/waitlist?secret=q',
      postJson({ name: 'Private Name', email: 'private@example.com' }),
    );
    expect(h.log.lines).toHaveLength(1);
    expect(h.log.lines[0]).toMatch(/^POST \/api\/waitlist 201 \d+ms$/);
    expect(h.log.lines.join('\n')).not.toMatch(/Private|private@|secret/);
  });
});

describe('storage outage', () => {
  it('answers 503 unavailable, with no internals, when storage is stopped', async () => {
    const own = await startApi({ clock });
    try {
      const ok = await own.request(
        '/api/waitlist',
        postJson({ name: 'A', email: 'a@example.com' }),
      );
      expect(ok.status).toBe(201);
      await own.azurite.stop();
      const res = await own.request(
        '/api/waitlist',
        postJson({ name: 'B', email: 'b@example.com' }),
      );
      expect(res.status).toBe(503);
      const body = await res.json();
      expect(body).toEqual({
        error: { code: 'unavailable', message: expect.any(String) },
      });
      expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|at .*\.js|127\.0\.0\.1/);
    } finally {
      await own.stop();
    }
  });
});
