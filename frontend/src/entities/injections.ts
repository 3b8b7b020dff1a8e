import { doseUnits, injectionRoutes, injectionSites } from '@stride/api/contracts/treatment';
import {
  backfillPreviewSchema,
  backfillReplySchema,
  type BackfillRequest,
  type Injection,
} from '@stride/api/contracts/treatment';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from '@stride/api/contracts/zod';
import { apiRequest } from '../lib/api-client';
import type { ApiError } from '../lib/api-error';

/** Every injection list; a window's list is ['injections', {startDate, endDate}]. */
export const injectionKeys = {
  all: ['injections'] as const,
  window: (startDate: string, endDate: string) => ['injections', { startDate, endDate }] as const,
};

/** An injection as the API answers it (api.md "Treatment"). */
export const injectionSchema = z.object({
  id: z.string(),
  takenAt: z.string(),
  localDate: z.string(),
  timezone: z.string(),
  doseAmount: z.number(),
  doseUnit: z.enum(doseUnits),
  site: z.enum(injectionSites),
  route: z.nullable(z.enum(injectionRoutes)),
  medication: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  painLevel: z.nullable(z.number()),
  createdAt: z.string(),
  updatedAt: z.string(),
  etag: z.string(),
}) satisfies z.ZodMiniType<Injection>;

export const injectionResponseSchema = z.object({ injection: injectionSchema });

export const injectionListSchema = z.object({
  injections: z.array(injectionSchema),
  total: z.number(),
});
export type InjectionList = z.infer<typeof injectionListSchema>;

export type { Injection };

/** The spec's window read: GET /api/injections?startDate&endDate&limit=200 (newest first). */
export async function getInjections(
  window: { startDate: string; endDate: string },
  signal?: AbortSignal,
): Promise<InjectionList> {
  const query = new URLSearchParams({
    startDate: window.startDate,
    endDate: window.endDate,
    limit: '200',
  });
  return apiRequest(`/injections?${query.toString()}`, {
    schema: injectionListSchema,
    ...(signal ? { signal } : {}),
  });
}

/** GET /api/injections/{id}: the stored version (after an edit met a change made elsewhere). */
export async function getInjection(id: string): Promise<Injection> {
  const body = await apiRequest(`/injections/${encodeURIComponent(id)}`, {
    schema: injectionResponseSchema,
  });
  return body.injection;
}

/** The injections taken on the days of a window (inclusive dates in the person's zone). */
export const injectionWindowQuery = (startDate: string, endDate: string) =>
  queryOptions<InjectionList, ApiError>({
    queryKey: injectionKeys.window(startDate, endDate),
    queryFn: ({ signal }) => getInjections({ startDate, endDate }, signal),
    placeholderData: keepPreviousData,
  });

export const invalidateInjections = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: injectionKeys.all });

/** POST /api/injections/backfill/preview: the doses a backfill would create (nothing saved). */
export function previewBackfill(body: BackfillRequest) {
  return apiRequest('/injections/backfill/preview', {
    method: 'POST',
    body,
    schema: backfillPreviewSchema,
  });
}

/** POST /api/injections/backfill: creates the reviewed doses in one request. */
export function createBackfill(body: BackfillRequest, idempotencyKey: string) {
  return apiRequest('/injections/backfill', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: backfillReplySchema,
  });
}
