import { Suspense, lazy, useSyncExternalStore } from 'react';
import { subscribeToasterWanted, toasterWanted } from './toaster-gate';

const AppToaster = lazy(() => import('./app-toaster-surface'));

/** The shell's place for the toaster: empty until the first toast is asked for. */
export function AppToasterHost() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, toasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
