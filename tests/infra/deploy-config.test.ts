import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { systemClock } from '../../api/src/clock.js';
import { loadConfig } from '../../api/src/config.js';
import { createStorage } from '../../api/src/data/storage.js';
import { startServer } from '../../api/src/server.js';
import {
  readSwaConfig,
  routeMatches,
  startLocalOrigin,
  type SwaRoute,
} from '../../scripts/local-origin.js';
import { apiDeployLocation } from '../../scripts/package-api.js';
import { paths } from '../../frontend/src/config/paths.js';
import { parseBicep } from './bicep.js';
import { readmeSection, tableRows } from './readme.js';

const root = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const rootScripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> })
  .scripts;
/** Where Vite writes the front end (vite.config.ts sets no build.outDir: Vite's default). */
const frontendOutput = 'frontend/dist';

/** Every `npm run <script>` in a shell snippet names a script of the root package.json. */
function expectKnownNpmScripts(snippet: string): void {
  for (const [, script] of snippet.matchAll(/npm run ([\w:-]+)/g)) {
    expect(Object.keys(rootScripts), `npm run ${script}`).toContain(script);
  }
}

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string | boolean>;
  env?: Record<string, string>;
}
interface Job {
  if?: string;
  needs?: string | string[];
  'runs-on': string;
  steps: Step[];
}
interface Workflow {
  on: {
    push: { branches: string[] };
    pull_request: { types: string[]; branches: string[] };
  };
  jobs: Record<string, Job>;
}

describe('.github/workflows/azure-static-web-apps.yml', () => {
  const workflow = parse(read('.github/workflows/azure-static-web-apps.yml')) as Workflow;
  const deployStep = (job: Job) =>
    job.steps.find((s) => s.uses?.startsWith('Azure/static-web-apps-deploy@'));

  it('runs on pushes to main and on pull requests to main, closing included', () => {
    expect(workflow.on.push.branches).toEqual(['main']);
    expect(workflow.on.pull_request.branches).toEqual(['main']);
    expect(workflow.on.pull_request.types.sort()).toEqual(
      ['closed', 'opened', 'reopened', 'synchronize'].sort(),
    );
  });

  it('tests on Node 22 with Chromium and libsecret, then npm ci and npm test', () => {
    const test = workflow.jobs.test!;
    expect(test['runs-on']).toBe('ubuntu-latest');
    const setup = test.steps.find((s) => s.uses?.startsWith('actions/setup-node@'));
    expect(setup?.with?.['node-version']).toBe(22);
    const runs = test.steps.map((s) => s.run ?? '').join('\n');
    expect(runs).toContain('sudo apt-get install -y chromium libsecret-1-dev');
    expect(runs.indexOf('npm ci')).toBeGreaterThan(runs.indexOf('apt-get install'));
    expect(runs.indexOf('npm test')).toBeGreaterThan(runs.indexOf('npm ci'));
    expect(test.if).toContain("!= 'closed'");
  });

  it('deploys after the tests, built beforehand, the API as its self-contained package', () => {
    const job = workflow.jobs.build_and_deploy_job!;
    expect(job.needs).toBe('test');
    const step = deployStep(job);
    expect(step?.uses).toBe('Azure/static-web-apps-deploy@v1');
    expect(step?.with).toMatchObject({
      azure_static_web_apps_api_token: '${{ secrets.AZURE_STATIC_WEB_APPS_API_TOKEN }}',
      action: 'upload',
      skip_app_build: true,
      skip_api_build: true,
      // With skip_*_build these are the build outputs, not the sources.
      app_location: frontendOutput,
      api_location: apiDeployLocation,
    });
    const configDir = resolve(root, `.${String(step?.with?.config_file_location)}`);
    expect(existsSync(join(configDir, 'staticwebapp.config.json'))).toBe(true);

    const runs = job.steps.map((s) => s.run ?? '');
    const build = runs.indexOf('npm run build');
    const packaging = runs.indexOf('npm run package:api');
    expect(runs.indexOf('npm ci')).toBeGreaterThanOrEqual(0);
    expect(build).toBeGreaterThan(runs.indexOf('npm ci'));
    expect(packaging).toBeGreaterThan(build);
    expect(job.steps.indexOf(step!)).toBeGreaterThan(packaging);
    expectKnownNpmScripts(runs.join('\n'));
  });

  it('closes the preview environment when a pull request closes', () => {
    const job = workflow.jobs.close_pull_request_job!;
    expect(job.if).toBe("github.event_name == 'pull_request' && github.event.action == 'closed'");
    expect(deployStep(job)?.with).toMatchObject({
      action: 'close',
      azure_static_web_apps_api_token: '${{ secrets.AZURE_STATIC_WEB_APPS_API_TOKEN }}',
    });
  });

  it('builds what it deploys: the app and API outputs come from npm scripts', () => {
    expect(rootScripts.build).toContain('-w frontend');
    expect(rootScripts['package:api']).toContain('scripts/package-api.ts');
    expect(existsSync(join(root, 'frontend', 'package.json'))).toBe(true);
    // The only outDir set is the prerenderer's server build (never deployed): the app itself
    // builds to Vite's default, frontend/dist.
    const outDirs = read('frontend/vite.config.ts').match(/outDir:\s*[\w.]+/g) ?? [];
    expect(outDirs).toEqual(['outDir: ssrOutDir']);
  });
});

interface AzureYaml {
  name: string;
  infra: { provider: string; path: string; module: string };
  services: Record<
    string,
    {
      project: string;
      host: string;
      hooks?: Record<string, { posix?: { run: string }; windows?: { run: string } }>;
    }
  >;
}

interface SwaCliConfig {
  configurations: Record<
    string,
    {
      appLocation: string;
      outputLocation: string;
      apiLocation: string;
      swaConfigLocation: string;
      apiLanguage: string;
      apiVersion: string;
      appBuildCommand: string;
    }
  >;
}

describe('azure.yaml', () => {
  const azure = parse(read('azure.yaml')) as AzureYaml;

  it('provisions infra/main.bicep with its parameters file', () => {
    expect(azure.name).toMatch(/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/);
    expect(azure.infra.provider).toBe('bicep');
    expect(existsSync(join(root, azure.infra.path, `${azure.infra.module}.bicep`))).toBe(true);
    expect(existsSync(join(root, azure.infra.path, `${azure.infra.module}.parameters.json`))).toBe(
      true,
    );
  });

  it('deploys the service web, tagged in the Bicep, to a Static Web App', async () => {
    const web = azure.services.web!;
    expect(web.host).toBe('staticwebapp');
    expect(existsSync(join(root, web.project))).toBe(true);
    const swa = await parseBicep(join(root, 'infra', 'modules', 'static-web-app.bicep'));
    const site = swa.resources.find((r) => r.type === 'Microsoft.Web/staticSites');
    expect(String((site?.body.tags as { expr: string }).expr)).toContain(
      "'azd-service-name': 'web'",
    );
  });

  it('has a swa-cli.config.json in the service folder pointing at the build outputs (azd deploys the API only then)', () => {
    const project = join(root, azure.services.web!.project);
    const config = JSON.parse(
      readFileSync(join(project, 'swa-cli.config.json'), 'utf8'),
    ) as SwaCliConfig;
    const configurations = Object.values(config.configurations);
    expect(configurations).toHaveLength(1);
    const swa = configurations[0]!;
    expect(resolve(project, swa.appLocation)).toBe(join(root, 'frontend'));
    expect(resolve(project, swa.appLocation, swa.outputLocation)).toBe(join(root, frontendOutput));
    expect(resolve(project, swa.apiLocation)).toBe(join(root, apiDeployLocation));
    expect(
      existsSync(join(resolve(project, swa.swaConfigLocation), 'staticwebapp.config.json')),
    ).toBe(true);
    const runtime = (
      JSON.parse(read('staticwebapp.config.json')) as { platform: { apiRuntime: string } }
    ).platform.apiRuntime;
    expect(`${swa.apiLanguage}:${swa.apiVersion}`).toBe(runtime);
    // The build command runs in appLocation (frontend): `cd ..` reaches the root scripts.
    expect(swa.appBuildCommand).toMatch(/^cd \.\. && /);
    expectKnownNpmScripts(swa.appBuildCommand);
  });

  it("prebuild hooks install and build at the repository root with the root's npm scripts", () => {
    const hooks = azure.services.web!.hooks!;
    for (const shell of ['posix', 'windows'] as const) {
      const run = hooks.prebuild?.[shell]?.run ?? '';
      expect(run, shell).toMatch(/(cd|Set-Location) \.\.\/\.\./);
      expect(run, shell).toContain('npm ci');
      expect(run, shell).toContain('npm run build');
      expect(run, shell).toContain('VITE_GOOGLE_CLIENT_ID');
      expectKnownNpmScripts(run);
      expect(resolve(root, azure.services.web!.project, '../..')).toBe(root);
    }
  });
});

describe('staticwebapp.config.json', () => {
  const config = JSON.parse(read('staticwebapp.config.json')) as {
    platform: { apiRuntime: string };
    navigationFallback: { rewrite: string; exclude: string[] };
    routes: (SwaRoute & Record<string, unknown>)[];
    responseOverrides: Record<string, Record<string, unknown>>;
    mimeTypes: Record<string, string>;
    globalHeaders: Record<string, string>;
  };
  const publicDir = join(root, 'frontend', 'public');

  it('runs the API on Node 22 and never rewrites /api/* to the SPA', () => {
    expect(config.platform.apiRuntime).toBe('node:22');
    expect(config.navigationFallback.rewrite).toBe('/index.html');
    expect(config.navigationFallback.exclude).toContain('/api/*');
  });

  it('keeps the security headers', () => {
    expect(config.globalHeaders['Content-Security-Policy']).toContain("default-src 'self'");
    expect(config.globalHeaders['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(config.globalHeaders['Strict-Transport-Security']).toContain('max-age=');
    expect(config.globalHeaders['X-Content-Type-Options']).toBe('nosniff');
  });

  it('rewrites each page the build writes an HTML file for (prerendered, or with its preloads) to that file', () => {
    const viteConfig = read('frontend/vite.config.ts');
    const list = (name: string) => {
      const body = new RegExp(`export const ${name}(?::[^=]*)? = \\[([\\s\\S]*?)\\n\\];`).exec(
        viteConfig,
      )?.[1];
      return [...(body ?? '').matchAll(/\{\s*path: '([^']+)',\s*file: '([^']+)'/g)].map((m) => ({
        route: m[1]!,
        rewrite: `/${m[2]!}`,
      }));
    };
    const built = [...list('prerenderedPages'), ...list('signedInPages')];
    const rewrites = config.routes
      .filter((r) => typeof r.rewrite === 'string')
      .map((r) => ({ route: r.route, rewrite: r.rewrite }));
    expect(rewrites).toEqual(built);
    // Every signed-in page of the app has its file (app/page-chunks.ts lists them).
    const pageChunks = read('frontend/src/app/page-chunks.ts');
    const pagePaths = [...pageChunks.matchAll(/\[paths\.(\w+)\]: \(\) => import/g)].map(
      (m) => paths[m[1] as keyof typeof paths],
    );
    expect(pagePaths.length).toBeGreaterThan(10);
    expect(list('signedInPages').map((p) => p.route)).toEqual(pagePaths);
  });

  it('caches the hashed assets for a year; everything else, deep links included, revalidates', () => {
    // A global header: route headers do not reach the navigation fallback's answers.
    expect(config.globalHeaders['Cache-Control']).toBe('no-cache');
    const assets = config.routes.find((r) => r.route === '/assets/*');
    expect(assets?.headers?.['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(config.mimeTypes['.webmanifest']).toBe('application/manifest+json');
  });

  it('answers a missing file with the static 404 page from frontend/public, status kept', () => {
    expect(config.responseOverrides['404']).toEqual({ rewrite: '/404.html' });
    const page = readFileSync(join(publicDir, '404.html'), 'utf8');
    expect(page).toContain('<h1 id="not-found-title">Page not found</h1>');
    expect(page).toMatch(/<a class="[^"]*" href="\/">Go to Stride’s home page<\/a>/);
    // The CSP: no inline script, no inline style; served at any depth, so absolute addresses.
    expect(page).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    const addresses = [...page.matchAll(/\s(?:href|src)="([^"]+)"/g)].map((m) => m[1]!);
    for (const address of addresses) expect(address, address).toMatch(/^\//);
    for (const asset of addresses.filter((a) => /\.(css|svg)$/.test(a))) {
      expect(existsSync(join(publicDir, asset)), asset).toBe(true);
    }
    // Its stylesheet and icon are not SPA routes: if one goes missing, that is a 404 too.
    for (const file of readdirSync(publicDir).filter((f) => !f.endsWith('.html'))) {
      const excluded = config.navigationFallback.exclude.some((e) => routeMatches(e, `/${file}`));
      expect(excluded, file).toBe(true);
    }
  });

  it("blocks Static Web Apps' own sign-in providers the documented way: exact routes, 404", () => {
    // learn.microsoft.com/azure/static-web-apps/authentication-authorization
    // "Block an authentication provider"; the pre-configured providers are GitHub and Entra ID.
    for (const provider of ['aad', 'github']) {
      expect(config.routes).toContainEqual({ route: `/.auth/login/${provider}`, statusCode: 404 });
    }
  });

  it('sends a platform 401 to /login, and no rule puts one (or any override) on the API', () => {
    expect(config.responseOverrides['401']).toEqual({ statusCode: 302, redirect: '/login' });
    for (const path of ['/api', '/api/account', '/api/auth/login', '/api/dashboard']) {
      for (const route of config.routes.filter((r) => routeMatches(r.route, path))) {
        const actions = Object.keys(route).filter((k) => !['route', 'methods'].includes(k));
        expect(actions, `${route.route} matches ${path}`).toEqual([]);
      }
    }
  });

  it("keeps the real API's 401 and 404 JSON through the local origin", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'stride-swa-'));
    for (const file of readdirSync(publicDir))
      copyFileSync(join(publicDir, file), join(dist, file));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Stride</title>');
    const apiConfig = loadConfig({ NODE_ENV: 'test' });
    const log = { info: () => undefined, error: () => undefined };
    // Neither answer below reads storage: nothing listens at its address.
    const storage = createStorage(apiConfig.storageConnectionString);
    const api = await startServer({ config: apiConfig, storage, clock: systemClock, log }, 0);
    const origin = await startLocalOrigin({
      distDir: dist,
      apiUrl: api.url,
      port: 0,
      config: readSwaConfig(join(root, 'staticwebapp.config.json')),
    });
    try {
      for (const [path, status, code] of [
        ['/api/no-such-route', 404, 'not_found'],
        ['/api/dashboard', 401, 'unauthorized'],
      ] as const) {
        const res = await fetch(`${origin.url}${path}`, { redirect: 'manual' });
        expect(res.status, path).toBe(status);
        expect(res.headers.get('content-type'), path).toContain('application/json');
        expect(res.headers.get('location'), path).toBeNull();
        expect(((await res.json()) as { error: { code: string } }).error.code, path).toBe(code);
      }
      const missing = await fetch(`${origin.url}/assets/old-hash.js`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('Page not found');
    } finally {
      await origin.close();
      await api.close();
    }
  });
});

describe('api/host.json', () => {
  const host = JSON.parse(read('api/host.json')) as {
    extensions: { http: { routePrefix: string } };
    logging: { logLevel: Record<string, string> };
  };
  const quieterThanInformation = ['Warning', 'Error', 'Critical', 'None'];

  it('keeps the /api route prefix Static Web Apps requires', () => {
    expect(host.extensions.http.routePrefix).toBe('api');
  });

  it('leaves request telemetry to the API (the host would record full URLs, search terms included)', () => {
    // Host.Results becomes Application Insights "requests" with the URL and its query string;
    // the API's own request spans carry the route template only.
    expect(quieterThanInformation).toContain(host.logging.logLevel['Host.Results']);
    // Function.<name> and Function.<name>.User: start/stop lines and console output.
    expect(quieterThanInformation).toContain(host.logging.logLevel['Function']);
  });
});

describe('README settings', () => {
  it('documents every app setting the Bicep writes, in Settings and in Deploy to Azure', async () => {
    const swa = await parseBicep(join(root, 'infra', 'modules', 'static-web-app.bicep'));
    const written = [...swa.variables.values()]
      .join('\n')
      .matchAll(/(?:^|\{)\s*([A-Z][A-Z0-9_]+):/gm);
    const names = [...written].map((m) => m[1]!);
    expect(names.length).toBeGreaterThanOrEqual(10);
    const settings = tableRows(readmeSection('Settings'), 'name').map((r) => r[0]!);
    const production = tableRows(readmeSection('Deploy to Azure'), 'name')
      .map((r) => r[0]!)
      .join(' ');
    for (const name of names) {
      expect(settings, name).toContain(`\`${name}\``);
      expect(production, name).toContain(`\`${name}\``);
    }
  });
});
