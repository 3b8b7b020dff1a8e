import { useSession } from '../../../lib/session/session-context';

/** The signed-in person's IANA zone (the browser's while the session has none). */
export function useTimeZone(): string | undefined {
  const { user } = useSession();
  return user?.timezone || undefined;
}
