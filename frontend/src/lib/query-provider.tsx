import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * Server state for the pages that have it (signed-in pages, sign-in and registration). The
 * landing page needs none, so TanStack Query stays out of its first load: each lazy route
 * chunk that needs it wraps itself in this provider (one shared client).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
