// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clear, get, set } from 'idb-keyval';
import { useLocation } from 'react-router';
import { renderInRouter } from '@/components/router-test-helpers';
import { flushStored } from '@/stores/persistence';
import { connectivityStore } from '@/stores/connectivity-store';
import type { Parsed } from '@/collections/converter';
import type { OlderItems } from '@/collections/define-collection';
import { buildSeedData } from '../../../scripts/seed-data.mjs';
import { EventListView, LIST_PAGE_SIZE } from './event-list-view';
import { eventSchema, workshopSchema, type EventItem } from './event-schema';
import { resetEventsViewForTests } from './public/view-preference';
import { resetSavedEventsForTests, saveEvent } from './saved-events';

/**
 * The events list with the seed data as it would be on Saturday 21 November 2026, 10am: what shows,
 * filtering and searching (kept in the address), past events, cancelled dates, and the calendar.
 */

const NOW = new Date('2026-11-21T10:00:00Z');
const seed = buildSeedData(NOW);
const published = (data: Record<string, unknown>) => data.status === 'published';
const events: Parsed<EventItem>[] = (seed.collections.events ?? [])
  .filter(({ data }) => published(data))
  .map(({ id, data }) => ({ ...eventSchema.parse(data), id }));
const workshops: Parsed<EventItem>[] = (seed.collections.workshops ?? [])
  .filter(({ data }) => published(data))
  .map(({ id, data }) => ({ ...workshopSchema.parse(data), id }));

function seedEvent(slug: string): Parsed<EventItem> {
  const found = events.find((event) => event.slug === slug);
  if (!found) throw new Error(`No seed event ${slug}`);
  return found;
}

/** A quiz that happened in October, so there is something in the past. */
const pastQuiz: Parsed<EventItem> = {
  ...seedEvent('quiz-night-in-aid-of-the-food-larder'),
  id: 'autumn-quiz',
  slug: 'autumn-quiz',
  title: 'Autumn quiz',
  startsAt: new Date('2026-10-09T18:00:00Z'),
  endsAt: new Date('2026-10-09T21:00:00Z'),
};

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderList(path = '/events', items: Parsed<EventItem>[] = [...events, pastQuiz], older?: OlderItems) {
  return renderInRouter(
    [
      {
        path: '/events',
        element: (
          <>
            <EventListView items={items} fromCache={false} older={older} />
            <Where />
          </>
        ),
      },
      { path: '/events/:slug', element: <Where /> },
    ],
    path,
  ).router;
}

const location = () => screen.getByTestId('location').textContent ?? '';
const status = () => screen.getAllByRole('status').map((element) => element.textContent ?? '');
const eventLinks = () =>
  screen
    .queryAllByRole('link')
    .filter((link) => (link.getAttribute('href') ?? '').startsWith('/events/'))
    .map((link) => link.textContent);

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  await clear();
  resetEventsViewForTests();
  resetSavedEventsForTests();
  connectivityStore.online = true;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the list', () => {
  it('lists upcoming dates by day, with British headings, series dates linking to their date', () => {
    renderList();
    expect(status()).toContainEqual(expect.stringMatching(/^Showing 20 of \d+ upcoming events$/));
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    // Nothing is on on Wednesday 25th, so it has no heading.
    expect(headings.slice(0, 3)).toEqual(['Monday 23 November', 'Tuesday 24 November', 'Thursday 26 November']);
    expect(headings).not.toContain('Friday 9 October');

    const tuesday = screen.getByRole('heading', { name: 'Tuesday 24 November' }).closest('section');
    if (!tuesday) throw new Error('No section for the day');
    const choir = within(tuesday).getByRole('link', { name: 'Community Choir rehearsal' });
    expect(choir.getAttribute('href')).toBe('/events/community-choir-rehearsal?date=2026-11-24');
    expect(within(choir.closest('article') as HTMLElement).getByText('7.30pm to 9pm')).toBeTruthy();
    // A one-off event links to its page as it is.
    expect(
      within(tuesday)
        .getByRole('link', { name: 'Heritage Society talk: Thornbury’s market charter' })
        .getAttribute('href'),
    ).toBe('/events/heritage-society-talk-thornburys-market-charter');
  });

  it('shows more dates on request', () => {
    renderList();
    const before = screen.getAllByRole('article').length;
    expect(before).toBe(LIST_PAGE_SIZE);
    fireEvent.click(screen.getByRole('button', { name: 'Show more events' }));
    expect(screen.getAllByRole('article').length).toBeGreaterThan(LIST_PAGE_SIZE);
  });

  it('marks cancelled dates instead of hiding them', () => {
    renderList('/events?q=bowls');
    const link = screen.getByRole('link', { name: 'Bowls Club open afternoon (cancelled)' });
    expect(link.querySelector('s')?.textContent).toBe('Bowls Club open afternoon');
    const card = link.closest('article');
    if (!card) throw new Error('No card');
    expect(within(card).getByText('Cancelled')).toBeTruthy();
  });

  it('searches as people type, says how many it found, and puts the search in the address', async () => {
    renderList();
    fireEvent.change(screen.getByRole('searchbox', { name: /Search events/ }), { target: { value: 'quiz' } });
    await waitFor(() => expect(status()).toContain('1 upcoming event'));
    expect(eventLinks()).toEqual(['Quiz night in aid of the Food Larder']);
    await waitFor(() => expect(location()).toBe('/events?q=quiz'));
  });

  it('takes its filters from the address, so shared links open filtered', () => {
    renderList('/events?category=music&price=free');
    // Music and free: only the ukulele jam (cancelled).
    expect(eventLinks()).toEqual(['Ukulele jam (cancelled)']);
    const more = screen.getByRole('button', { name: 'More filters (2 chosen)' });
    expect(more.getAttribute('aria-expanded')).toBe('true');
    // The address said "music"; the box is ticked even though the category is spelt "Music".
    expect((screen.getByRole('checkbox', { name: /^Music/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Free' }) as HTMLInputElement).checked).toBe(true);
  });

  it('offers to follow the categories and tags it is filtered by, and nothing without them', async () => {
    renderList('/events?category=music&tag=family');
    const chosen = screen.getByRole('region', { name: 'Follow what you chose' });
    // As spelt on the events, whatever the address said.
    expect(await within(chosen).findByRole('button', { name: 'Follow the topic Music' })).toBeTruthy();
    expect(within(chosen).getByRole('button', { name: 'Follow the topic family' })).toBeTruthy();
    cleanup();
    renderList('/events?price=free');
    expect(screen.queryByRole('region', { name: 'Follow what you chose' })).toBeNull();
  });

  it('filters by category, tag, price and dates, each change kept in the address', async () => {
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'More filters' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /^Sport/ }));
    expect(location()).toBe('/events?category=Sport');
    fireEvent.click(screen.getByRole('radio', { name: 'Paid' }));
    expect(location()).toBe('/events?category=Sport&price=paid');
    // Sport and paid: walking football and the 10k.
    expect(new Set(eventLinks())).toEqual(new Set(['Walking Football', 'Thornbury 10k']));

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2027-01-01' } });
    expect(location()).toBe('/events?category=Sport&from=2027-01-01&price=paid');
    expect(new Set(eventLinks())).toEqual(new Set(['Walking Football', 'Thornbury 10k']));
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2027-01-05' } });
    expect(new Set(eventLinks())).toEqual(new Set(['Walking Football']));

    fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(location()).toBe('/events');
    fireEvent.click(screen.getByRole('checkbox', { name: /^green-spaces/ }));
    expect(location()).toBe('/events?tag=green-spaces');
    expect(new Set(eventLinks())).toEqual(
      new Set(['Litter pick on Mundy Playing Fields', 'Wildflower planting day', 'Community litter blitz']),
    );
  });

  it('keeps From when To is filled in straight after it, before the page has caught up (issue 25)', async () => {
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'More filters' }));
    const from = await screen.findByLabelText('From');
    // Both changes before the page has drawn the new address: the second must start from the first.
    const to = screen.getByLabelText('To');
    act(() => {
      fireEvent.change(from, { target: { value: '2027-01-01' } });
      fireEvent.change(to, { target: { value: '2027-01-05' } });
    });
    await waitFor(() => expect(location()).toBe('/events?from=2027-01-01&to=2027-01-05'));
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2027-01-01');
  });

  it('keeps a date typed with the keyboard: passing years and an unfinished day are not sent (issue 25)', async () => {
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'More filters' }));
    const from = (await screen.findByLabelText('From')) as HTMLInputElement;
    // Typing 05/01/2027 by keys: the year arrives a digit at a time.
    for (const passing of ['0002-01-05', '0020-01-05', '0202-01-05']) {
      fireEvent.change(from, { target: { value: passing } });
      expect(from.value).toBe(passing);
      expect(location()).toBe('/events');
    }
    fireEvent.change(from, { target: { value: '2027-01-05' } });
    await waitFor(() => expect(location()).toBe('/events?from=2027-01-05'));
    expect(from.value).toBe('2027-01-05');
    // Emptied on purpose: the filter goes.
    fireEvent.change(from, { target: { value: '' } });
    await waitFor(() => expect(location()).toBe('/events'));
    expect(from.value).toBe('');
  });

  it('shows past events behind their own switch, most recent first', () => {
    renderList();
    expect(eventLinks()).not.toContain('Autumn quiz');
    fireEvent.click(screen.getByRole('radio', { name: 'Past events' }));
    expect(location()).toBe('/events?when=past');
    expect(eventLinks()).toEqual(['Autumn quiz']);
    expect(status()).toContain('1 past event');
    expect(screen.getByRole('heading', { level: 2, name: 'Friday 9 October' })).toBeTruthy();
  });

  it('offers older events from the server where the past list ends, and lists those read in date order', () => {
    const load = vi.fn();
    const older: OlderItems = { state: 'more', direction: 'older', read: 0, load };
    renderList('/events?when=past', [...events, pastQuiz], older);
    expect(screen.queryByRole('button', { name: 'Show more events' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show older events' }));
    expect(load).toHaveBeenCalledOnce();
    cleanup();

    // Three years ago, read past the window: listed after the quiz, though the list's own year ends sooner.
    const longAgo: Parsed<EventItem> = {
      ...pastQuiz,
      id: 'old-fair',
      slug: 'old-fair',
      title: 'Old fair',
      startsAt: new Date('2023-06-10T10:00:00Z'),
      endsAt: new Date('2023-06-10T16:00:00Z'),
    };
    renderList('/events?when=past', [...events, pastQuiz, longAgo], { ...older, read: 1, state: 'done' });
    expect(eventLinks()).toEqual(['Autumn quiz', 'Old fair']);
    expect(screen.queryByRole('button', { name: 'Show older events' })).toBeNull();
  });

  it('says older events load when online', () => {
    renderList('/events?when=past', [...events, pastQuiz], {
      state: 'offline',
      direction: 'older',
      read: 0,
      load: vi.fn(),
    });
    expect(screen.getByRole('button', { name: 'Show older events' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Older events load when you are online.')).toBeTruthy();
  });

  it('says plainly when nothing matches, and offers to clear the filters', () => {
    renderList('/events?q=zzzz');
    expect(status()).toContain('No upcoming events found');
    fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(location()).toBe('/events');
    expect(screen.getAllByRole('article').length).toBe(LIST_PAGE_SIZE);
  });

  it('speaks of workshops on the workshops page', () => {
    renderList('/events', workshops);
    expect(screen.getByRole('searchbox', { name: /Search workshops/ })).toBeTruthy();
    expect(status()).toContain('5 upcoming workshops');
  });

  it('lists saved events at the top, with a reminder of when', async () => {
    const football = seedEvent('walking-football');
    saveEvent({
      collection: 'events',
      slug: football.slug,
      title: football.title,
      startsAt: football.startsAt.toISOString(),
      venueName: football.venue?.name ?? null,
    });
    renderList();
    const panel = (await screen.findByRole('heading', { name: 'Your saved events' })).closest('section');
    if (!panel) throw new Error('No saved events section');
    expect(within(panel).getByText('This Monday, 10am')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Walking Football' }).getAttribute('href')).toBe(
      '/events/walking-football?date=2026-11-23',
    );
    fireEvent.click(within(panel).getByRole('button', { name: /Remove Walking Football/ }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Your saved events' })).toBeNull());
  });
});

describe('the calendar', () => {
  it('switches to a month calendar and remembers the choice on this device', async () => {
    renderList();
    fireEvent.click(screen.getByRole('radio', { name: 'Calendar' }));
    const table = await screen.findByRole('table');
    expect(within(table).getByText('November 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'November 2026' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Past events' })).toBeNull();
    await act(() => flushStored());
    expect(await get('eventsView')).toBe('calendar');
  });

  it('opens as a calendar when that was the saved choice', async () => {
    await set('eventsView', 'calendar');
    renderList();
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('moves between months with buttons, shows each day’s events as links, and marks cancelled ones', async () => {
    renderList();
    fireEvent.click(screen.getByRole('radio', { name: 'Calendar' }));
    await screen.findByRole('table');
    const today = document.querySelector('td[aria-current="date"]');
    expect(today?.textContent).toContain('Saturday 21 November');

    fireEvent.click(screen.getByRole('button', { name: 'Next month, December 2026' }));
    expect(location()).toBe('/events?month=2026-12');
    expect(screen.getByRole('heading', { level: 2, name: 'December 2026' })).toBeTruthy();
    expect(status()).toContainEqual(expect.stringMatching(/^\d+ events in December 2026$/));

    const cell = (label: string) => {
      const hidden = within(screen.getByRole('table')).getByText(label);
      const td = hidden.closest('td');
      if (!td) throw new Error(`No cell for ${label}`);
      return td;
    };
    const quizDay = cell('Saturday 12 December');
    expect(
      within(quizDay).getByRole('link', { name: '7pm Quiz night in aid of the Food Larder' }).getAttribute('href'),
    ).toBe('/events/quiz-night-in-aid-of-the-food-larder');
    // A series date links to that date; the skipped Tuesday has no rehearsal.
    expect(
      within(cell('Tuesday 1 December'))
        .getByRole('link', { name: '7.30pm Community Choir rehearsal' })
        .getAttribute('href'),
    ).toBe('/events/community-choir-rehearsal?date=2026-12-01');
    expect(within(cell('Tuesday 8 December')).queryByRole('link', { name: /Community Choir/ })).toBeNull();
    const bowls = within(cell('Wednesday 23 December')).getByRole('link', { name: /Bowls Club open afternoon/ });
    expect(bowls.querySelector('s')).not.toBeNull();
    expect(cell('Wednesday 23 December').textContent).toContain('(cancelled)');

    fireEvent.click(screen.getByRole('button', { name: 'Previous month, November 2026' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous month, October 2026' }));
    expect(location()).toBe('/events?month=2026-10');
    expect(within(cell('Friday 9 October')).getByRole('link', { name: '7pm Autumn quiz' })).toBeTruthy();
  });

  it('applies the filters to the calendar too', async () => {
    renderList('/events?month=2026-11&category=Sport');
    fireEvent.click(screen.getByRole('radio', { name: 'Calendar' }));
    const links = within(await screen.findByRole('table')).getAllByRole('link');
    expect(new Set(links.map((link) => link.textContent?.replace(/^[\d.]+[ap]m /, '')))).toEqual(
      new Set(['Walking Football', 'Running Club Thursday run']),
    );
  });

  it('lists the first events of a busy day, and opens the whole day as a list', async () => {
    const quiz = seedEvent('quiz-night-in-aid-of-the-food-larder');
    const extras = ['a', 'b', 'c'].map((letter) => ({
      ...quiz,
      id: `quiz-${letter}`,
      slug: `quiz-${letter}`,
      title: `Quiz ${letter}`,
    }));
    renderList('/events?month=2026-12', [...events, ...extras]);
    fireEvent.click(screen.getByRole('radio', { name: 'Calendar' }));
    await screen.findByRole('table');
    const more = screen.getByRole('button', { name: '2 more on Saturday 12 December' });
    fireEvent.click(more);
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
    expect(location()).toBe('/events?from=2026-12-12&to=2026-12-12&month=2026-12');
    expect(eventLinks()).toEqual(['Quiz a', 'Quiz b', 'Quiz c', 'Quiz night in aid of the Food Larder']);
  });

  it('becomes an agenda of the month on a phone', async () => {
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
      const result = matchMedia(query);
      return query.includes('max-width: 48em') ? { ...result, matches: true, media: query } : result;
    });
    renderList('/events?month=2026-12');
    fireEvent.click(screen.getByRole('radio', { name: 'Calendar' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Saturday 12 December' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: '7pm Quiz night in aid of the Food Larder' })).toBeTruthy();
  });
});
