import type { MiddlewareHandler } from 'hono';

/** API answers carry health data: never cached, never sniffed. */
export function apiHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
  };
}
