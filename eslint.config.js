// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

import { existsSync, readdirSync } from 'node:fs';

const featuresDir = new URL('./frontend/src/features/', import.meta.url);
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

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
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Feature folders do not import each other: they are composed in app/.
  ...features.map((feature) => ({
    files: [`frontend/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `features/(?!${feature}/)`,
              message: 'Feature folders must not import each other; compose them in app/.',
            },
          ],
        },
      ],
    },
  })),
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
