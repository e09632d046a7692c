// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  embeddedItemsScript,
  initialItem,
  initialList,
  initialListTotal,
  resetBuildTimeItems,
  setBuildTimeItems,
  takeListsRead,
  type EmbeddedData,
} from './build-time-items';
import { contentItemJson } from './content-test-helpers';
import { parseDocument, resetReportedDocuments } from './converter';
import { notesTestDefinition as notes } from './notes-test-definition';

const now = new Date('2026-11-21T10:00:00Z');
/** Text that must survive being embedded in the page's HTML as it is. */
const note = (slug: string, changes: Record<string, unknown> = {}) =>
  contentItemJson(slug, {
    title: `The ${slug} note </script><script>alert(1)</script>`,
    summary: 'A & B',
    body: 'Line one\u2028line two',
    ...changes,
  });

/** The items parsed as the prerender has them (dates as Dates). */
const parsed = (raw: ReturnType<typeof note>) => {
  const { id, ...data } = raw;
  const item = parseDocument(notes.schema, notes.path, { id, data: () => data });
  if (!item) throw new Error('test item did not parse');
  return item;
};

/** Puts the page's JSON block in the document, as scripts/prerender.mjs writes it. */
function embed(data: EmbeddedData | string): void {
  document.body.innerHTML =
    typeof data === 'string'
      ? `<script type="application/json" id="prerendered-items">${data}</script>`
      : embeddedItemsScript(data);
}

afterEach(() => {
  resetBuildTimeItems();
  resetReportedDocuments();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the build-time item store', () => {
  it('is empty in the browser: the hooks load as usual', () => {
    expect(initialList(notes, now)).toBeUndefined();
    expect(initialItem(notes, 'a', now)).toBeUndefined();
  });

  it('gives the prerender the items it was set with, by collection path and slug', () => {
    const items = [parsed(note('a')), parsed(note('b'))];
    setBuildTimeItems('notes', items);
    expect(initialList(notes, now)).toEqual(items);
    expect(initialItem(notes, 'b', now)).toEqual(items[1]);
    expect(initialItem(notes, 'c', now)).toBeUndefined();
    expect(initialList({ ...notes, path: 'other' }, now)).toBeUndefined();
  });

  it('finds an item by slug after the list changes, the first of two with one slug', () => {
    const first = parsed(note('a'));
    const twin = { ...parsed(note('a')), id: 'id-twin' };
    setBuildTimeItems('notes', [first, twin]);
    expect(initialItem(notes, 'a', now)?.id).toBe('id-a');
    setBuildTimeItems('notes', [parsed(note('b'))]);
    expect(initialItem(notes, 'a', now)).toBeUndefined();
    expect(initialItem(notes, 'b', now)?.slug).toBe('b');
  });

  it('says which lists a render started from, so the page can carry them', () => {
    setBuildTimeItems('notes', [parsed(note('a'))]);
    setBuildTimeItems('others', [parsed(note('b'))]);
    takeListsRead();
    initialList(notes, now);
    initialList({ ...notes, path: 'missing' }, now);
    expect(takeListsRead()).toEqual(['notes']);
    // Each page starts afresh.
    expect(takeListsRead()).toEqual([]);
  });

  it('says how many items the type has in all: as many as given, unless the build says more', () => {
    setBuildTimeItems('notes', [parsed(note('a'))]);
    expect(initialListTotal(notes, now)).toBe(1);
    setBuildTimeItems('notes', [parsed(note('a'))], 1204);
    expect(initialListTotal(notes, now)).toBe(1204);
    expect(initialListTotal({ ...notes, path: 'other' }, now)).toBeUndefined();
  });
});

describe('the items a prerendered page carries', () => {
  it('round-trips through the page’s JSON block unchanged, dates included, without ending the script early', () => {
    const items = [parsed(note('a')), parsed(note('b'))];
    const script = embeddedItemsScript({ notes: { list: true, items } });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<script>alert');
    embed({ notes: { list: true, items } });
    const list = initialList(notes, now);
    expect(list).toEqual(items);
    expect(list?.[0]?.updatedAt).toBeInstanceOf(Date);
    expect(list?.[0]?.title).toBe('The a note </script><script>alert(1)</script>');
  });

  it('carries how many items the list has in all, beyond its first page', () => {
    embed({ notes: { list: true, items: [parsed(note('a'))], total: 40 } });
    expect(initialList(notes, now)?.map((item) => item.slug)).toEqual(['a']);
    expect(initialListTotal(notes, now)).toBe(40);
    resetBuildTimeItems();
    embed({ notes: { list: true, items: [parsed(note('a'))] } });
    expect(initialListTotal(notes, now)).toBeUndefined();
    resetBuildTimeItems();
    embed({ notes: { list: false, items: [parsed(note('a'))], total: 40 } });
    expect(initialListTotal(notes, now)).toBeUndefined();
  });

  it('gives one item’s page its item, but never stands in for the whole list', () => {
    embed({ notes: { list: false, items: [parsed(note('a'))] } });
    expect(initialItem(notes, 'a', now)?.slug).toBe('a');
    expect(initialList(notes, now)).toBeUndefined();
  });

  it('checks every item against the type’s schema and leaves out what is invalid or not public now', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    embed({
      notes: {
        list: true,
        items: [
          note('good'),
          note('bad', { version: 'one' }),
          note('draft', { status: 'draft' }),
          note('later', { publishAt: '2026-12-01T00:00:00.000Z' }),
          { title: 'no id' },
          'text',
        ],
      },
    });
    expect(initialList(notes, now)?.map((item) => item.slug)).toEqual(['good']);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('checks only the items an item’s page asks for, the first valid and public one with the slug winning', () => {
    // Each invalid item is reported once when it is checked: the warnings say which were.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    embed({
      notes: {
        list: true,
        items: [
          note('other', { version: 'one' }),
          note('a', { version: 'one' }),
          note('a', { status: 'draft' }),
          { ...note('a'), id: 'id-a-valid' },
          { ...note('a'), id: 'id-a-twin' },
          note('b'),
        ],
      },
    });
    expect(initialItem(notes, 'a', now)?.id).toBe('id-a-valid');
    expect(warn).toHaveBeenCalledOnce();
    expect(initialItem(notes, 'missing', now)).toBeUndefined();
    expect(initialItem(notes, 'a', now)?.id).toBe('id-a-valid');
    expect(warn).toHaveBeenCalledOnce();
    // The whole list, once asked for, checks the rest, and items are then found in it.
    expect(initialList(notes, now)?.map((item) => item.id)).toEqual(['id-a-valid', 'id-a-twin', 'id-b']);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(initialItem(notes, 'b', now)?.id).toBe('id-b');
  });

  it('ignores a broken or foreign data block', () => {
    embed('{not json');
    expect(initialList(notes, now)).toBeUndefined();
    resetBuildTimeItems();
    embed('{"notes": {"list": "yes", "items": []}}');
    expect(initialList(notes, now)).toBeUndefined();
  });
});
