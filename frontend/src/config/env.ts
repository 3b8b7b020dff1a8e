/**
 * Build-time settings, validated once. The front end calls `/api/...` on the origin that
 * serves it; VITE_API_BASE_URL only exists for unusual local setups. Checked by hand, not with
 * zod: every page reads this module, and the schema library stays out of the first load
 * (issue 15).
 */
function readEnv(source: Record<string, unknown>) {
  const base = source.VITE_API_BASE_URL ?? '/api';
  if (typeof base !== 'string' || !/^(\/|https?:\/\/)/.test(base)) {
    throw new Error(
      'Invalid front-end environment: VITE_API_BASE_URL must start with / or http(s)://',
    );
  }
  const google = source.VITE_GOOGLE_CLIENT_ID;
  if (google !== undefined && typeof google !== 'string') {
    throw new Error('Invalid front-end environment: VITE_GOOGLE_CLIENT_ID must be a string');
  }
  return {
    apiBaseUrl: base.replace(/\/+$/, ''),
    googleClientId: google?.trim() || undefined,
    mode: String(source.MODE),
    isDev: source.DEV === true,
  } as const;
}

export const env = readEnv(import.meta.env as unknown as Record<string, unknown>);
