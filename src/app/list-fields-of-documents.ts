import { listFieldsOf, type ListFields } from '@/collections/list-fields';
import type { CollectionManifest } from '@/collections/define-collection';
import { collectionRegistry } from './collection-registry';

export interface PlainDocument {
  id: string;
  data: Record<string, unknown>;
}

/**
 * Documents written outside the app (the seed, the scale generator) with the list fields every save in
 * the app adds (src/collections/list-fields.ts), for each content type in the registry; other
 * collections as they are. Node scripts load this through Vite (runnerImport).
 */
export async function withListFields(
  collections: Readonly<Record<string, readonly PlainDocument[]>>,
  registry: readonly CollectionManifest[] = collectionRegistry,
): Promise<Record<string, PlainDocument[]>> {
  const result: Record<string, PlainDocument[]> = {};
  for (const [path, documents] of Object.entries(collections)) result[path] = [...documents];
  await Promise.all(
    registry.map(async (manifest) => {
      const documents = collections[manifest.path];
      if (!documents) return;
      const model = await manifest.load.model();
      result[manifest.path] = documents.map(({ id, data }) => ({
        id,
        data: { ...data, ...(listFieldsOf(model, data as never) satisfies ListFields) },
      }));
    }),
  );
  return result;
}
