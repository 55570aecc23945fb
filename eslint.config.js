import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // The domain package is pure rules: no database, HTTP or React (STYLE).
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react*', 'fastify*', 'drizzle*', 'pg', '@electric-sql/*', 'node:*'],
              message: 'packages/domain holds pure rules only.',
            },
          ],
        },
      ],
    },
  },
  // Imports flow one way on the web: shared (lib, components) → features → app; features never import each other.
  {
    files: ['apps/web/src/lib/**', 'apps/web/src/components/**', 'apps/web/src/locales/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*'],
              message: 'Shared code cannot depend on features or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*', '../../*'],
              message: 'A feature imports only shared code and itself.',
            },
          ],
        },
      ],
    },
  },
  // Only repositories (and the database layer) touch Drizzle on the server.
  {
    files: ['apps/server/src/modules/**/*.{routes,service}.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm*'], message: 'Database access lives in repositories.' },
          ],
        },
      ],
    },
  },
);
