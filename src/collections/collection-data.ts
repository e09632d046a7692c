import type * as z from 'zod';
import { loadFirestore } from '@/firebase/firebase-app';
import { forgetIfRejected } from '@/lib/forget-if-rejected';
import type { BaseContent } from './content-schema';
import type { CollectionDefinition } from './define-collection';
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
 * Reads the published documents of each type once, so they are in this device's cache and every list
 * and detail page opens with no network afterwards. Bounded: at most `perType` documents of each.
 */
export async function warmPublicCache(definitions: readonly AnyDefinition[], perType = 500): Promise<number> {
  const pages = await Promise.all(
    definitions.map(async (definition) =>
      (await repositoryFor(definition))
        // The fixed filters go into the query: the rules may require them (documents' visibility).
        .list({
          audience: 'public',
          limit: perType,
          ...(definition.publicFilters?.length ? { filters: definition.publicFilters } : {}),
        })
        .catch((error: unknown) => {
          console.warn(`Could not keep ${definition.labels.plural.toLowerCase()} for offline use`, error);
          return undefined;
        }),
    ),
  );
  return pages.reduce((total, page) => total + (page?.items.length ?? 0), 0);
}
