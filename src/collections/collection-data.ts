import type * as z from 'zod';
import { loadFirestore } from '@/firebase/firebase-app';
import { forgetIfRejected } from '@/lib/forget-if-rejected';
import { browserIdle } from '@/lib/staged-import';
import type { BaseContent } from './content-schema';
import type { Parsed } from './converter';
import type { CollectionDefinition } from './define-collection';
import type { FetchFile } from './public-bundle-load';
import { windowListOptions } from './public-window';
import type { Repository } from './repository';

type AnyDefinition = CollectionDefinition<z.ZodType<BaseContent>>;

const repositories = new Map<string, Promise<unknown>>();

/**
 * The repository for a content type, created on first use. Firebase and the repository's Firestore code
 * load here, in their own chunks, never with the first page.
 */
export function repositoryFor<Schema extends z.ZodType<BaseContent>>(
  definition: CollectionDefinition<Schema>,
): Promise<Repository<Schema>> {
  let repository = repositories.get(definition.path);
  if (!repository) {
    repository = forgetIfRejected(
      Promise.all([loadFirestore(), import('./repository')]).then(([{ firestore }, module]) =>
        module.createRepository(firestore, definition),
      ),
      () => repositories.delete(definition.path),
    );
    repositories.set(definition.path, repository);
  }
  return repository as Promise<Repository<Schema>>;
}

/**
 * The published items of each type's public window (decision 0032) as this device keeps them (cache
 * warming fills the copy), by Firestore path: no reads from the server, so it is quick and works
 * offline. A type the device has none of is read from the server when online. For pages built from
 * every type (the feed): each window query is ordered and bounded by the server, never the archive.
 */
export async function readPublishedOnDevice(
  definitions: readonly AnyDefinition[],
  online: boolean,
  now: Date = new Date(),
): Promise<Map<string, Parsed<BaseContent>[]>> {
  const read = await Promise.all(
    definitions.map(async (definition) => {
      const repository = await repositoryFor(definition);
      const queries = windowListOptions(definition, now);
      const readAll = async (from: 'cache' | 'server') => {
        const pages = await Promise.all(
          queries.map((options) => (from === 'cache' ? repository.listFromCache(options) : repository.list(options))),
        );
        const byId = new Map(pages.flatMap((page) => page.items).map((item) => [item.id, item]));
        return [...byId.values()];
      };
      const kept = await readAll('cache').catch(() => undefined);
      if ((kept && kept.length > 0) || !online) return [definition.path, kept ?? []] as const;
      const fresh = await readAll('server').catch((error: unknown) => {
        console.warn(`Could not read ${definition.labels.plural.toLowerCase()}`, error);
        return undefined;
      });
      return [definition.path, fresh ?? []] as const;
    }),
  );
  return new Map(read);
}

/** The offline copy waits at most this long for the page's own lists to be answered, before each type. */
const LISTS_FIRST_MS = 15_000;

/**
 * Fills this device's copy with each public type's window, so lists, calendars and detail pages open
 * with no network afterwards. Returns how many documents the copy received; a type that fails is
 * reported and left for the next time.
 */
export async function warmPublicCache(
  definitions: readonly AnyDefinition[],
  now: Date = new Date(),
  fetchBundle?: FetchFile,
): Promise<number> {
  const [{ firestore }, { loadTypeBundle, warmType }, { whenListsAnswered }] = await Promise.all([
    loadFirestore(),
    import('./public-bundle-load'),
    import('./lists-answered'),
  ]);
  // Each slice of a bundle in an idle moment: Firestore writes a slice's documents in one task.
  const loadSlices = (path: string) =>
    loadTypeBundle(firestore, path, { fetchBundle, pause: () => browserIdle(1_000) });
  // One type at a time, once the page's own lists have their first answer and the browser is idle:
  // Firestore does its work in one queue, and loading a large window (4,474 documents at 100 times the
  // seed) at once held a page's first list back by seconds on a slow phone.
  const warmed: { kept: number; read: number }[] = [];
  for (const definition of definitions) {
    await whenListsAnswered(LISTS_FIRST_MS);
    await browserIdle(1_000);
    warmed.push(
      await repositoryFor(definition)
        .then((repository) => warmType(definition, repository, loadSlices, now))
        .catch((error: unknown) => {
          console.warn(`Could not keep ${definition.labels.plural.toLowerCase()} for offline use`, error);
          return { kept: 0, read: 0 };
        }),
    );
  }
  return warmed.reduce((total, type) => total + type.kept, 0);
}
