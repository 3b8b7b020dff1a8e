import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The front end's imports run one way: lib and components → entities → features → app. These
 * fixtures lint small sources placed (by name only) in each guarded folder with the project's
 * own eslint.config.js and expect the import rule to fire; the allowed direction must stay clean.
 */
const root = resolve(import.meta.dirname, '../..');

// The type-aware rules need a file TypeScript knows; the fixtures exist only as text, so the
// import rules are checked without type information.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false, project: null } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
    },
  },
});

async function importRuleMessages(filePath: string, specifier: string): Promise<string[]> {
  const code = `import { thing } from '${specifier}';\nexport const value = thing;\n`;
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'stride/layers').map((m) => m.message);
}

const broken: [string, string, string][] = [
  ['lib imports entities', 'frontend/src/lib/fixture.ts', '../entities/dashboard'],
  ['lib imports a feature', 'frontend/src/lib/fixture.ts', '../features/journal/journal-text'],
  ['lib imports app', 'frontend/src/lib/session/fixture.ts', '../../app/app-routes'],
  ['components import entities', 'frontend/src/components/fixture.tsx', '../entities/photos'],
  [
    'components import a feature',
    'frontend/src/components/fixture.tsx',
    '../features/treatment/treatment-text',
  ],
  ['components import app', 'frontend/src/components/fixture.tsx', '../app/shell/app-shell'],
  ['entities import a feature', 'frontend/src/entities/fixture.ts', '../features/analytics/period'],
  ['entities import app', 'frontend/src/entities/fixture.ts', '../app/providers'],
  [
    'a feature imports another feature',
    'frontend/src/features/journal/components/fixture.tsx',
    '../../treatment/treatment-text',
  ],
  [
    'a feature imports another feature (by its full path)',
    'frontend/src/features/photos/fixture.ts',
    '../../features/coach/coach-text',
  ],
  [
    'a feature imports app',
    'frontend/src/features/dashboard/components/fixture.tsx',
    '../../../app/routes/dashboard-route',
  ],
];

const allowed: [string, string, string][] = [
  ['components import lib', 'frontend/src/components/fixture.tsx', '../lib/api-client'],
  ['entities import lib', 'frontend/src/entities/fixture.ts', '../lib/api-client'],
  ['entities import entities', 'frontend/src/entities/fixture.ts', './prescription'],
  [
    'a feature imports entities, lib and components',
    'frontend/src/features/journal/components/fixture.tsx',
    '../../../entities/journal',
  ],
  [
    'a feature imports its own modules',
    'frontend/src/features/journal/components/fixture.tsx',
    '../journal-text',
  ],
  ['app imports a feature', 'frontend/src/app/fixture.tsx', '../features/journal/journal-text'],
  ['app imports entities', 'frontend/src/app/routes/fixture.tsx', '../../entities/dashboard'],
];

describe('front-end import direction (eslint.config.js)', () => {
  it.each(broken)('fails when %s', async (_name, filePath, specifier) => {
    expect(await importRuleMessages(filePath, specifier)).toHaveLength(1);
  });

  it.each(allowed)('passes when %s', async (_name, filePath, specifier) => {
    expect(await importRuleMessages(filePath, specifier)).toEqual([]);
  });

  // Issue 15: the browser's zod is zod/mini, through the contracts' `z`.
  it.each([
    ['zod', ['no-restricted-imports']],
    ['@stride/api/contracts/zod', []],
  ])('classic zod is refused in the web app: %s', async (specifier, expected) => {
    const code = `import { z } from '${specifier}';\nexport const value = z.string();\n`;
    const filePath = resolve(root, 'frontend/src/entities/fixture.ts');
    const [result] = await eslint.lintText(code, { filePath });
    const ruleIds = (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
    expect(ruleIds).toEqual(expected);
  });
});
