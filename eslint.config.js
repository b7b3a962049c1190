import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
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
  // never the client's root barrel with its fetch client and query factories (issue #24).
  {
    files: ['packages/ui/src/**/*.{ts,tsx}', 'packages/engine/src/**/*.ts', 'apps/api/src/**/*.ts'],
    ignores: ['**/*.stories.tsx', '**/*.fixtures.ts'],
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
        },
      ],
    },
  },
);
