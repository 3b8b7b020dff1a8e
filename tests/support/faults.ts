import { RestError, type TableClient } from '@azure/data-tables';
import type { Storage } from '../../api/src/data/storage.js';

/**
 * Storage whose writes start failing (as a storage outage would: 503) after a number of
 * successful ones, while `armed`. Reads keep working.
 */
export function faultyStorage(inner: Storage) {
  const state = { armed: false, writesLeft: 0 };
  const writes = new Set([
    'submitTransaction',
    'deleteEntity',
    'createEntity',
    'updateEntity',
    'upsertEntity',
  ]);
  const wrap = (client: TableClient): TableClient =>
    new Proxy(client, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (state.armed && writes.has(String(prop))) {
            if (state.writesLeft <= 0)
              throw new RestError('Injected storage fault', { statusCode: 503 });
            state.writesLeft--;
          }
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  const storage: Storage = {
    table: async (name) => wrap(await inner.table(name)),
    blobs: inner.blobs,
  };
  return {
    storage,
    failAfter(writes: number) {
      state.armed = true;
      state.writesLeft = writes;
    },
    heal() {
      state.armed = false;
    },
  };
}
