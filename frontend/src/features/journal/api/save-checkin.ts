import type { Checkin, CheckinRequest } from '@stride/api/contracts/journal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@stride/api/contracts/zod';
import { outboxStandInId } from '../../../lib/outbox/outbox-item';
import { createThroughOutbox } from '../../../lib/outbox/outbox';
import { refreshAfterWrite } from '../../../lib/outbox/refresh-after-write';
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

/**
 * POST /api/checkins → 201 {checkin, replaced: false}, or 200 {checkin, replaced: true}.
 * Through the outbox: without a connection it is kept on the device and the answer is its
 * stand-in (see `isKeptOnDevice`).
 */
export async function saveCheckin(body: CheckinRequest): Promise<SaveCheckinResponse> {
  const result = await createThroughOutbox('checkin', body, saveCheckinResponseSchema);
  if ('saved' in result) return result.saved;
  const now = new Date().toISOString();
  return {
    checkin: {
      id: outboxStandInId(result.kept.key),
      date: now.slice(0, 10),
      mood: body.mood,
      energy: body.energy ?? null,
      note: body.note ?? null,
      createdAt: now,
      updatedAt: now,
      etag: '',
    },
    replaced: false,
  };
}

export function useSaveCheckin() {
  const client = useQueryClient();
  return useMutation<SaveCheckinResponse, ApiError, CheckinRequest>({
    mutationKey: ['checkins', 'save'],
    networkMode: 'always',
    mutationFn: saveCheckin,
    onSuccess: ({ checkin }) =>
      refreshAfterWrite(checkin, () =>
        Promise.all([
          invalidateCheckins(client),
          invalidateDashboard(client),
          invalidateAnalytics(client),
        ]),
      ),
  });
}
