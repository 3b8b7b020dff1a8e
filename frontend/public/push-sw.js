/*
 * Stride's push service worker: shows a reminder, opens the app when it is tapped, and
 * re-subscribes when the browser replaces the subscription (pushsubscriptionchange). The
 * message's words come from the server, which leaves out health details unless the person
 * turned them on. Nothing is cached here: API answers carry health data.
 */
self.addEventListener('push', (event) => {
  let message = { title: 'Stride', body: 'You have a reminder.', tag: 'stride', url: '/dashboard' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // An empty or unreadable push still shows the neutral reminder.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      renotify: true,
      icon: '/favicon.svg',
      badge: '/favicon.svg',
      data: { url: message.url },
    }),
  );
  if ('setAppBadge' in self.navigator)
    event.waitUntil(self.navigator.setAppBadge(1).catch(() => {}));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/dashboard', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url.startsWith(self.location.origin));
      if (open) return open.navigate(url).then((w) => (w ?? open).focus());
      return self.clients.openWindow(url);
    }),
  );
});

// The browser replaced or dropped the subscription: subscribe again with the same key, and
// let an open page send it to the server (the worker holds no sign-in token).
self.addEventListener('pushsubscriptionchange', (event) => {
  const key = event.oldSubscription?.options?.applicationServerKey;
  if (!key) return;
  event.waitUntil(
    self.registration.pushManager
      .subscribe({ userVisibleOnly: true, applicationServerKey: key })
      .then((subscription) =>
        self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
          for (const w of windows) {
            w.postMessage({
              type: 'stride-push-resubscribed',
              oldEndpoint: event.oldSubscription?.endpoint ?? null,
              subscription: subscription.toJSON(),
            });
          }
        }),
      ),
  );
});
