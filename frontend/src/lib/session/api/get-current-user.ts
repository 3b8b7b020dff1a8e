import { userSchema, type User } from '@stride/api/contracts/auth';
import { z } from 'zod';
import { apiRequest } from '../../api-client';

const meResponseSchema = z.object({ user: userSchema });

/**
 * GET /api/auth/me → the signed-in user. Loaded on demand by the session provider (only when
 * a token is stored), so zod and the api-client stay out of the landing page's first load.
 */
export async function getCurrentUser(signal?: AbortSignal): Promise<User> {
  const { user } = await apiRequest('/auth/me', {
    schema: meResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return user;
}
