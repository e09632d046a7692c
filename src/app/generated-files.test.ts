import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { appSourceFiles } from '../../scripts/firestore-query-scan.mjs';
import { collectionRegistry } from './collection-registry';
import { generatedFiles, withHostingList, type GeneratedFile } from './generated-files';
import { serverParts } from './server-parts';

const FIREBASE_JSON = JSON.stringify(
  { hosting: { public: 'dist', redirects: [{ source: '/old', destination: '/new', type: 301 }], rewrites: [] } },
  null,
  2,
);

let files: GeneratedFile[] = [];
beforeAll(async () => {
  files = await generatedFiles({
    firebaseJson: FIREBASE_JSON,
    indexesJson: JSON.stringify({ indexes: [] }),
    sourceFiles: appSourceFiles(path.resolve(__dirname, '../..')),
  });
}, 60_000);

function fileText(name: string): string {
  const file = files.find((candidate) => candidate.path === name);
  if (!file) throw new Error(`${name} is not generated.`);
  return file.text;
}

describe('the generated rules', () => {
  let rules = '';
  beforeAll(() => {
    rules = fileText('firestore.rules');
  });

  it('give every registry type one match block, and leave no slot unfilled', () => {
    for (const manifest of collectionRegistry) {
      expect(rules.match(new RegExp(`match /${manifest.path}/\\{`, 'g')), manifest.path).toHaveLength(1);
    }
    expect(rules).not.toMatch(/\{\{\w+\}\}/);
  });

  it('find every feature’s rules fragment through its server part', () => {
    const features = readdirSync('src/features', { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const withFragments = features
      .filter((entry) => readdirSync(`src/features/${entry.name}`).some((file) => file.endsWith('.rules')))
      .map((entry) => entry.name);
    expect(serverParts.map((part) => part.feature).sort()).toEqual(expect.arrayContaining(withFragments.sort()));
    for (const part of serverParts) {
      if (part.firestoreRules) expect(rules).toContain(part.firestoreRules.trim());
    }
  });
});

describe('firestore.indexes.json', () => {
  it('holds an index for each list of every registry type that needs one, from an empty file', () => {
    const { indexes } = JSON.parse(fileText('firestore.indexes.json')) as { indexes: { collectionGroup: string }[] };
    const withIndexes = new Set(indexes.map((index) => index.collectionGroup));
    for (const manifest of collectionRegistry.filter((candidate) => !candidate.fixedIds)) {
      expect(withIndexes.has(manifest.path), manifest.path).toBe(true);
    }
  });
});

describe('firebase.json', () => {
  it('keeps its other settings and writes the redirects and rewrites from the route table', () => {
    const config = JSON.parse(fileText('firebase.json')) as {
      hosting: { public: string; rewrites: unknown[]; redirects: unknown[] };
    };
    expect(config.hosting.public).toBe('dist');
    expect(config.hosting.rewrites.length).toBeGreaterThan(0);
    expect(config.hosting.redirects).not.toContainEqual({ source: '/old', destination: '/new', type: 301 });
  });

  it('fails when the list to write is missing', () => {
    expect(() => withHostingList('{ "hosting": {} }', 'rewrites', [])).toThrow(/no "rewrites" list/);
  });
});
