import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** Retries only what may heal by itself (network, 5xx); a 4xx answer will not change. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) =>
        failureCount < 2 && (!(error instanceof ApiError) || error.isServerUnavailable),
    },
    mutations: { retry: false },
  },
});
