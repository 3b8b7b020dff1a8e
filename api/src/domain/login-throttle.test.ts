import { describe, expect, it } from 'vitest';
import {
  lockedFor,
  perAddressRule,
  perEmailRule,
  recordFailure,
  type FailureCounter,
} from './login-throttle.js';

function fail(rule: typeof perEmailRule, times: number, now: number, start?: FailureCounter) {
  let counter = start;
  for (let i = 0; i < times; i++) counter = recordFailure(rule, counter, now);
  return counter!;
}

describe('login throttle rules', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');

  it('locks one address for 15 minutes after 5 failures', () => {
    const counter = fail(perAddressRule, 5, now);
    expect(lockedFor(counter, now)).toBe(15 * 60);
  });

  it('slows an email guessed at from many addresses with a growing delay, capped at a minute', () => {
    let counter = fail(perEmailRule, 20, now);
    expect(lockedFor(counter, now)).toBe(2);
    counter = recordFailure(perEmailRule, counter, now + 2_000);
    expect(lockedFor(counter, now + 2_000)).toBe(4);
    counter = fail(perEmailRule, 10, now + 10_000, counter);
    expect(lockedFor(counter, now + 10_000)).toBe(60);
  });

  it('keeps counting after a progressive delay lifts, and forgets after the window', () => {
    const counter = fail(perEmailRule, 20, now);
    const later = recordFailure(perEmailRule, counter, now + 5_000);
    expect(later.failures).toBe(21);
    const nextWindow = recordFailure(perEmailRule, later, now + 16 * 60_000);
    expect(nextWindow.failures).toBe(1);
    expect(lockedFor(nextWindow, now + 16 * 60_000)).toBe(0);
  });
});
