import type { MiddlewareHandler } from 'hono';
import type { Clock } from '../clock.js';
import type { Logger } from '../logger.js';

/** One line per request: method, path (no query string), status, milliseconds. */
export function requestLog(log: Logger, clock: Clock): MiddlewareHandler {
  return async (c, next) => {
    const started = clock.now();
    await next();
    log.info(`${c.req.method} ${c.req.path} ${c.res.status} ${clock.now() - started}ms`);
  };
}
