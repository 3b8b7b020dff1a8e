import type { WaitlistRequest } from '@stride/api/contracts/waitlist';
import { ApiError } from '../../../lib/api-error';
import { joinWaitlist } from './join-waitlist';
import {
  readPendingWaitlist,
  removePendingWaitlistEntry,
  shouldKeepAfterFailure,
} from './pending-waitlist';

export interface FlushResult {
  sent: number;
  dropped: number;
  kept: number;
}

let flushing: Promise<FlushResult> | undefined;

/**
 * Sends every queued sign-up once, oldest first. Stops early when the server cannot be reached
 * (the rest would fail the same way). Safe to call often: concurrent calls share one run.
 */
export function flushPendingWaitlist(
  send: (request: WaitlistRequest) => Promise<unknown> = joinWaitlist,
): Promise<FlushResult> {
  flushing ??= runFlush(send).finally(() => {
    flushing = undefined;
  });
  return flushing;
}

async function runFlush(
  send: (request: WaitlistRequest) => Promise<unknown>,
): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, dropped: 0, kept: 0 };
  const queue = readPendingWaitlist();
  for (const [index, entry] of queue.entries()) {
    try {
      await send({ name: entry.name, email: entry.email });
      removePendingWaitlistEntry(entry.id);
      result.sent++;
    } catch (error) {
      if (!shouldKeepAfterFailure(error)) {
        removePendingWaitlistEntry(entry.id);
        result.dropped++;
        continue;
      }
      result.kept++;
      if (error instanceof ApiError && error.isNetworkError) {
        result.kept += queue.length - index - 1;
        break;
      }
    }
  }
  return result;
}
