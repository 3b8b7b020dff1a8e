import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './tokens.js';

const secret = 'a-test-secret-that-is-long-enough-for-hs256';
const now = Date.parse('2026-11-25T12:00:00Z');

describe('verifyToken', () => {
  it('accepts its own tokens', () => {
    const claims = { userId: randomUUID(), sessionId: randomUUID() };
    expect(verifyToken(secret, signToken(secret, claims, now, now + 60_000), now)).toEqual(claims);
  });

  it('refuses a correctly signed token whose sub or sid is not a UUID', () => {
    for (const claims of [
      { userId: 'admin', sessionId: randomUUID() },
      { userId: randomUUID(), sessionId: "x' or 1 eq 1" },
      { userId: `${randomUUID()}\u0000`, sessionId: randomUUID() },
    ]) {
      expect(
        verifyToken(secret, signToken(secret, claims, now, now + 60_000), now),
      ).toBeUndefined();
    }
  });

  it('refuses expired and forged tokens', () => {
    const claims = { userId: randomUUID(), sessionId: randomUUID() };
    expect(
      verifyToken(secret, signToken(secret, claims, now - 120_000, now - 60_000), now),
    ).toBeUndefined();
    expect(
      verifyToken(
        secret,
        signToken('another-secret-entirely-0123456789', claims, now, now + 60_000),
        now,
      ),
    ).toBeUndefined();
  });
});
