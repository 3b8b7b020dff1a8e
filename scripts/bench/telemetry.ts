import { join } from 'node:path';
import { startFakeAppInsights } from '../../tests/support/fake-app-insights.js';
import { root } from '../stack-config.js';
import { startApiProcess, summary } from './support.js';
import { joinWaitlist } from './waitlist.js';

/**
 * What Application Insights costs a request: the same POST /api/waitlist against two API
 * processes on the same Azurite, one without telemetry and one sending it (to a fake ingestion
 * endpoint on loopback), interleaved so both see the same load.
 */
export async function telemetryOverhead(connectionString: string, offUrl: string, n = 500) {
  const ingest = await startFakeAppInsights();
  const on = await startApiProcess(connectionString, {
    preload: join(root, 'tests', 'support', 'loopback-only.mjs'),
    env: {
      APPLICATIONINSIGHTS_CONNECTION_STRING: ingest.connectionString,
      NODE_EXTRA_CA_CERTS: ingest.caFile,
    },
  });
  try {
    const run = Date.now();
    const post = (url: string, i: number) => joinWaitlist(url, `telemetry-${run}`, i);
    for (let i = 0; i < 30; i++) {
      await post(on.url, 200_000 + i);
      await post(offUrl, 300_000 + i);
    }
    const withTelemetry: number[] = [];
    const without: number[] = [];
    for (let i = 0; i < n; i++) {
      let t = performance.now();
      await post(on.url, 400_000 + i);
      withTelemetry.push(performance.now() - t);
      t = performance.now();
      await post(offUrl, 500_000 + i);
      without.push(performance.now() - t);
    }
    const a = summary(withTelemetry);
    const b = summary(without);
    return {
      requests: n,
      onMs: a,
      offMs: b,
      ratioP50: Number((a.p50 / b.p50).toFixed(2)),
      ratioP99: Number((a.p99 / b.p99).toFixed(2)),
    };
  } finally {
    on.child.kill();
    await ingest.stop();
  }
}
