import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import type { AppDeps } from './routes/context.js';

export interface RunningServer {
  port: number;
  url: string;
  close(): Promise<void>;
}

/** Serves the Hono app on loopback (port 0 picks a free port). Used by main.ts and by tests. */
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
