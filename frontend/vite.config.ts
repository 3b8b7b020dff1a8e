import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
 * The landing page's first load, kept in few files: everything the entry needs in one chunk,
 * and the library code the landing page shares with other pages (Fluent's Input, Field, …) in
 * one more, instead of a dozen small shared chunks that each cost gzip overhead. The shared
 * set is computed from the module graph: modules the landing route reaches statically, minus
 * the entry's own and minus the landing feature itself (which stays in the route's chunk).
 * The walk follows barrel re-exports, so it overshoots: Griffel's shorthands (re-exported by
 * its index, used only by other pages) are left to the default chunking.
 */
function landingSharedChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const shared = new Set<string>();
  const srcDir = fileURLToPath(new URL('./src/', import.meta.url));
  const entry = `${srcDir}main.tsx`;
  const landingRoute = `${srcDir}app/routes/landing-route.tsx`;
  return {
    test: (id) => shared.has(id) && !/[\\/]shorthands[\\/]/.test(id),
    plugin: {
      name: 'stride-landing-shared-chunk',
      apply: 'build',
      buildEnd() {
        const reach = (from: string): Set<string> => {
          const seen = new Set<string>();
          const stack = [from];
          while (stack.length > 0) {
            const id = stack.pop() as string;
            if (seen.has(id)) continue;
            seen.add(id);
            this.getModuleInfo(id)?.importedIds.forEach((next) => stack.push(next));
          }
          return seen;
        };
        const initial = reach(entry);
        const landingFeature = `${srcDir}features/landing/`;
        for (const id of reach(landingRoute)) {
          if (!initial.has(id) && id !== landingRoute && !id.startsWith(landingFeature)) {
            shared.add(id);
          }
        }
      },
    },
  };
}

const landingShared = landingSharedChunk();

export default defineConfig({
  plugins: [react(), landingShared.plugin],
  build: {
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2, includeDependenciesRecursively: false },
            { name: 'landing-shared', test: landingShared.test, priority: 1 },
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
});
