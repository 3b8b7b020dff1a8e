/**
 * Builds what the reminder job needs and runs it once: used by the timer (timers.ts, in the
 * scheduled-jobs Functions app) and, locally, on an interval by the API process (main.ts).
 */
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Storage } from '../data/storage.js';
import type { Logger } from '../logger.js';
import { createPushClient } from '../services/push-client.js';
import { sendDueReminders, type ReminderJobResult } from '../services/send-reminders.js';

export async function runReminderJob(deps: {
  config: Config;
  storage: Storage;
  clock: Clock;
  log: Logger;
}): Promise<ReminderJobResult | undefined> {
  const push = createPushClient(deps.config);
  if (!push) {
    deps.log.info('reminder job skipped: VAPID keys are not configured');
    return undefined;
  }
  return sendDueReminders({ ...deps, push });
}

/** Locally: the same job every `seconds`, one run at a time; returns a stop function. */
export function startReminderInterval(
  deps: Parameters<typeof runReminderJob>[0],
  seconds: number,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runReminderJob(deps)
      .catch((error: unknown) => deps.log.error('reminder job failed', error))
      .finally(() => (running = false));
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
