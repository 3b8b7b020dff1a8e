import { describe, expect, it } from 'vitest';
import { decide } from './rate-limit.js';

const rule = { limit: 3, windowMs: 60_000 };

describe('fixed-window rate limit', () => {
  it('counts within a window, refuses past the limit, resets in the next window', () => {
    const t0 = 120_000;
    let stored;
    for (let i = 1; i <= 3; i++) {
      const d = decide(rule, stored, t0 + i);
      expect(d.allowed).toBe(true);
      if (d.allowed) stored = d.next;
    }
    const refused = decide(rule, stored, t0 + 30_000);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 30 });
    const next = decide(rule, stored, t0 + 60_000);
    expect(next).toEqual({ allowed: true, next: { windowStart: 180_000, count: 1 } });
  });
});
