import { describe, expect, it } from 'vitest';
import {
  emptyFollows,
  follow,
  FOLLOW_LIMITS,
  followCount,
  FollowLimitError,
  followsSchema,
  isFollowing,
  MAX_FOLLOW_KEY_LENGTH,
  MAX_FOLLOW_NAME_LENGTH,
  mergeFollows,
  readFollowNames,
  readFollows,
  tagKey,
  toggleFollow,
  unfollow,
  withFollowName,
} from './follows';

const club = { kind: 'ids', collection: 'clubs', id: 'thornbury-running-club' } as const;
const keys = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}-${index}`);

describe('follows', () => {
  it('keeps items as collection/id and topics in lower case, so "Sport" and "sport" are one', () => {
    const follows = follow(follow(emptyFollows(), club), { kind: 'tags', tag: '  Sport ' });
    expect(follows).toEqual({ collections: [], tags: ['sport'], ids: ['clubs/thornbury-running-club'] });
    expect(isFollowing(follows, { kind: 'tags', tag: 'SPORT' })).toBe(true);
    expect(tagKey('Arts   and crafts')).toBe('arts and crafts');
  });

  it('follow, unfollow and toggle; following twice changes nothing', () => {
    const once = follow(emptyFollows(), club);
    expect(follow(once, club)).toBe(once);
    expect(unfollow(once, club)).toEqual(emptyFollows());
    expect(toggleFollow(toggleFollow(emptyFollows(), club), club)).toEqual(emptyFollows());
  });

  it('refuses a follow over the limit with a message for people', () => {
    const full = { ...emptyFollows(), tags: keys('tag', FOLLOW_LIMITS.tags) };
    expect(() => follow(full, { kind: 'tags', tag: 'one more' })).toThrow(FollowLimitError);
    expect(() => follow(full, { kind: 'tags', tag: 'one more' })).toThrow(/as many topics as you can \(100\)/);
  });

  it('the seeded member’s follows pass the schema; the rules’ limits are the schema’s', () => {
    const seeded = {
      collections: ['events'],
      tags: ['running', 'repair', 'gardening'],
      ids: ['clubs/thornbury-running-club'],
    };
    expect(followsSchema.safeParse(seeded).success).toBe(true);
    expect(followsSchema.safeParse({ ...seeded, ids: keys('clubs/x', 501) }).success).toBe(false);
    expect(followsSchema.safeParse({ ...seeded, ids: ['no-collection'] }).success).toBe(false);
  });

  it('reads stored follows leniently: junk dropped, keys normalised, duplicates and overflow gone', () => {
    expect(readFollows(null)).toEqual(emptyFollows());
    expect(readFollows({ tags: ['Sport', 'sport', 3, ''], ids: 'clubs/a', collections: ['events'] })).toEqual({
      collections: ['events'],
      tags: ['sport'],
      ids: [],
    });
    expect(readFollows({ ids: keys('clubs/c', 600) }).ids).toHaveLength(FOLLOW_LIMITS.ids);
  });
});

describe('merging the device’s follows into the account at sign-in', () => {
  it('adds the device’s new follows after the account’s, without duplicates', () => {
    const account = { collections: ['events'], tags: ['running'], ids: ['clubs/thornbury-running-club'] };
    const device = {
      collections: [],
      tags: ['Running', 'choir'],
      ids: ['clubs/thornbury-running-club', 'shops/the-larder'],
    };
    const { merged, dropped } = mergeFollows(account, device);
    expect(merged).toEqual({
      collections: ['events'],
      tags: ['running', 'choir'],
      ids: ['clubs/thornbury-running-club', 'shops/the-larder'],
    });
    expect(followCount(dropped)).toBe(0);
  });

  it('keeps every follow of the account and stops at the limits, saying what did not fit', () => {
    const account = { collections: [], tags: keys('old', FOLLOW_LIMITS.tags - 2), ids: [] };
    const device = { collections: [], tags: ['old-0', 'new-a', 'new-b', 'new-c', 'new-d'], ids: [] };
    const { merged, dropped } = mergeFollows(account, device);
    expect(merged.tags).toHaveLength(FOLLOW_LIMITS.tags);
    expect(merged.tags.slice(0, FOLLOW_LIMITS.tags - 2)).toEqual(account.tags);
    expect(merged.tags.slice(-2)).toEqual(['new-a', 'new-b']);
    expect(dropped.tags).toEqual(['new-c', 'new-d']);
  });

  it('an empty device changes nothing; an empty account takes the device’s list', () => {
    const account = { collections: ['events'], tags: [], ids: [] };
    expect(mergeFollows(account, emptyFollows()).merged).toEqual(account);
    expect(mergeFollows(emptyFollows(), account).merged).toEqual(account);
  });
});

describe('followed items’ titles kept on a device', () => {
  it('are read leniently: only titles in words, under keys of a sensible length', () => {
    expect(
      readFollowNames({
        'clubs/chess': 'Chess Club',
        'clubs/blank': '   ',
        'clubs/number': 7,
        ['x'.repeat(MAX_FOLLOW_KEY_LENGTH + 1)]: 'Too long a key',
        'clubs/long': 'y'.repeat(MAX_FOLLOW_NAME_LENGTH + 1),
      }),
    ).toEqual({ 'clubs/chess': 'Chess Club' });
    expect(readFollowNames(['Chess Club'])).toEqual({});
    expect(readFollowNames(null)).toEqual({});
  });

  it('keep one title per item that can be followed, the newest', () => {
    let names: Record<string, string> = {};
    for (let index = 0; index <= FOLLOW_LIMITS.ids; index += 1)
      names = withFollowName(names, `clubs/club-${index}`, `Club ${index}`);
    expect(Object.keys(names)).toHaveLength(FOLLOW_LIMITS.ids);
    expect(names['clubs/club-0']).toBeUndefined();
    // Named again, an item is the newest: it outlives the others.
    names = withFollowName(names, 'clubs/club-1', ' Club One ');
    names = withFollowName(names, 'clubs/club-new', 'New Club');
    expect(names['clubs/club-1']).toBe('Club One');
    expect(names['clubs/club-2']).toBeUndefined();
  });
});
