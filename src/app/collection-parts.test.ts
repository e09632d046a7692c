import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectionRegistry } from './collection-registry';

/**
 * A visitor never downloads editor code: what a type's model and public parts import, file by file
 * (static imports: one chunk loads with them), must not reach the dashboard's modules or the Mantine
 * inputs only the editor uses. Read from the sources, so it needs no build.
 */
const ROOT = resolve(__dirname, '../..');
const SRC = join(ROOT, 'src');

/** Engine modules only the dashboard uses. */
const DASHBOARD_MODULES = [
  'src/collections/collection-dashboard-pages.tsx',
  'src/collections/dashboard-table-page.tsx',
  'src/collections/editor-page.tsx',
  'src/collections/editor-form.tsx',
  'src/collections/editor-fields.tsx',
  'src/collections/editor-drafts.ts',
];
/** Editor-only inputs: Combobox and everything built on it, Fieldset, and the date pickers. */
const EDITOR_MANTINE = ['Combobox', 'Fieldset', 'Select', 'MultiSelect', 'Autocomplete', 'TagsInput', 'PillsInput'];
const EDITOR_PACKAGES = ['@mantine/dates', '@mantine/form'];

const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?([^'"]*?)\s*from\s*['"]([^'"]+)['"]/g;
const SIDE_EFFECT_IMPORT = /(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;

function resolveSource(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && !candidate.endsWith('/')) {
      try {
        readFileSync(candidate);
        return candidate;
      } catch {
        // A folder: try the next candidate.
      }
    }
  }
  return undefined;
}

interface Reach {
  files: Set<string>;
  /** Named imports from packages, as `package:name`, and whole packages. */
  packages: Set<string>;
}

/** Every source file and package a file reaches through static, non-type imports. */
function staticReach(start: string, reach: Reach = { files: new Set(), packages: new Set() }): Reach {
  if (reach.files.has(start)) return reach;
  reach.files.add(start);
  if (!/\.tsx?$/.test(start)) return reach;
  const text = readFileSync(start, 'utf8');
  const specifiers: string[] = [];
  for (const match of text.matchAll(STATIC_IMPORT)) {
    const [, typeOnly, clause = '', specifier = ''] = match;
    if (typeOnly) continue;
    if (!specifier.startsWith('.') && !specifier.startsWith('@/')) {
      reach.packages.add(specifier);
      const names = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
      for (const name of names.split(',')) {
        const trimmed = name.trim();
        if (trimmed && !trimmed.startsWith('type ')) reach.packages.add(`${specifier}:${trimmed.split(/\s+as\s+/)[0]}`);
      }
    }
    specifiers.push(specifier);
  }
  for (const match of text.matchAll(SIDE_EFFECT_IMPORT)) specifiers.push(match[1] ?? '');
  for (const specifier of specifiers) {
    const file = resolveSource(start, specifier);
    if (file) staticReach(file, reach);
  }
  return reach;
}

/** The files each manifest's loaders import, read from the manifest sources (`part: () => import('…')`). */
function loaderTargets(): { manifest: string; part: 'model' | 'public' | 'dashboard'; file: string }[] {
  const manifests: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/-manifest\.tsx?$/.test(entry.name)) manifests.push(path);
    }
  };
  walk(join(SRC, 'features'));
  return manifests.flatMap((manifest) =>
    [
      ...readFileSync(manifest, 'utf8').matchAll(/(model|public|dashboard):\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g),
    ].map(([, part, specifier = '']) => ({
      manifest: relative(ROOT, manifest),
      part: part as 'model' | 'public' | 'dashboard',
      file: resolveSource(manifest, specifier) ?? specifier,
    })),
  );
}

const targets = loaderTargets();

describe('visitors never download editor code', () => {
  it('finds the three loaders of every manifest file in the registry', () => {
    const parts = new Set(targets.map((target) => target.part));
    expect([...parts].sort()).toEqual(['dashboard', 'model', 'public']);
    expect(targets.every((target) => existsSync(target.file))).toBe(true);
    expect(collectionRegistry.length).toBeGreaterThan(0);
  });

  const dashboardFiles = new Set([
    ...DASHBOARD_MODULES.map((file) => join(ROOT, file)),
    ...targets.filter((target) => target.part === 'dashboard').map((target) => target.file),
  ]);

  it.each(
    targets
      .filter((target) => target.part !== 'dashboard')
      .map((target) => [target.part, relative(ROOT, target.file), target] as const),
  )('%s part %s reaches no dashboard module, editor input or editor package', (_part, _file, target) => {
    const reach = staticReach(target.file);
    const editorFiles = [...reach.files]
      .filter((file) => dashboardFiles.has(file) || /-(editor|dashboard)[-.]/.test(file))
      .map((file) => relative(ROOT, file));
    expect(editorFiles).toEqual([]);
    const editorInputs = EDITOR_MANTINE.filter((name) => reach.packages.has(`@mantine/core:${name}`));
    expect(editorInputs).toEqual([]);
    expect(EDITOR_PACKAGES.filter((name) => reach.packages.has(name))).toEqual([]);
  });

  it('the model part reaches no React at all', () => {
    for (const target of targets.filter((entry) => entry.part === 'model')) {
      const reach = staticReach(target.file);
      expect([...reach.files].filter((file) => file.endsWith('.tsx')).map((file) => relative(ROOT, file))).toEqual([]);
      expect([...reach.packages].filter((name) => /^(react|@mantine|@tabler)/.test(name))).toEqual([]);
    }
  });
});
