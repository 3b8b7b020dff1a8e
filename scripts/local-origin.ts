import { createReadStream, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The local stand-in for Azure Static Web Apps: one origin that serves the built front end
 * with the headers, routes, navigation fallback and response overrides of
 * staticwebapp.config.json, and passes /api/* to the API like the platform does (a stopped
 * API answers 502, as it would there).
 *
 * The order follows the platform, as Microsoft's emulator (the SWA CLI, dist/msha/) implements
 * it: the first matching route wins; a route's statusCode (401, 403, 404) answers before
 * anything else, /api included; /.auth/* is the platform's own sign-in (not emulated: a 404);
 * /api/* goes to the API, whose answers pass through untouched (no response override, no
 * global header); then files, the navigation fallback, and a 404 for what is left. Response
 * overrides replace only the errors the platform makes itself (a route's statusCode, a file
 * that is not there), never the API's.
 *
 * A route's rewrite serves that file of the site in place of the path (with the route's
 * headers); rewrites to the API or to another route are not emulated. What the config file
 * can say and this file does not emulate (redirect routes, allowedRoles, ...) makes startLocalOrigin throw, so the two cannot drift apart silently.
 */

export interface SwaRoute {
  route: string;
  methods?: string[];
  headers?: Record<string, string>;
  statusCode?: number;
  /** A file of the site that answers instead (the prerendered pages: /login is /login.html). */
  rewrite?: string;
}

export interface SwaResponseOverride {
  rewrite?: string;
  redirect?: string;
  statusCode?: number;
}

export interface SwaConfig {
  navigationFallback?: { rewrite: string; exclude?: string[] };
  routes?: SwaRoute[];
  responseOverrides?: Record<string, SwaResponseOverride>;
  globalHeaders?: Record<string, string>;
  mimeTypes?: Record<string, string>;
}

export interface LocalOriginOptions {
  distDir: string;
  apiUrl: string;
  port: number;
  host?: string;
  config: SwaConfig;
}

export interface LocalOrigin {
  url: string;
  port: number;
  setApiUrl(url: string): void;
  close(): Promise<void>;
}

export function readSwaConfig(path: string): SwaConfig {
  return JSON.parse(readFileSync(path, 'utf8')) as SwaConfig;
}

const mime: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};
const compressible = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg)/;

/** Static Web Apps' route globs: '*' is any run of characters, '{a,b}' is either. */
export function globToRegExp(glob: string): RegExp {
  let pattern = '';
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i] as string;
    if (ch === '*') pattern += '.*';
    else if (ch === '{') {
      const end = glob.indexOf('}', i);
      const options = glob.slice(i + 1, end).split(',');
      pattern += `(?:${options.map(escapeRegExp).join('|')})`;
      i = end;
    } else pattern += escapeRegExp(ch);
  }
  return new RegExp(`^${pattern}$`, 'i');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A folder path's index file, as the platform tries it: /profile matches /profile/index.html. */
function indexHtmlOf(path: string): string {
  if (path.toLowerCase().endsWith('index.html') || path.includes('.')) return path;
  return path.endsWith('/') ? `${path}index.html` : `${path}/index.html`;
}

/** Whether a route pattern (exact, or a glob) matches a path or that path's index file. */
export function routeMatches(route: string, path: string): boolean {
  const test = route.includes('*')
    ? (p: string) => globToRegExp(route).test(p)
    : (p: string) => p.toLowerCase() === route.toLowerCase();
  return test(path) || test(indexHtmlOf(path));
}

/** Statuses the platform itself answers with, and so the ones a response override replaces. */
const overridable = [400, 401, 403, 404];
/** A route's statusCode that ends the request with the platform's error (and its override). */
const routeErrorStatuses = [401, 403, 404];
const statusText: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
};

/** Throws on anything in the config this stand-in would otherwise silently ignore. */
export function assertEmulated(config: SwaConfig): void {
  const fail = (what: string) => {
    throw new Error(
      `staticwebapp.config.json: ${what} is not emulated by scripts/local-origin.ts; teach it ` +
        'there (or check with `npm run swa`, the Static Web Apps CLI).',
    );
  };
  const routeKeys = ['route', 'methods', 'headers', 'statusCode', 'rewrite'];
  (config.routes ?? []).forEach((route, i) => {
    for (const key of Object.keys(route)) if (!routeKeys.includes(key)) fail(`routes[${i}].${key}`);
    if (route.rewrite !== undefined && !/^\/[^*]*\.[a-z0-9]+$/i.test(route.rewrite)) {
      fail(`routes[${i}].rewrite to ${route.rewrite} (only a file is)`);
    }
    if (route.statusCode !== undefined && !routeErrorStatuses.includes(route.statusCode)) {
      fail(`routes[${i}].statusCode ${route.statusCode}`);
    }
  });
  const overrideKeys = ['rewrite', 'redirect', 'statusCode'];
  for (const [status, override] of Object.entries(config.responseOverrides ?? {})) {
    if (!overridable.includes(Number(status))) fail(`responseOverrides.${status}`);
    for (const key of Object.keys(override)) {
      if (!overrideKeys.includes(key)) fail(`responseOverrides.${status}.${key}`);
    }
  }
}

export async function startLocalOrigin(options: LocalOriginOptions): Promise<LocalOrigin> {
  const dist = resolve(options.distDir);
  let apiUrl = new URL(options.apiUrl);
  const host = options.host ?? '127.0.0.1';
  const { config } = options;
  assertEmulated(config);
  const globalHeaders = config.globalHeaders ?? {};
  const exclude = config.navigationFallback?.exclude ?? [];
  const routes = config.routes ?? [];
  const mimeTypes = { ...mime, ...config.mimeTypes };
  const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();

  /** The first rule that matches, as on the platform: evaluation stops there. */
  function matchRoute(path: string, method: string): SwaRoute | undefined {
    return routes.find(
      (r) => routeMatches(r.route, path) && (!r.methods || r.methods.includes(method)),
    );
  }

  async function fileAt(
    path: string,
  ): Promise<{ file: string; size: number; mtimeMs: number } | undefined> {
    const file = normalize(join(dist, path));
    if (file !== dist && !file.startsWith(dist + sep)) return undefined;
    try {
      const info = await stat(file);
      return info.isFile() ? { file, size: info.size, mtimeMs: info.mtimeMs } : undefined;
    } catch {
      return undefined;
    }
  }

  function sendFile(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    found: { file: string; size: number; mtimeMs: number },
    extraHeaders: Record<string, string>,
  ): void {
    const type = mimeTypes[extname(found.file).toLowerCase()] ?? 'application/octet-stream';
    const headers: Record<string, string> = { ...extraHeaders, 'content-type': type };
    const gzip =
      compressible.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip) {
      let cached = gzipCache.get(found.file);
      if (!cached || cached.mtimeMs !== found.mtimeMs) {
        cached = { mtimeMs: found.mtimeMs, body: gzipSync(readFileSync(found.file)) };
        gzipCache.set(found.file, cached);
      }
      res.writeHead(status, {
        ...headers,
        'content-encoding': 'gzip',
        'content-length': String(cached.body.length),
        vary: 'Accept-Encoding',
      });
      res.end(req.method === 'HEAD' ? undefined : cached.body);
      return;
    }
    res.writeHead(status, { ...headers, 'content-length': String(found.size) });
    if (req.method === 'HEAD') res.end();
    else createReadStream(found.file).pipe(res);
  }

  /**
   * An error the platform makes itself, through its response override if there is one: the
   * override's statusCode, then its redirect (302, or 301 if asked), else its rewrite served
   * with the status kept (SWA CLI: routes-engine/rules/response-overrides.js).
   */
  async function sendPlatformError(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
  ): Promise<void> {
    const override = config.responseOverrides?.[String(status)];
    if (override?.redirect) {
      res
        .writeHead(override.statusCode === 301 ? 301 : 302, {
          ...globalHeaders,
          location: override.redirect,
        })
        .end();
      return;
    }
    const code = override?.statusCode ?? status;
    const rewrite = override?.rewrite;
    // The platform never rewrites an error to the API or to its own /.auth routes.
    if (rewrite && !/^\/(api|\.auth)(\/|$)/i.test(rewrite)) {
      const page = await fileAt(rewrite);
      if (page) {
        sendFile(req, res, code, page, globalHeaders);
        return;
      }
    }
    res.writeHead(code, { ...globalHeaders, 'content-type': 'text/plain; charset=utf-8' });
    res.end(req.method === 'HEAD' ? undefined : (statusText[code] ?? 'Error'));
  }

  async function serveStatic(
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
    route: SwaRoute | undefined,
  ): Promise<void> {
    // The headers are the route's that matched the request (global ones under them), whichever
    // file answers it: a deep link served by the fallback does not get /index.html's route.
    const headers = { ...globalHeaders, ...route?.headers };
    const target = route?.rewrite ?? pathname;
    const found = await fileAt(target.endsWith('/') ? `${target}index.html` : target);
    if (found) {
      sendFile(req, res, 200, found, headers);
      return;
    }
    const fallback = config.navigationFallback;
    if (!fallback || exclude.some((pattern) => routeMatches(pattern, pathname))) {
      await sendPlatformError(req, res, 404);
      return;
    }
    const index = await fileAt(fallback.rewrite);
    if (!index) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The front end is not built. Run `npm run build`.');
      return;
    }
    sendFile(req, res, 200, index, headers);
  }

  function proxyApi(req: IncomingMessage, res: ServerResponse): void {
    const client = req.socket.remoteAddress ?? '';
    const forwarded = req.headers['x-forwarded-for'];
    const headers = {
      ...req.headers,
      host: apiUrl.host,
      'x-forwarded-for': forwarded ? `${forwarded}, ${client}` : client,
      'x-forwarded-host': req.headers.host ?? '',
      'x-forwarded-proto': 'http',
      'x-ms-original-url': `http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`,
    };
    const unavailable = () => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const body = JSON.stringify({
        error: { code: 'unavailable', message: 'The Stride API is not reachable right now.' },
      });
      res.writeHead(502, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(body);
    };
    const send = (withBody: boolean) => {
      const upstream = http.request(
        { host: apiUrl.hostname, port: apiUrl.port, method: req.method, path: req.url, headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        // The API answered before reading the body (a 413 on Content-Length, a 401) and closed
        // its side: the body cannot be written, and Node drops the answer with the socket. Such
        // a refusal depends on the headers alone, so ask again with the headers and no body and
        // forward the API's own answer (a request it would read is never sent twice: it would
        // have read the body). Only with a Content-Length, and only once.
        const refusedEarly =
          withBody && error.code === 'EPIPE' && !res.headersSent && 'content-length' in req.headers;
        if (!refusedEarly) {
          unavailable();
          return;
        }
        req.unpipe(upstream);
        req.resume();
        const retry = send(false);
        retry.setTimeout(5000, () => retry.destroy());
        retry.end();
      });
      return upstream;
    };
    req.pipe(send(true));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    const method = req.method ?? 'GET';
    const route = matchRoute(pathname, method);
    if (route?.statusCode !== undefined) {
      await sendPlatformError(req, res, route.statusCode);
      return;
    }
    if (/^\/\.auth(\/|$)/i.test(pathname)) {
      // The platform's own sign-in routes, never the SPA's; Stride does not use them.
      await sendPlatformError(req, res, 404);
      return;
    }
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      proxyApi(req, res);
      return;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      res.writeHead(405, { ...globalHeaders, allow: 'GET, HEAD' }).end();
      return;
    }
    await serveStatic(req, res, pathname, route);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end('Internal error');
    });
  });

  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port, host, () => {
      server.off('error', fail);
      done();
    });
  });
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://${host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host}:${port}`,
    setApiUrl: (url) => {
      apiUrl = new URL(url);
    },
    close: () =>
      new Promise<void>((done) => {
        // Stop accepting; answers being proxied from the API finish; idle sockets close now.
        const timer = setTimeout(() => server.closeAllConnections(), 10_000);
        server.close(() => {
          clearTimeout(timer);
          done();
        });
        server.closeIdleConnections();
      }),
  };
}
