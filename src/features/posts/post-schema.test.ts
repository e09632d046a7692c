import { describe, expect, it } from 'vitest';
import { contentItem } from '@/collections/content-test-helpers';
import { buildSeedData } from '../../../scripts/seed-data.mjs';
import { compareNewestFirst, emptyPost, postSchema, withPublishedAt, type PostItem } from './post-schema';

const NOW = new Date('2026-11-20T10:00:00Z');
const seedPosts = (buildSeedData(NOW).collections.posts ?? []).map((doc) => doc.data);

/** A valid article with every field set, before `changes`. */
function post(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...contentItem({
      slug: 'repair-cafe-hits-600-fixes',
      title: 'Repair Café hits 600 fixes',
      summary: 'Six hundred things saved from landfill.',
      body: '## What we fixed\n\nToasters, lamps and a 1970s radio.\n\n> Thank you!',
      image: { path: '', url: 'https://images.example/radio.jpg', alt: 'A mended radio', width: 1200, height: 800 },
      tags: ['repair', 'volunteering'],
    }),
    author: { name: 'Sam Jones', uid: 'editor-uid' },
    publishedAt: new Date('2026-10-02T09:00:00Z'),
    category: 'Community',
    ...changes,
  };
}

describe('the posts schema', () => {
  it('accepts every seed post and a complete article', () => {
    expect(seedPosts.length).toBeGreaterThanOrEqual(10);
    for (const data of seedPosts) expect(postSchema.safeParse(data).success, String(data.slug)).toBe(true);
    expect(postSchema.safeParse(post()).success).toBe(true);
  });

  it.each<[string, Record<string, unknown>]>([
    ['an author with no uid (no account)', { author: { name: 'A guest writer', uid: '' } }],
    ['a draft never published', { status: 'draft', publishedAt: null }],
    ['a date given as text', { publishedAt: '2026-10-02T09:00:00Z' }],
    ['a category of 40 characters', { category: 'x'.repeat(40) }],
  ])('accepts %s', (_name, changes) => {
    expect(postSchema.safeParse(post(changes)).success).toBe(true);
  });

  it.each<[string, Record<string, unknown>]>([
    ['no author', { author: undefined }],
    ['an author without a name', { author: { name: '  ', uid: '' } }],
    ['an author name over 80 characters', { author: { name: 'x'.repeat(81), uid: '' } }],
    ['an author name with a line break', { author: { name: 'Sam\nJones', uid: '' } }],
    ['an author as text', { author: 'Sam Jones' }],
    ['no category', { category: '' }],
    ['a category over 40 characters', { category: 'x'.repeat(41) }],
    ['publishedAt not a date', { publishedAt: 12 }],
    ['a title over 140 characters', { title: 'x'.repeat(141) }],
    ['a bad slug', { slug: 'Not A Slug' }],
    ['an unsafe picture', { image: { path: '', url: 'javascript:alert(1)', alt: 'x', width: 1, height: 1 } }],
  ])('refuses %s', (_name, changes) => {
    expect(postSchema.safeParse(post(changes)).success).toBe(false);
  });

  it('never stores a reading time: it is worked out from the body', () => {
    for (const data of seedPosts) expect(data).not.toHaveProperty('readingMinutes');
    expect(Object.keys(postSchema.shape)).not.toContain('readingMinutes');
  });

  it('starts a new article as News, with no author and no publication date', () => {
    expect(emptyPost()).toMatchObject({ category: 'News', author: { name: '', uid: '' }, publishedAt: null });
  });
});

describe('publishedAt', () => {
  const base = postSchema.parse(post({ status: 'draft', publishedAt: null }));

  it('is set on first publication, to now or to the scheduled time', () => {
    expect(withPublishedAt({ ...base, status: 'published' }, NOW).publishedAt).toEqual(NOW);
    const later = new Date('2026-12-01T09:00:00Z');
    expect(withPublishedAt({ ...base, status: 'published', publishAt: later }, NOW).publishedAt).toEqual(later);
  });

  it('stays unset for drafts and is kept once set, even when unpublished and published again', () => {
    expect(withPublishedAt(base, NOW).publishedAt).toBeNull();
    const first = withPublishedAt({ ...base, status: 'published' }, NOW);
    const archived = withPublishedAt({ ...first, status: 'archived' }, new Date('2027-01-01T00:00:00Z'));
    const again = withPublishedAt({ ...archived, status: 'published' }, new Date('2027-02-01T00:00:00Z'));
    expect(again.publishedAt).toEqual(NOW);
  });
});

it('orders articles newest first by publication date', () => {
  const at = (slug: string, iso: string | null, created = '2026-01-01T00:00:00Z') =>
    ({
      slug,
      publishedAt: iso ? new Date(iso) : null,
      publishAt: null,
      createdAt: new Date(created),
    }) as Pick<PostItem, 'slug' | 'publishedAt' | 'publishAt' | 'createdAt'>;
  const sorted = [
    at('old', '2026-03-01T00:00:00Z'),
    at('new', '2026-05-01T00:00:00Z'),
    at('draft', null, '2026-04-01T00:00:00Z'),
  ].sort(compareNewestFirst);
  expect(sorted.map((item) => item.slug)).toEqual(['new', 'draft', 'old']);
});
