import { describe, expect, it, vi } from 'vitest';
import type { Role } from '@/lib/route-meta';
import type { BaseContent } from './content-schema';
import { parsedContentItem } from './content-test-helpers';
import type { Parsed } from './converter';
import { notesTestDefinition } from './notes-test-definition';
import {
  editableDefinitions,
  editorSearchDocument,
  publicSearchDocument,
  publishedSearchDocuments,
} from './search-documents';

/** The repository's lists as the device's copy answers them: what each query asked, and its items. */
const listed = vi.hoisted(() => ({
  calls: [] as Record<string, unknown>[],
  answer: (_options: Record<string, unknown>) => [] as unknown[],
}));
vi.mock('./collection-data', () => ({
  repositoryFor: () =>
    Promise.resolve({
      list: (options: Record<string, unknown>) => {
        listed.calls.push(options);
        return Promise.resolve({ items: listed.answer(options) });
      },
    }),
}));

const now = new Date('2026-11-21T10:00:00Z');

function note(changes: Partial<BaseContent> = {}): Parsed<BaseContent> {
  return parsedContentItem({
    id: 'n1',
    slug: 'spring-clean',
    title: 'Spring clean',
    summary: 'Litter pick on the green',
    body: 'Not searched: only the summary is.',
    tags: ['volunteering'],
    createdAt: now,
    updatedAt: now,
    ...changes,
  });
}

describe('search records', () => {
  it('makes a published item’s record from the registry: its page, its type’s extra words and subtitle', () => {
    const definition = { ...notesTestDefinition, slots: { searchText: () => 'Town Hall' } };
    expect(publicSearchDocument(definition, note(), () => 'Sat 5 Dec', now)).toEqual({
      id: 'notes/n1',
      type: 'notes',
      title: 'Spring clean',
      subtitle: 'Sat 5 Dec',
      text: 'Litter pick on the green volunteering Town Hall',
      path: '/notes/spring-clean',
    });
    const custom = { ...notesTestDefinition, itemPath: (item: BaseContent) => `/elsewhere/${item.slug}` };
    expect(publicSearchDocument(custom, note()).path).toBe('/elsewhere/spring-clean');
  });

  it('sends a draft or archived item to its editor, and says which it is', () => {
    expect(editorSearchDocument(notesTestDefinition, note({ status: 'draft', title: '' }))).toMatchObject({
      title: 'Untitled',
      subtitle: 'Draft',
      path: '/dashboard/notes/n1',
    });
    expect(editorSearchDocument(notesTestDefinition, note({ status: 'archived' })).subtitle).toBe('Archived');
  });

  it('offers drafts only of the types a person may edit', () => {
    const pages = { ...notesTestDefinition, path: 'pages', access: { read: 'public' as const, edit: 'admin' as Role } };
    const paths = (roles: Role[]) => editableDefinitions([notesTestDefinition, pages], roles).map((d) => d.path);
    expect(paths(['member'])).toEqual([]);
    expect(paths(['editor'])).toEqual(['notes']);
    expect(paths(['admin'])).toEqual(['notes', 'pages']);
  });
});

describe('the published records the search holds', () => {
  const upcoming = {
    filters: [{ field: 'occursUntil', op: '>=' as const, value: now }],
    orderBy: { field: 'startsAt', direction: 'asc' as const },
    limit: 500,
  };
  const lastYear = {
    filters: [{ field: 'occursUntil', op: '<' as const, value: now }],
    orderBy: { field: 'occursUntil', direction: 'desc' as const },
    limit: 500,
  };

  it('are each type’s window, read from the device’s copy, each item once', async () => {
    listed.calls = [];
    listed.answer = (options) =>
      options.orderBy === upcoming.orderBy
        ? [
            note({ id: 'a', slug: 'a' } as Partial<BaseContent>),
            note({ id: 'both', slug: 'both' } as Partial<BaseContent>),
          ]
        : [
            note({ id: 'both', slug: 'both' } as Partial<BaseContent>),
            note({ id: 'b', slug: 'b' } as Partial<BaseContent>),
          ];
    const found = await publishedSearchDocuments([notesTestDefinition], {
      online: true,
      now,
      windowOf: () => [upcoming, lastYear],
    });
    expect(found?.map((record) => record.id).sort()).toEqual(['notes/a', 'notes/b', 'notes/both']);
    expect(listed.calls).toEqual([
      { audience: 'public', ...upcoming, source: 'cache' },
      { audience: 'public', ...lastYear, source: 'cache' },
    ]);
  });

  it('come from the server when the device has none yet and is online, and are unknown offline', async () => {
    listed.calls = [];
    listed.answer = (options) => (options.source === 'cache' ? [] : [note()]);
    const windowOf = () => [upcoming];
    expect((await publishedSearchDocuments([notesTestDefinition], { online: true, now, windowOf }))?.length).toBe(1);
    expect(listed.calls.map((call) => call.source)).toEqual(['cache', undefined]);
    expect(await publishedSearchDocuments([notesTestDefinition], { online: false, now, windowOf })).toBeUndefined();
  });
});
