import { z } from './zod.js';
import { isPlainText, unsafeTextMessage } from './common.js';
import { adherenceCountsSchema, providerReportSchema } from './analytics.js';

/** The support circle (`/api/circle`) and the public share view (`/api/share/{token}`). */

export const relationships = ['friend', 'family', 'partner', 'provider', 'other'] as const;
export type Relationship = (typeof relationships)[number];

export const shareScopes = [
  'doses-adherence',
  'provider-report',
  'shared-journal',
  'mood-trend',
] as const;
export type ShareScope = (typeof shareScopes)[number];

export const shareExpiryDays = [7, 30, 90] as const;

export const circleLimits = { supporters: 50, links: 200, nameMax: 80, viewsListed: 20 } as const;

export const circleMessages = {
  nameRequired: `Give a name of 1 to ${circleLimits.nameMax} characters`,
  relationshipInvalid: "Choose 'friend', 'family', 'partner', 'provider' or 'other'",
  supporterRequired: 'Choose who the link is for',
  scopesInvalid: 'Choose at least one thing to share',
  expiryInvalid: 'The link lasts 7, 30 or 90 days',
  sharedInvalid: 'shared must be true or false',
} as const;

export const supporterRequestSchema = z.object({
  name: z
    .string({ error: circleMessages.nameRequired })
    .check(
      z.trim(),
      z.minLength(1, circleMessages.nameRequired),
      z.maxLength(circleLimits.nameMax, circleMessages.nameRequired),
      z.refine(isPlainText, unsafeTextMessage),
    ),
  relationship: z.enum(relationships, { error: circleMessages.relationshipInvalid }),
});
export type SupporterRequest = z.infer<typeof supporterRequestSchema>;

export const supporterSchema = z.object({
  id: z.string(),
  name: z.string(),
  relationship: z.enum(relationships),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Supporter = z.infer<typeof supporterSchema>;

export const linkRequestSchema = z.object({
  supporterId: z.uuid({ error: circleMessages.supporterRequired }),
  scopes: z.pipe(
    z
      .array(z.enum(shareScopes, { error: circleMessages.scopesInvalid }), {
        error: circleMessages.scopesInvalid,
      })
      .check(
        z.minLength(1, circleMessages.scopesInvalid),
        z.maxLength(shareScopes.length, circleMessages.scopesInvalid),
      ),
    z.transform((s) => shareScopes.filter((scope) => s.includes(scope))),
  ),
  expiresInDays: z.union([z.literal(7), z.literal(30), z.literal(90)], {
    error: circleMessages.expiryInvalid,
  }),
});
export type LinkRequest = z.infer<typeof linkRequestSchema>;

export const linkStatuses = ['active', 'expired', 'revoked'] as const;

export const shareLinkSchema = z.object({
  id: z.string(),
  supporterId: z.string(),
  /** The supporter's name now, or null when the supporter was removed. */
  supporterName: z.nullable(z.string()),
  scopes: z.array(z.enum(shareScopes)),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.nullable(z.string()),
  status: z.enum(linkStatuses),
  /** Every view is counted; the newest few are listed (when only, never who). */
  viewCount: z.number(),
  views: z.array(z.string()),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** POST /api/circle/links: the token is shown this once; storage keeps only its hash. */
export const createdLinkSchema = z.object({
  link: shareLinkSchema,
  token: z.string(),
  path: z.string(),
});

/** PATCH /api/journal/{id}/shared */
export const journalSharedRequestSchema = z.object({
  shared: z.boolean({ error: circleMessages.sharedInvalid }),
});

export const sharedDosesSchema = z.object({
  /** The next due dates (up to four), none while paused or without a prescription. */
  upcoming: z.array(z.string()),
  paused: z.boolean(),
  /** The last 30 days. */
  adherence: z.extend(adherenceCountsSchema, { startDate: z.string(), endDate: z.string() }),
});

export const sharedJournalEntrySchema = z.object({
  title: z.string(),
  content: z.string(),
  tags: z.array(z.string()),
  localDate: z.string(),
});

export const moodPointSchema = z.object({
  date: z.string(),
  mood: z.number(),
  energy: z.nullable(z.number()),
});

/** GET /api/share/{token}: exactly the chosen scopes; a scope not chosen is absent. */
export const shareViewSchema = z.object({
  ownerName: z.string(),
  expiresAt: z.string(),
  scopes: z.array(z.enum(shareScopes)),
  dosesAdherence: z.optional(sharedDosesSchema),
  providerReport: z.optional(providerReportSchema),
  sharedJournal: z.optional(z.array(sharedJournalEntrySchema)),
  moodTrend: z.optional(
    z.object({ startDate: z.string(), endDate: z.string(), points: z.array(moodPointSchema) }),
  ),
});
export type ShareView = z.infer<typeof shareViewSchema>;
