import { localDateOf } from '../domain/calendar-dates.js';

/*
 * The account rules and messages without zod, so a page can show them (and the signed-out forms
 * can load) without the schema library; auth.ts re-exports them beside its schemas.
 */

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

export const accountMessages = {
  wrongPassword: 'Incorrect password',
  reauthenticate: 'For your safety, sign in again to confirm, then try once more.',
  noPassword: 'This account signs in with Google and has no password.',
} as const;
