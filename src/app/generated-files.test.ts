import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import firestoreShared from '@/collections/server/firestore-shared.rules?raw';
import storageShared from '@/collections/server/storage-shared.rules?raw';
import { firestoreRules, storageRules, type RulesManifest } from '@/collections/server/generate-rules';
import { collectionRegistry } from './collection-registry';
import { generatedFiles, withHostingList } from './generated-files';
import { serverParts } from './server-parts';

const FIREBASE_JSON = JSON.stringify(
  { hosting: { public: 'dist', redirects: [{ source: '/old', destination: '/new', type: 301 }], rewrites: [] } },
  null,
  2,
);

function fileText(path: string): string {
  const file = generatedFiles({ firebaseJson: FIREBASE_JSON }).find((candidate) => candidate.path === path);
  if (!file) throw new Error(`${path} is not generated.`);
  return file.text;
}

describe('the generated rules', () => {
  const rules = fileText('firestore.rules');

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

  it('write a new type’s rules from its manifest alone: a match block, the slug list, the picture list', () => {
    const allotments: RulesManifest = { path: 'allotments', access: { read: 'public', edit: 'editor' } };
    const manifests = [...collectionRegistry, allotments];
    const firestore = firestoreRules(firestoreShared, manifests, serverParts);
    expect(firestore).toContain(
      "allow create: if isEditor() && newSlugged('allotments', id) && baseFieldsOnly(request.resource.data);",
    );
    expect(firestore).toMatch(/return coll in \[[^\]]*'allotments'[^\]]*\]\s+&& d\.keys\(\)/s);
    expect(storageRules(storageShared, manifests, serverParts)).toMatch(/return collection in \[[^\]]*'allotments'/s);
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
