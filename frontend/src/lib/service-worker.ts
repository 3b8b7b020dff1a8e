/**
 * Stride's one service worker (src/sw/sw.ts, built to /sw.js): the installable app's precache,
 * the offline page and push reminders. Registered after the page has loaded and the browser is
 * idle, so a first visit downloads nothing more before it is usable; the worker's own precache
 * runs in the background after that. A new build's worker waits: `onUpdateChange` tells the
 * app shell, whose message bar calls `applyUpdate` (the worker takes over, the page reloads).
 */
/** The built worker; `vite dev` (vite-plugin-pwa's devOptions) serves it as a module here. */
export const serviceWorkerUrl = import.meta.env.DEV ? '/dev-sw.js?dev-sw' : '/sw.js';

let waitingWorker: ServiceWorker | null = null;
const listeners = new Set<() => void>();
let registering: Promise<ServiceWorkerRegistration> | null = null;

export function serviceWorkerSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/** The one registration at scope '/', registered once per page. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  registering ??= navigator.serviceWorker
    .register(serviceWorkerUrl, {
      scope: '/',
      type: import.meta.env.DEV ? 'module' : 'classic',
      updateViaCache: 'none',
    })
    .then((registration) => {
      watchForUpdates(registration);
      return registration;
    });
  return registering;
}

/** Whether a new version's worker is waiting to take over. */
export function updateWaiting(): boolean {
  return waitingWorker !== null;
}

/** Calls `listener` when an update starts or stops waiting; returns the unlisten function. */
export function onUpdateChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setWaiting(worker: ServiceWorker | null): void {
  if (waitingWorker === worker) return;
  waitingWorker = worker;
  listeners.forEach((listener) => listener());
}

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  // A worker waits only when one already controls this page: the first install takes over
  // quietly (nothing to replace).
  if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) {
        setWaiting(installing);
      }
    });
  });
  // Look for a new build when the person comes back to the tab, at most once an hour.
  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < 3_600_000) return;
    lastCheck = Date.now();
    registration.update().catch(() => undefined);
  });
}

/** The waiting worker takes over; the page reloads once it controls it. */
export function applyUpdate(): void {
  const worker = waitingWorker;
  if (!worker) return;
  let reloaded = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloaded) return;
    reloaded = true;
    window.location.reload();
  });
  worker.postMessage({ type: 'SKIP_WAITING' });
}

/**
 * The version check emptied Cache Storage: the worker that controls the page fetches its
 * precache again (build files only), so the installed app still opens offline.
 */
export function refillPrecache(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: 'STRIDE_REFILL_PRECACHE' });
}

/** After the window's load event and then an idle moment (or a short delay where unsupported). */
export function afterLoadAndIdle(run: () => void): void {
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5_000 });
    else setTimeout(run, 1_000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Registers the worker after load and idle (production builds, and dev where supported). */
export function startServiceWorker(options: { cacheCleared: boolean }): void {
  if (!serviceWorkerSupported()) return;
  afterLoadAndIdle(() => {
    registerServiceWorker()
      .then(() => {
        if (options.cacheCleared) refillPrecache();
      })
      .catch((error: unknown) => {
        console.warn('Stride: the service worker could not be registered', error);
      });
  });
}
