import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globToRegExp, readSwaConfig, startLocalOrigin, type LocalOrigin } from './local-origin.js';

const config = readSwaConfig(join(import.meta.dirname, '..', 'staticwebapp.config.json'));
let origin: LocalOrigin;
let api: http.Server;
let apiUrl: string;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'stride-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Stride</title>');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
  api = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ url: req.url, forwarded: req.headers['x-forwarded-for'] ?? null }));
  });
  await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  origin = await startLocalOrigin({ distDir: dist, apiUrl, port: 0, config });
});
afterAll(async () => {
  await origin.close();
  await new Promise((done) => api.close(done));
});

describe('local origin', () => {
  it('serves deep links with the index and the production headers', async () => {
    const res = await fetch(`${origin.url}/login`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Stride</title>');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves assets immutable and 404s a missing asset instead of the index', async () => {
    const asset = await fetch(`${origin.url}/assets/app-abc.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect((await fetch(`${origin.url}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${origin.url}/favicon-missing.png`)).status).toBe(404);
  });

  it('refuses to leave the dist folder', async () => {
    const res = await fetch(`${origin.url}/..%2f..%2fetc%2fpasswd`);
    expect(await res.text()).not.toContain('root:');
  });

  it('passes /api to the API with the client address, and answers 502 JSON when it is down', async () => {
    const res = await fetch(`${origin.url}/api/health?x=1`);
    expect(await res.json()).toEqual({ url: '/api/health?x=1', forwarded: '127.0.0.1' });
    origin.setApiUrl('http://127.0.0.1:1');
    const down = await fetch(`${origin.url}/api/health`);
    expect(down.status).toBe(502);
    expect((await down.json()).error.code).toBe('unavailable');
    origin.setApiUrl(apiUrl);
  });

  it('matches Static Web Apps globs', () => {
    expect(globToRegExp('/*.{css,js}').test('/x.css')).toBe(true);
    expect(globToRegExp('/*.{css,js}').test('/x.html')).toBe(false);
    expect(globToRegExp('/api/*').test('/api/waitlist')).toBe(true);
  });
});
