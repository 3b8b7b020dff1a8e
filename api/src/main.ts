import { ConfigError, loadConfig } from './config.js';
import {
  startAzureMonitor,
  withTelemetry,
  type RunningTelemetry,
} from './telemetry/azure-monitor.js';

/**
 * The local API process (`npm start`, `npm run dev`): validates the settings, starts telemetry
 * when Application Insights is configured, then loads the app: the distro asks to start before
 * the libraries it observes are imported (functions/azure-handler.ts does the same in Azure).
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Stride API cannot start. ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  let telemetry: RunningTelemetry | undefined;
  if (config.appInsightsConnectionString) {
    telemetry = await startAzureMonitor(config.appInsightsConnectionString);
    if (telemetry) {
      console.log('Telemetry: sending requests, dependencies and logs to Application Insights');
    }
  }
  const [{ startServer }, { createStorage }, { systemClock }, { demoAccount, seedDemoAccount }] =
    await Promise.all([
      import('./server.js'),
      import('./data/storage.js'),
      import('./clock.js'),
      import('./seed/demo-account.js'),
    ]);
  const deps = {
    ...withTelemetry(config, telemetry),
    storage: createStorage(config.storageConnectionString),
    clock: systemClock,
  };
  try {
    const server = await startServer(deps, config.port);
    console.log(`Stride API listening on ${server.url}/api`);
    // A host or container stops the API with SIGTERM: stop accepting, answer what is in
    // flight, flush telemetry, exit 0; a hard bound makes sure the process always ends.
    let stopping = false;
    const stop = () => {
      if (stopping) return;
      stopping = true;
      setTimeout(() => process.exit(0), 12_000).unref();
      void server
        .close(10_000)
        .then(() => telemetry?.shutdown())
        .catch(() => undefined)
        .then(() => process.exit(0));
    };
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);
    if (config.reminderJobSeconds > 0) {
      // Locally the reminder job runs in this process (in Azure: the jobs app's timer).
      const { startReminderInterval } = await import('./jobs/reminder-job.js');
      startReminderInterval(deps, config.reminderJobSeconds);
      console.log(`Reminder job: every ${config.reminderJobSeconds} s`);
    }
    if (config.seedDemo) {
      await seedDemoAccount(deps);
      console.log(`Demo account ready: ${demoAccount.email} / ${demoAccount.password}`);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(
        `Stride API cannot start: port ${config.port} is already in use. ` +
          'Stop the other process (or set PORT) and try again.',
      );
      process.exit(1);
    }
    throw error;
  }
}

await main();
