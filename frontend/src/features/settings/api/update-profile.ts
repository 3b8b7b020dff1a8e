import { userReplySchema, type UpdateProfileRequest, type User } from '@stride/api/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';

export interface UpdateProfileVariables {
  changes: UpdateProfileRequest;
  /** The user's etag: a stale one answers 409 (changed on another device). */
  etag: string;
}

/** PATCH /api/auth/me with If-Match → 200 {user}; 400 field errors; 409 when stale. */
export async function updateProfile({ changes, etag }: UpdateProfileVariables): Promise<User> {
  const { user } = await apiRequest('/auth/me', {
    method: 'PATCH',
    body: changes,
    headers: { 'If-Match': etag },
    schema: userReplySchema,
  });
  return user;
}

export function useUpdateProfile() {
  return useMutation<User, ApiError, UpdateProfileVariables>({
    mutationKey: ['settings', 'profile'],
    mutationFn: updateProfile,
  });
}
