/**
 * Writing the demo data (scripts/seed.mjs): Firestore's REST values, the commit batches, and the documents'
 * files uploaded to the Storage emulator.
 */
import { describe, expect, it, vi } from 'vitest';
import { documentSchema } from '../src/features/documents/document-schema';
import { countDocuments, seedPdf, slugIndexDocs } from './seed-data.mjs';
import {
  commitBodies,
  storageBucket,
  storageDownloadUrl,
  storageUploadUrl,
  toFirestoreFields,
  toFirestoreValue,
  uploadSeedFiles,
} from './seed.mjs';
import { SEED_DATA as data } from '../src/collections/seed/seed-test-helpers.mjs';

describe('Firestore REST conversion', () => {
  it('converts every value type', () => {
    expect(toFirestoreValue(null)).toEqual({ nullValue: null });
    expect(toFirestoreValue(true)).toEqual({ booleanValue: true });
    expect(toFirestoreValue('Thornbury')).toEqual({ stringValue: 'Thornbury' });
    expect(toFirestoreValue(42)).toEqual({ integerValue: '42' });
    expect(toFirestoreValue(-2.5249)).toEqual({ doubleValue: -2.5249 });
    expect(toFirestoreValue(new Date('2026-06-01T18:30:00Z'))).toEqual({ timestampValue: '2026-06-01T18:30:00.000Z' });
    expect(toFirestoreValue([])).toEqual({ arrayValue: {} });
    expect(toFirestoreValue({})).toEqual({ mapValue: { fields: {} } });
    expect(toFirestoreValue({ tags: ['a', 1], venue: { lat: null } })).toEqual({
      mapValue: {
        fields: {
          tags: { arrayValue: { values: [{ stringValue: 'a' }, { integerValue: '1' }] } },
          venue: { mapValue: { fields: { lat: { nullValue: null } } } },
        },
      },
    });
  });

  it('refuses what Firestore cannot store', () => {
    expect(() => toFirestoreFields({ a: undefined })).toThrow(/"a" is undefined/);
    expect(() => toFirestoreValue(Number.NaN)).toThrow(/Non-finite/);
    expect(() => toFirestoreValue(() => 1)).toThrow(/function/);
    expect(() => toFirestoreValue(new Date('nope'))).toThrow(/Invalid Date/);
  });

  it('builds commit bodies naming every document, in batches under the 500-write limit', () => {
    const bodies = commitBodies(data);
    const writes = bodies.flatMap((body) => body.writes);
    const total = Object.values(countDocuments(data)).reduce((sum, count) => sum + count, 0);
    expect(writes).toHaveLength(total + slugIndexDocs(data).length);
    for (const body of bodies) expect(body.writes.length).toBeLessThanOrEqual(500);
    const names = writes.map((write) => write.update.name);
    expect(names).toContain('projects/demo-community/databases/(default)/documents/settings/site');
    expect(names).toContain('projects/demo-community/databases/(default)/documents/users/demo-member');
    expect(names).toContain(
      'projects/demo-community/databases/(default)/documents/slugs/clubs/taken/thornbury-running-club',
    );
    expect(new Set(names).size).toBe(names.length);
    const site = writes.find((write) => write.update.name.endsWith('/settings/site'));
    expect(site.update.fields.companyName).toEqual({ stringValue: 'Thornbury Community Hub' });
  });
});

describe('uploading the documents’ files to the Storage emulator', () => {
  const host = '127.0.0.1:9199';
  const bucket = storageBucket();

  it('uploads to and downloads from the app’s bucket, the path one encoded segment', () => {
    expect(bucket).toBe('demo-community.appspot.com');
    expect(storageUploadUrl(host, bucket, 'documents/agm-minutes/seed/agm-minutes.pdf')).toBe(
      'http://127.0.0.1:9199/v0/b/demo-community.appspot.com/o?name=documents%2Fagm-minutes%2Fseed%2Fagm-minutes.pdf&uploadType=media',
    );
    expect(storageDownloadUrl(host, bucket, 'documents/a b/seed/x&y.pdf', 'to/ken')).toBe(
      'http://127.0.0.1:9199/v0/b/demo-community.appspot.com/o/documents%2Fa%20b%2Fseed%2Fx%26y.pdf?alt=media&token=to%2Fken',
    );
  });

  it('uploads each file as owner and writes its download URL and real size into its document', async () => {
    const uploads = [];
    const fetch = vi.fn(async (url, init = {}) => {
      if (!init.method) return new globalThis.Response('{}');
      uploads.push({ url, init });
      return new globalThis.Response(
        JSON.stringify({ size: String(init.body.length), downloadTokens: `token-${uploads.length},other` }),
      );
    });
    const log = vi.fn();
    const { data: uploaded, uploaded: count } = await uploadSeedFiles(data, { storageHost: host, fetch, log });
    const documents = data.collections.documents;
    expect(count).toBe(documents.length);
    expect(log).not.toHaveBeenCalled();
    expect(uploads).toHaveLength(documents.length);
    uploaded.collections.documents.forEach(({ id, data: doc }, index) => {
      const { path, name } = documents[index].data.file;
      expect(uploads[index].url).toBe(storageUploadUrl(host, bucket, path));
      expect(uploads[index].init.headers).toEqual({ Authorization: 'Bearer owner', 'Content-Type': 'application/pdf' });
      expect(uploads[index].init.body.equals(seedPdf(doc.title))).toBe(true);
      expect(doc.file).toEqual({
        path,
        name,
        contentType: 'application/pdf',
        url: storageDownloadUrl(host, bucket, path, `token-${index + 1}`),
        size: seedPdf(doc.title).length,
      });
      expect(documentSchema.safeParse(doc).success, id).toBe(true);
    });
    // The built data is left as it was; the other collections are the same objects.
    expect(documents[0].data.file.url).toBe('');
    expect(uploaded.collections.events).toBe(data.collections.events);
  });

  it('with no emulator answering: one line says the files are not uploaded, and the data is unchanged', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    });
    const log = vi.fn();
    const result = await uploadSeedFiles(data, { storageHost: host, fetch, log });
    expect(result).toEqual({ data, uploaded: 0 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toMatch(/No Storage emulator at 127\.0\.0\.1:9199/);
  });

  it('an upload the emulator refuses, or one without a download token, stops the seed with the reason', async () => {
    const refusing = vi.fn(async (_url, init = {}) =>
      init.method ? new globalThis.Response('Permission denied', { status: 403 }) : new globalThis.Response('{}'),
    );
    await expect(uploadSeedFiles(data, { storageHost: host, fetch: refusing, log: vi.fn() })).rejects.toThrow(
      /answered 403: Permission denied/,
    );
    const tokenless = vi.fn(async (_url, init = {}) => new globalThis.Response(init.method ? '{"size":"5"}' : '{}'));
    await expect(uploadSeedFiles(data, { storageHost: host, fetch: tokenless, log: vi.fn() })).rejects.toThrow(
      /no download token/,
    );
  });
});
