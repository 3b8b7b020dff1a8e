import { userReplySchema, type User } from '@stride/api/contracts/auth';
import { apiRequest } from '../../api-client';

/**
 * GET /api/auth/me → the signed-in user. Loaded on demand by the session provider (only when
 * a token is stored), so zod and the api-client stay out of the landing page's first load.
 */
export async function getCurrentUser(signal?: AbortSignal): Promise<User> {
  const { user } = await apiRequest('/auth/me', {
    schema: userReplySchema,
    ...(signal ? { signal } : {}),
  });
  return user;
}
