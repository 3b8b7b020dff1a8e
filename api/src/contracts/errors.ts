import { z } from './zod.js';

/** Every error code of the api.md error model. */
export const errorCodes = [
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'double_dose',
  'registration_required',
  'link_required',
  'too_large',
  'rate_limited',
  'quota_exceeded',
  'unavailable',
  'internal',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
  }),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
