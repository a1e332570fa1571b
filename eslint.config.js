import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'ci-reports', 'storybook-static', 'node_modules', 'data', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // Pattern examples are Storybook's: the storefront must not ship them (bench/bundle.ts guards the startup size).
    // The studio is its own entry and shows each pattern's description in its catalogue.
    files: ['src/**/*.{ts,tsx}', 'registry/**/*.{ts,tsx}'],
    ignores: ['registry/examples.ts', 'registry/*/examples.ts', 'src/studio/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/examples', '**/examples.ts'], message: 'Examples are for stories and tests only.' }] }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
