import { createElement, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readStorage, storageKeys } from '../lib/storage-keys';
import { startServiceWorker } from '../lib/service-worker';
import { runVersionCheck } from '../lib/version-check';
import { App } from './app';

/** Sends waitlist sign-ups queued on an earlier visit (their code loads only when there are some). */
function flushQueuedSignUps(): void {
  if (readStorage(storageKeys.waitlist) === null) return;
  import('../features/waitlist/api/flush-pending-waitlist')
    .then(({ flushPendingWaitlist }) => flushPendingWaitlist())
    .catch((error: unknown) => {
      console.warn('Stride: could not send queued waitlist sign-ups', error);
    });
}

/**
 * The dashboard's calls start with the page's code, not after it (issue 15): a signed-in
 * visit to /dashboard fetches this month's answer into the query cache while the session check
 * and the route's chunks load, under the key the page reads. The month is the browser's; the
 * page asks for the person's own (their time zone), which is the same month but at a month's
 * edge, when the page simply asks again.
 */
function prefetchFirstScreen(): void {
  if (window.location.pathname !== '/dashboard' || !readStorage(storageKeys.authToken)) return;
  const now = new Date();
  const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  Promise.all([
    import('../lib/query-client'),
    import('../entities/dashboard'),
    import('../entities/prescription'),
  ])
    .then(([{ queryClient }, { dashboardMonthQuery }, { prescriptionQuery }]) =>
      Promise.all([
        queryClient.prefetchQuery(dashboardMonthQuery(month)),
        // The prescription card, first on a phone, asks for its own.
        queryClient.prefetchQuery(prescriptionQuery()),
      ]),
    )
    .catch(() => undefined); // the page asks again, and shows its own error
}

/**
 * Start order (spec section 4): the version check finishes before the first render; then
 * sign-ups queued on an earlier visit are sent again, in the background, and again whenever
 * the browser comes back online. The service worker registers after load and idle; when the
 * version check emptied Cache Storage, it fetches its precache again.
 */
export async function startApp(container: HTMLElement | null): Promise<void> {
  if (!container) throw new Error('Stride: #root is missing from index.html');
  const { cleared } = await runVersionCheck();
  prefetchFirstScreen();
  // With a token, the signed-in route table (and through it the shell and the page's chunk)
  // loads beside the session check instead of after it (issue 15).
  if (readStorage(storageKeys.authToken) !== null) {
    import('./signed-in-routes').catch(() => undefined);
  }
  // A prerendered signed-out page (/, /login, ...; see vite.config.ts) is hydrated for a
  // signed-out visitor; with a session the app renders afresh (the session check, then the
  // signed-in routes), and boot.js has kept the prerendered markup hidden meanwhile.
  if (container.dataset.prerendered !== undefined && readStorage(storageKeys.authToken) === null) {
    // In a transition, hydration is time-sliced: React yields to the browser every few
    // milliseconds instead of hydrating the whole page in one long task (issue 15's TBT). The
    // page is already painted and styled, so nothing waits for it but the event handlers.
    startTransition(() => {
      hydrateRoot(container, createElement(App, { prerendered: true }), {
        // A mismatch is recovered (React renders the page afresh) but must not pass unnoticed.
        onRecoverableError: (error) => console.error('Stride: hydration', error),
      });
    });
  } else {
    delete container.dataset.prerendered;
    container.replaceChildren();
    createRoot(container).render(createElement(App));
  }
  flushQueuedSignUps();
  window.addEventListener('online', flushQueuedSignUps);
  startServiceWorker({ cacheCleared: cleared });
}
