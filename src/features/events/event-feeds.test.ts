import { describe, expect, it } from 'vitest';
import { buildSeedData } from '../../../scripts/seed-data.mjs';
import { parseXml } from '@/lib/xml-test-helpers';
import { eventsRss, upcomingPublishedEvents } from './event-feeds';
import { eventSchema, workshopSchema, type EventItem, type WorkshopItem } from './event-schema';

const NOW = new Date('2026-10-01T09:00:00Z');
const SITE = 'https://thornbury-hub.example';
const seed = buildSeedData(NOW);
const events: EventItem[] = (seed.collections.events ?? []).map(({ data }) => eventSchema.parse(data));
const workshops: WorkshopItem[] = (seed.collections.workshops ?? []).map(({ data }) => workshopSchema.parse(data));
const everything: EventItem[] = [...events, ...workshops];

function seedEvent(slug: string): EventItem {
  const found = everything.find((event) => event.slug === slug);
  if (!found) throw new Error(`No seed event ${slug}`);
  return found;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const childText = (parent: Element, name: string) =>
  Array.from(parent.children).find((child) => child.tagName === name)?.textContent ?? null;

function rssFor(list: readonly EventItem[], extra: Partial<Parameters<typeof eventsRss>[1]> = {}) {
  return eventsRss(list, {
    siteUrl: `${SITE}/`,
    title: 'Thornbury Community Hub: events',
    description: 'What’s on in Thornbury',
    now: NOW,
    ...extra,
  });
}

function itemFor(doc: Document, slugPath: string): Element {
  const item = Array.from(doc.getElementsByTagName('item')).find(
    (candidate) => childText(candidate, 'link') === `${SITE}${slugPath}`,
  );
  if (!item) throw new Error(`No item for ${slugPath}`);
  return item;
}

describe('upcomingPublishedEvents', () => {
  const upcoming = upcomingPublishedEvents(everything, NOW);
  const slugs = upcoming.map((event) => event.slug);

  it('leaves out drafts and events scheduled to publish later', () => {
    for (const draft of ['schools-sports-day', 'family-film-night', 'christmas-lights-planning-meeting']) {
      expect(slugs).not.toContain(draft);
    }
    expect(slugs).not.toContain('advanced-wheel-throwing');
    expect(slugs).not.toContain('gardening-club-show');
    expect(slugs).not.toContain('makers-craft-fair');
    expect(upcoming.every((event) => event.status === 'published')).toBe(true);

    // Once its publish time has passed, a scheduled event is listed.
    const later = upcomingPublishedEvents(everything, new Date('2026-11-01T09:00:00Z')).map((event) => event.slug);
    expect(later).toContain('gardening-club-show');
    expect(later).not.toContain('makers-craft-fair');
  });

  it('leaves out archived events', () => {
    const quiz = seedEvent('quiz-night-in-aid-of-the-food-larder');
    expect(upcomingPublishedEvents([{ ...quiz, status: 'archived' }], NOW)).toEqual([]);
  });

  it('lists every published seed event (all upcoming), soonest first', () => {
    const published = everything.filter(
      (event) => event.status === 'published' && (event.publishAt === null || event.publishAt <= NOW),
    );
    expect(upcoming).toHaveLength(published.length);
    const starts = upcoming.map((event) => event.startsAt.getTime());
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(slugs[0]).toBe('repair-cafe');
    // Workshops keep their own type.
    const typed: WorkshopItem[] = upcomingPublishedEvents(workshops, NOW);
    expect(typed.length).toBeGreaterThan(0);
  });

  it('keeps an event until it has ended, and one with no end until it starts', () => {
    const quiz = seedEvent('quiz-night-in-aid-of-the-food-larder');
    const ended = {
      ...quiz,
      slug: 'ended',
      startsAt: new Date(NOW.getTime() - 3 * HOUR),
      endsAt: new Date(NOW.getTime() - 1),
    };
    const ongoing = { ...ended, slug: 'ongoing', endsAt: new Date(NOW.getTime() + HOUR) };
    const endsNow = { ...ended, slug: 'ends-now', endsAt: NOW };
    const startedNoEnd = { ...ended, slug: 'started-no-end', endsAt: null };
    const startsNowNoEnd = { ...ended, slug: 'starts-now-no-end', startsAt: NOW, endsAt: null };
    const kept = upcomingPublishedEvents([ended, ongoing, endsNow, startedNoEnd, startsNowNoEnd], NOW);
    expect(kept.map((event) => event.slug)).toEqual(['ends-now', 'ongoing', 'starts-now-no-end']);
  });

  it('keeps an all-day event with no end for the whole of its London day', () => {
    const market = seedEvent('thornbury-makers-market');
    // 20 June 2026, a summer day: it runs from 23:00 UTC on the 19th to 23:00 UTC on the 20th.
    const summer = { ...market, startsAt: new Date('2026-06-19T23:00:00Z'), endsAt: null };
    expect(upcomingPublishedEvents([summer], new Date('2026-06-20T22:59:59Z'))).toHaveLength(1);
    expect(upcomingPublishedEvents([summer], new Date('2026-06-20T23:00:01Z'))).toHaveLength(0);
    // With an end, it lasts to the end of that last day.
    const weekend = { ...summer, endsAt: new Date('2026-06-21T09:00:00Z') };
    expect(upcomingPublishedEvents([weekend], new Date('2026-06-21T22:59:00Z'))).toHaveLength(1);
    expect(upcomingPublishedEvents([weekend], new Date('2026-06-21T23:00:01Z'))).toHaveLength(0);
  });

  it('keeps a series with no UNTIL or COUNT for good', () => {
    const choir = seedEvent('community-choir-rehearsal');
    expect(upcomingPublishedEvents([choir], new Date('2035-01-01T00:00:00Z'))).toHaveLength(1);
  });

  it('drops a series once its COUNT has run out', () => {
    // Sixteen Mondays from 5 October 2026: the last is 18 January 2027.
    const football = seedEvent('walking-football');
    // It ends at 11am GMT: counting whole days keeps the hour the clocks went back in October.
    expect(upcomingPublishedEvents([football], new Date('2027-01-18T10:59:00Z'))).toHaveLength(1);
    expect(upcomingPublishedEvents([football], new Date('2027-01-18T11:01:00Z'))).toHaveLength(0);
    expect(upcomingPublishedEvents([football], new Date('2027-02-01T00:00:00Z'))).toHaveLength(0);
    const fortnightly = { ...football, recurrence: { rrule: 'FREQ=WEEKLY;INTERVAL=2;COUNT=3', exceptions: [] } };
    expect(upcomingPublishedEvents([fortnightly], new Date('2026-11-02T10:30:00Z'))).toHaveLength(1);
    expect(upcomingPublishedEvents([fortnightly], new Date('2026-11-03T00:00:00Z'))).toHaveLength(0);
  });

  it('drops a series once its UNTIL has passed, in UTC, local time or as a date', () => {
    const choir = seedEvent('community-choir-rehearsal');
    const until = (rule: string) => ({
      ...choir,
      recurrence: { rrule: `FREQ=WEEKLY;BYDAY=TU;${rule}`, exceptions: [] },
    });
    for (const rule of ['UNTIL=20261201T193000Z', 'UNTIL=20261201T193000', 'UNTIL=20261201']) {
      expect(upcomingPublishedEvents([until(rule)], new Date('2026-12-01T19:00:00Z'))).toHaveLength(1);
      expect(upcomingPublishedEvents([until(rule)], new Date('2026-12-02T12:00:00Z'))).toHaveLength(0);
    }
  });

  it('drops a series that has not started to repeat when its only date is past', () => {
    const choir = seedEvent('community-choir-rehearsal');
    const once = { ...choir, recurrence: { rrule: 'FREQ=WEEKLY;COUNT=1', exceptions: [] } };
    expect(upcomingPublishedEvents([once], new Date('2026-10-06T19:59:00Z'))).toHaveLength(1);
    expect(upcomingPublishedEvents([once], new Date('2026-10-06T20:01:00Z'))).toHaveLength(0);
  });

  it('gives at most `limit` events, 200 unless told', () => {
    const quiz = seedEvent('quiz-night-in-aid-of-the-food-larder');
    const many = Array.from({ length: 250 }, (_, index) => ({
      ...quiz,
      slug: `quiz-${index}`,
      startsAt: new Date(quiz.startsAt.getTime() + (250 - index) * DAY),
      endsAt: null,
    }));
    const listed = upcomingPublishedEvents(many, NOW);
    expect(listed).toHaveLength(200);
    expect(listed[0]?.slug).toBe('quiz-249');
    expect(upcomingPublishedEvents(many, NOW, 3).map((event) => event.slug)).toEqual([
      'quiz-249',
      'quiz-248',
      'quiz-247',
    ]);
    expect(upcomingPublishedEvents(many, NOW, 0)).toEqual([]);
  });
});

describe('eventsRss', () => {
  const upcoming = upcomingPublishedEvents(everything, NOW);

  it('is RSS 2.0 with the channel details and a self link', () => {
    const doc = parseXml(rssFor(upcoming));
    const rss = doc.documentElement;
    expect(rss.tagName).toBe('rss');
    expect(rss.getAttribute('version')).toBe('2.0');
    const channel = rss.getElementsByTagName('channel')[0];
    if (!channel) throw new Error('No channel');
    expect(childText(channel, 'title')).toBe('Thornbury Community Hub: events');
    expect(childText(channel, 'link')).toBe(`${SITE}/events`);
    expect(childText(channel, 'description')).toBe('What’s on in Thornbury');
    expect(childText(channel, 'language')).toBe('en-gb');
    expect(childText(channel, 'lastBuildDate')).toBe('Thu, 01 Oct 2026 09:00:00 GMT');
    const self = doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0];
    expect(self?.getAttribute('href')).toBe(`${SITE}/events/feed.xml`);
    expect(self?.getAttribute('rel')).toBe('self');
    expect(self?.getAttribute('type')).toBe('application/rss+xml');
    expect(doc.getElementsByTagName('item')).toHaveLength(upcoming.length);
  });

  it('gives each event an item with its link, permalink guid, date, category and when', () => {
    const doc = parseXml(rssFor(upcoming));
    const quiz = itemFor(doc, '/events/quiz-night-in-aid-of-the-food-larder');
    const source = seedEvent('quiz-night-in-aid-of-the-food-larder');
    expect(childText(quiz, 'title')).toBe('Quiz night in aid of the Food Larder');
    const guid = Array.from(quiz.children).find((child) => child.tagName === 'guid');
    expect(guid?.textContent).toBe(`${SITE}/events/quiz-night-in-aid-of-the-food-larder`);
    expect(guid?.getAttribute('isPermaLink')).toBe('true');
    expect(childText(quiz, 'pubDate')).toBe(source.updatedAt.toUTCString());
    expect(childText(quiz, 'pubDate')).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(childText(quiz, 'category')).toBe('Fundraising');
    expect(childText(quiz, 'description')).toBe(`Thursday 12 November 2026, 7pm to 10pm. ${source.summary}`);

    const sourdough = itemFor(doc, '/workshops/beginners-sourdough');
    expect(childText(sourdough, 'description')).toMatch(/^Monday 9 November 2026, 9\.30am to 1pm\. /);
  });

  it('says when in words: all day, series, midday, several days, the event’s own time zone', () => {
    const doc = parseXml(rssFor(upcoming));
    expect(childText(itemFor(doc, '/events/thornbury-makers-market'), 'description')).toMatch(
      /^Friday 20 November 2026, all day\. Twenty local makers/,
    );
    expect(childText(itemFor(doc, '/events/community-choir-rehearsal'), 'description')).toMatch(
      /^Tuesday 6 October 2026, 7\.30pm to 9pm \(first date; repeats every week\)\. Weekly rehearsal/,
    );

    const quiz = seedEvent('quiz-night-in-aid-of-the-food-larder');
    const variants: [Partial<EventItem>, string][] = [
      [{ startsAt: new Date('2026-12-05T10:00:00Z'), endsAt: null }, 'Saturday 5 December 2026, 10am.'],
      // 10am in summer is 9am UTC.
      [
        { startsAt: new Date('2026-07-04T09:00:00Z'), endsAt: new Date('2026-07-04T11:00:00Z') },
        'Saturday 4 July 2026, 10am to midday.',
      ],
      [
        { startsAt: new Date('2026-12-05T18:00:00Z'), endsAt: new Date('2026-12-06T16:15:00Z') },
        'Saturday 5 December 2026, 6pm to Sunday 6 December 2026, 4.15pm.',
      ],
      [
        { allDay: true, startsAt: new Date('2026-12-05T00:00:00Z'), endsAt: new Date('2026-12-06T00:00:00Z') },
        'Saturday 5 December 2026 to Sunday 6 December 2026.',
      ],
      [
        { startsAt: new Date('2026-12-05T10:00:00Z'), endsAt: null, timeZone: 'America/New_York' },
        'Saturday 5 December 2026, 5am.',
      ],
      [
        {
          startsAt: new Date('2026-12-05T10:00:00Z'),
          endsAt: null,
          recurrence: { rrule: 'FREQ=MONTHLY;INTERVAL=2', exceptions: [] },
        },
        'Saturday 5 December 2026, 10am (first date; repeats every 2 months).',
      ],
    ];
    for (const [change, expected] of variants) {
      const item = parseXml(rssFor([{ ...quiz, ...change }])).getElementsByTagName('item')[0];
      expect(item && childText(item, 'description')).toBe(`${expected} ${quiz.summary}`);
    }
  });

  it('says when an event is cancelled', () => {
    const doc = parseXml(rssFor(upcoming));
    const bowls = itemFor(doc, '/events/bowls-club-open-afternoon');
    expect(childText(bowls, 'title')).toBe('Cancelled: Bowls Club open afternoon');
    expect(childText(bowls, 'description')).toMatch(/^Cancelled\. Monday 23 November 2026, 2pm to 5pm\./);
  });

  it('escapes &, <, > and quotes, in text and in attributes', () => {
    const quiz = seedEvent('quiz-night-in-aid-of-the-food-larder');
    const title = 'Fish & chips <b>night</b> "with" \'Tom\' ]]> &amp;';
    const odd = { ...quiz, title, summary: 'A < B && C > D', category: 'Food & drink' };
    const feedUrl = `${SITE}/feed.xml?a=1&b="2"`;
    const text = rssFor([odd], { title: 'Events & more <here>', feedUrl });
    expect(text).toContain(
      'Fish &amp; chips &lt;b&gt;night&lt;/b&gt; &quot;with&quot; &apos;Tom&apos; ]]&gt; &amp;amp;',
    );
    expect(text).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    const doc = parseXml(text);
    const item = doc.getElementsByTagName('item')[0];
    if (!item) throw new Error('No item');
    expect(childText(item, 'title')).toBe(title);
    expect(childText(item, 'description')).toContain('A < B && C > D');
    expect(childText(item, 'category')).toBe('Food & drink');
    expect(doc.getElementsByTagName('title')[0]?.textContent).toBe('Events & more <here>');
    expect(doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]?.getAttribute('href')).toBe(feedUrl);
  });

  it('removes characters XML cannot hold, so the feed still parses', () => {
    const quiz = seedEvent('quiz-night-in-aid-of-the-food-larder');
    const text = rssFor([{ ...quiz, title: 'Bell\u0007 and tab\tstay', summary: 'Broken \uD800 surrogate, fine 🎉' }]);
    const item = parseXml(text).getElementsByTagName('item')[0];
    // A tab is not allowed in a title any more; one saved before becomes a space.
    expect(item && childText(item, 'title')).toBe('Bell and tab stay');
    expect(item && childText(item, 'description')).toContain('Broken  surrogate, fine 🎉');
  });

  it('never writes a CR or LF from a field saved before the input checks (issue 17)', () => {
    const quiz = seedEvent('quiz-night-in-aid-of-the-food-larder');
    const text = rssFor([{ ...quiz, title: 'Quiz\r\n<item>', summary: 'One\rtwo\nthree', category: 'A\rB' }]);
    const item = parseXml(text).getElementsByTagName('item')[0];
    expect(item && childText(item, 'title')).toBe('Quiz <item>');
    expect(item && childText(item, 'category')).toBe('A B');
    expect(text).not.toContain('\r');
    expect(text.split('\n').some((line) => line.startsWith('two') || line.startsWith('three'))).toBe(false);
  });

  it('never lists drafts or events not yet published, even when given them', () => {
    const drafts = everything.filter((event) => event.status !== 'published');
    const scheduled = seedEvent('gardening-club-show');
    const doc = parseXml(rssFor([...drafts, scheduled, seedEvent('repair-cafe')]));
    const links = Array.from(doc.getElementsByTagName('item')).map((item) => childText(item, 'link'));
    expect(links).toEqual([`${SITE}/events/repair-cafe`]);
  });

  it('is a valid, empty channel when there is nothing on', () => {
    const doc = parseXml(rssFor([]));
    expect(doc.getElementsByTagName('item')).toHaveLength(0);
    expect(doc.getElementsByTagName('channel')).toHaveLength(1);
  });
});
