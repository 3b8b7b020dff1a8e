/**
 * Failed sign-in limits. After `maxFailures` failures within `windowMs` the subject is locked
 * for `lockMs`. Three rules apply together: a strict one per (email, client address), one per
 * email across addresses (a spread-out guessing attack) that only slows, never locks the owner
 * out (progressive delay), and one per client address across every email (credential stuffing).
 */
export interface ThrottleRule {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
  /**
   * Progressive delay instead of a fixed lock: from `maxFailures` on, each failure waits
   * `baseMs` doubled per failure past the limit, at most `maxMs`, and the count carries on until
   * the window ends (a lock that lifts does not reset it).
   */
  progressive?: { baseMs: number; maxMs: number };
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
/**
 * Across addresses: someone guessing from many addresses (or spoofing them) slows the account
 * down by seconds, growing to a minute, but cannot lock its owner out for 15 minutes.
 */
export const perEmailRule: ThrottleRule = {
  maxFailures: 20,
  windowMs: 15 * 60_000,
  lockMs: 60_000,
  progressive: { baseMs: 2_000, maxMs: 60_000 },
};

/** Failures from one client address across every email (the limit comes from config). */
export function perClientRule(maxFailures: number): ThrottleRule {
  return { maxFailures, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
}

/** Registrations from one client address (the limit comes from config). */
export function registrationRule(maxRegistrations: number): ThrottleRule {
  return { maxFailures: maxRegistrations, windowMs: 60 * 60_000, lockMs: 60 * 60_000 };
}

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
    (!rule.progressive && counter.lockedUntil > 0 && counter.lockedUntil <= now);
  const failures = fresh ? 1 : counter.failures + 1;
  const firstFailureAt = fresh ? now : counter.firstFailureAt;
  if (failures < rule.maxFailures) return { firstFailureAt, failures, lockedUntil: 0 };
  const lockMs = rule.progressive
    ? Math.min(rule.progressive.baseMs * 2 ** (failures - rule.maxFailures), rule.progressive.maxMs)
    : rule.lockMs;
  return { firstFailureAt, failures, lockedUntil: now + lockMs };
}
