// One flat ESLint config for the whole repository; the root eslint.config.js re-exports it.
// Besides the usual TypeScript and React rules it enforces the dependency rule of DESIGN.md and
// the server's module rule (server-modules.js).
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { allowedImports, packages } from './layers.js';
import { serverModulesRule } from './server-modules.js';

const deepImport = {
  regex: '^@lotusplay/[^/]+/(src|dist)(/|$)',
  message: 'Import a package through its public index, never its src or dist.',
};
const crossPackageRelative = {
  regex: '^(\\.\\./)+(packages|apps|tooling)/',
  message: 'Reach another workspace through its package name, never a relative path.',
};

/** Test modifiers that skip or focus under another name than .only/.skip. */
const skipVariants = ['describe', 'it', 'test', 'suite'].flatMap((object) =>
  ['skipIf', 'runIf', 'todo', 'fixme'].map((property) => ({
    object,
    property,
    message: 'A test that does not run hides a gap: make it run or delete it.',
  })),
);

/**
 * What would leak from one server test file into the next: the server's tests share their
 * worker's modules (apps/server/vitest.config.ts, `isolate: false`).
 */
const sharedModuleMocks = ['mock', 'doMock', 'unmock', 'stubGlobal', 'stubEnv', 'resetModules'].map(
  (property) => ({
    object: 'vi',
    property,
    message:
      "The server's test files share their worker's modules: pass a dependency to createServer instead.",
  }),
);

/** no-restricted-imports options for one package folder under packages/. */
function packageRestrictions(folder) {
  const forbidden = packages.filter((p) => p !== folder && !allowedImports[folder].includes(p));
  return {
    paths: [],
    patterns: [
      deepImport,
      crossPackageRelative,
      ...(forbidden.length
        ? [
            {
              regex: `^@lotusplay/(${forbidden.join('|')})(/|$)`,
              message: `The dependency rule forbids ${folder} to import this package (DESIGN.md: arrows point down only).`,
            },
          ]
        : []),
      {
        regex: '^@lotusplay/(web|server|storybook|e2e)(/|$)',
        message: 'A package never imports an app.',
      },
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.turbo/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/.toolchain/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.data/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx', '**/use-*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // A focused or skipped test lets a green run hide a gap: neither may land. Conditional
    // variants (skipIf, runIf) and placeholders (todo) are skips too.
    files: ['**/*.test.{ts,tsx,js,mjs}', '**/testing/**/*.{ts,tsx}'],
    plugins: { vitest },
    rules: {
      'vitest/no-focused-tests': ['error', { fixable: false }],
      'vitest/no-disabled-tests': 'error',
      'no-restricted-properties': ['error', ...skipVariants],
    },
  },
  {
    files: ['apps/server/**/*.test.ts', 'apps/server/src/testing/**/*.ts'],
    rules: { 'no-restricted-properties': ['error', ...skipVariants, ...sharedModuleMocks] },
  },
  {
    files: ['e2e/**/*.ts'],
    plugins: { playwright },
    rules: {
      'playwright/no-focused-test': 'error',
      'playwright/no-skipped-test': ['error', { allowConditional: false }],
      'no-restricted-properties': ['error', ...skipVariants],
    },
  },
  ...packages.map((folder) => ({
    files: [`packages/${folder}/**/*.{ts,tsx,js,mjs}`],
    rules: { 'no-restricted-imports': ['error', packageRestrictions(folder)] },
  })),
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/storybook/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deepImport, crossPackageRelative] }] },
  },
  {
    // A spec's `test` is the suite's (e2e/fixtures.ts): it starts the worker's own server.
    files: ['e2e/specs/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [deepImport, crossPackageRelative],
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from '../fixtures': it gives the worker its own server.",
            },
          ],
        },
      ],
    },
  },
  {
    // The server shares only contract types with the web (type-only imports), plus the
    // framework-free modules both sides must agree on: payload encryption and field validation.
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@lotusplay/api-client',
              message: 'The server imports only contract types from api-client.',
              allowTypeImports: true,
            },
          ],
          patterns: [
            deepImport,
            crossPackageRelative,
            {
              regex: '^@lotusplay/api-client/(?!contracts$|schemas$|crypto$|validation$)',
              message:
                'The server may import only api-client/contracts, /schemas, /crypto and /validation at run time.',
            },
            {
              regex: `^@lotusplay/(${packages.filter((p) => p !== 'api-client').join('|')}|web|storybook)(/|$)`,
              message: 'The server never imports a web package.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server's modules talk only through services, without cycles (server-modules.js).
    files: ['apps/server/src/modules/**/*.ts'],
    plugins: { lotusplay: { rules: { 'server-modules': serverModulesRule } } },
    rules: {
      'lotusplay/server-modules': [
        'error',
        {
          modulesDir: fileURLToPath(new URL('../../apps/server/src/modules', import.meta.url)),
          schemaFile: fileURLToPath(new URL('../../apps/server/src/db/schema.ts', import.meta.url)),
        },
      ],
    },
  },
);
