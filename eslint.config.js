import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import local from './scripts/eslint-rules/index.mjs';

// Import zones (layers and features) and the London-time rule: scripts/eslint-rules/, decision 0018.
export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { local },
    rules: { 'local/import-zones': 'error' },
  },
  {
    // Never a Firestore limit() without an orderBy(): unordered, the first ids win (decision 0031).
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{js,mjs}', 'functions/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx,mjs}'],
    plugins: { local },
    rules: { 'local/limit-needs-order-by': 'error' },
  },
  {
    // src/ only, seed modules included: they import src/lib/time-zones.mjs as it is.
    files: ['src/**/*.{ts,tsx,mjs}'],
    ignores: ['**/*.test.{ts,tsx,mjs}', '**/*.bench.ts'],
    plugins: { local },
    rules: { 'local/no-intl-time-zone': 'error' },
  },
  {
    // Photo preparation (and its library) loads in the editor on first use, never with the first page:
    // `await import('@/lib/prepare-image')`. Type imports and tests are free (decision 0019).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/prepare-image.ts', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'browser-image-compression', message: 'Only src/lib/prepare-image.ts uses it.' }],
          patterns: [
            {
              regex: '(^|/)prepare-image$',
              allowTypeImports: true,
              message: "Load it on first use: await import('@/lib/prepare-image').",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '*.config.{js,ts}', 'tests/**/*.ts'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
