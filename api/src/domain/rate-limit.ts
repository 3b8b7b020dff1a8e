/** Fixed-window rate limiting, as pure arithmetic over a stored counter. */

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface WindowCounter {
  windowStart: number;
  count: number;
}

export type RateLimitDecision =
  { allowed: true; next: WindowCounter } | { allowed: false; retryAfterSeconds: number };

export function decide(
  rule: RateLimitRule,
  stored: WindowCounter | undefined,
  now: number,
): RateLimitDecision {
  const windowStart = now - (now % rule.windowMs);
  const current = stored && stored.windowStart === windowStart ? stored.count : 0;
  if (current >= rule.limit) {
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((windowStart + rule.windowMs - now) / 1000)),
    };
  }
  return { allowed: true, next: { windowStart, count: current + 1 } };
}
