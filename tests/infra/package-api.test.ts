import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionClosure } from '../../scripts/package-api.js';

/**
 * `npm run package:api` must produce an API folder that works on its own. It is written to a
 * temporary folder outside the repository, so Node cannot fall back on the workspace's
 * node_modules while the folder is checked.
 */
const root = join(import.meta.dirname, '..', '..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');
let out: string;
let output: string;

interface Manifest {
  type?: string;
  main?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const manifest = (dir: string) =>
  JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;

/**
 * Loads every function of the package and serves GET /api/health through the Azure handler, in a
 * Node process that sees only the package (and, preloaded, the loopback-only network guard).
 */
function smoke(extraEnv: Record<string, string>): { status: number; body: string; tracer: string } {
  const check = join(out, 'smoke-check.mjs');
  writeFileSync(
    check,
    [
      "import { readdirSync } from 'node:fs';",
      "import { join } from 'node:path';",
      "import { pathToFileURL } from 'node:url';",
      "const dir = join(import.meta.dirname, 'dist', 'functions');",
      "for (const file of readdirSync(dir).filter((f) => f.endsWith('.js'))) {",
      '  await import(pathToFileURL(join(dir, file)).href);',
      '}',
      "const { HttpRequest, InvocationContext } = (await import('@azure/functions')).default;",
      "const { azureHandler } = await import(pathToFileURL(join(dir, 'azure-handler.js')).href);",
      'const response = await azureHandler(',
      "  new HttpRequest({ method: 'GET', url: 'https://stride.example/api/health' }),",
      '  new InvocationContext(),',
      ');',
      'const body = Buffer.from(response.body ?? "").toString();',
      "const { trace } = await import('@opentelemetry/api');",
      'const tracer = trace.getTracerProvider().getDelegate().constructor.name;',
      "console.log('RESULT ' + JSON.stringify({ status: response.status, body, tracer }));",
      'process.exit(0);',
    ].join('\n'),
  );
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, ...extraEnv };
  const guard = join(root, 'tests', 'support', 'loopback-only.mjs');
  const run = spawnSync(process.execPath, ['--import', guard, check], {
    cwd: out,
    encoding: 'utf8',
    env,
  });
  const result = /^RESULT (.*)$/m.exec(run.stdout)?.[1];
  expect(result, `${run.stdout}${run.stderr}`).toBeDefined();
  return JSON.parse(result!) as { status: number; body: string; tracer: string };
}

beforeAll(() => {
  out = join(mkdtempSync(join(tmpdir(), 'stride-api-')), 'api');
  const run = spawnSync(tsx, ['scripts/package-api.ts', '--out', out], {
    cwd: root,
    encoding: 'utf8',
  });
  output = `${run.stdout}${run.stderr}`;
  expect(run.status, output).toBe(0);
}, 120_000);

// Removing ~50 MB of packaged dependencies can take a while on a busy machine.
afterAll(() => {
  if (out) rmSync(join(out, '..'), { recursive: true, force: true });
}, 120_000);

describe('npm run package:api', () => {
  it('keeps every licence and notice the installed packages have', () => {
    let checked = 0;
    for (const [target, { name, source }] of productionClosure()) {
      if (name.startsWith('@types/')) continue;
      for (const file of readdirSync(source)) {
        if (!/^(licen[cs]e|copying|notice)/i.test(file)) continue;
        expect(existsSync(join(out, ...target.split('/'), file)), `${target}/${file}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
    // sharp's libvips binary package names the libraries it bundles in its README.
    const libvips = join(out, 'node_modules', '@img', `sharp-libvips-linux-x64`, 'README.md');
    if (existsSync(join(root, 'node_modules', '@img', 'sharp-libvips-linux-x64'))) {
      expect(existsSync(libvips)).toBe(true);
    }
  });

  it('writes host.json, the compiled functions and a production package.json', () => {
    expect(output).toMatch(/API packaged in .*: \d+ production packages/);
    expect(readFileSync(join(out, 'host.json'), 'utf8')).toBe(
      readFileSync(join(root, 'api', 'host.json'), 'utf8'),
    );
    const api = manifest(join(root, 'api'));
    const packaged = manifest(out);
    expect(packaged.type).toBe('module');
    expect(packaged.main).toBe(api.main);
    expect(packaged.devDependencies).toBeUndefined();
    expect(Object.keys(packaged.dependencies ?? {}).sort()).toEqual(
      Object.keys(api.dependencies ?? {}).sort(),
    );
    const functions = readdirSync(join(out, 'dist', 'functions')).filter((f) => f.endsWith('.js'));
    const sources = readdirSync(join(root, 'api', 'src', 'functions')).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    expect(functions.sort()).toEqual(sources.map((f) => f.replace(/\.ts$/, '.js')).sort());
  });

  it('ships each production dependency at the version the workspace tested, and no dev tools', () => {
    const packaged = manifest(out);
    for (const [name, version] of Object.entries(packaged.dependencies ?? {})) {
      const shipped = JSON.parse(
        readFileSync(join(out, 'node_modules', name, 'package.json'), 'utf8'),
      ) as { version: string };
      const tested = JSON.parse(
        readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8'),
      ) as { version: string };
      expect(shipped.version, name).toBe(version);
      expect(tested.version, name).toBe(version);
    }
    for (const devOnly of ['azurite', 'typescript', 'vitest', 'tsx', '@types/node']) {
      expect(existsSync(join(out, 'node_modules', devOnly)), devOnly).toBe(false);
    }
    expect(existsSync(join(out, 'node_modules', '.bin'))).toBe(false);
  });

  it('loads every function and answers a request with nothing but its own node_modules', () => {
    const { status, body, tracer } = smoke({});
    expect(status).toBe(200);
    expect(JSON.parse(body)).toMatchObject({ status: 'ok' });
    expect(tracer).toBe('NoopTracerProvider'); // telemetry off without a connection string
  });

  it('starts Application Insights telemetry from the package when its connection string is set', () => {
    const { status, tracer } = smoke({
      APPLICATIONINSIGHTS_CONNECTION_STRING:
        'InstrumentationKey=11111111-2222-4333-8444-555555555555;IngestionEndpoint=https://127.0.0.1:9/',
    });
    expect(status).toBe(200);
    expect(tracer).not.toBe('NoopTracerProvider');
  });

  it('leaves out what Node never loads (types, sources, maps, docs) and stays small', () => {
    const otel = join(out, 'node_modules', '@opentelemetry', 'api', 'build', 'src');
    expect(existsSync(join(otel, 'index.js'))).toBe(true);
    expect(existsSync(join(otel, 'index.d.ts'))).toBe(false);
    expect(existsSync(join(otel, 'index.js.map'))).toBe(false);
    expect(existsSync(join(out, 'node_modules', '@types'))).toBe(false);
    // Static Web Apps refuses an API over 100 MB zipped; today's folder is ~70 MB (~30 MB zipped).
    const megabytes = Number(/, ([\d.]+) MB\./.exec(output)?.[1]);
    expect(megabytes).toBeGreaterThan(10);
    expect(megabytes).toBeLessThan(120);
  });
});
