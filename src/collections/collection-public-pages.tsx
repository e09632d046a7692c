import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Text } from '@mantine/core';
import type * as z from 'zod';
import type { BaseContent } from './content-schema';
import type { CollectionDefinition, ListViewProps, PublicCollectionPages } from './define-collection';

/**
 * The list page and the detail page have chunks of their own: the detail page brings the Markdown
 * renderer and sanitiser (80 KB), the list its paging, filters and form inputs, and a type's own list
 * view (events: filters and a calendar). Opening one downloads and runs nothing of the other.
 */
type DetailModule = typeof import('./public-detail-page');
let detailModule: DetailModule | undefined;
const loadDetail = (): Promise<DetailModule> =>
  import('./public-detail-page').then((module) => (detailModule = module));
const LazyDetailPage = lazy(() => loadDetail().then((module) => ({ default: module.PublicDetailPage })));

type ListModule = typeof import('./public-list-page');
type AnyDefinition = CollectionDefinition<z.ZodType<BaseContent>>;

function Loading({ children }: { children: ReactNode }) {
  return (
    <Text role="status" aria-live="polite" mih="100vh">
      {children}
    </Text>
  );
}

/** A content type's pages for visitors, each the generic page given this type's definition. */
export function publicCollectionPages<Schema extends z.ZodType<BaseContent>>(
  definition: CollectionDefinition<Schema>,
  loadListView?: () => Promise<ComponentType<ListViewProps<z.infer<Schema>>>>,
): PublicCollectionPages {
  // Typed once here: `lazy` keeps the props of the generic page's default instance.
  const detailDefinition = definition as unknown as AnyDefinition;
  // The list page with the type's own list view in its definition, once both are here.
  let listPage: { module: ListModule; definition: AnyDefinition } | undefined;
  let listLoading: Promise<NonNullable<typeof listPage>> | undefined;
  const loadList = () =>
    (listLoading ??= Promise.all([import('./public-list-page'), loadListView?.()]).then(([module, listView]) => {
      listPage = {
        module,
        definition: (listView
          ? { ...definition, slots: { ...definition.slots, listView } }
          : definition) as unknown as AnyDefinition,
      };
      return listPage;
    }));
  const LazyListPage = lazy(() =>
    loadList().then((loaded) => ({ default: () => <loaded.module.PublicListPage definition={loaded.definition} /> })),
  );
  const plural = definition.labels.plural.toLowerCase();
  const singular = definition.labels.singular.toLowerCase();
  return {
    loadList,
    loadDetail,
    // Once a page's chunk is here (its route waits for it), the page renders straight away: no fallback first.
    List: () => {
      if (listPage) return <listPage.module.PublicListPage definition={listPage.definition} />;
      return (
        <Suspense fallback={<Loading>Loading {plural}…</Loading>}>
          <LazyListPage />
        </Suspense>
      );
    },
    Detail: () => {
      const loaded = detailModule;
      if (loaded) return <loaded.PublicDetailPage definition={detailDefinition} />;
      return (
        <Suspense fallback={<Loading>Loading this {singular}…</Loading>}>
          <LazyDetailPage definition={detailDefinition} />
        </Suspense>
      );
    },
  };
}
