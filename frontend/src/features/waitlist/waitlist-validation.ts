import {
  waitlistMessages,
  waitlistRequestSchema,
  type WaitlistRequest,
} from '@stride/api/contracts/waitlist';
import { ApiError } from '../../lib/api-error';

export type WaitlistField = keyof WaitlistRequest;

export type WaitlistValidation =
  { ok: true; value: WaitlistRequest } | { ok: false; message: string; fields: WaitlistField[] };

/**
 * The spec's rules, through the shared contract: both fields non-empty after trimming ('Please
 * fill in all fields'), then the simple email pattern ('Please enter a valid email address').
 */
export function validateWaitlist(input: { name: string; email: string }): WaitlistValidation {
  const parsed = waitlistRequestSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issues = parsed.error.issues;
  const missing = issues.filter((issue) => issue.message === waitlistMessages.required);
  const shown = missing[0] ?? issues[0];
  const fields = (missing.length > 0 ? missing : issues.slice(0, 1))
    .map((issue) => issue.path[0])
    .filter((field): field is WaitlistField => field === 'name' || field === 'email');
  return { ok: false, message: shown?.message ?? waitlistMessages.failed, fields };
}

/** What the visitor reads when the server refuses the sign-up. */
export function waitlistErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.message && error.kind === 'http') return error.message;
  return waitlistMessages.failed;
}

/** The fields a server validation error points at. */
export function waitlistErrorFields(error: unknown): WaitlistField[] {
  if (!(error instanceof ApiError)) return [];
  return (['name', 'email'] as const).filter((field) => field in error.fields);
}
