import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

export default defineConfig({
  plugins: [react()],
  build: {
    manifest: true,
    target: 'es2022',
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
