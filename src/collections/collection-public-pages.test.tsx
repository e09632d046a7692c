// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render as renderPlain, screen } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BaseContent } from './content-schema';
import type { CollectionDefinition, ListViewProps } from './define-collection';

// The generic pages stand in for themselves: what matters here is which chunks each page loads.
const loaded = vi.hoisted(() => ({ list: 0, detail: 0 }));
vi.mock('./public-list-page', () => {
  loaded.list += 1;
  return {
    PublicListPage: ({ definition }: { definition: CollectionDefinition<never> }) => {
      const ListView = definition.slots?.listView as ComponentType<ListViewProps<BaseContent>> | undefined;
      return ListView ? <ListView items={[]} fromCache={false} /> : <p>The plain list</p>;
    },
  };
});
vi.mock('./public-detail-page', () => {
  loaded.detail += 1;
  return { PublicDetailPage: () => <p>An item’s page</p> };
});

const { publicCollectionPages } = await import('./collection-public-pages');

const definition = {
  path: 'notes',
  labels: { singular: 'Note', plural: 'Notes' },
  slots: {},
} as unknown as CollectionDefinition<never>;

const OwnListView = () => <p>The notes’ own list view</p>;

const render = (page: ReactNode) => renderPlain(<MantineProvider>{page}</MantineProvider>);

afterEach(cleanup);

describe('a type’s pages for visitors', () => {
  it('an item’s page loads neither the list page nor the type’s own list view', async () => {
    const loadListView = vi.fn(() => Promise.resolve(OwnListView));
    const pages = publicCollectionPages(definition, loadListView);
    const listBefore = loaded.list;
    await pages.loadDetail?.();
    render(<pages.Detail />);
    expect(screen.getByText('An item’s page')).toBeTruthy();
    expect(loadListView).not.toHaveBeenCalled();
    expect(loaded.list).toBe(listBefore);
  });

  it('the list page loads the type’s own list view once, and renders it at once after its route waited', async () => {
    const loadListView = vi.fn(() => Promise.resolve(OwnListView));
    const pages = publicCollectionPages(definition, loadListView);
    await pages.loadList?.();
    await pages.loadList?.();
    render(<pages.List />);
    // No "Loading…" first: the prerendered list is replaced by the same list, not by a placeholder.
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('The notes’ own list view')).toBeTruthy();
    expect(loadListView).toHaveBeenCalledTimes(1);
  });

  it('a type without a list view of its own gets the plain list', async () => {
    const pages = publicCollectionPages(definition);
    await pages.loadList?.();
    render(<pages.List />);
    expect(screen.getByText('The plain list')).toBeTruthy();
  });

  it('a list page rendered before its chunk is here says it is loading, then shows the list', async () => {
    const pages = publicCollectionPages(definition, () => Promise.resolve(OwnListView));
    render(<pages.List />);
    expect(screen.getByRole('status').textContent).toBe('Loading notes…');
    expect(await screen.findByText('The notes’ own list view')).toBeTruthy();
  });
});
