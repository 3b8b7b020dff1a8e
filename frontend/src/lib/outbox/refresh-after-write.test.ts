import { QueryClient, QueryObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { refreshAfterWrite } from './refresh-after-write';

const settlesWithin = (promise: Promise<unknown> | undefined, ms: number) =>
  Promise.race([
    Promise.resolve(promise).then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

/**
 * The journal list is loading (no data yet) when the connection drops; its request fails and
 * the retry pauses until the connection returns. A refresh started now waits on that pause.
 */
function clientWithAQueryPausingOffline() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: 2, retryDelay: 0 } },
  });
  const observer = new QueryObserver(client, {
    queryKey: ['journal'],
    queryFn: () =>
      new Promise((_, reject) => setTimeout(() => reject(new TypeError('Failed to fetch')), 20)),
  });
  const unsubscribe = observer.subscribe(() => undefined);
  onlineManager.setOnline(false);
  return { client, unsubscribe };
}

describe('refreshAfterWrite', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('does not hold a save kept on the device (or made offline) open on a refresh that waits for the connection', async () => {
    const { client, unsubscribe } = clientWithAQueryPausingOffline();
    // The hazard: awaited, the refresh is still pending long after the save.
    expect(await settlesWithin(client.invalidateQueries({ queryKey: ['journal'] }), 300)).toBe(
      false,
    );

    const kept = refreshAfterWrite({ id: 'outbox-k1' }, () =>
      client.invalidateQueries({ queryKey: ['journal'] }),
    );
    expect(kept).toBeUndefined();
    const offline = refreshAfterWrite({ id: 'e1' }, () =>
      client.invalidateQueries({ queryKey: ['journal'] }),
    );
    expect(offline).toBeUndefined();
    unsubscribe();
    client.clear();
  });

  it('awaits the refresh of a save the server has, online, so the lists show it when the dialog closes', async () => {
    const client = new QueryClient();
    let fetched = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['journal'],
      queryFn: async () => ++fetched,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await expect.poll(() => fetched).toBe(1);
    const refresh = refreshAfterWrite({ id: 'e1' }, () =>
      client.invalidateQueries({ queryKey: ['journal'] }),
    );
    expect(refresh).toBeInstanceOf(Promise);
    await refresh;
    expect(fetched).toBe(2);
    unsubscribe();
  });
});
