import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.js';
import { consoleLogger } from '../logger.js';
import { startAzureMonitor, withTelemetry } from './azure-monitor.js';

const connection =
  'InstrumentationKey=11111111-2222-4333-8444-555555555555;IngestionEndpoint=https://127.0.0.1:9/';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('startAzureMonitor', () => {
  it('serves without telemetry, saying why, when the distro cannot load', async () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});
    const running = await startAzureMonitor(connection, () =>
      Promise.reject(new Error('Cannot find package')),
    );
    expect(running).toBeUndefined();
    expect(said).toHaveBeenCalledWith(
      'Telemetry: could not start (Cannot find package); serving without it',
    );
  });

  it('serves without telemetry, and stops what started, when the distro refuses its options', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let stopped = false;
    const running = await startAzureMonitor(connection, () =>
      Promise.resolve({
        useAzureMonitor: () => {
          throw new Error('Invalid instrumentation key');
        },
        shutdownAzureMonitor: () => {
          stopped = true;
          return Promise.reject(new Error('nothing to stop'));
        },
      }),
    );
    expect(running).toBeUndefined();
    expect(stopped).toBe(true);
  });

  it('passes the connection string, keeps every request, and leaves Live Metrics and http off', async () => {
    let options: Record<string, unknown> | undefined;
    const running = await startAzureMonitor(connection, () =>
      Promise.resolve({
        useAzureMonitor: (o) => {
          options = o as Record<string, unknown>;
        },
        shutdownAzureMonitor: () => Promise.reject(new Error('ingestion unreachable')),
      }),
    );
    expect(options).toMatchObject({
      azureMonitorExporterOptions: { connectionString: connection },
      samplingRatio: 1,
      tracesPerSecond: 0,
      enableLiveMetrics: false,
      instrumentationOptions: { http: { enabled: false } },
    });
    expect(process.env['APPLICATION_INSIGHTS_NO_STATSBEAT']).toBe('true');
    // A failed last batch is reported, never thrown.
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(running!.shutdown()).resolves.toBeUndefined();
    expect(said).toHaveBeenCalledWith(
      'Telemetry: the last batch could not be sent (ingestion unreachable)',
    );
  });

  it('gives the app log records and no request lines while telemetry runs, unless asked', async () => {
    const running = { shutdown: () => Promise.resolve() };
    const off = withTelemetry(loadConfig({}), undefined);
    expect(off.config.logRequests).toBe(true);
    expect(off.log).toBe(consoleLogger);
    const on = withTelemetry(loadConfig({}), running);
    expect(on.config.logRequests).toBe(false);
    expect(on.log).not.toBe(consoleLogger);
    expect(
      withTelemetry(loadConfig({ STRIDE_LOG_REQUESTS: 'true' }), running).config.logRequests,
    ).toBe(true);
  });
});
