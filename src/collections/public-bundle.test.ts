import { describe, expect, it } from 'vitest';
import { bundleQueriesOf, deltaListOptions, DELTA_LIMIT, readBundleHeader } from './public-bundle';

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
    expect(readBundleHeader(bytes)).toEqual({
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
  it("names each of the type's window queries and asks it as a visitor", () => {
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
    expect(queries.map(({ name, collectionId }) => [name, collectionId])).toEqual([
      ['posts-window-0', 'posts'],
      ['posts-window-1', 'posts'],
    ]);
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
