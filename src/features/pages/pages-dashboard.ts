import type { BaseContent } from '@/collections/content-schema';
import type { CollectionDashboardParts } from '@/collections/define-collection';

/** The editor's fields for a page: its title, summary and text (the web address name is its fixed id). */
export const pagesDashboard: CollectionDashboardParts<BaseContent> = {
  fields: [
    { name: 'title', section: 'Page', label: 'Title', kind: 'text' },
    {
      name: 'summary',
      section: 'Page',
      label: 'Summary',
      kind: 'textarea',
      description: 'One or two sentences for search engines and link previews.',
    },
    { name: 'body', section: 'Page', label: 'Text', kind: 'markdown' },
  ],
};
