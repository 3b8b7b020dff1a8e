import {
  waitlistResponseSchema,
  type WaitlistRequest,
  type WaitlistResponse,
} from '@stride/api/contracts/waitlist';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { addPendingWaitlistEntry } from './pending-waitlist';

/** The spec's demo delay: a queued sign-up waits this long before showing success. */
export const queuedSuccessDelayMs = 1000;

/** POST /api/waitlist → 201 new, 200 already on the list. */
export function joinWaitlist(request: WaitlistRequest): Promise<WaitlistResponse> {
  return apiRequest('/waitlist', { method: 'POST', body: request, schema: waitlistResponseSchema });
}

export type JoinWaitlistOutcome =
  | { status: 'joined'; email: string; alreadyJoined: boolean }
  /** The server could not take it now: kept on this device and sent on the next start. */
  | { status: 'queued'; email: string };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Joins the waitlist. A 4xx answer is an error to show; when the server cannot be reached or
 * answers 5xx, the sign-up is queued locally and, after the spec's 1-second delay, succeeds.
 */
export async function joinWaitlistOrQueue(request: WaitlistRequest): Promise<JoinWaitlistOutcome> {
  try {
    const response = await joinWaitlist(request);
    return { status: 'joined', email: response.entry.email, alreadyJoined: response.alreadyJoined };
  } catch (error) {
    if (!(error instanceof ApiError) || !error.isServerUnavailable) throw error;
    addPendingWaitlistEntry(request);
    await wait(queuedSuccessDelayMs);
    return { status: 'queued', email: request.email };
  }
}
