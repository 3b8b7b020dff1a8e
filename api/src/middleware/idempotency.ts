import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { createIdempotencyRepository } from '../data/idempotency-repository.js';
import { AppError, ValidationError } from '../errors.js';
import type { AppDeps, AppEnv } from '../http/context.js';
import { requireAuth } from './require-auth.js';

/** A stored reply is replayed for at least this long (the spec asks 24 hours). */
export const idempotencyTtlMs = 48 * 3_600_000;

const keyPattern = /^[\x21-\x7e]{8,200}$/;

/**
 * `Idempotency-Key` on a create (POST): the first successful (2xx) reply is stored with the
 * key, and a repeat with the same key replays it instead of creating a second row. A repeat
 * with a different body is refused (400); one that arrives while the first is still running
 * gets a 409 and may retry. A failed first attempt stores nothing, so a retry runs afresh.
 * Keys are per person (the row lives in their partition) and per route.
 */
export function idempotency(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const auth = requireAuth(deps);
  const store = createIdempotencyRepository(deps.storage);
  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (c.req.method !== 'POST' || key === undefined) return next();
    if (!keyPattern.test(key)) {
      throw new ValidationError('Idempotency-Key must be 8 to 200 visible ASCII characters.');
    }
    await auth(c, async () => {
      const { userId } = c.get('auth');
      const bodyHash = createHash('sha256')
        .update(await c.req.raw.clone().text())
        .digest('hex');
      const now = deps.clock.now();
      const claim = await store.claim(
        userId,
        'POST',
        c.req.path,
        key,
        bodyHash,
        now,
        idempotencyTtlMs,
      );
      if (claim.state === 'replay') {
        if (claim.bodyHash !== bodyHash) {
          throw new ValidationError('This Idempotency-Key was used with a different request.');
        }
        c.res = new Response(claim.body, {
          status: claim.status,
          headers: { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' },
        });
        return;
      }
      if (claim.state === 'in-flight') {
        throw new AppError(
          409,
          'conflict',
          'The same request is still being processed. Try again shortly.',
        );
      }
      await next();
      const status = c.res.status;
      if (status >= 200 && status < 300) {
        await store.complete(claim.row, status, await c.res.clone().text());
      } else {
        await store.release(claim.row);
      }
    });
  };
}
