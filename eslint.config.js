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
  // The sign-in and reset forms are being reworked in the speed issue: their two
  // unhandled navigate() promises are fixed there; drop this exception at the merge.
  {
    files: [
      'frontend/src/features/auth/components/login-form.tsx',
      'frontend/src/features/auth/components/forgot-password-form.tsx',
    ],
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
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
  // Only api/src/functions may import @azure/functions; the domain stays pure.
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/functions/**', 'api/src/**/*.test.ts'],
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
