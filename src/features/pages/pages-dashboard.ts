import type { BaseContent } from '@/collections/content-schema';
import { contentField } from '@/collections/content-fields';
import type { CollectionDashboardParts } from '@/collections/define-collection';

/** The editor's fields for a page: its title, summary and text (the web address name is its fixed id). */
export const pagesDashboard: CollectionDashboardParts<BaseContent> = {
  fields: [
    contentField.title('Page'),
    contentField.summary('Page', { description: 'One or two sentences for search engines and link previews.' }),
    contentField.body('Page', 'Text'),
  ],
};
