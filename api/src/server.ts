import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import type { AppDeps } from './http/context.js';

export interface RunningServer {
  port: number;
  url: string;
  /** Stops accepting and resolves once requests in flight are answered (cut after boundMs). */
  close(boundMs?: number): Promise<void>;
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
        close: (boundMs = 10_000) =>
          new Promise<void>((done) => {
            // Stop accepting; let requests in flight finish (keep-alive sockets close once
            // idle); only after the bound are the connections left cut.
            const s = server as ServerType & {
              closeAllConnections?: () => void;
              closeIdleConnections?: () => void;
            };
            const timer = setTimeout(() => s.closeAllConnections?.(), boundMs);
            timer.unref();
            s.close(() => {
              clearTimeout(timer);
              done();
            });
            s.closeIdleConnections?.();
            const idle = setInterval(() => s.closeIdleConnections?.(), 100);
            idle.unref();
            s.once('close', () => clearInterval(idle));
          }),
      });
    });
    server.once('error', onError);
  });
}
