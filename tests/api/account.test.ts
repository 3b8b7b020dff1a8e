import { TableServiceClient } from '@azure/data-tables';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoContainer } from '../../api/src/data/storage.js';
import { chatKeys, emailKey } from '../../api/src/data/keys.js';
import { addDays, localDateOf } from '../../api/src/domain/calendar-dates.js';
import { bearer, register, type Account } from '../support/accounts.js';
import { manualClock, postJson, startApi, type ApiHarness } from '../support/api.js';
import { faultyStorage } from '../support/faults.js';
import { fakeGoogle } from '../support/google.js';

const clock = manualClock(Date.parse('2026-11-21T15:00:00Z'));
const zone = 'America/Chicago';
const today = () => localDateOf(clock.now(), zone);
const google = fakeGoogle();
let faults: ReturnType<typeof faultyStorage>;
let h: ApiHarness;

beforeAll(async () => {
  h = await startApi({
    clock,
    google: google.verifier,
    wrapStorage: (s) => {
      faults = faultyStorage(s);
      return faults.storage;
    },
  });
});
afterAll(async () => {
  await h.stop();
});

function call(account: { token: string }, method: string, path: string, body?: unknown) {
  return h.request(path, {
    method,
    headers: { ...bearer(account.token), 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** A person with a prescription, a pause, three injections, two sessions and a photo blob. */
async function personWithData(): Promise<Account> {
  const a = await register(h, { timezone: zone });
  await call(a, 'PUT', '/api/prescription', {
    medication: 'Testosterone enanthate',
    doseAmount: 50,
    doseUnit: 'mg',
    intervalDays: 7,
    startDate: addDays(today(), -30),
    route: 'SubQ',
    hrtStartDate: addDays(today(), -30),
  });
  for (const d of [21, 14, 7]) {
    const res = await call(a, 'POST', '/api/injections', {
      takenAt: new Date(clock.now() - d * 86_400_000).toISOString(),
      doseAmount: 50,
      doseUnit: 'mg',
      site: 'left-abdomen',
      notes: `=HYPERLINK("x") day ${d}, "quoted"`,
      painLevel: 1,
    });
    expect(res.status).toBe(201);
  }
  await call(a, 'POST', '/api/prescription/pause', { from: today() });
  expect(
    (
      await call(a, 'POST', '/api/journal', {
        title: 'Week 4',
        content: 'Voice cracked today!',
        tags: ['voice'],
        mood: 4,
      })
    ).status,
  ).toBe(201);
  expect(
    (await call(a, 'POST', '/api/checkins', { mood: 4, energy: 3, note: 'Good day' })).status,
  ).toBe(201);
  await h.request('/api/auth/login', postJson({ email: a.email, password: a.password }));
  // Rows tied to the email or id without an owner column: a waitlist sign-up with the same
  // email and the coach's rate-limit counter.
  expect(
    (await h.request('/api/waitlist', postJson({ email: a.email, name: 'Theo' }))).status,
  ).toBeLessThan(300);
  expect(
    (await call(a, 'POST', '/api/ai/chat', { message: 'How do I rotate sites?' })).status,
  ).toBe(200);
  const container = h.storage.blobs.getContainerClient(photoContainer);
  await container.createIfNotExists();
  await container.getBlockBlobClient(`${a.userId}/photo-1.jpg`).upload(Buffer.from('jpeg'), 4);
  return a;
}

/** Every row and blob in storage that belongs to the person, whatever the table. */
async function everythingOf(account: Account): Promise<string[]> {
  const service = TableServiceClient.fromConnectionString(h.azurite.connectionString, {
    allowInsecureConnection: true,
  });
  const found: string[] = [];
  for await (const table of service.listTables()) {
    const client = (await h.storage.table(table.name as never)) ?? undefined;
    for await (const row of client.listEntities<Record<string, unknown>>()) {
      const text = JSON.stringify(row);
      if (
        row.partitionKey === account.userId ||
        row.ownerId === account.userId ||
        row.userId === account.userId ||
        row.rowKey === emailKey(account.email) ||
        row.rowKey === chatKeys.rateLimitSubject(account.userId) ||
        String(row.partitionKey).includes(emailKey(account.email)) ||
        text.includes(account.email)
      ) {
        found.push(`${table.name}/${String(row.partitionKey)}/${String(row.rowKey)}`);
      }
    }
  }
  for await (const blob of h.storage.blobs
    .getContainerClient(photoContainer)
    .listBlobsFlat({ prefix: `${account.userId}/` })) {
    found.push(`blob:${blob.name}`);
  }
  return found;
}

describe('GET /api/account/export', () => {
  it("holds every kind of the person's records and nothing of anyone else", async () => {
    const a = await personWithData();
    const b = await personWithData();
    const res = await call(a, 'GET', '/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="stride-export-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const data = await res.json();
    expect(data.profile).toMatchObject({
      id: a.userId,
      email: a.email,
      firstName: 'Theo',
      lastName: 'Legalname',
      race: 'prefer-not-to-say',
    });
    expect(data.profile.passwordHash).toBeUndefined();
    expect(data.prescription.versions).toHaveLength(1);
    expect(data.prescription.pauses).toHaveLength(1);
    expect(data.prescription.hrtStartDate).toBe(addDays(today(), -30));
    expect(data.injections).toHaveLength(3);
    expect(data.sessions.length).toBeGreaterThanOrEqual(2);
    expect(data.journal).toEqual([
      expect.objectContaining({
        title: 'Week 4',
        content: 'Voice cracked today!',
        tags: ['voice'],
      }),
    ]);
    expect(data.checkins).toEqual([
      expect.objectContaining({ mood: 4, energy: 3, note: 'Good day' }),
    ]);
    const text = JSON.stringify(data);
    expect(text).not.toContain(b.userId);
    expect(text).not.toContain(b.email);
    expect(text).not.toMatch(/scrypt\$|recovery-/);
  });

  it('gives the injections as CSV, oldest first, with formulas defused', async () => {
    const a = await personWithData();
    const res = await call(a, 'GET', '/api/account/export/injections.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'date,taken_at,time_zone,dose,unit,site,route,medication,pain_0_10,notes',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(addDays(today(), -21));
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"") day 21, ""quoted"""`);
  });

  it('gives the check-ins as CSV', async () => {
    const a = await personWithData();
    const res = await call(a, 'GET', '/api/account/export/checkins.csv');
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('date,mood_1_5,energy_1_5,note,created_at,updated_at');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',4,3,Good day,');
  });
});

describe('DELETE /api/account', () => {
  it('answers a wrong password with a 400 field error, not 401, and erases nothing', async () => {
    const a = await personWithData();
    const res = await call(a, 'DELETE', '/api/account', { password: 'not it' });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.password).toBe('Incorrect password');
    expect((await call(a, 'GET', '/api/auth/me')).status).toBe(200);
  });

  it("leaves nothing of the person in any table or container, and touches nobody else's data", async () => {
    const a = await personWithData();
    const b = await personWithData();
    const before = await everythingOf(b);
    expect((await everythingOf(a)).length).toBeGreaterThan(10);
    const res = await call(a, 'DELETE', '/api/account', { password: a.password });
    expect(res.status).toBe(204);
    expect(await everythingOf(a)).toEqual([]);
    expect(await everythingOf(b)).toEqual(before);
    expect((await call(a, 'GET', '/api/auth/me')).status).toBe(401);
    expect(
      (await h.request('/api/auth/login', postJson({ email: a.email, password: a.password })))
        .status,
    ).toBe(401);
    // The email can be used again.
    expect(
      (
        await h.request(
          '/api/auth/register',
          postJson({
            ...(await import('../support/accounts.js')).registration({ email: a.email }),
          }),
        )
      ).status,
    ).toBe(201);
  });

  it('finishes on retry after a storage fault half way', async () => {
    const a = await personWithData();
    faults.failAfter(3);
    const failed = await call(a, 'DELETE', '/api/account', { password: a.password });
    faults.heal();
    expect(failed.status).toBe(503);
    expect((await everythingOf(a)).length).toBeGreaterThan(0);
    const retried = await call(a, 'DELETE', '/api/account', { password: a.password });
    expect(retried.status).toBe(204);
    expect(await everythingOf(a)).toEqual([]);
  });

  it('asks a Google-only account for a recent sign-in instead of a password', async () => {
    const credential = google.token({
      sub: `g-erase-${Date.now()}`,
      email: `erase-${Date.now()}@example.com`,
    });
    const created = await h.request(
      '/api/auth/google',
      postJson({
        credential,
        dateOfBirth: '1990-01-01',
        race: 'white',
        pronouns: 'he/him',
        preferredTreatmentPlace: 'telehealth',
        agreeToTerms: true,
        ageConfirmation: true,
      }),
    );
    const { token } = await created.json();
    clock.advance(11 * 60_000);
    const stale = await call({ token }, 'DELETE', '/api/account');
    expect(stale.status).toBe(403);
    const fresh = await (await h.request('/api/auth/google', postJson({ credential }))).json();
    expect((await call({ token: fresh.token }, 'DELETE', '/api/account')).status).toBe(204);
  });
});

describe('security settings', () => {
  it('changes the password with the current one and revokes every other session', async () => {
    const a = await register(h);
    const other = await (
      await h.request('/api/auth/login', postJson({ email: a.email, password: a.password }))
    ).json();
    const wrong = await call(a, 'POST', '/api/auth/password', {
      currentPassword: 'nope',
      newPassword: 'fresh password 1',
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields.currentPassword).toBe('Incorrect password');
    const short = await call(a, 'POST', '/api/auth/password', {
      currentPassword: a.password,
      newPassword: 'short',
    });
    expect(short.status).toBe(400);
    const ok = await call(a, 'POST', '/api/auth/password', {
      currentPassword: a.password,
      newPassword: 'fresh password 1',
    });
    expect(ok.status).toBe(200);
    expect((await ok.json()).revokedSessions).toBe(1);
    expect((await call(a, 'GET', '/api/auth/me')).status).toBe(200);
    expect((await call(other, 'GET', '/api/auth/me')).status).toBe(401);
    expect(
      (
        await h.request(
          '/api/auth/login',
          postJson({ email: a.email, password: 'fresh password 1' }),
        )
      ).status,
    ).toBe(200);
  });

  it('lists sessions with their device, and signs out one or all others', async () => {
    const a = await register(h);
    const phone = await (
      await h.request(
        '/api/auth/login',
        postJson(
          { email: a.email, password: a.password },
          { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1' },
        ),
      )
    ).json();
    await h.request('/api/auth/login', postJson({ email: a.email, password: a.password }));
    const { sessions } = await (await call(a, 'GET', '/api/auth/sessions')).json();
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(sessions.map((s: { device: string }) => s.device)).toContain('Safari on iOS');
    const phoneSession = JSON.parse(Buffer.from(phone.token.split('.')[1], 'base64url').toString())
      .sid as string;
    expect((await call(a, 'DELETE', `/api/auth/sessions/${phoneSession}`)).status).toBe(204);
    expect((await call(phone, 'GET', '/api/auth/me')).status).toBe(401);
    expect((await call(a, 'DELETE', '/api/auth/sessions/unknown-session')).status).toBe(404);
    const revoked = await (await call(a, 'POST', '/api/auth/sessions/revoke-others')).json();
    expect(revoked.revokedSessions).toBe(1);
    expect((await (await call(a, 'GET', '/api/auth/sessions')).json()).sessions).toHaveLength(1);
  });

  it('makes new recovery codes that replace the old ones', async () => {
    const a = await register(h);
    const res = await call(a, 'POST', '/api/auth/recovery-codes', { password: a.password });
    expect(res.status).toBe(201);
    const { recoveryCodes } = await res.json();
    expect(recoveryCodes).toHaveLength(10);
    const old = await h.request(
      '/api/auth/recover',
      postJson({ email: a.email, recoveryCode: a.recoveryCodes[0], newPassword: 'another pass 1' }),
    );
    expect(old.status).toBe(400);
    const fresh = await h.request(
      '/api/auth/recover',
      postJson({ email: a.email, recoveryCode: recoveryCodes[0], newPassword: 'another pass 1' }),
    );
    expect(fresh.status).toBe(200);
  });
});
