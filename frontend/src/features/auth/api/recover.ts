import type { RecoverRequest } from '@stride/api/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';

const recoverResponseSchema = z.object({ success: z.literal(true) });

/** POST /api/auth/recover → 200, every session revoked; 400 on recoveryCode when it does not match. */
export async function recoverAccount(request: RecoverRequest): Promise<void> {
  await apiRequest('/auth/recover', {
    method: 'POST',
    body: request,
    schema: recoverResponseSchema,
    anonymous: true,
  });
}

export function useRecoverAccount() {
  return useMutation<void, ApiError, RecoverRequest>({
    mutationKey: ['auth', 'recover'],
    mutationFn: recoverAccount,
  });
}
