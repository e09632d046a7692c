// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderInRouter } from '@/components/router-test-helpers';
import { baseContentSchema, type BaseContent } from './content-schema';
import { parsedContentItem } from './content-test-helpers';
import type { Parsed } from './converter';
import { notesTestDefinition } from './notes-test-definition';
import type { CollectionDefinition, ListViewProps } from './define-collection';
import { placeAt, viewStorageKey } from './places';
import { pagedStatus, PublicListView, type ListPaging } from './public-list-view';
import type { ListPage } from './repository';
import type { Loadable } from './use-collection';

/** The public list of a content type, given what has loaded (Firestore itself cannot run here). */

// MapLibre needs WebGL, which cannot run here: a stand-in that follows the map module's contract.
vi.mock('@/components/map/lazy-site-map', () => import('./site-map-stand-in'));

const notes = notesTestDefinition;

function note(slug: string, title: string): Parsed<BaseContent> {
  return parsedContentItem({ slug, title, summary: `About ${title}.` });
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
  paging?: ListPaging,
) {
  renderInRouter(<PublicListView definition={definition} result={result} online={online} paging={paging} />, '/notes');
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
    // A to Z unless the manifest says otherwise.
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/notes/spring-clean', '/notes/winter-warmers']);
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

/** Notes with a category, as a directory type declares it. */
function filed(slug: string, title: string, category: string, extra: Partial<BaseContent> = {}): Parsed<BaseContent> {
  return { ...note(slug, title), category, ...extra } as Parsed<BaseContent>;
}

const directory = [
  filed('cafe-club', 'Café Club', 'Food', { updatedAt: new Date('2026-11-20T10:00:00Z') }),
  filed('bowls', 'Bowls', 'Sport', { updatedAt: new Date('2026-11-02T10:00:00Z') }),
  filed('zumba', 'Zumba', 'Sport', { updatedAt: new Date('2026-11-10T10:00:00Z') }),
];

function renderDirectory(address: string, definition: CollectionDefinition<typeof baseContentSchema>) {
  return renderInRouter(<PublicListView definition={definition} result={ready(directory)} online />, address).router;
}

const cardTitles = () => screen.getAllByRole('article').map((card) => card.querySelector('h2')?.textContent);

describe('the default list’s search, category and order', () => {
  const clubs = { ...notes, categoryField: 'category' };

  it('opens filtered from a shared link, and announces how many match', () => {
    renderDirectory('/notes?q=cafe&category=Food', clubs);
    expect(cardTitles()).toEqual(['Café Club']);
    expect((screen.getByRole('searchbox', { name: 'Search notes' }) as HTMLInputElement).value).toBe('cafe');
    expect((screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement).value).toBe('Food');
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('1 of 3 notes match');
  });

  it('keeps what is typed and chosen in the address, replacing it rather than adding to Back', () => {
    const router = renderDirectory('/notes', clubs);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search notes' }), { target: { value: 'zum' } });
    expect(router.state.location.search).toBe('?q=zum');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(cardTitles()).toEqual(['Zumba']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search notes' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'Sport' } });
    expect(router.state.location.search).toBe('?category=Sport');
    expect(cardTitles()).toEqual(['Bowls', 'Zumba']);
    fireEvent.click(screen.getByRole('radio', { name: 'Recently updated' }));
    expect(router.state.location.search).toBe('?category=Sport&sort=updated');
    expect(cardTitles()).toEqual(['Zumba', 'Bowls']);
  });

  it('offers the categories in use, and takes its default order from the manifest', () => {
    renderDirectory('/notes', { ...clubs, defaultSort: { field: 'updatedAt', direction: 'desc' } });
    const options = [...(screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement).options];
    expect(options.map((option) => option.textContent)).toEqual(['All categories', 'Food', 'Sport']);
    expect(cardTitles()).toEqual(['Café Club', 'Zumba', 'Bowls']);
    expect((screen.getByRole('radio', { name: 'Recently updated' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says honestly when nothing matches, and clears the filters', () => {
    const router = renderDirectory('/notes?q=knitting&category=Sport&sort=updated', clubs);
    expect(screen.queryAllByRole('article')).toEqual([]);
    expect(screen.getByRole('heading', { name: 'No notes match' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 of 3 notes match');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('?sort=updated');
    expect(cardTitles()).toEqual(['Café Club', 'Zumba', 'Bowls']);
  });

  it('leaves the fixed public filters’ items out, and has no category filter when the type names none', () => {
    renderDirectory('/notes', { ...notes, publicFilters: [{ field: 'category', op: '!=', value: 'Sport' }] });
    expect(cardTitles()).toEqual(['Café Club']);
    expect(screen.queryByRole('combobox', { name: 'Category' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('1 note');
  });

  it('shows the picture (lazy, sized, described), the category and the type’s own card lines', () => {
    const withImage = filed('art', 'Art Society', 'Arts', {
      image: {
        path: 'a.jpg',
        url: '/images/art.jpg',
        alt: 'The society’s logo',
        width: 400,
        height: 300,
        small: { path: 'a-small.jpg', url: '/images/art-small.jpg', width: 200, height: 150 },
      },
    });
    renderInRouter(
      <PublicListView
        definition={{
          ...clubs,
          slots: { cardLines: ({ item }: { item: Parsed<BaseContent> }) => <p>Open now · {item.slug}</p> },
        }}
        result={ready([withImage])}
        online
      />,
      '/notes',
    );
    const image = screen.getByRole('img', { name: 'The society’s logo' });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['400', '300']);
    // The card's small copy, and the large file for screens that need more.
    expect(image.getAttribute('src')).toBe('/images/art-small.jpg');
    expect(image.getAttribute('srcset')).toBe('/images/art-small.jpg 200w, /images/art.jpg 400w');
    const card = within(screen.getByRole('article'));
    expect(card.getByText('Arts')).toBeTruthy();
    expect(card.getByText('Open now · art')).toBeTruthy();
  });
});

describe('a list with a Map view', () => {
  const POSITIONS: Record<string, { lat: number; lng: number } | undefined> = {
    'cafe-club': { lat: 51.6111, lng: -2.5259 },
    zumba: { lat: 51.6041, lng: -2.5189 },
    // bowls: no position.
  };
  const mapped: CollectionDefinition<typeof baseContentSchema> = {
    ...notes,
    mapView: true,
    place: (item) => placeAt(POSITIONS[item.slug], item.title),
  };
  const mapRegion = () => screen.queryByRole('region', { name: 'Map of notes' });
  const markers = () => within(screen.getByRole('region', { name: 'Map of notes' })).getAllByRole('link');
  const markerNames = () => markers().map((link) => link.getAttribute('aria-label'));

  beforeEach(() => localStorage.clear());

  it('shows the list alone at first, with a List / Map choice', () => {
    renderDirectory('/notes', mapped);
    expect(screen.getByRole('radiogroup', { name: 'Show' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'List' }) as HTMLInputElement).checked).toBe(true);
    expect(mapRegion()).toBeNull();
  });

  it('draws a marker linking to each item with a place, counts those without, and keeps the list below', () => {
    const router = renderDirectory('/notes', mapped);
    fireEvent.click(screen.getByRole('radio', { name: 'Map' }));
    expect(markerNames()).toEqual(['Café Club', 'Zumba']);
    expect(markers().map((link) => link.getAttribute('href'))).toEqual(['/notes/cafe-club', '/notes/zumba']);
    expect(screen.getByText('1 note has no position and is only in the list.')).toBeTruthy();
    // The list stays on the page as the map's text, every item in it, the one without a place too.
    expect(cardTitles()).toEqual(['Bowls', 'Café Club', 'Zumba']);
    // The choice is in the address (beside the filters, replacing the entry) and on this device.
    expect(router.state.location.search).toBe('?view=map');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem(viewStorageKey('notes'))).toBe('map');
  });

  it('applies the filters to the map too', () => {
    renderDirectory('/notes?view=map&q=zumba', mapped);
    expect(markerNames()).toEqual(['Zumba']);
    expect(screen.queryByText(/no position/)).toBeNull();
  });

  it('shows no map when nothing matches, only the way back', () => {
    renderDirectory('/notes?view=map&q=knitting', mapped);
    expect(mapRegion()).toBeNull();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
  });

  it('opens with the choice this device made last, and goes back to the list when asked', () => {
    localStorage.setItem(viewStorageKey('notes'), 'map');
    const router = renderDirectory('/notes', mapped);
    expect(mapRegion()).not.toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'List' }));
    expect(mapRegion()).toBeNull();
    expect(router.state.location.search).toBe('');
    expect(localStorage.getItem(viewStorageKey('notes'))).toBe('list');
  });

  it('offers no choice for a type without the flag, or without places, even from a link asking for the map', () => {
    renderDirectory('/notes?view=map', notes);
    expect(screen.queryByRole('radiogroup', { name: 'Show' })).toBeNull();
    expect(mapRegion()).toBeNull();
    cleanup();
    renderDirectory('/notes?view=map', { ...mapped, mapView: false });
    expect(screen.queryByRole('radiogroup', { name: 'Show' })).toBeNull();
  });
});

describe('a list read a page at a time', () => {
  const labels = { plural: 'notes', singular: 'note' };

  it('says how many are shown of how many the server counted', () => {
    const paging = { total: { count: 1213, atLeast: false }, hasMore: true, updating: false };
    expect(pagedStatus(paging, 24, labels, false, true)).toBe('Showing 24 of 1,213 notes');
    expect(pagedStatus({ ...paging, total: { count: 500, atLeast: true } }, 48, labels, true, true)).toBe(
      'Showing 48 of 500 or more notes that match',
    );
    expect(pagedStatus({ ...paging, total: { count: 1, atLeast: false }, hasMore: false }, 1, labels, true, true)).toBe(
      '1 note match',
    );
  });

  it('does not claim a count the server did not make (several words, offline)', () => {
    const paging = { total: { count: 80, atLeast: false }, hasMore: true, updating: false };
    expect(pagedStatus(paging, 24, labels, true, false)).toBe('Showing the first 24 notes that match');
    expect(pagedStatus({ ...paging, total: undefined, hasMore: false }, 3, labels, false, true)).toBe('3 notes');
    expect(pagedStatus({ ...paging, updating: true }, 3, labels, false, true)).toBe('Searching…');
  });

  it('offers "Show more" while the server has more, and asks for it', () => {
    const onShowMore = vi.fn();
    renderView(ready([note('a', 'Alpha'), note('b', 'Beta')]), true, notes, {
      total: { count: 30, atLeast: false },
      hasMore: true,
      updating: false,
      onShowMore,
    });
    expect(screen.getByRole('status').textContent).toBe('Showing 2 of 30 notes');
    fireEvent.click(screen.getByRole('button', { name: 'Show more notes' }));
    expect(onShowMore).toHaveBeenCalledOnce();
  });

  it('has no "Show more" on the last page', () => {
    renderView(ready([note('a', 'Alpha')]), true, notes, {
      total: { count: 1, atLeast: false },
      hasMore: false,
      updating: false,
      onShowMore: () => undefined,
    });
    expect(screen.queryByRole('button', { name: 'Show more notes' })).toBeNull();
  });
});
