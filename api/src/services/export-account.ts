import { createChatRepository } from '../data/chat-repository.js';
import { createCircleRepository } from '../data/circle-repository.js';
import { exportCommunity } from './community-account.js';
import { createCheckinRepository } from '../data/checkin-repository.js';
import { createInjectionRepository } from '../data/injection-repository.js';
import { createJournalRepository } from '../data/journal-repository.js';
import { createLabRepository } from '../data/lab-repository.js';
import { createSupplyRepository } from '../data/supply-repository.js';
import { createPhotoRepository } from '../data/photo-repository.js';
import { createPrescriptionRepository } from '../data/prescription-repository.js';
import { createSessionRepository } from '../data/session-repository.js';
import { createUserRepository, type UserRecord } from '../data/user-repository.js';
import { localDateOf } from '../domain/calendar-dates.js';
import { toCsv } from '../domain/csv.js';
import type { AppDeps } from '../deps.js';
import { photoView } from './photo-view.js';
import { signedInUser } from './signed-in-user.js';
import { toUser } from './user-view.js';

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

/** An export: the file name to offer and its content. */
export interface ExportFile<T> {
  filename: string;
  content: T;
}

/** GET /api/account/export (JSON) and its two CSV files: everything the person stored. */
export function createAccountExport(deps: AppDeps) {
  const users = createUserRepository(deps.storage);
  const sessions = createSessionRepository(deps.storage);
  const plans = createPrescriptionRepository(deps.storage);
  const injections = createInjectionRepository(deps.storage);
  const journalEntries = createJournalRepository(deps.storage);
  const checkins = createCheckinRepository(deps.storage);
  const chat = createChatRepository(deps.storage);
  const photos = createPhotoRepository(deps.storage);
  const labs = createLabRepository(deps.storage);
  const supplies = createSupplyRepository(deps.storage);
  const circle = createCircleRepository(deps.storage);

  return {
    async everything(userId: string) {
      const user = await signedInUser(users, userId);
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
      const [labData, supplyData, circleData, community] = await Promise.all([
        labs.load(userId),
        supplies.load(userId),
        circle.load(userId),
        exportCommunity(deps.storage, userId),
      ]);
      const today = localDateOf(deps.clock.now(), user.timezone);
      return {
        filename: `stride-export-${today}.json`,
        content: {
          format: 'stride-export' as const,
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
          // The support circle: supporters, links (never the token or its hash) and each view.
          circle: {
            supporters: circleData.supporters.map((s) => s.value),
            links: circleData.links.map(({ value: { tokenHash: _hash, ...link } }) => link),
            views: circleData.views.map((v) => v.value),
          },
          // The community board: own posts, replies, reactions, reports and blocks.
          community,
          sessions: activeSessions.map((s) => ({
            createdAt: new Date(s.createdAt).toISOString(),
            lastUsedAt: new Date(s.lastUsedAt).toISOString(),
            device: s.userAgent,
          })),
        },
      };
    },

    async checkinsCsv(userId: string): Promise<ExportFile<string>> {
      const rows = await checkins.list(userId, '0001-01-01', '9999-12-31');
      return {
        filename: 'stride-checkins.csv',
        content: toCsv(
          ['date', 'mood_1_5', 'energy_1_5', 'note', 'created_at', 'updated_at'],
          [...rows]
            .reverse()
            .map((r) => [r.date, r.mood, r.energy, r.note, r.createdAt, r.updatedAt]),
        ),
      };
    },

    async injectionsCsv(userId: string): Promise<ExportFile<string>> {
      const rows = await injections.list(userId, {});
      return {
        filename: 'stride-injections.csv',
        content: toCsv(
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
      };
    },
  };
}
