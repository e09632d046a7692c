// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderInRouter } from '@/components/router-test-helpers';
import type { Parsed } from '@/collections/converter';
import type { ListPage } from '@/collections/repository';
import type { Loadable } from '@/collections/use-collection';
import { buildSeedData } from '../../../scripts/seed-data.mjs';
import { eventSchema, type EventItem } from './event-schema';
import { NextEventsView, nextOccurrences } from './next-events';

/** The home page's "Coming up", with the seed data as on Saturday 21 November 2026, 10am. */

const NOW = new Date('2026-11-21T10:00:00Z');
const events: Parsed<EventItem>[] = (buildSeedData(NOW).collections.events ?? [])
  .filter(({ data }) => data.status === 'published')
  .map(({ id, data }) => ({ ...eventSchema.parse(data), id }));

function ready(items: Parsed<EventItem>[], fromCache = false): Loadable<ListPage<EventItem>> {
  return {
    state: 'ready',
    value: { items, fromCache, hasPendingWrites: false, pendingIds: new Set(), cursor: undefined },
  };
}

function renderView(result: Loadable<ListPage<EventItem>>, online = true, limit = 4) {
  renderInRouter(<NextEventsView result={result} online={online} now={NOW} limit={limit} />);
}

afterEach(cleanup);

describe('NextEvents', () => {
  it('picks the next dates, soonest first, a series counting each date', () => {
    const next = nextOccurrences(events, NOW, 6);
    expect(next.map((occurrence) => occurrence.event.slug)).toEqual([
      'walking-football',
      'community-choir-rehearsal',
      'heritage-society-talk-thornburys-market-charter',
      'litter-pick-on-mundy-playing-fields',
      'running-club-thursday-run',
      'chess-club-night',
    ]);
  });

  it('shows the next few as cards under its own heading, with a link to them all', () => {
    renderView(ready(events));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Coming up');
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Walking Football',
      'Community Choir rehearsal',
      'Heritage Society talk: Thornbury’s market charter',
      'Litter pick on Mundy Playing Fields',
    ]);
    expect(screen.getByRole('link', { name: 'Community Choir rehearsal' }).getAttribute('href')).toBe(
      '/events/community-choir-rehearsal?date=2026-11-24',
    );
    expect(screen.getByRole('link', { name: 'See all events' }).getAttribute('href')).toBe('/events');
  });

  it('says politely that it is looking, then what it found or why not', () => {
    renderView({ state: 'loading' });
    expect(screen.getByRole('status').textContent).toBe('Looking for what is on…');
    cleanup();
    renderView(ready([], true), false);
    expect(screen.getByText(/Events have not been saved on this device yet/)).toBeTruthy();
    cleanup();
    renderView(ready([]));
    expect(screen.getByText(/Nothing is planned just now/)).toBeTruthy();
    cleanup();
    renderView({ state: 'error', message: 'The service is busy.', code: 'firestore/resource-exhausted' });
    expect(screen.getByText(/could not be loaded just now. The service is busy./)).toBeTruthy();
  });
});
