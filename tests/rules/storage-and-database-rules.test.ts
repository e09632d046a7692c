/**
 * storage.rules and database.rules.json: their emulators cannot run on this machine (Java 17), so these
 * tests check what can be checked without them. Both files are parsed (storage.rules by the Firestore
 * emulator's rules compiler when one is running, which knows every construct but the `firestore.`
 * cross-service calls), and the policies of issue 17 are read off the files.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_CONTENT_TYPES,
  IMAGE_CONTENT_TYPES,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
} from '../../src/config/storage-limits';

const read = (name: string) => readFileSync(fileURLToPath(new URL(`../../${name}`, import.meta.url)), 'utf8');
const storageRules = read('storage.rules');
const emulatorHost = (process.env.FIRESTORE_EMULATOR_HOST ?? '').trim();

/** The regular expression of `function isPicture` as JavaScript (rules' matches() must match all). */
function picturePattern(): RegExp {
  const found = /function isPicture\(contentType\) \{\s*return contentType\.matches\('([^']+)'\);/.exec(storageRules);
  if (!found?.[1]) throw new Error('storage.rules: isPicture not found');
  return new RegExp(`^(?:${found[1]})$`);
}

/** The regular expressions of `function isDocumentType` as JavaScript (besides isPicture). */
function documentPatterns(): RegExp[] {
  const body = /function isDocumentType\(contentType\) \{([\s\S]*?)\n {4}\}/.exec(storageRules)?.[1];
  if (!body) throw new Error('storage.rules: isDocumentType not found');
  const patterns = [...body.matchAll(/contentType\.matches\('([^']+)'\)/g)].map((found) => found[1] ?? '');
  expect(body).toContain('|| isPicture(contentType)');
  return [...patterns.map((pattern) => new RegExp(`^(?:${pattern})$`)), picturePattern()];
}

/** The byte limit `fileWithin(…)` sets in a match block (its arithmetic evaluated). */
function sizeLimit(block: string): number {
  const found = /fileWithin\((\d+) \* 1024 \* 1024\)/.exec(block);
  if (!found?.[1]) throw new Error('storage.rules: fileWithin not found');
  return Number(found[1]) * 1024 * 1024;
}

function matchBlock(pattern: string): string {
  const start = storageRules.indexOf(`match ${pattern} {`);
  if (start < 0) throw new Error(`storage.rules: match ${pattern} not found`);
  return storageRules.slice(start, storageRules.indexOf('\n    }', start));
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

  it('accepts the pictures the app prepares (storage-limits.ts) and refuses SVG and anything else', () => {
    const picture = picturePattern();
    for (const type of IMAGE_CONTENT_TYPES) expect(picture.test(type), type).toBe(true);
    for (const type of ['image/svg+xml', 'image/svg', 'text/html', 'image/png; charset=x', 'image/', 'image/gif']) {
      expect(picture.test(type), type).toBe(false);
    }
    expect(storageRules).not.toMatch(/matches\('image\/\.\*'\)/);
  });

  it('accepts exactly the document types the device checks (storage-limits.ts), and no script or archive', () => {
    const accepted = (type: string) => documentPatterns().some((pattern) => pattern.test(type));
    for (const type of DOCUMENT_CONTENT_TYPES) expect(accepted(type), type).toBe(true);
    for (const type of [
      'text/html',
      'image/svg+xml',
      'application/javascript',
      'application/zip',
      'application/x-msdownload',
      'application/vnd.ms-powerpoint',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/vnd.ms-excel.sheet.macroEnabled.12',
      'application/pdfx',
      'text/csv; charset=utf-8',
    ]) {
      expect(accepted(type), type).toBe(false);
    }
  });

  it('caps sizes as the device does: pictures 10 MB, documents 20 MB, and no empty files', () => {
    expect(sizeLimit(matchBlock('/images/{collection}/{id}/{fileName}'))).toBe(MAX_IMAGE_BYTES);
    expect(sizeLimit(matchBlock('/documents/{id}/{uploadId}/{fileName}'))).toBe(MAX_DOCUMENT_BYTES);
    expect(storageRules).toContain('request.resource.size > 0 && request.resource.size <= maxBytes');
  });

  it('lets owners upload only under their own listing (businesses, shops, their shops’ products)', () => {
    const images = matchBlock('/images/{collection}/{id}/{fileName}');
    expect(images).toMatch(
      /allow create: if hasPictures\(collection\)[\s\S]*&& \(isEditor\(\) \|\| \(ownsContent\(collection, id\) && namedByContent\(collection, id, fileName\)\)\);/,
    );
    const documents = matchBlock('/documents/{id}/{uploadId}/{fileName}');
    expect(documents).toMatch(/allow create: if isEditor\(\)\s*&&/);
    expect(documents).not.toContain('ownsContent');
  });

  it('an owner uploads only the picture their document names (issue 25: no unbounded files)', () => {
    const named =
      /function namedByContent\(collection, id, fileName\) \{([\s\S]*?)\n {4}\}/.exec(storageRules)?.[1] ?? '';
    expect(named).toContain("namesFile(contentMeta(collection, id).get('image', null),");
    expect(named).toContain("'images/' + collection + '/' + id + '/' + fileName)");
  });

  it("keeps a person's own photo theirs: only they add one, a picture within the pictures' limit", () => {
    const photos = matchBlock('/images/users/{uid}/{fileName}');
    expect(sizeLimit(photos)).toBe(MAX_IMAGE_BYTES);
    expect(photos).toMatch(/allow create: if signedIn\(\) && request\.auth\.uid == uid\s*&& request\.auth\.token/);
    expect(photos).toContain('isPicture(request.resource.contentType)');
  });

  it("a person's photo: only the files their document names, never from an anonymous account (issue 25)", () => {
    const photos = matchBlock('/images/users/{uid}/{fileName}');
    const create = /allow create: ([^;]*);/.exec(photos)?.[1] ?? '';
    expect(create).toContain("request.auth.token.firebase.sign_in_provider != 'anonymous'");
    expect(create).toContain('&& namedAsOwnPhoto(uid, fileName)');
    const named = /function namedAsOwnPhoto\(uid, fileName\) \{([\s\S]*?)\n {4}\}/.exec(storageRules)?.[1] ?? '';
    expect(named).toContain(
      "namesFile(firestore.get(user).data.get('photo', null), 'images/users/' + uid + '/' + fileName)",
    );
    expect(storageRules).toContain(
      "image.get('path', null) == path || image.get('small', {}).get('path', null) == path",
    );
    expect(photos).toMatch(/allow read: if signedIn\(\) && \(request\.auth\.uid == uid \|\| isAdmin\(\)\);/);
  });

  it('never lets a write replace a file: create and delete only, no update or write', () => {
    const allows = storageRules.match(/allow [a-z, ]+:/g) ?? [];
    expect(allows.length).toBeGreaterThan(0);
    for (const allow of allows) expect(allow, allow).not.toMatch(/\b(update|write)\b/);
  });

  it('pictures are public only with their published document (not drafts)', () => {
    const block = matchBlock('/images/{collection}/{id}/{fileName}');
    expect(block).toMatch(
      /allow read: if hasPictures\(collection\)\s*&& \(isEditor\(\) \|\| isPublished\(contentMeta\(collection, id\)\) \|\| ownsContent\(collection, id\)\);/,
    );
    expect(block).not.toMatch(/allow read: if true/);
  });

  it('document files follow their document: published public for all, members for members, a committee’s for its members, else editors', () => {
    expect(matchBlock('/documents/{id}/{uploadId}/{fileName}')).toContain(
      'allow read: if isEditor() || canReadDocumentFile(id);',
    );
    const policy = storageRules.replace(/\s+/g, ' ');
    expect(policy).toContain(
      "return isPublished(meta) && (meta.visibility == 'public' || (meta.visibility == 'members' && isMember()) || (meta.visibility == 'committee' && onCommittee(meta.get('committeeId', null))));",
    );
    // As firestore.rules' onCommittee: the memberUids of committeeMembers/{id}, never the public committee.
    expect(policy).toContain("request.auth.uid in contentMeta('committeeMembers', committeeId).get('memberUids', [])");
  });
});

describe('database.rules.json', () => {
  it('is valid JSON, and closed: nobody reads or writes anything (presence is not built yet)', () => {
    const parsed = JSON.parse(read('database.rules.json')) as { rules: Record<string, unknown> };
    expect(parsed.rules).toEqual({ '.read': false, '.write': false });
  });
});

// Which indexes the lists need is worked out from the app's queries (src/app/firestore-indexes.test.ts),
// and npm run generate writes them; here only that the deploy reads that file.
describe('firestore.indexes.json', () => {
  it('is the file the deploy reads', () => {
    expect(JSON.parse(read('firebase.json')).firestore.indexes).toBe('firestore.indexes.json');
  });
});

describe('firestore.rules: a document’s file has the limits of src/config/storage-limits.ts', () => {
  const body = /function validFile\(f, id\) \{([\s\S]*?)\n {4}\}/.exec(read('firestore.rules'))?.[1] ?? '';

  it('accepts exactly DOCUMENT_CONTENT_TYPES', () => {
    const list = /f\.contentType in \[([^\]]*)\]/.exec(body)?.[1] ?? '';
    const types = [...list.matchAll(/'([^']+)'/g)].map((found) => found[1]);
    expect(types).toEqual([...DOCUMENT_CONTENT_TYPES]);
  });

  it('accepts 1 byte up to MAX_DOCUMENT_BYTES', () => {
    expect(body).toContain('f.size >= 1');
    expect(body).toContain(`f.size <= ${MAX_DOCUMENT_BYTES}`);
  });
});
