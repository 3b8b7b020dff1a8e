import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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

/**
 * The installable app (issue 20): one service worker, src/sw/sw.ts, built with the manifest of
 * files to precache injected. Precached: the hashed build assets and the app shell (index.html,
 * the offline page and what it needs; the manifest's icons are added by the plugin); nothing under /api/ is ever cached. The
 * worker is registered by the app itself after load and idle (app/service-worker.ts), so no
 * registration script is injected (the CSP allows no inline script).
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

export default defineConfig({
  plugins: [react(), landingShared.plugin, pwa],
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
