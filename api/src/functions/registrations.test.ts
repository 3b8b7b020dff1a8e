import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.js';
import { systemClock } from '../clock.js';
import { loadConfig } from '../config.js';
import { createStorage } from '../data/storage.js';
import { silentLogger } from '../logger.js';

interface Registration {
  name: string;
  route: string;
  methods: string[];
}

const recorded = vi.hoisted(() => [] as Registration[]);

// Core Tools cannot run here: record what each file registers instead.
vi.mock('@azure/functions', () => ({
  app: {
    http: (name: string, options: { route?: string; methods?: string[] }) => {
      recorded.push({ name, route: options.route ?? name, methods: options.methods ?? [] });
    },
  },
}));

const here = dirname(fileURLToPath(import.meta.url));

async function loadRegistrations(): Promise<Registration[]> {
  const files = readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  for (const file of files) await import(join(here, file));
  return recorded;
}

/** Azure's route template ('auth/{*path}', 'injections/{id}') as a matcher of paths below /api. */
function templateMatcher(template: string): RegExp {
  const pattern = template
    .split('/')
    .map((segment) => {
      if (/^\{\*[^}]+\}$/.test(segment)) return '.*';
      if (/^\{[^}]+\}$/.test(segment)) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^/api/${pattern}$`);
}

describe('Azure Functions registrations', () => {
  it('reach every Hono route through exactly one registration (template and method)', async () => {
    const registrations = await loadRegistrations();
    const app = createApp({
      config: loadConfig({}),
      storage: createStorage('UseDevelopmentStorage=true'),
      clock: systemClock,
      log: silentLogger,
    });
    const routes = app.routes.filter((r) => r.method !== 'ALL');
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const samplePath = route.path.replace(/:[^/]+/g, 'sample-id').replace(/\/$/, '');
      const reaching = registrations.filter(
        (r) => templateMatcher(r.route).test(samplePath) && r.methods.includes(route.method),
      );
      expect(
        reaching.map((r) => r.name),
        `${route.method} ${route.path} must be reached by exactly one registration`,
      ).toHaveLength(1);
    }
  });

  it('register no route the Hono app does not serve', async () => {
    const registrations = await loadRegistrations();
    const app = createApp({
      config: loadConfig({}),
      storage: createStorage('UseDevelopmentStorage=true'),
      clock: systemClock,
      log: silentLogger,
    });
    const routes = app.routes.filter((r) => r.method !== 'ALL');
    for (const registration of registrations) {
      const matcher = templateMatcher(registration.route);
      for (const method of registration.methods) {
        const served = routes.some(
          (r) =>
            r.method === method &&
            matcher.test(r.path.replace(/:[^/]+/g, 'sample-id').replace(/\/$/, '')),
        );
        expect(served, `${method} ${registration.route} has no Hono route`).toBe(true);
      }
    }
  });

  it('keep Azure route names unique', async () => {
    const registrations = await loadRegistrations();
    const names = registrations.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
