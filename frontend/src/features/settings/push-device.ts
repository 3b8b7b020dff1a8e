import { registerServiceWorker } from '../../lib/service-worker';

/**
 * This device and web push: whether it can, the app's one service worker (src/sw/sw.ts, which
 * also shows the notifications; normally registered already after the page loaded), and the
 * browser's subscription.
 */

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** iPhone and iPad (iPadOS reports a Mac with touch). */
export function isAppleMobile(): boolean {
  const ua = navigator.userAgent;
  return /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}

/** Opened from the Home Screen (installed), where iOS allows push. */
export function isStandalone(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  await registerServiceWorker();
  return navigator.serviceWorker.ready;
}

/** This device's current subscription, without registering anything. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const reg = await navigator.serviceWorker.getRegistration('/');
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/** Asks for permission (once) and subscribes with the server's VAPID key. */
export async function subscribeThisDevice(vapidPublicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error('permission-denied');
  const reg = await registration();
  const existing = await reg.pushManager.getSubscription();
  const sub =
    existing ??
    (await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(vapidPublicKey),
    }));
  return sub.toJSON();
}

/** Ends the browser's subscription; answers its endpoint (for the server), or null. */
export async function unsubscribeThisDevice(): Promise<string | null> {
  const sub = await currentSubscription();
  if (!sub) return null;
  await sub.unsubscribe();
  return sub.endpoint;
}

/**
 * The worker re-subscribed after `pushsubscriptionchange` (it holds no sign-in token): this page
 * sends the new subscription to the server and drops the old one. Returns the unlisten function.
 */
export function onResubscribed(
  send: (next: PushSubscriptionJSON, oldEndpoint: string | null) => void,
): () => void {
  if (!pushSupported()) return () => undefined;
  const listener = (event: MessageEvent) => {
    const data = event.data as {
      type?: string;
      subscription?: PushSubscriptionJSON;
      oldEndpoint?: string | null;
    } | null;
    if (data?.type === 'stride-push-resubscribed' && data.subscription) {
      send(data.subscription, data.oldEndpoint ?? null);
    }
  };
  navigator.serviceWorker.addEventListener('message', listener);
  return () => navigator.serviceWorker.removeEventListener('message', listener);
}
