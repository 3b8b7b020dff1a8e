import { createServer, type Server, type Socket } from 'node:net';
import { TableClient } from '@azure/data-tables';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../api/src/data/storage.js';
import { register, registration } from '../support/accounts.js';
import { postJson, startApi, type ApiHarness } from '../support/api.js';

/**
 * Storage that misbehaves (issue 19): a stalled store (accepts, never answers) gives a prompt
 * 503, and a store restarted empty (every table gone) heals on the next request instead of
 * answering 500 until the API restarts.
 */

const devKey =
  'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

describe('a stalled storage', () => {
  let server: Server;
  let h: ApiHarness;
  const sockets = new Set<Socket>();

  beforeAll(async () => {
    server = createServer((socket) => {
      sockets.add(socket); // accept and say nothing
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as { port: number };
    const stalled =
      `DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=${devKey};` +
      `TableEndpoint=http://127.0.0.1:${port}/devstoreaccount1;` +
      `BlobEndpoint=http://127.0.0.1:${port}/devstoreaccount1;`;
    h = await startApi({ wrapStorage: () => createStorage(stalled) });
  });
  afterAll(async () => {
    await h.stop();
    for (const socket of sockets) socket.destroy();
    await new Promise((done) => server.close(done));
  });

  it.each([
    ['POST', '/api/waitlist', { email: 'stall@example.com', name: 'Stall' }],
    ['POST', '/api/auth/login', { email: 'stall@example.com', password: 'whatever phrase' }],
  ])(
    '%s %s answers 503 within 6 s',
    async (method, path, body) => {
      const started = Date.now();
      const res = await h.request(path, { ...postJson(body), method });
      const took = Date.now() - started;
      expect(res.status).toBe(503);
      expect(took).toBeLessThan(6_000);
    },
    20_000,
  );
});

describe('storage restarted empty', () => {
  let h: ApiHarness;
  beforeAll(async () => {
    h = await startApi();
  });
  afterAll(async () => {
    await h.stop();
  });

  it('register, login and the waitlist work again at once after every table is dropped', async () => {
    const before = await register(h);
    for (const name of [
      'users',
      'emailindex',
      'sessions',
      'loginattempts',
      'waitlist',
      'ratelimits',
    ]) {
      await TableClient.fromConnectionString(h.azurite.connectionString, name, {
        allowInsecureConnection: true,
      }).deleteTable();
    }
    const again = await h.request(
      '/api/auth/register',
      postJson(registration({ email: before.email })),
    );
    expect(again.status, h.log.lines.join('\n')).toBe(201);
    const login = await h.request(
      '/api/auth/login',
      postJson({ email: before.email, password: before.password }),
    );
    expect(login.status).toBe(200);
    const waitlist = await h.request(
      '/api/waitlist',
      postJson({ email: 'healed@example.com', name: 'Healed' }),
    );
    expect(waitlist.status).toBeLessThan(300);
  });
});
