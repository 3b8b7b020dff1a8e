import { z } from './zod.js';

/**
 * The spec's "simple pattern": text, @, text, dot, text, with no white space.
 * The browser and the server use this one rule.
 */
export const simpleEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const waitlistMessages = {
  required: 'Please fill in all fields',
  invalidEmail: 'Please enter a valid email address',
  failed: 'Failed to join waitlist. Please try again.',
} as const;

export const waitlistRequestSchema = z.object({
  name: z
    .string({ error: waitlistMessages.required })
    .check(
      z.trim(),
      z.minLength(1, waitlistMessages.required),
      z.maxLength(200, 'Name must be at most 200 characters'),
    ),
  email: z
    .string({ error: waitlistMessages.required })
    .check(
      z.trim(),
      z.minLength(1, waitlistMessages.required),
      z.maxLength(254, 'Email must be at most 254 characters'),
      z.regex(simpleEmailPattern, waitlistMessages.invalidEmail),
    ),
});

export type WaitlistRequest = z.infer<typeof waitlistRequestSchema>;

export const waitlistResponseSchema = z.object({
  entry: z.object({
    name: z.string(),
    email: z.string(),
    createdAt: z.string(),
  }),
  alreadyJoined: z.boolean(),
});

export type WaitlistResponse = z.infer<typeof waitlistResponseSchema>;
