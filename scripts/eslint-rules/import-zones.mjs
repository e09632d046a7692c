import path from 'node:path';

/**
 * Import zones from docs/architecture.md ("Layers, and which way imports flow") and
 * docs/decisions/0018-london-time-and-import-zones.md.
 *
 * Each layer of src/ lists the layers it may NOT import. A file in src/features/<a>/ may import its own
 * feature and shared layers, never src/features/<b>/ — for every feature folder, present and future.
 * Imports are resolved (the `@/` alias and relative paths alike) before they are checked, so a relative
 * path cannot slip past; cross-layer imports must still use `@/` so they read as what they are.
 */
export const LAYERS = [
  'app',
  'pages',
  'features',
  'domains',
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

export const FORBIDDEN = {
  app: [],
  pages: ['app', 'features', 'firebase', 'pwa', 'errors'],
  features: ['app', 'pages', 'firebase', 'pwa', 'errors'],
  domains: ['app', 'pages', 'features', 'pwa'],
  collections: ['app', 'pages', 'features', 'domains', 'pwa'],
  errors: ['app', 'pages', 'features', 'domains', 'collections', 'firebase', 'pwa'],
  pwa: ['app', 'pages', 'features', 'domains', 'collections', 'errors', 'components'],
  firebase: ['app', 'pages', 'features', 'domains', 'collections', 'errors', 'components', 'hooks', 'pwa', 'stores'],
  stores: ['app', 'pages', 'features', 'domains', 'collections', 'errors', 'components', 'hooks', 'pwa', 'firebase'],
  components: ['app', 'pages', 'features', 'domains', 'collections', 'errors', 'firebase', 'pwa'],
  hooks: ['app', 'pages', 'features', 'domains', 'collections', 'errors', 'firebase', 'pwa', 'components'],
  lib: [
    'app',
    'pages',
    'features',
    'domains',
    'collections',
    'errors',
    'firebase',
    'pwa',
    'components',
    'hooks',
    'stores',
  ],
  config: LAYERS.filter((layer) => layer !== 'config' && layer !== 'lib'),
};

/**
 * Where a path inside src/ sits: its layer (a top-level folder of src/, or null for src/main.tsx and other
 * root files) and, for src/features/<name>/..., the feature name.
 * @param {string} srcRelative a path relative to src/, with forward slashes
 */
export function zoneOf(srcRelative) {
  const parts = srcRelative.split('/');
  if (parts.length < 2 || !LAYERS.includes(parts[0])) return { layer: null, feature: null };
  const layer = parts[0];
  const feature = layer === 'features' && parts.length > 2 ? parts[1] : null;
  return { layer, feature };
}

/**
 * Resolves an import specifier to a path relative to src/, or null when it points outside src/ (a package,
 * a file elsewhere in the repository).
 * @param {string} specifier
 * @param {string} importerSrcRelative the importing file, relative to src/
 */
export function resolveInSrc(specifier, importerSrcRelative) {
  if (specifier.startsWith('@/')) return path.posix.normalize(specifier.slice(2));
  if (!specifier.startsWith('.')) return null;
  const joined = path.posix.normalize(path.posix.join(path.posix.dirname(importerSrcRelative), specifier));
  return joined.startsWith('../') || joined === '..' ? null : joined;
}

/**
 * Why an import breaks the zones, or null when it is allowed.
 * @param {string} specifier
 * @param {string} importerSrcRelative
 */
export function zoneViolation(specifier, importerSrcRelative) {
  const from = zoneOf(importerSrcRelative);
  if (!from.layer) return null;
  const target = resolveInSrc(specifier, importerSrcRelative);
  if (target === null) return null;
  const to = zoneOf(target);
  if (!to.layer) return null;
  if (to.layer !== from.layer && specifier.startsWith('.')) {
    return { messageId: 'useAlias', data: { layer: to.layer } };
  }
  if (FORBIDDEN[from.layer].includes(to.layer)) {
    return { messageId: 'layer', data: { from: from.layer, to: to.layer } };
  }
  if (from.layer === 'features' && to.layer === 'features' && to.feature !== from.feature) {
    return {
      messageId: 'feature',
      data: { from: from.feature ?? '(features root)', to: to.feature ?? '(features root)' },
    };
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const importZones = {
  meta: {
    type: 'problem',
    docs: { description: 'Layers and features of src/ import only what docs/architecture.md allows.' },
    schema: [],
    messages: {
      useAlias: 'Import src/{{layer}} through the @/ alias, not a relative path out of this layer.',
      layer: 'src/{{from}} may not import src/{{to}} (see docs/architecture.md and decision 0018).',
      feature:
        'Features never import each other: features/{{from}} may not import features/{{to}}. Move shared code to lib/, components/ or collections/.',
    },
  },
  create(context) {
    const filename = context.filename.split(path.sep).join('/');
    const marker = filename.lastIndexOf('/src/');
    if (marker === -1) return {};
    const importer = filename.slice(marker + '/src/'.length);

    /** @param {import('estree').Node | null | undefined} source */
    function check(source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const problem = zoneViolation(source.value, importer);
      if (problem) context.report({ node: source, ...problem });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      // Lazy imports cross zones too (a page chunk is still a dependency), so they follow the same zones.
      ImportExpression: (node) => check(node.source),
    };
  },
};
