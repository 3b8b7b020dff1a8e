import { z } from './zod.js';
import { diffDays, isCalendarDate } from '../domain/calendar-dates.js';
import { calendarDateSchema, withThousands } from './common.js';

export const journalLimits = {
  titleMax: 200,
  contentMax: 20_000,
  tagsMax: 20,
  tagMax: 40,
  searchMax: 200,
  noteMax: 1000,
  /** The longest check-in window one GET may ask for, in days (inclusive). */
  checkinWindowMaxDays: 400,
  /** The check-in window when none is asked for: the last 30 days, today included. */
  checkinWindowDefaultDays: 30,
} as const;

export const journalMessages = {
  titleRequired: 'Please give the entry a title',
  titleTooLong: `Title must be at most ${journalLimits.titleMax} characters`,
  contentRequired: 'Please write something',
  contentTooLong: `Entry must be at most ${withThousands(journalLimits.contentMax)} characters`,
  tagsInvalid: 'Tags must be a list of words',
  tooManyTags: `At most ${journalLimits.tagsMax} tags`,
  tagInvalid: `Each tag must be 1 to ${journalLimits.tagMax} characters, without commas`,
  moodInvalid: 'Mood must be a whole number from 1 to 5',
  energyInvalid: 'Energy must be a whole number from 1 to 5',
  noteTooLong: `Note must be at most ${withThousands(journalLimits.noteMax)} characters`,
  searchTooLong: `Search must be at most ${journalLimits.searchMax} characters`,
  windowOrder: 'startDate must not be after endDate',
  restoreExpired: 'This entry can no longer be brought back',
  alreadyRestored: 'This entry is already back in your journal',
  windowTooLong: `A window may span at most ${journalLimits.checkinWindowMaxDays} days`,
} as const;

/**
 * One tag as stored and matched: trimmed, NFC, lower-cased. Commas are refused (a list typed as
 * "a, b" is two tags, which the form splits), and so are control characters.
 */
export function normalizeTag(tag: string): string {
  return tag.trim().normalize('NFC').toLowerCase();
}

// eslint-disable-next-line no-control-regex
const badTagCharacters = /[,\u0000-\u001f\u007f-\u009f]/;

export const tagSchema = z
  .pipe(z.string({ error: journalMessages.tagInvalid }), z.transform(normalizeTag))
  .check(
    z.refine(
      (tag) => tag.length >= 1 && tag.length <= journalLimits.tagMax && !badTagCharacters.test(tag),
      journalMessages.tagInvalid,
    ),
  );

/** Up to 20 tags, normalized and without duplicates (first spelling kept, order kept). */
export const tagsSchema = z.pipe(
  z
    .array(tagSchema, { error: journalMessages.tagsInvalid })
    .check(z.maxLength(journalLimits.tagsMax, journalMessages.tooManyTags)),
  z.transform((tags) => [...new Set(tags)]),
);

const scoreSchema = (message: string) =>
  z.number({ error: message }).check(z.int(message), z.gte(1, message), z.lte(5, message));

/** POST /api/journal and PUT /api/journal/{id}: a PUT replaces every field. */
export const entryRequestSchema = z.object({
  title: z
    .string({ error: journalMessages.titleRequired })
    .check(
      z.trim(),
      z.minLength(1, journalMessages.titleRequired),
      z.maxLength(journalLimits.titleMax, journalMessages.titleTooLong),
    ),
  content: z.string({ error: journalMessages.contentRequired }).check(
    z.maxLength(journalLimits.contentMax, journalMessages.contentTooLong),
    z.refine((content) => content.trim().length > 0, journalMessages.contentRequired),
  ),
  tags: z.optional(tagsSchema),
  mood: z.optional(z.nullable(scoreSchema(journalMessages.moodInvalid))),
});
export type EntryRequest = z.infer<typeof entryRequestSchema>;

/** DELETE /api/journal/{id} answers this header: the token that undoes the delete. */
export const restoreTokenHeader = 'Stride-Restore-Token';

/** POST /api/journal/{id}/restore: the deleted entry's fields and its restore token. */
export const entryRestoreSchema = z.extend(entryRequestSchema, {
  restoreToken: z
    .string({ error: journalMessages.restoreExpired })
    .check(
      z.minLength(1, journalMessages.restoreExpired),
      z.maxLength(2000, journalMessages.restoreExpired),
    ),
});
export type EntryRestore = z.infer<typeof entryRestoreSchema>;

/** A query value given once or repeated (`tags=a&tags=b`), as a list; blank values are dropped. */
const repeated = z.pipe(
  z.union([z.string(), z.array(z.string())]),
  z.transform((value) => (Array.isArray(value) ? value : [value]).filter((v) => v.trim() !== '')),
);

function windowInOrder(q: { startDate?: string | undefined; endDate?: string | undefined }) {
  return !q.startDate || !q.endDate || q.startDate <= q.endDate;
}

/** GET /api/journal: the route passes `tags` as every value of the repeated key. */
export const entryListQuerySchema = z
  .object({
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 50),
    offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(100_000)), 0),
    search: z.pipe(
      z.optional(
        z
          .string()
          .check(z.trim(), z.maxLength(journalLimits.searchMax, journalMessages.searchTooLong)),
      ),
      z.transform((s) => (s ? s : undefined)),
    ),
    tags: z.pipe(
      z.optional(
        z.pipe(
          repeated,
          z.array(tagSchema).check(z.maxLength(journalLimits.tagsMax, journalMessages.tooManyTags)),
        ),
      ),
      z.transform((tags) => [...new Set(tags ?? [])]),
    ),
    startDate: z.optional(calendarDateSchema),
    endDate: z.optional(calendarDateSchema),
  })
  .check(z.refine(windowInOrder, { message: journalMessages.windowOrder, path: ['endDate'] }));
export type EntryListQuery = z.infer<typeof entryListQuerySchema>;

/** POST /api/checkins: one a day; a second on the same local day replaces the first. */
export const checkinRequestSchema = z.object({
  mood: scoreSchema(journalMessages.moodInvalid),
  energy: z.optional(z.nullable(scoreSchema(journalMessages.energyInvalid))),
  note: z.optional(
    z.nullable(z.string().check(z.maxLength(journalLimits.noteMax, journalMessages.noteTooLong))),
  ),
});
export type CheckinRequest = z.infer<typeof checkinRequestSchema>;

/**
 * GET /api/checkins: both dates optional. The route fills a missing end with today and a missing
 * start with the 30 days ending at the end; the whole window may span at most 400 days.
 */
export const checkinListQuerySchema = z
  .object({
    startDate: z.optional(calendarDateSchema),
    endDate: z.optional(calendarDateSchema),
  })
  .check(
    z.refine(windowInOrder, { message: journalMessages.windowOrder, path: ['endDate'] }),
    z.refine(
      // Zod runs this even when a date above failed its own check: diffDays must only see real
      // dates (the fuzz test found the 500).
      (q) =>
        !q.startDate ||
        !q.endDate ||
        !isCalendarDate(q.startDate) ||
        !isCalendarDate(q.endDate) ||
        diffDays(q.startDate, q.endDate) < journalLimits.checkinWindowMaxDays,
      { message: journalMessages.windowTooLong, path: ['startDate'] },
    ),
  );
export type CheckinListQuery = z.infer<typeof checkinListQuerySchema>;

/** An entry as the API answers it (api.md "Journal and check-ins"). */
export const entrySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Plain text, stored and answered exactly as written: never rendered as HTML. */
  content: z.string(),
  tags: z.array(z.string()),
  mood: z.nullable(z.number()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The calendar date it was written, in the zone the person had then: windows filter on it. */
  localDate: z.string(),
  etag: z.string(),
  /** Marked by the person for share links with the shared-journal scope (PATCH .../shared). */
  shared: z.boolean(),
  /**
   * True when the entry screens as a crisis (urgent or concern): the app shows a gentle resources
   * card beside it. Worked out on every read, never stored, and nobody is told.
   */
  support: z.optional(z.boolean()),
});
export type Entry = z.infer<typeof entrySchema>;

/** POST, GET, PUT, PATCH .../shared and the restore of /api/journal(/{id}). */
export const entryReplySchema = z.object({ entry: entrySchema });
export type EntryReply = z.infer<typeof entryReplySchema>;

/** GET /api/journal: a page, newest first, with the total. */
export const entryPageSchema = z.object({ entries: z.array(entrySchema), total: z.number() });
export type EntryPage = z.infer<typeof entryPageSchema>;

/** GET /api/journal/tags: every tag with how many entries carry it, most used first. */
export const tagCountsReplySchema = z.object({
  tags: z.array(z.object({ tag: z.string(), count: z.number() })),
});
export type TagCountsReply = z.infer<typeof tagCountsReplySchema>;

export const checkinSchema = z.object({
  id: z.string(),
  /** The local calendar date it counts for (one check-in a day). */
  date: z.string(),
  mood: z.number(),
  energy: z.nullable(z.number()),
  note: z.nullable(z.string()),
  /** When the day's first check-in was made; a replacement keeps it and moves updatedAt. */
  createdAt: z.string(),
  updatedAt: z.string(),
  etag: z.string(),
});
export type Checkin = z.infer<typeof checkinSchema>;

/** GET /api/checkins: newest first, with the window read. */
export const checkinListReplySchema = z.object({
  checkins: z.array(checkinSchema),
  startDate: z.string(),
  endDate: z.string(),
});
export type CheckinListReply = z.infer<typeof checkinListReplySchema>;

/** POST /api/checkins: 201 with replaced false, or 200 with replaced true (today's replaced). */
export const checkinSaveReplySchema = z.object({ checkin: checkinSchema, replaced: z.boolean() });
export type CheckinSaveReply = z.infer<typeof checkinSaveReplySchema>;
