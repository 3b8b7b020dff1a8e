import {
  consumableSchema,
  suppliesReplySchema,
  supplyForecastSchema,
  supplySettingsSchema,
  vialSchema,
  type ConsumableRequest,
  type SupplySettingsRequest,
  type VialRequest,
} from '@stride/api/contracts/supplies';
import { queryOptions } from '@tanstack/react-query';
import { z } from '@stride/api/contracts/zod';
import { apiRequest } from '../../lib/api-client';

/**
 * Query keys of supplies. The forecast sits under ['dashboard'] on purpose: logging a dose
 * invalidates ['dashboard'], and the dose comes out of the open vial, so the forecast follows.
 */
export const suppliesKeys = {
  all: ['supplies'] as const,
  list: ['supplies', 'list'] as const,
  forecast: ['dashboard', 'supplies-forecast'] as const,
};

/** GET /api/supplies: vials, consumables, settings and the forecast. */
export const suppliesQuery = queryOptions({
  queryKey: suppliesKeys.list,
  queryFn: ({ signal }) => apiRequest('/supplies', { schema: suppliesReplySchema, signal }),
  staleTime: 0,
});

/** GET /api/supplies/forecast: what runs out when (the dashboard's card). */
export const suppliesForecastQuery = queryOptions({
  queryKey: suppliesKeys.forecast,
  queryFn: ({ signal }) =>
    apiRequest('/supplies/forecast', {
      schema: z.object({ forecast: supplyForecastSchema }),
      signal,
    }),
  staleTime: 0,
});

export const createVial = (body: VialRequest) =>
  apiRequest('/supplies/vials', { method: 'POST', body, schema: z.object({ vial: vialSchema }) });

export const deleteVial = (id: string, etag: string) =>
  apiRequest(`/supplies/vials/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    headers: { 'If-Match': etag },
  });

export const createConsumable = (body: ConsumableRequest) =>
  apiRequest('/supplies/consumables', {
    method: 'POST',
    body,
    schema: z.object({ consumable: consumableSchema }),
  });

export const deleteConsumable = (id: string, etag: string) =>
  apiRequest(`/supplies/consumables/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    headers: { 'If-Match': etag },
  });

export const putSupplySettings = (body: SupplySettingsRequest, etag: string) =>
  apiRequest('/supplies/settings', {
    method: 'PUT',
    body,
    headers: etag ? { 'If-Match': etag } : {},
    schema: z.object({ settings: supplySettingsSchema }),
  });
