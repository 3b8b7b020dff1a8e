import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onUpdateChange, updateWaiting } from '../lib/service-worker';

const UpdatePrompt = lazy(() => import('./update-prompt'));

/** Shows the "new version" bar (its code loads only then) while a new worker is waiting. */
export function UpdatePromptHost() {
  const waiting = useSyncExternalStore(onUpdateChange, updateWaiting, () => false);
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
