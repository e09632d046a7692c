import type { CollectionMeta, DashboardCollectionPages, PublicCollectionPages } from '@/collections/define-collection';
import type { AppRoute } from '@/lib/route-meta';
import { isValidSlug } from '@/lib/slug';

/** Firestore document ids the app creates: letters, digits, `-` and `_`, at most 128 characters. */
const DOCUMENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/** Where a content type's pages come from: one chunk for visitors' pages, one for the dashboard's. */
export interface CollectionPageLoaders {
  public: () => Promise<{ default: PublicCollectionPages }>;
  dashboard: () => Promise<{ default: DashboardCollectionPages }>;
}

/**
 * A content type's routes, from its metadata: the public list and detail pages, and the dashboard table
 * and editor (`new` and `:id`). Each group's pages come from its own chunk, loaded on first use.
 */
export function collectionRoutes(
  meta: CollectionMeta,
  load: CollectionPageLoaders,
): { public: AppRoute[]; dashboard: AppRoute[] } {
  const page = (name: keyof PublicCollectionPages) => () =>
    load.public().then((module) => ({ default: module.default[name] }));
  const dashboardPage = (name: keyof DashboardCollectionPages) => () =>
    load.dashboard().then((module) => ({ default: module.default[name] }));
  const plural = meta.labels.plural.toLowerCase();
  const singular = meta.labels.singular.toLowerCase();
  return {
    public: [
      {
        path: meta.publicPath,
        page: page('List'),
        handle: {
          layout: 'default',
          title: meta.labels.plural,
          icon: meta.icon,
          sidebarGroup: meta.sidebarGroup,
          showInSidebar: true,
          description: meta.description,
        },
      },
      {
        path: `${meta.publicPath}/:slug`,
        page: page('Detail'),
        handle: {
          layout: 'default',
          title: meta.labels.singular,
          icon: meta.icon,
          sidebarGroup: meta.sidebarGroup,
          showInSidebar: false,
          validate: (params) => isValidSlug(params.slug),
        },
      },
    ],
    dashboard: [
      {
        path: meta.dashboardPath,
        page: dashboardPage('Table'),
        handle: {
          layout: 'dashboard',
          requiredRole: 'editor',
          title: `Manage ${plural}`,
          navLabel: meta.labels.plural,
          icon: meta.icon,
          sidebarGroup: 'content',
          showInSidebar: true,
          description: meta.dashboardDescription,
        },
      },
      {
        path: `${meta.dashboardPath}/new`,
        page: dashboardPage('Editor'),
        handle: {
          layout: 'dashboard',
          requiredRole: 'editor',
          title: `New ${singular}`,
          icon: meta.icon,
          sidebarGroup: 'content',
          showInSidebar: false,
        },
      },
      {
        path: `${meta.dashboardPath}/:id`,
        page: dashboardPage('Editor'),
        handle: {
          layout: 'dashboard',
          requiredRole: 'editor',
          title: `Edit ${singular}`,
          icon: meta.icon,
          sidebarGroup: 'content',
          showInSidebar: false,
          validate: (params) => params.id !== undefined && DOCUMENT_ID_PATTERN.test(params.id),
        },
      },
    ],
  };
}
