import { useSession } from '../../../lib/session/session-context';

/** The person's IANA zone (from their account); the device's zone only before it is known. */
export function useTimeZone(): string {
  const { user } = useSession();
  return user?.timezone || Intl.DateTimeFormat().resolvedOptions().timeZone;
}
