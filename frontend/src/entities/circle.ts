import {
  createdLinkSchema,
  shareLinkSchema,
  shareViewSchema,
  supporterSchema,
  type LinkRequest,
  type SupporterRequest,
} from '@stride/api/contracts/circle';
import { queryOptions } from '@tanstack/react-query';
import { z } from '@stride/api/contracts/zod';
import { apiRequest } from '../lib/api-client';
import { providerReportSchema } from './analytics';

/** The share view, its provider report read as the report page reads it (the same units). */
const shareViewReplySchema = z.extend(shareViewSchema, {
  providerReport: z.optional(providerReportSchema),
});
export type ShareViewReply = z.infer<typeof shareViewReplySchema>;

export type { ShareLink, ShareScope, ShareView, Supporter } from '@stride/api/contracts/circle';
export {
  circleLimits,
  relationships,
  shareExpiryDays,
  shareScopes,
} from '@stride/api/contracts/circle';

/** Query keys of the support circle. */
export const circleKeys = {
  all: ['circle'] as const,
  supporters: ['circle', 'supporters'] as const,
  links: ['circle', 'links'] as const,
  share: (token: string) => ['share', token] as const,
};

/** GET /api/circle/supporters */
export const supportersQuery = queryOptions({
  queryKey: circleKeys.supporters,
  queryFn: ({ signal }) =>
    apiRequest('/circle/supporters', {
      schema: z.object({ supporters: z.array(supporterSchema) }),
      signal,
    }),
});

/** GET /api/circle/links: with the views of each. */
export const shareLinksQuery = queryOptions({
  queryKey: circleKeys.links,
  queryFn: ({ signal }) =>
    apiRequest('/circle/links', { schema: z.object({ links: z.array(shareLinkSchema) }), signal }),
  staleTime: 0,
});

/** GET /api/share/{token}: no session; a 404 means revoked, expired or never made. */
export const shareViewQuery = (token: string) =>
  queryOptions({
    queryKey: circleKeys.share(token),
    queryFn: ({ signal }) =>
      apiRequest(`/share/${encodeURIComponent(token)}`, {
        schema: shareViewReplySchema,
        signal,
        anonymous: true,
      }),
    retry: false,
    staleTime: Infinity,
  });

export const createSupporter = (body: SupporterRequest) =>
  apiRequest('/circle/supporters', {
    method: 'POST',
    body,
    schema: z.object({ supporter: supporterSchema }),
  });

/** PUT /api/circle/supporters/{id}: a new name or relationship. */
export const updateSupporter = (id: string, body: SupporterRequest) =>
  apiRequest(`/circle/supporters/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    schema: z.object({ supporter: supporterSchema }),
  });

export const deleteSupporter = (id: string) =>
  apiRequest(`/circle/supporters/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const createShareLink = (body: LinkRequest) =>
  apiRequest('/circle/links', { method: 'POST', body, schema: createdLinkSchema });

export const revokeShareLink = (id: string) =>
  apiRequest(`/circle/links/${encodeURIComponent(id)}/revoke`, {
    method: 'POST',
    schema: z.object({ link: shareLinkSchema }),
  });
