import type { RecoverRequest } from '@stride/api/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { useAuthRequest } from './use-auth-request';

/** POST /api/auth/recover → 200, every session revoked; 400 on recoveryCode when it does not match. */
export async function recoverAccount(request: RecoverRequest): Promise<void> {
  // The response schema (zod) loads with the request, not with the page (issue 15).
  const { recoverResponseSchema } = await import('./auth-response');
  await apiRequest('/auth/recover', {
    method: 'POST',
    body: request,
    schema: recoverResponseSchema,
    anonymous: true,
  });
}

export function useRecoverAccount() {
  return useAuthRequest(recoverAccount);
}
