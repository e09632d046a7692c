import { IconFileText } from '@tabler/icons-react';
import { defineManifest } from '@/collections/define-collection';
import { POLICY_FILTERS } from './policy-filters';

/**
 * The documents library as the first page load sees it: routes, menus and access. Visitors read the
 * public documents; members and committees' members see more (the model's audienceFilters, enforced by
 * firestore.rules and storage.rules). Each committee's page lists its papers (`references`).
 */
export const documentsManifest = defineManifest({
  path: 'documents',
  labels: { singular: 'Document', plural: 'Documents' },
  icon: IconFileText,
  sidebarGroup: 'information',
  navOrder: 20,
  dashboardGroup: 'content',
  publicPath: '/documents',
  dashboardPath: '/dashboard/documents',
  description: 'Minutes, agendas, policies, reports and forms from the association and its committees.',
  dashboardDescription: 'Upload minutes, agendas, policies, reports and forms, and choose who may read them.',
  access: { read: 'public', edit: 'editor' },
  // What the build publishes (snapshot, sitemap, prerendered pages) and what visitors' lists ask for.
  publicFilters: [{ field: 'visibility', op: '==', value: 'public' }],
  references: [{ field: 'committeeId', holdsId: true, collections: ['committees'], heading: 'Papers of the' }],
  categoryField: 'category',
  defaultSort: { field: 'date', direction: 'desc' },
  // A replaced file is a new version: the old one stays in Storage and in the revision history.
  feed: 'news',
  sections: [
    {
      page: 'policies',
      order: 10,
      load: () => import('./policy-documents').then((module) => module.PolicyDocuments),
      listFilters: POLICY_FILTERS,
    },
  ],
  flags: { publishedSnapshot: true, ownListView: true, sitemap: true, revisions: true },
  stageLibraries: [() => import('@/collections/content-schema')],
  load: {
    model: () => import('./documents-model').then((m) => m.documentsModel),
    public: () => import('./documents-public').then((m) => m.documentsPublic),
    dashboard: () => import('./documents-dashboard').then((m) => m.documentsDashboard),
  },
});
