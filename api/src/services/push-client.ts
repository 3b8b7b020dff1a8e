/**
 * Sends one Web Push message (RFC 8030, VAPID, aes128gcm) with the `web-push` package.
 * Production keys come from the environment; elsewhere a key pair is made once per process
 * (`npm start` keeps one in .stride/ and passes it in the environment).
 */
import webpush from 'web-push';
import type { Config } from '../config.js';
import type { NotificationText } from '../domain/reminders/reminder-text.js';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** ok: accepted; gone: the push service says the subscription no longer exists (404/410). */
export type PushOutcome = 'ok' | 'gone' | 'failed';

export interface PushClient {
  readonly publicKey: string;
  send(target: PushTarget, message: NotificationText & { url: string }): Promise<PushOutcome>;
}

let localKeys: { publicKey: string; privateKey: string } | undefined;

/** The VAPID keys, or undefined in production when none are configured (push is then off). */
export function vapidKeys(config: Config): Config['vapid'] {
  if (config.vapid) return config.vapid;
  if (config.production) return undefined;
  localKeys ??= webpush.generateVAPIDKeys();
  return { ...localKeys, subject: 'mailto:reminders@stride.invalid' };
}

export function createPushClient(config: Config): PushClient | undefined {
  const keys = vapidKeys(config);
  if (!keys) return undefined;
  const vapidDetails = {
    subject: keys.subject,
    publicKey: keys.publicKey,
    privateKey: keys.privateKey,
  };
  return {
    publicKey: keys.publicKey,
    async send(target, message) {
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(message),
          { vapidDetails, TTL: 12 * 3600, urgency: 'normal', timeout: 10_000 },
        );
        return 'ok';
      } catch (error) {
        const status = (error as { statusCode?: unknown }).statusCode;
        return status === 404 || status === 410 ? 'gone' : 'failed';
      }
    },
  };
}

/**
 * Push endpoints a subscription may name in production: the browsers' push services only, so
 * the sender never posts to an address a person typed in (the API must not become a proxy).
 */
const pushHosts = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^push\.services\.mozilla\.com$/,
  /^web\.push\.apple\.com$/,
  /\.push\.apple\.com$/,
  /\.notify\.windows\.com$/,
];

export function isAllowedPushEndpoint(endpoint: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol === 'https:' && pushHosts.some((host) => host.test(url.hostname))) return true;
  // Outside production: a local fake push service (the tests' loopback server).
  return !production && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}
