import type { RegisterRequest } from '@stride/api/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { useAuthRequest } from './use-auth-request';
import type { SignedInResponse } from './auth-response';

/** POST /api/auth/register → 201 session + recoveryCodes (shown once); 409 email taken. */
export async function register(request: RegisterRequest): Promise<SignedInResponse> {
  // The response schema (zod) loads with the request, not with the page (issue 15).
  const { signedInResponseSchema } = await import('./auth-response');
  return apiRequest('/auth/register', {
    method: 'POST',
    body: request,
    schema: signedInResponseSchema,
    anonymous: true,
  });
}

export function useRegister() {
  return useAuthRequest(register);
}
