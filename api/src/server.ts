import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createApp } from './app.js';
import { systemClock } from './clock.js';
import { ConfigError, loadConfig } from './config.js';
import { createStorage } from './data/storage.js';
import { consoleLogger } from './logger.js';
import type { AppDeps } from './routes/context.js';
import { demoAccount, seedDemoAccount } from './seed/demo-account.js';

export interface RunningServer {
  port: number;
  url: string;
  close(): Promise<void>;
}

/** Serves the Hono app on loopback (port 0 picks a free port). Used locally and in tests. */
export function startServer(
  deps: AppDeps,
  port: number,
  hostname = '127.0.0.1',
): Promise<RunningServer> {
  const app = createApp(deps);
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => reject(error);
    const server: ServerType = serve({ fetch: app.fetch, port, hostname }, (info: AddressInfo) => {
      server.off('error', onError);
      resolve({
        port: info.port,
        url: `http://${hostname}:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            const s = server as ServerType & { closeAllConnections?: () => void };
            s.close(() => done());
            s.closeAllConnections?.();
          }),
      });
    });
    server.once('error', onError);
  });
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Stride API cannot start. ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const deps: AppDeps = {
    config,
    storage: createStorage(config.storageConnectionString),
    clock: systemClock,
    log: consoleLogger,
  };
  try {
    const server = await startServer(deps, config.port);
    console.log(`Stride API listening on ${server.url}/api`);
    if (config.seedDemo) {
      await seedDemoAccount(deps);
      console.log(`Demo account ready: ${demoAccount.email} / ${demoAccount.password}`);
    }
    const stop = () => void server.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(
        `Stride API cannot start: port ${config.port} is already in use. ` +
          'Stop the other process (or set PORT) and try again.',
      );
      process.exit(1);
    }
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void main();
}
