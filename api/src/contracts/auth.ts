import { z } from 'zod';
import { isCalendarDate, localDateOf } from '../domain/calendar-dates.js';
import { isPlainText, unsafeTextMessage } from './common.js';
import { simpleEmailPattern } from './waitlist.js';

/** Option lists of the registration form (spec section 3), in the spec's order. */
export const raceOptions = [
  'american-indian',
  'asian',
  'black',
  'hispanic',
  'native-hawaiian',
  'white',
  'multiracial',
  'other',
  'prefer-not-to-say',
] as const;

export const pronounOptions = [
  'she/her',
  'he/him',
  'they/them',
  'she/they',
  'he/they',
  'xe/xir',
  'ze/zir',
  'other',
  'prefer-not-to-say',
] as const;

export const treatmentPlaceOptions = [
  'planned-parenthood',
  'lgbtq-clinic',
  'primary-care',
  'endocrinologist',
  'university-clinic',
  'community-health',
  'telehealth',
  'other',
  'undecided',
] as const;

export const usStateCodes = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY',
  'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV',
  'WI', 'WY',
] as const; // prettier-ignore

export const minimumAge = 18;
export const minimumPasswordLength = 8;

/** The spec's messages (sections 5 and 8), plus the real product's account messages. */
export const authMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${minimumPasswordLength} characters`,
  passwordControl: 'Password cannot contain control characters',
  passwordBlank: 'Password cannot be only spaces',
  passwordCommon: 'This password is too common. Choose one that is harder to guess',
  passwordHasEmail: 'Your password must not contain your email address',
  passwordTooLong: 'Password must be at most 200 characters',
  confirmPasswordMismatch: 'Passwords do not match',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  dateOfBirthRequired: 'Date of birth is required',
  dateOfBirthInvalid: 'Please enter a valid date of birth',
  raceRequired: 'Please select your race/ethnicity',
  pronounsRequired: 'Please select your pronouns',
  treatmentPlaceRequired: 'Please select preferred treatment location',
  tooYoung: 'You must be 18 or older to register',
  termsRequired: 'You must agree to the terms of service',
  ageConfirmationRequired: 'You must confirm you are 18 or older',
  streetRequired: 'Street address is required',
  cityRequired: 'City is required',
  stateRequired: 'Please select a state',
  zipInvalid: 'Please enter a valid ZIP code',
  timezoneInvalid: 'Please choose a valid time zone',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  // The wait depends on the limit that was hit (seconds for an account under attack, up to 15
  // minutes for one device): the reply's Retry-After says how long.
  tooManyAttempts: 'Too many sign-in attempts. Please wait a little while and try again.',
  tooManyRegistrations: 'Too many new accounts from this network. Please try again in an hour.',
  recoveryCodeInvalid: 'That recovery code does not match this account, or it was already used.',
  googleFailed: 'Google sign-in failed. Please try again.',
  registrationRequired: 'Finish creating your account to continue with Google.',
  linkRequired:
    'An account with this email already exists. Enter its password once to link Google sign-in.',
  sessionExpired: 'Your session has ended. Please sign in again.',
} as const;

/**
 * Whole years between a birth date and a calendar day, by the exact birthday (someone born on
 * 29 February turns a year older on 1 March in common years).
 */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

/** Today's calendar date in an IANA time zone (UTC for a zone Intl does not know). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  try {
    return localDateOf(now, timeZone);
  } catch {
    return localDateOf(now, 'UTC');
  }
}

export function isValidTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

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

export const accountMessages = {
  wrongPassword: 'Incorrect password',
  reauthenticate: 'For your safety, sign in again to confirm, then try once more.',
  noPassword: 'This account signs in with Google and has no password.',
} as const;
