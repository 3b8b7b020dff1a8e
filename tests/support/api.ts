import { systemClock, type Clock } from '../../api/src/clock.js';
import { loadConfig } from '../../api/src/config.js';
import { createStorage, type Storage } from '../../api/src/data/storage.js';
import type { AiTimeouts } from '../../api/src/ai/coach-model.js';
import type { Logger } from '../../api/src/logger.js';
import type { GoogleVerifier } from '../../api/src/security/google.js';
import { startServer, type RunningServer } from '../../api/src/server.js';
import { startAzurite, type RunningAzurite } from './azurite.js';

/** A settable clock: tests move time instead of sleeping. */
export function manualClock(
  start = Date.now(),
): Clock & { set(ms: number): void; advance(ms: number): void } {
  let now = start;
  return {
    now: () => now,
    set: (ms) => (now = ms),
    advance: (ms) => (now += ms),
  };
}

export interface CapturedLogger extends Logger {
  lines: string[];
}

export function captureLogger(): CapturedLogger {
  const lines: string[] = [];
  return {
    lines,
    info: (line) => lines.push(line),
    error: (line, error) => lines.push(`${line} ${error instanceof Error ? error.message : ''}`),
  };
}

export interface ApiHarness {
  azurite: RunningAzurite;
  api: RunningServer;
  storage: Storage;
  log: CapturedLogger;
  /** fetch against the API: path starts with /api. */
  request(path: string, init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
}

/** Real Azurite in memory + the Hono app over HTTP on loopback, both on free ports. */
export async function startApi(
  options: {
    clock?: Clock;
    google?: GoogleVerifier;
    env?: Record<string, string>;
    /** Wraps the API's storage, e.g. to inject faults; the harness keeps the plain one. */
    wrapStorage?: (storage: Storage) => Storage;
    /** Shorter coach-model time limits, so timeout tests take milliseconds. */
    aiTimeouts?: Partial<AiTimeouts>;
    /** A shorter wait for Azure AI Content Safety. */
    contentSafetyTimeoutMs?: number;
  } = {},
): Promise<ApiHarness> {
  const azurite = await startAzurite();
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      // Every test comes from 127.0.0.1: the per-address limits are tested on their own.
      STRIDE_AUTH_FAILURES_PER_ADDRESS: '100000',
      STRIDE_REGISTRATIONS_PER_ADDRESS: '100000',
      AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString,
      ...options.env,
    }),
    port: 0,
  };
  const storage = createStorage(azurite.connectionString);
  const log = captureLogger();
  const api = await startServer(
    {
      config,
      storage: options.wrapStorage ? options.wrapStorage(storage) : storage,
      clock: options.clock ?? systemClock,
      log,
      ...(options.google ? { google: options.google } : {}),
      ...(options.aiTimeouts ? { aiTimeouts: options.aiTimeouts } : {}),
      ...(options.contentSafetyTimeoutMs
        ? { contentSafetyTimeoutMs: options.contentSafetyTimeoutMs }
        : {}),
    },
    0,
  );
  return {
    azurite,
    api,
    storage,
    log,
    request: (path, init) => fetch(`${api.url}${path}`, init),
    async stop() {
      await api.close();
      await azurite.stop();
    },
  };
}

export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}
