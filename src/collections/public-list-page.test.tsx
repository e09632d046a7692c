// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { baseContentSchema, type BaseContent } from './content-schema';
import type { Parsed } from './converter';
import { defineCollection, type CollectionDefinition, type ListViewProps } from './define-collection';
import { PublicListView } from './public-list-page';
import type { ListPage } from './repository';
import type { Loadable } from './use-collection';

/** The public list of a content type, given what has loaded (Firestore itself cannot run here). */

const notes = defineCollection({
  path: 'notes',
  labels: { singular: 'Note', plural: 'Notes' },
  icon: IconFile,
  sidebarGroup: 'pages',
  publicPath: '/notes',
  dashboardPath: '/dashboard/notes',
  description: 'Notes from the hub.',
  dashboardDescription: 'Manage notes.',
  schema: baseContentSchema,
  fields: [],
  titleField: 'title',
  slugField: 'slug',
});

function note(slug: string, title: string): Parsed<BaseContent> {
  return {
    id: slug,
    slug,
    title,
    summary: `About ${title}.`,
    body: '',
    image: null,
    tags: [],
    status: 'published',
    publishAt: null,
    createdAt: new Date('2026-11-01T10:00:00Z'),
    updatedAt: new Date('2026-11-02T10:00:00Z'),
    createdBy: 'demo-admin',
    updatedBy: 'demo-admin',
    version: 1,
  };
}

function ready(items: Parsed<BaseContent>[], fromCache = false): Loadable<ListPage<BaseContent>> {
  return {
    state: 'ready',
    value: { items, fromCache, hasPendingWrites: false, pendingIds: new Set(), cursor: undefined },
  };
}

function renderView(
  result: Loadable<ListPage<BaseContent>>,
  online = true,
  definition: CollectionDefinition<typeof baseContentSchema> = notes,
) {
  const router = createMemoryRouter(
    [{ path: '*', element: <PublicListView definition={definition} result={result} online={online} /> }],
    { initialEntries: ['/notes'] },
  );
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

afterEach(cleanup);

describe('the public list page', () => {
  it('always has its heading and introduction, and says politely that it is loading', () => {
    renderView({ state: 'loading' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Notes');
    expect(screen.getByText('Notes from the hub.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading notes…');
  });

  it('keeps looking while online when this device has no copy yet', () => {
    renderView(ready([], true), true);
    expect(screen.getByRole('status').textContent).toBe('Loading notes…');
  });

  it('explains a failure plainly', () => {
    renderView({
      state: 'error',
      message: 'You do not have permission to do that.',
      code: 'firestore/permission-denied',
    });
    expect(screen.getByText('You do not have permission to do that.')).toBeTruthy();
  });

  it('says when the list has not been saved on this device yet', () => {
    renderView(ready([], true), false);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Not saved on this device yet');
    expect(screen.getByText(/You are offline, and the notes have not been saved on this device yet/)).toBeTruthy();
  });

  it('says when nothing has been published', () => {
    renderView(ready([]));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Nothing published yet');
  });

  it('shows simple cards linking to each item when the type has no card of its own', () => {
    renderView(ready([note('winter-warmers', 'Winter warmers'), note('spring-clean', 'Spring clean')]));
    const links = screen.getAllByRole('link', { name: /Winter warmers|Spring clean/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/notes/winter-warmers', '/notes/spring-clean']);
    expect(screen.getByText('About Spring clean.')).toBeTruthy();
  });

  it('uses the type’s own card, or its own list view', () => {
    const Card = ({ item }: { item: Parsed<BaseContent> }) => <p>Card for {item.title}</p>;
    renderView(ready([note('winter-warmers', 'Winter warmers')]), true, { ...notes, slots: { card: Card } });
    expect(screen.getByText('Card for Winter warmers')).toBeTruthy();
    cleanup();

    const ListView = ({ items, fromCache }: ListViewProps<BaseContent>) => (
      <p>
        {items.length} in a list view{fromCache ? ' from this device' : ''}
      </p>
    );
    renderView(ready([note('winter-warmers', 'Winter warmers')], true), false, {
      ...notes,
      slots: { card: Card, listView: ListView },
    });
    expect(screen.getByText('1 in a list view from this device')).toBeTruthy();
    expect(screen.queryByText('Card for Winter warmers')).toBeNull();
  });
});
