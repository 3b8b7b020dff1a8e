import { authResponseSchema, recoverReplySchema } from '@stride/api/contracts/auth';
import type { z } from 'zod/mini';

/**
 * What every sign-in, Google sign-in and registration answers. The schema demands
 * `success: true` and a user (spec section 5: both must be present).
 */
export const signedInResponseSchema = authResponseSchema;
export type SignedInResponse = z.infer<typeof signedInResponseSchema>;

export const recoverResponseSchema = recoverReplySchema;
