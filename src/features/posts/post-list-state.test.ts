import { describe, expect, it } from 'vitest';
import { buildSeedData } from '../../../scripts/seed-data.mjs';
import { filteredListPath, filterPosts, readPostListState, valuesInUse, writePostListState } from './post-list-state';
import { postSchema } from './post-schema';

const posts = (buildSeedData(new Date('2026-11-20T10:00:00Z')).collections.posts ?? []).map((doc) =>
  postSchema.parse(doc.data),
);

describe('the articles list in the address', () => {
  it('reads and writes search, category and tag, leaving empty ones out and others alone', () => {
    const params = new URLSearchParams('q=fair&tag=repair&utm_source=x');
    const state = readPostListState(params);
    expect(state).toEqual({ query: 'fair', category: '', tag: 'repair' });
    const next = writePostListState(params, { ...state, query: '', category: 'Community' });
    expect(next.toString()).toBe('tag=repair&utm_source=x&category=Community');
    expect(filteredListPath({ category: 'Arts & crafts' })).toBe('/articles?category=Arts+%26+crafts');
    expect(filteredListPath({})).toBe('/articles');
  });

  it('filters by category and tag (case and accents ignored) and searches every word, newest first', () => {
    const community = filterPosts(posts, { query: '', category: 'community', tag: '' });
    expect(community.length).toBeGreaterThan(0);
    expect(community.every((post) => post.category === 'Community')).toBe(true);
    const tagged = filterPosts(posts, { query: '', category: '', tag: 'VOLUNTEERING' });
    expect(tagged.every((post) => post.tags.includes('volunteering'))).toBe(true);
    expect(filterPosts(posts, { query: 'repair cafe', category: '', tag: '' }).map((post) => post.slug)).toEqual([
      'repair-cafe-hits-600-fixes',
    ]);
    const all = filterPosts(posts, { query: '', category: '', tag: '' });
    const times = all.map((post) => (post.publishedAt ?? post.publishAt ?? post.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('offers each category or tag once, A to Z', () => {
    expect(valuesInUse(['News', 'arts', 'news', ' Arts ', ''])).toEqual(['arts', 'News']);
  });
});
