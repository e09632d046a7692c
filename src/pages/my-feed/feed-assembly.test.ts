import { describe, expect, it } from 'vitest';
import { parsedContentItem } from '@/collections/content-test-helpers';
import { emptyFollows, type Follows } from '@/lib/follows';
import {
  assembleFeed,
  FEED_MAX_EVENTS,
  newCount,
  popularFollows,
  type FeedItem,
  type FeedSource,
} from './feed-assembly';

const created = new Date('2026-01-01T12:00:00Z');

function base(id: string, extra: Record<string, unknown> = {}): FeedItem {
  return {
    ...parsedContentItem({ id, slug: id, title: id, createdAt: created, updatedAt: created }),
    ...extra,
  } as FeedItem;
}

function event(id: string, startsAt: string, extra: Record<string, unknown> = {}): FeedItem {
  return base(id, {
    startsAt: new Date(startsAt),
    endsAt: null,
    allDay: false,
    timeZone: 'Europe/London',
    recurrence: null,
    cancelled: false,
    category: 'Community',
    organiser: null,
    ...extra,
  });
}

const runningClub = { collection: 'clubs', id: 'thornbury-running-club', name: 'Thornbury Running Club' };
const eventsSource = (items: FeedItem[]): FeedSource => ({
  path: 'events',
  kind: 'events',
  references: [{ field: 'organiser', collections: ['clubs', 'organisations', 'committees'] }],
  items,
});
const follows = (partial: Partial<Follows>): Follows => ({ ...emptyFollows(), ...partial });

describe('the feed', () => {
  // Monday 30 March 2026, 23:30 in London (BST began on the Sunday): 22:30 UTC.
  const now = new Date('2026-03-30T22:30:00Z');

  it('groups events by London day at the day boundary: Today, This week, Later', () => {
    const items = [
      // 23:45 London on the Monday: still today, though 22:45 UTC.
      event('late-tonight', '2026-03-30T22:45:00Z', { organiser: runningClub }),
      // 00:15 London on Tuesday, though still Monday (23:15) in UTC: this week, not today.
      event('after-midnight', '2026-03-30T23:15:00Z', { organiser: runningClub }),
      // Sunday 5 April, 23:00 London: the sixth day after today, this week.
      event('sunday-night', '2026-04-05T22:00:00Z', { organiser: runningClub }),
      // Monday 6 April, 00:30 London: a week on, later.
      event('next-monday', '2026-04-05T23:30:00Z', { organiser: runningClub }),
    ];
    const feed = assembleFeed([eventsSource(items)], follows({ ids: ['clubs/thornbury-running-club'] }), now, null);
    expect(feed.today.map((entry) => entry.item.id)).toEqual(['late-tonight']);
    expect(feed.week.map((entry) => entry.item.id)).toEqual(['after-midnight', 'sunday-night']);
    expect(feed.later.map((entry) => entry.item.id)).toEqual(['next-monday']);
    expect(feed.today[0]?.because).toEqual(['ids:clubs/thornbury-running-club']);
  });

  it('shows an event once, at its next date; one that runs now is today; past, cancelled and unfollowed ones are left out', () => {
    const weekly = event('weekly-run', '2026-01-06T18:30:00Z', {
      tags: ['Running'],
      recurrence: { rrule: 'FREQ=WEEKLY;BYDAY=TU', exceptions: [] },
    });
    const items = [
      weekly,
      event('running-now', '2026-03-30T20:00:00Z', { endsAt: new Date('2026-03-30T23:00:00Z'), category: 'Running' }),
      event('past', '2026-03-29T10:00:00Z', { tags: ['running'] }),
      event('cancelled', '2026-04-01T10:00:00Z', { tags: ['running'], cancelled: true }),
      event('other', '2026-04-01T10:00:00Z', { tags: ['choir'] }),
    ];
    const feed = assembleFeed([eventsSource(items)], follows({ tags: ['running'] }), now, null);
    expect(feed.today.map((entry) => entry.item.id)).toEqual(['running-now']);
    expect(feed.week.map((entry) => [entry.item.id, entry.when.toISOString()])).toEqual([
      ['weekly-run', '2026-03-31T17:30:00.000Z'],
    ]);
    expect(feed.later).toEqual([]);
  });

  it('lists news newest first, from followed topics and committees, and marks what is new since the last visit', () => {
    const news: FeedSource[] = [
      {
        path: 'posts',
        kind: 'news',
        references: [],
        items: [
          base('older-post', { category: 'Gardening', publishedAt: new Date('2026-03-01T09:00:00Z') }),
          base('new-post', { tags: ['gardening'], publishedAt: new Date('2026-03-29T09:00:00Z') }),
          base('unrelated', { category: 'News', publishedAt: new Date('2026-03-30T09:00:00Z') }),
        ],
      },
      {
        path: 'documents',
        kind: 'news',
        references: [{ field: 'committeeId', holdsId: true, collections: ['committees'] }],
        items: [base('minutes', { committeeId: 'events-committee', date: new Date('2026-03-20T09:00:00Z') })],
      },
    ];
    const lastVisit = new Date('2026-03-25T00:00:00Z').getTime();
    const feed = assembleFeed(
      news,
      follows({ tags: ['gardening'], ids: ['committees/events-committee'] }),
      now,
      lastVisit,
    );
    expect(feed.news.map((entry) => [entry.item.id, entry.isNew])).toEqual([
      ['new-post', true],
      ['minutes', false],
      ['older-post', false],
    ]);
    expect(newCount(feed)).toBe(1);
    // Never visited: nothing is marked.
    expect(newCount(assembleFeed(news, follows({ tags: ['gardening'] }), now, null))).toBe(0);
  });

  it('marks events added since the last visit; following a whole type brings all of it', () => {
    const items = [
      event('added-lately', '2026-04-02T10:00:00Z', { createdAt: new Date('2026-03-28T10:00:00Z') }),
      event('known', '2026-04-03T10:00:00Z'),
    ];
    const feed = assembleFeed(
      [eventsSource(items)],
      follows({ collections: ['events'] }),
      now,
      Date.parse('2026-03-27T00:00:00Z'),
    );
    expect(feed.week.map((entry) => [entry.item.id, entry.isNew])).toEqual([
      ['added-lately', true],
      ['known', false],
    ]);
  });

  it('stays bounded with 500 follows and 3,000 items (its speed is a benchmark’s, not a test’s)', () => {
    const ids = Array.from({ length: 500 }, (_, index) => `clubs/club-${index}`);
    const items = Array.from({ length: 3_000 }, (_, index) =>
      event(`event-${index}`, new Date(now.getTime() + (index % 80) * 86_400_000 + 3_600_000).toISOString(), {
        organiser: { collection: 'clubs', id: `club-${index % 700}`, name: 'A club' },
        tags: ['one', 'two', 'three'],
      }),
    );
    const feed = assembleFeed(
      [eventsSource(items)],
      follows({ ids, tags: Array.from({ length: 100 }, (_, i) => `t${i}`) }),
      now,
      null,
    );
    expect(feed.today.length + feed.week.length + feed.later.length).toBe(FEED_MAX_EVENTS);
  });
});

describe('suggestions for someone who follows nothing', () => {
  it('are the organisers and topics with the most events to come', () => {
    const now = new Date('2026-03-30T12:00:00Z');
    const items = [
      event('a', '2026-04-01T10:00:00Z', { organiser: runningClub, tags: ['Running', 'sport'] }),
      event('b', '2026-04-02T10:00:00Z', { organiser: runningClub, tags: ['running'] }),
      event('c', '2026-04-03T10:00:00Z', { category: 'Music' }),
      event('gone', '2026-03-01T10:00:00Z', { organiser: { collection: 'clubs', id: 'old', name: 'Old' } }),
    ];
    expect(popularFollows([eventsSource(items)], now, 2)).toEqual({
      ids: ['clubs/thornbury-running-club'],
      tags: ['community', 'running'],
    });
  });
});
