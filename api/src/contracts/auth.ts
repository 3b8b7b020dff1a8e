import { z } from 'zod';
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
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`)
    .refine(isPlainText, unsafeTextMessage);

export const emailSchema = z
  .string({ error: authMessages.emailRequired })
  .trim()
  .min(1, authMessages.emailRequired)
  .max(254, authMessages.emailInvalid)
  .regex(simpleEmailPattern, authMessages.emailInvalid);

/**
 * NIST SP 800-63B: at least 8 characters counted after Unicode normalisation (NFKC), every
 * printable character and space allowed, control characters refused. The server also refuses
 * common passwords and passwords containing the email (`security/password-policy.ts`).
 */
export const newPasswordSchema = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .refine(
    (v) => [...v.normalize('NFKC')].length >= minimumPasswordLength,
    authMessages.passwordTooShort,
  )
  .max(200, authMessages.passwordTooLong)
  // eslint-disable-next-line no-control-regex
  .refine((v) => !/[\u0000-\u001f\u007f-\u009f]/.test(v), authMessages.passwordControl)
  .refine((v) => v.trim() !== '', authMessages.passwordBlank);

export const timezoneSchema = z
  .string({ error: authMessages.timezoneInvalid })
  .refine(isValidTimeZone, authMessages.timezoneInvalid);

export const dateOfBirthSchema = z
  .string({ error: authMessages.dateOfBirthRequired })
  .min(1, authMessages.dateOfBirthRequired)
  .refine((v) => isCalendarDate(v) && v >= '1900-01-01', authMessages.dateOfBirthInvalid);

export const addressSchema = z.object({
  street: requiredText(authMessages.streetRequired, 200),
  city: requiredText(authMessages.cityRequired, 100),
  state: z.enum(usStateCodes, { error: authMessages.stateRequired }),
  zipCode: z
    .string({ error: authMessages.zipInvalid })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, authMessages.zipInvalid),
});

/** Steps 2 to 5: everything registration asks that Google does not give. */
export const profileFieldsSchema = z.object({
  preferredName: z
    .string()
    .trim()
    .max(100, 'Must be at most 100 characters')
    .refine(isPlainText, unsafeTextMessage)
    .optional(),
  dateOfBirth: dateOfBirthSchema,
  address: addressSchema.optional(),
  race: z.enum(raceOptions, { error: authMessages.raceRequired }),
  pronouns: z.enum(pronounOptions, { error: authMessages.pronounsRequired }),
  preferredTreatmentPlace: z.enum(treatmentPlaceOptions, {
    error: authMessages.treatmentPlaceRequired,
  }),
  currentlyOnHRT: z.boolean().optional(),
  agreeToTerms: z.literal(true, { error: authMessages.termsRequired }),
  ageConfirmation: z.literal(true, { error: authMessages.ageConfirmationRequired }),
  timezone: timezoneSchema.optional(),
});

/**
 * The age rule needs "today", which depends on the clock and the person's zone, so it is a
 * refinement applied by whoever parses (server: its clock; browser: the device's).
 */
export function withAgeRule<
  T extends z.ZodType<{ dateOfBirth: string; timezone?: string | undefined }>,
>(schema: T, now: () => Date) {
  return schema.superRefine((value, ctx) => {
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
  });
}

export const registerRequestSchema = profileFieldsSchema.extend({
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
    .min(1, authMessages.passwordRequired)
    .max(200),
  rememberMe: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const googleRequestSchema = z.object({
  credential: z.string({ error: 'A Google credential is required' }).min(1).max(8192),
  password: z.string().max(200).optional(),
  rememberMe: z.boolean().optional(),
});

export const recoverRequestSchema = z.object({
  email: emailSchema,
  recoveryCode: z
    .string({ error: 'Recovery code is required' })
    .trim()
    .min(1, 'Recovery code is required')
    .max(64, authMessages.recoveryCodeInvalid),
  newPassword: newPasswordSchema,
});
export type RecoverRequest = z.infer<typeof recoverRequestSchema>;

export const updateProfileRequestSchema = z
  .object({
    firstName: requiredText(authMessages.firstNameRequired).optional(),
    lastName: requiredText(authMessages.lastNameRequired).optional(),
    preferredName: z
      .string()
      .trim()
      .max(100, 'Must be at most 100 characters')
      .refine(isPlainText, unsafeTextMessage)
      .nullable()
      .optional(),
    pronouns: z
      .enum(pronounOptions, { error: authMessages.pronounsRequired })
      .nullable()
      .optional(),
    timezone: timezoneSchema.optional(),
    dateOfBirth: dateOfBirthSchema.optional(),
    showLegalNameToProvider: z.boolean().optional(),
  })
  .strict();
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** The name to show: the preferred name, else the first name. */
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  preferredName: z.string().optional(),
  pronouns: z.string().optional(),
  dateOfBirth: z.string().optional(),
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
  message: z.string().optional(),
  recoveryCodes: z.array(z.string()).optional(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(200),
  newPassword: newPasswordSchema,
});

export const confirmPasswordRequestSchema = z.object({
  password: z.string().max(200).optional(),
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
export const changePasswordReplySchema = revokedSessionsReplySchema.extend({
  success: z.literal(true),
});
export type ChangePasswordReply = z.infer<typeof changePasswordReplySchema>;

/** POST /api/auth/recovery-codes: ten new codes, shown once (the old ones stop working). */
export const recoveryCodesReplySchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesReply = z.infer<typeof recoveryCodesReplySchema>;
