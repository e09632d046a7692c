import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentItemJson } from './content-test-helpers';
import { notesTestDefinition } from './notes-test-definition';
import { readPublishedSnapshot, readPublishedSnapshotWithTotal } from './published-snapshot';

const notes = { ...notesTestDefinition, publishedSnapshot: 'http://127.0.0.1/data/notes.json' };

const now = new Date('2026-11-21T10:00:00Z');
const note = (slug: string, changes: Record<string, unknown> = {}) =>
  contentItemJson(slug, { title: slug, ...changes });

function serve(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the published snapshot', () => {
  it('gives the items visitors may see now, checked against the schema, with dates as dates', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve({
      items: [
        note('open-day'),
        note('later', { publishAt: '2026-12-01T09:00:00.000Z' }),
        note('draft', { status: 'draft' }),
        note('broken', { title: '' }),
        { slug: 'no-id' },
      ],
    });
    const items = await readPublishedSnapshot(notes, now);
    expect(items?.map((item) => item.slug)).toEqual(['open-day']);
    expect(items?.[0]?.id).toBe('id-open-day');
    expect(items?.[0]?.updatedAt).toBeInstanceOf(Date);
  });

  it('says how many items the type has in all, beyond the window it holds, when the build said', async () => {
    serve({ total: 1204, items: [note('open-day')] });
    const snapshot = await readPublishedSnapshotWithTotal(notes, now);
    expect(snapshot?.total).toBe(1204);
    expect(snapshot?.items.map((item) => item.slug)).toEqual(['open-day']);
    serve({ items: [note('open-day')] });
    expect((await readPublishedSnapshotWithTotal(notes, now))?.total).toBeUndefined();
    serve({ total: 'many', items: [] });
    expect((await readPublishedSnapshotWithTotal(notes, now))?.total).toBeUndefined();
  });

  it('says it does not know when there is no snapshot or it cannot be read', async () => {
    serve({}, 404);
    expect(await readPublishedSnapshot(notes, now)).toBeUndefined();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await readPublishedSnapshot(notes, now)).toBeUndefined();
    expect(await readPublishedSnapshot({ ...notes, publishedSnapshot: undefined }, now)).toBeUndefined();
  });

  it('lets the browser in between items when checking them takes a while, and keeps every item', async () => {
    serve({ items: Array.from({ length: 6 }, (_, index) => note(`note-${index}`)) });
    // Each item check "takes" 5 ms: a slice of 8 ms holds two items at most.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 5));
    const yields: unknown[] = [];
    vi.stubGlobal('scheduler', {
      yield: () => {
        yields.push(clock);
        return Promise.resolve();
      },
    });
    const items = await readPublishedSnapshot(notes, now);
    expect(items?.map((item) => item.slug)).toEqual(Array.from({ length: 6 }, (_, index) => `note-${index}`));
    expect(yields.length).toBeGreaterThanOrEqual(2);
  });
});
