import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { readFileSync, writeFileSync } from 'node:fs';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import griffel from '@griffel/vite-plugin';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { strideDarkTheme, strideLightTheme } from './src/features/theme/stride-theme';
import { themeStylesheet } from './src/features/theme/theme-css';

/**
 * `vite preview` sends the production headers (CSP included) from staticwebapp.config.json,
 * so a local check of the built app meets the same rules as Azure Static Web Apps.
 */
function productionHeaders(): Record<string, string> {
  const file = fileURLToPath(new URL('../staticwebapp.config.json', import.meta.url));
  try {
    const config = JSON.parse(readFileSync(file, 'utf8')) as {
      globalHeaders?: Record<string, string>;
    };
    return config.globalHeaders ?? {};
  } catch {
    return {};
  }
}

/**
 * The signed-out pages' first loads, kept in few files: everything the entry needs in one
 * chunk, and the code those pages share in a few more, instead of a dozen small shared chunks
 * that each cost gzip overhead. Each group is computed from the module graph: modules every
 * one of its starting files reaches statically, minus the entry's own, minus the route files
 * and minus what an earlier group took.
 * - chrome: the page chrome the landing page and the signed-in shell both reach (today the
 *   wordmark), which the other signed-out pages share too. Only what both reach: what the
 *   landing uses alone (the landing and waitlist features, its own copies of its icons, see
 *   iconModules) stays in the landing route's chunk, and signed-in pages load nothing meant for
 *   the landing (issue 15: they used to load all it shared with any page, as 'landing-shared').
 *   The theme toggle, which signed-in pages show only in the narrow drawer, on /calendar and in
 *   settings, is a chunk of its own;
 * - fields (below, by path): Fluent's Input and Field, which the waitlist shares with the
 *   account forms and signed-in pages' forms;
 * - sign-in-shared: the app's code the sign-in and registration pages share and no signed-in
 *   page uses (the Google button and its sign-in flow).
 * The walk follows barrel re-exports, so it overshoots: Griffel's shorthands (re-exported by
 * its index, used only by other pages) are left to the default chunking.
 */
function signedOutChunks(): {
  plugin: Plugin;
  groups: { name: string; test: (id: string) => boolean }[];
} {
  const srcDir = fileURLToPath(new URL('./src/', import.meta.url));
  const entry = `${srcDir}main.tsx`;
  const route = (name: string) => `${srcDir}app/routes/${name}-route.tsx`;
  const specs: { name: string; routes: string[]; alsoFrom?: string[]; apart: boolean }[] = [
    {
      name: 'chrome',
      routes: ['landing'],
      alsoFrom: [`${srcDir}app/shell/app-shell.tsx`],
      apart: false, // signed-in pages share the page chrome with it
    },
    { name: 'sign-in-shared', routes: ['login', 'register'], apart: true },
  ];
  const members = specs.map(() => new Set<string>());
  const signedInMembers = new Set<string>();
  return {
    groups: [
      ...specs.map((spec, i) => ({
        name: spec.name,
        test: (id: string) => members[i]?.has(id) === true && !/[\\/]shorthands[\\/]/.test(id),
      })),
      { name: 'signed-in', test: (id: string) => signedInMembers.has(id) },
    ],
    plugin: {
      name: 'stride-signed-out-chunks',
      apply: 'build',
      buildEnd() {
        const reach = (
          from: string,
          dynamic = false,
          around: ReadonlySet<string> = new Set(),
        ): Set<string> => {
          const seen = new Set<string>();
          const stack = [from];
          while (stack.length > 0) {
            const id = stack.pop() as string;
            if (seen.has(id) || around.has(id)) continue;
            seen.add(id);
            const info = this.getModuleInfo(id);
            info?.importedIds.forEach((next) => stack.push(next));
            if (dynamic) info?.dynamicallyImportedIds.forEach((next) => stack.push(next));
          }
          return seen;
        };
        const taken = reach(entry);
        // The app's own modules that signed-in pages use too (the API client, dates, …) stay out
        // of the forms' groups, or every signed-in page would load the forms' chunks with them:
        // all the entry reaches, dynamic imports included, without passing through the groups'
        // own routes (the shell and the signed-in pages load some modules from start.ts, not
        // only through signed-in-routes.tsx).
        const routeFiles = new Set(specs.flatMap((spec) => spec.routes.map(route)));
        const signedIn = reach(entry, true, routeFiles);
        specs.forEach((spec, i) => {
          const [first = new Set<string>(), ...rest] = [
            ...spec.routes.map(route),
            ...(spec.alsoFrom ?? []),
          ].map((from) => reach(from));
          const skip = (id: string) =>
            taken.has(id) || routeFiles.has(id) || (spec.apart && signedIn.has(id));
          for (const id of first) {
            if (!skip(id) && rest.every((other) => other.has(id))) members[i]?.add(id);
          }
          members[i]?.forEach((id) => taken.add(id));
        });
        // signed-in: what every signed-in page loads first (the route table and the shell, and
        // all they import) in one chunk instead of some thirty small ones: on a phone's
        // connection each file costs a round trip of its own (issue 15). Nothing a signed-out
        // page loads (the entry's, the signed-out routes'), so those pages load none of it.
        const signedOutReach = new Set(taken);
        for (const name of [
          'landing',
          'login',
          'register',
          'forgot-password',
          'terms',
          'privacy',
        ]) {
          reach(route(name)).forEach((id) => signedOutReach.add(id));
        }
        for (const from of [
          `${srcDir}app/signed-in-routes.tsx`,
          `${srcDir}app/shell/app-shell.tsx`,
        ]) {
          for (const id of reach(from)) if (!signedOutReach.has(id)) signedInMembers.add(id);
        }
      },
    },
  };
}

/**
 * Griffel's build-time transform (issue 15; docs/decisions/0007-griffel-aot.md): each of the
 * app's makeStyles and makeResetStyles calls becomes the classes and CSS rules it resolves to,
 * as Fluent's own components ship, so a page no longer turns style objects into CSS while it
 * renders (about a quarter of the dashboard's first render on a phone). The rules are still
 * inserted by Griffel's runtime, into its own style elements, as before (the CSP is unchanged).
 * Production builds only: `vite dev` keeps the runtime path.
 */
function griffelAot(): Plugin {
  return griffel({
    babelOptions: {
      presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]],
    },
  }) as Plugin;
}

/**
 * Icons one file each (issue 15): `import { MailRegular } from '@fluentui/react-icons'` in the
 * app's own code and in Fluent's components (their field, checkbox, select icons) becomes an import of the icon's own module (`@fluentui/react-icons/svg/mail`).
 * The package's barrel spreads its icons over 60 large modules, so a page that uses three icons
 * shared a chunk with every other page's icons from the same modules; one module per icon lets
 * each icon go where it is used (the landing page's, with the landing page). Names the package
 * has no icon module for (types, utilities) stay on the barrel.
 * The landing page and its waitlist form take their own copy of each icon (a module of their
 * own, `\0landing-icon:<name>`): the icons it shares with signed-in pages (the heart, the fire,
 * the navigation's) would otherwise be a dozen tiny shared chunks on its first load, or one
 * shared chunk that signed-in pages load for the landing's sake (issue 15). A visitor who signs
 * in from the landing page fetches those few icons twice.
 */
function iconModules(): Plugin {
  const iconsDir = fileURLToPath(
    new URL('../node_modules/@fluentui/react-icons/lib/atoms/svg/', import.meta.url),
  );
  let moduleOf: Map<string, string> | undefined;
  const iconModule = (name: string): string | undefined => {
    if (!moduleOf) {
      moduleOf = new Map();
      for (const file of readdirSync(iconsDir)) {
        if (!file.endsWith('.js')) continue;
        const code = readFileSync(join(iconsDir, file), 'utf8');
        for (const [, icon = ''] of code.matchAll(/export const (\w+)/g)) {
          moduleOf.set(icon, file.slice(0, -3));
        }
      }
    }
    return moduleOf.get(name);
  };
  const importFromBarrel = /import\s*\{([^}]*)\}\s*from\s*(['"])@fluentui\/react-icons\2;?/g;
  const srcDir = fileURLToPath(new URL('./src/', import.meta.url));
  const landingDirs = [`${srcDir}features/landing/`, `${srcDir}features/waitlist/`];
  const landingIcon = '\0landing-icon:';
  return {
    name: 'stride-icon-modules',
    enforce: 'pre', // the source as written, before TypeScript and JSX are compiled
    resolveId: (source) => (source.startsWith(landingIcon) ? source : undefined),
    load(id) {
      if (!id.startsWith(landingIcon)) return undefined;
      const code = readFileSync(`${iconsDir}${id.slice(landingIcon.length)}.js`, 'utf8');
      // Its imports (createFluentIcon, …) stay the package's shared modules.
      return code.replace(
        /from '(\.\.?\/[^']+)'/g,
        (_, path: string) =>
          `from ${JSON.stringify(fileURLToPath(new URL(path, pathToFileURL(iconsDir))))}`,
      );
    },
    transform(code, id) {
      // The app's code and Fluent's components (their field, checkbox, select icons).
      const ours = !id.includes('/node_modules/') && /\.tsx?$/.test(id);
      const fluent = /\/node_modules\/@fluentui\/react-(?!icons\/)[^/]+\/lib\/.*\.js$/.test(id);
      if ((!ours && !fluent) || !code.includes('@fluentui/react-icons')) return undefined;
      return code.replace(importFromBarrel, (whole, names: string) => {
        const specifiers = names
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean);
        const kept: string[] = [];
        const own: string[] = [];
        for (const specifier of specifiers) {
          const [imported = '', local = imported] = specifier.split(/\s+as\s+/);
          const file = specifier.startsWith('type ') ? undefined : iconModule(imported);
          const landing = landingDirs.some((dir) => id.startsWith(dir));
          const module = landing ? `${landingIcon}${file}` : `@fluentui/react-icons/svg/${file}`;
          if (file) own.push(`import { ${imported} as ${local} } from '${module}';`);
          else kept.push(specifier);
        }
        if (own.length === 0) return whole;
        const rest =
          kept.length > 0 ? `import { ${kept.join(', ')} } from '@fluentui/react-icons';` : '';
        return [...own, rest].join(' ');
      });
    },
  };
}

/**
 * Fluent's `tokens` as a proxy (issue 15): the package's object spells out all ~470 tokens as
 * `var(--name)` strings and sits in the main chunk (3 KB gz), though every value but a few is
 * its own name. The proxy answers `var(--name)` for any name, and the few tokens with a
 * fallback (the z-indexes) keep their value, read from the package's file at build time.
 * Nothing enumerates `tokens` (checked: Fluent's code and ours only read named tokens).
 */
function tokensProxy(): Plugin {
  return {
    name: 'stride-tokens-proxy',
    enforce: 'pre',
    load(id) {
      if (!/[\\/]@fluentui[\\/]tokens[\\/]lib[\\/]tokens\.js$/.test(id)) return undefined;
      const source = readFileSync(id, 'utf8');
      const exceptions: Record<string, string> = {};
      let count = 0;
      for (const [, name = '', value = ''] of source.matchAll(/^\s*(\w+): '([^']*)',?$/gm)) {
        count += 1;
        if (value !== `var(--${name})`) exceptions[name] = value;
      }
      if (count < 400) throw new Error(`@fluentui/tokens: read only ${count} tokens from ${id}`);
      return [
        `const exceptions = ${JSON.stringify(exceptions)};`,
        'export const tokens = new Proxy(exceptions, {',
        "  get: (target, name) => typeof name !== 'string' ? undefined : target[name] ?? `var(--${name})`,",
        '});',
      ].join('\n');
    },
  };
}

/**
 * Issue 15: the theme's tokens as a stylesheet (src/features/theme/theme-css.ts), imported by
 * main.tsx as `virtual:stride-theme.css` and so linked from every page as a hashed CSS file.
 */
function themeCss(): Plugin {
  const id = '/__stride-theme.css'; // no \0 prefix: Vite's CSS pipeline must take it
  return {
    name: 'stride-theme-css',
    resolveId: (source) => (source === 'virtual:stride-theme.css' ? id : undefined),
    load: (source) =>
      source === id ? themeStylesheet(strideLightTheme, strideDarkTheme) : undefined,
  };
}

/**
 * Issue 15: the signed-out pages, prerendered. `npm run build` first builds src/entry-server.tsx
 * for Node (`vite build --ssr`, to node_modules/.stride-ssr), then this client build; once its
 * files are written (and before vite-plugin-pwa lists the precache), each page below is rendered
 * into a copy of index.html: the markup in #root (data-prerendered), its Griffel rules in a
 * hashed stylesheet of its own (the CSP allows no inline style), and modulepreload links for its
 * route's chunks. staticwebapp.config.json rewrites each path to its file; index.html stays the
 * empty shell every other path falls back to.
 */
export const prerenderedPages = [
  { path: '/', file: 'landing.html', route: 'landing-route' },
  { path: '/login', file: 'login.html', route: 'login-route' },
  { path: '/register', file: 'register.html', route: 'register-route' },
  { path: '/forgot-password', file: 'forgot-password.html', route: 'forgot-password-route' },
  { path: '/terms', file: 'terms.html', route: 'terms-route' },
  { path: '/privacy', file: 'privacy.html', route: 'privacy-route' },
];
/**
 * Issue 15: the signed-in pages, each an empty shell like index.html plus modulepreload links
 * for its code (the signed-in route table, the shell, the page's chunk and what they import).
 * The browser's preload scanner fetches them while index.html is parsed, before any script
 * runs; without them Vite's loader inserted some 90 <link>s from script on the first render,
 * a long task of its own (~35 ms, 140 ms on Lighthouse's phone) after the first paint.
 * staticwebapp.config.json rewrites each path to its file (tests/infra/deploy-config.test.ts
 * keeps the two lists in step); the service worker, offline, still answers with index.html.
 */
export const signedInPages: {
  path: string;
  file: string;
  route: string;
  /** Modules the page loads as its first screen renders (lazy in its route). */
  firstScreen?: string[];
}[] = [
  { path: '/dashboard', file: 'dashboard.html', route: 'dashboard-route' },
  { path: '/calendar', file: 'calendar.html', route: 'calendar-route' },
  { path: '/journal', file: 'journal.html', route: 'journal-route' },
  { path: '/analytics', file: 'analytics.html', route: 'analytics-route' },
  { path: '/analytics/report', file: 'analytics-report.html', route: 'analytics-report-route' },
  { path: '/ai', file: 'ai.html', route: 'ai-coach-route' },
  { path: '/photos', file: 'photos.html', route: 'photos-route' },
  { path: '/labs', file: 'labs.html', route: 'labs-route' },
  { path: '/community', file: 'community.html', route: 'community-route' },
  { path: '/community/review', file: 'community-review.html', route: 'community-review-route' },
  { path: '/circle', file: 'circle.html', route: 'circle-route' },
  // Its first screen is the profile section, which the route loads as it renders.
  {
    path: '/settings',
    file: 'settings.html',
    route: 'settings-route',
    firstScreen: ['/features/settings/components/profile-section.tsx'],
  },
];
const signedOut = signedOutChunks();

/**
 * Issue 15: each page's first load in few files. Rolldown's own chunking puts a module in a
 * chunk per set of entries (the pages' routes and every dialog loaded on intent) that reach
 * it, so a page's first load was some sixty files, most a few hundred bytes: on a phone's
 * connection each costs a round trip (Lighthouse's FCP on /dashboard was mostly those). The
 * set that matters for a first load is the pages that load a module first, not the dialogs
 * that may import it later. So `npm run build` builds twice:
 * - `STRIDE_CHUNK_PLAN=write vite build` (nothing written but the plan): with Rolldown's own
 *   chunks, which are what tree-shaking kept, it lists for each page the chunks of its first
 *   load (the entry's, the page's route and what they import statically, and for signed-in
 *   pages the shell and the session check), and names for every module of those chunks the
 *   set of pages that load it: node_modules/.stride-chunk-plan.json;
 * - `vite build` reads the plan and makes one chunk per set (the `firstLoadGroups` group
 *   below). A dialog loaded on intent imports from those chunks. A module the plan does not
 *   know (new since the plan, or a build without one) is chunked as before.
 */
const chunkPlanFile = fileURLToPath(
  new URL('../node_modules/.stride-chunk-plan.json', import.meta.url),
);
const writingChunkPlan = process.env.STRIDE_CHUNK_PLAN === 'write';

function readChunkPlan(): Map<string, string> {
  if (writingChunkPlan) return new Map();
  try {
    const plan = JSON.parse(readFileSync(chunkPlanFile, 'utf8')) as Record<string, string>;
    return new Map(Object.entries(plan));
  } catch {
    return new Map();
  }
}
const firstLoadGroups = readChunkPlan();

type ChunkGroup = { pages: Set<string>; bytes: number; files: string[] };
/**
 * Fewer files for a few more bytes (issue 15): merges two groups into one, greedily, the merge
 * that saves the most files for the fewest bytes first. A page that loads either group loads
 * the merged one, and with it everything either imports: those imports are counted too (a
 * small dialog surface merged into a page's group once brought Fluent's Dialog with it). On
 * Lighthouse's phone a file costs about a round trip (150 ms) shared by six connections, a
 * kilobyte about 5 ms: a merge is taken when the files saved outweigh the kilobytes added at
 * STRIDE_CHUNK_KB_PER_FILE (default 2 KB a file). A group a signed-out page may load is never
 * merged, and no page goes past STRIDE_CHUNK_CAP_KB beyond the entry (default 112: the 170 KB
 * budget less the entry's ~48 KB and stylesheet, and a margin). STRIDE_CHUNK_PLAN_REPORT=1
 * prints each page's files and bytes.
 */
function mergeChunkGroups(
  groups: ChunkGroup[],
  signedOut: ReadonlySet<string>,
  importsOf: (file: string) => readonly string[],
): ChunkGroup[] {
  const kbPerFile = Number(process.env.STRIDE_CHUNK_KB_PER_FILE ?? 2);
  const capBytes = Number(process.env.STRIDE_CHUNK_CAP_KB ?? 112) * 1000;
  const all = groups.map((group) => ({ ...group, pages: new Set(group.pages) }));
  const alive = new Set(all.map((_, id) => id));
  const groupOfFile = new Map<string, number>();
  all.forEach((group, id) => group.files.forEach((file) => groupOfFile.set(file, id)));
  // deps[g]: g and every group its files import, directly or not.
  const deps = all.map((_, id) => {
    const out = new Set<number>([id]);
    const stack = [...(all[id]?.files ?? [])];
    const seen = new Set<string>();
    while (stack.length > 0) {
      const file = stack.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const next of importsOf(file)) {
        const g = groupOfFile.get(next);
        if (g !== undefined) out.add(g);
        stack.push(next);
      }
    }
    return out;
  });
  const pages = new Set(all.flatMap((group) => [...group.pages]));
  const loads = new Map<string, Set<number>>();
  for (const page of pages) {
    loads.set(page, new Set([...alive].filter((id) => all[id]?.pages.has(page))));
  }
  const bytesOf = (ids: Iterable<number>) => {
    let sum = 0;
    for (const id of ids) sum += all[id]?.bytes ?? 0;
    return sum;
  };
  const locked = (id: number) => [...(all[id]?.pages ?? [])].some((page) => signedOut.has(page));
  for (;;) {
    let best: { gain: number; a: number; b: number } | undefined;
    const ids = [...alive].filter((id) => !locked(id));
    for (let i = 0; i < ids.length; i += 1) {
      for (let j = i + 1; j < ids.length; j += 1) {
        const a = ids[i] as number;
        const b = ids[j] as number;
        const both = new Set([...(deps[a] ?? []), ...(deps[b] ?? [])]);
        let files = 0;
        let added = 0;
        let allowed = true;
        for (const page of new Set([...(all[a]?.pages ?? []), ...(all[b]?.pages ?? [])])) {
          const before = loads.get(page) as Set<number>;
          const after = new Set([...before, ...both]);
          const extra = bytesOf([...after].filter((id) => !before.has(id)));
          if (extra > 0 && (signedOut.has(page) || bytesOf(after) > capBytes)) allowed = false;
          files += before.size - (after.size - 1);
          added += extra;
        }
        if (!allowed) continue;
        const gain = files - added / 1000 / kbPerFile;
        if (gain > 0 && (!best || gain > best.gain)) best = { gain, a, b };
      }
    }
    if (!best) break;
    const { a, b } = best;
    const A = all[a] as ChunkGroup;
    const B = all[b] as ChunkGroup;
    const merged = all.length;
    const mergedDeps = new Set(
      [...(deps[a] ?? []), ...(deps[b] ?? [])].filter((id) => id !== a && id !== b),
    );
    mergedDeps.add(merged);
    const affected = new Set([...A.pages, ...B.pages]);
    all.push({ pages: affected, bytes: A.bytes + B.bytes, files: [...A.files, ...B.files] });
    deps.push(mergedDeps);
    alive.delete(a);
    alive.delete(b);
    alive.add(merged);
    for (const id of alive) {
      const d = deps[id] as Set<number>;
      if (id !== merged && (d.has(a) || d.has(b))) {
        d.delete(a);
        d.delete(b);
        mergedDeps.forEach((dep) => d.add(dep));
      }
    }
    for (const page of affected) {
      const set = loads.get(page) as Set<number>;
      set.delete(a);
      set.delete(b);
      mergedDeps.forEach((dep) => {
        set.add(dep);
        all[dep]?.pages.add(page);
      });
    }
  }
  const current = [...alive].map((id) => all[id] as ChunkGroup);
  if (process.env.STRIDE_CHUNK_PLAN_REPORT) {
    for (const [page, ids] of [...loads].sort()) {
      const kb = (bytesOf(ids) / 1000).toFixed(1);
      console.log(`plan ${page}: ${ids.size} files, ${kb} KB beyond the entry`);
    }
  }
  return current;
}

/** The chunk a module of src/ went into (its own, or a group's). */
function chunkOfModule(chunks: readonly Rollup.OutputChunk[], module: string): Rollup.OutputChunk {
  const chunk =
    chunks.find((c) => c.facadeModuleId?.endsWith(module)) ??
    chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)));
  if (!chunk) throw new Error(`no chunk for ${module}`);
  return chunk;
}

function chunkPlan(): Plugin {
  return {
    name: 'stride-chunk-plan',
    apply: () => writingChunkPlan,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (f): f is Rollup.OutputChunk => f.type === 'chunk',
      );
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const chunkOf = (module: string) => chunkOfModule(chunks, module);
      const closure = (from: Rollup.OutputChunk, into = new Set<string>()) => {
        if (into.has(from.fileName)) return into;
        into.add(from.fileName);
        for (const file of from.imports) {
          const next = byFile.get(file);
          if (next) closure(next, into);
        }
        return into;
      };
      const entry = closure(chunkOf('/src/main.tsx'));
      const signedInRoots = [
        '/app/signed-in-routes.tsx',
        '/app/shell/app-shell.tsx',
        '/app/session-screens.tsx',
        '/lib/session/api/get-current-user.ts',
      ];
      const pages = [
        ...prerenderedPages.map((page) => ({ route: page.route, roots: [] as string[] })),
        ...signedInPages.map((page) => ({
          route: page.route,
          roots: [...signedInRoots, ...(page.firstScreen ?? [])],
        })),
      ];
      const signedOutRoutes = new Set(prerenderedPages.map((page) => page.route));
      const pagesOf = new Map<string, string[]>();
      // What signed-out pages load, first or later (a form's checks on submit), but not through
      // the route tables to other pages, counts as one more page that a merge may not add to:
      // a signed-out page never fetches a group that also holds signed-in code (and the
      // signed-in code it would import).
      const isRoute = (file: string) =>
        (byFile.get(file)?.moduleIds ?? []).some((id) =>
          /\/app\/(routes\/[^/]+-route|signed-in-routes)\.tsx$/.test(id),
        );
      const signedOutLoads = new Set<string>();
      for (const page of pages) {
        const files = new Set<string>();
        for (const module of [`/app/routes/${page.route}.tsx`, ...page.roots]) {
          closure(chunkOf(module), files);
        }
        for (const file of files) {
          if (!entry.has(file)) pagesOf.set(file, [...(pagesOf.get(file) ?? []), page.route]);
        }
        if (!signedOutRoutes.has(page.route)) continue;
        const visit = (file: string) => {
          if (signedOutLoads.has(file) || entry.has(file) || (isRoute(file) && !files.has(file)))
            return;
          signedOutLoads.add(file);
          const chunk = byFile.get(file);
          chunk?.imports.forEach(visit);
          chunk?.dynamicImports.forEach(visit);
        };
        // From the page's own chunks: the entry's lazy imports are every page's.
        [...files].filter((file) => !entry.has(file)).forEach(visit);
      }
      const signedOutLater = '(signed-out pages, later)';
      for (const file of signedOutLoads) {
        const users = pagesOf.get(file);
        if (users) users.push(signedOutLater);
      }
      // One group per set of pages, with its size (gzip -9 of its chunks as they are now).
      const groups = new Map<string, { pages: Set<string>; bytes: number; files: string[] }>();
      for (const [file, routes] of pagesOf) {
        const key = routes.sort().join(' ');
        const group = groups.get(key) ?? { pages: new Set(routes), bytes: 0, files: [] };
        group.bytes += gzipSync(byFile.get(file)?.code ?? '', { level: 9 }).length;
        group.files.push(file);
        groups.set(key, group);
      }
      const merged = mergeChunkGroups(
        [...groups.values()],
        new Set([...signedOutRoutes, signedOutLater]),
        (file) => byFile.get(file)?.imports ?? [],
      );
      const plan: Record<string, string> = {};
      for (const group of merged) {
        const routes = [...group.pages].sort();
        const name =
          routes.length === 1
            ? (routes[0] ?? 'page')
            : `shared-${createHash('sha256').update(routes.join(' ')).digest('hex').slice(0, 6)}`;
        for (const file of group.files) {
          for (const id of byFile.get(file)?.moduleIds ?? []) plan[id] = name;
        }
      }
      writeFileSync(chunkPlanFile, `${JSON.stringify(plan, null, 1)}\n`);
    },
  };
}

// STRIDE_SSR_OUT_DIR: a build with other settings (the Google sign-in test's) keeps its
// prerenderer apart, or the next plain client build would prerender with it.
const ssrOutDir =
  process.env.STRIDE_SSR_OUT_DIR ??
  fileURLToPath(new URL('../node_modules/.stride-ssr/', import.meta.url));

function prerender(): Plugin {
  return {
    name: 'stride-prerender',
    apply: (config, env) => env.command === 'build' && !env.isSsrBuild,
    async writeBundle(options, bundle) {
      const outDir = options.dir as string;
      const server = (await import(pathToFileURL(join(ssrOutDir, 'entry-server.js')).href)) as {
        render(url: string): Promise<{ html: string; css: string }>;
        renderBootShell(path: string): Promise<{ html: string; css: string }>;
        storageKeys: Record<string, string>;
        appVersion: string;
      };
      // public/boot.js repeats three storage names and the version: keep them in step.
      const boot = readFileSync(join(outDir, 'boot.js'), 'utf8');
      const { authToken, appVersion, theme } = server.storageKeys;
      for (const name of [authToken, appVersion, theme, server.appVersion]) {
        if (!boot.includes(`'${name}'`)) throw new Error(`public/boot.js does not use '${name}'`);
      }
      const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
      // The entry's stylesheet (the theme's tokens) goes into each page's own stylesheet.
      const entryCss =
        /\n\s*<link rel="stylesheet" crossorigin href="\/(assets\/index-[^"]+\.css)">/.exec(shell);
      if (!entryCss?.[1]) throw new Error('index.html links no entry stylesheet');
      const themeCss = readFileSync(join(outDir, entryCss[1]), 'utf8');
      const chunks = Object.values(bundle).filter(
        (f): f is Rollup.OutputChunk => f.type === 'chunk',
      );
      const inShell = new Set(
        chunks.filter((c) => shell.includes(c.fileName)).map((c) => c.fileName),
      );
      const chunkOf = (module: string) => chunkOfModule(chunks, module);
      /**
       * <link rel=modulepreload> for the chunks of these modules and every chunk they import,
       * in that order, but for those index.html already loads.
       */
      const modulepreloadLinks = (priority: 'auto' | 'low', ...modules: string[]) => {
        const preload = new Set<string>();
        const walk = (chunk: Rollup.OutputChunk | undefined) => {
          if (!chunk || inShell.has(chunk.fileName) || preload.has(chunk.fileName)) return;
          preload.add(chunk.fileName);
          chunk.imports.forEach((name) => walk(chunks.find((c) => c.fileName === name)));
        };
        modules.forEach((module) => walk(chunkOf(module)));
        const hint = priority === 'low' ? ' fetchpriority="low"' : '';
        return [...preload].map(
          (file) => `<link rel="modulepreload"${hint} crossorigin href="/${file}">`,
        );
      };
      /**
       * Markup rendered at build time and its stylesheet: FluentProvider's theme element left
       * out (the tokens are in the theme stylesheet), no inline style or script (the CSP), and
       * one hashed stylesheet with the page's Griffel rules. With `theme`, the theme's tokens go
       * into it too, linked in place of the entry's: one render-blocking file instead of two,
       * and one gzip stream. A signed-in page keeps the entry's (its code asks for that file
       * by name as it loads the shell, and would fetch the tokens a second time).
       */
      const pageFiles = (
        page: { path: string; route: string },
        rendered: { html: string; css: string },
        extraCss: string,
        theme: boolean,
      ) => {
        const html = rendered.html.replace(
          /<style id="fui-FluentProvider[^"]*">[^<]*<\/style>/g,
          '',
        );
        if (/<style|<script|\sstyle="/.test(html)) {
          throw new Error(`${page.path}: inline style or script in the prerendered markup`);
        }
        const stylesheet = `${theme ? `${themeCss}\n` : ''}${extraCss}\n${rendered.css}`;
        const hash = createHash('sha256').update(stylesheet).digest('hex').slice(0, 8);
        const cssFile = `assets/page-${page.route}-${hash}.css`;
        writeFileSync(join(outDir, cssFile), stylesheet);
        return { html, link: `<link rel="stylesheet" href="/${cssFile}">` };
      };
      for (const page of prerenderedPages) {
        // A prerendered page stays hidden while a signed-in visitor's app starts (boot.js).
        const { html, link } = pageFiles(
          page,
          await server.render(page.path),
          'html[data-session] #root[data-prerendered]{visibility:hidden}',
          true,
        );
        const head = [link, ...modulepreloadLinks('auto', `/app/routes/${page.route}.tsx`)].join(
          '\n    ',
        );
        const out = shell
          .replace(entryCss[0], '')
          .replace('</head>', `    ${head}\n  </head>`)
          .replace('<div id="root"></div>', `<div id="root" data-prerendered>${html}</div>`);
        if (!out.includes('data-prerendered')) throw new Error('index.html has no empty #root');
        writeFileSync(join(outDir, page.file), out);
      }
      for (const page of signedInPages) {
        // In the order the app asks for them: the route table, the page, the shell; then the
        // session check's code (the request for GET /api/auth/me and the screen shown while it
        // runs), which the app imports on demand and so fetched only once its first script had
        // run: a round trip later, with its work after the first paint (issue 15; Lighthouse
        // TBT, median of 7: /dashboard 172 -> 71 ms, /journal 128 -> 78 ms).
        // At low priority: the page's first paint is the drawing below, which needs none of
        // them, so the stylesheet goes first (Lighthouse took High-priority scripts found by the
        // parser for render-blocking ones: FCP on its phone 2.5 -> 1.3 s).
        const head = modulepreloadLinks(
          'low',
          '/app/signed-in-routes.tsx',
          `/app/routes/${page.route}.tsx`,
          '/app/shell/app-shell.tsx',
          '/app/session-screens.tsx',
          '/lib/session/api/get-current-user.ts',
          ...(page.firstScreen ?? []),
        );
        // The shell and the page's title, drawn from the HTML before any script runs, over the
        // app until its own screen is ready (app/shell/boot-shell.tsx); shown only with a stored
        // session (boot.js), so a signed-out visitor goes to /login without seeing it.
        const { html, link } = pageFiles(
          page,
          await server.renderBootShell(page.path),
          'html:not([data-session]) #boot-shell{display:none}',
          false,
        );
        const out = shell
          .replace('</head>', `    ${[link, ...head].join('\n    ')}\n  </head>`)
          .replace('<div id="root"></div>', `<div id="root"></div>\n    ${html}`);
        if (!out.includes('id="boot-shell"'))
          throw new Error("index.html has no empty #root for the shell's drawing to follow");
        writeFileSync(join(outDir, page.file), out);
      }
    },
  };
}

/** Every page with an HTML file of its own, by name (the worker's precache list below). */
const precachedPageNames = [...prerenderedPages, ...signedInPages]
  .map((page) => page.file.replace(/\.html$/, ''))
  .join(',');

/**
 * The installable app (issue 20): one service worker, src/sw/sw.ts, built with the manifest of
 * files to precache injected. Precached: the hashed build assets and the app shell (index.html,
 * the offline page and what it needs; the manifest's icons are added by the plugin); nothing
 * under /api/ is ever cached. The worker is registered by the app itself after load and idle
 * (app/service-worker.ts), so no registration script is injected (the CSP allows no inline
 * script).
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'sw.ts',
  injectRegister: false,
  registerType: 'prompt',
  includeAssets: [],
  manifest: {
    id: '/',
    name: 'Stride',
    short_name: 'Stride',
    description:
      'Track testosterone injections, stay on schedule, keep a private journal and talk to a kind AI coach.',
    lang: 'en',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#6F3DD3',
    background_color: '#FAFAFA',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  injectManifest: {
    globPatterns: [
      'index.html',
      // The prerendered signed-out pages (issue 15; see prerender() above) and the signed-in
      // pages' files (their preloads and the shell's drawing, decision 0009), so the installed
      // app and a repeat visit paint at once, as a first visit does; and the boot script.
      `{${precachedPageNames}}.html`,
      'boot.js',
      'offline.html',
      '404.css',
      'favicon.svg',
      'assets/**/*.{js,css,woff2,svg,png,webp}',
    ],
    // Hashed files carry their version in the name: no cache-busting revision needed.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    rollupFormat: 'iife',
  },
  devOptions: { enabled: true, type: 'module' },
});

export default defineConfig(({ command, isSsrBuild }) => ({
  // isSsrBuild: the prerenderer's Node build (issue 15): one self-contained bundle, no PWA.
  plugins: isSsrBuild
    ? [react(), iconModules(), tokensProxy(), themeCss()]
    : [
        react(),
        // The app's own makeStyles calls resolved at build time (docs/decisions/0007).
        ...(command === 'build' ? [griffelAot()] : []),
        iconModules(),
        tokensProxy(),
        themeCss(),
        signedOut.plugin,
        ...(writingChunkPlan ? [chunkPlan()] : [prerender(), pwa]),
      ],
  // The app is written against React's API and runs on preact/compat, ~55 KB lighter on every
  // page (docs/decisions/0006-preact.md); the prerenderer renders with Preact too.
  resolve: { alias: [{ find: /^react(-dom)?(?=\/|$)/, replacement: 'preact/compat' }] },
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: ssrOutDir, emptyOutDir: true, target: 'node20', copyPublicDir: false }
    : {
        manifest: true,
        write: !writingChunkPlan,
        target: 'es2022',
        // Every browser the es2022 target allows supports <link rel="modulepreload">.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'app',
                  tags: ['$initial'],
                  priority: 2,
                  includeDependenciesRecursively: false,
                },
                // Only the modules the walk chose: their own imports (the API client, dates,
                // which signed-in pages use too) are not pulled in after them.
                ...signedOut.groups.map((group) => ({
                  ...group,
                  priority: 1,
                  includeDependenciesRecursively: false,
                })),
                {
                  name: (id: string) => firstLoadGroups.get(id) ?? null,
                  test: (id: string) => firstLoadGroups.has(id),
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
                // Fluent's Input and Field components. Label and Field's context go apart (one
                // small chunk): Spinner (signed-in pages' loading states) renders a Label and
                // ProgressBar reads the field context, so with them here every signed-in page
                // loaded Input's 6 KB for a spinner.
                {
                  name: 'fields',
                  test: /[\\/]@fluentui[\\/]react-(input|field[\\/]lib[\\/]components)[\\/]/,
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'label',
                  test: /[\\/]@fluentui[\\/]react-(label|field[\\/]lib[\\/]contexts)[\\/]/,
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
  server: {
    port: 4280,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://127.0.0.1:7071', changeOrigin: false },
    },
  },
  preview: {
    headers: productionHeaders(),
    proxy: {
      '/api': { target: 'http://127.0.0.1:7071', changeOrigin: false },
    },
  },
}));
