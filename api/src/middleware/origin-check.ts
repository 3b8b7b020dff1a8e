import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';

/**
 * Tokens travel in a header, so cross-site requests cannot ride on a session; still, a browser
 * calling a state-changing route from another origin is refused. Clients without an Origin
 * header (tests, scripts, the platform's own calls) are not browsers on another site.
 */
export function originCheck(config: Config): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (
      origin &&
      c.req.method !== 'GET' &&
      c.req.method !== 'HEAD' &&
      !sameOrigin(origin, c.req.url) &&
      !allowed(config, origin)
    ) {
      throw new AppError(403, 'forbidden', 'Requests from other sites are not allowed.');
    }
    await next();
  };
}

/**
 * The page's own origin is always allowed: in Azure the request URL is the one the browser
 * asked for (the adapter restores it), which also covers pull-request preview environments.
 */
function sameOrigin(origin: string, requestUrl: string): boolean {
  try {
    return new URL(requestUrl).origin === origin;
  } catch {
    return false;
  }
}

function allowed(config: Config, origin: string): boolean {
  if (config.allowedOrigin && origin === config.allowedOrigin) return true;
  if (config.production) return false;
  try {
    const { hostname } = new URL(origin);
    return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
  } catch {
    return false;
  }
}
