import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// runtime/src layers (docs/architecture.md): app -> features -> shared (components, lib, config).
const features = readdirSync(new URL('./runtime/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const shared = ['runtime/src/components', 'runtime/src/lib', 'runtime/src/config'];
const layerZones = [
  // A feature never imports another feature: a shared need moves down into lib/ or components/.
  ...features.map((name) => ({
    target: `runtime/src/features/${name}`,
    from: 'runtime/src/features',
    except: [`./${name}`],
    message: 'features do not import each other: move the shared part down to lib/ or components/',
  })),
  ...shared.map((target) => ({
    target,
    from: ['runtime/src/features', 'runtime/src/app'],
    message: 'shared code (components, lib, config) imports neither features nor app',
  })),
  {
    target: 'runtime/src/features',
    from: 'runtime/src/app',
    message: 'features do not import app/: move the shared part down to lib/ or components/',
  },
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', '.data', 'coverage', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/extensions': ['.js', '.ts', '.tsx'] },
    rules: {
      // A type import is an import: no cycle of any kind between modules.
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['runtime/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Imports flow one way: app -> features -> shared. Features never import each other or app.
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: layerZones },
      ],
    },
  },
  {
    // The studio's browser app (`lobby studio`): React, like the runtime, but never part of it.
    files: ['studio/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/runtime/**'], message: 'the studio does not import the runtime' },
          ],
        },
      ],
    },
  },
  {
    // The server has one public face; the rest of mock-server/src may change under its users.
    files: ['cli/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: ['cli', 'bench', 'e2e'],
              from: 'mock-server/src',
              except: ['./index.ts'],
              message: 'use the server through mock-server/src/index.ts',
            },
          ],
        },
      ],
    },
  },
  {
    // Inside the server imports run one way: app -> routes -> push/http -> domain -> security ->
    // store -> records, with refusals/ and the money and clock modules on the ground. The domain
    // refuses with DomainError (which HTTP status that is, is refusals/api-error.ts's table), and
    // so do the modules it stands on (money, tenancy); the test harness lives outside src/, in
    // mock-server/testing/.
    files: ['mock-server/src/**/*.ts'],
    ignores: ['mock-server/src/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: [
                'mock-server/src/domain',
                'mock-server/src/money.ts',
                'mock-server/src/tenancy.ts',
                'mock-server/src/store',
                'mock-server/src/records',
              ],
              from: ['mock-server/src/http', 'mock-server/src/refusals/api-error.ts'],
              message: 'the domain knows nothing of HTTP: throw DomainError (refusals/refusal.ts)',
            },
            {
              target: [
                'mock-server/src/domain',
                'mock-server/src/store',
                'mock-server/src/records',
                'mock-server/src/security',
                'mock-server/src/http',
                'mock-server/src/refusals',
              ],
              from: [
                'mock-server/src/routes',
                'mock-server/src/app',
                'mock-server/src/app.ts',
                'mock-server/src/index.ts',
              ],
              message: 'imports run app -> routes -> domain -> store, never back up',
            },
            {
              target: ['mock-server/src/security', 'mock-server/src/tenant-directory.ts'],
              from: ['mock-server/src/domain', 'mock-server/src/http', 'mock-server/src/push'],
              message:
                'security and tenant lookup sit under the domain and HTTP: refuse with refusals/',
            },
            {
              target: ['mock-server/src/store', 'mock-server/src/records'],
              from: [
                'mock-server/src/domain',
                'mock-server/src/http',
                'mock-server/src/security',
                'mock-server/src/push',
              ],
              message: 'the store and its records know nothing of the layers that use them',
            },
            {
              target: 'mock-server/src/refusals',
              from: 'mock-server/src',
              except: ['./refusals'],
              message: 'refusals/ is the ground floor: it imports only the contract',
            },
            {
              target: 'mock-server/src',
              from: 'mock-server/testing',
              message: 'test helpers stay out of src/: only tests import mock-server/testing/',
            },
          ],
        },
      ],
    },
  },
  {
    // The server, CLI and schemas never reach into the browser runtime.
    files: ['cli/**/*.ts', 'mock-server/**/*.ts', 'schemas/**/*.ts', 'manifests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/runtime/**'], message: 'only the runtime imports the runtime' }],
        },
      ],
    },
  },
);
