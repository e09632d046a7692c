import { afterEach, describe, expect, it } from 'vitest';
import { buildSeedData } from '../../../scripts/seed-data.mjs';
import { BRAND } from '@/config/brand';
import { showBrand } from '@/stores/site-settings-store';
import { postSchema } from './post-schema';
import { moreNews, neighbours, postJsonLd, postPath } from './post-structured-data';

const NOW = new Date('2026-11-20T10:00:00Z');
const posts = (buildSeedData(NOW).collections.posts ?? [])
  .map((doc) => postSchema.parse(doc.data))
  .filter((post) => post.status === 'published' && post.publishAt === null);
const URL = 'https://thornbury-hub.example/blog/a-post';

describe('BlogPosting structured data', () => {
  const post = posts[0];
  if (!post) throw new Error('no seed post');

  it('has the headline, dates, author, publisher and address', () => {
    const data = postJsonLd(post, URL);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      name: post.title,
      url: URL,
      datePublished: post.publishedAt?.toISOString(),
      dateModified: post.updatedAt.toISOString(),
      author: { '@type': 'Person', name: post.author.name },
      articleSection: post.category,
    });
    expect(JSON.stringify(data)).not.toContain(post.author.uid || 'no-uid');
  });

  afterEach(() => showBrand(BRAND, NOW.getFullYear()));

  it('names the publisher as the site settings do (the build and the live page alike), not the shipped name', () => {
    showBrand('Alveston Community Hub', NOW.getFullYear());
    expect(postJsonLd(post, URL).publisher).toEqual({ '@type': 'Organization', name: 'Alveston Community Hub' });
  });

  it('cuts a long headline to 110 characters and keeps the full title as the name', () => {
    const title = `${'A very long title about the fair '.repeat(4)}`.trim();
    const data = postJsonLd({ ...post, title }, URL);
    expect(Array.from(String(data.headline)).length).toBeLessThanOrEqual(110);
    expect(data.name).toBe(title);
  });

  it('gives the picture as an absolute address, and none when it is unsafe', () => {
    const image = { path: '', url: '/images/fair.jpg', alt: 'The fair', width: 800, height: 600 };
    expect(postJsonLd({ ...post, image }, URL).image).toBe('https://thornbury-hub.example/images/fair.jpg');
    expect(postJsonLd({ ...post, image: null }, URL)).not.toHaveProperty('image');
  });
});

describe('neighbours and more news', () => {
  it('gives the newer and older article, and three recent others', () => {
    const sorted = [...posts].sort((a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0));
    const middle = sorted[2];
    if (!middle) throw new Error('too few posts');
    const { newer, older } = neighbours(posts, middle.slug);
    expect(newer?.slug).toBe(sorted[1]?.slug);
    expect(older?.slug).toBe(sorted[3]?.slug);
    expect(neighbours(posts, sorted[0]?.slug ?? '').newer).toBeNull();
    const recent = moreNews(posts, middle.slug);
    expect(recent.map((item) => item.slug)).toEqual([sorted[0], sorted[1], sorted[3]].map((item) => item?.slug));
    expect(postPath(middle)).toBe(`/blog/${middle.slug}`);
  });
});
