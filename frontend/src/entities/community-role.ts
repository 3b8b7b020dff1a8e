import { queryOptions } from '@tanstack/react-query';
import { z } from '@stride/api/contracts/zod';
import { apiRequest } from '../lib/api-client';

/**
 * Whether the signed-in member moderates the community, for the shell's navigation. Reads the
 * same GET /api/community/me as the board with only the field it needs, so the shell's chunk
 * does not carry the community contracts. Any failure: not shown as a moderator.
 */
export const moderatorRoleQuery = queryOptions({
  queryKey: ['community', 'me', 'role'] as const,
  queryFn: ({ signal }) =>
    apiRequest('/community/me', {
      schema: z.object({ profile: z.object({ moderator: z.boolean() }) }),
      signal,
    }),
  select: (reply) => reply.profile.moderator,
  staleTime: 10 * 60_000,
  retry: false,
});
