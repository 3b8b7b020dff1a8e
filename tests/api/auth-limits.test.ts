import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../support/accounts.js';
import { manualClock, postJson, startApi, type ApiHarness } from '../support/api.js';

/**
 * Limits across accounts (issue 19): credential stuffing from one address is stopped, guesses
 * from many addresses slow an account down but never lock its owner out for 15 minutes, and
 * registration is limited per address and costs the same for a taken email.
 */
const start = Date.parse('2026-11-25T12:00:00Z');
const from = (address: string) => ({ 'x-forwarded-for': address });

async function registerFrom(
  h: ApiHarness,
  address: string,
  overrides: Record<string, unknown> = {},
) {
  const body = registration(overrides);
  const res = await h.request('/api/auth/register', postJson(body, from(address)));
  return { res, body };
}

function login(h: ApiHarness, email: string, password: string, address: string) {
  return h.request('/api/auth/login', postJson({ email, password }, from(address)));
}

describe('sign-in limits across accounts', () => {
  const clock = manualClock(start);
  let h: ApiHarness;
  beforeAll(async () => {
    h = await startApi({ clock, env: { STRIDE_AUTH_FAILURES_PER_ADDRESS: '30' } });
  });
  afterAll(async () => {
    await h.stop();
  });

  it('stops credential stuffing: 60 wrong guesses across 15 accounts from one address meet a 429', async () => {
    const accounts = [];
    for (let i = 0; i < 15; i++) accounts.push((await registerFrom(h, `10.9.0.${i + 1}`)).body);
    const statuses: number[] = [];
    for (let round = 0; round < 4; round++) {
      for (const account of accounts) {
        statuses.push((await login(h, account.email, 'wrong password 1', '203.0.113.7')).status);
      }
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    // Even the right password waits from that address; another address is not affected.
    const owner = accounts[0]!;
    expect((await login(h, owner.email, owner.password, '203.0.113.7')).status).toBe(429);
    expect((await login(h, owner.email, owner.password, '198.51.100.4')).status).toBe(200);
  }, 180_000); // 77 password hashes in a row: minutes on a busy 2-core machine

  it('slows an account guessed at from many addresses, never locking its owner out', async () => {
    const { body: owner } = await registerFrom(h, '10.8.0.1');
    for (let i = 0; i < 20; i++) {
      const res = await login(h, owner.email, 'wrong password 1', `192.0.2.${i + 1}`);
      expect(res.status).toBe(401);
    }
    // The owner, from a clean address: a short wait, not 15 minutes.
    const slowed = await login(h, owner.email, owner.password, '198.51.100.77');
    expect(slowed.status).toBe(429);
    const wait = Number(slowed.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(2);
    clock.advance(wait * 1000);
    expect((await login(h, owner.email, owner.password, '198.51.100.77')).status).toBe(200);

    // More guesses make each wait longer, capped at a minute.
    const { body: target } = await registerFrom(h, '10.8.0.2');
    let lastWait = 0;
    for (let i = 0; i < 30; i++) {
      const res = await login(h, target.email, 'wrong password 1', `192.0.2.${100 + i}`);
      if (res.status === 429) {
        lastWait = Number(res.headers.get('retry-after'));
        expect(lastWait).toBeLessThanOrEqual(60);
        clock.advance(lastWait * 1000);
      }
    }
    expect(lastWait).toBeGreaterThan(2);
  }, 180_000);
});

describe('registration limits', () => {
  let h: ApiHarness;
  beforeAll(async () => {
    h = await startApi({
      clock: manualClock(start),
      env: { STRIDE_REGISTRATIONS_PER_ADDRESS: '3' },
    });
  });
  afterAll(async () => {
    await h.stop();
  });

  it('limits registrations per address per hour, with Retry-After', async () => {
    for (let i = 0; i < 3; i++)
      expect((await registerFrom(h, '203.0.113.50')).res.status).toBe(201);
    const refused = (await registerFrom(h, '203.0.113.50')).res;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await registerFrom(h, '203.0.113.51')).res.status).toBe(201);
  });

  it('answers a taken email no faster than a real registration', async () => {
    const { body: taken } = await registerFrom(h, '203.0.113.60');
    const time = async (run: () => Promise<Response>, status: number) => {
      const t = performance.now();
      expect((await run()).status).toBe(status);
      return performance.now() - t;
    };
    const real: number[] = [];
    const dup: number[] = [];
    for (let i = 0; i < 3; i++) {
      real.push(await time(async () => (await registerFrom(h, `203.0.114.${i}`)).res, 201));
      dup.push(
        await time(
          async () => (await registerFrom(h, `203.0.115.${i}`, { email: taken.email })).res,
          409,
        ),
      );
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
    expect(median(dup)).toBeGreaterThanOrEqual(median(real) * 0.7);
  });
});
