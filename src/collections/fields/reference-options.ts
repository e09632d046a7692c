import type { Reference } from './reference';

/** One choice in a reference pick-list: the item's title and id, with its collection. */
export interface ReferenceOption extends Reference {
  /** `clubs/chess-club`: unique across collections, for the select's value. */
  key: string;
  /** "Chess Club (club)". */
  label: string;
}

const KIND_WORDS: Record<string, string> = {
  clubs: 'club',
  organisations: 'organisation',
  committees: 'committee',
  businesses: 'business',
};

/** The choices from each collection's documents, sorted by name; documents without a title are left out. */
export function referenceOptions(
  byCollection: Readonly<Record<string, readonly { id: string; title?: unknown }[]>>,
): ReferenceOption[] {
  return Object.entries(byCollection)
    .flatMap(([collection, docs]) =>
      docs
        .filter((doc) => typeof doc.title === 'string' && doc.title.trim() !== '')
        .map((doc) => {
          const name = String(doc.title).trim();
          return {
            collection,
            id: doc.id,
            name,
            key: `${collection}/${doc.id}`,
            label: `${name} (${KIND_WORDS[collection] ?? collection})`,
          };
        }),
    )
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB') || a.key.localeCompare(b.key));
}

/**
 * Reads the items of the allowed collections for a pick-list: this device's copy first, so it works
 * offline and opens at once; then the server's list, given to `onFresh` when it differs. Ids and titles
 * only; bounded to 500 a collection.
 */
export async function loadReferenceOptions(
  collections: readonly string[],
  onFresh?: (options: ReferenceOption[]) => void,
): Promise<ReferenceOption[]> {
  const [{ firestore }, { collection, getDocs, getDocsFromCache, limit, orderBy, query }] = await Promise.all([
    import('@/firebase/firebase-app').then((module) => module.loadFirestore()),
    import('firebase/firestore'),
  ]);
  type Snapshot = Awaited<ReturnType<typeof getDocs>>;
  // By title, which every item has (unlike the list fields, which items saved before them lack).
  const requests = collections.map((path) => query(collection(firestore, path), orderBy('title'), limit(500)));
  const options = (snapshots: (Snapshot | null)[]) =>
    referenceOptions(
      Object.fromEntries(
        collections.map((path, index) => [
          path,
          snapshots[index]?.docs.map((doc) => ({ id: doc.id, title: doc.get('title') as unknown })) ?? [],
        ]),
      ),
    );
  const cached = options(await Promise.all(requests.map((request) => getDocsFromCache(request).catch(() => null))));
  const fresh = Promise.all(requests.map((request) => getDocs(request).catch(() => null))).then(options);
  if (cached.length === 0) return fresh;
  void fresh.then((list) => {
    if (list.length > 0 && list.map((o) => o.key + o.name).join() !== cached.map((o) => o.key + o.name).join()) {
      onFresh?.(list);
    }
  });
  return cached;
}

/**
 * The titles and slugs of a type's published items by id, as anyone may read them (documents show their
 * committee's name). This device's copy answers offline; bounded to 100.
 */
export async function loadPublishedTitles(path: string): Promise<Map<string, { title: string; slug: string }>> {
  const [{ firestore }, { and, collection, getDocs, limit, or, orderBy, query, Timestamp, where }, { publicCutoff }] =
    await Promise.all([
      import('@/firebase/firebase-app').then((module) => module.loadFirestore()),
      import('firebase/firestore'),
      import('../list-query'),
    ]);
  const cutoff = Timestamp.fromDate(publicCutoff(new Date()));
  const snapshot = await getDocs(
    query(
      collection(firestore, path),
      and(where('status', '==', 'published'), or(where('publishAt', '==', null), where('publishAt', '<=', cutoff))),
      orderBy('sortKey'),
      limit(100),
    ),
  );
  return new Map(
    snapshot.docs.flatMap((doc) => {
      const title = doc.get('title') as unknown;
      const slug = doc.get('slug') as unknown;
      return typeof title === 'string' && typeof slug === 'string' ? [[doc.id, { title, slug }] as const] : [];
    }),
  );
}
