// One lint setup for every workspace.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The web app's layers (docs/architecture.md, as bulletproof-react does): app/ wires features together; a feature
// never reaches into another feature; components/ and lib/ are shared and know no feature.
const web = path.join(import.meta.dirname, 'apps/web/src');
const webFeatures = fs
  .readdirSync(path.join(web, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webLayerZones = [
  ...webFeatures.map((feature) => ({
    target: path.join(web, 'features', feature),
    from: path.join(web, 'features'),
    except: [`./${feature}`],
    message: 'Features do not import each other: move what both need to components/ or lib/, or wire them in app/.',
  })),
  {
    target: path.join(web, 'features'),
    from: path.join(web, 'app'),
    message: 'Features do not import the app shell.',
  },
  {
    target: [path.join(web, 'components'), path.join(web, 'lib'), path.join(web, 'i18n')],
    from: [path.join(web, 'features'), path.join(web, 'app')],
    message: 'Shared code (components/, lib/, i18n/) does not import features or the app shell.',
  },
];

// Prose and data, not code: long by nature, so the size limits below skip them.
const proseAndGenerated = [
  '**/*.generated.ts',
  '**/gen/**',
  'apps/web/src/i18n/resources/**',
  'apps/web/src/features/legal/content/**',
  'apps/web/src/lib/wallet/culture-pass-abi.ts',
  'apps/server/src/db/seed/content/**',
  // The error catalogue: one entry per code with its texts in three languages, read as a table.
  'packages/protocol/src/errors/catalogue.ts',
];

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
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The dependency graph (for no-cycle) reads TypeScript files with the TypeScript parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: webLayerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: proseAndGenerated,
    rules: {
      'max-lines': ['warn', { max: 400, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['warn', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  // Server and protocol: dependencies point one way (docs/architecture.md, vertical slices). No import
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
