import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSeedData, SEED_PARTS } from './seed-data.mjs';
import { findSeedParts, orderSeedParts, SEED_ROOTS } from './seed-parts.mjs';

const part = (folder, writes, needs) => ({ folder, writes, needs, build: () => ({}) });
const folders = (parts) => parts.map((p) => p.folder);

describe('finding the seed parts', () => {
  it('finds one part in every domain or feature folder that has a seed named after it, and nothing else', () => {
    const withSeeds = SEED_ROOTS.flatMap((root) =>
      readdirSync(root).filter((folder) => readdirSync(join(root, folder)).includes(`${folder}-seed.mjs`)),
    );
    expect([...folders(SEED_PARTS)].sort()).toEqual([...withSeeds].sort());
    expect(folders(SEED_PARTS)).toEqual(expect.arrayContaining(['accounts', 'settings', 'events', 'clubs']));
  });

  it('runs every part after the parts that write what it needs', () => {
    SEED_PARTS.forEach((seedPart, index) => {
      const before = SEED_PARTS.slice(0, index).flatMap((earlier) => earlier.writes);
      expect(before, seedPart.folder).toEqual(expect.arrayContaining(seedPart.needs ?? []));
    });
  });
});

describe('ordering the parts', () => {
  it('keeps the order given where nothing is needed, and moves a part after what it needs', () => {
    const ordered = orderSeedParts([
      part('a', ['as']),
      part('b', ['bs'], ['ds']),
      part('c', ['cs']),
      part('d', ['ds'], ['as']),
    ]);
    expect(folders(ordered)).toEqual(['a', 'c', 'd', 'b']);
  });

  it('refuses two parts writing one collection, a need nothing writes, and parts that need each other', () => {
    expect(() => orderSeedParts([part('a', ['xs']), part('b', ['xs'])])).toThrow(/a and b both write xs/);
    expect(() => orderSeedParts([part('a', ['as'], ['ghosts'])])).toThrow(/a needs ghosts, which no part writes/);
    expect(() => orderSeedParts([part('a', ['as'], ['bs']), part('b', ['bs'], ['as'])])).toThrow(/need each other/);
  });
});

describe('a new feature’s seed is one file in its folder', () => {
  const root = mkdtempSync(join(tmpdir(), 'seed-parts-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const context = pathToFileURL(join(import.meta.dirname, '../src/collections/seed/seed-context.mjs')).href;
  const feature = (folder, source) => {
    mkdirSync(join(root, folder), { recursive: true });
    writeFileSync(join(root, folder, `${folder}-seed.mjs`), source);
  };
  feature(
    'notes',
    `import { paragraphs } from ${JSON.stringify(context)};
export const seedPart = {
  writes: ['notes'],
  needs: ['clubs'],
  build: ({ base, doc }, { clubs }) => ({
    notes: [doc(base({ title: 'About ' + clubs[0].data.title, summary: 'A note.', body: paragraphs('Hello.'), tags: [] }))],
  }),
};
`,
  );
  mkdirSync(join(root, 'no-seed'));
  writeFileSync(join(root, 'no-seed', 'no-seed-model.ts'), 'export {};\n');

  it('is found by its file name, runs after what it needs, and its documents are in the data', async () => {
    const found = await findSeedParts([root]);
    expect(folders(found)).toEqual(['notes']);
    const parts = orderSeedParts([...found, ...SEED_PARTS]);
    expect(folders(parts).indexOf('notes')).toBeGreaterThan(folders(parts).indexOf('clubs'));
    const data = buildSeedData(new Date('2026-11-21T10:00:00Z'), parts);
    expect(data.collections.notes).toEqual([
      expect.objectContaining({ id: expect.stringMatching(/^about-/), data: expect.objectContaining({ version: 1 }) }),
    ]);
  });

  it('fails, naming the folder, when it returns what it did not say it writes or exports no part', async () => {
    const liar = { folder: 'liar', writes: ['notes'], build: () => ({ notes: [], extras: [] }) };
    expect(() => buildSeedData(new Date('2026-11-21T10:00:00Z'), [liar])).toThrow(
      /liar says it writes notes but returned extras, notes/,
    );
    const otherRoot = join(root, 'other-root');
    mkdirSync(join(otherRoot, 'broken'), { recursive: true });
    writeFileSync(join(otherRoot, 'broken', 'broken-seed.mjs'), 'export const seed = {};\n');
    await expect(findSeedParts([otherRoot])).rejects.toThrow(/broken-seed\.mjs exports no seedPart/);
  });

  it('sees only the collections it says it needs', () => {
    const seen = [];
    const spy = (needs) => ({
      folder: 'spy',
      writes: ['spies'],
      needs,
      build: (_context, seeded) => {
        seen.push(Object.keys(seeded));
        return { spies: [] };
      },
    });
    buildSeedData(new Date('2026-11-21T10:00:00Z'), [...SEED_PARTS, spy(undefined)]);
    buildSeedData(new Date('2026-11-21T10:00:00Z'), [...SEED_PARTS, spy(['clubs'])]);
    expect(seen).toEqual([[], ['clubs']]);
  });
});
