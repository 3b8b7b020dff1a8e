/**
 * Failed sign-in limits. After `maxFailures` failures within `windowMs` the subject is locked
 * for `lockMs`. Two rules apply together: a strict one per (email, client address) and a looser
 * one per email across addresses (a spread-out guessing attack).
 */
export interface ThrottleRule {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

export interface FailureCounter {
  firstFailureAt: number;
  failures: number;
  lockedUntil: number;
}

export const perAddressRule: ThrottleRule = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};
export const perEmailRule: ThrottleRule = {
  maxFailures: 20,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};

/** Seconds until the lock lifts, or 0 when not locked. */
export function lockedFor(counter: FailureCounter | undefined, now: number): number {
  if (!counter || counter.lockedUntil <= now) return 0;
  return Math.ceil((counter.lockedUntil - now) / 1000);
}

export function recordFailure(
  rule: ThrottleRule,
  counter: FailureCounter | undefined,
  now: number,
): FailureCounter {
  const fresh =
    !counter ||
    now - counter.firstFailureAt >= rule.windowMs ||
    (counter.lockedUntil > 0 && counter.lockedUntil <= now);
  const failures = fresh ? 1 : counter.failures + 1;
  const firstFailureAt = fresh ? now : counter.firstFailureAt;
  return {
    firstFailureAt,
    failures,
    lockedUntil: failures >= rule.maxFailures ? now + rule.lockMs : 0,
  };
}
