import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noModuleCycle } from './scripts/eslint/no-module-cycle.mjs';

const root = import.meta.dirname;
const server = 'apps/server/src';
/** The server's modules, read from disk so a new module gets its zones without editing this file. */
const serverModules = readdirSync(path.join(root, server, 'modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** The web's features, read from disk likewise. */
const webFeatures = readdirSync(path.join(root, 'apps/web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** import-x matches `except` globs against absolute paths. */
const absolute = (glob) => path.join(root, glob);

const sourceFiles = ['**/*.{ts,tsx,mts,mjs}'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
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

  // No import cycles. import-x/no-cycle follows files (runtime imports; `import type` vanishes
  // at build time); kodesha/no-module-cycle follows the folders one level up — a server module,
  // a domain folder, a web feature — type imports included, as a type still ties two folders.
  {
    files: sourceFiles,
    plugins: { 'import-x': importX, kodesha: { rules: { 'no-module-cycle': noModuleCycle } } },
    settings: {
      // import-x reads only the extensions and parsers it is told of; its TypeScript preset's.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'packages/domain/tsconfig.json',
            'e2e/tsconfig.json',
          ].map(absolute),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'kodesha/no-module-cycle': [
        'error',
        {
          roots: [`${server}/modules`, 'packages/domain/src', 'apps/web/src/features'].map(
            absolute,
          ),
        },
      ],
    },
  },

  // File names are kebab-case; a role suffix (`cars.routes.ts`, `user.view.ts`) is not part of the name.
  {
    files: ['{apps,packages,e2e,scripts}/**/*.{ts,tsx,mts,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mts,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },

  // Every test asserts something, directly or through a helper named expect…/assert….
  {
    files: ['**/*.test.{ts,tsx}'],
    plugins: { vitest },
    rules: {
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', 'assert*'] }],
    },
  },
  {
    files: ['e2e/**/*.spec.ts'],
    plugins: { playwright },
    rules: {
      'playwright/expect-expect': ['error', { assertFunctionPatterns: ['^expect', '^assert'] }],
    },
  },

  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['apps/web/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },

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
  // Imports flow one way on the web: shared (lib, components) → features and pwa → app;
  // features never import each other, nor pwa.
  {
    files: ['apps/web/src/lib/**', 'apps/web/src/components/**', 'apps/web/src/locales/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*', '@/pwa/*'],
              message:
                'Shared code cannot depend on features, the service worker’s side or the app.',
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
              group: ['@/features/*', '@/app/*', '@/pwa/*'],
              message:
                'A feature imports only shared code and itself (its own files by relative path).',
            },
          ],
        },
      ],
    },
  },
  // …and never another feature by a relative path either, however deep its own folders go.
  {
    files: ['apps/web/src/features/**'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: webFeatures.map((name) => ({
            target: `apps/web/src/features/${name}/**`,
            from: `apps/web/src/features/!(${name})/**`,
            message: 'A feature imports only shared code and itself; routes compose features.',
          })),
        },
      ],
    },
  },

  // The installable, offline side (src/pwa, record 25: the service worker, its registration,
  // the prompts and the offline page) sits beside the features: it imports shared code and
  // itself, by whatever path, and only the app (main.tsx, the layout) imports it.
  {
    files: ['apps/web/src/pwa/**'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: 'apps/web/src/pwa/**',
              from: ['apps/web/src/app/**', 'apps/web/src/features/**'],
              message: 'src/pwa imports only shared code (lib, components, locales) and itself.',
            },
          ],
        },
      ],
    },
  },

  // Server zones. Drizzle and the database drivers: repositories and db/ only. Tests may speak
  // SQL too: they check what the database itself guarantees (an exclusion constraint, the SQL
  // mirrors of domain rules), and no production file can import a test.
  {
    files: [`${server}/**/*.ts`],
    ignores: [
      `${server}/modules/**/*.repository.ts`,
      `${server}/db/**`,
      `${server}/test/**`,
      `${server}/**/*.test.ts`,
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'],
              message: 'Database access lives in repositories (and db/).',
            },
          ],
        },
      ],
    },
  },
  // Routes → own service → repositories, resolved file by file (so `../cars/cars.repository.js`
  // and `./cars.repository.js` are told apart by where they land, not by how they are spelled).
  {
    files: [`${server}/**/*.ts`],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            // A route imports its own module's service and DTOs, the domain, plugins and shared
            // helpers — nothing else of the server.
            ...serverModules.map((name) => ({
              target: `${server}/modules/${name}/**/*.routes.ts`,
              from: `${server}/**`,
              except: [
                `${server}/modules/${name}/**/*.service.ts`,
                `${server}/modules/${name}/**/*.dto.ts`,
                `${server}/plugins/**`,
                `${server}/shared/**`,
                `${server}/http.{ts,mts}`, // a glob, as import-x wants the exceptions of a glob zone to be
              ].map(absolute),
              message: `A route imports only its own module's service and DTOs, the domain, plugins and shared helpers.`,
            })),
            // One module calls another module's service, never its repository.
            ...serverModules.map((name) => ({
              target: `${server}/modules/!(${name})/**/!(*.routes).ts`,
              from: `${server}/modules/${name}/**/*.repository.ts`,
              message: `Only the "${name}" module's service and the wiring import its repository; other modules call its service.`,
            })),
            // Inside a module, the repository is the service's (a DTO may read its record types:
            // see the rule below), a repository's own test (either tier) may open it.
            {
              target: `${server}/modules/**/!(*.service|*.repository|*.repository.test|*.repository.pg.test|*.dto|*.routes).ts`,
              from: `${server}/modules/**/*.repository.ts`,
              message: 'A repository is imported only by its own service and the wiring.',
            },
            // Floors, lowest first: db/, shared/ and config/ → plugins/ and providers/ →
            // modules/ → the wiring (services.ts, app.ts, server.ts, seed/). A floor never
            // imports one above it: the database layer knows no use case, a plugin no module,
            // and outside services (mail, SMS, object storage: providers/<kind>/, one file a
            // vendor) reach modules only through services.ts (STYLE: outside services). Tests
            // build the whole app, so they stand above every floor and are left out.
            {
              target: [
                `${server}/{db,shared,config}/**/!(*.test).ts`,
                `${server}/{db,shared,config}/!(*.test).ts`,
              ],
              from: [
                `${server}/modules/**`,
                `${server}/plugins/**`,
                `${server}/providers/**`,
                `${server}/seed/**`,
                `${server}/{app,server,services}.ts`,
              ],
              message:
                'db/, shared/ and config/ are the lowest floor: they import no module, plugin, provider or wiring.',
            },
            {
              target: [
                `${server}/{plugins,providers}/**/!(*.test).ts`,
                `${server}/{plugins,providers}/!(*.test).ts`,
              ],
              from: [
                `${server}/modules/**`,
                `${server}/seed/**`,
                `${server}/{app,server,services}.ts`,
              ],
              message:
                'Plugins and providers sit below the modules: a module receives them from services.ts.',
            },
            {
              target: `${server}/modules/**/!(*.test).ts`,
              from: [`${server}/seed/**`, `${server}/{app,server,services}.ts`],
              message: 'Modules sit below the wiring: services.ts hands each what it needs.',
            },
            // Outside the modules only the wiring (createServices in services.ts) builds
            // repositories: app.ts and the tests take the services it builds.
            {
              target: [`${server}/!(modules)/**`, `${server}/!(services).ts`],
              from: `${server}/modules/**/*.repository.ts`,
              message:
                'A repository is imported only by its own service and the wiring (createServices in services.ts).',
            },
          ],
        },
      ],
    },
  },
  // One plugin turns failures into answers (with their code): nothing else on the server
  // sends an error status or builds an error body; it throws a DomainError instead.
  {
    files: [`${server}/**/*.ts`],
    ignores: [`${server}/plugins/errors.ts`, `${server}/**/*.test.ts`, `${server}/test/**`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(code|status)$/] > Literal.arguments[value>=400]',
          message: 'Throw a DomainError: the error plugin answers failures, with their code.',
        },
        {
          selector:
            "CallExpression[callee.property.name='send'] > ObjectExpression > Property[key.name='message']",
          message: 'Throw a DomainError: the error plugin builds error bodies, with their code.',
        },
      ],
    },
  },
  // A DTO maps a repository's record to the wire, so it may name the record's type — nothing more.
  {
    files: [`${server}/modules/**/*.dto.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['./*.repository', './*.repository.js'],
              allowTypeImports: true,
              message: 'A DTO may import its repository’s record types only (`import type`).',
            },
          ],
        },
      ],
    },
  },
);
