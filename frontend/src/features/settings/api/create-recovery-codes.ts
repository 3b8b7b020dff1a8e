import { useMutation } from '@tanstack/react-query';
import { recoveryCodesReplySchema } from '@stride/api/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';

/** POST /api/auth/recovery-codes {password} → 201 ten new codes (the old ones stop working). */
export async function createRecoveryCodes(password: string): Promise<string[]> {
  const { recoveryCodes } = await apiRequest('/auth/recovery-codes', {
    method: 'POST',
    body: { password },
    schema: recoveryCodesReplySchema,
  });
  return recoveryCodes;
}

export function useCreateRecoveryCodes() {
  return useMutation<string[], ApiError, string>({
    mutationKey: ['settings', 'recovery-codes'],
    mutationFn: createRecoveryCodes,
  });
}
