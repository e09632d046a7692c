import type { CollectionPublicParts } from '@/collections/define-collection';
import type { PostItem } from './post-schema';
import { PostByline, PostCard, PostMoreNews } from './post-views';

/** What visitors see of articles: their list, the byline above the text and "More news" after it. */
export const postsPublic: CollectionPublicParts<PostItem> = {
  card: PostCard,
  listView: () => import('./post-views').then((module) => module.PostListView),
  detailSections: [PostByline],
  plainBody: true,
  afterBody: [PostMoreNews],
};
