import { authResponseSchema } from '@stride/api/contracts/auth';
import { z } from 'zod';

/**
 * What every sign-in, Google sign-in and registration answers. The schema demands
 * `success: true` and a user (spec section 5: both must be present).
 */
export const signedInResponseSchema = authResponseSchema;
export type SignedInResponse = z.infer<typeof signedInResponseSchema>;

export const recoverResponseSchema = z.object({ success: z.literal(true) });
