import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { startOutbox } from '../lib/outbox/outbox';
import { useSession } from '../lib/session/session-context';

/**
 * Runs the outbox (offline logging) for the signed-in account: sends what waits on this device
 * now and whenever the connection returns; what arrived refreshes every query (the lists,
 * the dashboard's XP and tasks, the prescription's next date).
 */
export function OutboxSync() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const account = user?.id ?? null;
  useEffect(() => {
    if (!account) return;
    return startOutbox(account, () => void queryClient.invalidateQueries());
  }, [account, queryClient]);
  return null;
}
