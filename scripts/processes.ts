import { spawn, type ChildProcess } from 'node:child_process';
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
  });
  children.add(child);
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
const cleanups: (() => Promise<void> | void)[] = [];

export function onShutdown(cleanup: () => Promise<void> | void): void {
  cleanups.push(cleanup);
}

export async function shutdown(code = 0): Promise<never> {
  if (!shuttingDown) {
    shuttingDown = true;
    for (const cleanup of cleanups.reverse()) await cleanup();
    for (const child of children) child.kill('SIGTERM');
    await new Promise((done) => setTimeout(done, 300));
    for (const child of children) child.kill('SIGKILL');
  }
  process.exit(code);
}

export function handleSignals(): void {
  process.once('SIGINT', () => void shutdown(0));
  process.once('SIGTERM', () => void shutdown(0));
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
        'Another Stride (or another program) is running. Stop it, then run the command again.\n' +
        'To see what holds a port: `lsof -i :PORT` or `ss -ltnp | grep PORT`.\n',
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
