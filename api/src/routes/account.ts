import { Hono } from 'hono';
import { confirmPasswordRequestSchema } from '../contracts/auth.js';
import { eraseAccount } from '../data/account-eraser.js';
import { createChatRepository } from '../data/chat-repository.js';
import { createCheckinRepository } from '../data/checkin-repository.js';
import { createInjectionRepository } from '../data/injection-repository.js';
import { createJournalRepository } from '../data/journal-repository.js';
import { createLabRepository } from '../data/lab-repository.js';
import { createPhotoRepository } from '../data/photo-repository.js';
import { createPrescriptionRepository } from '../data/prescription-repository.js';
import { createSessionRepository } from '../data/session-repository.js';
import { createSupplyRepository } from '../data/supply-repository.js';
import { createUserRepository, type UserRecord } from '../data/user-repository.js';
import { localDateOf } from '../domain/calendar-dates.js';
import { toCsv } from '../domain/csv.js';
import { requireAuth } from '../middleware/require-auth.js';
import { confirmIdentity } from './account-security.js';
import { toUser } from './auth.js';
import type { AppDeps, AppEnv } from './context.js';
import { signedInUser } from './signed-in-user.js';
import { photoView } from './photos.js';
import { readJson } from './read-json.js';

export const exportFormatVersion = 1;

/** The whole profile as the person gave it (never the password hash or Google's id). */
function profileExport(user: UserRecord) {
  return {
    ...toUser(user),
    race: user.race ?? null,
    address: user.address ?? null,
    preferredTreatmentPlace: user.preferredTreatmentPlace ?? null,
    currentlyOnHRT: user.currentlyOnHRT ?? null,
    termsAcceptedAt: user.termsAcceptedAt ?? null,
  };
}

export function accountRoutes(deps: AppDeps) {
  const users = createUserRepository(deps.storage);
  const sessions = createSessionRepository(deps.storage);
  const labs = createLabRepository(deps.storage);
  const supplies = createSupplyRepository(deps.storage);
  const plans = createPrescriptionRepository(deps.storage);
  const injections = createInjectionRepository(deps.storage);
  const journalEntries = createJournalRepository(deps.storage);
  const checkins = createCheckinRepository(deps.storage);
  const chat = createChatRepository(deps.storage);
  const photos = createPhotoRepository(deps.storage);
  const auth = requireAuth(deps);

  const currentUser = (userId: string) => signedInUser(users, userId);

  function attachment(c: { header(name: string, value: string): void }, name: string) {
    c.header('Content-Disposition', `attachment; filename="${name}"`);
  }

  return new Hono<AppEnv>()
    .use(auth)
    .get('/export', async (c) => {
      const { userId } = c.get('auth');
      const user = await currentUser(userId);
      const [plan, allInjections, activeSessions, journal, checkinList, chatMessages, photoList] =
        await Promise.all([
          plans.load(userId),
          injections.list(userId, {}),
          sessions.list(userId, deps.clock.now()),
          journalEntries.list(userId, { limit: Number.MAX_SAFE_INTEGER, offset: 0 }),
          checkins.list(userId, '0001-01-01', '9999-12-31'),
          chat.listAll(userId),
          photos.list(userId),
        ]);
      const [labData, supplyData] = await Promise.all([labs.load(userId), supplies.load(userId)]);
      const today = localDateOf(deps.clock.now(), user.timezone);
      attachment(c, `stride-export-${today}.json`);
      return c.json({
        format: 'stride-export',
        version: exportFormatVersion,
        exportedAt: new Date(deps.clock.now()).toISOString(),
        profile: profileExport(user),
        prescription: {
          versions: plan.versions,
          pauses: plan.pauses,
          hrtStartDate: plan.hrtStartDate ?? null,
        },
        injections: allInjections.map(({ etag: _etag, ...rest }) => rest),
        journal: journal.entries.map(({ etag: _etag, ...rest }) => rest),
        checkins: checkinList.map(({ etag: _etag, ...rest }) => rest),
        // The coach chat, oldest first; photos with the URLs that download them (with the token).
        chat: chatMessages,
        photos: photoList.map(photoView),
        labs: {
          draws: labData.draws.map((d) => d.value),
          settings: labData.settings?.value ?? null,
        },
        supplies: {
          vials: supplyData.vials.map((v) => v.value),
          consumables: supplyData.consumables.map((i) => i.value),
          settings: supplyData.settings?.value ?? null,
        },
        sessions: activeSessions.map((s) => ({
          createdAt: new Date(s.createdAt).toISOString(),
          lastUsedAt: new Date(s.lastUsedAt).toISOString(),
          device: s.userAgent,
        })),
      });
    })
    .get('/export/checkins.csv', async (c) => {
      const { userId } = c.get('auth');
      const rows = await checkins.list(userId, '0001-01-01', '9999-12-31');
      attachment(c, 'stride-checkins.csv');
      c.header('Content-Type', 'text/csv; charset=utf-8');
      return c.body(
        toCsv(
          ['date', 'mood_1_5', 'energy_1_5', 'note', 'created_at', 'updated_at'],
          [...rows]
            .reverse()
            .map((r) => [r.date, r.mood, r.energy, r.note, r.createdAt, r.updatedAt]),
        ),
      );
    })
    .get('/export/injections.csv', async (c) => {
      const { userId } = c.get('auth');
      const rows = await injections.list(userId, {});
      attachment(c, 'stride-injections.csv');
      c.header('Content-Type', 'text/csv; charset=utf-8');
      return c.body(
        toCsv(
          [
            'date',
            'taken_at',
            'time_zone',
            'dose',
            'unit',
            'site',
            'route',
            'medication',
            'pain_0_10',
            'notes',
          ],
          [...rows]
            .reverse()
            .map((i) => [
              i.localDate,
              i.takenAt,
              i.timezone,
              i.doseAmount,
              i.doseUnit,
              i.site,
              i.route,
              i.medication,
              i.painLevel,
              i.notes,
            ]),
        ),
      );
    })
    .delete('/', async (c) => {
      const { userId, sessionId } = c.get('auth');
      const body = await readJson(c, confirmPasswordRequestSchema, { optional: true });
      const user = await currentUser(userId);
      const session = await sessions.find(userId, sessionId, deps.clock.now());
      await confirmIdentity(deps, user, body.password, session, c.get('clientAddress'));
      await eraseAccount(deps.storage, sessions, {
        userId,
        email: user.email,
        currentSessionId: sessionId,
      });
      return c.body(null, 204);
    });
}
