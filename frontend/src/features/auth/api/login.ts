import type { LoginRequest } from '@stride/api/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { useAuthRequest } from './use-auth-request';
import type { SignedInResponse } from './auth-response';

/** POST /api/auth/login → 200 session; 401 wrong email or password; 429 locked for a while. */
export async function login(request: LoginRequest): Promise<SignedInResponse> {
  // The response schema (zod) loads with the request, not with the page (issue 15).
  const { signedInResponseSchema } = await import('./auth-response');
  return apiRequest('/auth/login', {
    method: 'POST',
    body: request,
    schema: signedInResponseSchema,
    anonymous: true,
  });
}

export function useLogin() {
  return useAuthRequest(login);
}
