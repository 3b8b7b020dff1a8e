import { z } from 'zod';

/**
 * Build-time settings, validated once. The front end calls `/api/...` on the origin that
 * serves it; VITE_API_BASE_URL only exists for unusual local setups.
 */
const envSchema = z.object({
  VITE_API_BASE_URL: z
    .string()
    .regex(/^(\/|https?:\/\/)/, 'VITE_API_BASE_URL must start with / or http(s)://')
    .transform((value) => value.replace(/\/+$/, ''))
    .default('/api'),
  /** Google sign-in's OAuth client id; without it the Google button is hidden. */
  VITE_GOOGLE_CLIENT_ID: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
  MODE: z.string(),
  DEV: z.boolean(),
});

const parsed = envSchema.safeParse(import.meta.env);
if (!parsed.success) {
  throw new Error(`Invalid front-end environment: ${z.prettifyError(parsed.error)}`);
}

export const env = {
  apiBaseUrl: parsed.data.VITE_API_BASE_URL,
  googleClientId: parsed.data.VITE_GOOGLE_CLIENT_ID,
  mode: parsed.data.MODE,
  isDev: parsed.data.DEV,
} as const;
