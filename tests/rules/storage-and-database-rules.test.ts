/**
 * storage.rules and database.rules.json: their emulators cannot run on this machine (Java 17), so these
 * tests check what can be checked without them. Both files are parsed (storage.rules by the Firestore
 * emulator's rules compiler when one is running, which knows every construct but the `firestore.`
 * cross-service calls), and the policies of issue 17 are read off the files.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { describe, expect, it } from 'vitest';

const read = (name: string) => readFileSync(fileURLToPath(new URL(`../../${name}`, import.meta.url)), 'utf8');
const storageRules = read('storage.rules');
const emulatorHost = (process.env.FIRESTORE_EMULATOR_HOST ?? '').trim();

/** The regular expression of `function isPicture` as JavaScript (rules' matches() must match all). */
function picturePattern(): RegExp {
  const found = /function isPicture\(contentType\) \{\s*return contentType\.matches\('([^']+)'\);/.exec(storageRules);
  if (!found?.[1]) throw new Error('storage.rules: isPicture not found');
  return new RegExp(`^(?:${found[1]})$`);
}

interface RulesIssue {
  severity: string;
  description: string;
}

describe('storage.rules', () => {
  it.skipIf(!emulatorHost)(
    'compiles (only the storage-only firestore.* calls are unknown to the compiler)',
    async () => {
      const response = await fetch(`http://${emulatorHost}/emulator/v1/projects/demo-storage-parse:securityRules`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ rules: { files: [{ name: 'storage.rules', content: storageRules }] } }),
      });
      const body = (await response.json()) as { issues?: RulesIssue[] };
      expect(response.status).toBe(200);
      const unexpected = (body.issues ?? []).filter(
        (issue) =>
          issue.severity !== 'WARNING' ||
          !/^(Invalid variable name: firestore\.|Invalid function name: exists\.|Incorrect number of arguments supplied to function: get\.)$/.test(
            issue.description,
          ),
      );
      expect(unexpected).toEqual([]);
    },
  );

  it('accepts raster pictures and refuses SVG and anything else', () => {
    const picture = picturePattern();
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']) {
      expect(picture.test(type), type).toBe(true);
    }
    for (const type of ['image/svg+xml', 'image/svg', 'text/html', 'image/png; charset=x', 'image/']) {
      expect(picture.test(type), type).toBe(false);
    }
    expect(storageRules).not.toMatch(/matches\('image\/\.\*'\)/);
  });

  it('never lets a write replace a file: create and delete only, no update or write', () => {
    const allows = storageRules.match(/allow [a-z, ]+:/g) ?? [];
    expect(allows.length).toBeGreaterThan(0);
    for (const allow of allows) expect(allow, allow).not.toMatch(/\b(update|write)\b/);
  });

  it('pictures are public only with their published document (not drafts)', () => {
    const block = /match \/images\/\{collection\}\/\{id\}\/\{fileName\} \{([\s\S]*?)\n {4}\}/.exec(storageRules)?.[1];
    expect(block).toBeDefined();
    expect(block).toMatch(
      /allow read: if isEditor\(\)\s*\|\|\s*\(\s*collection in \[[^\]]+\]\s*&& isPublished\(contentMeta\(collection, id\)\)/,
    );
    expect(block).not.toMatch(/allow read: if true/);
  });
});

describe('database.rules.json', () => {
  it('is valid JSON, and closed: nobody reads or writes anything (presence is not built yet)', () => {
    const parsed = JSON.parse(read('database.rules.json')) as { rules: Record<string, unknown> };
    expect(parsed.rules).toEqual({ '.read': false, '.write': false });
  });
});

describe('firestore.indexes.json', () => {
  it('has the indexes visitors’ scheduling-safe lists need in a real project, for every content type', () => {
    const parsed = JSON.parse(read('firestore.indexes.json')) as {
      indexes: { collectionGroup: string; queryScope: string; fields: { fieldPath: string }[] }[];
    };
    const shapes = new Set(
      parsed.indexes.map(
        (index) => `${index.collectionGroup}:${index.fields.map((field) => field.fieldPath).join(',')}`,
      ),
    );
    const collections = ['events', 'workshops', 'clubs', 'businesses', 'committees', 'organisations', 'posts'];
    for (const collection of [...collections, 'shops', 'products', 'trailStops', 'documents', 'pages']) {
      expect(shapes, collection).toContain(`${collection}:status,publishAt`);
      expect(shapes, collection).toContain(`${collection}:status,slug,publishAt`);
    }
    expect(shapes).toContain('documents:status,visibility,publishAt');
    expect(JSON.parse(read('firebase.json')).firestore.indexes).toBe('firestore.indexes.json');
  });
});
