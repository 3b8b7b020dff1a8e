import {
  labDrawSchema,
  labsReplySchema,
  levelCurveReplySchema,
  type LabDrawRequest,
} from '@stride/api/contracts/labs';
import { queryOptions } from '@tanstack/react-query';
import { z } from '@stride/api/contracts/zod';
import { apiRequest } from '../../lib/api-client';

/** Query keys of the lab resources: everything under ['labs'], so one invalidation refreshes all. */
export const labsKeys = {
  all: ['labs'] as const,
  list: ['labs', 'list'] as const,
  levelCurve: ['labs', 'level-curve'] as const,
};

/** GET /api/labs: draws, next draw, hematocrit, settings and the marker catalogue. */
export const labsQuery = queryOptions({
  queryKey: labsKeys.list,
  queryFn: ({ signal }) => apiRequest('/labs', { schema: labsReplySchema, signal }),
  // Doses logged elsewhere move cycle places and the next draw: read afresh on each visit.
  staleTime: 0,
});

/** GET /api/labs/level-curve: the estimated level, scaled to the person's results. */
export const levelCurveQuery = queryOptions({
  queryKey: labsKeys.levelCurve,
  queryFn: ({ signal }) =>
    apiRequest('/labs/level-curve', { schema: levelCurveReplySchema, signal }),
  staleTime: 0,
});

export function createLabDraw(body: LabDrawRequest) {
  return apiRequest('/labs', { method: 'POST', body, schema: z.object({ draw: labDrawSchema }) });
}

export function deleteLabDraw(id: string, etag: string) {
  return apiRequest(`/labs/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    headers: { 'If-Match': etag },
  });
}

/** A what-if (nothing saved): the level curve with a planned dose (mg) and/or interval beside it. */
export const levelCurveWhatIfQuery = (plan: { doseMg: number; intervalDays: number }) =>
  queryOptions({
    queryKey: [...labsKeys.levelCurve, 'what-if', plan] as const,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        planDoseMg: String(plan.doseMg),
        planIntervalDays: String(plan.intervalDays),
      });
      return apiRequest(`/labs/level-curve?${query.toString()}`, {
        schema: levelCurveReplySchema,
        signal,
      });
    },
    staleTime: 60_000,
  });
