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
  // Only api/src/functions (HTTP) and api/src/jobs/timers.ts (the jobs app's timers) may import
  // @azure/functions; the domain stays pure.
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/functions/**', 'api/src/jobs/timers.ts', 'api/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@azure/functions', message: 'Only api/src/functions registers with Azure.' },
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
            { regex: '(data|routes|functions)/', message: 'The domain has no I/O.' },
            { regex: '^@azure/', message: 'The domain has no I/O.' },
            { regex: '^hono', message: 'The domain has no HTTP.' },
          ],
        },
      ],
    },
  },
);
