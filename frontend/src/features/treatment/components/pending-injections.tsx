import type { InjectionRequest } from '@stride/api/contracts/treatment';
import { useState } from 'react';
import { OutboxPendingCard } from '../../../components/outbox-pending-card';
import type { OutboxItem } from '../../../lib/outbox/outbox-item';
import { discardOutboxItem } from '../../../lib/outbox/outbox';
import { logInjectionDialog } from './lazy-treatment-dialogs';

const LogInjectionDialog = logInjectionDialog.Dialog;

/**
 * Injections logged without a connection, waiting on this device (offline logging): one the
 * server refused opens in 'Log Injection' with its values, and leaves the outbox once saved.
 * The dialog's code loads only when one is opened.
 */
export function PendingInjections({ className }: { className?: string }) {
  const [editing, setEditing] = useState<OutboxItem | null>(null);
  return (
    <>
      <OutboxPendingCard
        kinds={['injection']}
        className={className}
        onEdit={{ injection: setEditing }}
      />
      {editing ? (
        <LogInjectionDialog
          open
          onOpenChange={(open) => (open ? undefined : setEditing(null))}
          draft={editing.body as InjectionRequest}
          onSaved={() => void discardOutboxItem(editing.key)}
        />
      ) : null}
    </>
  );
}
