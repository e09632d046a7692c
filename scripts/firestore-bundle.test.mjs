import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { FirestoreUnreachableError } from './build-feeds-lib.mjs';
import {
  buildBundle,
  lengthPrefixed,
  makeTypeBundle,
  timestampNanos,
  toRestFilter,
  toStructuredQuery,
  windowDocuments,
} from './firestore-bundle.mjs';

/** Splits a bundle into its elements as Firestore's reader does: digits (a byte count), then that many bytes of JSON. */
function readElements(bytes) {
  const elements = [];
  let at = 0;
  while (at < bytes.length) {
    let end = at;
    while (bytes[end] >= 0x30 && bytes[end] <= 0x39) end += 1;
    const length = Number(bytes.subarray(at, end).toString('ascii'));
    elements.push(JSON.parse(bytes.subarray(end, end + length).toString('utf8')));
    at = end + length;
  }
  return elements;
}

const PARENT = 'projects/demo-test/databases/(default)/documents';
const document = (id, title) => ({
  name: `${PARENT}/clubs/${id}`,
  fields: { title: { stringValue: title } },
  createTime: '2026-01-01T09:00:00.000001Z',
  updateTime: '2026-01-02T09:00:00.000002Z',
});

describe('lengthPrefixed', () => {
  it('prefixes the length in UTF-8 bytes, not characters, so accented letters and emoji read back whole', () => {
    const element = { document: { fields: { title: { stringValue: 'Café crème ☕ — Ünïon 🎉' } } } };
    const bytes = lengthPrefixed(element);
    const json = JSON.stringify(element);
    expect(json.length).toBeLessThan(Buffer.byteLength(json));
    expect(bytes.toString('ascii', 0, String(Buffer.byteLength(json)).length)).toBe(String(Buffer.byteLength(json)));
    expect(readElements(Buffer.concat([bytes, bytes]))).toEqual([element, element]);
  });
});

describe('toStructuredQuery', () => {
  const spec = {
    filters: [
      { field: 'status', op: '==', value: 'published' },
      { field: 'occursUntil', op: '>=', value: new Date('2026-03-01T00:00:00Z') },
    ],
    anyOf: [
      { field: 'publishAt', op: '==', value: null },
      { field: 'publishAt', op: '<=', value: new Date('2026-03-01T09:50:00Z') },
    ],
    orderBy: [{ field: 'startsAt', direction: 'asc' }],
    limit: 500,
  };

  it('asks what a visitor asks: every condition, publishAt null or past, in order, bounded', () => {
    expect(toStructuredQuery('events', spec)).toEqual({
      from: [{ collectionId: 'events' }],
      where: {
        compositeFilter: {
          op: 'AND',
          filters: [
            { fieldFilter: { field: { fieldPath: 'status' }, op: 'EQUAL', value: { stringValue: 'published' } } },
            {
              fieldFilter: {
                field: { fieldPath: 'occursUntil' },
                op: 'GREATER_THAN_OR_EQUAL',
                value: { timestampValue: '2026-03-01T00:00:00.000Z' },
              },
            },
            {
              compositeFilter: {
                op: 'OR',
                filters: [
                  { unaryFilter: { field: { fieldPath: 'publishAt' }, op: 'IS_NULL' } },
                  {
                    fieldFilter: {
                      field: { fieldPath: 'publishAt' },
                      op: 'LESS_THAN_OR_EQUAL',
                      value: { timestampValue: '2026-03-01T09:50:00.000Z' },
                    },
                  },
                ],
              },
            },
          ],
        },
      },
      orderBy: [{ field: { fieldPath: 'startsAt' }, direction: 'ASCENDING' }],
      limit: 500,
    });
  });

  it('writes a single condition without an AND around it, and descending orders', () => {
    expect(
      toStructuredQuery('posts', {
        filters: [{ field: 'status', op: '==', value: 'published' }],
        anyOf: [],
        orderBy: [{ field: 'publishedAt', direction: 'desc' }],
        limit: 200,
      }),
    ).toMatchObject({
      where: { fieldFilter: { op: 'EQUAL' } },
      orderBy: [{ direction: 'DESCENDING' }],
      limit: 200,
    });
  });

  it('types each value as Firestore does', () => {
    expect(toRestFilter({ field: 'price', op: '<', value: 12 }).fieldFilter.value).toEqual({ integerValue: '12' });
    expect(toRestFilter({ field: 'price', op: '<', value: 1.5 }).fieldFilter.value).toEqual({ doubleValue: 1.5 });
    expect(toRestFilter({ field: 'open', op: '==', value: true }).fieldFilter.value).toEqual({ booleanValue: true });
    expect(toRestFilter({ field: 'tags', op: 'array-contains-any', value: ['a'] }).fieldFilter).toEqual({
      field: { fieldPath: 'tags' },
      op: 'ARRAY_CONTAINS_ANY',
      value: { arrayValue: { values: [{ stringValue: 'a' }] } },
    });
    expect(toRestFilter({ field: 'shopId', op: '!=', value: null })).toEqual({
      unaryFilter: { field: { fieldPath: 'shopId' }, op: 'IS_NOT_NULL' },
    });
    expect(() => toRestFilter({ field: 'x', op: '==', value: { nested: 1 } })).toThrow(/cannot hold/);
  });
});

describe('timestampNanos', () => {
  it('keeps the microseconds a Date would lose', () => {
    expect(timestampNanos('2026-01-01T00:00:00.000002Z')).toBeGreaterThan(
      timestampNanos('2026-01-01T00:00:00.000001Z'),
    );
    expect(timestampNanos('2026-01-01T00:00:01Z') - timestampNanos('2026-01-01T00:00:00.5Z')).toBe(500_000_000n);
    expect(() => timestampNanos('yesterday')).toThrow(/Not a timestamp/);
  });
});

describe('windowDocuments', () => {
  const queries = [
    {
      readTime: '2026-03-01T10:00:00.000300Z',
      documents: [document('a', 'Añ Ørchestra 🎻'), document('b', 'Bowls')],
    },
    {
      readTime: '2026-03-01T10:00:00.000100Z',
      documents: [document('b', 'Bowls (old read)'), document('c', 'Chess')],
    },
  ];

  it("keeps each document once, its newest read, and the earliest query's time as the window's", () => {
    const window = windowDocuments(queries);
    expect(window.createTime).toBe('2026-03-01T10:00:00.000100Z');
    expect(window.documents.map(({ document: kept, readTime }) => [kept.fields.title.stringValue, readTime])).toEqual([
      ['Añ Ørchestra 🎻', '2026-03-01T10:00:00.000300Z'],
      ['Bowls', '2026-03-01T10:00:00.000300Z'],
      ['Chess', '2026-03-01T10:00:00.000100Z'],
    ]);
  });

  it('refuses a window with no queries', () => {
    expect(() => windowDocuments([])).toThrow(/no queries/);
  });
});

describe('buildBundle', () => {
  const documents = [
    { document: document('a', 'Añ Ørchestra 🎻'), readTime: '2026-03-01T10:00:00.000300Z' },
    { document: document('b', 'Bowls'), readTime: '2026-03-01T10:00:00.000100Z' },
  ];
  const bytes = buildBundle({ id: 'public-window-clubs', createTime: '2026-03-01T10:00:00.000100Z', documents });
  const elements = readElements(bytes);

  it("starts with its metadata: the window's time, its documents and the bytes after it", () => {
    const [{ metadata }] = elements;
    const metadataLength = lengthPrefixed(elements[0]).length;
    expect(metadata).toEqual({
      id: 'public-window-clubs',
      createTime: '2026-03-01T10:00:00.000100Z',
      version: 1,
      totalDocuments: 2,
      totalBytes: bytes.length - metadataLength,
    });
  });

  it('follows each document metadata with the document, and names no queries', () => {
    const rest = elements.slice(1);
    expect(rest.map((element) => Object.keys(element)[0])).toEqual([
      'documentMetadata',
      'document',
      'documentMetadata',
      'document',
    ]);
    expect(rest[0].documentMetadata).toEqual({
      name: `${PARENT}/clubs/a`,
      readTime: '2026-03-01T10:00:00.000300Z',
      exists: true,
    });
    expect(rest[1].document.fields.title.stringValue).toBe('Añ Ørchestra 🎻');
  });
});

describe('makeTypeBundle', () => {
  const project = { projectId: 'demo-test', emulatorHost: '127.0.0.1:8080' };
  const plan = {
    path: 'clubs',
    id: 'public-window-clubs',
    file: 'data/bundles/clubs.bundle',
    queries: [
      {
        collectionId: 'clubs',
        spec: { filters: [], anyOf: [], orderBy: [{ field: 'sortKey', direction: 'asc' }], limit: 500 },
      },
    ],
  };

  it('runs each window query as a visitor and bundles what it returned', async () => {
    const asked = [];
    const fetch = async (url, init) => {
      asked.push({ url, body: JSON.parse(init.body), headers: init.headers });
      const results = [
        { document: document('a', 'Archery'), readTime: '2026-03-01T10:00:00Z' },
        { readTime: '2026-03-01T10:00:00Z' },
      ];
      return new globalThis.Response(JSON.stringify(results), { status: 200 });
    };
    const elements = readElements(await makeTypeBundle({ fetch, project, plan }));
    expect(asked).toEqual([
      {
        url: 'http://127.0.0.1:8080/v1/projects/demo-test/databases/(default)/documents:runQuery',
        body: { structuredQuery: toStructuredQuery('clubs', plan.queries[0].spec) },
        // No Authorization header: the rules answer as for a visitor.
        headers: { 'Content-Type': 'application/json' },
      },
    ]);
    expect(elements[0].metadata.totalDocuments).toBe(1);
    expect(elements.at(-1).document.name).toBe(`${PARENT}/clubs/a`);
  });

  it('says Firestore is out of reach when it does not answer, and refused when the rules say no', async () => {
    const silent = async () => {
      throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    };
    const unreachable = makeTypeBundle({ fetch: silent, project, plan });
    await expect(unreachable).rejects.toBeInstanceOf(FirestoreUnreachableError);
    await expect(unreachable).rejects.toThrow(/No answer from 127\.0\.0\.1:8080 \(ECONNREFUSED\)/);
    const refusing = async () =>
      new globalThis.Response('[{"error":{"message":"Missing or insufficient permissions."}}]', { status: 403 });
    await expect(makeTypeBundle({ fetch: refusing, project, plan })).rejects.toThrow(/refused a window query \(403\)/);
  });
});
