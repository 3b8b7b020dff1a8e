import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { LogFields } from '../logger.js';
import { requestTelemetry } from './request-telemetry.js';

function appWithLog(logLines: boolean) {
  const lines: { message: string; fields: LogFields | undefined }[] = [];
  const log = {
    info: (message: string, fields?: LogFields) => lines.push({ message, fields }),
    error: () => {},
  };
  let now = 1_000;
  const clock = { now: () => (now += 7) };
  const app = new Hono().basePath('/api');
  app.use(requestTelemetry(log, clock, { logLines }));
  const injections = new Hono();
  injections.use('/*', async (c, next) => (c.req.header('x-auth') ? next() : c.json({}, 401)));
  injections.get('/latest', (c) => c.json({}));
  injections.get('/:id', (c) => c.json({ id: c.req.param('id') }));
  app.route('/injections', injections);
  app.get('/boom', () => {
    throw new Error('boom');
  });
  app.onError((_error, c) => c.json({}, 500));
  return { app, lines };
}

describe('requestTelemetry', () => {
  it('names a request by its route template, never by its ids or query', async () => {
    const { app, lines } = appWithLog(true);
    await app.request('/api/injections/0b5e0c1e-3c2a-4a55-9a5b-4e1c8f1f0a11?search=secret', {
      headers: { 'x-auth': '1' },
    });
    expect(lines).toEqual([
      {
        message: 'GET /api/injections/:id 200 7ms',
        fields: { method: 'GET', route: '/api/injections/:id', status: 200, ms: 7 },
      },
    ]);
  });

  it('names the route that answered: a static one beside :id, after a middleware, or none', async () => {
    const { app, lines } = appWithLog(true);
    await app.request('/api/injections/abc');
    await app.request('/api/injections/latest', { headers: { 'x-auth': '1' } });
    await app.request('/api/nothing-here');
    await app.request('/api/boom');
    expect(lines.map((l) => `${l.fields?.route} ${l.fields?.status}`)).toEqual([
      '/api/injections/:id 401',
      '/api/injections/latest 200',
      '(unmatched) 404',
      '/api/boom 500',
    ]);
  });

  it('writes no line when lines are off (Application Insights carries the request)', async () => {
    const { app, lines } = appWithLog(false);
    await app.request('/api/injections/abc');
    expect(lines).toEqual([]);
  });
});
