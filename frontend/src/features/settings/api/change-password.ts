import {
  changePasswordReplySchema,
  type changePasswordRequestSchema,
} from '@stride/api/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { invalidateSessions } from '../../../entities/account';

export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * POST /api/auth/password → how many other sessions were revoked; a wrong current password is
 * a 400 field error on currentPassword.
 */
export async function changePassword(request: ChangePasswordRequest): Promise<number> {
  const { revokedSessions } = await apiRequest('/auth/password', {
    method: 'POST',
    body: request,
    schema: changePasswordReplySchema,
  });
  return revokedSessions;
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation<number, ApiError, ChangePasswordRequest>({
    mutationKey: ['settings', 'password'],
    mutationFn: changePassword,
    onSuccess: () => invalidateSessions(queryClient),
  });
}
