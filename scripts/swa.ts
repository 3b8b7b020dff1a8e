import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  assertPortsFree,
  handleSignals,
  prefixer,
  runService,
  runStep,
  shutdown,
  waitForHttp,
} from './processes.js';
import { apiEnvironment, azuriteArgs, bin, ports, root } from './stack-config.js';

/**
 * `npm run swa`: the same stack behind Microsoft's Static Web Apps CLI emulator instead of
 * our local origin. The CLI is an optional dependency (it needs keytar, which needs Debian's
 * libsecret-1-dev to build); Functions Core Tools are not used: the API runs on its own
 * server and the CLI forwards /api to it (apiDevserverUrl).
 */
async function main(): Promise<void> {
  handleSignals();
  const say = prefixer('stride');
  if (!existsSync(bin('swa'))) {
    console.error(
      'The Static Web Apps CLI is not installed (it is optional). Install libsecret-1-dev ' +
        '(`apt-get install -y libsecret-1-dev`) and run `npm install` again, or use `npm start`.',
    );
    process.exit(1);
  }
  await assertPortsFree({ web: ports.web, api: ports.api, 'Azurite table': ports.table });
  say('Building…');
  await runStep('build', 'npm', ['run', 'build', '--silent'], { cwd: root });
  runService('azurite', bin('azurite'), azuriteArgs(join(root, '.azurite')), {
    cwd: root,
    quiet: true,
  });
  await waitForHttp(`http://127.0.0.1:${ports.table}/`);
  runService('api', process.execPath, [join(root, 'api', 'dist', 'main.js')], {
    cwd: join(root, 'api'),
    env: apiEnvironment(),
  });
  await waitForHttp(`http://127.0.0.1:${ports.api}/api/health`);
  runService('swa', bin('swa'), [
    'start',
    join(root, 'frontend', 'dist'),
    '--api-devserver-url',
    `http://127.0.0.1:${ports.api}`,
    '--swa-config-location',
    root,
    '--port',
    String(ports.web),
  ]);
  say(`Static Web Apps emulator at http://localhost:${ports.web}. Ctrl+C stops everything.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void shutdown(1);
});
