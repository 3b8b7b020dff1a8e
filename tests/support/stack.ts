import { join } from 'node:path';
import { readSwaConfig, startLocalOrigin, type LocalOrigin } from '../../scripts/local-origin.js';
import { root } from '../../scripts/stack-config.js';
import { systemClock, type Clock } from '../../api/src/clock.js';
import { loadConfig } from '../../api/src/config.js';
import { createStorage, type Storage } from '../../api/src/data/storage.js';
import type { AppDeps } from '../../api/src/http/context.js';
import { startServer, type RunningServer } from '../../api/src/server.js';
import { startAzurite, type RunningAzurite } from './azurite.js';
import { captureLogger, type CapturedLogger } from './api.js';
import { existsSync } from 'node:fs';

export const distDir = join(root, 'frontend', 'dist');

export interface Stack {
  url: string;
  azurite: RunningAzurite;
  storage: Storage;
  log: CapturedLogger;
  /** What the API runs with (config, storage, clock, log): for seeding, e.g. the demo account. */
  deps: AppDeps;
  origin: LocalOrigin;
  /** Stops the API process behind the origin: the origin then answers 502, as in Azure. */
  stopApi(): Promise<void>;
  startApi(): Promise<void>;
  stop(): Promise<void>;
}

/** Azurite in memory + the API + the built front end on one origin, all on free ports. */
export async function startStack(options: { clock?: Clock } = {}): Promise<Stack> {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error('The front end is not built: run `npm run build` (npm test does it first).');
  }
  const azurite = await startAzurite();
  const config = loadConfig({
    NODE_ENV: 'test',
    // Every test comes from 127.0.0.1: the per-address limits are tested on their own.
    STRIDE_AUTH_FAILURES_PER_ADDRESS: '100000',
    STRIDE_REGISTRATIONS_PER_ADDRESS: '100000',
    AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString,
  });
  const storage = createStorage(azurite.connectionString);
  const log = captureLogger();
  const deps: AppDeps = { config, storage, clock: options.clock ?? systemClock, log };
  let api: RunningServer | undefined = await startServer(deps, 0);
  const origin = await startLocalOrigin({
    distDir,
    apiUrl: api.url,
    port: 0,
    config: readSwaConfig(join(root, 'staticwebapp.config.json')),
  });
  return {
    url: origin.url,
    azurite,
    storage,
    log,
    deps,
    origin,
    async stopApi() {
      await api?.close();
      api = undefined;
    },
    async startApi() {
      api ??= await startServer(deps, 0);
      origin.setApiUrl(api.url);
    },
    async stop() {
      await origin.close();
      await api?.close();
      await azurite.stop();
    },
  };
}
