import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries from docs/ARCHITECTURE (see docs/decisions/0002-import-boundaries.md).
 * Each layer lists the layers it may NOT import. Cross-layer imports use the `@/` alias;
 * relative imports may not climb out of a layer into another one.
 */
const LAYERS = [
  'app',
  'pages',
  'features',
  'collections',
  'stores',
  'firebase',
  'pwa',
  'errors',
  'components',
  'hooks',
  'lib',
  'config',
];

const forbidden = {
  app: [],
  pages: ['app', 'features', 'firebase', 'pwa', 'errors'],
  features: ['app', 'pages', 'firebase', 'pwa', 'errors'],
  collections: ['app', 'pages', 'features', 'pwa'],
  errors: ['app', 'pages', 'features', 'collections', 'firebase', 'pwa'],
  pwa: ['app', 'pages', 'features', 'collections', 'errors', 'components'],
  firebase: ['app', 'pages', 'features', 'collections', 'errors', 'components', 'hooks', 'pwa', 'stores'],
  stores: ['app', 'pages', 'features', 'collections', 'errors', 'components', 'hooks', 'pwa', 'firebase'],
  components: ['app', 'pages', 'features', 'collections', 'errors', 'firebase', 'pwa'],
  hooks: ['app', 'pages', 'features', 'collections', 'errors', 'firebase', 'pwa', 'components'],
  lib: ['app', 'pages', 'features', 'collections', 'errors', 'firebase', 'pwa', 'components', 'hooks', 'stores'],
  config: LAYERS.filter((layer) => layer !== 'config' && layer !== 'lib'),
};

const climbingOutOfLayer = {
  regex: `^(\\.\\./)+(${LAYERS.join('|')})(/|$)`,
  message: 'Import other layers through the @/ alias, so the boundary rules can see them.',
};

const boundaryConfigs = Object.entries(forbidden).map(([layer, banned]) => ({
  files: [`src/${layer}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          climbingOutOfLayer,
          ...(banned.length
            ? [
                {
                  regex: `^@/(${banned.join('|')})(/|$)`,
                  message: `src/${layer} may not import these layers (see ARCHITECTURE.md): ${banned.join(', ')}.`,
                },
              ]
            : []),
          ...(layer === 'features'
            ? [{ regex: '^(@/features/|\\.\\./[a-z])', message: 'Features never import each other.' }]
            : []),
        ],
      },
    ],
  },
}));

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
  ...boundaryConfigs,
  {
    files: ['scripts/**/*.{js,mjs}', '*.config.{js,ts}', 'tests/**/*.ts'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
