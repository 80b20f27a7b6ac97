import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Module boundaries of apps/server (docs/architecture.md): another module is reached through its index.ts only;
// tests may also use another module's test helpers (*.testing.ts, *.fixture.ts); db/, envelope/, http/ and storage/ sit
// below the modules and import none. A table file may reference another module's table file (its foreign keys),
// so the schema loads without any service. Imports are relative with their .ts extension, so a regex on the path says it.
// A later entry replaces an earlier one's options for the files both match.
const SERVER = 'apps/server/src';
const TESTS = ['**/*.test.ts', '**/*.testing.ts', '**/*.fixture.ts', 'test/**'];
const testsIn = (dir) => TESTS.map((glob) => `${dir}/${glob}`);
const INNER = '(?!index\\.ts$)';
const INNER_NOT_TABLE = '(?!index\\.ts$|[^/]+\\.table\\.ts$)';
const INNER_NOT_TEST_HELPER = '(?!index\\.ts$|[^/]+\\.(testing|fixture)\\.ts$)';
const FROM_ROOT = '^(\\.\\.?/)+modules/[^/]+/';
const FROM_MODULE = '^\\.\\./(?!\\.\\.)[^/]+/';
// From a module's own subfolder (rateCard/excel/, price/engine/), another module is two levels up.
const FROM_MODULE_SUBFOLDER = '^\\.\\./\\.\\./(?!\\.\\.)[^/]+/';
const FRONT_DOOR = 'Import another module through its front door, <module>/index.ts (docs/architecture.md).';
const LOWER_LAYER = 'db/, envelope/, http/ and storage/ import no module: they are given what they need (docs/architecture.md).';
const restrictImports = (regex, message) => ({ 'no-restricted-imports': ['error', { patterns: [{ regex, message }] }] });
const moduleBoundaries = [
  { files: [`${SERVER}/**/*.ts`], ignores: testsIn(SERVER), rules: restrictImports(FROM_ROOT + INNER, FRONT_DOOR) },
  { files: testsIn(SERVER), rules: restrictImports(FROM_ROOT + INNER_NOT_TEST_HELPER, FRONT_DOOR) },
  { files: [`${SERVER}/modules/**/*.ts`], ignores: testsIn(SERVER), rules: restrictImports(FROM_MODULE + INNER, FRONT_DOOR) },
  { files: testsIn(`${SERVER}/modules`), rules: restrictImports(FROM_MODULE + INNER_NOT_TEST_HELPER, FRONT_DOOR) },
  { files: [`${SERVER}/modules/*/*/**/*.ts`], ignores: testsIn(SERVER), rules: restrictImports(FROM_MODULE_SUBFOLDER + INNER, FRONT_DOOR) },
  { files: testsIn(`${SERVER}/modules`).map((glob) => glob.replace('/modules/', '/modules/*/*/')), rules: restrictImports(FROM_MODULE_SUBFOLDER + INNER_NOT_TEST_HELPER, FRONT_DOOR) },
  { files: [`${SERVER}/modules/**/*.table.ts`], rules: restrictImports(FROM_MODULE + INNER_NOT_TABLE, FRONT_DOOR) },
  { files: [`${SERVER}/tasks/*.table.ts`, `${SERVER}/schema.ts`], rules: restrictImports(FROM_ROOT + INNER_NOT_TABLE, FRONT_DOOR) },
  { files: [`${SERVER}/{db,envelope,http,storage}/**/*.ts`], ignores: testsIn(SERVER), rules: restrictImports('^(\\.\\.?/)+modules/', LOWER_LAYER) },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/drizzle/**', 'test-results/**', 'e2e/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // One import (and re-export) line per module; a type-only import beside a value import of the same module is fine.
      'no-duplicate-imports': ['error', { includeExports: true, allowSeparateTypeImports: true }],
    },
  },
  {
    // Type-aware: a promise nobody awaits or handles, or one handed where a plain callback is expected, is refused.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: { allowDefaultProject: ['vitest.config.ts'] }, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // antd's onFinish, onConfirm and onOk await a returned promise (loading state), so JSX attributes may take one.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['apps/server/src/main.ts', 'bench/**', 'e2e/**', '**/*.config.ts'], rules: { 'no-console': 'off' } },
  ...moduleBoundaries,
);
