import { absoluteSafeUrl } from '@/lib/safe-url';
import { settingsStore } from '@/stores/settings-store';
import { compareNewestFirst, postDate, type PostItem } from './post-schema';
import { cutHeadline, readableWords } from './post-text';

/**
 * schema.org `BlogPosting` for an article's page: the headline cut to 110 characters (docs/specification.md §9),
 * first publication and last change, the author and the picture. Account ids are never published.
 */
export function postJsonLd(item: PostItem, url: string): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: cutHeadline(item.title),
    name: item.title,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: postDate(item).toISOString(),
    dateModified: item.updatedAt.toISOString(),
    author: { '@type': 'Person', name: item.author.name },
    // The organisation's name as the site settings give it (the build sets it from the settings it reads).
    publisher: { '@type': 'Organization', name: settingsStore.companyName },
    articleSection: item.category,
    wordCount: readableWords(item.body),
  };
  if (item.summary.trim()) data.description = item.summary.trim();
  if (item.tags.length > 0) data.keywords = item.tags.join(', ');
  const image = item.image ? absoluteSafeUrl(item.image.url, url) : null;
  if (image) data.image = image;
  return data;
}

/** The article's address. */
export function postPath(item: Pick<PostItem, 'slug'>): string {
  return `/blog/${encodeURIComponent(item.slug)}`;
}

/** The neighbours of an article in the newest-first list: the newer one and the older one. */
export function neighbours<Item extends PostItem>(
  items: readonly Item[],
  slug: string,
): { newer: Item | null; older: Item | null } {
  const sorted = [...items].sort(compareNewestFirst);
  const index = sorted.findIndex((item) => item.slug === slug);
  if (index === -1) return { newer: null, older: null };
  return { newer: sorted[index - 1] ?? null, older: sorted[index + 1] ?? null };
}

/** "More news": the most recent articles other than this one. */
export function moreNews<Item extends PostItem>(items: readonly Item[], slug: string, count = 3): Item[] {
  return [...items]
    .filter((item) => item.slug !== slug)
    .sort(compareNewestFirst)
    .slice(0, count);
}
