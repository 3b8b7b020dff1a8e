import { useMemo, useSyncExternalStore } from 'react';
import type { OutboxItem, OutboxKind } from './outbox-item';
import { outboxSnapshot, subscribeOutbox } from './outbox';

const none: readonly OutboxItem[] = [];

/** The signed-in account's items kept on this device (of the given kinds), oldest first. */
export function useOutboxItems(kinds?: readonly OutboxKind[]): readonly OutboxItem[] {
  const all = useSyncExternalStore(subscribeOutbox, outboxSnapshot, () => none);
  const wanted = kinds?.join(',');
  return useMemo(
    () =>
      wanted === undefined ? all : all.filter((item) => wanted.split(',').includes(item.kind)),
    [all, wanted],
  );
}
