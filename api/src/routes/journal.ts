import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import {
  checkinListQuerySchema,
  checkinRequestSchema,
  entryListQuerySchema,
  entryRequestSchema,
  entryRestoreSchema,
  restoreTokenHeader,
  journalLimits,
  journalMessages,
  type CheckinListReply,
  type CheckinSaveReply,
  type Entry,
  type EntryPage,
  type EntryReply,
  type EntryRequest,
  type TagCountsReply,
} from '../contracts/journal.js';
import { journalSharedRequestSchema } from '../contracts/circle.js';
import { createCheckinRepository } from '../data/checkin-repository.js';
import {
  createJournalRepository,
  isEntryAlreadyStored,
  type EntryChange,
} from '../data/journal-repository.js';
import { createUserRepository } from '../data/user-repository.js';
import { addDays, diffDays, localDateOf, maxDate } from '../domain/calendar-dates.js';
import { detectCrisis } from '../domain/crisis/index.js';
import { tagCounts } from '../domain/journal-search.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import {
  restoreWindowMs,
  signRestoreToken,
  verifyRestoreToken,
} from '../security/restore-tokens.js';
import { createStorageQuotas, oneRow } from '../services/storage-quotas.js';
import { requireAuth } from '../middleware/require-auth.js';
import type { AppDeps, AppEnv } from '../http/context.js';
import { ifMatch } from '../http/if-match.js';
import { signedInUser } from '../services/signed-in-user.js';
import { uuidParam } from '../http/path-id.js';
import { parseWith, readJson } from '../http/read-json.js';

/**
 * Screen results by entry id and ETag, in this process's memory only (never stored): an entry is
 * screened once per version, so re-reading a page of a long journal costs no screening (the
 * screen takes about half a millisecond for a long entry). Oldest dropped past the cap.
 */
const screened = new Map<string, boolean>();
const screenedCap = 20_000;

/**
 * An entry that screens as a crisis carries `support: true`, so the app can show the gentle
 * resources card. Screened on read and never stored: nothing about it is kept or shared.
 */
function withSupport(entry: Entry): Entry {
  const key = `${entry.id}:${entry.etag}`;
  let support = screened.get(key);
  if (support === undefined) {
    support = detectCrisis(`${entry.title}\n${entry.content}`).crisis;
    if (screened.size >= screenedCap) {
      const oldest = screened.keys().next();
      if (!oldest.done) screened.delete(oldest.value);
    }
    screened.set(key, support);
  }
  return support ? { ...entry, support: true } : entry;
}

/**
 * The private diary: journal entries (plain text, stored and answered exactly as written) and
 * one mood check-in a day, each day counted in the person's own time zone.
 */
export function journalRoutes(deps: AppDeps) {
  const users = createUserRepository(deps.storage);
  const entries = createJournalRepository(deps.storage);
  const quotas = createStorageQuotas(deps.storage, deps.clock, deps.config.quotas);
  const checkinRows = createCheckinRepository(deps.storage);
  const auth = requireAuth(deps);
  const nowIso = () => new Date(deps.clock.now()).toISOString();

  const timezoneOf = async (userId: string) => (await signedInUser(users, userId)).timezone;

  const entryId = (id: string) => uuidParam(id, 'No journal entry with that id');

  function change(body: EntryRequest): EntryChange {
    return {
      title: body.title,
      content: body.content,
      tags: body.tags ?? [],
      mood: body.mood ?? null,
      updatedAt: nowIso(),
    };
  }

  const journal = new Hono<AppEnv>()
    .use(auth)
    .get('/', async (c) => {
      const { userId } = c.get('auth');
      const query = parseWith(entryListQuerySchema, {
        ...c.req.query(),
        tags: c.req.queries('tags'),
      });
      const { entries: page, total } = await entries.list(userId, query);
      return c.json({ entries: page.map(withSupport), total } satisfies EntryPage);
    })
    .post('/', async (c) => {
      const { userId } = c.get('auth');
      const body = await readJson(c, entryRequestSchema);
      const timezone = await timezoneOf(userId);
      const now = deps.clock.now();
      const entry = await quotas.within(userId, 'journal', oneRow, () =>
        entries.create(userId, randomUUID(), {
          ...change(body),
          localDate: localDateOf(now, timezone),
          timezone,
          createdAt: new Date(now).toISOString(),
        }),
      );
      return c.json({ entry: withSupport(entry) } satisfies EntryReply, 201);
    })
    .get('/tags', async (c) => {
      return c.json({
        tags: tagCounts(await entries.allTagTexts(c.get('auth').userId)),
      } satisfies TagCountsReply);
    })
    .get('/:id', async (c) => {
      const entry = await entries.get(c.get('auth').userId, entryId(c.req.param('id')));
      if (!entry) throw new NotFoundError('No journal entry with that id');
      return c.json({ entry: withSupport(entry) } satisfies EntryReply);
    })
    .put('/:id', async (c) => {
      const { userId } = c.get('auth');
      const id = entryId(c.req.param('id'));
      const body = await readJson(c, entryRequestSchema);
      const entry = await entries.update(userId, id, change(body), ifMatch(c));
      return c.json({ entry: withSupport(entry) } satisfies EntryReply);
    })
    .patch('/:id/shared', async (c) => {
      const id = entryId(c.req.param('id'));
      const { shared } = await readJson(c, journalSharedRequestSchema);
      const entry = await entries.setShared(c.get('auth').userId, id, shared);
      return c.json({ entry: withSupport(entry) } satisfies EntryReply);
    })
    .delete('/:id', async (c) => {
      const { userId } = c.get('auth');
      const id = entryId(c.req.param('id'));
      // Undo: the app may send the entry back with this token within the restore window.
      const { localDate, timezone, createdAt } = await entries.delete(userId, id);
      await quotas.release(userId, 'journal', oneRow);
      c.header(
        restoreTokenHeader,
        signRestoreToken(
          deps.config.jwtSecret,
          { userId, id, localDate, timezone, createdAt },
          deps.clock.now() + restoreWindowMs,
        ),
      );
      return c.body(null, 204);
    })
    .post('/:id/restore', async (c) => {
      const { userId } = c.get('auth');
      const id = entryId(c.req.param('id'));
      const body = await readJson(c, entryRestoreSchema);
      const claims = verifyRestoreToken(deps.config.jwtSecret, body.restoreToken, deps.clock.now());
      if (!claims || claims.userId !== userId || claims.id !== id) {
        throw new ValidationError(journalMessages.restoreExpired, {
          restoreToken: journalMessages.restoreExpired,
        });
      }
      if (await entries.get(userId, id)) throw new ConflictError(journalMessages.alreadyRestored);
      try {
        const entry = await quotas.within(userId, 'journal', oneRow, () =>
          entries.create(userId, id, {
            ...change(body),
            localDate: claims.localDate,
            timezone: claims.timezone,
            createdAt: claims.createdAt,
          }),
        );
        return c.json({ entry: withSupport(entry) } satisfies EntryReply, 201);
      } catch (error) {
        // Restored by another call in between.
        if (isEntryAlreadyStored(error)) throw new ConflictError(journalMessages.alreadyRestored);
        throw error;
      }
    });

  const checkins = new Hono<AppEnv>()
    .use(auth)
    .get('/', async (c) => {
      const { userId } = c.get('auth');
      const query = parseWith(checkinListQuerySchema, c.req.query());
      let { startDate, endDate } = query;
      if (!startDate || !endDate) {
        const today = localDateOf(deps.clock.now(), await timezoneOf(userId));
        endDate ??= startDate ? maxDate(today, startDate) : today;
        startDate ??= addDays(endDate, -(journalLimits.checkinWindowDefaultDays - 1));
        if (diffDays(startDate, endDate) >= journalLimits.checkinWindowMaxDays) {
          throw new ValidationError(journalMessages.windowTooLong, {
            startDate: journalMessages.windowTooLong,
          });
        }
      }
      const list = await checkinRows.list(userId, startDate, endDate);
      return c.json({ checkins: list, startDate, endDate } satisfies CheckinListReply);
    })
    .post('/', async (c) => {
      const { userId } = c.get('auth');
      const body = await readJson(c, checkinRequestSchema);
      const timezone = await timezoneOf(userId);
      const now = deps.clock.now();
      const { checkin, replaced } = await checkinRows.save(
        userId,
        localDateOf(now, timezone),
        { mood: body.mood, energy: body.energy ?? null, note: body.note || null, timezone },
        randomUUID(),
        new Date(now).toISOString(),
      );
      return c.json({ checkin, replaced } satisfies CheckinSaveReply, replaced ? 200 : 201);
    });

  return { journal, checkins };
}
