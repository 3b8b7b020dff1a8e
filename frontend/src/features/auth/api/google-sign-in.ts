import type { RegisterRequest } from '@stride/api/contracts/auth';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { signedInResponseSchema, type SignedInResponse } from './auth-response';

/** What the 428 carries: what Google told the server about the person. */
export const googleProfileSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type GoogleProfile = z.infer<typeof googleProfileSchema>;

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
export function googleSignIn(request: GoogleSignInRequest): Promise<SignedInResponse> {
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
    const profile = googleProfileSchema.safeParse(error.details.profile);
    return {
      kind: 'registration-required',
      profile: profile.success ? profile.data : { email: '', firstName: '', lastName: '' },
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
