import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import jwt from 'jsonwebtoken';
import { bearer, register, type Account } from '../support/accounts.js';
import { startApi, type ApiHarness } from '../support/api.js';
import { doseBody, weeklyPrescription } from '../support/treatment-bodies.js';

/**
 * Inputs a security probe found answered 5xx (issue 19, "No 5xx for any input"): each now gets
 * a clear 4xx and leaves every reader working.
 */
const secret = 'hostile-inputs-test-secret-0123456789abcdef';
let h: ApiHarness;
let a: Account;

beforeAll(async () => {
  h = await startApi({ env: { JWT_SECRET: secret } });
  a = await register(h);
});
afterAll(async () => {
  await h.stop();
});

function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return h.request(path, {
    method,
    headers: { ...bearer(a.token), 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

const readers = [
  '/api/dashboard',
  '/api/analytics/adherence',
  '/api/analytics',
  '/api/integration/provider-data',
  '/api/prescription',
  '/api/injections',
];

describe('inputs that used to answer 5xx', () => {
  it('refuses an instant in years 0-99 or before 1900, and every reader still works', async () => {
    expect((await call('PUT', '/api/prescription', weeklyPrescription())).status).toBe(200);
    for (const takenAt of [
      '0099-06-01T12:00:00Z',
      '1899-12-31T12:00:00Z',
      '0001-01-01T00:00:00Z',
    ]) {
      const res = await call('POST', '/api/injections', doseBody(takenAt));
      expect(res.status, takenAt).toBe(400);
    }
    for (const path of readers) {
      const res = await call('GET', path);
      expect(res.status, path).toBeLessThan(500);
    }
  });

  it('refuses an impossible date instead of rolling it over', async () => {
    const res = await call('POST', '/api/injections', doseBody('2024-02-30T10:00:00Z'));
    expect(res.status).toBe(400);
  });

  it.each([
    '/api/dashboard?month=9999-12',
    '/api/dashboard?month=9999-11',
    '/api/dashboard?month=0001-01',
    '/api/checkins?endDate=0100-01-01',
    '/api/checkins?startDate=0099-12-01&endDate=0100-01-01',
    '/api/analytics/adherence?endDate=0100-01-10',
    '/api/analytics/adherence?startDate=0001-01-01&endDate=9999-12-31',
    '/api/journal?startDate=0050-01-01',
  ])('%s answers 4xx quickly', async (path) => {
    const started = Date.now();
    const res = await call('GET', path);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses prescription dates outside 1900-01-01 .. today + 2 years', async () => {
    for (const startDate of ['0100-01-01', '1899-12-31', '2999-01-01']) {
      const res = await call('PUT', '/api/prescription', { ...weeklyPrescription(), startDate });
      expect(res.status, startDate).toBe(400);
    }
    const res = await call('PUT', '/api/prescription', {
      ...weeklyPrescription(),
      hrtStartDate: '0100-01-01',
    });
    expect(res.status).toBe(400);
  });

  it.each(['garbage', '"', 'W/"x', '"a b"', 'W/"datetime\'x\'" , junk'])(
    'If-Match %j is a clear 4xx',
    async (etag) => {
      for (const [method, path, body] of [
        ['PATCH', '/api/auth/me', { preferredName: 'Sam' }],
        ['PUT', '/api/prescription', weeklyPrescription()],
      ] as const) {
        const res = await call(method, path, body, { 'if-match': etag });
        expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
      }
    },
  );

  it('If-Match before a prescription exists is 409 or 412, not 500', async () => {
    const fresh = await register(h);
    const res = await h.request('/api/prescription', {
      method: 'PUT',
      headers: {
        ...bearer(fresh.token),
        'content-type': 'application/json',
        'if-match': 'W/"datetime\'2026-01-01T00%3A00%3A00.000Z\'"',
      },
      body: JSON.stringify(weeklyPrescription()),
    });
    expect([409, 412]).toContain(res.status);
  });

  it('refuses deeply nested JSON before parsing it deeply', async () => {
    const depth = 50_000;
    const body = `{"message":"hi","context":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const res = await call('POST', '/api/ai/chat', body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it.each(['Te\u0000d', 'Ted\u0007', 'Ted\u202E', 'Ted\uD800', '\u200F\u202Ex'])(
    'refuses the name %j with a field error',
    async (name) => {
      const res = await call('PATCH', '/api/auth/me', { preferredName: name });
      expect(res.status).toBe(400);
      const json = (await res.json()) as { fields?: Record<string, string> };
      expect(JSON.stringify(json)).toContain('preferredName');
    },
  );

  it('a token signed with the right secret but odd claims is 401, not 500', async () => {
    for (const claims of [
      { sub: 'not-a-uuid', sid: 'nope' },
      { sub: { $ne: 1 }, sid: [] },
      { sub: 'x'.repeat(5000) },
    ]) {
      const token = jwt.sign(claims, secret, { expiresIn: '1h' });
      const res = await h.request('/api/dashboard', { headers: bearer(token) });
      expect(res.status).toBe(401);
    }
  });
});
