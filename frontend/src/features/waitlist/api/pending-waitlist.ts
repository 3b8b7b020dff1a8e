import { z } from '@stride/api/contracts/zod';
import type { WaitlistRequest } from '@stride/api/contracts/waitlist';
import { ApiError } from '../../../lib/api-error';
import { readStorage, removeStorage, storageKeys, writeStorage } from '../../../lib/storage-keys';

/**
 * Sign-ups that could not reach the server (offline, or the API answered 5xx). They are kept
 * in localStorage as the spec's fallback record and sent again on the next start, so no
 * sign-up is lost.
 */
export const pendingWaitlistEntrySchema = z.object({
  name: z.string(),
  email: z.string(),
  /** When the visitor signed up, ISO 8601. */
  timestamp: z.string(),
  /** Date.now() at sign-up, as a string. */
  id: z.string(),
});

export type PendingWaitlistEntry = z.infer<typeof pendingWaitlistEntrySchema>;

export function readPendingWaitlist(): PendingWaitlistEntry[] {
  const raw = readStorage(storageKeys.waitlist);
  if (!raw) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item) => {
    const parsed = pendingWaitlistEntrySchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

function writePendingWaitlist(entries: PendingWaitlistEntry[]): void {
  if (entries.length === 0) removeStorage(storageKeys.waitlist);
  else writeStorage(storageKeys.waitlist, JSON.stringify(entries));
}

/** Queues a sign-up; a newer sign-up with the same email replaces the older one. */
export function addPendingWaitlistEntry(
  request: WaitlistRequest,
  now: Date = new Date(),
): PendingWaitlistEntry {
  const entry: PendingWaitlistEntry = {
    name: request.name,
    email: request.email,
    timestamp: now.toISOString(),
    id: String(now.getTime()),
  };
  const sameEmail = (other: PendingWaitlistEntry) =>
    other.email.toLowerCase() === entry.email.toLowerCase();
  writePendingWaitlist([...readPendingWaitlist().filter((other) => !sameEmail(other)), entry]);
  return entry;
}

export function removePendingWaitlistEntry(id: string): void {
  writePendingWaitlist(readPendingWaitlist().filter((entry) => entry.id !== id));
}

/**
 * Whether a failed send should stay queued. The server accepted it (2xx) or refused it as
 * invalid (400: sending again cannot help) → drop. Unreachable, rate limited (429), failing
 * (5xx) or anything unexpected → keep for the next start.
 */
export function shouldKeepAfterFailure(error: unknown): boolean {
  return !(error instanceof ApiError && error.kind === 'http' && error.status === 400);
}
