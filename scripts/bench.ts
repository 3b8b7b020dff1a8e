import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createStorage } from '../api/src/data/storage.js';
import { addressKey } from '../api/src/data/keys.js';
import { createRateLimitRepository } from '../api/src/data/rate-limit-repository.js';
import { createWaitlistRepository } from '../api/src/data/waitlist-repository.js';
import { waitlistRateLimit } from '../api/src/routes/waitlist.js';
import { runStep } from './processes.js';
import { bin, root } from './stack-config.js';

/**
 * `npm run bench`: the budgets the issues name, measured in one run.
 * Servers run as their own processes on loopback (Azurite in memory, the built API), so the
 * client's timing loop does not share an event loop with what it measures.
 */

const results: Record<string, unknown> = {};

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? NaN;
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: samples.length,
    p50: Number(percentile(sorted, 50).toFixed(3)),
    p99: Number(percentile(sorted, 99).toFixed(3)),
    mean: Number((samples.reduce((a, b) => a + b, 0) / samples.length).toFixed(3)),
  };
}

/** Starts a process and resolves with the first output line matching `ready`. */
function startProcess(command: string, args: string[], ready: RegExp, env: NodeJS.ProcessEnv = {}) {
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
function freePort(): Promise<number> {
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
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function httpRequest(
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

async function startAzuriteProcess() {
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

async function startApiProcess(connectionString: string) {
  const { child, match } = await startProcess(
    process.execPath,
    [join(root, 'api', 'dist', 'server.js')],
    /listening on (http:\/\/[^\s]+)\/api/,
    { PORT: '0', AZURE_STORAGE_CONNECTION_STRING: connectionString, NODE_ENV: 'bench' },
  );
  return { child, url: match[1] as string };
}

/** Landing page first load: every JS and CSS file the browser fetches for `/`, gzipped. */
async function landingBundle() {
  const dist = join(root, 'frontend', 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    {
      file: string;
      css?: string[];
      imports?: string[];
      dynamicImports?: string[];
      isEntry?: boolean;
    }
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('No entry in the Vite manifest');
  visit(entry);
  // The landing route's lazy chunk (and its static imports) also load on first visit.
  const landing = (manifest[entry]?.dynamicImports ?? []).filter((k) => /landing/i.test(k));
  landing.forEach(visit);
  const sizes = [...files].map((file) => {
    const bytes = readFileSync(join(dist, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes).length };
  });
  const gzip = sizes.reduce((sum, s) => sum + s.gzip, 0);
  return { files: sizes, gzipBytes: gzip, gzipKB: Number((gzip / 1024).toFixed(1)), budgetKB: 150 };
}

async function waitlistLatency(connectionString: string, apiUrl: string, n = 500) {
  const storage = createStorage(connectionString);
  const waitlist = createWaitlistRepository(storage);
  const rateLimits = createRateLimitRepository(storage);
  const api: number[] = [];
  const direct: number[] = [];
  const run = Date.now();
  // The same storage calls the route makes: rate-limit read + write, then the insert.
  const directCall = async (i: number) => {
    const decision = await rateLimits.hit(
      'waitlist',
      addressKey(`direct-${run}-${i}`),
      waitlistRateLimit,
      Date.now(),
    );
    if (!decision.allowed) throw new Error('rate limited');
    await waitlist.add({
      name: 'Bench',
      email: `direct-${run}-${i}@example.com`,
      createdAt: new Date().toISOString(),
    });
  };
  const apiCall = async (i: number) => {
    const res = await httpRequest(apiUrl, 'POST', '/api/waitlist', {
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      },
      body: JSON.stringify({ name: 'Bench', email: `api-${run}-${i}@example.com` }),
    });
    if (res.status !== 201) throw new Error(`POST /api/waitlist answered ${res.status}`);
  };
  for (let i = 0; i < 30; i++) {
    await apiCall(100_000 + i);
    await directCall(100_000 + i);
  }
  // Interleaved, so both sides see the same Azurite state and machine load.
  for (let i = 0; i < n; i++) {
    let t = performance.now();
    await apiCall(i);
    api.push(performance.now() - t);
    t = performance.now();
    await directCall(i);
    direct.push(performance.now() - t);
  }
  const a = summary(api);
  const d = summary(direct);
  return {
    requests: n,
    roundTripsPerCall: 3,
    apiMs: a,
    directStorageMs: d,
    ratioP50: Number((a.p50 / d.p50).toFixed(2)),
    ratioP99: Number((a.p99 / d.p99).toFixed(2)),
    goalRatio: 1.5,
  };
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build') || !existsSync(join(root, 'api', 'dist', 'server.js'))) {
    console.log('Building…');
    await runStep('build', 'npm', ['run', 'build', '--silent'], { cwd: root, quiet: true });
  }
  results.landingFirstLoad = existsSync(join(root, 'frontend', 'dist', '.vite'))
    ? await landingBundle()
    : { gzipKB: NaN, budgetKB: 150, files: [] };
  const azurite = await startAzuriteProcess();
  const api = await startApiProcess(azurite.connectionString);
  try {
    results.waitlistPost = await waitlistLatency(azurite.connectionString, api.url);
  } finally {
    api.child.kill();
    azurite.child.kill();
  }
  const out = join(root, '.stride');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'bench.json'), JSON.stringify(results, null, 2));
  const landing = results.landingFirstLoad as Awaited<ReturnType<typeof landingBundle>>;
  const wl = results.waitlistPost as Awaited<ReturnType<typeof waitlistLatency>>;
  console.log('\nStride benchmarks');
  console.log(
    `Landing first-load JS+CSS: ${landing.gzipKB} KB gzip (budget ${landing.budgetKB} KB) over ${landing.files.length} files`,
  );
  console.log(
    `POST /api/waitlist x${wl.requests}: p50 ${wl.apiMs.p50} ms, p99 ${wl.apiMs.p99} ms | ` +
      `direct storage (same ${wl.roundTripsPerCall} round trips): p50 ${wl.directStorageMs.p50} ms, p99 ${wl.directStorageMs.p99} ms | ` +
      `ratio p50 ${wl.ratioP50}x, p99 ${wl.ratioP99}x (goal ≤ ${wl.goalRatio}x)`,
  );
  console.log(`Full figures: .stride/bench.json`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
