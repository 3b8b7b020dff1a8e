import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/context.js';

/**
 * The caller's address, for rate limits. X-Forwarded-For is a list the client starts (and can
 * write anything into); each proxy in front of the API appends the address it saw. So the
 * address to trust is the one the last trusted proxy appended: `trustedHops` entries from the
 * right (1 behind the local origin or one platform front end; 0 ignores the header). With
 * fewer entries than that, the request did not come through the proxies: its socket decides.
 */
export function clientAddress(trustedHops = 1): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set(
      'clientAddress',
      fromForwarded(c.req.header('x-forwarded-for'), trustedHops) ??
        socketAddress(c.env) ??
        'unknown',
    );
    await next();
  };
}

export function fromForwarded(header: string | undefined, trustedHops = 1): string | undefined {
  if (trustedHops < 1) return undefined;
  const entries = (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const chosen = entries[entries.length - trustedHops];
  if (!chosen) return undefined;
  // "1.2.3.4:5678" → "1.2.3.4"; "[::1]:80" → "::1"; a bare IPv6 address stays whole.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(chosen);
  if (bracketed?.[1]) return bracketed[1];
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(chosen);
  return v4WithPort?.[1] ?? chosen;
}

function socketAddress(env: unknown): string | undefined {
  const incoming = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return incoming?.socket?.remoteAddress;
}
