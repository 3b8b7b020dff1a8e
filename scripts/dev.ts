import { join } from 'node:path';
import {
  assertPortsFree,
  handleSignals,
  prefixer,
  runService,
  shutdown,
  waitForHttp,
} from './processes.js';
import { apiEnvironment, azuriteArgs, bin, ports, root } from './stack-config.js';

/**
 * `npm run dev`: hot reload. Azurite (data in .azurite/), the API from source with tsx watch,
 * and Vite's dev server on http://localhost:4280 proxying /api to the API. Production headers
 * (the CSP) are not applied here; `npm start` serves the production build with them.
 */
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
  runService('azurite', bin('azurite'), azuriteArgs(join(root, '.azurite')), {
    cwd: root,
    quiet: true,
  });
  await waitForHttp(`http://127.0.0.1:${ports.table}/`);
  runService(
    'api',
    bin('tsx'),
    ['watch', '--clear-screen=false', join(root, 'api', 'src', 'main.ts')],
    {
      cwd: join(root, 'api'),
      env: apiEnvironment(),
    },
  );
  await waitForHttp(`http://127.0.0.1:${ports.api}/api/health`);
  runService('web', bin('vite'), ['--port', String(ports.web), '--strictPort'], {
    cwd: join(root, 'frontend'),
  });
  await waitForHttp(`http://127.0.0.1:${ports.web}/`);
  say(`Stride (dev, hot reload) at http://localhost:${ports.web}. Ctrl+C stops everything.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void shutdown(1);
});
