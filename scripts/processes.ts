import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { createInterface } from 'node:readline';

/** Small helpers to run the local stack: prefixed output, port checks, clean shutdown. */

const colours = ['\x1b[36m', '\x1b[35m', '\x1b[33m', '\x1b[32m', '\x1b[34m'];
let nextColour = 0;
const reset = '\x1b[0m';
const useColour = process.stdout.isTTY === true;

export function prefixer(name: string): (line: string) => void {
  const colour = colours[nextColour++ % colours.length] ?? '';
  const label = `[${name}]`.padEnd(10);
  return (line) =>
    console.log(useColour ? `${colour}${label}${reset} ${line}` : `${label} ${line}`);
}

const children = new Set<ChildProcess>();

export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Called on each output line after printing it. */
  onLine?: (line: string) => void;
  quiet?: boolean;
}

/** Starts a long-running process whose lines are printed with a coloured prefix. */
export function runService(
  name: string,
  command: string,
  args: string[],
  options: RunOptions = {},
): ChildProcess {
  const print = prefixer(name);
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a terminal's Ctrl+C reaches only this script, which stops the
    // services in order (Azurite last) instead of all of them at once.
    detached: true,
  });
  children.add(child);
  names.set(child, name);
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      if (!options.quiet) print(line);
      options.onLine?.(line);
    });
  }
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!shuttingDown) {
      print(`exited (${signal ?? code})`);
      void shutdown(code === 0 ? 0 : 1);
    }
  });
  return child;
}

/** Runs a command to completion with prefixed output; rejects on a non-zero exit. */
export function runStep(
  name: string,
  command: string,
  args: string[],
  options: RunOptions = {},
): Promise<void> {
  const print = prefixer(name);
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream }).on('line', (line) => {
        if (!options.quiet && !/Unknown user config "nodedir"/.test(line)) print(line);
      });
    }
    child.on('exit', (code) => {
      children.delete(child);
      if (code === 0) done();
      else fail(new Error(`${name} failed (exit ${code})`));
    });
  });
}

let shuttingDown = false;
let forcing = false;
let firstSignalAt = 0;
const cleanups: (() => Promise<void> | void)[] = [];
const names = new WeakMap<ChildProcess, string>();

/** How long each phase of a clean stop may take before what is left is killed. */
export const stopBounds = { apiMs: 10_000, azuriteMs: 15_000 };

export function onShutdown(cleanup: () => Promise<void> | void): void {
  cleanups.push(cleanup);
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

/** Sends `signal` to the children and waits until they exit, or kills them after `boundMs`. */
async function stopChildren(list: ChildProcess[], signal: NodeJS.Signals, boundMs: number) {
  const live = list.filter((child) => child.exitCode === null && child.signalCode === null);
  if (live.length === 0) return;
  for (const child of live) child.kill(signal);
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<'bound'>((done) => (timer = setTimeout(() => done('bound'), boundMs)));
  const force = new Promise<'forced'>((done) => forceWaiters.push(() => done('forced')));
  const outcome = await Promise.race([Promise.all(live.map(exited)), bound, force]);
  clearTimeout(timer);
  if (outcome === undefined || !Array.isArray(outcome)) {
    const left = live.filter((child) => child.exitCode === null && child.signalCode === null);
    if (left.length > 0) {
      const what = left.map((child) => names.get(child) ?? 'process').join(', ');
      console.error(
        `[stride]   Forced to kill ${what}` +
          (outcome === 'bound' ? ` after ${boundMs / 1000} s` : '') +
          ': writes from the last few seconds may be lost.',
      );
      for (const child of left) child.kill('SIGKILL');
      await Promise.all(left.map(exited));
    }
  }
}
const forceWaiters: (() => void)[] = [];

/**
 * Stops the stack in the order that keeps every acknowledged write: the front-end origin stops
 * accepting; the API (and any other service) gets SIGTERM and finishes what is in flight; then
 * Azurite gets SIGINT and is awaited until it exits, which is when its data is on disk. Only a
 * bound or a second Ctrl+C kills anything, and that is said.
 */
export async function shutdown(code = 0): Promise<never> {
  if (!shuttingDown) {
    shuttingDown = true;
    console.log('[stride]   Stopping… (press Ctrl+C again to force)');
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch {
        /* the origin failing to close must not keep the rest running */
      }
    }
    const all = [...children];
    const storage = all.filter((child) => names.get(child) === 'azurite');
    const services = all.filter((child) => names.get(child) !== 'azurite');
    await stopChildren(services, 'SIGTERM', stopBounds.apiMs);
    await stopChildren(storage, 'SIGINT', stopBounds.azuriteMs);
    if (!forcing) console.log('[stride]   Stopped. Data saved.');
    process.exit(code);
  }
  return new Promise<never>(() => undefined);
}

function force(): void {
  if (forcing) return;
  forcing = true;
  console.error('[stride]   Second signal: forcing the stop now; recent writes may be lost.');
  for (const waiter of forceWaiters) waiter();
  for (const child of children) child.kill('SIGKILL');
}

/**
 * SIGINT, SIGTERM and SIGHUP stop the stack cleanly; a second one forces. When the parent goes
 * away (npm signalled alone, a closed terminal), the stack stops the same clean way.
 */
export function handleSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      // The same Ctrl+C can arrive twice (the terminal's group and tsx relaying it): only a
      // signal half a second after the first one forces.
      if (!shuttingDown) {
        firstSignalAt = Date.now();
        void shutdown(0);
      } else if (Date.now() - firstSignalAt > 500) force();
    });
  }
  // `npm start` runs npm → sh → tsx → this script: watch each of them, so that npm signalled
  // alone (it exits, its children do not) still stops the stack.
  const ancestors = ancestorsOf(process.pid);
  const parent = process.ppid;
  const watch = setInterval(() => {
    const gone = process.ppid !== parent || ancestors.some((pid) => !alive(pid));
    if (gone) {
      clearInterval(watch);
      console.log('[stride]   The process that started the stack went away: stopping it.');
      void shutdown(0);
    }
  }, 250);
  watch.unref();
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The parent chain up to (not including) init, at most four deep; [ppid] where /proc is absent. */
function ancestorsOf(pid: number): number[] {
  const chain: number[] = [];
  let current = pid;
  for (let depth = 0; depth < 4; depth++) {
    let ppid: number;
    try {
      const stat = readFileSync(`/proc/${current}/stat`, 'utf8');
      ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    } catch {
      return chain.length > 0 ? chain : [process.ppid];
    }
    if (!(ppid > 1)) break;
    chain.push(ppid);
    current = ppid;
  }
  return chain;
}

/** True when nothing listens on the port (checked by binding it). */
export function portIsFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((done) => {
    const server = net.createServer();
    server.once('error', () => done(false));
    server.listen(port, host, () => server.close(() => done(true)));
  });
}

export async function assertPortsFree(ports: Record<string, number>): Promise<void> {
  const busy: string[] = [];
  for (const [what, port] of Object.entries(ports)) {
    if (!(await portIsFree(port))) busy.push(`${port} (${what})`);
  }
  if (busy.length > 0) {
    console.error(
      `\nCannot start: port${busy.length > 1 ? 's' : ''} ${busy.join(', ')} already in use.\n` +
        'An earlier Stride stack may still be running (npm start, npm run dev or npm run swa).\n' +
        'Stop it with Ctrl+C in its terminal, or `kill <pid>` (it stops cleanly and saves its data);\n' +
        'find the pid with `lsof -i :PORT` or `ss -ltnp | grep PORT`. Then run the command again.\n',
    );
    process.exit(1);
  }
}

/** Waits until an HTTP URL answers (any status), or fails after the timeout. */
export async function waitForHttp(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > deadline)
        throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
      await new Promise((done) => setTimeout(done, 150));
    }
  }
}
