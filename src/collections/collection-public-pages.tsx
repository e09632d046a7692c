import { lazy, Suspense } from 'react';
import { Text } from '@mantine/core';
import type * as z from 'zod';
import type { BaseContent } from './content-schema';
import type { CollectionDefinition, PublicCollectionPages } from './define-collection';
import { PublicListPage } from './public-list-page';

/**
 * The detail page has its own chunk: it brings the Markdown renderer and sanitiser (80 KB), which
 * the list does not need, so opening a list neither downloads nor runs them.
 */
type DetailModule = typeof import('./public-detail-page');
let detailModule: DetailModule | undefined;
const loadDetail = (): Promise<DetailModule> =>
  import('./public-detail-page').then((module) => (detailModule = module));
const LazyDetailPage = lazy(() => loadDetail().then((module) => ({ default: module.PublicDetailPage })));

/** A content type's pages for visitors, each the generic page given this type's definition. */
export function publicCollectionPages<Schema extends z.ZodType<BaseContent>>(
  definition: CollectionDefinition<Schema>,
): PublicCollectionPages {
  // Typed once here: `lazy` keeps the props of the generic page's default instance.
  const detailDefinition = definition as unknown as CollectionDefinition<z.ZodType<BaseContent>>;
  return {
    List: () => <PublicListPage definition={definition} />,
    loadDetail,
    // Once its chunk is here (the route waits for it), the page renders straight away: no fallback first.
    Detail: () => {
      const loaded = detailModule;
      if (loaded) return <loaded.PublicDetailPage definition={detailDefinition} />;
      return (
        <Suspense
          fallback={
            <Text role="status" aria-live="polite" mih="100vh">
              Loading this {definition.labels.singular.toLowerCase()}…
            </Text>
          }
        >
          <LazyDetailPage definition={detailDefinition} />
        </Suspense>
      );
    },
  };
}
