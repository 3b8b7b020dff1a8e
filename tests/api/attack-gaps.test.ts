import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserRepository } from '../../api/src/data/user-repository.js';
import { bearer, register, type Account } from '../support/accounts.js';
import { manualClock, postJson, startApi, type ApiHarness } from '../support/api.js';
import { fakeGoogle } from '../support/google.js';
import { doseBody } from '../support/treatment-bodies.js';

/**
 * Issue 19 bullets that had no test over HTTP of their own: the waitlist limit against a
 * rotated X-Forwarded-For, the per-address limit across accounts on recovery, parallel edits
 * without If-Match (the contract: such a write applies), and a recovery racing a profile edit.
 */
const start = Date.parse('2026-11-25T15:00:00Z');
const google = fakeGoogle();

describe('limits and writes under attack', () => {
  const clock = manualClock(start);
  let h: ApiHarness;
  beforeAll(async () => {
    h = await startApi({
      clock,
      google: google.verifier,
      env: { STRIDE_AUTH_FAILURES_PER_ADDRESS: '6' },
    });
  });
  afterAll(async () => {
    await h.stop();
  });

  function send(a: Account, method: string, path: string, body?: unknown) {
    return h.request(path, {
      method,
      headers: { ...bearer(a.token), 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  it('waitlist: rotating the entry the client writes does not escape the limit per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      // The client writes a fresh "address" each time; the proxy appends the real one.
      const header = { 'x-forwarded-for': `10.0.${i}.1, 203.0.113.50` };
      const body = { name: 'R', email: `rotate${i}@example.com` };
      statuses.push((await h.request('/api/waitlist', postJson(body, header))).status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('recovery: wrong codes across accounts from one address meet the per-address limit', async () => {
    const accounts = [await register(h), await register(h), await register(h)];
    const recover = (email: string, address: string) =>
      h.request(
        '/api/auth/recover',
        postJson(
          { email, recoveryCode: 'AAAA-BBBB-CCCC-DDDD', newPassword: 'a brand new phrase' },
          { 'x-forwarded-for': address },
        ),
      );
    // Two per account stays under the per-email limit (5); six in all reach the address's.
    for (const a of accounts) {
      for (let i = 0; i < 2; i++) expect((await recover(a.email, '203.0.113.60')).status).toBe(400);
    }
    const fourth = await register(h);
    const limited = await recover(fourth.email, '203.0.113.60');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await recover(fourth.email, '198.51.100.60')).status).toBe(400);
  });

  it('parallel edits without If-Match all apply (journal entry and dose)', async () => {
    const a = await register(h);
    const created = await send(a, 'POST', '/api/journal', { title: 'First', content: 'Day one' });
    const { entry } = (await created.json()) as { entry: { id: string } };
    const journal = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send(a, 'PUT', `/api/journal/${entry.id}`, { title: `Edit ${i}`, content: `Body ${i}` }),
      ),
    );
    expect(journal.map((r) => r.status)).toEqual(Array(10).fill(200));
    const stored = (await (await send(a, 'GET', `/api/journal/${entry.id}`)).json()) as {
      entry: { title: string; content: string };
    };
    // Whole writes: the title and the body come from the same edit.
    expect(stored.entry.content).toBe(stored.entry.title.replace('Edit', 'Body'));

    const dose = await send(a, 'POST', '/api/injections', doseBody('2026-11-20T15:00:00Z'));
    const { injection } = (await dose.json()) as { injection: { id: string } };
    const doses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send(
          a,
          'PUT',
          `/api/injections/${injection.id}`,
          doseBody('2026-11-20T15:00:00Z', { notes: `note ${i}` }),
        ),
      ),
    );
    expect(doses.map((r) => r.status)).toEqual(Array(10).fill(200));
  });

  it('a recovery racing a profile edit never brings the old password back (3 trials)', async () => {
    const a = await register(h);
    const users = createUserRepository(h.storage);
    const earlier = new Set<string>([(await users.getById(a.userId))?.passwordHash ?? '']);
    for (const [trial, code] of a.recoveryCodes.slice(0, 3).entries()) {
      const [recovery, patch] = await Promise.all([
        h.request(
          '/api/auth/recover',
          postJson({ email: a.email, recoveryCode: code, newPassword: `phrase number ${trial} x` }),
        ),
        send(a, 'PATCH', '/api/auth/me', { preferredName: `Sam ${trial}` }),
      ]);
      expect(recovery.status, `trial ${trial}`).toBe(200);
      // Recovery signs every session out: the edit lands first (200) or finds it gone (401).
      expect([200, 401], `trial ${trial}`).toContain(patch.status);
      const hash = (await users.getById(a.userId))?.passwordHash ?? '';
      expect(earlier.has(hash), `trial ${trial}: an old password hash came back`).toBe(false);
      earlier.add(hash);
      const login = await h.request(
        '/api/auth/login',
        postJson({ email: a.email, password: `phrase number ${trial} x` }),
      );
      expect(login.status, `trial ${trial}`).toBe(200);
      a.token = ((await login.json()) as { token: string }).token;
    }
  }, 60_000);

  it('linking Google racing a profile edit keeps both (3 trials)', async () => {
    for (let trial = 0; trial < 3; trial++) {
      const a = await register(h);
      const credential = google.token({ sub: `g-race-${trial}-${Date.now()}`, email: a.email });
      const [link, patch] = await Promise.all([
        h.request('/api/auth/google', postJson({ credential, password: a.password })),
        send(a, 'PATCH', '/api/auth/me', { preferredName: `Linked ${trial}` }),
      ]);
      expect(link.status, `trial ${trial}`).toBe(200);
      expect(patch.status, `trial ${trial}`).toBe(200);
      const me = (await (await send(a, 'GET', '/api/auth/me')).json()) as {
        user: { googleLinked: boolean; preferredName?: string };
      };
      expect(me.user, `trial ${trial}`).toMatchObject({
        googleLinked: true,
        preferredName: `Linked ${trial}`,
      });
      const again = await h.request('/api/auth/google', postJson({ credential }));
      expect(again.status, `trial ${trial}`).toBe(200);
    }
  }, 60_000);

  it('parallel deletes of one dose, entry or photo: one 204, the rest 404, never a 5xx', async () => {
    const a = await register(h);
    const dose = await send(a, 'POST', '/api/injections', doseBody('2026-11-19T15:00:00Z'));
    const doseId = ((await dose.json()) as { injection: { id: string } }).injection.id;
    const entry = await send(a, 'POST', '/api/journal', { title: 'Gone', content: 'Soon' });
    const entryId = ((await entry.json()) as { entry: { id: string } }).entry.id;
    const form = new FormData();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png');
    const photo = await h.request('/api/ai/analyze-image', {
      method: 'POST',
      headers: bearer(a.token),
      body: form,
    });
    const photoId = ((await photo.json()) as { photo: { id: string } }).photo.id;
    for (const path of [
      `/api/injections/${doseId}`,
      `/api/journal/${entryId}`,
      `/api/photos/${photoId}`,
    ]) {
      const statuses = (
        await Promise.all(Array.from({ length: 6 }, () => send(a, 'DELETE', path)))
      ).map((res) => res.status);
      expect(
        statuses.filter((s) => s === 204),
        path,
      ).toHaveLength(1);
      expect(
        statuses.filter((s) => s !== 204).every((s) => s === 404),
        `${path}: ${statuses}`,
      ).toBe(true);
    }
  });
});
