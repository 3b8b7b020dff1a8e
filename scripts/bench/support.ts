import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { bin, root } from '../stack-config.js';

/** Shared pieces of `npm run bench`: percentiles, child servers, a lean HTTP client. */

export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? NaN;
}

export function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: samples.length,
    p50: Number(percentile(sorted, 50).toFixed(3)),
    p99: Number(percentile(sorted, 99).toFixed(3)),
    mean: Number((samples.reduce((a, b) => a + b, 0) / samples.length).toFixed(3)),
  };
}

/** Starts a process and resolves with the first output line matching `ready`. */
export function startProcess(
  command: string,
  args: string[],
  ready: RegExp,
  env: NodeJS.ProcessEnv = {},
) {
  return new Promise<{ child: ChildProcess; match: RegExpExecArray }>((done, fail) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: string[] = [];
    const timer = setTimeout(() => {
      child.kill();
      fail(new Error(`${command} did not start:\n${lines.join('\n')}`));
    }, 30_000);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        lines.push(line);
        const match = ready.exec(line);
        if (match) {
          clearTimeout(timer);
          done({ child, match });
        }
      });
    }
    child.once('exit', (code) =>
      fail(new Error(`${command} exited (${code}):\n${lines.join('\n')}`)),
    );
  });
}

/** A free loopback port (the Azurite CLI does not report the port it got for 0). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = net.createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => done(port));
    });
  });
}

/** A lean keep-alive HTTP client (like wrk or autocannon use), so the client's own cost stays small. */
export const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
export function httpRequest(
  base: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: string }> {
  const url = new URL(path, base);
  return new Promise((done, fail) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers: options.headers,
        agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', fail);
    req.end(options.body);
  });
}

export async function startAzuriteProcess() {
  const port = await freePort();
  const args = [
    '--inMemoryPersistence',
    '--disableTelemetry',
    '--skipApiVersionCheck',
    '--tableHost',
    '127.0.0.1',
    '--tablePort',
    String(port),
  ];
  const { child, match } = await startProcess(
    bin('azurite-table'),
    args,
    /successfully (?:listens|started) on (?:http:\/\/)?(\S+)/,
  );
  const tableUrl = `http://${match[1]}/devstoreaccount1`;
  const key =
    'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';
  const connectionString = `DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=${key};TableEndpoint=${tableUrl};BlobEndpoint=http://127.0.0.1:1/devstoreaccount1;`;
  return { child, connectionString };
}

/** The bench API's JWT secret, so the direct side can verify tokens like the API does. */
export const benchJwtSecret = randomBytes(48).toString('base64');

export async function startApiProcess(
  connectionString: string,
  options: { env?: NodeJS.ProcessEnv; preload?: string } = {},
) {
  const { child, match } = await startProcess(
    process.execPath,
    [
      ...(options.preload ? ['--import', options.preload] : []),
      join(root, 'api', 'dist', 'main.js'),
    ],
    /listening on (http:\/\/[^\s]+)\/api/,
    {
      PORT: '0',
      AZURE_STORAGE_CONNECTION_STRING: connectionString,
      NODE_ENV: 'bench',
      JWT_SECRET: benchJwtSecret,
      ...options.env,
    },
  );
  return { child, url: match[1] as string };
}

export interface LatencyComparison {
  requests: number;
  roundTripsPerCall: number;
  apiMs: ReturnType<typeof summary>;
  directStorageMs: ReturnType<typeof summary>;
  ratioP50: number;
  ratioP99: number;
  goalRatio: number;
  /** A third measurement taken beside the two (e.g. a raw partition read), when asked for. */
  besideMs?: ReturnType<typeof summary>;
}

/**
 * Times an API call and the same storage calls made directly, interleaved so both see the same
 * Azurite state and machine load, after a warm-up.
 */
export async function compareLatency(
  calls: { api: () => Promise<void>; direct: () => Promise<void>; beside?: () => Promise<void> },
  options: { n: number; roundTrips: number; warmup?: number },
): Promise<LatencyComparison> {
  for (let i = 0; i < (options.warmup ?? 20); i++) {
    await calls.api();
    await calls.direct();
    await calls.beside?.();
  }
  const api: number[] = [];
  const direct: number[] = [];
  const beside: number[] = [];
  for (let i = 0; i < options.n; i++) {
    let t = performance.now();
    await calls.api();
    api.push(performance.now() - t);
    t = performance.now();
    await calls.direct();
    direct.push(performance.now() - t);
    if (calls.beside) {
      t = performance.now();
      await calls.beside();
      beside.push(performance.now() - t);
    }
  }
  const a = summary(api);
  const d = summary(direct);
  return {
    requests: options.n,
    roundTripsPerCall: options.roundTrips,
    apiMs: a,
    directStorageMs: d,
    ratioP50: Number((a.p50 / d.p50).toFixed(2)),
    ratioP99: Number((a.p99 / d.p99).toFixed(2)),
    goalRatio: 1.5,
    ...(calls.beside ? { besideMs: summary(beside) } : {}),
  };
}

/** Registers a bench user through the API; answers its token, ids and request headers. */
export async function registerBenchUser(apiUrl: string, label: string, timezone: string) {
  const registered = await httpRequest(apiUrl, 'POST', '/api/auth/register', {
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${200 + (label.length % 50)}.0.1`,
    },
    body: JSON.stringify({
      email: `bench-${label}-${Date.now()}@example.com`,
      password: 'bench password 1',
      firstName: 'Bench',
      lastName: 'Person',
      dateOfBirth: '1990-01-01',
      race: 'prefer-not-to-say',
      pronouns: 'he/him',
      preferredTreatmentPlace: 'telehealth',
      agreeToTerms: true,
      ageConfirmation: true,
      timezone,
    }),
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const token = (JSON.parse(registered.body) as { token: string }).token;
  const payload = JSON.parse(
    Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as {
    sub: string;
    sid: string;
  };
  return {
    token,
    userId: payload.sub,
    sessionId: payload.sid,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  };
}
