import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertEmulated,
  globToRegExp,
  readSwaConfig,
  routeMatches,
  startLocalOrigin,
  type LocalOrigin,
  type SwaConfig,
} from './local-origin.js';

const config = readSwaConfig(join(import.meta.dirname, '..', 'staticwebapp.config.json'));
let dist: string;
let origin: LocalOrigin;
let api: http.Server;
let apiUrl: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'stride-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Stride</title>');
  writeFileSync(join(dist, '404.html'), '<!doctype html><title>Page not found</title>');
  writeFileSync(join(dist, 'page.html'), '<!doctype html><title>Prerendered</title>');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
  api = http.createServer((req, res) => {
    // Like the API's body limit: refuse on Content-Length, before reading, and close.
    if (req.url === '/api/upload' && Number(req.headers['content-length']) > 1024 * 1024) {
      res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
      res.end(JSON.stringify({ error: { code: 'too_large', message: 'Too large.' } }));
      return;
    }
    const status = req.url?.startsWith('/api/private') ? 401 : req.url === '/api/nope' ? 404 : 200;
    res.writeHead(status, { 'content-type': 'application/json' });
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

  it('serves assets immutable and a missing asset as the 404 page, status 404', async () => {
    const asset = await fetch(`${origin.url}/assets/app-abc.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
    for (const path of ['/assets/missing.js', '/favicon-missing.png', '/.well-known/x']) {
      const missing = await fetch(`${origin.url}${path}`);
      expect(missing.status, path).toBe(404);
      expect(missing.headers.get('content-type'), path).toContain('text/html');
      expect(await missing.text(), path).toContain('<title>Page not found</title>');
      // Global headers (the CSP, no-cache), not the matched route's (immutable).
      expect(missing.headers.get('content-security-policy'), path).toContain("script-src 'self'");
      expect(missing.headers.get('cache-control'), path).toBe('no-cache');
    }
    const head = await fetch(`${origin.url}/assets/missing.js`, { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(await head.text()).toBe('');
  });

  it("answers Static Web Apps' built-in sign-in with the 404 page, never the app", async () => {
    for (const path of [
      '/.auth/login/github',
      '/.auth/login/aad',
      '/.auth/login/GitHub?post_login_redirect_uri=/',
      '/.auth/me',
    ]) {
      const res = await fetch(`${origin.url}${path}`, { redirect: 'manual' });
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain('Page not found');
    }
  });

  it("passes the API's 401 and 404 through untouched: JSON, no redirect, no site headers", async () => {
    for (const [path, status] of [
      ['/api/private/dashboard', 401],
      ['/api/nope', 404],
    ] as const) {
      const res = await fetch(`${origin.url}${path}`, { redirect: 'manual' });
      expect(res.status, path).toBe(status);
      expect(res.headers.get('content-type'), path).toBe('application/json');
      expect(res.headers.get('location'), path).toBeNull();
      expect(res.headers.get('content-security-policy'), path).toBeNull();
      expect(await res.json(), path).toMatchObject({ url: path });
    }
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

  it("forwards the API's own early refusal (a 3 MB body gets its 413, not a 502)", async () => {
    const body = new Uint8Array(3 * 1024 * 1024);
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${origin.url}/api/upload`, { method: 'POST', body });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ error: { code: 'too_large', message: 'Too large.' } });
    }
    // A body the API reads still goes through once, whole.
    const small = await fetch(`${origin.url}/api/echo`, { method: 'POST', body: 'hello' });
    expect(small.status).toBe(200);
  });

  it('matches Static Web Apps globs', () => {
    expect(globToRegExp('/*.{css,js}').test('/x.css')).toBe(true);
    expect(globToRegExp('/*.{css,js}').test('/x.html')).toBe(false);
    expect(globToRegExp('/api/*').test('/api/waitlist')).toBe(true);
  });

  it('matches routes exactly, by glob, or by a folder path’s index file', () => {
    expect(routeMatches('/.auth/login/github', '/.auth/login/github')).toBe(true);
    expect(routeMatches('/.auth/login/github', '/.auth/login/githubx')).toBe(false);
    expect(routeMatches('/index.html', '/')).toBe(true);
    expect(routeMatches('/profile/index.html', '/profile')).toBe(true);
    expect(routeMatches('/assets/*', '/assets/a/b.js')).toBe(true);
    expect(routeMatches('/assets/*', '/assets.js')).toBe(false);
  });
});

describe('local origin rules, in the platform’s order', () => {
  const rules: SwaConfig = {
    navigationFallback: { rewrite: '/index.html', exclude: ['/assets/*'] },
    routes: [
      { route: '/private*', statusCode: 401 },
      { route: '/api/blocked', statusCode: 403 },
      { route: '/form', methods: ['POST'], statusCode: 404 },
      { route: '/assets/app-abc.js', headers: { 'x-rule': 'first' } },
      { route: '/assets/*', headers: { 'x-rule': 'second' } },
      { route: '/page', rewrite: '/page.html', headers: { 'x-rule': 'page' } },
    ],
    responseOverrides: {
      '401': { statusCode: 302, redirect: '/login' },
      '403': { rewrite: '/404.html', statusCode: 404 },
    },
    globalHeaders: { 'x-global': 'yes' },
  };
  let local: LocalOrigin;

  beforeAll(async () => {
    local = await startLocalOrigin({ distDir: dist, apiUrl, port: 0, config: rules });
  });
  afterAll(() => local.close());

  it("turns a route's 401 into the 401 override's redirect", async () => {
    for (const path of ['/private', '/private/notes']) {
      const res = await fetch(`${local.url}${path}`, { redirect: 'manual' });
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toBe('/login');
    }
  });

  it("answers a route's statusCode before the API, through the override (rewrite + status)", async () => {
    const res = await fetch(`${local.url}/api/blocked`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page not found');
  });

  it('matches methods, and stops at the first matching route', async () => {
    expect((await fetch(`${local.url}/form`)).status).toBe(200);
    const post = await fetch(`${local.url}/form`, { method: 'POST' });
    expect(post.status).toBe(404);
    expect(post.headers.get('x-global')).toBe('yes');
    const asset = await fetch(`${local.url}/assets/app-abc.js`);
    expect(asset.headers.get('x-rule')).toBe('first');
  });

  it("serves a route's rewrite (a prerendered page) in place of the fallback", async () => {
    const page = await fetch(`${local.url}/page`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Prerendered');
    expect(page.headers.get('x-rule')).toBe('page');
    expect(page.headers.get('x-global')).toBe('yes');
    expect(await (await fetch(`${local.url}/page/deeper`)).text()).toContain('<title>Stride');
  });

  it('answers a plain 404 when no override names a page', async () => {
    const res = await fetch(`${local.url}/assets/missing.js`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Not found');
  });

  it('refuses config it does not emulate instead of ignoring it', () => {
    const refused: SwaConfig[] = [
      { routes: [{ route: '/a', rewrite: '/b' } as never] },
      { routes: [{ route: '/a', redirect: '/b' } as never] },
      { routes: [{ route: '/api/*', allowedRoles: ['authenticated'] } as never] },
      { routes: [{ route: '/a', statusCode: 503 }] },
      { responseOverrides: { '500': { rewrite: '/500.html' } } },
    ];
    for (const bad of refused) expect(() => assertEmulated(bad), JSON.stringify(bad)).toThrow();
    expect(() => assertEmulated(config)).not.toThrow();
  });
});
