/**
 * The scheduled-jobs Functions app's only entry (package main `dist/jobs/*.js`): timer
 * triggers, never HTTP (Static Web Apps managed functions cannot run timers, so these live in
 * a second, small Flex Consumption app with a managed identity; see infra/modules/jobs-app.bicep).
 */
import { app } from '@azure/functions';
import { systemClock } from '../clock.js';
import { loadConfig } from '../config.js';
import { managedIdentityCredential } from '../data/managed-identity.js';
import { createStorage, type Storage } from '../data/storage.js';
import { consoleLogger } from '../logger.js';
import { runReminderJob } from './reminder-job.js';

/** Every five minutes: a reminder goes out at most five minutes after its time. */
export const reminderSchedule = '0 */5 * * * *';

let deps: Parameters<typeof runReminderJob>[0] | undefined;

/** Built on the first run, once per worker (tables are created once per process). */
function jobDeps(): Parameters<typeof runReminderJob>[0] {
  if (!deps) {
    const config = loadConfig(process.env, { jobs: true });
    const storage: Storage = config.storageAccount
      ? createStorage('', {
          accountName: config.storageAccount,
          credential: managedIdentityCredential(),
        })
      : createStorage(config.storageConnectionString);
    deps = { config, storage, clock: systemClock, log: consoleLogger };
  }
  return deps;
}

app.timer('send-reminders', {
  schedule: reminderSchedule,
  runOnStartup: false,
  useMonitor: true,
  handler: async () => {
    await runReminderJob(jobDeps());
  },
});
