/**
 * Finds the demo data's parts by file name, so a new feature's seed is its own file and nothing else:
 * every `src/domains/<folder>/<folder>-seed.mjs` and `src/features/<folder>/<folder>-seed.mjs` exports a
 * `seedPart` (its shape: `SeedPart` in src/collections/seed/seed-context.mjs). The parts are put in an
 * order where each runs after the parts whose collections it reads (`needs`); otherwise domains first,
 * then features, each by folder name, so the order never depends on the file system.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Paths, not `new URL(…, import.meta.url)`: the unit tests load this module through Vite, which rewrites
// that pattern as an asset reference.
const SOURCE = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

/** The folders searched, in their order of precedence: domains before features. */
export const SEED_ROOTS = [join(SOURCE, 'domains'), join(SOURCE, 'features')];

/**
 * The parts under `roots` (folder paths), each `{ folder, file, ...seedPart }`, in the order found.
 * @param {string[]} roots
 */
export async function findSeedParts(roots = SEED_ROOTS) {
  const found = [];
  for (const root of roots) {
    const folders = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    for (const folder of folders) {
      const file = join(root, folder, `${folder}-seed.mjs`);
      if (!existsSync(file)) continue;
      const module = await import(/* @vite-ignore */ pathToFileURL(file).href);
      if (!module.seedPart) throw new Error(`${join(folder, `${folder}-seed.mjs`)} exports no seedPart`);
      found.push({ folder, file, ...module.seedPart });
    }
  }
  return found;
}

/**
 * The parts in running order: each after every part that writes a collection it needs, and otherwise in
 * the order given. Throws on a collection two parts write, a need nothing writes, or a cycle.
 * @template {{ folder: string, writes: string[], needs?: string[] }} Part
 * @param {Part[]} parts
 * @returns {Part[]}
 */
export function orderSeedParts(parts) {
  const writer = new Map();
  for (const part of parts) {
    for (const collection of part.writes) {
      const other = writer.get(collection);
      if (other) throw new Error(`seed parts: ${other.folder} and ${part.folder} both write ${collection}`);
      writer.set(collection, part);
    }
  }
  for (const part of parts) {
    for (const collection of part.needs ?? []) {
      if (!writer.has(collection))
        throw new Error(`seed parts: ${part.folder} needs ${collection}, which no part writes`);
    }
  }
  const ordered = [];
  const waiting = [...parts];
  while (waiting.length > 0) {
    const index = waiting.findIndex((part) =>
      (part.needs ?? []).every((collection) => ordered.includes(writer.get(collection))),
    );
    if (index < 0) throw new Error(`seed parts: ${waiting.map((part) => part.folder).join(', ')} need each other`);
    ordered.push(...waiting.splice(index, 1));
  }
  return ordered;
}
