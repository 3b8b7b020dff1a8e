import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { dashboardKeys } from '../../../entities/dashboard';

/** POST /api/achievements/{id}/seen → 204: its unlock toast was shown (on any device). */
export function markAchievementSeen(id: string): Promise<void> {
  return apiRequest(`/achievements/${encodeURIComponent(id)}/seen`, { method: 'POST' });
}

/**
 * Acknowledges a toast. The cached dashboards are marked too, so a refetch racing the call
 * cannot bring the toast back on this device.
 */
export function useMarkAchievementSeen() {
  const client = useQueryClient();
  return useMutation<void, ApiError, string>({
    mutationKey: ['achievements', 'seen'],
    mutationFn: markAchievementSeen,
    onSuccess: (_, id) => {
      client.setQueriesData<unknown>({ queryKey: dashboardKeys.all }, (body: unknown) =>
        markSeenIn(body, id),
      );
    },
  });
}

/** The cached body with achievement `id` marked seen (unknown shapes are left as they are). */
function markSeenIn(body: unknown, id: string): unknown {
  if (!body || typeof body !== 'object' || !('achievements' in body)) return body;
  const list = (body as { achievements: unknown }).achievements;
  if (!Array.isArray(list)) return body;
  return {
    ...body,
    achievements: list.map((a: unknown) =>
      a && typeof a === 'object' && (a as { id?: unknown }).id === id ? { ...a, seen: true } : a,
    ),
  };
}
