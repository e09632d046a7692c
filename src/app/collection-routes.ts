import {
  detailPattern,
  type CollectionManifest,
  type CollectionMeta,
  type DashboardCollectionPages,
  type PublicCollectionPages,
  type ReferencingSource,
} from '@/collections/define-collection';
import type { AppRoute, Role } from '@/lib/route-meta';
import { isValidSlug } from '@/lib/slug';
import { importInStages } from '@/lib/staged-import';

/** Firestore document ids the app creates: letters, digits, `-` and `_`, at most 128 characters. */
const DOCUMENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/** Where a content type's pages come from: one chunk for visitors' pages, one for the dashboard's. */
export interface CollectionPageLoaders {
  public: () => Promise<{ default: PublicCollectionPages }>;
  dashboard: () => Promise<{ default: DashboardCollectionPages }>;
}

/**
 * The page loaders the engine makes for a manifest: visitors' pages from the model and the public
 * part, the dashboard's from the model and the dashboard part (never both, so the visitors' chunk
 * holds no editor code). Each is made once, so the list and detail pages share one definition.
 */
export function collectionPageLoaders(
  manifest: CollectionManifest,
  registry: readonly CollectionManifest[] = [manifest],
): CollectionPageLoaders {
  const stages = manifest.stageLibraries ?? [];
  const referencedBy = referencingSources(manifest, registry);
  return {
    public: once(() =>
      importInStages(stages, () =>
        Promise.all([
          manifest.load.model(),
          manifest.load.public(),
          import('@/collections/collection-public-pages'),
          import('@/collections/assemble-definition'),
        ]),
      ).then(([model, parts, pages, { assembleDefinition }]) => ({
        default: pages.publicCollectionPages(
          { ...assembleDefinition(manifest, model, { public: parts }), referencedBy },
          parts.listView,
        ),
      })),
    ),
    dashboard: once(() =>
      importInStages(stages, () =>
        Promise.all([
          manifest.load.model(),
          manifest.load.dashboard(),
          import('@/collections/collection-dashboard-pages'),
          import('@/collections/assemble-definition'),
        ]),
      ).then(([model, parts, pages, { assembleDefinition }]) => ({
        default: pages.dashboardCollectionPages(assembleDefinition(manifest, model, { dashboard: parts })),
      })),
    ),
  };
}

/** The types whose reference fields may point at `manifest`'s items, with the field and heading. */
export function referencingSources(
  manifest: CollectionManifest,
  registry: readonly CollectionManifest[],
): ReferencingSource[] {
  return registry.flatMap((source) =>
    (source.references ?? [])
      .filter((reference) => reference.collections.includes(manifest.path))
      .map((reference) => ({
        manifest: source,
        field: reference.field,
        heading: reference.heading,
        ...(reference.holdsId ? { holdsId: true } : {}),
      })),
  );
}

/** The first call's promise for every call, unless it failed (then the next call tries again). */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/**
 * The least role that opens a type's dashboard pages: its edit role, or `member` when owners (who may
 * be plain members) edit their own items; the page then shows an owner only what is theirs.
 */
export function dashboardRole(manifest: Pick<CollectionManifest, 'access'>): Role {
  return manifest.access.ownerField ? 'member' : manifest.access.edit;
}

/** A manifest's routes, with the engine's page loaders and its access rules. */
export function manifestRoutes(
  manifest: CollectionManifest,
  registry: readonly CollectionManifest[] = [manifest],
): { public: AppRoute[]; dashboard: AppRoute[] } {
  const routes = collectionRoutes(manifest, collectionPageLoaders(manifest, registry), {
    detailPath: detailPattern(manifest),
    requiredRole: dashboardRole(manifest),
    dashboardGroup: manifest.dashboardGroup ?? 'content',
    readRole: manifest.access.read === 'members' ? 'member' : undefined,
  });
  const [list, detail] = routes.public as [AppRoute, AppRoute];
  const extra: AppRoute[] = (manifest.extraLists ?? []).map((extraList) => ({
    ...list,
    path: extraList.path,
    handle: { ...list.handle, title: extraList.title, description: extraList.description },
  }));
  if (manifest.fixedIds) {
    // Pages: one route per fixed id and no list; in the dashboard no "New", and the table is reached from
    // elsewhere (the settings), not the side menu.
    const fixed = manifest.fixedIds.map((id) => ({
      ...detail,
      path: `${manifest.publicPath}/${id}`,
      handle: { ...detail.handle, validate: undefined },
    }));
    const dashboard = routes.dashboard
      .filter((route) => route.path !== `${manifest.dashboardPath}/new`)
      .map((route) => ({ ...route, handle: { ...route.handle, showInSidebar: false } }));
    return { public: manifest.ownPublicPages ? [] : [...fixed, ...extra], dashboard };
  }
  // The type's own pages beyond its table and editor, just after the table in the side menu.
  const [table, ...editors] = routes.dashboard as [AppRoute, ...AppRoute[]];
  const extraDashboard: AppRoute[] = (manifest.extraDashboardPages ?? []).map((extraPage) => ({
    path: extraPage.path,
    page: extraPage.page,
    handle: {
      layout: 'dashboard',
      requiredRole: extraPage.requiredRole ?? manifest.access.edit,
      title: extraPage.title,
      icon: manifest.icon,
      sidebarGroup: manifest.dashboardGroup ?? 'content',
      showInSidebar: true,
      description: extraPage.description,
    },
  }));
  const dashboard = [table, ...extraDashboard, ...editors];
  if (manifest.ownPublicPages) return { public: [], dashboard };
  return { public: [list, ...extra, detail], dashboard };
}

/**
 * Every type's routes, in navigation order (the manifest's `navOrder`, not the order of the list).
 */
export function registryRoutes(registry: readonly CollectionManifest[]): { public: AppRoute[]; dashboard: AppRoute[] } {
  const sorted = [...registry].sort((a, b) => a.navOrder - b.navOrder);
  const all = sorted.map((manifest) => manifestRoutes(manifest, registry));
  return { public: all.flatMap((routes) => routes.public), dashboard: all.flatMap((routes) => routes.dashboard) };
}

/**
 * A content type's routes, from its metadata: the public list and detail pages, and the dashboard table
 * and editor (`new` and `:id`). Each group's pages come from its own chunk, loaded on first use.
 */
export function collectionRoutes(
  meta: CollectionMeta,
  load: CollectionPageLoaders,
  options: {
    detailPath?: string;
    requiredRole?: Role;
    dashboardGroup?: AppRoute['handle']['sidebarGroup'];
    readRole?: Role;
  } = {},
): { public: AppRoute[]; dashboard: AppRoute[] } {
  const requiredRole = options.requiredRole ?? 'editor';
  const dashboardGroup = options.dashboardGroup ?? 'content';
  const readRole = options.readRole ? { requiredRole: options.readRole } : {};
  const page = (name: 'List' | 'Detail') => () =>
    load.public().then(async (module) => {
      await (name === 'Detail' ? module.default.loadDetail : module.default.loadList)?.();
      return { default: module.default[name] };
    });
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
          ...readRole,
          title: meta.listTitle?.tabTitle ?? meta.labels.plural,
          ...(meta.listTitle ? { navLabel: meta.listTitle.heading } : {}),
          icon: meta.icon,
          sidebarGroup: meta.sidebarGroup,
          showInSidebar: true,
          description: meta.description,
        },
      },
      {
        path: options.detailPath ?? `${meta.publicPath}/:slug`,
        page: page('Detail'),
        handle: {
          layout: 'default',
          ...readRole,
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
          requiredRole,
          title: `Manage ${plural}`,
          navLabel: meta.labels.plural,
          icon: meta.icon,
          sidebarGroup: dashboardGroup,
          showInSidebar: true,
          description: meta.dashboardDescription,
        },
      },
      {
        path: `${meta.dashboardPath}/new`,
        page: dashboardPage('Editor'),
        handle: {
          layout: 'dashboard',
          requiredRole,
          title: `New ${singular}`,
          icon: meta.icon,
          sidebarGroup: dashboardGroup,
          showInSidebar: false,
        },
      },
      {
        path: `${meta.dashboardPath}/:id`,
        page: dashboardPage('Editor'),
        handle: {
          layout: 'dashboard',
          requiredRole,
          title: `Edit ${singular}`,
          icon: meta.icon,
          sidebarGroup: dashboardGroup,
          showInSidebar: false,
          validate: (params) => params.id !== undefined && DOCUMENT_ID_PATTERN.test(params.id),
        },
      },
    ],
  };
}
