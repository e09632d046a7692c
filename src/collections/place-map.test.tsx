// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SiteMapProps } from '@/components/map/map-types';
import type { BaseContent } from './content-schema';
import type { Parsed } from './converter';
import type { CollectionDefinition } from './define-collection';
import { notesTestDefinition } from './notes-test-definition';
import { PlaceMap } from './place-map';
import { placeAt, viewStorageKey } from './places';
import { PublicListView } from './public-list-page';

/**
 * The engine's maps: the List / Map choice of a public list and the small map on an item's page.
 * MapLibre needs WebGL, which cannot run here, so the map module is replaced by a stand-in that follows
 * its contract (map-types.ts): a region named by `label`, each marker a link named by its label.
 */
vi.mock('@/components/map/lazy-site-map', () => ({
  LazySiteMap: ({ label, points, compact, height }: SiteMapProps) => (
    <div role="region" aria-label={label} data-compact={compact ? 'yes' : 'no'} data-height={height}>
      {points.map((point) =>
        point.href ? (
          <a key={point.id} href={point.href} aria-label={point.label} />
        ) : (
          <span key={point.id} data-current={point.current ? 'yes' : 'no'}>
            {point.label}
          </span>
        ),
      )}
    </div>
  ),
}));

const POSITIONS: Record<string, { lat: number; lng: number } | undefined> = {
  bakery: { lat: 51.6127, lng: -2.5284 },
  swan: { lat: 51.6095, lng: -2.5253 },
  // electrician: a mobile service, no position.
};

function note(slug: string, title: string): Parsed<BaseContent> {
  return {
    id: slug,
    slug,
    title,
    summary: '',
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

const items = [
  note('bakery', 'Castle Street Bakery'),
  note('electrician', 'Severn Vale Electrical'),
  note('swan', 'The Swan Inn'),
];

const mapped: CollectionDefinition<typeof notesTestDefinition.schema> = {
  ...notesTestDefinition,
  mapView: true,
  place: (item) => placeAt(POSITIONS[item.slug], item.title),
};

function renderList(url: string, definition = mapped) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <PublicListView
            definition={definition}
            result={{
              state: 'ready',
              value: { items, fromCache: false, hasPendingWrites: false, pendingIds: new Set(), cursor: undefined },
            }}
            online
          />
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

const mapRegion = () => screen.queryByRole('region', { name: 'Map of notes' });
const markerNames = () =>
  within(screen.getByRole('region', { name: 'Map of notes' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label'));

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('a public list with a Map view', () => {
  it('shows the list alone at first, with a List / Map choice', () => {
    renderList('/notes');
    expect(screen.getByRole('radiogroup', { name: 'Show' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'List' }) as HTMLInputElement).checked).toBe(true);
    expect(mapRegion()).toBeNull();
  });

  it('draws a marker linking to each item with a place, counts those without, and keeps the list below', () => {
    const router = renderList('/notes');
    fireEvent.click(screen.getByRole('radio', { name: 'Map' }));
    expect(markerNames()).toEqual(['Castle Street Bakery', 'The Swan Inn']);
    expect(
      within(screen.getByRole('region', { name: 'Map of notes' }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/notes/bakery', '/notes/swan']);
    expect(screen.getByText('1 note has no position and is only in the list.')).toBeTruthy();
    // The list stays on the page as the map's text, every item in it, the one without a place too.
    expect(screen.getByRole('link', { name: 'Severn Vale Electrical' })).toBeTruthy();
    // The choice is in the address (beside the filters, replacing the entry) and on this device.
    expect(router.state.location.search).toBe('?view=map');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem(viewStorageKey('notes'))).toBe('map');
  });

  it('applies the filters to the map too', () => {
    renderList('/notes?view=map&q=swan');
    expect(markerNames()).toEqual(['The Swan Inn']);
    expect(screen.queryByText(/no position/)).toBeNull();
  });

  it('shows no map when nothing matches, only the way back', () => {
    renderList('/notes?view=map&q=knitting');
    expect(mapRegion()).toBeNull();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
  });

  it('opens with the choice this device made last, and goes back to the list when asked', () => {
    localStorage.setItem(viewStorageKey('notes'), 'map');
    const router = renderList('/notes');
    expect(mapRegion()).not.toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'List' }));
    expect(mapRegion()).toBeNull();
    expect(router.state.location.search).toBe('');
    expect(localStorage.getItem(viewStorageKey('notes'))).toBe('list');
  });

  it('offers no choice for a type without the flag, or without places, even from a link asking for the map', () => {
    renderList('/notes?view=map', notesTestDefinition);
    expect(screen.queryByRole('radiogroup', { name: 'Show' })).toBeNull();
    expect(mapRegion()).toBeNull();
    cleanup();
    renderList('/notes?view=map', { ...mapped, mapView: false });
    expect(screen.queryByRole('radiogroup', { name: 'Show' })).toBeNull();
  });
});

describe('the small map on an item’s page', () => {
  it('shows the place as the current point on a small, still map', () => {
    render(
      <MantineProvider>
        <PlaceMap place={{ lat: 51.6098, lng: -2.5238, label: 'Thornbury Library' }} />
      </MantineProvider>,
    );
    const map = screen.getByRole('region', { name: 'Map showing Thornbury Library' });
    expect(map.dataset.compact).toBe('yes');
    expect(within(map).getByText('Thornbury Library').dataset.current).toBe('yes');
  });

  it('shows nothing at all, not an empty box, without a position', () => {
    const { container } = render(<PlaceMap place={null} />);
    expect(container.innerHTML).toBe('');
  });
});
