// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const frontendSrc = fileURLToPath(new URL('./frontend/src/', import.meta.url));

/** lib, components and config come first (0), then entities (1), features (2) and app (3). */
const layerRanks = { lib: 0, components: 0, config: 0, entities: 1, features: 2, app: 3 };

/** The layer of a file under frontend/src (and its feature folder), or null outside them. */
function layerOf(file) {
  const parts = relative(frontendSrc, file).split(sep);
  if (parts[0] === '..' || !(parts[0] in layerRanks)) return null;
  return {
    name: parts[0],
    rank: layerRanks[parts[0]],
    feature: parts[0] === 'features' ? parts[1] : null,
  };
}

/** @type {import('eslint').Rule.RuleModule} */
const layersRule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Front-end imports run one way: lib/components → entities → features → app.',
    },
    schema: [],
  },
  create(context) {
    const from = layerOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const to = layerOf(resolve(dirname(context.filename), source.value));
      if (!to) return;
      if (to.rank > from.rank) {
        context.report({
          node: source,
          message: `${from.name}/ may not import ${to.name}/: imports run lib and components → entities → features → app.`,
        });
      } else if (from.feature && to.feature && from.feature !== to.feature) {
        context.report({
          node: source,
          message: `Feature folders must not import each other (${from.feature} → ${to.feature}); share through entities/, components/ or lib/, or compose them in app/.`,
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const azureFunctions = {
  name: '@azure/functions',
  message: 'Only api/src/functions registers with Azure.',
};

/** What a route module may not import: another route, or a repository's internals. */
const routesMayNotImport = [
  {
    regex: '^\\./|/routes/',
    message:
      'Routes never import routes: put shared HTTP helpers in http/, use cases in services/.',
  },
  {
    regex: '/data/(entities|keys|partition|storage|storage-errors)(\\.js)?$',
    message: "A repository's internals stay in data/: call its public functions or a service.",
  },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '.azurite/**', '.stride/**', 'screenshots/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  // The push service worker (plain JavaScript served as it is).
  {
    files: ['frontend/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  // The boot script runs in the page's <head> before the app (see its header).
  {
    files: ['frontend/public/boot.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Type-aware checks for the front end: a promise is awaited, returned or voided on purpose,
  // and never handed to a place that expects a plain function (an onClick, a setter).
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  // Type-aware checks where promises matter most: a forgotten await loses an error or a write.
  {
    files: ['api/src/**/*.ts', 'tests/**/*.ts', 'scripts/**/*.ts'],
    languageOptions: {
      parserOptions: {
        project: ['./api/tsconfig.json', './tests/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  // Imports run one way: lib and components → entities → features → app. Feature folders do
  // not import each other (they are composed in app/); entities/ holds the server state they
  // share. tests/infra/frontend-lint-rules.test.ts proves each direction fails when broken.
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { stride: { rules: { layers: layersRule } } },
    rules: { 'stride/layers': 'error' },
  },
  // Layers (docs/decisions/0003-layering.md): functions → app → routes → services → domain and
  // data. Only api/src/functions (HTTP) and api/src/jobs/timers.ts (the jobs app's timers) may
  // import @azure/functions.
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/functions/**', 'api/src/jobs/timers.ts', 'api/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [azureFunctions] }],
    },
  },
  // The browser's zod is zod/mini (issue 15: classic zod was 24.7 KB gzip on every signed-in
  // page, mini 11): the contracts build their schemas with `z` from contracts/zod.ts (mini, with
  // English messages set), and so does the web app; classic zod stays in the API's own code.
  {
    files: ['frontend/src/**/*.{ts,tsx}', 'api/src/contracts/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            azureFunctions,
            {
              name: 'zod',
              message:
                "Classic zod weighs 25 KB in the browser: use `z` from contracts/zod.ts (zod/mini's functions: z.optional(s), s.check(z.minLength(1)), …).",
            },
          ],
        },
      ],
    },
  },
  // Routes are HTTP only: they never import each other (shared HTTP helpers live in http/) nor a
  // repository's internals (entities, keys, partitions, raw storage and its errors).
  {
    files: ['api/src/routes/**/*.ts'],
    ignores: ['api/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [azureFunctions], patterns: [...routesMayNotImport] },
      ],
    },
  },
  // Services are the use cases a route or a timer job calls: no HTTP in them.
  {
    files: ['api/src/services/**/*.ts'],
    ignores: ['api/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [azureFunctions],
          patterns: [
            { regex: '^hono', message: 'Services have no HTTP: return data, let the route reply.' },
            { regex: '/(routes|http|middleware)/', message: 'Services have no HTTP.' },
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(data|routes|functions|services|http)/', message: 'The domain has no I/O.' },
            { regex: '^@azure/', message: 'The domain has no I/O.' },
            { regex: '^hono', message: 'The domain has no HTTP.' },
          ],
        },
      ],
    },
  },
);
