// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { renderInRouter } from '@/components/router-test-helpers';
import type { SearchIndexState } from '@/lib/search-client';
import type { SearchHit } from '@/lib/search-hits';
import SearchDialog from './search-dialog';

/**
 * The dialog's word while the index kept on this device is still being read: "Loading the search…",
 * never "Nothing found"; the query runs again once the index is there. The worker is a stand-in.
 */

const bakery: SearchHit = {
  id: 'b1',
  type: 'businesses',
  title: 'Castle Street Bakery',
  subtitle: '',
  path: '/businesses/castle-street-bakery',
  score: 1,
};
const fake = vi.hoisted(() => ({
  state: { public: undefined, editor: 0, version: 0 } as SearchIndexState,
  /** Runs as the dialog subscribes: the worker answering just before anyone listened. */
  beforeSubscribe: null as (() => void) | null,
  listeners: new Set<(state: SearchIndexState) => void>(),
  hits: [] as SearchHit[],
}));
vi.mock('./search-service', () => ({
  refreshSearch: () => Promise.resolve(),
  searchClient: () => ({
    state: () => fake.state,
    subscribe(listener: (state: SearchIndexState) => void) {
      fake.beforeSubscribe?.();
      fake.beforeSubscribe = null;
      fake.listeners.add(listener);
      return () => fake.listeners.delete(listener);
    },
    query: () => Promise.resolve(fake.hits),
  }),
}));

function openDialog(query: string) {
  renderInRouter(<SearchDialog opened onClose={() => undefined} query={query} onQueryChange={() => undefined} />);
}

afterEach(cleanup);

describe('the search dialog', () => {
  it('says it is loading until the index is read, then asks again and shows what it found', async () => {
    fake.state = { public: undefined, editor: 0, version: 0 };
    fake.hits = [];
    openDialog('bakery');
    const status = await screen.findByRole('status');
    await act(async () => {
      await Promise.resolve();
    });
    expect(status.textContent).toBe('Loading the search…');

    fake.hits = [bakery];
    await act(async () => {
      fake.state = { public: 12, editor: 0, version: 1 };
      for (const listener of fake.listeners) listener(fake.state);
      await Promise.resolve();
    });
    expect(await screen.findByRole('option', { name: 'Castle Street Bakery' })).toBeTruthy();
    expect(status.textContent).toBe('1 result');
    // The index is bounded: the dialog says where older items are found.
    expect(screen.getByText(/For anything older, use the search on its own list/)).toBeTruthy();
  });

  it('hears the worker’s answer that came between its first render and its subscribing', async () => {
    fake.state = { public: undefined, editor: 0, version: 0 };
    fake.hits = [bakery];
    // The index was read just after the dialog first looked; no one was listening yet to be told.
    fake.beforeSubscribe = () => {
      fake.state = { public: 12, editor: 0, version: 1 };
    };
    openDialog('bakery');
    expect(await screen.findByRole('option', { name: 'Castle Street Bakery' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 result');
  });
});
