import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { readStorage, storageKeys } from '../lib/storage-keys';
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
 * Start order (spec section 4): the version check finishes before the first render; then
 * sign-ups queued on an earlier visit are sent again, in the background, and again whenever
 * the browser comes back online.
 */
export async function startApp(container: HTMLElement | null): Promise<void> {
  if (!container) throw new Error('Stride: #root is missing from index.html');
  await runVersionCheck();
  createRoot(container).render(createElement(App));
  flushQueuedSignUps();
  window.addEventListener('online', flushQueuedSignUps);
}
