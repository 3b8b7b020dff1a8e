import { Suspense, lazy } from 'react';
import type { OutboxItem, OutboxKind } from '../lib/outbox/outbox-item';
import { useOutboxItems } from '../lib/outbox/use-outbox';

// The card's code loads once something is waiting (issue 15): most visits show nothing here.
const OutboxPendingList = lazy(() =>
  import('./outbox-pending-list').then((m) => ({ default: m.OutboxPendingList })),
);

export const outboxText = {
  title: 'Saved on this device',
  intro: 'These have not reached Stride yet.',
  introWaiting: 'They are sent by themselves when you are back online.',
  introRefused: 'Stride did not accept the ones marked below: edit or discard them.',
  waiting: 'Waiting to send',
  refused: 'Not accepted',
  edit: 'Edit',
  discard: 'Discard',
  discardLabel: (what: string) => `Discard ${what}`,
  editLabel: (what: string) => `Edit ${what}`,
  keptToast: 'Saved on this device: waiting to send',
} as const;

export interface OutboxPendingCardProps {
  kinds: readonly OutboxKind[];
  /** Opens the item's form with its values; the item is dropped once the form has saved it. */
  onEdit?: Partial<Record<OutboxKind, (item: OutboxItem) => void>> | undefined;
  className?: string;
}

/**
 * The creates kept on this device (offline logging, issue 20) where their kind shows: each
 * marked 'Waiting to send', or, when the server refused it, its reason with Edit (when the
 * page can open the form) and Discard. Nothing shows when there is nothing waiting.
 */
export function OutboxPendingCard({ kinds, ...props }: OutboxPendingCardProps) {
  const items = useOutboxItems(kinds);
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <OutboxPendingList items={items} {...props} />
    </Suspense>
  );
}
