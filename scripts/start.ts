import { join } from 'node:path';
import { readSwaConfig, startLocalOrigin } from './local-origin.js';
import {
  assertPortsFree,
  handleSignals,
  onShutdown,
  prefixer,
  runService,
  runStep,
  shutdown,
  waitForHttp,
} from './processes.js';
import { demoAccount } from '../api/src/seed/demo-account.js';
import { apiEnvironment, azuriteArgs, bin, dataDir, ports, root } from './stack-config.js';

/**
 * `npm start`: the production build on one origin, as Static Web Apps would serve it.
 * Azurite (data kept in .azurite/) + the API on 7071 + the built front end on 4280.
 */
let demoReady = false;

async function main(): Promise<void> {
  handleSignals();
  const say = prefixer('stride');
  await assertPortsFree({
    web: ports.web,
    api: ports.api,
    'Azurite blob': ports.blob,
    'Azurite queue': ports.queue,
    'Azurite table': ports.table,
  });

  if (process.env.STRIDE_SKIP_BUILD === '1') say('Skipping the build (STRIDE_SKIP_BUILD=1).');
  else {
    say('Building the API and the front end…');
    await runStep('build', 'npm', ['run', 'build', '--silent'], { cwd: root });
  }

  say('Starting Azurite (data in .azurite/)…');
  runService('azurite', bin('azurite'), azuriteArgs(dataDir), {
    cwd: root,
    quiet: true,
  });
  await waitForHttp(`http://127.0.0.1:${ports.table}/`);

  runService('api', process.execPath, [join(root, 'api', 'dist', 'main.js')], {
    cwd: join(root, 'api'),
    env: apiEnvironment(),
    onLine: (line) => {
      if (line.startsWith('Demo account ready')) demoReady = true;
    },
  });
  await waitForHttp(`http://127.0.0.1:${ports.api}/api/health`);
  while (!demoReady) await new Promise((done) => setTimeout(done, 100));

  const origin = await startLocalOrigin({
    distDir: process.env.STRIDE_WEB_DIST ?? join(root, 'frontend', 'dist'),
    apiUrl: `http://127.0.0.1:${ports.api}`,
    port: ports.web,
    host: '127.0.0.1',
    config: readSwaConfig(join(root, 'staticwebapp.config.json')),
  });
  onShutdown(() => origin.close());

  say('');
  say(`Stride is running at http://localhost:${ports.web}`);
  say(`API: http://localhost:${ports.web}/api (direct: http://127.0.0.1:${ports.api}/api)`);
  say(`Demo sign-in: ${demoAccount.email} / ${demoAccount.password}`);
  say('Press Ctrl+C to stop everything.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void shutdown(1);
});
