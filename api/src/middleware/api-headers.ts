import type { MiddlewareHandler } from 'hono';

/** API answers carry health data: never cached, never sniffed. */
export function apiHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // A route may say more (a photo: 'private, no-store'), never less.
    if (!/\bno-store\b/.test(c.res.headers.get('Cache-Control') ?? '')) {
      c.header('Cache-Control', 'no-store');
    }
    c.header('X-Content-Type-Options', 'nosniff');
  };
}
