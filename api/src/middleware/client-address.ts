import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../routes/context.js';

/**
 * The caller's address, for rate limits. Static Web Apps and the local origin put the
 * client first in X-Forwarded-For; a direct caller is known by its socket.
 */
export function clientAddress(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set(
      'clientAddress',
      fromForwarded(c.req.header('x-forwarded-for')) ?? socketAddress(c.env) ?? 'unknown',
    );
    await next();
  };
}

export function fromForwarded(header: string | undefined): string | undefined {
  const first = header?.split(',')[0]?.trim();
  if (!first) return undefined;
  // "1.2.3.4:5678" → "1.2.3.4"; "[::1]:80" → "::1"; a bare IPv6 address stays whole.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(first);
  if (bracketed?.[1]) return bracketed[1];
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(first);
  return v4WithPort?.[1] ?? first;
}

function socketAddress(env: unknown): string | undefined {
  const incoming = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return incoming?.socket?.remoteAddress;
}
