import { z } from './zod.js';
import { isCalendarDate } from '../domain/calendar-dates.js';
import {
  authMessages,
  isValidTimeZone,
  minimumAge,
  minimumPasswordLength,
  pronounOptions,
  raceOptions,
  todayIn,
  ageOn,
  treatmentPlaceOptions,
  usStateCodes,
} from './auth-rules.js';
import { isPlainText, unsafeTextMessage } from './common.js';
import { simpleEmailPattern } from './waitlist.js';

export * from './auth-rules.js';

const requiredText = (message: string, max = 100) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(max, `Must be at most ${max} characters`),
      z.refine(isPlainText, unsafeTextMessage),
    );

export const emailSchema = z
  .string({ error: authMessages.emailRequired })
  .check(
    z.trim(),
    z.minLength(1, authMessages.emailRequired),
    z.maxLength(254, authMessages.emailInvalid),
    z.regex(simpleEmailPattern, authMessages.emailInvalid),
  );

/**
 * NIST SP 800-63B: at least 8 characters counted after Unicode normalisation (NFKC), every
 * printable character and space allowed, control characters refused. The server also refuses
 * common passwords and passwords containing the email (`security/password-policy.ts`).
 */
export const newPasswordSchema = z.string({ error: authMessages.passwordRequired }).check(
  z.minLength(1, authMessages.passwordRequired),
  z.refine(
    (v) => [...v.normalize('NFKC')].length >= minimumPasswordLength,
    authMessages.passwordTooShort,
  ),
  z.maxLength(200, authMessages.passwordTooLong),
  // eslint-disable-next-line no-control-regex
  z.refine((v) => !/[\u0000-\u001f\u007f-\u009f]/.test(v), authMessages.passwordControl),
  z.refine((v) => v.trim() !== '', authMessages.passwordBlank),
);

export const timezoneSchema = z
  .string({ error: authMessages.timezoneInvalid })
  .check(z.refine(isValidTimeZone, authMessages.timezoneInvalid));

export const dateOfBirthSchema = z.string({ error: authMessages.dateOfBirthRequired }).check(
  z.minLength(1, authMessages.dateOfBirthRequired),
  z.refine((v) => isCalendarDate(v) && v >= '1900-01-01', authMessages.dateOfBirthInvalid),
);

export const addressSchema = z.object({
  street: requiredText(authMessages.streetRequired, 200),
  city: requiredText(authMessages.cityRequired, 100),
  state: z.enum(usStateCodes, { error: authMessages.stateRequired }),
  zipCode: z
    .string({ error: authMessages.zipInvalid })
    .check(z.trim(), z.regex(/^\d{5}(-\d{4})?$/, authMessages.zipInvalid)),
});

/** Steps 2 to 5: everything registration asks that Google does not give. */
export const profileFieldsSchema = z.object({
  preferredName: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(100, 'Must be at most 100 characters'),
        z.refine(isPlainText, unsafeTextMessage),
      ),
  ),
  dateOfBirth: dateOfBirthSchema,
  address: z.optional(addressSchema),
  race: z.enum(raceOptions, { error: authMessages.raceRequired }),
  pronouns: z.enum(pronounOptions, { error: authMessages.pronounsRequired }),
  preferredTreatmentPlace: z.enum(treatmentPlaceOptions, {
    error: authMessages.treatmentPlaceRequired,
  }),
  currentlyOnHRT: z.optional(z.boolean()),
  agreeToTerms: z.literal(true, { error: authMessages.termsRequired }),
  ageConfirmation: z.literal(true, { error: authMessages.ageConfirmationRequired }),
  timezone: z.optional(timezoneSchema),
});

/**
 * The age rule needs "today", which depends on the clock and the person's zone, so it is a
 * refinement applied by whoever parses (server: its clock; browser: the device's).
 */
export function withAgeRule<
  T extends z.ZodMiniType<{ dateOfBirth: string; timezone?: string | undefined }>,
>(schema: T, now: () => Date) {
  return schema.check(
    z.superRefine<z.output<T>>((value, ctx) => {
      if (!isCalendarDate(value.dateOfBirth)) return;
      const today = todayIn(value.timezone ?? 'UTC', now());
      if (value.dateOfBirth > today) {
        ctx.addIssue({
          code: 'custom',
          path: ['dateOfBirth'],
          message: authMessages.dateOfBirthInvalid,
        });
      } else if (ageOn(value.dateOfBirth, today) < minimumAge) {
        ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: authMessages.tooYoung });
      }
    }),
  );
}

export const registerRequestSchema = z.extend(profileFieldsSchema, {
  email: emailSchema,
  password: newPasswordSchema,
  firstName: requiredText(authMessages.firstNameRequired),
  lastName: requiredText(authMessages.lastNameRequired),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: authMessages.passwordRequired })
    .check(z.minLength(1, authMessages.passwordRequired), z.maxLength(200)),
  rememberMe: z.optional(z.boolean()),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const googleRequestSchema = z.object({
  credential: z
    .string({ error: 'A Google credential is required' })
    .check(z.minLength(1), z.maxLength(8192)),
  password: z.optional(z.string().check(z.maxLength(200))),
  rememberMe: z.optional(z.boolean()),
});

export const recoverRequestSchema = z.object({
  email: emailSchema,
  recoveryCode: z
    .string({ error: 'Recovery code is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Recovery code is required'),
      z.maxLength(64, authMessages.recoveryCodeInvalid),
    ),
  newPassword: newPasswordSchema,
});
export type RecoverRequest = z.infer<typeof recoverRequestSchema>;

export const updateProfileRequestSchema = z.strictObject({
  firstName: z.optional(requiredText(authMessages.firstNameRequired)),
  lastName: z.optional(requiredText(authMessages.lastNameRequired)),
  preferredName: z.optional(
    z.nullable(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(100, 'Must be at most 100 characters'),
          z.refine(isPlainText, unsafeTextMessage),
        ),
    ),
  ),
  pronouns: z.optional(
    z.nullable(z.enum(pronounOptions, { error: authMessages.pronounsRequired })),
  ),
  timezone: z.optional(timezoneSchema),
  dateOfBirth: z.optional(dateOfBirthSchema),
  showLegalNameToProvider: z.optional(z.boolean()),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** The name to show: the preferred name, else the first name. */
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  preferredName: z.optional(z.string()),
  pronouns: z.optional(z.string()),
  dateOfBirth: z.optional(z.string()),
  timezone: z.string(),
  showLegalNameToProvider: z.boolean(),
  hasPassword: z.boolean(),
  googleLinked: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  etag: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: userSchema,
  message: z.optional(z.string()),
  recoveryCodes: z.optional(z.array(z.string())),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .check(z.minLength(1, 'Current password is required'), z.maxLength(200)),
  newPassword: newPasswordSchema,
});

export const confirmPasswordRequestSchema = z.object({
  password: z.optional(z.string().check(z.maxLength(200))),
});

export const sessionViewSchema = z.object({
  id: z.string(),
  device: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;

/** GET and PATCH /api/auth/me. */
export const userReplySchema = z.object({ user: userSchema });
export type UserReply = z.infer<typeof userReplySchema>;

/** POST /api/auth/recover (the new password is set; sign in with it). */
export const recoverReplySchema = z.object({ success: z.literal(true) });
export type RecoverReply = z.infer<typeof recoverReplySchema>;

/** GET /api/auth/sessions: the active sessions, this device's marked `current`. */
export const sessionsReplySchema = z.object({ sessions: z.array(sessionViewSchema) });
export type SessionsReply = z.infer<typeof sessionsReplySchema>;

/** POST /api/auth/sessions/revoke-others: how many other sessions ended. */
export const revokedSessionsReplySchema = z.object({ revokedSessions: z.number() });
export type RevokedSessionsReply = z.infer<typeof revokedSessionsReplySchema>;

/** POST /api/auth/change-password: the other sessions end too. */
export const changePasswordReplySchema = z.extend(revokedSessionsReplySchema, {
  success: z.literal(true),
});
export type ChangePasswordReply = z.infer<typeof changePasswordReplySchema>;

/** POST /api/auth/recovery-codes: ten new codes, shown once (the old ones stop working). */
export const recoveryCodesReplySchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesReply = z.infer<typeof recoveryCodesReplySchema>;
