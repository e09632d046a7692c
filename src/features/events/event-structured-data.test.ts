import { describe, expect, it } from 'vitest';
import { DEFAULT_EVENT_DURATION_MS } from '@/config/constants';
import { buildSeedData } from '../../../scripts/seed-data.mjs';
import { eventSchema, workshopSchema, type EventItem, type WorkshopItem } from './event-schema';
import { eventJsonLd, jsonLdScript } from './event-structured-data';

const NOW = new Date('2026-10-01T09:00:00Z');
const SITE = 'https://thornbury-hub.example';
const seed = buildSeedData(NOW);
const events: EventItem[] = (seed.collections.events ?? []).map(({ data }) => eventSchema.parse(data));
const workshops: WorkshopItem[] = (seed.collections.workshops ?? []).map(({ data }) => workshopSchema.parse(data));

function seedEvent(slug: string): EventItem {
  const found = events.find((event) => event.slug === slug);
  if (!found) throw new Error(`No seed event ${slug}`);
  return found;
}
function seedWorkshop(slug: string): WorkshopItem {
  const found = workshops.find((workshop) => workshop.slug === slug);
  if (!found) throw new Error(`No seed workshop ${slug}`);
  return found;
}

const url = (event: EventItem, kind = 'events') => `${SITE}/${kind}/${event.slug}`;

describe('eventJsonLd', () => {
  it('describes an in-person paid event completely', () => {
    const quiz = seedEvent('quiz-night-in-aid-of-the-food-larder');
    expect(eventJsonLd(quiz, { url: url(quiz), now: NOW })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Quiz night in aid of the Food Larder',
      description: quiz.summary,
      url: `${SITE}/events/quiz-night-in-aid-of-the-food-larder`,
      startDate: '2026-11-12T19:00:00+00:00',
      endDate: '2026-11-12T22:00:00+00:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'The Armstrong Hall',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Chapel Street, Thornbury',
          postalCode: 'BS35 2BJ',
          addressCountry: 'GB',
        },
        geo: { '@type': 'GeoCoordinates', latitude: quiz.venue?.lat, longitude: quiz.venue?.lng },
      },
      offers: {
        '@type': 'Offer',
        price: '10.00',
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
        url: 'https://tickets.example/thornbury-quiz',
      },
      isAccessibleForFree: false,
      organizer: {
        '@type': 'Organization',
        name: quiz.organiser?.name,
        url: `${SITE}/organisations/thornbury-food-larder`,
      },
      maximumAttendeeCapacity: 120,
    });
  });

  it('describes a free online event with a virtual location and the page as the offer', () => {
    const talk = seedEvent('heritage-society-talk-thornburys-market-charter');
    const online = { ...talk, venue: null, price: { free: true, amountPence: 0, currency: 'GBP' as const } };
    const data = eventJsonLd(online, { url: url(talk) });
    expect(data.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(data.location).toEqual({ '@type': 'VirtualLocation', url: 'https://meet.example/thornbury-heritage-talk' });
    expect(data.offers).toMatchObject({ price: '0.00', priceCurrency: 'GBP', url: url(talk) });
    expect(data.isAccessibleForFree).toBe(true);
  });

  it('gives a hybrid event both locations', () => {
    const talk = seedEvent('heritage-society-talk-thornburys-market-charter');
    const data = eventJsonLd(talk, { url: url(talk) });
    expect(data.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode');
    expect(data.location).toEqual([
      expect.objectContaining({ '@type': 'Place', name: 'Thornbury Town Hall' }),
      { '@type': 'VirtualLocation', url: 'https://meet.example/thornbury-heritage-talk' },
    ]);
  });

  it('ignores an online link that is not a web address', () => {
    const talk = seedEvent('heritage-society-talk-thornburys-market-charter');
    const data = eventJsonLd({ ...talk, onlineUrl: 'javascript:alert(1)' }, { url: url(talk) });
    expect(data.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(JSON.stringify(data)).not.toContain('javascript');
  });

  it('marks a cancelled event cancelled', () => {
    const bowls = seedEvent('bowls-club-open-afternoon');
    expect(eventJsonLd(bowls, { url: url(bowls) }).eventStatus).toBe('https://schema.org/EventCancelled');
  });

  it('gives a timed event with no end the default duration, with the offset at its end', () => {
    const quiz = seedEvent('quiz-night-in-aid-of-the-food-larder');
    // 10am BST on 4 July 2026; 366 days later is 5 July 2027, also in summer time.
    const open = { ...quiz, startsAt: new Date('2026-07-04T09:00:00Z'), endsAt: null };
    const data = eventJsonLd(open, { url: url(quiz) });
    expect(data.startDate).toBe('2026-07-04T10:00:00+01:00');
    expect(data.endDate).toBe('2027-07-05T10:00:00+01:00');
    expect(DEFAULT_EVENT_DURATION_MS).toBe(366 * 24 * 60 * 60 * 1000);

    const winter = eventJsonLd({ ...quiz, endsAt: null }, { url: url(quiz) });
    expect(winter.endDate).toBe('2027-11-13T19:00:00+00:00');
  });

  it('writes all-day events as dates in London, a one-day event ending the same day', () => {
    const market = seedEvent('thornbury-makers-market');
    const data = eventJsonLd(market, { url: url(market) });
    expect(data.startDate).toBe('2026-11-20');
    expect(data.endDate).toBe('2026-11-20');

    // Midnight in London on 20 June is 23:00 UTC on the 19th; the last day is the 21st.
    const summer = { ...market, startsAt: new Date('2026-06-19T23:00:00Z'), endsAt: new Date('2026-06-21T22:00:00Z') };
    const weekend = eventJsonLd(summer, { url: url(market) });
    expect(weekend.startDate).toBe('2026-06-20');
    expect(weekend.endDate).toBe('2026-06-21');
  });

  it('uses the summer-time offset for an event in British Summer Time', () => {
    const quiz = seedEvent('quiz-night-in-aid-of-the-food-larder');
    const summer = { ...quiz, startsAt: new Date('2026-06-05T18:00:00Z'), endsAt: new Date('2026-06-05T21:00:00Z') };
    const data = eventJsonLd(summer, { url: url(quiz) });
    expect(data.startDate).toBe('2026-06-05T19:00:00+01:00');
    expect(data.endDate).toBe('2026-06-05T22:00:00+01:00');
    // The offset follows the event's own time zone.
    const newYork = eventJsonLd({ ...summer, timeZone: 'America/New_York' }, { url: url(quiz) });
    expect(newYork.startDate).toBe('2026-06-05T14:00:00-04:00');
  });

  it('describes a workshop as an EducationEvent with its level and ages', () => {
    const sourdough = seedWorkshop('beginners-sourdough');
    const data = eventJsonLd(sourdough, { url: url(sourdough, 'workshops') });
    expect(data).toMatchObject({
      '@type': 'EducationEvent',
      name: 'Beginners’ sourdough',
      educationalLevel: 'Beginner',
      typicalAgeRange: '16+',
      maximumAttendeeCapacity: 10,
      offers: { price: '45.00', url: 'https://tickets.example/sourdough' },
      isAccessibleForFree: false,
    });
    expect(data).not.toHaveProperty('organizer');

    const photography = seedWorkshop('smartphone-photography');
    const withOrganiser = eventJsonLd(photography, { url: url(photography, 'workshops') });
    expect(withOrganiser.organizer).toEqual({
      '@type': 'Organization',
      name: photography.organiser?.name,
      url: `${SITE}/clubs/thornbury-camera-club`,
    });
    expect(withOrganiser.educationalLevel).toBe('Intermediate');
    expect(withOrganiser.isAccessibleForFree).toBe(true);
  });

  it('is a plain Event when there is no facilitator or skill level', () => {
    const quiz = seedEvent('quiz-night-in-aid-of-the-food-larder');
    const data = eventJsonLd(quiz, { url: url(quiz) });
    expect(data['@type']).toBe('Event');
    expect(data).not.toHaveProperty('educationalLevel');
  });

  it('lists the image as an absolute address, and leaves out what is not set', () => {
    const swap = seedEvent('seed-and-plant-swap');
    const image = { path: 'events/swap.jpg', url: '/images/swap.jpg', alt: 'Seed packets', width: 800, height: 600 };
    expect(eventJsonLd({ ...swap, image }, { url: url(swap) }).image).toEqual([`${SITE}/images/swap.jpg`]);
    const remote = { ...image, url: 'https://cdn.example/swap.jpg' };
    expect(eventJsonLd({ ...swap, image: remote }, { url: url(swap) }).image).toEqual(['https://cdn.example/swap.jpg']);
    // Addresses saved before the check are left out, never thrown over or passed on.
    for (const bad of ['http://[', 'javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/x.png']) {
      expect(eventJsonLd({ ...swap, image: { ...image, url: bad } }, { url: url(swap) })).not.toHaveProperty('image');
    }

    const bare = eventJsonLd(
      { ...swap, image: null, capacity: null, organiser: null, summary: ' ' },
      { url: url(swap) },
    );
    for (const key of ['image', 'maximumAttendeeCapacity', 'organizer', 'description']) {
      expect(bare).not.toHaveProperty(key);
    }
  });

  it('keeps a long name whole (the headline limit is for articles)', () => {
    const quiz = seedEvent('quiz-night-in-aid-of-the-food-larder');
    const title = 'A'.repeat(140);
    expect(eventJsonLd({ ...quiz, title }, { url: url(quiz) }).name).toBe(title);
  });

  it('gives the date tickets go on sale when the event is scheduled to publish', () => {
    const show = seedEvent('gardening-club-show');
    expect(eventJsonLd(show, { url: url(show) }).offers).toMatchObject({ validFrom: '2026-11-01T09:00:00+00:00' });
    const quiz = seedEvent('quiz-night-in-aid-of-the-food-larder');
    expect(eventJsonLd(quiz, { url: url(quiz) }).offers).not.toHaveProperty('validFrom');
  });

  it('gives every seed event and workshop the properties Google requires', () => {
    for (const event of [...events, ...workshops]) {
      const data = eventJsonLd(event, { url: url(event) });
      expect(data).toHaveProperty('name');
      expect(data).toHaveProperty('location');
      expect(String(data.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2})?$/);
      expect(String(data.endDate) >= String(data.startDate)).toBe(true);
    }
  });
});

describe('jsonLdScript', () => {
  it('cannot close the script element or open a comment, and is still the same JSON', () => {
    const data = { name: '</script><script>alert("x")</script> <!-- & more', note: 'line\u2028break\u2029here' };
    const text = jsonLdScript(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(data);
  });

  it('serialises structured data as it is', () => {
    const quiz = seedEvent('quiz-night-in-aid-of-the-food-larder');
    const data = eventJsonLd(quiz, { url: url(quiz) });
    expect(JSON.parse(jsonLdScript(data))).toEqual(data);
  });
});
