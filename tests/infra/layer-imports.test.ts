import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layering rules in eslint.config.js fail when broken: each fixture is linted as if it
 * lived in the guarded folder (the file need not exist), with the type-aware rules left out so
 * a fixture needs no project.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: { parserOptions: { project: null } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
    },
  },
});

async function ruleIds(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const restricted = 'no-restricted-imports';

describe('layer import rules', () => {
  it.each([
    [
      'a route importing another route',
      'api/src/routes/x.ts',
      "import { photosRoutes } from './photos.js';",
    ],
    [
      'a route importing a route by path',
      'api/src/routes/x.ts',
      "import { a } from '../routes/auth.js';",
    ],
    [
      'a route importing storage keys',
      'api/src/routes/x.ts',
      "import { chatKeys } from '../data/keys.js';",
    ],
    [
      'a route importing entities',
      'api/src/routes/x.ts',
      "import { defined } from '../data/entities.js';",
    ],
    [
      'a route importing partitions',
      'api/src/routes/x.ts',
      "import { deletePartition } from '../data/partition.js';",
    ],
    [
      'a route importing storage errors',
      'api/src/routes/x.ts',
      "import { isNotFound } from '../data/storage-errors.js';",
    ],
    ['a service importing hono', 'api/src/services/x.ts', "import { Hono } from 'hono';"],
    [
      'a service importing a route',
      'api/src/services/x.ts',
      "import { a } from '../routes/auth.js';",
    ],
    [
      'a service importing HTTP helpers',
      'api/src/services/x.ts',
      "import { ifMatch } from '../http/if-match.js';",
    ],
    [
      'the domain importing a service',
      'api/src/domain/x.ts',
      "import { a } from '../services/dashboard.js';",
    ],
    ['the domain importing storage', 'api/src/domain/x.ts', "import { a } from '../data/keys.js';"],
    ['a contract importing classic zod', 'api/src/contracts/x.ts', "import { z } from 'zod';"],
  ])('refuses %s', async (_name, filePath, importLine) => {
    const source = `${importLine}\nexport const used = [${importLine.match(/\{ (\w+) \}/)?.[1]}];\n`;
    expect(await ruleIds(filePath, source)).toContain(restricted);
  });

  it.each([
    [
      'a route importing a service and HTTP helpers',
      'api/src/routes/x.ts',
      "import { readJson } from '../http/read-json.js';\nimport { createDashboard } from '../services/dashboard.js';",
    ],
    [
      'a route importing a repository',
      'api/src/routes/x.ts',
      "import { createPhotoRepository } from '../data/photo-repository.js';",
    ],
    [
      'a service importing the domain and data',
      'api/src/services/x.ts',
      "import { isPaused } from '../domain/treatment/schedule.js';\nimport { createUserRepository } from '../data/user-repository.js';",
    ],
    [
      "a contract importing the contracts' zod",
      'api/src/contracts/x.ts',
      "import { z } from './zod.js';",
    ],
    ['a route importing classic zod', 'api/src/routes/x.ts', "import { z } from 'zod';"],
  ])('allows %s', async (_name, filePath, imports) => {
    const names = [...imports.matchAll(/\{ (\w+) \}/g)].map((m) => m[1]).join(', ');
    const source = `${imports}\nexport const used = [${names}];\n`;
    expect(await ruleIds(filePath, source)).not.toContain(restricted);
  });
});
