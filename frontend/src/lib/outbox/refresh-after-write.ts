import { onlineManager } from '@tanstack/react-query';
import { isKeptOnDevice } from './outbox-item';

/**
 * What a create's `onSuccess` returns after refreshing the lists it changed. Online and saved,
 * the refresh is awaited, so the dialog closes on lists that already show the new thing. Kept
 * on the device (or with the browser offline) it is started but not awaited: a refetch without
 * a connection pauses until the connection returns (a query already in flight pauses in its
 * retry), and the dialog waiting on it would say "Saving…" until then, with nothing left to save.
 */
export function refreshAfterWrite(
  saved: { id: string },
  refresh: () => Promise<unknown>,
): Promise<unknown> | undefined {
  const promise = refresh();
  if (isKeptOnDevice(saved) || !onlineManager.isOnline()) {
    promise.catch(() => undefined);
    return undefined;
  }
  return promise;
}
