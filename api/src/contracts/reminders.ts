/**
 * Reminders: settings, push subscriptions, the test notification and the calendar feed.
 * Request AND response schemas; the front end imports them for its form and its types.
 */
import { z } from './zod.js';
import { timezoneSchema } from './auth.js';

const localTime = z
  .string({ error: 'Please choose a time such as 09:00' })
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please choose a time such as 09:00'));

export const repeatIntervals = [15, 30, 60, 120, 240] as const;

export const reminderSettingsSchema = z
  .strictObject({
    enabled: z.boolean({ error: 'enabled must be true or false' }),
    timeOfDay: localTime,
    hoursBefore: z
      .number({ error: 'Please choose 0 to 72 hours' })
      .check(
        z.int('Please choose whole hours'),
        z.gte(0, 'Please choose 0 to 72 hours'),
        z.lte(72, 'Please choose 0 to 72 hours'),
      ),
    followUps: z
      .number({ error: 'Please choose 0 to 3 follow-ups' })
      .check(
        z.int('Please choose 0 to 3 follow-ups'),
        z.gte(0, 'Please choose 0 to 3 follow-ups'),
        z.lte(3, 'Please choose 0 to 3 follow-ups'),
      ),
    quietHours: z.nullable(z.strictObject({ start: localTime, end: localTime })),
    repeatEveryMinutes: z.nullable(
      z.union(
        repeatIntervals.map((n) => z.literal(n)),
        { error: `Please choose one of ${repeatIntervals.join(', ')} minutes` },
      ),
    ),
    travelMode: z.boolean({ error: 'travelMode must be true or false' }),
    homeTimeZone: z.nullable(timezoneSchema),
    channels: z.strictObject({
      push: z.boolean({ error: 'channels.push must be true or false' }),
      calendar: z.boolean({ error: 'channels.calendar must be true or false' }),
    }),
    showDetails: z.boolean({ error: 'showDetails must be true or false' }),
  })
  .check(
    z.refine((s) => !s.travelMode || s.homeTimeZone !== null, {
      message: 'Please choose your home time zone for travel mode',
      path: ['homeTimeZone'],
    }),
  );

export type ReminderSettingsBody = z.infer<typeof reminderSettingsSchema>;

/** GET/PUT /api/reminders/settings → `{settings}`. */
export const reminderSettingsResponseSchema = z.object({ settings: reminderSettingsSchema });

/** A PushSubscription as the browser's `toJSON()` gives it. */
export const pushSubscriptionSchema = z.strictObject({
  endpoint: z
    .url({ error: 'endpoint must be an https URL', protocol: /^https?$/ })
    .check(z.maxLength(2048, 'endpoint is too long')),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.strictObject({
    p256dh: z
      .string({ error: 'keys.p256dh is required' })
      .check(z.regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'keys.p256dh is not a P-256 public key')),
    auth: z
      .string({ error: 'keys.auth is required' })
      .check(z.regex(/^[A-Za-z0-9_-]{16,24}={0,2}$/, 'keys.auth is not an auth secret')),
  }),
});

export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

export const unsubscribeSchema = z.strictObject({
  endpoint: z.string({ error: 'endpoint is required' }).check(z.minLength(1), z.maxLength(2048)),
});

/** GET /api/reminders → what Settings shows. */
export const remindersResponseSchema = z.object({
  settings: reminderSettingsSchema,
  vapidPublicKey: z.string(),
  /** Devices subscribed (endpoints are not shown back; the device knows its own). */
  devices: z.array(z.object({ id: z.string(), createdAt: z.string(), label: z.string() })),
  calendar: z.object({ active: z.boolean(), createdAt: z.nullable(z.string()) }),
});

/** POST /api/reminders/calendar → the feed URL, shown once (only its hash is stored). */
export const calendarFeedResponseSchema = z.object({ url: z.string(), createdAt: z.string() });

/** POST /api/reminders/test → how many devices the test notification reached. */
export const testNotificationResponseSchema = z.object({ sent: z.number(), removed: z.number() });
