import type * as z from 'zod';
import type { BaseContent } from './content-schema';
import type {
  CollectionDashboardParts,
  CollectionDefinition,
  CollectionManifest,
  CollectionModel,
  CollectionPublicParts,
} from './define-collection';

// Its own module, loaded only with a type's parts: the first page load carries the manifests alone.
/**
 * The full definition the engine's pages take, from the manifest, the model and one of the two UI
 * parts. Visitors' pages get no editor fields; the dashboard gets no cards or list views.
 */
export function assembleDefinition<Schema extends z.ZodType<BaseContent>>(
  manifest: CollectionManifest,
  model: CollectionModel<Schema>,
  parts: {
    public?: CollectionPublicParts<z.infer<Schema>>;
    dashboard?: CollectionDashboardParts<z.infer<Schema>>;
  },
): CollectionDefinition<Schema> {
  const modelSave = model.beforeSave;
  const dashboardSave = parts.dashboard?.beforeSave;
  const beforeSave =
    modelSave && dashboardSave
      ? (item: z.infer<Schema>) => dashboardSave(modelSave(item))
      : (modelSave ?? dashboardSave);
  return {
    // The manifest's own fields (access, loaders) come along: the engine's pages may read them.
    ...manifest,
    publishedSnapshot: manifest.flags.publishedSnapshot ? `/data/${manifest.path}.json` : undefined,
    schema: model.schema,
    empty: model.empty,
    revisions: manifest.flags.revisions === true,
    followable: manifest.flags.followable === true,
    itemPath: model.itemPath,
    place: model.place,
    serverOwnedInConflicts: model.serverOwnedInConflicts,
    listFieldSource: {
      // A type's search text reads the item's fields, never its id: a save (which has no id yet) may call it.
      searchText: model.searchText as ((item: z.infer<Schema>) => string) | undefined,
      listFields: model.listFields,
    },
    mapView: manifest.flags.mapView === true && model.place !== undefined,
    searchSubtitle: model.searchSubtitle,
    audienceFilters: model.audienceFilters,
    fields: parts.dashboard?.fields ?? [],
    titleField: model.titleField,
    slugField: model.slugField,
    slots: {
      card: parts.public?.card,
      cardLines: parts.public?.cardLines,
      ownShareButton: parts.public?.ownShareButton,
      detailSections: parts.public?.detailSections,
      afterBody: parts.public?.afterBody,
      plainBody: parts.public?.plainBody,
      notFound: parts.public?.notFound,
      beforeSave,
      structuredData: model.structuredData,
      tableColumns: parts.dashboard?.tableColumns,
      searchText: parts.dashboard?.searchText ?? model.searchText,
    },
  };
}
