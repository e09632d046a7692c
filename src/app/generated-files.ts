import firestoreShared from '@/collections/server/firestore-shared.rules?raw';
import storageShared from '@/collections/server/storage-shared.rules?raw';
import { firestoreRules, storageRules } from '@/collections/server/generate-rules';
import { indexesFileFor, type IndexesFile } from '../../scripts/firestore-indexes-lib.mjs';
import { redirectsForRoutes, rewritesForRoutes } from '../../scripts/route-rewrites.mjs';
import { appQueries } from './app-queries';
import { collectionRegistry } from './collection-registry';
import { siteRoutes } from './route-table';
import { serverParts } from './server-parts';

/** A file `npm run generate` writes: where (from the repository's root) and what. */
export interface GeneratedFile {
  path: string;
  text: string;
  /** Formatted with the repository's Prettier settings before it is compared or written. */
  prettier?: boolean;
}

/**
 * firebase.json with `key`'s list (hosting's redirects or rewrites, lists of flat objects) replaced by
 * `entries`, one entry a line, and the rest of the file as it is.
 */
export function withHostingList(json: string, key: string, entries: readonly object[]): string {
  const list = new RegExp(`("${key}": )\\[[^\\]]*\\]`);
  if (!list.test(json)) throw new Error(`firebase.json has no "${key}" list to write.`);
  const lines = entries.map(
    (entry) => `{ ${JSON.stringify(entry).slice(1, -1).replace(/","/g, '", "').replace(/":/g, '": ')} }`,
  );
  return json.replace(list, (_whole, head: string) => `${head}[\n${lines.join(',\n')}\n]`);
}

/** What the generator reads besides the registry: the files it rewrites in part, and the app's source. */
export interface GeneratorInputs {
  /** firebase.json as it is: its hosting lists are rewritten, the rest kept. */
  firebaseJson: string;
  /** firestore.indexes.json as it is: indexes that still serve a query keep their place and field order. */
  indexesJson: string;
  /** The app's source files (appSourceFiles), for the queries written out in them. */
  sourceFiles: readonly { fileName: string; text: string }[];
}

/**
 * Every file written from the registry (scripts/generate.mjs writes them, `--check` compares): the
 * Firestore and Storage rules from the manifests and each feature's server part, firestore.indexes.json
 * from every query the app makes (app-queries.ts), and firebase.json's hosting rewrites and redirects
 * from the route table (its other settings are kept as they are).
 */
export async function generatedFiles({
  firebaseJson,
  indexesJson,
  sourceFiles,
}: GeneratorInputs): Promise<GeneratedFile[]> {
  const redirects = redirectsForRoutes(
    siteRoutes.map((route) => ({ path: route.path, redirect: route.handle.redirect })),
  );
  const rewrites = rewritesForRoutes(siteRoutes.map((route) => route.path));
  const hostingConfig = withHostingList(withHostingList(firebaseJson, 'redirects', redirects), 'rewrites', rewrites);
  const { engineShapes, sourceQueries } = await appQueries(sourceFiles);
  const indexes = indexesFileFor([...engineShapes, ...sourceQueries], JSON.parse(indexesJson) as IndexesFile);
  return [
    { path: 'firestore.rules', text: firestoreRules(firestoreShared, collectionRegistry, serverParts) },
    { path: 'storage.rules', text: storageRules(storageShared, collectionRegistry, serverParts) },
    { path: 'firebase.json', text: hostingConfig, prettier: true },
    { path: 'firestore.indexes.json', text: `${JSON.stringify(indexes, null, 2)}\n` },
  ];
}
