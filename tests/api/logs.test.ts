import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, register } from '../support/accounts.js';
import { startApi, type ApiHarness } from '../support/api.js';

let h: ApiHarness;
beforeAll(async () => {
  h = await startApi();
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
});
