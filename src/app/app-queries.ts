import ts from 'typescript';
import type { CollectionManifest } from '@/collections/define-collection';
import { engineQueries } from '@/collections/engine-queries';
import { listQuerySpec } from '@/collections/list-query';
import { shapeOfListSpec, type QueryShape } from '../../scripts/firestore-indexes-lib.mjs';
import { extractQueries, type SourceQuery } from '../../scripts/firestore-query-scan.mjs';
import { collectionRegistry } from './collection-registry';

/**
 * Every query the app makes, as shapes (scripts/firestore-indexes-lib.mjs): the engine's lists of every
 * type of `registry` (the app's, or one with a throwaway type in tests) (engine-queries.ts, through listQuerySpec, the function the repository builds its queries
 * from), and every `query(...)` written out in `sourceFiles`, read with the TypeScript parser. The
 * generator writes firestore.indexes.json from them; firestore-indexes.test.ts checks them. Values play no
 * part in a shape, so the date only has to be fixed.
 */
export async function appQueries(
  sourceFiles: readonly { fileName: string; text: string }[],
  registry: readonly CollectionManifest[] = collectionRegistry,
): Promise<{
  engineShapes: QueryShape[];
  sourceQueries: SourceQuery[];
  unresolved: ReturnType<typeof extractQueries>['unresolved'];
}> {
  const now = new Date('2026-06-15T12:00:00Z');
  const engine = await engineQueries(registry, now);
  const engineShapes = engine.map((query) =>
    shapeOfListSpec(query.path, listQuerySpec(query.options, now), `${query.path}: ${query.name}`),
  );
  const { queries: sourceQueries, unresolved } = extractQueries(ts, sourceFiles);
  return { engineShapes, sourceQueries, unresolved };
}
