import { IconFile } from '@tabler/icons-react';
import { baseContentSchema } from './content-schema';
import { defineCollection } from './define-collection';

/**
 * For tests of the engine's pages and hooks: a plain type with only the base fields, declared once. A test
 * that needs slots spreads it and adds them.
 */
export const notesTestDefinition = defineCollection({
  path: 'notes',
  labels: { singular: 'Note', plural: 'Notes' },
  icon: IconFile,
  sidebarGroup: 'pages',
  publicPath: '/notes',
  dashboardPath: '/dashboard/notes',
  description: 'Notes from the hub.',
  dashboardDescription: 'Manage notes.',
  schema: baseContentSchema,
  fields: [],
  titleField: 'title',
  slugField: 'slug',
});
