import {
  authMessages,
  isValidTimeZone,
  profileFieldsSchema,
  registerRequestSchema,
  withAgeRule,
  type RegisterRequest,
} from '@stride/api/contracts/auth';
import { z } from '@stride/api/contracts/zod';
import type { GoogleRegistrationFields } from './api/google-sign-in';
import { fieldErrorsFromIssues, type FieldErrors } from '../../lib/form-errors';
import type { RegistrationDraft } from './registration-draft';

export {
  emptyRegistration,
  errorKey,
  type RegistrationDraft,
  type RegistrationField,
} from './registration-draft';

/** The browser's IANA time zone, sent so "today" and the 18+ rule use the person's calendar. */
export function browserTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isValidTimeZone(zone) ? zone : undefined;
  } catch {
    return undefined;
  }
}

const googleRegistrationSchema = z.extend(profileFieldsSchema, {
  firstName: registerRequestSchema.shape.firstName,
  lastName: registerRequestSchema.shape.lastName,
});

const ageSchema = z.object({ dateOfBirth: z.string(), timezone: z.optional(z.string()) });

export type RegistrationResult<Mode extends 'password' | 'google'> =
  | { ok: true; request: Mode extends 'password' ? RegisterRequest : GoogleRegistrationFields }
  | { ok: false; errors: FieldErrors };

/**
 * The spec's registration rules through the shared contract (the server checks them again):
 * every message of spec section 5, the account fields (email, password, confirmation) and, when
 * shown, the address. `mode: 'google'` leaves out email and password (Google gives the email).
 */
export function validateRegistration<Mode extends 'password' | 'google'>(
  draft: RegistrationDraft,
  mode: Mode,
  options: { now?: Date; timeZone?: string | undefined } = {},
): RegistrationResult<Mode> {
  const timezone = 'timeZone' in options ? options.timeZone : browserTimeZone();
  const input = {
    firstName: draft.firstName,
    lastName: draft.lastName,
    preferredName: draft.preferredName.trim() || undefined,
    dateOfBirth: draft.dateOfBirth,
    race: draft.race || undefined,
    pronouns: draft.pronouns || undefined,
    preferredTreatmentPlace: draft.preferredTreatmentPlace || undefined,
    currentlyOnHRT: draft.currentlyOnHRT,
    agreeToTerms: draft.agreeToTerms,
    ageConfirmation: draft.ageConfirmation,
    ...(draft.showAddress
      ? {
          address: {
            street: draft.street,
            city: draft.city,
            state: draft.state || undefined,
            zipCode: draft.zipCode,
          },
        }
      : {}),
    ...(timezone ? { timezone } : {}),
    ...(mode === 'password' ? { email: draft.email, password: draft.password } : {}),
  };
  const schema = mode === 'password' ? registerRequestSchema : googleRegistrationSchema;
  const parsed = schema.safeParse(input);
  const errors = parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);

  // The 18+ rule, on its own so it shows even while other fields still need work.
  if (!errors.dateOfBirth && draft.dateOfBirth) {
    const now = options.now ?? new Date();
    const age = withAgeRule(ageSchema, () => now).safeParse({
      dateOfBirth: draft.dateOfBirth,
      timezone,
    });
    if (!age.success) errors.dateOfBirth = age.error.issues[0]?.message ?? authMessages.tooYoung;
  }
  if (mode === 'password' && draft.password && draft.confirmPassword !== draft.password) {
    errors.confirmPassword = authMessages.confirmPasswordMismatch;
  }

  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: parsed.data } as RegistrationResult<Mode>;
}
