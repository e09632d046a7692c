// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMarkdownRenderer } from '@/components/markdown';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clear } from 'idb-keyval';
import { renderInRouter } from '@/components/router-test-helpers';
import { assembleDefinition } from '@/collections/assemble-definition';
import type { Parsed } from '@/collections/converter';
import { PublicDetailView } from '@/collections/public-detail-page';
import { buildSeedData } from '../../../scripts/seed-data.mjs';
import { googleCalendarUrl, outlookCalendarUrl } from './event-calendar-file';
import { EventDetailSections } from './event-detail-sections';
import { eventJsonLd } from './event-structured-data';
import { eventSchema, workshopSchema, type EventItem } from './event-schema';
import { describeRecurrence } from '@/lib/recurrence-text';
import { resetSavedEventsForTests, savedEventsStore } from './saved-events';
import { eventsManifest } from './events-manifest';
import { models } from './events-model';
import { publicParts } from './events-public';

/** An event's page below its title, with the seed data as on Saturday 21 November 2026, 10am. */

const NOW = new Date('2026-11-21T10:00:00Z');
const ORIGIN = 'http://localhost:3000';
const seed = buildSeedData(NOW);
const events: Parsed<EventItem>[] = (seed.collections.events ?? []).map(({ id, data }) => ({
  ...eventSchema.parse(data),
  id,
}));
const workshops: Parsed<EventItem>[] = (seed.collections.workshops ?? []).map(({ id, data }) => ({
  ...workshopSchema.parse(data),
  id,
}));

function find(list: Parsed<EventItem>[], slug: string): Parsed<EventItem> {
  const found = list.find((event) => event.slug === slug);
  if (!found) throw new Error(`No seed item ${slug}`);
  return found;
}
const quiz = find(events, 'quiz-night-in-aid-of-the-food-larder');
const choir = find(events, 'community-choir-rehearsal');
const bowls = find(events, 'bowls-club-open-afternoon');
const heritageTalk = find(events, 'heritage-society-talk-thornburys-market-charter');
const sourdough = find(workshops, 'beginners-sourdough');

function renderSections(item: Parsed<EventItem>, path = `/events/${item.slug}`) {
  return renderInRouter([{ path: '/:collection/:slug', element: <EventDetailSections item={item} /> }], path).router;
}

const link = (name: string | RegExp) => screen.getByRole('link', { name });

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  await clear();
  resetSavedEventsForTests();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('event details', () => {
  it('says when and where, with a maps link that opens the phone’s maps app', () => {
    renderSections(quiz);
    expect(screen.getByText('Saturday 12 December 2026, 7pm to 10pm')).toBeTruthy();
    expect(screen.getByText('The Armstrong Hall')).toBeTruthy();
    expect(screen.getByText('Chapel Street, Thornbury')).toBeTruthy();
    expect(screen.getByText('BS35 2BJ')).toBeTruthy();
    const maps = link(/Open in maps/);
    expect(maps.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=51.6085%2C-2.5262');
    expect(maps.getAttribute('rel')).toContain('noopener');
    expect(maps.textContent).toContain('(opens in a new tab)');
  });

  it('searches the address when the venue has no map position', () => {
    const venue = quiz.venue;
    if (!venue) throw new Error('The quiz has a venue');
    renderSections({ ...quiz, venue: { ...venue, lat: null, lng: null } });
    expect(link(/Open in maps/).getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('The Armstrong Hall, Chapel Street, Thornbury, BS35 2BJ')}`,
    );
  });

  it('gives the price, the number of places, the organiser and a booking button that opens in a new tab', () => {
    renderSections(quiz);
    expect(screen.getByText('£10.00')).toBeTruthy();
    expect(screen.getByText('Up to 120 people')).toBeTruthy();
    expect(link('Thornbury Food Larder').getAttribute('href')).toBe('/organisations/thornbury-food-larder');
    const booking = link(/Book a place/);
    expect(booking.getAttribute('href')).toBe('https://tickets.example/thornbury-quiz');
    expect(booking.getAttribute('target')).toBe('_blank');
    expect(booking.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('heading', { level: 2, name: 'Accessibility' })).toBeTruthy();
  });

  it('offers the online link of an online event, and "Free" for a free one', () => {
    renderSections(find(events, 'litter-pick-on-mundy-playing-fields'));
    expect(screen.getByText('Free')).toBeTruthy();
    cleanup();
    renderSections(heritageTalk);
    expect(link(/Join online/).getAttribute('href')).toBe(heritageTalk.onlineUrl);
  });

  it('says plainly when an event is cancelled, and offers no booking', () => {
    renderSections({ ...bowls, bookingUrl: 'https://tickets.example/bowls' });
    expect(screen.getByRole('alert').textContent).toContain('This event is cancelled');
    expect(screen.queryByRole('link', { name: /Book a place/ })).toBeNull();
  });

  it('shows a workshop’s facilitator, level, ages and what to bring', () => {
    renderSections(sourdough, '/workshops/beginners-sourdough');
    const details = screen.getByRole('heading', { name: 'Details' }).closest('section');
    if (!details) throw new Error('No details section');
    expect(within(details).getByText('Jo Pritchard, Castle Street Bakery')).toBeTruthy();
    expect(within(details).getByText('Beginners')).toBeTruthy();
    expect(within(details).getByText('16+')).toBeTruthy();
    expect(within(details).getByText('Apron and a tea towel; everything else provided.')).toBeTruthy();
  });
});

describe('a series', () => {
  it('says how it repeats and lists the next dates, leaving out skipped ones', () => {
    renderSections(choir);
    expect(screen.getByText(`Repeats: ${describeRecurrence('FREQ=WEEKLY;BYDAY=TU')}`)).toBeTruthy();
    expect(screen.getByText(/^Next date: Tuesday 24 November 2026, 7.30pm to 9pm$/)).toBeTruthy();
    const dates = within(screen.getByRole('list', { name: 'Coming up' }))
      .getAllByRole('link')
      .map((item) => item.getAttribute('href'));
    expect(dates).toEqual([
      '/events/community-choir-rehearsal?date=2026-11-24',
      '/events/community-choir-rehearsal?date=2026-12-01',
      // 8 December is skipped.
      '/events/community-choir-rehearsal?date=2026-12-15',
      '/events/community-choir-rehearsal?date=2026-12-22',
      '/events/community-choir-rehearsal?date=2026-12-29',
    ]);
  });

  it('shows the date chosen in the address', () => {
    renderSections(choir, '/events/community-choir-rehearsal?date=2026-12-15');
    expect(screen.getByText(/^This date: Tuesday 15 December 2026, 7.30pm to 9pm$/)).toBeTruthy();
    expect(link('Tuesday 15 December 2026, 7.30pm to 9pm').getAttribute('aria-current')).toBe('date');
  });

  it('says so when the date in the address is not one of its dates', () => {
    renderSections(choir, '/events/community-choir-rehearsal?date=2026-12-08');
    expect(screen.getByText(/not one of this series’ dates/)).toBeTruthy();
    expect(screen.getByText(/^Next date: Tuesday 24 November 2026/)).toBeTruthy();
  });
});

describe('share, save and add to calendar', () => {
  it('links to Google Calendar and Outlook with the event filled in', () => {
    renderSections(quiz);
    const pageUrl = `${ORIGIN}/events/${quiz.slug}`;
    expect(link(/Google Calendar/).getAttribute('href')).toBe(googleCalendarUrl(quiz, pageUrl));
    expect(link(/Outlook/).getAttribute('href')).toBe(outlookCalendarUrl(quiz, pageUrl));
  });

  it('downloads a calendar file named after the event', async () => {
    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((value) => {
      blob = value as Blob;
      return 'blob:calendar';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderSections(quiz);
    fireEvent.click(screen.getByRole('button', { name: 'Download calendar file' }));
    // The calendar-file library loads on demand, so the file follows a moment later.
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('quiz-night-in-aid-of-the-food-larder.ics');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:calendar');
    expect(blob?.type).toBe('text/calendar;charset=utf-8');
    const text = await blob?.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('SUMMARY:Quiz night in aid of the Food Larder');
  });

  it('copies the link when the device cannot share, and says so', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      share: undefined,
      clipboard: { writeText: vi.fn(() => Promise.resolve()) },
    });
    renderSections(choir, '/events/community-choir-rehearsal?date=2026-12-15');
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(screen.getByText('Link copied')).toBeTruthy());
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith(
      `${ORIGIN}/events/community-choir-rehearsal?date=2026-12-15`,
    );
  });

  it('shows the link to copy by hand when copying is not allowed', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      share: undefined,
      clipboard: { writeText: vi.fn(() => Promise.reject(new Error('Not allowed'))) },
    });
    renderSections(quiz);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const field = await screen.findByRole('textbox', { name: 'Copy this link to share it' });
    expect((field as HTMLInputElement).value).toBe(`${ORIGIN}/events/${quiz.slug}`);
  });

  it('uses the phone’s share sheet when there is one', async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share });
    renderSections(quiz);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: quiz.title,
        text: quiz.summary,
        url: `${ORIGIN}/events/${quiz.slug}`,
      }),
    );
    expect(screen.queryByText('Link copied')).toBeNull();
  });

  it('saves the event on this device and removes it again', async () => {
    renderSections(choir, '/events/community-choir-rehearsal?date=2026-12-15');
    const save = screen.getByRole('button', { name: 'Save for offline' });
    expect(save.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(save);
    await waitFor(() => expect(save.getAttribute('aria-pressed')).toBe('true'));
    expect(savedEventsStore.entries).toEqual([
      expect.objectContaining({
        collection: 'events',
        slug: 'community-choir-rehearsal',
        title: 'Community Choir rehearsal',
        startsAt: '2026-12-15T19:30:00.000Z',
        venueName: 'The Armstrong Hall',
      }),
    ]);
    expect(screen.getByText(/Saved on this device/)).toBeTruthy();
    fireEvent.click(save);
    await waitFor(() => expect(save.getAttribute('aria-pressed')).toBe('false'));
    expect(savedEventsStore.entries).toEqual([]);
  });
});

describe('structured data', () => {
  it('is the event’s schema.org data for its page', () => {
    const data = eventJsonLd(quiz, { url: `${ORIGIN}/events/${quiz.slug}` });
    expect(data).toMatchObject({ '@type': 'Event', name: quiz.title, url: `${ORIGIN}/events/${quiz.slug}` });
  });
});

describe('the whole event page, as the engine puts it together', () => {
  // As once any page has shown a body its HTML did not have: the page renders at once.
  beforeAll(() => loadMarkdownRenderer());

  it('has one Share button, beside Save, not a second one from the engine', () => {
    const definition = assembleDefinition(eventsManifest, models.events, { public: publicParts });
    renderInRouter(
      [
        {
          path: '/:collection/:slug',
          element: (
            <PublicDetailView
              definition={definition}
              result={{ state: 'ready', value: { item: quiz, fromCache: false, hasPendingWrites: false } }}
              online
            />
          ),
        },
      ],
      `/events/${quiz.slug}`,
    );
    const share = screen.getAllByRole('button', { name: 'Share' });
    expect(share).toHaveLength(1);
    const section = screen.getByRole('region', { name: 'Share, save and add to your calendar' });
    expect(within(section).getByRole('button', { name: 'Share' })).toBe(share[0]);
  });
});

describe('a stored date far outside 1900–2100 (issue 25)', () => {
  afterEach(cleanup);
  it('shows the page without crashing: an event ending in the year 9999, one starting in 1066', () => {
    const farEnd = { ...quiz, endsAt: new Date('9999-12-31T21:00:00Z') };
    // The page's own sections, not React Router's error screen.
    const shown = () => {
      expect(screen.queryByText(/Unexpected Application Error|Not a day key/)).toBeNull();
      expect(screen.getAllByRole('heading').length).toBeGreaterThan(0);
    };
    renderSections(farEnd);
    shown();
    expect(screen.getAllByText(/9999/).length).toBeGreaterThan(0);
    cleanup();
    renderSections({ ...quiz, allDay: true, endsAt: new Date('9999-12-31T00:00:00Z') });
    shown();
    cleanup();
    const series = { ...choir, endsAt: new Date('9999-12-31T21:00:00Z') };
    renderSections(series, `/events/${series.slug}?date=9999-12-31`);
    shown();
    cleanup();
    renderSections({ ...quiz, startsAt: new Date('1066-10-14T09:00:00Z'), endsAt: null });
    shown();
    expect(screen.getAllByText(/1066/).length).toBeGreaterThan(0);
  });
});
