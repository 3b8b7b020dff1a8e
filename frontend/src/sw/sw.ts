/// <reference lib="webworker" />
/*
 * Stride's one service worker (built by vite-plugin-pwa, strategy injectManifest).
 *
 * Caching: only the build's own files, precached by content hash (the hashed assets, the app
 * shell index.html, the prerendered signed-out pages, the offline page, the icons and the
 * manifest). Navigations to /, /login, /register, /forgot-password, /terms and /privacy get
 * their prerendered page; other app routes get the precached shell, so the installed app opens without a connection; anything else
 * navigated to (the calendar feed, sign-in endpoints) goes to the network and, when that
 * fails, gets the offline page. Nothing under /api/ is ever routed here or put in Cache
 * Storage: API answers carry health data and stay between the browser and the server.
 *
 * Push (what public/push-sw.js did): shows a reminder, opens the app when it is tapped, and
 * re-subscribes when the browser replaces the subscription. The message's words come from
 * the server, which leaves out health details unless the person turned them on.
 *
 * Updates: a new worker waits until the page asks it to take over (the "new version" bar),
 * so an open tab never mixes files from two builds.
 */
import { cacheNames } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  getCacheKeyForURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

/** Paths the app shell must never answer: the API and the platform's sign-in routes. */
const notAppRoutes = [/^\/api(\/|$)/, /^\/\.auth(\/|$)/, /^\/\.well-known(\/|$)/];

const precacheList = self.__WB_MANIFEST;

cleanupOutdatedCaches();
// The prerendered signed-out pages and the signed-in pages' files (issue 15) answer their own
// paths, as on the server: / is landing.html, and a clean URL finds its .html (/login is
// login.html, /journal journal.html; workbox's cleanURLs). Any other app path gets index.html.
precacheAndRoute(precacheList, { directoryIndex: 'landing.html' });

// (In `vite dev` the shell is not precached: navigations then simply go to the dev server.)
if (getCacheKeyForURL('/index.html')) {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: notAppRoutes }),
  );
}

// A navigation outside the app (the calendar feed opened in a tab, a sign-in endpoint) goes
// straight to the network, never into a cache; only its failure is answered (below).
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    url.origin === self.location.origin &&
    notAppRoutes.some((path) => path.test(url.pathname)),
  ({ request }) => fetch(request),
);

// A navigation outside the app (or anything routed above) that fails: the offline page.
setCatchHandler(async ({ request }) => {
  if (request.destination === 'document') {
    return (await matchPrecache('/offline.html')) ?? Response.error();
  }
  return Response.error();
});

/**
 * The spec's version check empties all of Cache Storage when the stored app version differs;
 * the page then asks the worker to fetch its precache again, so the installed app still opens
 * offline afterwards (build files only: no personal data is ever in these caches).
 */
async function refillPrecache(): Promise<void> {
  const cache = await caches.open(cacheNames.precache);
  for (const entry of precacheList) {
    const key = getCacheKeyForURL(typeof entry === 'string' ? entry : entry.url);
    if (!key || (await cache.match(key))) continue;
    try {
      const response = await fetch(key, { cache: 'no-cache', credentials: 'same-origin' });
      if (response.ok) await cache.put(key, response);
    } catch {
      // Offline again: the precache falls back to the network until the next refill.
    }
  }
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'STRIDE_REFILL_PRECACHE') event.waitUntil(refillPrecache());
});

interface PushMessage {
  title: string;
  body: string;
  tag: string;
  url: string;
}

self.addEventListener('push', (event: PushEvent) => {
  let message: PushMessage = {
    title: 'Stride',
    body: 'You have a reminder.',
    tag: 'stride',
    url: '/dashboard',
  };
  try {
    message = { ...message, ...(event.data?.json() as Partial<PushMessage>) };
  } catch {
    // An empty or unreadable push still shows the neutral reminder.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      renotify: true,
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { url: message.url },
    } as NotificationOptions),
  );
  const nav = self.navigator as WorkerNavigator & { setAppBadge?: (n: number) => Promise<void> };
  if (nav.setAppBadge) event.waitUntil(nav.setAppBadge(1).catch(() => undefined));
});

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const data = event.notification.data as { url?: string } | null;
  const url = new URL(data?.url ?? '/dashboard', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((w) => w.url.startsWith(self.location.origin));
      if (open) {
        const navigated = await open.navigate(url);
        await (navigated ?? open).focus();
        return;
      }
      await self.clients.openWindow(url);
    }),
  );
});

interface SubscriptionChangeEvent extends ExtendableEvent {
  oldSubscription?: PushSubscription | null;
}

// The browser replaced or dropped the subscription: subscribe again with the same key, and
// let an open page send it to the server (the worker holds no sign-in token).
self.addEventListener('pushsubscriptionchange', (event: Event) => {
  const change = event as SubscriptionChangeEvent;
  const key = change.oldSubscription?.options.applicationServerKey;
  if (!key) return;
  change.waitUntil(
    self.registration.pushManager
      .subscribe({ userVisibleOnly: true, applicationServerKey: key })
      .then(async (subscription) => {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        for (const w of windows) {
          w.postMessage({
            type: 'stride-push-resubscribed',
            oldEndpoint: change.oldSubscription?.endpoint ?? null,
            subscription: subscription.toJSON(),
          });
        }
      }),
  );
});
