import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  circleLimits,
  type LinkRequest,
  type ShareLink,
  type ShareView,
  type Supporter,
  type SupporterRequest,
} from '../contracts/circle.js';
import {
  createCircleRepository,
  createShareIndexRepository,
  type CircleData,
  type LinkRecord,
} from '../data/circle-repository.js';
import { createCheckinRepository } from '../data/checkin-repository.js';
import { createJournalRepository } from '../data/journal-repository.js';
import { createUserRepository } from '../data/user-repository.js';
import { addDays } from '../domain/calendar-dates.js';
import { rollingWindow } from '../domain/treatment/adherence.js';
import type { AppDeps } from '../deps.js';
import { NotFoundError, QuotaExceededError, ValidationError } from '../errors.js';
import { createAnalytics } from './analytics.js';
import { signedInUser } from './signed-in-user.js';
import { createTreatmentStateLoader } from './treatment-state.js';

const dayMs = 86_400_000;
/** How many shared journal entries a link shows at most (newest first). */
export const sharedJournalMax = 50;
/** A token is 32 random bytes as base64url: 43 characters. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const noSuchLink = () => new NotFoundError('This link has expired or was turned off');

function linkView(data: CircleData, link: LinkRecord, now: number): ShareLink {
  const supporter = data.supporters.find((s) => s.value.id === link.supporterId);
  const views = data.views.filter((v) => v.value.linkId === link.id).map((v) => v.value.at);
  views.sort((a, b) => b.localeCompare(a));
  return {
    id: link.id,
    supporterId: link.supporterId,
    supporterName: supporter?.value.name ?? null,
    scopes: link.scopes,
    createdAt: link.createdAt,
    expiresAt: link.expiresAt,
    revokedAt: link.revokedAt,
    status: link.revokedAt ? 'revoked' : Date.parse(link.expiresAt) <= now ? 'expired' : 'active',
    viewCount: views.length,
    views: views.slice(0, circleLimits.viewsListed),
  };
}

/** The support circle: supporters, share links (token shown once, kept hashed), and the views. */
export function createSupportCircle(deps: AppDeps) {
  const users = createUserRepository(deps.storage);
  const circle = createCircleRepository(deps.storage);
  const index = createShareIndexRepository(deps.storage);
  const analytics = createAnalytics(deps);
  const treatment = createTreatmentStateLoader(deps);
  const checkins = createCheckinRepository(deps.storage);
  const journal = createJournalRepository(deps.storage);
  const nowIso = () => new Date(deps.clock.now()).toISOString();

  async function revoke(userId: string, link: LinkRecord): Promise<LinkRecord> {
    await index.remove(link.tokenHash);
    if (link.revokedAt) return link;
    const next = { ...link, revokedAt: nowIso() };
    await circle.replaceLink(userId, next);
    return next;
  }

  return {
    async listSupporters(userId: string): Promise<Supporter[]> {
      await signedInUser(users, userId);
      return (await circle.load(userId)).supporters.map((s) => s.value);
    },

    async createSupporter(userId: string, body: SupporterRequest): Promise<Supporter> {
      await signedInUser(users, userId);
      const { supporters } = await circle.load(userId);
      if (supporters.length >= circleLimits.supporters)
        throw new QuotaExceededError(429, `At most ${circleLimits.supporters} supporters`, {
          kind: 'supporters',
          limit: circleLimits.supporters,
        });
      const at = nowIso();
      const record = { id: randomUUID(), ...body, createdAt: at, updatedAt: at };
      return (await circle.createSupporter(userId, record)).value;
    },

    async updateSupporter(userId: string, id: string, body: SupporterRequest): Promise<Supporter> {
      const current = await circle.getSupporter(userId, id);
      if (!current) throw new NotFoundError('No supporter with that id');
      const next = { ...current.value, ...body, updatedAt: nowIso() };
      return (await circle.replaceSupporter(userId, next)).value;
    },

    /** Removing a supporter turns off every link made for them. */
    async deleteSupporter(userId: string, id: string): Promise<void> {
      const data = await circle.load(userId);
      if (!data.supporters.some((s) => s.value.id === id))
        throw new NotFoundError('No supporter with that id');
      for (const link of data.links) {
        if (link.value.supporterId === id) await revoke(userId, link.value);
      }
      await circle.deleteSupporter(userId, id);
    },

    async listLinks(userId: string): Promise<ShareLink[]> {
      await signedInUser(users, userId);
      const data = await circle.load(userId);
      const now = deps.clock.now();
      return data.links.map((l) => linkView(data, l.value, now)).reverse();
    },

    async createLink(
      userId: string,
      body: LinkRequest,
    ): Promise<{ link: ShareLink; token: string; path: string }> {
      await signedInUser(users, userId);
      const data = await circle.load(userId);
      if (!data.supporters.some((s) => s.value.id === body.supporterId)) {
        const message = 'Choose who the link is for';
        throw new ValidationError(message, { supporterId: message });
      }
      if (data.links.length >= circleLimits.links)
        throw new QuotaExceededError(429, `At most ${circleLimits.links} share links`, {
          kind: 'share-links',
          limit: circleLimits.links,
        });
      const now = deps.clock.now();
      const token = randomBytes(32).toString('base64url');
      const record: LinkRecord = {
        id: randomUUID(),
        supporterId: body.supporterId,
        scopes: body.scopes,
        createdAt: new Date(now).toISOString(),
        expiresAt: new Date(now + body.expiresInDays * dayMs).toISOString(),
        revokedAt: null,
        tokenHash: hashToken(token),
      };
      // The index row first: a link the owner sees always works until revoked.
      await index.add(record.tokenHash, userId, record.id, record.createdAt);
      await circle.createLink(userId, record);
      return {
        link: linkView({ ...data, links: [] }, record, now),
        token,
        path: `/share/${token}`,
      };
    },

    async revokeLink(userId: string, id: string): Promise<ShareLink> {
      const stored = await circle.getLink(userId, id);
      if (!stored) throw new NotFoundError('No share link with that id');
      await revoke(userId, stored.value);
      const data = await circle.load(userId);
      const link = data.links.find((l) => l.value.id === id)!;
      return linkView(data, link.value, deps.clock.now());
    },

    /** GET /api/share/{token}: the chosen scopes only; a view is recorded (its time only). */
    async view(token: string): Promise<ShareView> {
      if (!tokenPattern.test(token)) throw noSuchLink();
      const found = await index.find(hashToken(token));
      if (!found) throw noSuchLink();
      const { ownerId, linkId } = found;
      const link = (await circle.getLink(ownerId, linkId))?.value;
      const now = deps.clock.now();
      if (!link || link.revokedAt || Date.parse(link.expiresAt) <= now) throw noSuchLink();
      const user = await users.getById(ownerId);
      if (!user) throw noSuchLink();
      await circle.recordView(ownerId, linkId, now);

      const reply: ShareView = {
        ownerName: user.preferredName || user.firstName,
        expiresAt: link.expiresAt,
        scopes: link.scopes,
      };
      const has = (scope: LinkRecord['scopes'][number]) => link.scopes.includes(scope);
      if (has('doses-adherence')) {
        const [state, rate] = await Promise.all([
          treatment.loadFor(user),
          analytics.adherence(ownerId, {}),
        ]);
        const next = state.schedule?.nextDue;
        reply.dosesAdherence = {
          upcoming: next
            ? [0, 1, 2, 3].map((k) => addDays(next.dueDate, k * next.intervalDays))
            : [],
          paused: state.paused,
          adherence: {
            startDate: rate.startDate,
            endDate: rate.endDate,
            adherenceRate: rate.adherenceRate,
            onTimeRate: rate.onTimeRate,
            scheduled: rate.scheduled,
            taken: rate.taken,
            onTime: rate.onTime,
            late: rate.late,
            missed: rate.missed,
          },
        };
      }
      if (has('provider-report')) reply.providerReport = await analytics.providerReport(ownerId);
      if (has('shared-journal')) {
        reply.sharedJournal = (await journal.listShared(ownerId, sharedJournalMax)).map((e) => ({
          title: e.title,
          content: e.content,
          tags: e.tags,
          localDate: e.localDate,
        }));
      }
      if (has('mood-trend')) {
        const window = rollingWindow(treatment.todayOf(user), 30);
        const rows = await checkins.list(ownerId, window.startDate, window.endDate);
        reply.moodTrend = {
          ...window,
          points: rows
            .map((r) => ({ date: r.date, mood: r.mood, energy: r.energy }))
            .sort((a, b) => a.date.localeCompare(b.date)),
        };
      }
      return reply;
    },
  };
}
