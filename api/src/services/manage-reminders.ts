/**
 * The Reminders section's use cases: read and save settings, subscribe and unsubscribe a
 * device, send a test notification, and create or revoke the private calendar feed.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { PushSubscriptionBody } from '../contracts/reminders.js';
import { createCalendarFeedRepository } from '../data/calendar-feed-repository.js';
import { createReminderRepository } from '../data/reminder-repository.js';
import type { Storage } from '../data/storage.js';
import { calendarFeed } from '../domain/reminders/ical.js';
import type { ReminderSettings } from '../domain/reminders/reminder-settings.js';
import { testNotificationText } from '../domain/reminders/reminder-text.js';
import { AppError, NotFoundError, ValidationError } from '../errors.js';
import { createPushClient, isAllowedPushEndpoint, type PushClient } from './push-client.js';
import { createReminderStateLoader } from './reminder-state.js';

/** Devices one person may subscribe; more is a mistake or abuse. */
export const maxDevices = 20;

export class PushUnavailableError extends AppError {
  constructor() {
    super(503, 'unavailable', 'Push notifications are not configured on this server.');
  }
}

/** The feed secret: 32 random bytes, base64url (43 characters). Only its hash is stored. */
export const calendarSecretPattern = /^[A-Za-z0-9_-]{43}$/;
const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrome\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Browser';
  const system = /iPhone|iPad/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /Mac OS X/.test(ua)
        ? 'macOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  return system ? `${browser} on ${system}` : browser;
}

export function createReminderService(deps: {
  storage: Storage;
  clock: Clock;
  config: Config;
  push?: PushClient | undefined;
}) {
  const reminders = createReminderRepository(deps.storage);
  const feeds = createCalendarFeedRepository(deps.storage);
  const loadState = createReminderStateLoader(deps);
  const push = deps.push ?? createPushClient(deps.config);
  const nowIso = () => new Date(deps.clock.now()).toISOString();

  return {
    async overview(userId: string) {
      const own = await reminders.load(userId);
      const state = await loadState(userId, deps.clock.now());
      return {
        settings: state?.settings ?? own.settings,
        vapidPublicKey: push?.publicKey ?? '',
        devices: own.subscriptions.map((s) => ({
          id: s.id,
          createdAt: s.createdAt,
          label: s.label,
        })),
        calendar: { active: !!own.calendar, createdAt: own.calendar?.createdAt ?? null },
      };
    },

    async saveSettings(userId: string, settings: ReminderSettings): Promise<ReminderSettings> {
      await reminders.saveSettings(userId, settings, nowIso());
      return settings;
    },

    async subscribe(userId: string, body: PushSubscriptionBody, userAgent: string | undefined) {
      if (!push) throw new PushUnavailableError();
      if (!isAllowedPushEndpoint(body.endpoint, deps.config.production)) {
        const message = 'endpoint must be a browser push service address';
        throw new ValidationError(message, { endpoint: message });
      }
      const own = await reminders.load(userId);
      const known = own.subscriptions.some((s) => s.endpoint === body.endpoint);
      if (!known && own.subscriptions.length >= maxDevices) {
        throw new AppError(
          409,
          'conflict',
          `At most ${maxDevices} devices can get reminders. Turn one off first.`,
        );
      }
      await reminders.subscribe(
        userId,
        {
          endpoint: body.endpoint,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
          label: deviceLabel(userAgent),
        },
        nowIso(),
      );
    },

    async unsubscribe(userId: string, endpoint: string): Promise<void> {
      if (!(await reminders.unsubscribe(userId, endpoint))) {
        throw new NotFoundError('This device is not subscribed');
      }
    },

    /** Sends the test notification to every device of this person; gone ones are removed. */
    async sendTest(userId: string): Promise<{ sent: number; removed: number }> {
      if (!push) throw new PushUnavailableError();
      const own = await reminders.load(userId);
      if (own.subscriptions.length === 0) {
        throw new AppError(
          409,
          'conflict',
          'No device is subscribed yet. Subscribe this device first.',
        );
      }
      let sent = 0;
      let removed = 0;
      for (const sub of own.subscriptions) {
        const outcome = await push.send(sub, { ...testNotificationText, url: '/settings' });
        if (outcome === 'ok') sent += 1;
        if (outcome === 'gone') {
          await reminders.unsubscribe(userId, sub.endpoint);
          removed += 1;
        }
      }
      return { sent, removed };
    },

    /** A new feed secret (the previous URL stops working); returned once, stored hashed. */
    async createCalendarFeed(userId: string): Promise<{ secret: string; createdAt: string }> {
      const own = await reminders.load(userId);
      const secret = randomBytes(32).toString('base64url');
      const createdAt = nowIso();
      const secretHash = hashSecret(secret);
      await feeds.add(secretHash, userId, createdAt);
      await reminders.setCalendar(userId, { secretHash, createdAt });
      if (own.calendar) await feeds.remove(own.calendar.secretHash);
      return { secret, createdAt };
    },

    async revokeCalendarFeed(userId: string): Promise<void> {
      const own = await reminders.load(userId);
      if (!own.calendar) throw new NotFoundError('There is no calendar feed to turn off');
      await feeds.remove(own.calendar.secretHash);
      await reminders.setCalendar(userId, null);
    },

    /** The feed's text, or a 404 for a malformed, unknown or revoked secret. */
    async renderCalendarFeed(secret: string): Promise<string> {
      const gone = new NotFoundError('No such calendar');
      if (!calendarSecretPattern.test(secret)) throw gone;
      const secretHash = hashSecret(secret);
      const ownerId = await feeds.ownerOf(secretHash);
      if (!ownerId) throw gone;
      const now = deps.clock.now();
      const state = await loadState(ownerId, now);
      // The owner's own row must still name this hash: a half-finished regenerate never
      // leaves two working URLs.
      if (!state || state.calendar?.secretHash !== secretHash) throw gone;
      return calendarFeed({
        uidSeed: secretHash.slice(0, 16),
        nextDue: state.nextDue,
        paused: state.paused,
        settings: state.settings,
        details: state.settings.showDetails ? state.details : null,
        nowMs: now,
      });
    },
  };
}
