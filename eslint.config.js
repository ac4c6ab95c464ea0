// One lint setup for every workspace.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'contracts/artifacts/**',
      'contracts/cache/**',
      'contracts/typechain-types/**',
      'apps/server/drizzle/**',
      'e2e/.artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['contracts/**/*.{ts,js}'],
    rules: { '@typescript-eslint/no-require-imports': 'off', '@typescript-eslint/no-unused-expressions': 'off' },
  },
  // Server and protocol: dependencies point one way (DEVELOPERS.md, vertical slices). No import
  // cycles; config, db/, lib/ and integrations/ never import a module or plugin; a domain module
  // uses the app's cross-cutting plugins through what they decorate the app with
  // (app.requireAdmin, app.optionalViewer), never by importing plugins/. Modules still import each
  // other's files directly (there are no public entry files yet), so that is not restricted here.
  {
    files: ['apps/server/src/**/*.ts', 'packages/protocol/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The plugin's TypeScript settings (which files it parses, with which parser), and a resolver
      // that maps the `.js` specifiers of NodeNext imports to their `.ts` files.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/server/tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // The layering is the production code's; tests may drive the whole app from anywhere.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/test/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src/modules',
              from: './apps/server/src/plugins',
              // Until badges, coupons and world read the operator check from app.requireAdmin and
              // badge-service takes its SQL-state helper from lib/.
              except: ['./admin-auth.ts', './errors.ts'],
              message: 'A module uses a plugin through what it decorates the app with; shared helpers live in lib/.',
            },
            {
              // The layers below the domain modules (config, db, lib, integrations) and the
              // cross-cutting plugins never reach up into a module.
              target: [
                './apps/server/src/config.ts',
                './apps/server/src/config',
                './apps/server/src/db',
                './apps/server/src/lib',
                './apps/server/src/integrations',
                './apps/server/src/plugins',
              ],
              from: './apps/server/src/modules',
              message: 'Dependencies point from modules down to lib/, db/ and config; move the shared piece down.',
            },
            {
              target: [
                './apps/server/src/config.ts',
                './apps/server/src/config',
                './apps/server/src/db',
                './apps/server/src/lib',
              ],
              from: './apps/server/src/plugins',
              message: 'Dependencies point from plugins down to lib/, db/ and config; move the shared piece down.',
            },
          ],
        },
      ],
    },
  },
);
