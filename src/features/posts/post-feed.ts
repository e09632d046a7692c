import { isPublic } from '@/collections/content-schema';
import { BRAND } from '@/config/brand';
import { element, rssDocument, rssItem } from '@/lib/feed-xml';
import { compareNewestFirst, postDate, type PostItem } from './post-schema';
import { postPath } from './post-structured-data';

/** The feed's file name, in the site's root (linked from every page's head and the footer). */
export const NEWS_FEED_FILE = 'news.rss';

/** How many articles the feed lists: the newest, so years of news never make the file huge. */
export const NEWS_FEED_LIMIT = 50;

/**
 * RSS 2.0 of the newest published articles, newest first. Anything a visitor may not see yet (drafts,
 * archived, scheduled for later) is dropped here, so the feed can never leak one. Plain strings, so it
 * runs in the build script as in a test.
 */
export function newsRss(
  posts: readonly PostItem[],
  options: {
    siteUrl: string;
    now: Date;
    /** From the site settings (the shipped name without them). */ siteName?: string;
  },
): string {
  const name = options.siteName ?? BRAND;
  const root = options.siteUrl.replace(/\/+$/, '');
  const feedUrl = `${root}/${NEWS_FEED_FILE}`;
  const items = posts
    .filter((post) => isPublic(post, options.now))
    .sort(compareNewestFirst)
    .slice(0, NEWS_FEED_LIMIT)
    .map((post) => {
      const link = `${root}${postPath(post)}`;
      return rssItem([
        element('title', post.title),
        element('link', link),
        element('guid', link, ' isPermaLink="true"'),
        element('description', post.summary.trim() || post.title),
        element('pubDate', postDate(post).toUTCString()),
        element('dc:creator', post.author.name),
        element('category', post.category),
        ...post.tags.map((tag) => element('category', tag)),
      ]);
    });
  return rssDocument({
    title: `${name}: news and articles`,
    link: `${root}/articles`,
    description: `News, stories and updates from ${name}.`,
    feedUrl,
    now: options.now,
    items,
    namespaces: ' xmlns:dc="http://purl.org/dc/elements/1.1/"',
  });
}

/** The model's feeds hook: the one news feed, by file name. */
export function buildNewsFeeds(options: { posts: readonly PostItem[]; siteUrl: string; siteName?: string; now: Date }) {
  return { [NEWS_FEED_FILE]: newsRss(options.posts, options) };
}
