import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../api/src/contracts/auth.js';
import { bearer, register, registration } from '../support/accounts.js';
import { manualClock, postJson, startApi, type ApiHarness } from '../support/api.js';
import { fakeGoogle } from '../support/google.js';

const clock = manualClock(Date.parse('2026-11-21T15:00:00Z'));
const google = fakeGoogle();
let h: ApiHarness;

beforeAll(async () => {
  h = await startApi({ clock, google: google.verifier });
});
afterAll(async () => {
  await h.stop();
});

const me = (token: string, headers: Record<string, string> = {}) =>
  h.request('/api/auth/me', { headers: { ...bearer(token), ...headers } });

describe('POST /api/auth/register', () => {
  it('creates the account, shows the preferred name, signs in and gives ten recovery codes', async () => {
    const body = registration({ email: 'New.Person@Example.com' });
    const res = await h.request('/api/auth/register', postJson(body));
    expect(res.status).toBe(201);
    const json = await res.json();
    expect(json).toMatchObject({
      success: true,
      token: expect.any(String),
      user: {
        email: 'new.person@example.com',
        name: 'Teddy',
        preferredName: 'Teddy',
        timezone: 'America/Chicago',
        hasPassword: true,
      },
    });
    expect(json.recoveryCodes).toHaveLength(10);
    expect(new Set(json.recoveryCodes).size).toBe(10);
    expect(JSON.stringify(json)).not.toMatch(/scrypt|passwordHash|correct horse/);
    const who = await me(json.token);
    expect(who.status).toBe(200);
    expect((await who.json()).user.name).toBe('Teddy');
  });

  it('shows the first name when there is no preferred name', async () => {
    const account = await register(h, { preferredName: undefined, firstName: 'Avery' });
    expect((await (await me(account.token)).json()).user.name).toBe('Avery');
  });

  const today = new Date(clock.now()).toISOString().slice(0, 10);
  const [ty, tm, td] = today.split('-');
  const turns18Tomorrow = `${Number(ty) - 18}-${tm}-${String(Number(td) + 1).padStart(2, '0')}`;
  const turns18Today = `${Number(ty) - 18}-${tm}-${td}`;

  it.each([
    ['email', { email: '' }, authMessages.emailRequired],
    ['email', { email: 'nope' }, authMessages.emailInvalid],
    ['password', { password: '' }, authMessages.passwordRequired],
    ['password', { password: 'short' }, authMessages.passwordTooShort],
    ['firstName', { firstName: '  ' }, authMessages.firstNameRequired],
    ['lastName', { lastName: undefined }, authMessages.lastNameRequired],
    ['dateOfBirth', { dateOfBirth: '' }, authMessages.dateOfBirthRequired],
    ['dateOfBirth', { dateOfBirth: '2001-02-30' }, authMessages.dateOfBirthInvalid],
    ['dateOfBirth', { dateOfBirth: turns18Tomorrow }, authMessages.tooYoung],
    ['race', { race: 'martian' }, authMessages.raceRequired],
    ['pronouns', { pronouns: undefined }, authMessages.pronounsRequired],
    [
      'preferredTreatmentPlace',
      { preferredTreatmentPlace: '' },
      authMessages.treatmentPlaceRequired,
    ],
    ['agreeToTerms', { agreeToTerms: false }, authMessages.termsRequired],
    ['ageConfirmation', { ageConfirmation: false }, authMessages.ageConfirmationRequired],
    ['timezone', { timezone: 'Mars/Olympus' }, authMessages.timezoneInvalid],
    [
      'address.state',
      { address: { street: '1 Main', city: 'Austin', state: 'XX', zipCode: '78701' } },
      authMessages.stateRequired,
    ],
    [
      'address.zipCode',
      { address: { street: '1 Main', city: 'Austin', state: 'TX', zipCode: '7870' } },
      authMessages.zipInvalid,
    ],
  ])('rejects a bad %s with a 400 naming it', async (field, overrides, message) => {
    const res = await h.request('/api/auth/register', postJson(registration(overrides)));
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.error.code).toBe('validation');
    expect(json.error.fields[field]).toBe(message);
  });

  it('uses the exact birthday: 18 today is old enough', async () => {
    const res = await h.request(
      '/api/auth/register',
      postJson(registration({ dateOfBirth: turns18Today })),
    );
    expect(res.status).toBe(201);
  });

  it('stores a full address', async () => {
    const res = await h.request(
      '/api/auth/register',
      postJson(
        registration({
          address: { street: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701-1234' },
        }),
      ),
    );
    expect(res.status).toBe(201);
  });

  it('answers 409 for the same email in another letter case', async () => {
    const first = await register(h);
    const res = await h.request(
      '/api/auth/register',
      postJson(registration({ email: first.email.toUpperCase() })),
    );
    expect(res.status).toBe(409);
    const json = await res.json();
    expect(json.error).toMatchObject({
      code: 'conflict',
      message: 'An account with this email already exists',
    });
  });

  it('lets exactly one of 10 concurrent registrations of one email through', async () => {
    const email = `race-${Date.now()}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        h.request('/api/auth/register', postJson(registration({ email }))),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
  });

  it('rejects malformed JSON', async () => {
    const res = await h.request('/api/auth/register', postJson('{"email":'));
    expect(res.status).toBe(400);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, whatever the email case', async () => {
    const account = await register(h);
    const res = await h.request(
      '/api/auth/login',
      postJson({ email: account.email.toUpperCase(), password: account.password }),
    );
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(json).toMatchObject({ success: true, user: { id: account.userId } });
    expect((await me(json.token)).status).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const account = await register(h);
    const wrong = await h.request(
      '/api/auth/login',
      postJson({ email: account.email, password: 'not the password' }),
    );
    const unknown = await h.request(
      '/api/auth/login',
      postJson({ email: `ghost-${Date.now()}@example.com`, password: 'whatever1' }),
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const a = await wrong.json();
    const b = await unknown.json();
    expect(a).toEqual(b);
    expect(a.error).toEqual({ code: 'unauthorized', message: 'Invalid email or password' });
  });

  it('costs about the same time for an unknown email as for a wrong password', async () => {
    const account = await register(h);
    const time = async (email: string) => {
      const t = performance.now();
      await h.request(
        '/api/auth/login',
        postJson(
          { email, password: 'not the password' },
          { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250)}` },
        ),
      );
      return performance.now() - t;
    };
    const wrong = [await time(account.email), await time(account.email)];
    const unknown = [
      await time(`ghost-${Date.now()}@example.com`),
      await time(`ghost2-${Date.now()}@example.com`),
    ];
    const avg = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    // Both run one scrypt: an unknown email is not answered much faster.
    expect(avg(unknown)).toBeGreaterThan(avg(wrong) * 0.5);
  });

  it.each([
    ['password', 'common'],
    ['12345678', 'common'],
    ['Password1', 'common'],
    ['        ', 'only spaces'],
    ['\u0000'.repeat(8), 'control'],
    ['abc\u0007defgh', 'control'],
    ['\u00e9\u00e9\u00e9', 'short'],
  ])('refuses the new password %j at registration (%s) with a field error', async (password) => {
    const res = await h.request('/api/auth/register', postJson(registration({ password })));
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: { fields?: Record<string, string> } };
    expect(json.error.fields?.password).toBeTruthy();
  });

  it('refuses a password that contains the email, at registration and on a change', async () => {
    const email = `theodore-${Date.now()}@example.com`;
    const res = await h.request(
      '/api/auth/register',
      postJson(registration({ email, password: `my ${email.split('@')[0]} pass` })),
    );
    expect(res.status).toBe(400);
    expect(
      ((await res.json()) as { error: { fields: Record<string, string> } }).error.fields.password,
    ).toBe(authMessages.passwordHasEmail);
    const account = await register(h);
    const change = await h.request('/api/auth/password', {
      method: 'POST',
      headers: { ...bearer(account.token), 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: account.password, newPassword: 'iloveyou' }),
    });
    expect(change.status).toBe(400);
  });

  it('ignores a rotated first X-Forwarded-For entry: the address the proxy appended decides', async () => {
    const account = await register(h);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await h.request(
        '/api/auth/login',
        postJson(
          { email: account.email, password: `wrong ${i}` },
          { 'x-forwarded-for': `198.18.0.${i}, 203.0.113.66` },
        ),
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('counts every attempt of a parallel burst before checking passwords: at most 5 × 401, then 429', async () => {
    const account = await register(h);
    const from = { 'x-forwarded-for': '203.0.113.77' };
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        h.request(
          '/api/auth/login',
          postJson(
            { email: account.email, password: i === 37 ? account.password : `wrong guess ${i}` },
            from,
          ),
        ),
      ),
    );
    const statuses = replies.map((r) => r.status);
    const count = (status: number) => statuses.filter((s) => s === status).length;
    expect(count(401) + count(200), statuses.join()).toBeLessThanOrEqual(5);
    expect(count(429)).toBeGreaterThanOrEqual(45);
    expect(count(401) + count(200) + count(429)).toBe(50);
    // And the lock holds afterwards, right password or not.
    const after = await h.request(
      '/api/auth/login',
      postJson({ email: account.email, password: account.password }, from),
    );
    expect(after.status).toBe(429);
  });

  it('locks an email from one address after 5 failures for 15 minutes, then lets it in', async () => {
    const account = await register(h);
    const from = { 'x-forwarded-for': '203.0.113.50' };
    for (let i = 0; i < 5; i++) {
      const res = await h.request(
        '/api/auth/login',
        postJson({ email: account.email, password: 'wrong password' }, from),
      );
      expect(res.status).toBe(401);
    }
    const locked = await h.request(
      '/api/auth/login',
      postJson({ email: account.email, password: account.password }, from),
    );
    expect(locked.status).toBe(429);
    const json = await locked.json();
    expect(json.error).toEqual({ code: 'rate_limited', message: authMessages.tooManyAttempts });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
    // Another address is not locked by this one.
    const elsewhere = await h.request(
      '/api/auth/login',
      postJson(
        { email: account.email, password: account.password },
        { 'x-forwarded-for': '198.51.100.1' },
      ),
    );
    expect(elsewhere.status).toBe(200);
    clock.advance(14 * 60_000);
    expect(
      (
        await h.request(
          '/api/auth/login',
          postJson({ email: account.email, password: account.password }, from),
        )
      ).status,
    ).toBe(429);
    clock.advance(61_000);
    expect(
      (
        await h.request(
          '/api/auth/login',
          postJson({ email: account.email, password: account.password }, from),
        )
      ).status,
    ).toBe(200);
  });

  it('locks an email across addresses after 20 failures', async () => {
    const account = await register(h);
    for (let i = 0; i < 20; i++) {
      const res = await h.request(
        '/api/auth/login',
        postJson(
          { email: account.email, password: 'wrong password' },
          { 'x-forwarded-for': `192.0.2.${i}` },
        ),
      );
      expect(res.status).toBe(401);
    }
    const res = await h.request(
      '/api/auth/login',
      postJson(
        { email: account.email, password: account.password },
        { 'x-forwarded-for': '192.0.2.200' },
      ),
    );
    expect(res.status).toBe(429);
    clock.advance(16 * 60_000);
  }, 120_000);

  it('rejects missing fields with the spec messages', async () => {
    const res = await h.request('/api/auth/login', postJson({ email: '', password: '' }));
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.error.fields).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });
});

describe('sessions', () => {
  it('answers 401 to /me with a missing, malformed, forged, alg-none, expired or revoked token', async () => {
    const account = await register(h);
    const payload = jwt.decode(account.token) as { sub: string; sid: string };
    const forged = jwt.sign({ sid: payload.sid }, 'a-different-secret-that-is-long-enough-123', {
      algorithm: 'HS256',
      subject: payload.sub,
    });
    const none = jwt.sign({ sid: payload.sid, sub: payload.sub }, '', { algorithm: 'none' });
    const expired = jwt.sign(
      {
        sid: payload.sid,
        iat: Math.floor(clock.now() / 1000) - 100,
        exp: Math.floor(clock.now() / 1000) - 10,
      },
      'irrelevant-secret-irrelevant-secret-1234',
      { algorithm: 'HS256', subject: payload.sub },
    );
    expect((await h.request('/api/auth/me')).status).toBe(401);
    for (const token of ['not-a-jwt', 'a.b.c', forged, none, expired]) {
      const res = await me(token);
      expect(res.status, token.slice(0, 20)).toBe(401);
      expect((await res.json()).error.code).toBe('unauthorized');
    }
    // The real token past its expiry (7 days) fails too.
    clock.advance(7 * 24 * 3600_000 + 1000);
    expect((await me(account.token)).status).toBe(401);
  });

  it('keeps a Remember me session for 30 days', async () => {
    const account = await register(h);
    const res = await h.request(
      '/api/auth/login',
      postJson({ email: account.email, password: account.password, rememberMe: true }),
    );
    const { token } = await res.json();
    clock.advance(20 * 24 * 3600_000);
    expect((await me(token)).status).toBe(200);
    expect((await me(account.token)).status).toBe(401);
  });

  it('reads X-Stride-Auth first, then Authorization', async () => {
    const account = await register(h);
    const res = await h.request('/api/auth/me', {
      headers: {
        'x-stride-auth': `Bearer ${account.token}`,
        authorization: 'Bearer platform-token',
      },
    });
    expect(res.status).toBe(200);
  });

  it('logout revokes only that session', async () => {
    const account = await register(h);
    const second = await (
      await h.request(
        '/api/auth/login',
        postJson({ email: account.email, password: account.password }),
      )
    ).json();
    const out = await h.request('/api/auth/logout', {
      method: 'POST',
      headers: bearer(account.token),
    });
    expect(out.status).toBe(204);
    expect((await me(account.token)).status).toBe(401);
    expect((await me(second.token)).status).toBe(200);
  });
});

describe('POST /api/auth/recover', () => {
  it('resets the password with a code once, never twice, and revokes every session', async () => {
    const account = await register(h);
    const code = account.recoveryCodes[3] as string;
    const res = await h.request(
      '/api/auth/recover',
      postJson({
        email: account.email,
        recoveryCode: code.toLowerCase(),
        newPassword: 'a brand new password',
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect((await me(account.token)).status).toBe(401);
    const oldLogin = await h.request(
      '/api/auth/login',
      postJson({ email: account.email, password: account.password }),
    );
    expect(oldLogin.status).toBe(401);
    const newLogin = await h.request(
      '/api/auth/login',
      postJson({ email: account.email, password: 'a brand new password' }),
    );
    expect(newLogin.status).toBe(200);
    const again = await h.request(
      '/api/auth/recover',
      postJson({ email: account.email, recoveryCode: code, newPassword: 'yet another password' }),
    );
    expect(again.status).toBe(400);
    expect((await again.json()).error.fields.recoveryCode).toBe(authMessages.recoveryCodeInvalid);
  });

  it('rejects a code of another account and an unknown email alike', async () => {
    const a = await register(h);
    const b = await register(h);
    const wrong = await h.request(
      '/api/auth/recover',
      postJson({
        email: a.email,
        recoveryCode: b.recoveryCodes[0],
        newPassword: 'whatever password',
      }),
    );
    const ghost = await h.request(
      '/api/auth/recover',
      postJson({
        email: `ghost-${Date.now()}@example.com`,
        recoveryCode: b.recoveryCodes[0],
        newPassword: 'whatever password',
      }),
    );
    expect(wrong.status).toBe(400);
    expect(ghost.status).toBe(400);
    expect(await wrong.json()).toEqual(await ghost.json());
    expect((await me(b.token)).status).toBe(200);
  });
});

describe('PATCH /api/auth/me', () => {
  it('updates the profile and validates each field', async () => {
    const account = await register(h);
    const ok = await h.request('/api/auth/me', {
      method: 'PATCH',
      headers: { ...bearer(account.token), 'content-type': 'application/json' },
      body: JSON.stringify({
        preferredName: 'Jules',
        pronouns: 'he/they',
        timezone: 'Europe/Berlin',
        showLegalNameToProvider: true,
      }),
    });
    expect(ok.status).toBe(200);
    expect((await ok.json()).user).toMatchObject({
      name: 'Jules',
      pronouns: 'he/they',
      timezone: 'Europe/Berlin',
      showLegalNameToProvider: true,
    });
    for (const [body, field] of [
      [{ timezone: 'Nowhere/City' }, 'timezone'],
      [{ pronouns: 'it/its/x' }, 'pronouns'],
      [{ dateOfBirth: '2020-01-01' }, 'dateOfBirth'],
      [{ dateOfBirth: 'yesterday' }, 'dateOfBirth'],
      [{ preferredName: 'x'.repeat(101) }, 'preferredName'],
      [{ email: 'new@example.com' }, '_'],
    ] as const) {
      const res = await h.request('/api/auth/me', {
        method: 'PATCH',
        headers: { ...bearer(account.token), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const json = await res.json();
      if (field !== '_') expect(json.error.fields[field], JSON.stringify(body)).toBeTruthy();
    }
  });

  it('refuses a stale ETag with 409', async () => {
    const account = await register(h);
    const { user } = await (await me(account.token)).json();
    const patch = (etag: string, preferredName: string) =>
      h.request('/api/auth/me', {
        method: 'PATCH',
        headers: { ...bearer(account.token), 'content-type': 'application/json', 'if-match': etag },
        body: JSON.stringify({ preferredName }),
      });
    expect((await patch(user.etag, 'First')).status).toBe(200);
    const stale = await patch(user.etag, 'Second');
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.code).toBe('conflict');
  });

  it('needs a session', async () => {
    const res = await h.request('/api/auth/me', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/auth/google', () => {
  const googleRegistration = {
    dateOfBirth: '1990-01-01',
    race: 'white',
    pronouns: 'he/him',
    preferredTreatmentPlace: 'telehealth',
    agreeToTerms: true,
    ageConfirmation: true,
    preferredName: 'Riv',
  };

  it('asks a new person to complete registration (428), then creates the account', async () => {
    const credential = google.token({ sub: 'g-new-1', email: 'newgoogle@example.com' });
    const first = await h.request('/api/auth/google', postJson({ credential }));
    expect(first.status).toBe(428);
    const json = await first.json();
    expect(json.error.code).toBe('registration_required');
    expect(json.error.profile).toEqual({
      email: 'newgoogle@example.com',
      firstName: 'River',
      lastName: 'Stone',
    });
    const bad = await h.request(
      '/api/auth/google',
      postJson({ credential, ...googleRegistration, agreeToTerms: false }),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.agreeToTerms).toBe(authMessages.termsRequired);
    const done = await h.request(
      '/api/auth/google',
      postJson({ credential, ...googleRegistration }),
    );
    expect(done.status).toBe(200);
    const account = await done.json();
    expect(account.user).toMatchObject({
      name: 'Riv',
      email: 'newgoogle@example.com',
      googleLinked: true,
      hasPassword: false,
    });
    // Next time, the same Google account signs straight in.
    const again = await h.request('/api/auth/google', postJson({ credential }));
    expect(again.status).toBe(200);
    expect((await again.json()).user.id).toBe(account.user.id);
  });

  it.each([
    ['expired', () => google.token({ sub: 'g-x' }, { expiresInSeconds: -3600 })],
    [
      'wrong audience',
      () => google.token({ sub: 'g-x', aud: 'someone-else.apps.googleusercontent.com' }),
    ],
    ['bad signature', () => google.token({ sub: 'g-x' }, { signWith: 'other-key' })],
    ['unverified email', () => google.token({ sub: 'g-x', email_verified: false })],
    ['wrong issuer', () => google.token({ sub: 'g-x', iss: 'https://evil.example' })],
    ['garbage', () => 'not.a.token'],
  ])('refuses a token that is %s with 401', async (_label, make) => {
    const res = await h.request(
      '/api/auth/google',
      postJson({ credential: make(), ...googleRegistration }),
    );
    expect(res.status).toBe(401);
    expect((await res.json()).error).toEqual({
      code: 'unauthorized',
      message: authMessages.googleFailed,
    });
  });

  it('asks for the password before linking a password account (409 link_required), then links', async () => {
    const account = await register(h, { email: `linkme-${Date.now()}@example.com` });
    const credential = google.token({ sub: `g-link-${Date.now()}`, email: account.email });
    const first = await h.request('/api/auth/google', postJson({ credential }));
    expect(first.status).toBe(409);
    expect((await first.json()).error.code).toBe('link_required');
    const wrong = await h.request(
      '/api/auth/google',
      postJson({ credential, password: 'wrong password' }),
    );
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields.password).toBe('Incorrect password');
    const linked = await h.request(
      '/api/auth/google',
      postJson({ credential, password: account.password }),
    );
    expect(linked.status).toBe(200);
    expect((await linked.json()).user).toMatchObject({
      id: account.userId,
      googleLinked: true,
      hasPassword: true,
    });
    expect((await h.request('/api/auth/google', postJson({ credential }))).status).toBe(200);
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing call from another origin', async () => {
    const res = await h.request(
      '/api/auth/login',
      postJson({ email: 'a@b.co', password: 'x' }, { origin: 'https://evil.example' }),
    );
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('forbidden');
  });
});

describe('same-origin requests', () => {
  it('accepts a call whose Origin is the origin it was sent to (e.g. a preview environment)', async () => {
    const production = await startApi({
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: 'p'.repeat(48),
        ALLOWED_ORIGIN: 'https://stride.example.org',
      },
    });
    try {
      const own = production.api.url;
      const same = await production.request(
        '/api/waitlist',
        postJson({ name: 'A', email: 'a@example.com' }, { origin: own }),
      );
      expect(same.status).toBe(201);
      const allowed = await production.request(
        '/api/waitlist',
        postJson({ name: 'B', email: 'b@example.com' }, { origin: 'https://stride.example.org' }),
      );
      expect(allowed.status).toBe(201);
      const other = await production.request(
        '/api/waitlist',
        postJson({ name: 'C', email: 'c@example.com' }, { origin: 'http://localhost:4280' }),
      );
      expect(other.status).toBe(403);
    } finally {
      await production.stop();
    }
  });
});

describe('logs', () => {
  it('never contain a password, a token, a recovery code or a name', async () => {
    h.log.lines.length = 0;
    const account = await register(h, {
      firstName: 'Secretfirst',
      preferredName: 'Secretpreferred',
    });
    await h.request(
      '/api/auth/login',
      postJson({ email: account.email, password: account.password }),
    );
    await h.request(
      '/api/auth/login',
      postJson({ email: account.email, password: 'wrong-password-xyz' }),
    );
    await me(account.token);
    await h.request(
      '/api/auth/recover',
      postJson({
        email: account.email,
        recoveryCode: account.recoveryCodes[0],
        newPassword: 'another password 1',
      }),
    );
    const text = h.log.lines.join('\n');
    expect(h.log.lines.length).toBeGreaterThanOrEqual(5);
    for (const secret of [
      account.password,
      'wrong-password-xyz',
      account.token,
      account.recoveryCodes[0] as string,
      'Secretfirst',
      'Secretpreferred',
      account.email,
      'another password 1',
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
