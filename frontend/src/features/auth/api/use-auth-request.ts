import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../../lib/api-error';

export interface AuthRequestHandlers<T> {
  onSuccess?: (data: T) => void;
  onError?: (error: ApiError) => void;
}

/**
 * One request a signed-out form sends (sign in, register, recover), with the part of
 * TanStack Query's useMutation these forms use (mutate with callbacks, isPending, isSuccess):
 * the query library stays out of the signed-out pages' first load (issue 15). Callbacks are
 * dropped once the form is gone, as useMutation's are.
 */
export function useAuthRequest<T, V>(send: (variables: V) => Promise<T>) {
  const [state, setState] = useState<'idle' | 'pending' | 'success' | 'error'>('idle');
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const mutate = useCallback(
    (variables: V, handlers: AuthRequestHandlers<T> = {}) => {
      setState('pending');
      send(variables).then(
        (data) => {
          if (!mounted.current) return;
          setState('success');
          handlers.onSuccess?.(data);
        },
        (error: unknown) => {
          if (!mounted.current) return;
          setState('error');
          handlers.onError?.(error as ApiError);
        },
      );
    },
    [send],
  );
  return { mutate, isPending: state === 'pending', isSuccess: state === 'success' };
}
