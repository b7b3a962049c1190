import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
// The root config assembles each workspace's own lint rules, so it may reach into one.
// eslint-disable-next-line hds/no-cross-workspace-relative
import { noCrossFeatureImports } from './apps/studio/lint/noCrossFeatureImports.js';
import { workspaceBoundaries } from './scripts/eslint-workspace-boundaries.mjs';

/**
 * Workspaces meet through their package.json `exports` (`@hds/ui/Button`,
 * `@hds/api-client/contract`): no relative path into another workspace, and no deep path into
 * one's files, which would skip its public entry points (issue #42).
 */
const crossPackageImports = [
  {
    group: ['**/packages/*/src/**', '../../**/packages/**', '../../**/apps/**'],
    message: 'Import another workspace by its package name and an export of its package.json.',
  },
  {
    group: ['@hds/*/src', '@hds/*/src/**', '@hds/ui/components/**', '@hds/ui/*/*.css.ts'],
    message: "Use the package's exports (e.g. '@hds/ui/Button'), not a path into its files.",
  },
];

const contractOnly = {
  name: '@hds/api-client',
  message: "Import the wire contract from '@hds/api-client/contract'.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'data/**',
      '.storybook/public/**',
      'apps/api/assets/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { hds: workspaceBoundaries },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { patterns: crossPackageImports }],
      // The same boundary for relative paths the patterns cannot recognise.
      'hds/no-cross-workspace-relative': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // The design system, the engine and the server use the wire contract (types, constants, zod schemas),
  // never the client's root barrel with its fetch client and query factories (issue #24). A
  // later block's options replace an earlier one's, so this one repeats the cross-package rule.
  {
    files: ['packages/ui/src/**/*.{ts,tsx}', 'packages/engine/src/**/*.ts', 'apps/api/src/**/*.ts'],
    ignores: ['**/*.stories.tsx', '**/*.fixtures.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [contractOnly], patterns: crossPackageImports }],
    },
  },
  // The design system's building blocks stand on their own: a primitive never imports a
  // composite (packages/ui/README.md, "Layout").
  {
    files: ['packages/ui/src/primitives/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [contractOnly],
          patterns: [
            ...crossPackageImports,
            { group: ['**/composites/**'], message: 'A primitive never imports a composite.' },
          ],
        },
      ],
    },
  },
  // The server's cross-cutting folders serve the features and never import one: a feature hands
  // them what they need (the edits feature gives the queue its job runner). db/seed writes the
  // features' demo rows through their repositories, so it is the one exception.
  {
    files: ['apps/api/src/{queue,net,storage,lib,db,plugins}/**/*.ts'],
    ignores: ['apps/api/src/db/seed/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@hds/api-client',
              message: "Import the wire contract from '@hds/api-client/contract'.",
            },
          ],
          patterns: [
            {
              group: ['**/features/**'],
              message: 'Cross-cutting code takes what it needs from a feature as a parameter.',
            },
          ],
        },
      ],
    },
  },
  // Studio features stay independent (apps/studio/lint/noCrossFeatureImports.js).
  {
    files: ['apps/studio/src/**/*.{ts,tsx}'],
    plugins: { studio: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: { 'studio/no-cross-feature-imports': 'error' },
  },
);
