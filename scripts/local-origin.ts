import { createReadStream, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The local stand-in for Azure Static Web Apps: one origin that serves the built front end
 * with the headers, routes and navigation fallback of staticwebapp.config.json, and passes
 * /api/* to the API like the platform does (a stopped API answers 502, as it would there).
 */

export interface SwaConfig {
  navigationFallback?: { rewrite: string; exclude?: string[] };
  routes?: { route: string; headers?: Record<string, string> }[];
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

export async function startLocalOrigin(options: LocalOriginOptions): Promise<LocalOrigin> {
  const dist = resolve(options.distDir);
  let apiUrl = new URL(options.apiUrl);
  const host = options.host ?? '127.0.0.1';
  const { config } = options;
  const exclude = (config.navigationFallback?.exclude ?? []).map(globToRegExp);
  const routes = (config.routes ?? []).map((r) => ({
    match: globToRegExp(r.route),
    headers: r.headers ?? {},
  }));
  const mimeTypes = { ...mime, ...config.mimeTypes };
  const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();

  function staticHeaders(path: string): Record<string, string> {
    const headers: Record<string, string> = { ...config.globalHeaders };
    for (const route of routes) if (route.match.test(path)) Object.assign(headers, route.headers);
    return headers;
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

  async function serveStatic(
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
  ): Promise<void> {
    let path = pathname;
    let found = path.endsWith('/') ? undefined : await fileAt(path);
    if (!found && path === '/') {
      path = '/index.html';
      found = await fileAt(path);
    }
    if (!found) {
      const fallback = config.navigationFallback;
      if (!fallback || exclude.some((e) => e.test(pathname))) {
        res.writeHead(404, {
          ...config.globalHeaders,
          'content-type': 'text/plain; charset=utf-8',
        });
        res.end('Not found');
        return;
      }
      path = fallback.rewrite;
      found = await fileAt(path);
      if (!found) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('The front end is not built. Run `npm run build`.');
        return;
      }
    }
    const type = mimeTypes[extname(found.file).toLowerCase()] ?? 'application/octet-stream';
    const headers: Record<string, string> = { ...staticHeaders(path), 'content-type': type };
    const gzip =
      compressible.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip) {
      let cached = gzipCache.get(found.file);
      if (!cached || cached.mtimeMs !== found.mtimeMs) {
        cached = { mtimeMs: found.mtimeMs, body: gzipSync(readFileSync(found.file)) };
        gzipCache.set(found.file, cached);
      }
      res.writeHead(200, {
        ...headers,
        'content-encoding': 'gzip',
        'content-length': String(cached.body.length),
        vary: 'Accept-Encoding',
      });
      res.end(req.method === 'HEAD' ? undefined : cached.body);
      return;
    }
    res.writeHead(200, { ...headers, 'content-length': String(found.size) });
    if (req.method === 'HEAD') res.end();
    else createReadStream(found.file).pipe(res);
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
    const upstream = http.request(
      { host: apiUrl.hostname, port: apiUrl.port, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const body = JSON.stringify({
        error: { code: 'unavailable', message: 'The Stride API is not reachable right now.' },
      });
      res.writeHead(502, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(body);
    });
    req.pipe(upstream);
  }

  const server = http.createServer((req, res) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      proxyApi(req, res);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...config.globalHeaders, allow: 'GET, HEAD' }).end();
      return;
    }
    serveStatic(req, res, pathname).catch(() => {
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
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
