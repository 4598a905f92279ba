// One lint config for the whole monorepo. It enforces the import directions of docs/architecture.md and the
// "no untranslated text in JSX" habit, so the architecture is checked by a machine, not by prose.
import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';

// Zones are paths from the repository root, wherever ESLint runs from (a workspace, a test).
const basePath = fileURLToPath(new URL('.', import.meta.url));

const dirs = (path) => {
  const absolute = `${basePath}${path}`;
  return existsSync(absolute)
    ? readdirSync(absolute, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
};

const webFeatures = dirs('apps/web/src/features');
const apiModules = dirs('apps/api/src/modules');

// api: SQL (drizzle, pg, the tables and db/sql) is imported only by *.repository.ts files.
const sqlOnlyInRepositories = {
  paths: [{ name: 'pg', message: 'SQL lives in *.repository.ts.' }],
  patterns: [
    { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'SQL lives in *.repository.ts.' },
    {
      group: ['**/db/schema', '**/db/schema/**', '**/db/sql/**'],
      message: 'Tables and SQL fragments are used only by repositories (*.repository.ts).',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/.data-*/**',
      'apps/api/drizzle/**',
      // openapi-typescript's output, checked by apps/api/test/merchant-api-sdk.test.ts instead (decision 074).
      'packages/sdk/src/generated/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/results/**',
      // Two files that import each other: lint-rules.test.ts checks that import-x/no-cycle fires.
      'apps/api/test/fixtures/lint-cycle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  // Nothing imports a test file, so none can be on an import cycle: no-cycle, the costliest rule (~40 % of
  // the lint's rule time, decision 016), walks the graph only from the files that can.
  {
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  // Config files and scripts may default-export (the tools require it).
  {
    files: [
      '**/*.config.{js,ts,mjs}',
      '**/scripts/**',
      'bench/**',
      'eslint.config.js',
      'e2e/global-setup.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  // contracts imports only zod.
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|\\.|vitest(/config)?$|fast-check$)',
              message: 'contracts may import only zod (and test tools in tests).',
            },
          ],
        },
      ],
    },
  },
  // packages never import apps (a relative path would pass the rule above).
  {
    files: ['packages/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath,
          zones: [{ target: './packages', from: './apps', message: 'contracts never import apps.' }],
        },
      ],
    },
  },
  // web and api never import each other.
  {
    files: ['apps/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath,
          zones: [
            { target: './apps/web', from: './apps/api', message: 'web never imports api.' },
            { target: './apps/api', from: './apps/web', message: 'api never imports web.' },
            // web: shared code → features → app; features never import each other.
            {
              target: [
                './apps/web/src/components',
                './apps/web/src/lib',
                './apps/web/src/config',
                './apps/web/src/features',
              ],
              from: './apps/web/src/app',
              message: 'Only the app (routes, shell) composes; nothing imports from it.',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'],
              from: './apps/web/src/features',
              message: 'Shared code must not depend on a feature.',
            },
            ...webFeatures.map((f) => ({
              target: `./apps/web/src/features/${f}`,
              from: './apps/web/src/features',
              except: [`./${f}`],
              message: 'Features never import each other: compose them in a route.',
            })),
            // api: the layers point down. http/ is the kit under every module and the database layer, so
            // it imports neither; db/ (connection, transition, seed) never imports a module.
            {
              target: './apps/api/src/http',
              from: ['./apps/api/src/db', './apps/api/src/modules'],
              message: 'http/ is the kit beneath the database layer and the modules: it imports neither.',
            },
            {
              target: './apps/api/src/db',
              from: './apps/api/src/modules',
              message: 'db/ (and the seed) never imports a module: move what both need to lib/.',
            },
            // A feature's console part (`ops/`, the staff side at /ops) may use the client part beside it, never
            // the other way round: the client's screens never load console code (decision 040).
            ...webFeatures
              // (a feature that is only a console part, e.g. captains, has no client part to guard)
              .filter((f) => dirs(`apps/web/src/features/${f}`).includes('ops'))
              .filter((f) => dirs(`apps/web/src/features/${f}`).some((d) => d !== 'ops'))
              .map((f) => ({
                target: dirs(`apps/web/src/features/${f}`)
                  .filter((d) => d !== 'ops')
                  .map((d) => `./apps/web/src/features/${f}/${d}`),
                from: `./apps/web/src/features/${f}/ops`,
                message: "A feature's client part never imports its console part (ops/).",
              })),
            // api: a module uses another module's service, never its repository or tables.
            ...apiModules.map((mod) => ({
              target: `./apps/api/src/modules/${mod}`,
              from: './apps/api/src/modules',
              except: apiModules
                .filter((o) => o !== mod)
                .map((o) => `./${o}/${o}.service.ts`)
                .concat(`./${mod}`),
              message: "Use the other module's service, never its repository, routes or tables.",
            })),
          ],
        },
      ],
    },
  },
  // api: only repositories (and the db layer itself) hold SQL; routes are HTTP only.
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['apps/api/src/modules/**/*.repository.ts'],
    rules: { 'no-restricted-imports': ['error', sqlOnlyInRepositories] },
  },
  {
    files: ['apps/api/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: sqlOnlyInRepositories.paths,
          patterns: [
            ...sqlOnlyInRepositories.patterns,
            {
              group: ['./*.repository', '**/*.repository'],
              allowTypeImports: true,
              message: 'Routes call their service, never a repository.',
            },
          ],
        },
      ],
    },
  },
  // web: browser globals, hooks rules, and no untranslated text in JSX.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, i18next },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['^(title|alt|placeholder|label|aria-label|description|error)$'] },
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'i18next/no-literal-string': 'off' },
  },
  // Web code reads configuration only through its config module.
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/config.ts', 'apps/web/src/config/**', '**/*.test.ts', '**/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings through config (parsed once).' },
      ],
    },
  },
  // Small files (decision 041, docs/conventions.md): a source over ~400 lines says why at its top; none
  // passes 450. The allowlist names each file over it with its reason.
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/test/**',
      // Data: Egypt's governorates and areas, one line each.
      'apps/api/src/db/seed/data/**',
    ],
    rules: { 'max-lines': ['error', { max: 450, skipBlankLines: false, skipComments: false }] },
  },
);
