import type { TableClient } from '@azure/data-tables';
import type { Storage } from '../../api/src/data/storage.js';

/** Storage that counts the table calls made through it, by method and table. */
export function countingStorage(inner: Storage) {
  const calls: string[] = [];
  const wrap = (name: string, client: TableClient): TableClient =>
    new Proxy(client, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as unknown;
        if (typeof value !== 'function' || prop === 'constructor') return value;
        return (...args: unknown[]) => {
          calls.push(`${String(prop)} ${name}`);
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  const storage: Storage = {
    table: async (name) => wrap(name, await inner.table(name)),
    blobs: inner.blobs,
  };
  return {
    storage,
    reset: () => void (calls.length = 0),
    calls: () => [...calls],
  };
}
