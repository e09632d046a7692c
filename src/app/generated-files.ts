import firestoreShared from '@/collections/server/firestore-shared.rules?raw';
import storageShared from '@/collections/server/storage-shared.rules?raw';
import { firestoreRules, storageRules } from '@/collections/server/generate-rules';
import { redirectsForRoutes, rewritesForRoutes } from '../../scripts/route-rewrites.mjs';
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

/**
 * Every file written from the registry (scripts/generate.mjs writes them, `--check` compares): the
 * Firestore and Storage rules from the manifests and each feature's server part, and firebase.json's
 * hosting rewrites and redirects from the route table (its other settings are kept as they are).
 */
export function generatedFiles({ firebaseJson }: { firebaseJson: string }): GeneratedFile[] {
  const redirects = redirectsForRoutes(
    siteRoutes.map((route) => ({ path: route.path, redirect: route.handle.redirect })),
  );
  const rewrites = rewritesForRoutes(siteRoutes.map((route) => route.path));
  const hostingConfig = withHostingList(withHostingList(firebaseJson, 'redirects', redirects), 'rewrites', rewrites);
  return [
    { path: 'firestore.rules', text: firestoreRules(firestoreShared, collectionRegistry, serverParts) },
    { path: 'storage.rules', text: storageRules(storageShared, collectionRegistry, serverParts) },
    { path: 'firebase.json', text: hostingConfig, prettier: true },
  ];
}
