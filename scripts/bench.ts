import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crisisScreenCost } from './bench/crisis.js';
import { journalLatency } from './bench/journal.js';
import { historyLatency } from './bench/history.js';
import { landingBundle } from './bench/landing.js';
import { loadRun } from './bench/load.js';
import { pageWeightBench } from './bench/page-weight.js';
import { telemetryOverhead } from './bench/telemetry.js';
import { startApiProcess, startAzuriteProcess } from './bench/support.js';
import { treatmentLatency } from './bench/treatment.js';
import { waitlistLatency } from './bench/waitlist.js';
import { runStep } from './processes.js';
import { root } from './stack-config.js';
import { weightTable } from '../tests/support/page-weight.js';

/**
 * `npm run bench`: the budgets the issues name, measured in one run.
 * Servers run as their own processes on loopback (Azurite in memory, the built API), so the
 * client's timing loop does not share an event loop with what it measures. Each API figure
 * stands beside the same storage calls made directly against the same Azurite.
 */

const results: Record<string, unknown> = {};

function line(
  label: string,
  r: {
    apiMs: { p50: number; p99: number };
    directStorageMs: { p50: number; p99: number };
    ratioP50: number;
    ratioP99: number;
    roundTripsPerCall: number;
    requests: number;
  },
) {
  console.log(
    `${label} x${r.requests}: p50 ${r.apiMs.p50} ms, p99 ${r.apiMs.p99} ms | ` +
      `direct storage (same ${r.roundTripsPerCall} round trips): p50 ${r.directStorageMs.p50} ms, p99 ${r.directStorageMs.p99} ms | ` +
      `ratio p50 ${r.ratioP50}x, p99 ${r.ratioP99}x (goal ≤ 1.5x)`,
  );
}

async function main(): Promise<void> {
  const pageWeightOnly = process.argv.includes('--page-weight-only');
  if (pageWeightOnly) {
    // Only the front end is measured: the stack runs the API from source.
    if (!process.argv.includes('--no-build')) {
      await runStep('build', 'npm', ['run', 'build', '-w', 'frontend', '--silent'], {
        cwd: root,
        quiet: true,
      });
    }
  } else if (
    !process.argv.includes('--no-build') ||
    !existsSync(join(root, 'api', 'dist', 'main.js'))
  ) {
    console.log('Building…');
    await runStep('build', 'npm', ['run', 'build', '--silent'], { cwd: root, quiet: true });
  }
  results.landingFirstLoad = existsSync(join(root, 'frontend', 'dist', '.vite'))
    ? await landingBundle()
    : { gzipKB: NaN, budgetKB: 150, files: [] };
  const pageWeight = await pageWeightBench({
    lighthouse: !process.argv.includes('--no-lighthouse'),
  });
  results.pageWeight = pageWeight;
  if (pageWeightOnly) {
    console.log(weightTable(pageWeight.weights, pageWeight.lighthouse));
    mkdirSync(join(root, '.stride'), { recursive: true });
    writeFileSync(join(root, '.stride', 'page-weight.json'), JSON.stringify(pageWeight, null, 2));
    return;
  }
  results.crisisScreen = await crisisScreenCost();
  const azurite = await startAzuriteProcess();
  const api = await startApiProcess(azurite.connectionString).catch((error: unknown) => {
    azurite.child.kill(); // no stray emulator when the API cannot start
    throw error;
  });
  try {
    results.waitlistPost = await waitlistLatency(azurite.connectionString, api.url);
    results.treatment = await treatmentLatency(azurite.connectionString, api.url);
    results.history = await historyLatency(azurite.connectionString, api.url);
    results.journal = await journalLatency(azurite.connectionString, api.url);
    results.telemetry = await telemetryOverhead(azurite.connectionString, api.url);
    if (!process.argv.includes('--no-load')) results.load = await loadRun(api.url, api.child);
  } finally {
    api.child.kill();
    azurite.child.kill();
  }
  const out = join(root, '.stride');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'bench.json'), JSON.stringify(results, null, 2));
  const landing = results.landingFirstLoad as Awaited<ReturnType<typeof landingBundle>>;
  const wl = results.waitlistPost as Awaited<ReturnType<typeof waitlistLatency>>;
  console.log('\nStride benchmarks');
  console.log(
    `Landing first-load JS+CSS: ${landing.gzipKB} KB gzip (budget ${landing.budgetKB} KB) over ${landing.files.length} files`,
  );
  console.log(
    'Page weight (cold load, unique JS+CSS, gzip -9) and Lighthouse mobile (median of 3):',
  );
  console.log(weightTable(pageWeight.weights, pageWeight.lighthouse));
  line('POST /api/waitlist', wl);
  const treatment = results.treatment as Awaited<ReturnType<typeof treatmentLatency>>;
  line(`GET /api/prescription (${treatment.injections} injections)`, treatment.prescription);
  line('GET /api/injections (one month)', treatment.month);
  const journal = results.journal as Awaited<ReturnType<typeof journalLatency>>;
  const raw = (r: { rawPartitionReadMs: { p50: number; p99: number } }) =>
    `  raw read of the whole partition (${journal.partitionRows} rows, every column): ` +
    `p50 ${r.rawPartitionReadMs.p50} ms, p99 ${r.rawPartitionReadMs.p99} ms`;
  const of = `of ${journal.entries} entries`;
  line(`GET /api/journal?search= (${journal.searchHits} ${of})`, journal.search);
  console.log(raw(journal.search));
  line(`GET /api/journal?tags= (${journal.tagHits} ${of})`, journal.tags);
  console.log(raw(journal.tags));
  line(`GET /api/journal?limit=20 (first page ${of})`, journal.firstPage);
  line(
    `GET /api/journal?startDate= (last 30 days, ${journal.lastMonth.windowEntries})`,
    journal.lastMonth,
  );
  const history = results.history as Awaited<ReturnType<typeof historyLatency>>;
  const h = history.history;
  console.log(
    `GET /api/dashboard (${h.injections} doses, ${h.checkins} check-ins, ${h.journal} entries) x${history.dashboard.ms.n}: ` +
      `p50 ${history.dashboard.ms.p50} ms, p99 ${history.dashboard.ms.p99} ms | ${history.dashboard.storageCalls} storage calls, ${history.dashboard.rowsRead} rows read`,
  );
  console.log(
    `GET /api/analytics?period=year x${history.analyticsYear.ms.n}: p50 ${history.analyticsYear.ms.p50} ms, ` +
      `p99 ${history.analyticsYear.ms.p99} ms (goal ≤ 50 ms p99) | ${history.analyticsYear.storageCalls} storage calls, ${history.analyticsYear.rowsRead} rows read`,
  );
  const telemetry = results.telemetry as Awaited<ReturnType<typeof telemetryOverhead>>;
  console.log(
    `POST /api/waitlist with Application Insights on x${telemetry.requests}: p50 ${telemetry.onMs.p50} ms, p99 ${telemetry.onMs.p99} ms | ` +
      `off: p50 ${telemetry.offMs.p50} ms, p99 ${telemetry.offMs.p99} ms | ratio p50 ${telemetry.ratioP50}x, p99 ${telemetry.ratioP99}x`,
  );
  for (const r of (results.load ?? []) as Awaited<ReturnType<typeof loadRun>>) {
    console.log(
      `Load ${r.route}, ${r.connections} connections for ${r.seconds} s: ${r.perSecond} req/s, ` +
        `p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.errors} errors of ${r.requests} | API memory ${r.rssMbBefore} → ${r.rssMbAfter} MB`,
    );
  }
  const crisis = results.crisisScreen as Awaited<ReturnType<typeof crisisScreenCost>>;
  console.log(
    `Crisis screen x${crisis.messages} messages: p50 ${crisis.perMessageMs.p50} ms, p99 ${crisis.perMessageMs.p99} ms (goal < 2 ms) | ` +
      `model file ${crisis.modelFileKB} KB | cold load and first score p50 ${crisis.coldLoadMs.p50} ms (goal ≤ 50 ms) | ` +
      `whole screen cold p50 ${crisis.coldScreenMs.p50} ms`,
  );
  console.log(`Full figures: .stride/bench.json`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
