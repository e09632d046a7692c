import { describe, expect, it } from 'vitest';
import { bundleQueriesOf, deltaListOptions, DELTA_LIMIT, readBundleHeader, sliceBundle } from './public-bundle';

const encode = (text: string) => new TextEncoder().encode(text);

/** One bundle element as Firestore writes it: the JSON's length in UTF-8 bytes, then the JSON. */
function element(value: unknown): string {
  const json = JSON.stringify(value);
  return `${encode(json).length}${json}`;
}

describe('readBundleHeader', () => {
  it("reads the bundle's id and the time its data was read", () => {
    const bytes = encode(
      element({ metadata: { id: 'public-window-clubs', createTime: '2026-03-01T10:00:00.123456Z', totalBytes: 9 } }) +
        element({ namedQuery: { name: 'Ünïon 🎉' } }),
    );
    expect(readBundleHeader(bytes)).toMatchObject({
      id: 'public-window-clubs',
      // Milliseconds: a little earlier than the real time, so a change in that millisecond is asked for again.
      createTime: new Date('2026-03-01T10:00:00.123Z'),
    });
  });

  it('reads a time written as seconds and nanoseconds', () => {
    const bytes = encode(element({ metadata: { id: 'b', createTime: { seconds: '1772359200', nanos: 5_000_000 } } }));
    expect(readBundleHeader(bytes)?.createTime).toEqual(new Date(1_772_359_200_005));
  });

  it('finds no bundle in a page served in its place, a cut-off file, or another first element', () => {
    expect(readBundleHeader(encode('<!doctype html><title>Thornbury</title>'))).toBeUndefined();
    expect(readBundleHeader(encode(''))).toBeUndefined();
    expect(readBundleHeader(encode(element({ metadata: { id: 'a', createTime: 'x' } })))).toBeUndefined();
    expect(readBundleHeader(encode(element({ namedQuery: { name: 'a' } })))).toBeUndefined();
    expect(
      readBundleHeader(encode(element({ metadata: { id: 'a', createTime: '2026-03-01T10:00:00Z' } })).slice(0, 20)),
    ).toBeUndefined();
  });
});

describe('deltaListOptions', () => {
  it("asks for the type's published items changed since, oldest change first, with its fixed filters, bounded", () => {
    const since = new Date('2026-03-01T10:00:00Z');
    expect(deltaListOptions({ publicFilters: [{ field: 'visibility', op: '==', value: 'public' }] }, since)).toEqual({
      audience: 'public',
      filters: [
        { field: 'visibility', op: '==', value: 'public' },
        { field: 'updatedAt', op: '>', value: since },
      ],
      orderBy: { field: 'updatedAt', direction: 'asc' },
      limit: DELTA_LIMIT,
    });
  });
});

describe('bundleQueriesOf', () => {
  it("asks each of the type's window queries as a visitor", () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const queries = bundleQueriesOf(
      {
        path: 'posts',
        publicWindow: () => [
          { filters: [], orderBy: { field: 'publishedAt', direction: 'desc' }, limit: 200 },
          {
            filters: [{ field: 'pinned', op: '==', value: true }],
            orderBy: { field: 'sortKey', direction: 'asc' },
            limit: 20,
          },
        ],
      },
      now,
    );
    expect(queries.map(({ collectionId }) => collectionId)).toEqual(['posts', 'posts']);
    expect(queries[1]?.spec).toMatchObject({
      filters: [
        { field: 'status', op: '==', value: 'published' },
        { field: 'pinned', op: '==', value: true },
      ],
      anyOf: [
        { field: 'publishAt', op: '==', value: null },
        { field: 'publishAt', op: '<=' },
      ],
      orderBy: [{ field: 'sortKey', direction: 'asc' }],
      limit: 20,
    });
  });
});

/** A bundle's elements back from bytes, as Firestore's reader splits them: digits (a byte count), then the JSON. */
function elementsOf(bytes: Uint8Array): unknown[] {
  const elements: unknown[] = [];
  const decoder = new TextDecoder();
  for (let at = 0; at < bytes.length;) {
    let json = at;
    while ((bytes[json] ?? 0) >= 0x30 && (bytes[json] ?? 0) <= 0x39) json += 1;
    const end = json + Number(decoder.decode(bytes.subarray(at, json)));
    elements.push(JSON.parse(decoder.decode(bytes.subarray(json, end))));
    at = end;
  }
  return elements;
}

describe('sliceBundle', () => {
  const createTime = '2026-03-01T10:00:00.123456789Z';
  const titles = ['Añ Ørchestra 🎻', 'Bowls', 'Chess', 'Darts', 'Épée'];
  const documentElements = titles.flatMap((title, index) => [
    element({ documentMetadata: { name: `clubs/${index}`, readTime: createTime, exists: true } }),
    element({ document: { name: `clubs/${index}`, fields: { title: { stringValue: title } } } }),
  ]);
  const body = [element({ namedQuery: { name: 'clubs-window-0' } }), ...documentElements].join('');
  const metadata = {
    id: 'public-window-clubs',
    createTime,
    version: 1,
    totalDocuments: 5,
    totalBytes: encode(body).length,
  };
  const bytes = encode(element({ metadata }) + body);

  it('cuts a bundle into bundles of a few documents, each with the same time, its own id and its own counts', () => {
    const sliced = sliceBundle(bytes, 2);
    // The header it read, for the caller to check the bundle is the type's.
    expect(sliced?.header).toMatchObject({
      id: 'public-window-clubs',
      createTime: new Date('2026-03-01T10:00:00.123Z'),
    });
    const slices = sliced?.slices;
    expect(slices).toHaveLength(3);
    const parsed = (slices ?? []).map(elementsOf);
    expect(parsed.map(([first]) => first)).toEqual(
      [2, 2, 1].map((documents, index) => ({
        metadata: {
          id: `public-window-clubs-${index}`,
          // As written: its nanoseconds are kept.
          createTime,
          version: 1,
          totalDocuments: documents,
          totalBytes: encode(documentElements.slice(index * 4, index * 4 + documents * 2).join('')).length,
        },
      })),
    );
    // Each document's elements, byte for byte and in order; the named query is left out.
    const documents = parsed.flatMap((elements) => elements.slice(1));
    expect(documents).toEqual(documentElements.map((text) => elementsOf(encode(text))[0]));
    expect(readBundleHeader(slices?.[0] ?? new Uint8Array())?.createTime).toEqual(new Date('2026-03-01T10:00:00.123Z'));
  });

  it('finds no slices in a cut-off bundle or in a page served in its place', () => {
    expect(sliceBundle(bytes.subarray(0, bytes.length - 3), 2)).toBeUndefined();
    expect(sliceBundle(encode('<!doctype html><title>Thornbury</title>'), 2)).toBeUndefined();
  });

  it('makes no slices of a bundle with no documents', () => {
    const empty = { ...metadata, totalDocuments: 0, totalBytes: 0 };
    expect(sliceBundle(encode(element({ metadata: empty })), 2)?.slices).toEqual([]);
  });
});
