import type { RegisterRequest } from '@stride/api/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import type { SignedInResponse } from './auth-response';

/** What the 428 carries: what Google told the server about the person. */
export interface GoogleProfile {
  email: string;
  firstName: string;
  lastName: string;
}

/** The profile a 428 carries, checked by hand: the sign-in page loads without zod (issue 15). */
function readGoogleProfile(value: unknown): GoogleProfile | null {
  if (typeof value !== 'object' || value === null) return null;
  const { email, firstName, lastName } = value as Record<string, unknown>;
  return typeof email === 'string' && typeof firstName === 'string' && typeof lastName === 'string'
    ? { email, firstName, lastName }
    : null;
}

/** The registration fields a first Google sign-in sends (everything but email and password). */
export type GoogleRegistrationFields = Omit<RegisterRequest, 'email' | 'password'>;

export interface GoogleSignInRequest extends Partial<GoogleRegistrationFields> {
  credential: string;
  password?: string;
  rememberMe?: boolean;
}

/**
 * POST /api/auth/google with the Google ID token; the server verifies it (the browser never
 * decodes it). 200 → session; 428 registration_required (error.profile); 409 link_required;
 * 401 when the token does not verify.
 */
export async function googleSignIn(request: GoogleSignInRequest): Promise<SignedInResponse> {
  const { signedInResponseSchema } = await import('./auth-response');
  return apiRequest('/auth/google', {
    method: 'POST',
    body: request,
    schema: signedInResponseSchema,
    anonymous: true,
  });
}

export type GoogleFailure =
  | { kind: 'registration-required'; profile: GoogleProfile }
  | { kind: 'link-required'; message: string }
  | { kind: 'fields'; message: string; fields: Record<string, string> }
  | { kind: 'message'; message: string };

/** Reads a failed Google sign-in into what the page should do next. */
export function readGoogleFailure(
  error: unknown,
  messages: { failed: string; error: string },
): GoogleFailure {
  if (!(error instanceof ApiError) || error.kind !== 'http') {
    return { kind: 'message', message: messages.error };
  }
  if (error.status === 428 && error.code === 'registration_required') {
    const profile = readGoogleProfile(error.details.profile);
    return {
      kind: 'registration-required',
      profile: profile ?? { email: '', firstName: '', lastName: '' },
    };
  }
  if (error.status === 409 && error.code === 'link_required') {
    return { kind: 'link-required', message: error.message };
  }
  if (error.status === 400 && Object.keys(error.fields).length > 0) {
    return { kind: 'fields', message: error.message, fields: { ...error.fields } };
  }
  if (error.status === 401) return { kind: 'message', message: messages.failed };
  return { kind: 'message', message: error.message || messages.failed };
}
