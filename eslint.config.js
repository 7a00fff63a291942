import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', '.data', 'coverage', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/*', '../../app/*'],
              message: 'shared code and features must not import from app/',
            },
          ],
        },
      ],
    },
  },
  {
    // The server, CLI and schemas never reach into the browser runtime.
    files: ['cli/**/*.ts', 'mock-server/**/*.ts', 'schemas/**/*.ts'],
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
