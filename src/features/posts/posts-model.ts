import { defineModel } from '@/collections/define-collection';
import { emptyPost, postSchema, withPublishedAt, type PostItem } from './post-schema';
import { postJsonLd, postPath } from './post-structured-data';

/** News and articles without React: what build scripts, warming, seed checks and rules tests use. */
export const postsModel = defineModel({
  schema: postSchema,
  empty: emptyPost,
  // publishedAt: set on first publication, kept after.
  beforeSave: (item) => withPublishedAt(item),
  structuredData: (item, url) => postJsonLd(item, url),
  itemPath: postPath,
  searchText: (item) => [item.author.name, item.category].join(' '),
  feeds: async (context) =>
    (await import('./post-feed')).buildNewsFeeds({
      // Checked against the posts schema before they got here.
      posts: context.itemsOf('posts') as unknown as readonly PostItem[],
      siteUrl: context.siteUrl,
      siteName: context.siteName,
      now: context.now,
    }),
});
