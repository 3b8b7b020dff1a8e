import { apiRequest } from '../../api-client';

/** How long sign-out waits for the server before clearing the device anyway. */
export const signOutTimeoutMs = 5000;

/**
 * POST /api/auth/logout with the given token: the server revokes the session, so the token is
 * rejected from then on. Sent as an anonymous call with the token explicitly, because the
 * device's copy may already be gone; a failure is not the person's problem (the device is
 * cleared either way).
 */
export async function revokeSession(token: string): Promise<void> {
  await apiRequest('/auth/logout', {
    method: 'POST',
    anonymous: true,
    headers: { 'X-Stride-Auth': `Bearer ${token}` },
    signal: AbortSignal.timeout(signOutTimeoutMs),
  });
}
