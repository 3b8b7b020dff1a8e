import { Hono } from 'hono';
import { waitlistRequestSchema, type WaitlistResponse } from '../contracts/waitlist.js';
import { createRateLimitRepository, rateLimitSubjects } from '../data/rate-limit-repository.js';
import { createWaitlistRepository } from '../data/waitlist-repository.js';
import { RateLimitedError } from '../errors.js';
import type { AppDeps, AppEnv } from '../http/context.js';
import { readJson } from '../http/read-json.js';

/** Generous enough for a family or an office sharing one address. */
export const waitlistRateLimit = { limit: 20, windowMs: 60_000 };

export function waitlistRoutes(deps: AppDeps) {
  const waitlist = createWaitlistRepository(deps.storage);
  const rateLimits = createRateLimitRepository(deps.storage);
  return new Hono<AppEnv>().post('/', async (c) => {
    const decision = await rateLimits.hit(
      'waitlist',
      rateLimitSubjects.address(c.get('clientAddress')),
      waitlistRateLimit,
      deps.clock.now(),
    );
    if (!decision.allowed) {
      throw new RateLimitedError(
        'Too many sign-ups from your network. Please wait a minute and try again.',
        decision.retryAfterSeconds,
      );
    }
    const request = await readJson(c, waitlistRequestSchema);
    const { created, entry } = await waitlist.add({
      name: request.name,
      email: request.email,
      createdAt: new Date(deps.clock.now()).toISOString(),
    });
    const body: WaitlistResponse = { entry, alreadyJoined: !created };
    return c.json(body, created ? 201 : 200);
  });
}
