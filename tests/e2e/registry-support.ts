import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A seeded item as the tests see it: its title and the address of its public page. */
export interface SeededItem {
  id: string;
  title: string;
  url: string;
}

/** One content type of the registry with its seeded items (tests/e2e/registry-data.mjs). */
export interface RegistryType {
  path: string;
  singular: string;
  plural: string;
  publicPath: string;
  dashboardPath: string;
  access: { read: 'public' | 'members'; edit: string; ownerField?: string };
  hasStructuredData: boolean;
  titleField: string;
  /** The editor's label for the title field. */
  titleLabel: string;
  fields: { name: string; label: string; kind: string }[];
  /** What to type, by label, for a new item to be valid: plain fields of a seed item, then the type's editorSample. */
  sampleInputs: { label: string; value: string }[];
  /** False for types with fixed ids (pages): nothing to create. */
  creatable: boolean;
  /** Every public list of the type (none for fixed pages), with the seeded items it shows and those it must not. */
  lists: { path: string; title: string; shown: SeededItem[]; absent: SeededItem[] }[];
  /** Published, visible now and past the type's fixed filters: their pages are open to visitors. */
  visible: SeededItem[];
  /** Drafts, archived, scheduled for later or left out by a fixed filter: never shown to visitors. */
  hidden: (SeededItem & { why: string })[];
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CACHE = join(ROOT, 'node_modules', '.cache', 'e2e-registry.json');

/**
 * The registry's types and their seed data, worked out once per build (loading the registry through
 * Vite takes several seconds) and shared by Playwright's main process and its workers through a file.
 */
function loadRegistryTypes(): RegistryType[] {
  const versionFile = join(ROOT, 'dist', 'version.json');
  const buildId = existsSync(versionFile) ? readFileSync(versionFile, 'utf8') : 'no build';
  if (existsSync(CACHE)) {
    const cached = JSON.parse(readFileSync(CACHE, 'utf8')) as { buildId: string; types: RegistryType[] };
    if (cached.buildId === buildId) return cached.types;
  }
  const output = execFileSync(process.execPath, [join(ROOT, 'tests', 'e2e', 'registry-data.mjs')], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const { types } = JSON.parse(output) as { types: RegistryType[] };
  mkdirSync(dirname(CACHE), { recursive: true });
  // Written beside, then renamed: a worker never reads half a file.
  const temporary = `${CACHE}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify({ buildId, types }));
  renameSync(temporary, CACHE);
  return types;
}

/** Every content type in src/app/collection-registry.ts, in registry order. */
export const REGISTRY_TYPES: readonly RegistryType[] = loadRegistryTypes();

/** The types visitors may read without signing in. */
export const PUBLIC_TYPES = REGISTRY_TYPES.filter((type) => type.access.read === 'public');

/** The published item each type's detail-page tests open: the first in the seed data. */
export function detailItem(type: RegistryType): SeededItem {
  const item = type.visible[0];
  if (!item) throw new Error(`The seed data has no published ${type.plural.toLowerCase()}: add one.`);
  return item;
}
