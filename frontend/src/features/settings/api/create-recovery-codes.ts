import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';

const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** POST /api/auth/recovery-codes {password} → 201 ten new codes (the old ones stop working). */
export async function createRecoveryCodes(password: string): Promise<string[]> {
  const { recoveryCodes } = await apiRequest('/auth/recovery-codes', {
    method: 'POST',
    body: { password },
    schema: recoveryCodesResponseSchema,
  });
  return recoveryCodes;
}

export function useCreateRecoveryCodes() {
  return useMutation<string[], ApiError, string>({
    mutationKey: ['settings', 'recovery-codes'],
    mutationFn: createRecoveryCodes,
  });
}
