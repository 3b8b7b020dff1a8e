import type { z } from 'zod/mini';
import { apiRequest } from '../api-client';
import { ApiError } from '../api-error';
import { outboxPaths, type OutboxItem, type OutboxKind } from './outbox-item';
import * as store from './outbox-store';

/*
 * Offline logging (issue 20). A create of an injection, check-in or journal entry is written
 * to the device first (IndexedDB) with a fresh Idempotency-Key, then sent. Sent and answered:
 * removed. The server out of reach (no connection, 5xx): kept and sent again when the
 * connection returns (`online`), when the signed-in app starts, and on a timer that backs off.
 * Refused (4xx): kept with the server's words until the person edits or discards it. The key
 * goes with every attempt, so an answer lost on the way never makes a second row. Items carry
 * the account that wrote them; only that account's items are read, shown or sent.
 */

let account: string | null = null;
let items: readonly OutboxItem[] = [];
const listeners = new Set<() => void>();
/** Keys with a request on the way (the first attempt, or a flush): never sent twice at once. */
const sending = new Set<string>();
let onSent: ((kinds: ReadonlySet<OutboxKind>) => void) | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let failedRounds = 0;
let flushing: Promise<void> | null = null;
let channel: BroadcastChannel | null = null;

const baseRetryMs = 5_000;
const maxRetryMs = 5 * 60_000;

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in account's items on this device, oldest first. */
export function outboxSnapshot(): readonly OutboxItem[] {
  return items;
}

function publish(next: readonly OutboxItem[]): void {
  items = next;
  listeners.forEach((listener) => listener());
}

async function reload(): Promise<void> {
  const owner = account;
  if (!owner) return publish([]);
  try {
    const rows = await store.accountItems(owner);
    if (account === owner) publish(rows);
  } catch {
    // IndexedDB unreadable: keep what is shown.
  }
}

/** Another tab of this app changed the outbox: read it again. */
function changed(): void {
  void reload();
  channel?.postMessage('changed');
}

/** What a failed attempt means for the item. */
function verdict(error: unknown): 'retry' | 'refused' | 'signed-out' {
  if (!(error instanceof ApiError)) return 'retry';
  if (error.status === 401) return 'signed-out';
  if (error.isServerUnavailable || error.status === 408 || error.status === 429) return 'retry';
  // The same key still being processed (another tab, or an answer that was lost): try later.
  if (error.status === 409 && error.code === 'conflict') return 'retry';
  return 'refused';
}

function refusal(error: unknown): NonNullable<OutboxItem['error']> {
  const apiError = error instanceof ApiError ? error : null;
  return {
    message: apiError?.message || 'The server did not accept it.',
    fields: { ...apiError?.fields },
  };
}

function post<Schema extends z.ZodMiniType>(
  kind: OutboxKind,
  key: string,
  body: unknown,
  schema: Schema,
): Promise<z.infer<Schema>> {
  return apiRequest(outboxPaths[kind], {
    method: 'POST',
    body,
    schema,
    headers: { 'Idempotency-Key': key },
  });
}

export type OutboxResult<T> = { saved: T } | { kept: OutboxItem };

/**
 * Creates through the outbox: answers `{saved}` with the server's reply, or `{kept}` when it
 * could not reach the server and the item waits on the device. A 4xx is thrown as before (the
 * form is still open to show it), and the item is not kept.
 */
export async function createThroughOutbox<Schema extends z.ZodMiniType>(
  kind: OutboxKind,
  body: Record<string, unknown>,
  schema: Schema,
): Promise<OutboxResult<z.infer<Schema>>> {
  const key = crypto.randomUUID();
  const owner = account;
  const item: OutboxItem = {
    key,
    account: owner ?? '',
    kind,
    body,
    createdAt: new Date().toISOString(),
    attempts: 0,
    state: 'waiting',
  };
  let stored = false;
  if (owner && store.outboxStorageAvailable()) {
    try {
      await store.putItem(item);
      stored = true;
    } catch {
      // No IndexedDB (a private window may refuse it): send it as an ordinary request.
    }
  }
  if (!stored) return { saved: await post(kind, key, body, schema) };

  sending.add(key);
  try {
    const saved = await post(kind, key, body, schema);
    await store.deleteItem(key).catch(() => undefined);
    return { saved };
  } catch (error) {
    const outcome = verdict(error);
    if (outcome === 'refused') {
      await store.deleteItem(key).catch(() => undefined);
      throw error;
    }
    const kept = { ...item, attempts: 1 };
    await store.putItem(kept).catch(() => undefined);
    if (outcome === 'retry') scheduleRetry();
    return { kept };
  } finally {
    sending.delete(key);
    changed();
  }
}

/** Sends every waiting item of the signed-in account, oldest first. */
export function flushOutbox(): Promise<void> {
  flushing ??= sendWaiting().finally(() => {
    flushing = null;
  });
  return flushing;
}

async function sendWaiting(): Promise<void> {
  const owner = account;
  if (!owner) return;
  clearTimeout(retryTimer);
  let rows: OutboxItem[];
  try {
    rows = await store.accountItems(owner);
  } catch {
    return;
  }
  const sent = new Set<OutboxKind>();
  let again = false;
  for (const item of rows) {
    if (account !== owner) return;
    if (item.state !== 'waiting' || sending.has(item.key)) continue;
    sending.add(item.key);
    try {
      await apiRequest(outboxPaths[item.kind], {
        method: 'POST',
        body: item.body,
        headers: { 'Idempotency-Key': item.key },
      });
      await store.deleteItem(item.key);
      sent.add(item.kind);
    } catch (error) {
      const outcome = verdict(error);
      if (outcome === 'signed-out') break;
      const next: OutboxItem =
        outcome === 'refused'
          ? { ...item, attempts: item.attempts + 1, state: 'refused', error: refusal(error) }
          : { ...item, attempts: item.attempts + 1 };
      await store.putItem(next).catch(() => undefined);
      if (outcome === 'retry') {
        again = true;
        // No connection: the rest would fail the same way.
        if (error instanceof ApiError && error.isNetworkError) break;
      }
    } finally {
      sending.delete(item.key);
    }
  }
  changed();
  if (sent.size > 0) onSent?.(sent);
  failedRounds = again ? failedRounds + 1 : 0;
  if (again) scheduleRetry();
}

function scheduleRetry(): void {
  if (!account) return;
  clearTimeout(retryTimer);
  const delay = Math.min(maxRetryMs, baseRetryMs * 2 ** failedRounds);
  // A little jitter, so two tabs (or many devices after an outage) do not retry in step.
  retryTimer = setTimeout(() => void flushOutbox(), delay * (0.8 + Math.random() * 0.4));
}

/** Discards one item (the person chose to). */
export async function discardOutboxItem(key: string): Promise<void> {
  await store.deleteItem(key);
  changed();
}

/** Discards every item of the signed-in account (sign-out, after asking). */
export async function discardAccountOutbox(): Promise<void> {
  if (!account) return;
  await store.deleteAccountItems(account);
  changed();
}

/**
 * Starts the outbox for the signed-in account: shows and sends only its items, sends at once
 * and whenever the connection returns. `sent` hears which kinds reached the server (to
 * refresh what shows them). Answers the stop function (sign-out, another account).
 */
export function startOutbox(
  owner: string,
  sent: (kinds: ReadonlySet<OutboxKind>) => void,
): () => void {
  if (!store.outboxStorageAvailable()) return () => undefined;
  account = owner;
  onSent = sent;
  failedRounds = 0;
  const online = () => {
    failedRounds = 0;
    void flushOutbox();
  };
  const visible = () => {
    if (document.visibilityState === 'visible' && items.some((i) => i.state === 'waiting'))
      void flushOutbox();
  };
  window.addEventListener('online', online);
  document.addEventListener('visibilitychange', visible);
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel('stride-outbox');
    channel.onmessage = () => void reload();
  }
  void reload().then(flushOutbox);
  return () => {
    window.removeEventListener('online', online);
    document.removeEventListener('visibilitychange', visible);
    channel?.close();
    channel = null;
    clearTimeout(retryTimer);
    if (account === owner) {
      account = null;
      onSent = null;
      publish([]);
    }
  };
}
