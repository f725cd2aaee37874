import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

const ROOT = import.meta.dirname;
const at = (...parts) => path.join(ROOT, ...parts);
const featuresOf = (side) =>
  readdirSync(at(side, 'features'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/**
 * A feature imports its own folder and the shared layers; another feature only through that
 * feature's declared public entry (`features/<name>/public.ts`), none of which exists unless a
 * second feature needs it. One zone per feature folder, read from the disk, so a new feature is
 * covered without editing this file.
 */
const featureZones = (side, message) =>
  featuresOf(side).map((name) => ({
    target: `${side}/features/${name}`,
    from: at(side, 'features', '**'),
    except: [at(side, 'features', name, '**'), at(side, 'features', '*', 'public.{ts,tsx}')],
    message,
  }));

/**
 * Lint keeps the architecture true: core imports nothing of ours; web and server import
 * core, never each other; within each side, features sit above the shared layers and import
 * one another only through a public entry; and no module imports itself back through others.
 * docs/architecture.md, "Import rules".
 */
export default tseslint.config(
  { ignores: ['dist', 'data', '.tmp', 'node_modules', 'test-results', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Imports are written without extensions (TypeScript's bundler resolution): the rules
      // below see only what resolves, and follow only files of these extensions, parsed as
      // TypeScript.
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // Type-only imports are left out (they vanish at run time); cycles never pass through
      // packages, so the search stays inside the repository.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            ...featureZones(
              'server',
              'A server feature imports its own folder, server/auth, lib, db, plugins, context, config and core/; another feature only through its public.ts.',
            ),
            {
              target: ['server/auth', 'server/lib', 'server/db', 'server/plugins', 'server/context.ts', 'server/config.ts'],
              from: 'server/features',
              message: 'server/auth, lib, db and plugins are layers below the features: they import no feature.',
            },
            {
              target: ['server/lib', 'server/db', 'server/plugins', 'server/context.ts', 'server/config.ts'],
              from: 'server/auth',
              message: 'server/auth sits above lib, db and plugins: they do not import it.',
            },
            {
              target: ['server/features', 'server/auth', 'server/lib', 'server/db', 'server/plugins'],
              from: ['server/app.ts', 'server/routes.ts', 'server/main.ts'],
              message: 'Only the composition root (main.ts, app.ts, routes.ts) imports the app; nothing below imports it back.',
            },
            ...featureZones('web', 'A web feature imports its own folder, web/lib, web/components and core/; another feature only through its public.ts.'),
            {
              target: 'web/features',
              from: 'web/app',
              message: 'web/app composes the features: a feature never imports web/app/ (shared pieces live in web/lib/).',
            },
            {
              target: ['web/lib', 'web/components'],
              from: ['web/features', 'web/app'],
              message: 'web/lib and web/components are shared below the features: they import no feature and not web/app/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '**/web/**', 'node:*', 'fs', 'path'], message: 'core/ has no I/O and imports nothing of ours.' }] },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], message: 'web/ may import core/, never server/.' }] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/web/**'], message: 'server/ may import core/, never web/.' }] }] },
  },
);
