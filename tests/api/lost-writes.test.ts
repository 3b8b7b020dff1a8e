import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserRepository } from '../../api/src/data/user-repository.js';
import { verifyPassword } from '../../api/src/security/passwords.js';
import { bearer, register, type Account } from '../support/accounts.js';
import { startApi, type ApiHarness } from '../support/api.js';
import { doseBody, weeklyPrescription } from '../support/treatment-bodies.js';

/**
 * Read-modify-write of the account row under concurrency (issue 19, "No lost writes"): a
 * profile edit racing a password change must never put the old password hash back, and
 * parallel edits of different fields must all land.
 */
let h: ApiHarness;

beforeAll(async () => {
  h = await startApi();
});
afterAll(async () => {
  await h.stop();
});

function send(account: Account, method: string, path: string, body?: unknown) {
  return h.request(path, {
    method,
    headers: { ...bearer(account.token), 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/**
 * Each trial hashes a password twice (scrypt, by design slow): 100 trials cost a minute of
 * the 2-core CI machine, so npm test runs 25 (each a real race of the two requests) and
 * STRIDE_SOAK=1 runs the full 100.
 */
const raceTrials = process.env.STRIDE_SOAK ? 100 : 25;

describe('no lost writes on the account row', () => {
  it('a profile edit racing a password change never brings the old password back (25 trials; 100 with STRIDE_SOAK=1)', async () => {
    const account = await register(h);
    const users = createUserRepository(h.storage);
    // Hashes are salted, so every password the account ever had has its own hash: a stale
    // write that restores an old password restores one of these exactly.
    const earlier = new Set<string>([(await users.getById(account.userId))?.passwordHash ?? '']);
    let password = account.password;
    for (let trial = 0; trial < raceTrials; trial++) {
      const next = `new secret phrase ${trial} ${Math.random().toString(36).slice(2)}`;
      const [change, patch] = await Promise.all([
        send(account, 'POST', '/api/auth/password', {
          currentPassword: password,
          newPassword: next,
        }),
        send(account, 'PATCH', '/api/auth/me', { preferredName: `Sam ${trial}` }),
      ]);
      expect(change.status, `trial ${trial}`).toBe(200);
      expect(patch.status, `trial ${trial}`).toBe(200);
      const stored = await users.getById(account.userId);
      const hash = stored?.passwordHash ?? '';
      expect(earlier.has(hash), `trial ${trial}: an old password hash came back`).toBe(false);
      expect(stored?.preferredName).toBe(`Sam ${trial}`);
      earlier.add(hash);
      password = next;
    }
    // And the last password is the one that works.
    expect(await verifyPassword(password, [...earlier].at(-1) ?? '')).toBe(true);
  }, 240_000);

  it('four parallel PATCHes of different fields all land (10 trials)', async () => {
    const account = await register(h);
    for (let trial = 0; trial < 10; trial++) {
      const replies = await Promise.all([
        send(account, 'PATCH', '/api/auth/me', { firstName: `First${trial}` }),
        send(account, 'PATCH', '/api/auth/me', { lastName: `Last${trial}` }),
        send(account, 'PATCH', '/api/auth/me', { preferredName: `Pref${trial}` }),
        send(account, 'PATCH', '/api/auth/me', { pronouns: trial % 2 ? 'he/him' : 'they/them' }),
      ]);
      expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      const me = (await (
        await h.request('/api/auth/me', { headers: bearer(account.token) })
      ).json()) as { user: Record<string, unknown> };
      expect(me.user).toMatchObject({
        firstName: `First${trial}`,
        lastName: `Last${trial}`,
        preferredName: `Pref${trial}`,
        pronouns: trial % 2 ? 'he/him' : 'they/them',
      });
    }
  });
});

describe('no lost or doubled doses', () => {
  it('10 parallel recoveries with one code: exactly one succeeds, never a 5xx (9 trials)', async () => {
    for (let trial = 0; trial < 9; trial++) {
      const account = await register(h);
      const code = account.recoveryCodes[0]!;
      const replies = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          h.request('/api/auth/recover', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              email: account.email,
              recoveryCode: code,
              newPassword: `fresh recovery phrase ${trial} ${i}`,
            }),
          }),
        ),
      );
      const statuses = replies.map((r) => r.status);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    }
  });

  it('20 parallel logs of the same dose store exactly one; the rest are 409 double_dose', async () => {
    const account = await register(h);
    expect((await send(account, 'PUT', '/api/prescription', weeklyPrescription())).status).toBe(
      200,
    );
    const takenAt = new Date(Date.now() - 3_600_000).toISOString();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => send(account, 'POST', '/api/injections', doseBody(takenAt))),
    );
    const statuses = replies.map((r) => r.status);
    expect(
      statuses.filter((s) => s === 201),
      statuses.join(),
    ).toHaveLength(1);
    expect(
      statuses.filter((s) => s === 409),
      statuses.join(),
    ).toHaveLength(19);
    for (const reply of replies.filter((r) => r.status === 409)) {
      expect(((await reply.json()) as { error: { code: string } }).error.code).toBe('double_dose');
    }
    const list = (await (
      await h.request('/api/injections', { headers: bearer(account.token) })
    ).json()) as { total: number; injections: { id: string }[] };
    expect(list.total).toBe(1);

    // Deleting the dose frees its day: the same log then lands again.
    const id = list.injections[0]?.id ?? '';
    expect((await send(account, 'DELETE', `/api/injections/${id}`, undefined)).status).toBe(204);
    expect((await send(account, 'POST', '/api/injections', doseBody(takenAt))).status).toBe(201);
  });

  it('10 parallel edits that move a dose to another day answer 200 or 409, never 5xx', async () => {
    const account = await register(h);
    expect((await send(account, 'PUT', '/api/prescription', weeklyPrescription())).status).toBe(
      200,
    );
    const created = (await (
      await send(account, 'POST', '/api/injections', doseBody('2026-02-02T15:00:00Z'))
    ).json()) as { injection: { id: string } };
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send(account, 'PUT', `/api/injections/${created.injection.id}`, {
          ...doseBody(`2026-02-${String(3 + i).padStart(2, '0')}T15:00:00Z`),
          confirmDoubleDose: true,
        }),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(
      statuses.every((s) => s === 200 || s === 409),
      statuses.join(),
    ).toBe(true);
    expect(statuses).toContain(200);
  });
});

describe('pauses under concurrency', () => {
  it('10 parallel pause requests open exactly one pause', async () => {
    const account = await register(h);
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    expect((await send(account, 'PUT', '/api/prescription', weeklyPrescription())).status).toBe(
      200,
    );
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send(account, 'POST', '/api/prescription/pause', { from: daysAgo(i % 2 ? 2 : 3) }),
      ),
    );
    const statuses = replies.map((r) => r.status);
    // Requests for the very same pause may both succeed (one pause, written twice); every
    // other answer is 409 "already paused".
    expect(
      statuses.every((s) => s === 200 || s === 409),
      statuses.join(),
    ).toBe(true);
    expect(statuses).toContain(200);
    const view = (await (
      await h.request('/api/prescription', { headers: bearer(account.token) })
    ).json()) as { prescription: { pauses: unknown[] } };
    expect(view.prescription.pauses).toHaveLength(1);
  });
});

describe('the coach rate limit under a burst', () => {
  it('80 parallel chats: exactly the 60 promised per window answer, the other 20 are 429', async () => {
    const account = await register(h);
    const replies = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        send(account, 'POST', '/api/ai/chat', { message: `How do I rotate sites? (${i})` }),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200).length, statuses.join()).toBe(60);
    expect(statuses.filter((s) => s === 429).length).toBe(20);
  }, 60_000);
});
