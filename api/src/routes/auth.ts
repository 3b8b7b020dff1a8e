import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from '../contracts/zod.js';
import {
  authMessages,
  googleRequestSchema,
  loginRequestSchema,
  profileFieldsSchema,
  recoverRequestSchema,
  registerRequestSchema,
  updateProfileRequestSchema,
  withAgeRule,
  type AuthResponse,
  type RecoverReply,
  type UserReply,
} from '../contracts/auth.js';
import { createLoginAttemptRepository } from '../data/login-attempt-repository.js';
import { createSessionRepository } from '../data/session-repository.js';
import {
  createUserRepository,
  emailLockKey,
  type UserProfile,
  type UserRecord,
} from '../data/user-repository.js';
import {
  AppError,
  NotFoundError,
  RateLimitedError,
  UnauthorizedError,
  ValidationError,
} from '../errors.js';
import { requireAuth } from '../middleware/require-auth.js';
import { createGoogleVerifier } from '../security/google.js';
import { createInFlightLimit } from '../security/in-flight-limit.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../security/passwords.js';
import { generateRecoveryCodes, hashRecoveryCode } from '../security/recovery-codes.js';
import { issueSession } from '../security/sessions.js';
import type { AppDeps, AppEnv } from '../http/context.js';
import { toUser } from '../services/user-view.js';
import { ifMatch } from '../http/if-match.js';
import { assertPasswordAllowed } from '../security/password-policy.js';
import { parseWith, readJson } from '../http/read-json.js';

const profileKeys = [
  'dateOfBirth',
  'race',
  'pronouns',
  'preferredTreatmentPlace',
  'agreeToTerms',
  'ageConfirmation',
];

export function authRoutes(deps: AppDeps) {
  const users = createUserRepository(deps.storage);
  const sessions = createSessionRepository(deps.storage);
  const attempts = createLoginAttemptRepository(deps.storage, deps.config.clientLimits);
  const google = deps.google ?? createGoogleVerifier(deps.config.googleClientId);
  // Sign-ins for one email being checked right now: a burst from many addresses would otherwise
  // queue a password hash per request before any failure is recorded.
  const loginsInFlight = createInFlightLimit(deps.config.loginInFlightPerEmail);
  const now = () => deps.clock.now();
  const nowIso = () => new Date(now()).toISOString();
  const registerSchema = withAgeRule(registerRequestSchema, () => new Date(now()));
  const googleProfileSchema = withAgeRule(
    z.extend(profileFieldsSchema, {
      firstName: z.optional(z.string().check(z.trim(), z.maxLength(100))),
      lastName: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    }),
    () => new Date(now()),
  );
  const updateSchema = updateProfileRequestSchema.check(
    z.superRefine((value, ctx) => {
      if (!value.dateOfBirth) return;
      const checked = withAgeRule(
        z.object({ dateOfBirth: z.string(), timezone: z.optional(z.string()) }),
        () => new Date(now()),
      );
      const result = checked.safeParse({
        dateOfBirth: value.dateOfBirth,
        timezone: value.timezone,
      });
      if (!result.success)
        for (const issue of result.error.issues)
          ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }),
  );

  const userAgent = (c: Context) => c.req.header('user-agent') ?? 'Unknown device';
  const session = (c: Context, userId: string, remember = false) =>
    issueSession(sessions, deps.config.jwtSecret, userId, {
      remember,
      userAgent: userAgent(c),
      now: now(),
    });

  /** Counts this attempt before any password is checked; refuses it (429) over the limit. */
  async function throttle(email: string, address: string): Promise<void> {
    const seconds = await attempts.reserve(email, address, now());
    if (seconds > 0) throw new RateLimitedError(authMessages.tooManyAttempts, seconds);
  }

  /** Checks a password; an account without one (or no account) costs the same time. */
  async function passwordMatches(user: UserRecord | undefined, password: string): Promise<boolean> {
    if (user?.passwordHash) return verifyPassword(password, user.passwordHash);
    await verifyPassword(password, await dummyPasswordHash());
    return false;
  }

  const auth = requireAuth(deps);

  return new Hono<AppEnv>()
    .post('/register', async (c) => {
      const body = await readJson(c, registerSchema);
      assertPasswordAllowed(body.password, body.email, 'password');
      // Counted per client address before any work: a taken email still costs a full password
      // hash below (its 409 comes after it), so neither speed nor volume enumerates accounts.
      const wait = await attempts.reserveRegistration(c.get('clientAddress'), now());
      if (wait > 0) throw new RateLimitedError(authMessages.tooManyRegistrations, wait);
      const created = nowIso();
      const recoveryCodes = generateRecoveryCodes();
      const profile: UserProfile = {
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        preferredName: body.preferredName || undefined,
        pronouns: body.pronouns,
        race: body.race,
        dateOfBirth: body.dateOfBirth,
        address: body.address,
        preferredTreatmentPlace: body.preferredTreatmentPlace,
        currentlyOnHRT: body.currentlyOnHRT ?? false,
        timezone: body.timezone ?? 'UTC',
        showLegalNameToProvider: false,
        passwordHash: await hashPassword(body.password),
        termsAcceptedAt: created,
        createdAt: created,
        updatedAt: created,
      };
      const user = await users.create(
        randomUUID(),
        profile,
        recoveryCodes.map(hashRecoveryCode),
        authMessages.emailTaken,
      );
      const token = await session(c, user.id);
      return c.json(
        {
          success: true as const,
          token,
          user: toUser(user),
          message: `Welcome to Stride, ${toUser(user).name}!`,
          recoveryCodes,
        } satisfies AuthResponse,
        201,
      );
    })

    .post('/login', async (c) => {
      const body = await readJson(c, loginRequestSchema);
      const address = c.get('clientAddress');
      // Counted first (every attempt, atomically), then at most a few checked at once.
      await throttle(body.email, address);
      const done = loginsInFlight.enter(emailLockKey(body.email));
      if (!done) throw new RateLimitedError(authMessages.tooManyAttempts, 1);
      try {
        const user = await users.findByEmail(body.email);
        if (!(await passwordMatches(user, body.password)) || !user) {
          await attempts.recordEmailFailure(body.email, address, now());
          throw new UnauthorizedError(authMessages.invalidCredentials);
        }
        await attempts.clear(body.email, address);
        const token = await session(c, user.id, body.rememberMe ?? false);
        return c.json({ success: true as const, token, user: toUser(user) } satisfies AuthResponse);
      } finally {
        done();
      }
    })

    .post('/google', async (c) => {
      const raw = await readJson(c, z.record(z.string(), z.unknown()));
      const body = parseWith(googleRequestSchema, raw);
      const identity = await google.verify(body.credential);
      if (!identity || !identity.emailVerified)
        throw new UnauthorizedError(authMessages.googleFailed);
      const existing = await users.findByEmail(identity.email);

      if (existing?.googleSub === identity.sub) {
        return c.json({
          success: true as const,
          token: await session(c, existing.id, body.rememberMe ?? false),
          user: toUser(existing),
        } satisfies AuthResponse);
      }
      if (existing?.googleSub) throw new UnauthorizedError(authMessages.googleFailed);
      if (existing) {
        // A password account: link only once its password is proven.
        if (!body.password) throw new AppError(409, 'link_required', authMessages.linkRequired);
        const address = c.get('clientAddress');
        await throttle(identity.email, address);
        if (!(await passwordMatches(existing, body.password))) {
          await attempts.recordEmailFailure(identity.email, address, now());
          throw new ValidationError('Incorrect password', { password: 'Incorrect password' });
        }
        const linked = await users.update(existing, {
          googleSub: identity.sub,
          updatedAt: nowIso(),
        });
        await attempts.clear(identity.email, address);
        return c.json({
          success: true as const,
          token: await session(c, linked.id, body.rememberMe ?? false),
          user: toUser(linked),
        } satisfies AuthResponse);
      }

      // A new person: the registration fields Google does not give come first.
      if (!profileKeys.some((key) => raw[key] !== undefined)) {
        throw new AppError(
          428,
          'registration_required',
          authMessages.registrationRequired,
          undefined,
          {
            profile: {
              email: identity.email,
              firstName: identity.givenName ?? '',
              lastName: identity.familyName ?? '',
            },
          },
        );
      }
      const profile = parseWith(googleProfileSchema, raw);
      const firstName = profile.firstName || identity.givenName || identity.name || '';
      const lastName = profile.lastName || identity.familyName || '';
      const fields: Record<string, string> = {};
      if (!firstName) fields.firstName = authMessages.firstNameRequired;
      if (!lastName) fields.lastName = authMessages.lastNameRequired;
      if (Object.keys(fields).length > 0)
        throw new ValidationError(Object.values(fields)[0] as string, fields);
      const created = nowIso();
      const user = await users.create(
        randomUUID(),
        {
          email: identity.email,
          firstName,
          lastName,
          preferredName: profile.preferredName || undefined,
          pronouns: profile.pronouns,
          race: profile.race,
          dateOfBirth: profile.dateOfBirth,
          address: profile.address,
          preferredTreatmentPlace: profile.preferredTreatmentPlace,
          currentlyOnHRT: profile.currentlyOnHRT ?? false,
          timezone: profile.timezone ?? 'UTC',
          showLegalNameToProvider: false,
          googleSub: identity.sub,
          termsAcceptedAt: created,
          createdAt: created,
          updatedAt: created,
        },
        [],
        authMessages.emailTaken,
      );
      return c.json({
        success: true as const,
        token: await session(c, user.id, body.rememberMe ?? false),
        user: toUser(user),
      } satisfies AuthResponse);
    })

    .post('/recover', async (c) => {
      const body = await readJson(c, recoverRequestSchema);
      // Before the code is spent: a refused new password must not cost a recovery code.
      assertPasswordAllowed(body.newPassword, body.email, 'newPassword');
      const address = c.get('clientAddress');
      await throttle(body.email, address);
      const user = await users.findByEmail(body.email);
      const consumed = user
        ? await users.consumeRecoveryCode(user.id, hashRecoveryCode(body.recoveryCode), nowIso())
        : false;
      if (!user || !consumed) {
        await attempts.recordEmailFailure(body.email, address, now());
        throw new ValidationError(authMessages.recoveryCodeInvalid, {
          recoveryCode: authMessages.recoveryCodeInvalid,
        });
      }
      await users.update(user, {
        passwordHash: await hashPassword(body.newPassword),
        updatedAt: nowIso(),
      });
      await sessions.deleteAll(user.id);
      await attempts.clear(body.email, address);
      return c.json({ success: true as const } satisfies RecoverReply);
    })

    .post('/logout', auth, async (c) => {
      const { userId, sessionId } = c.get('auth');
      await sessions.delete(userId, sessionId);
      return c.body(null, 204);
    })

    .get('/me', auth, async (c) => {
      const user = await users.getById(c.get('auth').userId);
      if (!user) throw new UnauthorizedError();
      return c.json({ user: toUser(user) } satisfies UserReply);
    })

    .patch('/me', auth, async (c) => {
      const body = await readJson(c, updateSchema);
      const user = await users.getById(c.get('auth').userId);
      if (!user) throw new NotFoundError();
      const changes: Partial<UserProfile> = { updatedAt: nowIso() };
      if (body.firstName !== undefined) changes.firstName = body.firstName;
      if (body.lastName !== undefined) changes.lastName = body.lastName;
      if (body.preferredName !== undefined) changes.preferredName = body.preferredName || undefined;
      if (body.pronouns !== undefined) changes.pronouns = body.pronouns ?? undefined;
      if (body.timezone !== undefined) changes.timezone = body.timezone;
      if (body.dateOfBirth !== undefined) changes.dateOfBirth = body.dateOfBirth;
      if (body.showLegalNameToProvider !== undefined)
        changes.showLegalNameToProvider = body.showLegalNameToProvider;
      const updated = await users.update(user, changes, ifMatch(c));
      return c.json({ user: toUser(updated) } satisfies UserReply);
    });
}
