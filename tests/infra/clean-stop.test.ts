import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { registration } from '../support/accounts.js';
import { startAzurite } from '../support/azurite.js';

/**
 * Issue 23: whatever ordinary way the local stack is stopped, every write it acknowledged is
 * there after a restart and nothing of it is left running. Runs `npm start` itself (the build
 * skipped, free ports, a temporary data folder) and stops it within 200 ms of the last 201.
 */
const root = join(import.meta.dirname, '..', '..');
const work = mkdtempSync(join(tmpdir(), 'stride-stop-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = net.createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => done(port));
    });
  });
}

function portFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = net.createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Pids of every process in the tree below `pid` (Linux /proc). */
async function descendants(pid: number): Promise<number[]> {
  const { readdirSync, readFileSync } = await import('node:fs');
  const parentOf = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parentOf.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* gone */
    }
  }
  const found: number[] = [];
  let frontier = [pid];
  while (frontier.length > 0) {
    const next: number[] = [];
    for (const [child, parent] of parentOf) if (frontier.includes(parent)) next.push(child);
    found.push(...next);
    frontier = next;
  }
  return found;
}

interface Stack {
  child: ChildProcess;
  pids: number[];
  web: string;
  output: string[];
}

async function startStack(ports: Record<string, number>, dataDir: string, dist: string) {
  const output: string[] = [];
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      STRIDE_SKIP_BUILD: '1',
      STRIDE_DATA_DIR: dataDir,
      STRIDE_WEB_DIST: dist,
      STRIDE_WEB_PORT: String(ports.web),
      STRIDE_API_PORT: String(ports.api),
      STRIDE_BLOB_PORT: String(ports.blob),
      STRIDE_QUEUE_PORT: String(ports.queue),
      STRIDE_TABLE_PORT: String(ports.table),
      NODE_OPTIONS: `--import=${join(root, 'tests', 'support', 'loopback-only.mjs')}`,
    },
  });
  const ready = new Promise<void>((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`stack did not start:\n${output.join('')}`)),
      60_000,
    );
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes('Press Ctrl+C to stop everything')) {
        clearTimeout(timer);
        done();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', () => fail(new Error(`stack exited:\n${output.join('')}`)));
  });
  await ready;
  const pids = [child.pid!, ...(await descendants(child.pid!))];
  return { child, pids, web: `http://127.0.0.1:${ports.web}`, output } satisfies Stack;
}

async function stopped(stack: Stack, ports: Record<string, number>) {
  const deadline = Date.now() + 40_000;
  while (stack.pids.some(alive) && Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 100));
  }
  expect(stack.pids.filter(alive), stack.output.join('')).toEqual([]);
  for (const port of Object.values(ports)) expect(await portFree(port)).toBe(true);
  expect(stack.output.join('')).toContain('Stopped. Data saved.');
  expect(stack.output.join('')).not.toContain('Forced');
}

const json = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  },
  body: JSON.stringify(body),
});

describe('the local stack stops cleanly and keeps every acknowledged write', () => {
  it('survives Ctrl+C to the group, SIGTERM to npm alone, SIGHUP and npm killed outright', async () => {
    const ports = {
      web: await freePort(),
      api: await freePort(),
      blob: await freePort(),
      queue: await freePort(),
      table: await freePort(),
    };
    const dataDir = join(work, 'data');
    const dist = join(work, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Stride</title>');
    const person = registration();
    const titles: string[] = [];
    let token = '';
    let photoId = '';
    const ways = [
      (pid: number) => process.kill(-pid, 'SIGINT'),
      (pid: number) => process.kill(pid, 'SIGTERM'),
      (pid: number) => process.kill(pid, 'SIGHUP'),
      // npm itself dies without passing anything on: only the start script's watch on its
      // parents can notice, and it must stop the stack the same clean way.
      (pid: number) => process.kill(pid, 'SIGKILL'),
      () => undefined,
    ];
    for (const [round, stop] of ways.entries()) {
      const stack = await startStack(ports, dataDir, dist);
      // Every earlier acknowledged write is there, and the old sign-in still works.
      if (round > 0) {
        const login = await fetch(
          `${stack.web}/api/auth/login`,
          json({ email: person.email, password: person.password }),
        );
        expect(login.status, 'old sign-in').toBe(200);
        const list = await fetch(`${stack.web}/api/journal?limit=100`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(list.status, 'old token').toBe(200);
        const { entries } = (await list.json()) as { entries: { title: string }[] };
        expect(entries.map((e) => e.title).sort()).toEqual([...titles].sort());
        const checkins = await fetch(`${stack.web}/api/checkins`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(((await checkins.json()) as { checkins: unknown[] }).checkins).toHaveLength(1);
        const photo = await fetch(`${stack.web}/api/photos/${photoId}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(photo.status, 'photo').toBe(200);
        expect((await photo.arrayBuffer()).byteLength).toBeGreaterThan(0);
      } else {
        const res = await fetch(`${stack.web}/api/auth/register`, json(person));
        expect(res.status).toBe(201);
        token = ((await res.json()) as { token: string }).token;
        const checkin = await fetch(`${stack.web}/api/checkins`, json({ mood: 4 }, token));
        expect(checkin.status).toBe(201);
        const png = await sharp({
          create: { width: 16, height: 16, channels: 3, background: '#3060c0' },
        })
          .png()
          .toBuffer();
        const body = new FormData();
        body.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png');
        const upload = await fetch(`${stack.web}/api/ai/analyze-image`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body,
        });
        expect(upload.status, 'photo upload').toBe(201);
        photoId = ((await upload.json()) as { photo: { id: string } }).photo.id;
      }
      if (round === ways.length - 1) {
        process.kill(stack.child.pid!, 'SIGTERM');
        await stopped(stack, ports);
        break;
      }
      for (let i = 0; i < 3; i++) {
        const title = `Round ${round} entry ${i}`;
        const res = await fetch(
          `${stack.web}/api/journal`,
          json({ title, content: 'Written just before the stop.' }, token),
        );
        expect(res.status).toBe(201);
        titles.push(title);
      }
      await new Promise((done) => setTimeout(done, 150));
      stop(stack.child.pid!);
      await stopped(stack, ports);
    }
  }, 150_000);
});

describe('the API alone', () => {
  it('answers every request in flight when SIGTERM arrives, then exits 0', async () => {
    const azurite = await startAzurite();
    const port = await freePort();
    const api = spawn(process.execPath, [join(root, 'api', 'dist', 'main.js')], {
      cwd: join(root, 'api'),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString,
        JWT_SECRET: 'x'.repeat(48),
        NODE_OPTIONS: `--import=${join(root, 'tests', 'support', 'loopback-only.mjs')}`,
      },
    });
    try {
      await new Promise<void>((done) =>
        api.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('listening')) done();
        }),
      );
      const exit = new Promise<number | null>((done) => api.once('exit', (code) => done(code)));
      // Registrations hash a password (scrypt): each takes a while, so they are in flight.
      const requests = Array.from({ length: 4 }, () =>
        fetch(`http://127.0.0.1:${port}/api/auth/register`, json(registration())),
      );
      // Long enough for every request to have reached the API even on a busy machine (a
      // connection whose request has not arrived yet is idle, not in flight), short enough
      // that the scrypt hashes are still running.
      await new Promise((done) => setTimeout(done, 250));
      api.kill('SIGTERM');
      const statuses = await Promise.all(requests.map((r) => r.then((res) => res.status)));
      expect(statuses).toEqual([201, 201, 201, 201]);
      expect(await exit).toBe(0);
    } finally {
      api.kill('SIGKILL');
      await azurite.stop();
    }
  }, 30_000);
});
