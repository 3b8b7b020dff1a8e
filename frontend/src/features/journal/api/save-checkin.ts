import type { Checkin, CheckinRequest } from '@stride/api/contracts/journal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { invalidateAnalytics } from '../../../entities/analytics';
import { checkinSchema, invalidateCheckins } from '../../../entities/check-ins';
import { invalidateDashboard } from '../../../entities/dashboard';

const saveCheckinResponseSchema = z.object({
  checkin: checkinSchema,
  /** true (with 200) when it replaced today's earlier check-in; false with 201. */
  replaced: z.boolean(),
});
export type SaveCheckinResponse = { checkin: Checkin; replaced: boolean };

/** POST /api/checkins → 201 {checkin, replaced: false}, or 200 {checkin, replaced: true}. */
export function saveCheckin(body: CheckinRequest): Promise<SaveCheckinResponse> {
  return apiRequest('/checkins', { method: 'POST', body, schema: saveCheckinResponseSchema });
}

export function useSaveCheckin() {
  const client = useQueryClient();
  return useMutation<SaveCheckinResponse, ApiError, CheckinRequest>({
    mutationKey: ['checkins', 'save'],
    mutationFn: saveCheckin,
    onSuccess: async () => {
      await Promise.all([
        invalidateCheckins(client),
        invalidateDashboard(client),
        invalidateAnalytics(client),
      ]);
    },
  });
}
