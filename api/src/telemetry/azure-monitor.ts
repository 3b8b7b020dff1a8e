import { useInstrumenter } from '@azure/core-tracing';
import { createAzureSdkInstrumentation } from '@azure/opentelemetry-instrumentation-azure-sdk';
import type { shutdownAzureMonitor, useAzureMonitor } from '@azure/monitor-opentelemetry';
import type { Config } from '../config.js';
import { consoleLogger, type Logger } from '../logger.js';
import { RedactingSpanProcessor } from './redacting-span-processor.js';
import { telemetryLogger } from './telemetry-logger.js';

export interface RunningTelemetry {
  /** Sends what is buffered and stops the exporters. */
  shutdown(): Promise<void>;
}

/**
 * What the app takes from whether telemetry runs, for both entry points (main.ts, Azure): log
 * records instead of console lines, and no request lines unless STRIDE_LOG_REQUESTS asks for them
 * (the request spans carry the requests).
 */
export function withTelemetry(
  config: Config,
  telemetry: RunningTelemetry | undefined,
): { config: Config; log: Logger } {
  return {
    config: { ...config, logRequests: config.logRequests ?? !telemetry },
    log: telemetry ? telemetryLogger() : consoleLogger,
  };
}

/** The Application Insights "cloud role" of the API. */
export const serviceName = 'stride-api';

/**
 * Starts the Azure Monitor OpenTelemetry distro: request spans (middleware/request-telemetry.ts),
 * Azure SDK calls as dependencies, and log records (telemetry-logger.ts), exported to the
 * Application Insights of the connection string. Loaded only when a connection string is set, so
 * local runs and tests without one neither load nor start any of it.
 *
 * What is kept out: the http instrumentation (it would record every outgoing URL a second time,
 * beside the Azure SDK's own spans) and the database and logging-library instrumentations the API
 * does not use; URL attributes and span names are redacted (RedactingSpanProcessor).
 */
export async function startAzureMonitor(
  connectionString: string,
  loadDistro: () => Promise<Distro> = () => import('@azure/monitor-opentelemetry'),
): Promise<RunningTelemetry | undefined> {
  // Read by the SDK: the role name, and no SDK-health reports to Microsoft's own endpoints
  // (only the app's own Application Insights gets anything). An explicit setting wins.
  process.env['OTEL_SERVICE_NAME'] ??= serviceName;
  for (const name of [
    'APPLICATION_INSIGHTS_NO_STATSBEAT', // what this exporter version reads for all of it
    'APPLICATIONINSIGHTS_STATSBEAT_DISABLED',
    'APPLICATIONINSIGHTS_SDKSTATS_DISABLED',
  ]) {
    process.env[name] ??= 'true';
  }
  let distro: Distro | undefined;
  try {
    distro = await loadDistro();
    return startDistro(connectionString, distro);
  } catch (error) {
    // Telemetry must never take the API down with it, nor half run: whatever started is stopped.
    await distro?.shutdownAzureMonitor().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`Telemetry: could not start (${reason}); serving without it`);
    return undefined;
  }
}

interface Distro {
  useAzureMonitor: typeof useAzureMonitor;
  shutdownAzureMonitor: typeof shutdownAzureMonitor;
}

function startDistro(
  connectionString: string,
  { useAzureMonitor, shutdownAzureMonitor }: Distro,
): RunningTelemetry {
  const off = { enabled: false };
  useAzureMonitor({
    azureMonitorExporterOptions: { connectionString },
    // Every request is kept (the distro's default keeps 5 a second): a person's failed dose log
    // must be findable. OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG override this.
    samplingRatio: 1,
    tracesPerSecond: 0,
    // Live Metrics streams telemetry to a second endpoint as it happens: not needed, left off.
    enableLiveMetrics: false,
    instrumentationOptions: {
      azureSdk: off, // installed below instead
      http: off,
      mongoDb: off,
      mySql: off,
      postgreSql: off,
      redis: off,
      redis4: off,
      bunyan: off,
      winston: off,
    },
    spanProcessors: [new RedactingSpanProcessor()],
  });
  traceAzureSdk();
  return {
    // An unreachable ingestion endpoint must not turn a clean stop into a crash.
    shutdown: () =>
      shutdownAzureMonitor().catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        console.error(`Telemetry: the last batch could not be sent (${reason})`);
      }),
  };
}

/**
 * The Azure SDK instrumentation hooks `require('@azure/core-tracing')`, which never happens for
 * the API: it is ES modules throughout, and core-tracing may already be loaded. Its module
 * definition is therefore applied to core-tracing directly; it installs the OpenTelemetry
 * instrumenter in the state core-tracing shares between its ESM and CommonJS builds, so every
 * Table and Blob client call becomes a dependency span.
 */
function traceAzureSdk(): void {
  const instrumentation = createAzureSdkInstrumentation({ enabled: false }) as unknown as {
    init(): { patch?: (moduleExports: { useInstrumenter: typeof useInstrumenter }) => unknown };
  };
  const definition = instrumentation.init();
  if (!definition.patch) throw new Error('The Azure SDK instrumentation has no module patch');
  definition.patch({ useInstrumenter });
}
