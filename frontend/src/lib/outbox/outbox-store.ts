/**
 * The outbox's storage: one IndexedDB object store, raw API (a few lines; no dependency). Each
 * row is one create that has not reached the server yet, keyed by its Idempotency-Key and
 * tagged with the account that wrote it. Every call opens, works and closes, so a version
 * change in another tab never blocks on a connection held here.
 */
import type { OutboxItem } from './outbox-item';

const databaseName = 'stride-outbox';
const storeName = 'items';

export function outboxStorageAvailable(): boolean {
  return typeof indexedDB !== 'undefined';
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(databaseName, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(storeName, { keyPath: 'key' });
      store.createIndex('account', 'account');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    request.onblocked = () => reject(new Error('IndexedDB open blocked'));
  });
}

async function run<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T> | void,
): Promise<T | undefined> {
  const db = await open();
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const transaction = db.transaction(storeName, mode);
      const request = work(transaction.objectStore(storeName));
      transaction.oncomplete = () => resolve(request ? request.result : undefined);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
    });
  } finally {
    db.close();
  }
}

export async function putItem(item: OutboxItem): Promise<void> {
  await run('readwrite', (store) => store.put(item));
}

export async function deleteItem(key: string): Promise<void> {
  await run('readwrite', (store) => store.delete(key));
}

/** One account's items, oldest first (the order they were written in). */
export async function accountItems(account: string): Promise<OutboxItem[]> {
  const rows = (await run<OutboxItem[]>('readonly', (store) =>
    store.index('account').getAll(account),
  )) as OutboxItem[] | undefined;
  return (rows ?? []).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Removes every item an account left on this device. */
export async function deleteAccountItems(account: string): Promise<void> {
  const items = await accountItems(account);
  if (items.length === 0) return;
  await run('readwrite', (store) => {
    for (const item of items) store.delete(item.key);
  });
}
