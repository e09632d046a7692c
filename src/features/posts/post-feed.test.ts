import { describe, expect, it } from 'vitest';
import { buildSeedData } from '../../../scripts/seed-data.mjs';
import { BRAND } from '@/config/brand';
import { parseXml } from '@/lib/xml-test-helpers';
import { buildNewsFeeds, NEWS_FEED_FILE, NEWS_FEED_LIMIT, newsRss } from './post-feed';
import { postSchema, type PostItem } from './post-schema';

const NOW = new Date('2026-11-20T10:00:00Z');
const SITE = 'https://thornbury-hub.example';
const raw = buildSeedData(NOW).collections.posts ?? [];
const posts = raw.map((doc) => postSchema.parse(doc.data));

const childText = (parent: Element, tag: string) => parent.getElementsByTagName(tag)[0]?.textContent ?? '';

describe('the news feed', () => {
  const files = buildNewsFeeds({ posts, siteUrl: `${SITE}/`, now: NOW });
  const doc = parseXml(files[NEWS_FEED_FILE] ?? '');
  const items = Array.from(doc.getElementsByTagName('item'));

  it('is RSS 2.0 with its own address, the site’s name and the list’s link', () => {
    expect(Object.keys(files)).toEqual(['news.rss']);
    expect(doc.documentElement.tagName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const channel = doc.getElementsByTagName('channel')[0];
    if (!channel) throw new Error('no channel');
    expect(childText(channel, 'title')).toBe(`${BRAND}: news and articles`);
    expect(childText(channel, 'link')).toBe(`${SITE}/articles`);
    expect(doc.getElementsByTagName('atom:link')[0]?.getAttribute('href')).toBe(`${SITE}/news.rss`);
  });

  it('lists exactly the published articles a visitor may see, newest first, each parsed back whole', () => {
    const visible = raw.filter(
      ({ data }) => data.status === 'published' && (data.publishAt === null || (data.publishAt as Date) <= NOW),
    );
    expect(items).toHaveLength(visible.length);
    const links = items.map((item) => childText(item, 'link'));
    for (const { data } of visible) expect(links).toContain(`${SITE}/blog/${String(data.slug)}`);
    const dates = items.map((item) => new Date(childText(item, 'pubDate')).getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const item of items) {
      const post = posts.find((entry) => `${SITE}/blog/${entry.slug}` === childText(item, 'link'));
      if (!post) throw new Error('an item for no post');
      expect(childText(item, 'title')).toBe(post.title);
      expect(childText(item, 'description')).toBe(post.summary);
      expect(childText(item, 'guid')).toBe(childText(item, 'link'));
      expect(childText(item, 'dc:creator')).toBe(post.author.name);
      expect(new Date(childText(item, 'pubDate')).getTime()).toBe(
        Math.floor((post.publishedAt ?? post.createdAt).getTime() / 1000) * 1000,
      );
      const categories = Array.from(item.getElementsByTagName('category')).map((entry) => entry.textContent);
      expect(categories).toEqual([post.category, ...post.tags]);
    }
  });

  it('never lists drafts, archived articles or ones scheduled for later', () => {
    const text = files[NEWS_FEED_FILE] ?? '';
    const hidden = raw.filter(
      ({ data }) => data.status !== 'published' || (data.publishAt !== null && (data.publishAt as Date) > NOW),
    );
    expect(hidden.length).toBeGreaterThan(0);
    for (const { data } of hidden) expect(text).not.toContain(String(data.slug));
  });

  it('escapes markup and drops characters XML cannot hold, and stops at its limit', () => {
    const sample = posts[0] as PostItem;
    const tricky = { ...sample, title: 'Fish & chips <b>night</b> \u0001 “quoted”', summary: 'A & B' };
    const many = Array.from({ length: NEWS_FEED_LIMIT + 5 }, (_, index) => ({
      ...tricky,
      slug: `post-${index}`,
    }));
    const parsed = parseXml(newsRss(many, { siteUrl: SITE, now: NOW }));
    const all = Array.from(parsed.getElementsByTagName('item'));
    expect(all).toHaveLength(NEWS_FEED_LIMIT);
    expect(childText(all[0] as Element, 'title')).toBe('Fish & chips <b>night</b>  “quoted”');
  });
});
