import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { CollectionManifest, PageSection } from '@/collections/define-collection';
import { collectionRegistry } from './collection-registry';

/** One section of an app page, from a type's manifest: its key and its component, loaded when shown. */
export interface LoadedSection {
  key: string;
  Section: LazyExoticComponent<ComponentType>;
}

/**
 * The sections the registry's types add to `page` (CollectionManifest.sections), in their order: the
 * home page and /policies name no type. Each component loads when React first renders it.
 */
export function pageSections(
  page: PageSection['page'],
  registry: readonly CollectionManifest[] = collectionRegistry,
): LoadedSection[] {
  return registry
    .flatMap((manifest) =>
      (manifest.sections ?? []).filter((section) => section.page === page).map((section) => ({ manifest, section })),
    )
    .sort((a, b) => a.section.order - b.section.order)
    .map(({ manifest, section }) => ({
      key: `${manifest.path}-${section.order}`,
      Section: lazy(() => section.load().then((component) => ({ default: component }))),
    }));
}
