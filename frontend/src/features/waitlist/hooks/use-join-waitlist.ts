import { useCallback, useEffect, useRef, useState } from 'react';
import type { WaitlistRequest } from '@stride/api/contracts/waitlist';
import type { JoinWaitlistOutcome } from '../api/join-waitlist';
import type { WaitlistField, WaitlistValidation } from '../waitlist-validation';

/*
 * The request, the shared zod contract and the api-client load on demand (right after the
 * landing page renders, see preloadWaitlist), not on the landing page's critical path: zod
 * alone is ~23 KB gzip. Only types are imported statically here.
 */
const loadRequest = () => import('../api/join-waitlist');
const loadValidation = () => import('../waitlist-validation');

/** Fetches the waitlist code in the background, so the first submit does not wait for it. */
export function preloadWaitlist(): void {
  void loadRequest().catch(() => undefined);
  void loadValidation().catch(() => undefined);
}

/** The spec's validation rules, from the shared contract. */
export async function validateWaitlistInput(input: {
  name: string;
  email: string;
}): Promise<WaitlistValidation> {
  const { validateWaitlist } = await loadValidation();
  return validateWaitlist(input);
}

/**
 * The spec's message for a failure without a message of its own. The same text as
 * waitlistMessages.failed in the contract (a test keeps them equal); repeated here so that
 * showing it never depends on the lazily loaded contract.
 */
export const joinFailedMessage = 'Failed to join waitlist. Please try again.';

/** A refused sign-up, ready to show: the server's message (or the spec's fallback) and fields. */
export class WaitlistJoinError extends Error {
  readonly fields: readonly WaitlistField[];

  constructor(message: string, fields: readonly WaitlistField[]) {
    super(message);
    this.name = 'WaitlistJoinError';
    this.fields = fields;
  }
}

async function join(request: WaitlistRequest): Promise<JoinWaitlistOutcome> {
  let modules;
  try {
    modules = await Promise.all([loadRequest(), loadValidation()]);
  } catch {
    throw new WaitlistJoinError(joinFailedMessage, []);
  }
  const [{ joinWaitlistOrQueue }, { waitlistErrorMessage, waitlistErrorFields }] = modules;
  try {
    return await joinWaitlistOrQueue(request);
  } catch (error) {
    throw new WaitlistJoinError(waitlistErrorMessage(error), waitlistErrorFields(error));
  }
}

type JoinState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success'; data: JoinWaitlistOutcome }
  | { status: 'error'; error: WaitlistJoinError };

/**
 * POST /api/waitlist; queues the sign-up when the server is unreachable. A one-shot form
 * submission with nothing to cache, so it is plain React state rather than a TanStack mutation:
 * the landing page's first load carries no query library.
 */
export function useJoinWaitlist() {
  const [state, setState] = useState<JoinState>({ status: 'idle' });
  const attempt = useRef(0);
  useEffect(
    () => () => {
      attempt.current++; // unmounted: ignore a late answer
    },
    [],
  );
  const mutate = useCallback((request: WaitlistRequest) => {
    const current = ++attempt.current;
    setState({ status: 'pending' });
    join(request).then(
      (data) => {
        if (attempt.current === current) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (attempt.current !== current) return;
        setState({
          status: 'error',
          error:
            error instanceof WaitlistJoinError
              ? error
              : new WaitlistJoinError(joinFailedMessage, []),
        });
      },
    );
  }, []);
  const reset = useCallback(() => {
    attempt.current++;
    setState({ status: 'idle' });
  }, []);
  return {
    mutate,
    reset,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    data: state.status === 'success' ? state.data : undefined,
    error: state.status === 'error' ? state.error : null,
  };
}
