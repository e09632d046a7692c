import { baseContentSchema } from '@/collections/content-schema';
import { defineModel } from '@/collections/define-collection';
import { pagePath, PAGE_IDS } from './page-ids';

/** A page is the base content alone: title, summary, Markdown body (firestore.rules, validPage). */
export const pageSchema = baseContentSchema;

/** Pages without React: what build scripts, warming, seed checks and rules tests use. */
export const pagesModel = defineModel({
  schema: pageSchema,
  itemPath: (item) => pagePath(item.slug),
  structuredData: (item, url) => ({
    '@context': 'https://schema.org',
    '@type': item.slug === 'about' ? 'AboutPage' : 'WebPage',
    name: item.title,
    description: item.summary,
    url,
    dateModified: item.updatedAt.toISOString(),
  }),
  // Each page's web address name is its fixed id, and only the five ids exist.
  seedCheck: (documents) =>
    documents.flatMap(({ id, data }) => {
      const problems: string[] = [];
      if (!(PAGE_IDS as readonly string[]).includes(id))
        problems.push(`pages/${id}: not one of ${PAGE_IDS.join(', ')}`);
      const slug = (data as { slug?: unknown } | null)?.slug;
      if (slug !== id) problems.push(`pages/${id}: its slug must be its id`);
      return problems;
    }),
});
