import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './stack-config.js';

/**
 * `npm run package:api`: the API as Azure Static Web Apps deploys it, in one self-contained
 * folder (dist/api at the repository root, git-ignored; `--out <dir>` writes elsewhere).
 *
 * Why: npm workspaces hoist the API's dependencies to the root node_modules, so api/ on its own
 * has no node_modules at all, and the deploy (GitHub Actions with skip_api_build, or `swa deploy`
 * under azd) uploads the API folder as it is, without installing anything.
 *
 * What: compiles api/src afresh (api/tsconfig.build.json, so no stale files from an older
 * api/dist), copies host.json, writes a package.json without dev dependencies (versions pinned to
 * what is installed), and copies the production dependency closure out of the installed tree:
 * the exact files the tests ran against, no registry access, and npm's layout kept (a nested
 * node_modules stays nested) so Node resolves every import in the folder as it does in the
 * workspace.
 */

/** The deploy folder, relative to the repository root (workflow api_location, swa-cli config). */
export const apiDeployLocation = 'dist/api';

const apiDir = join(root, 'api');

interface Manifest {
  name?: string;
  version?: string;
  type?: string;
  main?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

interface InstalledPackage {
  name: string;
  version: string;
  /** Where it is installed in the workspace. */
  source: string;
}

export interface PackagedApi {
  out: string;
  /** Installed packages copied, by their path below the deploy folder ("node_modules/hono"). */
  packages: Map<string, { name: string; version: string }>;
}

function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
}

/** Node's lookup: <dir>/node_modules/<name>, then each parent's, up to the repository root. */
function resolveInstalled(fromDir: string, name: string): string | undefined {
  let dir = fromDir;
  for (;;) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === root) return undefined;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** Where an installed package goes in the deploy folder: api/node_modules/x and node_modules/x both become node_modules/x. */
function deployPath(installedDir: string): string {
  const rel = relative(root, installedDir).split(sep).join('/');
  const fromApi = rel.startsWith('api/node_modules/') ? rel.slice('api/'.length) : rel;
  if (!fromApi.startsWith('node_modules/')) {
    throw new Error(`Unexpected install location for an API dependency: ${rel}`);
  }
  return fromApi;
}

/** The production dependency closure of api/package.json, as installed. */
export function productionClosure(): Map<string, InstalledPackage> {
  const found = new Map<string, InstalledPackage>();
  const queue: { dir: string; manifest: Manifest; label: string }[] = [
    { dir: apiDir, manifest: readManifest(apiDir), label: 'api' },
  ];
  while (queue.length > 0) {
    const { dir, manifest, label } = queue.shift()!;
    const optional = new Set([
      ...Object.keys(manifest.optionalDependencies ?? {}),
      ...Object.entries(manifest.peerDependenciesMeta ?? {})
        .filter(([, meta]) => meta.optional)
        .map(([name]) => name),
    ]);
    const names = new Set([
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.optionalDependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
    ]);
    for (const name of names) {
      const installed = resolveInstalled(dir, name);
      if (!installed) {
        if (optional.has(name)) continue;
        throw new Error(`${name} (needed by ${label}) is not installed: run \`npm ci\` first.`);
      }
      if (lstatSync(installed).isSymbolicLink()) {
        throw new Error(
          `${name} (needed by ${label}) is a workspace link; the API cannot ship workspace packages.`,
        );
      }
      const target = deployPath(installed);
      const seen = found.get(target);
      if (seen) {
        if (seen.source !== installed) {
          throw new Error(
            `Two installs of ${name} would land in ${target}: ${seen.source} and ${installed}.`,
          );
        }
        continue;
      }
      const dependency = readManifest(installed);
      found.set(target, { name, version: dependency.version ?? '0.0.0', source: installed });
      queue.push({ dir: installed, manifest: dependency, label: `${name}@${dependency.version}` });
    }
  }
  return found;
}

/**
 * Files in an installed package that Node never loads: TypeScript sources and declarations,
 * source maps and Markdown. They are about 60% of the installed bytes and two thirds of the
 * files (the OpenTelemetry packages ship three builds, each with its .d.ts and .map files), and
 * the deploy uploads and cold starts read fewer files without them.
 */
export const notLoadedByNode = /\.(?:[cm]?ts|tsx|map|md|markdown)$/i;

/**
 * Kept whatever their extension: licences and notices (some packages' only licence is
 * LICENSE.md; sharp's libvips package gives the notices of the libraries it bundles in its
 * README).
 */
export const legalNotice = /(?:^|[/\\])(?:licen[cs]e|copying|notice|readme)[^/\\]*$/i;

/** Whether the deploy copy leaves a file behind. */
export function leftOut(path: string): boolean {
  return notLoadedByNode.test(path) && !legalNotice.test(path);
}

function folderSize(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? folderSize(path) : statSync(path).size;
  }
  return total;
}

/** The timer-only Functions app (reminders): the same build, its own entry (api/src/jobs/). */
export const jobsDeployLocation = 'dist/jobs';
export const jobsMain = 'dist/jobs/*.js';

export function packageApi(
  out: string = join(root, apiDeployLocation),
  options: { main?: string } = {},
): PackagedApi {
  const manifest = readManifest(apiDir);
  const closure = productionClosure();

  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });

  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const compiled = spawnSync(
    process.execPath,
    [tsc, '-p', join(apiDir, 'tsconfig.build.json'), '--outDir', join(out, 'dist')],
    { cwd: root, stdio: 'inherit' },
  );
  if (compiled.status !== 0) throw new Error('Compiling the API failed (see above).');

  cpSync(join(apiDir, 'host.json'), join(out, 'host.json'));

  const pinned = Object.fromEntries(
    Object.keys(manifest.dependencies ?? {}).map((name) => {
      const installed = resolveInstalled(apiDir, name);
      return [name, installed ? readManifest(installed).version : undefined];
    }),
  );
  const deployManifest = {
    name: manifest.name,
    version: manifest.version,
    private: true,
    type: manifest.type,
    main: options.main ?? manifest.main,
    dependencies: pinned,
  };
  writeFileSync(join(out, 'package.json'), `${JSON.stringify(deployManifest, null, 2)}\n`);

  for (const [target, { name, source }] of closure) {
    // Type declarations only (protobufjs lists @types/node as a dependency): nothing to load.
    if (name.startsWith('@types/')) continue;
    const nested = join(source, 'node_modules');
    cpSync(source, join(out, ...target.split('/')), {
      recursive: true,
      dereference: true,
      // A package's own node_modules holds nested installs: those in the closure are copied as
      // entries of their own, the rest (dev-only, .bin links) stay behind.
      filter: (path) => path !== nested && !path.startsWith(nested + sep) && !leftOut(path),
    });
  }

  return {
    out,
    packages: new Map(
      [...closure]
        .filter(([, { name }]) => !name.startsWith('@types/'))
        .map(([target, { name, version }]) => [target, { name, version }]),
    ),
  };
}

function main(): void {
  const flag = process.argv.indexOf('--out');
  // --jobs: the scheduled-jobs Functions app (dist/jobs), which loads only api/src/jobs/.
  const jobs = process.argv.includes('--jobs');
  const out =
    flag >= 0
      ? resolve(process.argv[flag + 1] ?? '')
      : jobs
        ? join(root, jobsDeployLocation)
        : undefined;
  if (flag >= 0 && !process.argv[flag + 1]) {
    console.error('Usage: tsx scripts/package-api.ts [--jobs] [--out <dir>]');
    process.exit(2);
  }
  try {
    const result = packageApi(out, jobs ? { main: jobsMain } : {});
    const megabytes = (folderSize(result.out) / 1024 / 1024).toFixed(1);
    console.log(
      `API packaged in ${relative(process.cwd(), result.out) || '.'}: ` +
        `${result.packages.size} production packages, ${megabytes} MB.`,
    );
  } catch (error) {
    console.error(`package:api: ${(error as Error).message}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
