import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';

/**
 * DELETE /api/account {password?} → 204 once every row and blob of the person is erased. A wrong
 * password is a 400 field error; an account without a password needs a recent sign-in (403).
 */
export async function deleteAccount(body: { password?: string }): Promise<void> {
  await apiRequest('/account', { method: 'DELETE', body });
}

export function useDeleteAccount() {
  return useMutation<void, ApiError, { password?: string }>({
    mutationKey: ['settings', 'delete-account'],
    mutationFn: deleteAccount,
  });
}
