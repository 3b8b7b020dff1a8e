import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, register } from '../support/accounts.js';
import { startApi, type ApiHarness } from '../support/api.js';
import { faultyStorage } from '../support/faults.js';

let h: ApiHarness;
let faults: ReturnType<typeof faultyStorage>;
beforeAll(async () => {
  h = await startApi({
    wrapStorage: (s) => {
      faults = faultyStorage(s);
      return faults.storage;
    },
  });
});
afterAll(async () => {
  await h.stop();
});

describe('request logs', () => {
  it('carry method, path, status and time only: no journal text, search terms, notes or tokens', async () => {
    const a = await register(h);
    const headers = { ...bearer(a.token), 'content-type': 'application/json' };
    h.log.lines.length = 0;
    const secret = 'Zephyrine-private-diary-words';
    await h.request('/api/journal', {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: secret, content: `${secret} body`, tags: ['secret-tag'] }),
    });
    await h.request(`/api/journal?search=${secret}&tags=secret-tag`, { headers });
    await h.request('/api/checkins', {
      method: 'POST',
      headers,
      body: JSON.stringify({ mood: 2, note: secret }),
    });
    await h.request('/api/injections', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        takenAt: new Date().toISOString(),
        doseAmount: 0.3,
        doseUnit: 'mL',
        site: 'left-thigh',
        notes: secret,
      }),
    });
    await h.request('/api/journal', { method: 'POST', headers, body: '{"title": "broken' });
    const text = h.log.lines.join('\n');
    expect(h.log.lines.length).toBeGreaterThanOrEqual(5);
    for (const line of h.log.lines)
      expect(line).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/api\/[^\s?]* \d{3} \d+ms$/);
    for (const leak of [secret, 'secret-tag', a.token, a.email, a.password])
      expect(text).not.toContain(leak);
  });

  it('name the route, never the path with its id, when storage fails', async () => {
    const a = await register(h);
    const headers = { ...bearer(a.token), 'content-type': 'application/json' };
    const created = await h.request('/api/journal', {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Kept', content: 'Body' }),
    });
    const { id } = ((await created.json()) as { entry: { id: string } }).entry;
    h.log.lines.length = 0;
    faults.failAfter(0);
    try {
      const res = await h.request(`/api/journal/${id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ title: 'Changed', content: 'Body' }),
      });
      expect(res.status).toBe(503);
    } finally {
      faults.heal();
    }
    const text = h.log.lines.join('\n');
    expect(text).toContain('PUT /api/journal/:id storage unreachable');
    expect(text).toContain('PUT /api/journal/:id 503');
    expect(text).not.toContain(id);
  });
});
