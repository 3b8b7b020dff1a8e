/**
 * The reminder job: for everyone with a subscribed device, plan the next dose's reminders and
 * send the one whose time has come. Each send is recorded first with a conditional insert
 * (data/reminder-repository.ts claimSend), so any number of senders running at once send
 * each reminder exactly once; a device the push service calls gone (404/410) is removed.
 * The Azure timer (functions-jobs/) and the local API process (main.ts) both call this.
 */
import type { Clock } from '../clock.js';
import { createReminderRepository } from '../data/reminder-repository.js';
import type { Storage } from '../data/storage.js';
import type { Logger } from '../logger.js';
import { planReminders, reminderToSend } from '../domain/reminders/plan-reminders.js';
import { reminderText } from '../domain/reminders/reminder-text.js';
import type { PushClient } from './push-client.js';
import { createReminderStateLoader } from './reminder-state.js';

export interface ReminderJobDeps {
  storage: Storage;
  clock: Clock;
  log: Logger;
  push: PushClient;
}

export interface ReminderJobResult {
  people: number;
  sent: number;
  removed: number;
  failed: number;
}

/** People handled at once: a few, so one slow push service does not hold the run. */
const concurrency = 4;

export async function sendDueReminders(deps: ReminderJobDeps): Promise<ReminderJobResult> {
  const reminders = createReminderRepository(deps.storage);
  const loadState = createReminderStateLoader(deps);
  const result: ReminderJobResult = { people: 0, sent: 0, removed: 0, failed: 0 };
  const queue = await reminders.subscribedUserIds();
  result.people = queue.length;

  async function one(userId: string): Promise<void> {
    const now = deps.clock.now();
    const state = await loadState(userId, now);
    if (!state || !state.settings.channels.push || state.subscriptions.length === 0) return;
    const plan = planReminders({
      settings: state.settings,
      timeZone: state.timeZone,
      nextDue: state.nextDue,
      paused: state.paused,
    });
    const due = reminderToSend(plan, now);
    if (!due) return;
    if (!(await reminders.claimSend(userId, due.id, new Date(now).toISOString()))) return;
    const text = reminderText(due, state.settings.showDetails ? state.details : null);
    for (const sub of state.subscriptions) {
      const outcome = await deps.push.send(sub, { ...text, url: '/dashboard' });
      if (outcome === 'ok') result.sent += 1;
      else if (outcome === 'gone') {
        await reminders.unsubscribe(userId, sub.endpoint);
        result.removed += 1;
      } else result.failed += 1;
    }
  }

  const workers = Array.from({ length: concurrency }, async () => {
    for (let userId = queue.shift(); userId !== undefined; userId = queue.shift()) {
      try {
        await one(userId);
      } catch (error) {
        // One person's failure (storage hiccup) must not stop everyone else's reminders.
        result.failed += 1;
        deps.log.error('reminder job: one person failed', error);
      }
    }
  });
  await Promise.all(workers);
  deps.log.info('reminder job done', { ...result });
  return result;
}
