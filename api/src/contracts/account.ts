import { z } from './zod.js';
import { chatMessageSchema, photoViewSchema } from './ai.js';
import { userSchema } from './auth.js';
import { checkinSchema, entrySchema } from './journal.js';
import { injectionSchema } from './treatment.js';

/** Stored records the export hands over as they are (their own contracts describe them). */
const records = z.array(z.unknown());

/**
 * GET /api/account/export: everything the person stored, as one JSON file (never a password
 * hash, Google's id, a share token or its hash). Rows leave out their ETags.
 */
export const accountExportSchema = z.object({
  format: z.literal('stride-export'),
  version: z.number(),
  exportedAt: z.string(),
  profile: z.extend(userSchema, {
    race: z.unknown(),
    address: z.unknown(),
    preferredTreatmentPlace: z.unknown(),
    currentlyOnHRT: z.unknown(),
    termsAcceptedAt: z.nullable(z.string()),
  }),
  prescription: z.object({
    versions: records,
    pauses: records,
    hrtStartDate: z.nullable(z.string()),
  }),
  injections: z.array(z.omit(injectionSchema, { etag: true })),
  journal: z.array(z.omit(entrySchema, { etag: true })),
  checkins: z.array(z.omit(checkinSchema, { etag: true })),
  /** The coach chat, oldest first. */
  chat: z.array(chatMessageSchema),
  /** With the URLs that download them (with the token). */
  photos: z.array(photoViewSchema),
  labs: z.object({ draws: records, settings: z.unknown() }),
  supplies: z.object({ vials: records, consumables: records, settings: z.unknown() }),
  circle: z.object({ supporters: records, links: records, views: records }),
  /** Reminder settings, each device by its label (never its push endpoint or keys), and
   * whether a calendar feed exists (never its secret). */
  reminders: z.object({
    settings: z.unknown(),
    devices: z.array(z.object({ label: z.string(), createdAt: z.string() })),
    calendarFeed: z.nullable(z.object({ createdAt: z.string() })),
  }),
  /** The community board: the member's own profile, posts, replies, reactions, reports, blocks. */
  community: z.object({
    profile: z.unknown(),
    posts: records,
    replies: records,
    reactions: records,
    reports: records,
    blocks: records,
  }),
  sessions: z.array(
    z.object({ createdAt: z.string(), lastUsedAt: z.string(), device: z.string() }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
