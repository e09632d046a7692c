import {
  documentId,
  and,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocFromCache,
  getDocs,
  getDocsFromCache,
  getCountFromServer,
  limit as limitTo,
  onSnapshot,
  or,
  orderBy as orderByField,
  query,
  serverTimestamp,
  startAfter,
  where,
  writeBatch,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type QuerySnapshot,
  type QueryNonFilterConstraint,
} from 'firebase/firestore';
import type * as z from 'zod';
import { trackWrite } from '@/stores/sync-status-store';
import type { BaseContent } from './content-schema';
import { isPublic } from './content-schema';
import { createCheckedDocuments, type Parsed } from './converter';
import { carriesListSources, listFieldsOf } from './list-fields';
import { listQuerySpec, type ListFilter, type ListSpecOptions } from './list-query';
import { VersionConflictError } from './repository-errors';
import type { CollectionDefinition } from './define-collection';
import { parseRevision, REVISIONS, revisionId, revisionOf, sortRevisions, type Revision } from './revisions';

/** Who is asking: visitors see published content only; editors see everything. */
export type Audience = 'public' | 'editor';

export { MAX_PUBLIC_LIST, publicCutoff, SCHEDULE_MARGIN_MS } from './list-query';

/**
 * Whether a type's documents are addressed by a slug, unique in its collection and reserved in the slug
 * index. A type whose manifest names its ids (`fixedIds`) is not: its ids are its addresses, and the
 * generated rules leave it out of the slug index in the same way (generate-rules.ts, sluggedTypes).
 */
export function hasUniqueSlugs(definition: { readonly fixedIds?: readonly string[] }): boolean {
  return !definition.fixedIds;
}

/** The slug index entry that reserves `slug` in `collectionPath` (firestore.rules, slugClaimed). */
export function slugIndexPath(collectionPath: string, slug: string): string {
  return `slugs/${collectionPath}/taken/${slug}`;
}

export interface ListOptions {
  audience: Audience;
  filters?: readonly ListFilter[];
  /** One order, or several (the last breaks ties of the ones before). */
  orderBy?: ListSpecOptions['orderBy'];
  limit?: number;
  /** Continue after this document (from a previous page's `cursor`). */
  after?: DocumentSnapshot;
  /** `cache`: this device's copy only, never the server (the site-wide search's index reads it). */
  source?: 'cache';
}

export interface ListPage<Item> {
  items: Parsed<Item>[];
  /** Pass as `after` for the next page; undefined on the last page. */
  cursor: DocumentSnapshot | undefined;
  fromCache: boolean;
  hasPendingWrites: boolean;
  /** Ids of the items changed on this device that the server has not acknowledged yet. */
  pendingIds: ReadonlySet<string>;
}

/** One document, live, with its sync state. */
export interface ItemSnapshot<Item> {
  item: Parsed<Item> | undefined;
  fromCache: boolean;
  hasPendingWrites: boolean;
}

/** A write that has been applied on this device; `committed` settles when the server has it. */
export interface PendingWrite {
  id: string;
  /**
   * Settles once the write is in this device's copy on disk, so a reload or a closed tab keeps it: only
   * then may the app say "saved on this device". Never rejects.
   */
  savedLocally: Promise<void>;
  committed: Promise<void>;
}

export { VersionConflictError };

type ContentInput<Item> = Omit<Item, 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'version'>;

/**
 * The one repository every content type uses. Reads validate every document against the type's schema;
 * writes apply to the local cache at once and are never awaited by the UI: the returned `committed`
 * promise settles when the server acknowledges, which may be after a reload.
 */
/** Live lists still waiting for the server's first answer, and who waits for there to be none. */
let listsAwaitingServer = 0;
const waitingForLists: (() => void)[] = [];

/** Counts a live list until the server first answers it (or it stops); returns what marks that. */
function awaitServerAnswer(): () => void {
  listsAwaitingServer += 1;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    listsAwaitingServer -= 1;
    if (listsAwaitingServer === 0) for (const resume of waitingForLists.splice(0)) resume();
  };
}

/**
 * Settles once every live list on the page has had the server's first answer, or after `atMostMs`.
 * Background work that shares Firestore's one queue (filling the offline copy) waits for it, so the
 * lists a person is looking at come first.
 */
export function whenListsAnswered(atMostMs: number): Promise<void> {
  if (listsAwaitingServer === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, atMostMs);
    waitingForLists.push(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export function createRepository<Schema extends z.ZodType<BaseContent>>(
  firestore: Firestore,
  definition: CollectionDefinition<Schema>,
  now: () => Date = () => new Date(),
) {
  type Item = z.infer<Schema>;
  const ref = collection(firestore, definition.path);
  const check = createCheckedDocuments(definition.schema, definition.path);
  const parse = (snapshot: DocumentSnapshot<DocumentData>) =>
    snapshot.exists()
      ? check({
          id: snapshot.id,
          // A write still waiting for the server has no server time yet: use this device's estimate.
          data: () => snapshot.data({ serverTimestamps: 'estimate' }),
        })
      : undefined;
  const visibleTo = (audience: Audience, item: Parsed<Item> | undefined) =>
    item && (audience === 'editor' || isPublic(item, now())) ? item : undefined;

  /** The query for `options` (list-query.ts says what it asks). */
  function listQuery(options: ListOptions) {
    const spec = listQuerySpec(options, now());
    const filters = spec.filters.map((filter) => where(filter.field, filter.op, filter.value));
    const rest: QueryNonFilterConstraint[] = spec.orderBy.map((order) => orderByField(order.field, order.direction));
    if (options.after) rest.push(startAfter(options.after));
    if (spec.limit !== undefined) rest.push(limitTo(spec.limit));
    if (spec.anyOf.length === 0) return query(ref, ...filters, ...rest);
    return query(
      ref,
      and(...filters, or(...spec.anyOf.map((filter) => where(filter.field, filter.op, filter.value)))),
      ...rest,
    );
  }

  /**
   * Writes `data` to `target` in one batch with the slug index entry that reserves its slug: the rules
   * refuse a slug another document holds. A batch is applied on this device at once, like a single
   * write, and never waits for the server.
   */
  function commitWithSlug(
    target: ReturnType<typeof doc>,
    data: DocumentData,
    slug: unknown,
    write: 'set' | 'update',
    revision?: { previous: DocumentData; version: number; uid: string },
  ): Promise<void> {
    const batch = writeBatch(firestore);
    if (write === 'set') batch.set(target, data);
    else batch.update(target, data);
    if (revision) {
      batch.set(
        doc(target, REVISIONS, revisionId(revision.version)),
        revisionOf(revision.previous, revision.version, revision.uid, serverTimestamp()),
      );
    }
    if (hasUniqueSlugs(definition) && typeof slug === 'string' && slug !== '' && !slug.includes('/')) {
      batch.set(doc(firestore, slugIndexPath(definition.path, slug)), { id: target.id });
    }
    return batch.commit();
  }

  /**
   * Settles after every write already handed to Firestore has reached this device's copy: Firestore runs its
   * work in order, one task at a time, so a read of the cache queued now comes after them.
   */
  function afterLocalWrites(target: ReturnType<typeof doc>): Promise<void> {
    return getDocFromCache(target).then(
      () => undefined,
      () => undefined,
    );
  }

  /** The document as this device has it (the server's copy when there is none here), for its revision. */
  async function previousDocument(target: ReturnType<typeof doc>): Promise<DocumentData | undefined> {
    const snapshot = await getDocFromCache(target).catch(() => getDoc(target).catch(() => undefined));
    return snapshot?.exists() ? snapshot.data({ serverTimestamps: 'estimate' }) : undefined;
  }

  function toPage(snapshot: QuerySnapshot<DocumentData>, options: ListOptions): ListPage<Item> {
    const items = snapshot.docs.flatMap((document) => visibleTo(options.audience, parse(document)) ?? []);
    const full = options.limit !== undefined && snapshot.docs.length === options.limit;
    return {
      items,
      cursor: full ? snapshot.docs.at(-1) : undefined,
      fromCache: snapshot.metadata.fromCache,
      hasPendingWrites: snapshot.metadata.hasPendingWrites,
      pendingIds: new Set(snapshot.docs.filter((document) => document.metadata.hasPendingWrites).map((d) => d.id)),
    };
  }

  return {
    definition,

    async list(options: ListOptions): Promise<ListPage<Item>> {
      const target = listQuery(options);
      return toPage(await (options.source === 'cache' ? getDocsFromCache(target) : getDocs(target)), options);
    },

    /**
     * How many items `options` finds, counted by the server (an aggregation: one read per 1,000 items).
     * Visitors' counts stop at the rules' list limit: `atLeast` says the true number may be higher.
     */
    async count(options: Omit<ListOptions, 'after' | 'source'>): Promise<{ count: number; atLeast: boolean }> {
      const target = listQuery(options);
      const { count } = (await getCountFromServer(target)).data();
      const bound = listQuerySpec(options, now()).limit;
      return { count, atLeast: bound !== undefined && count >= bound };
    },

    /** As `list`, from this device's copy only: answers at once, offline too (nothing when nothing is kept). */
    async listFromCache(options: ListOptions): Promise<ListPage<Item>> {
      return toPage(await getDocsFromCache(listQuery(options)), options);
    },

    async getById(id: string, audience: Audience): Promise<Parsed<Item> | undefined> {
      try {
        return visibleTo(audience, parse(await getDoc(doc(ref, id))));
      } catch (error) {
        // A visitor asking for a draft is refused by the rules: to them it does not exist.
        if (audience === 'public' && (error as { code?: string }).code === 'permission-denied') return undefined;
        throw error;
      }
    },

    /**
     * Whether this device's copy knows another document that holds `slug` (one that has it now, or an
     * index entry reserving it). Asked before a save, from the cache only, so it answers at once and
     * offline: the editor can then say so plainly. The rules remain the real check when the save
     * reaches the server.
     */
    async slugTakenByAnother(slug: string, id: string): Promise<boolean> {
      if (!hasUniqueSlugs(definition) || slug === '' || slug.includes('/')) return false;
      const [holders, entry] = await Promise.all([
        getDocsFromCache(query(ref, where('slug', '==', slug), orderByField(documentId()), limitTo(2))).catch(
          () => undefined,
        ),
        getDocFromCache(doc(firestore, slugIndexPath(definition.path, slug))).catch(() => undefined),
      ]);
      const heldNow = holders?.docs.some((document) => document.id !== id) ?? false;
      const reservedId: unknown = entry?.exists() ? entry.get('id') : undefined;
      return heldNow || (typeof reservedId === 'string' && reservedId !== id);
    },

    async getBySlug(slug: string, audience: Audience): Promise<Parsed<Item> | undefined> {
      const page = await this.list({ audience, filters: [{ field: 'slug', op: '==', value: slug }], limit: 1 });
      return page.items[0];
    },

    /** Live results with their sync state: from the cache, or with local changes not yet on the server. */
    subscribe(options: ListOptions, onChange: (page: ListPage<Item>) => void, onError: (error: Error) => void) {
      const answered = awaitServerAnswer();
      const stop = onSnapshot(
        listQuery(options),
        { includeMetadataChanges: true },
        (snapshot) => {
          if (!snapshot.metadata.fromCache) answered();
          onChange(toPage(snapshot, options));
        },
        (error) => {
          answered();
          onError(error);
        },
      );
      return () => {
        answered();
        stop();
      };
    },

    /** One document, live: its latest state on this device and whether the server has it yet. */
    subscribeById(
      id: string,
      audience: Audience,
      onChange: (snapshot: ItemSnapshot<Item>) => void,
      onError: (error: Error) => void,
    ) {
      return onSnapshot(
        doc(ref, id),
        { includeMetadataChanges: true },
        (snapshot) =>
          onChange({
            item: visibleTo(audience, parse(snapshot)),
            fromCache: snapshot.metadata.fromCache,
            hasPendingWrites: snapshot.metadata.hasPendingWrites,
          }),
        onError,
      );
    },

    create(input: ContentInput<Item>, uid: string, id?: string): PendingWrite {
      const target = id ? doc(ref, id) : doc(ref);
      const committed = trackWrite(
        commitWithSlug(
          target,
          {
            ...input,
            ...listFieldsOf(definition.listFieldSource ?? {}, input as Item),
            version: 1,
            createdAt: serverTimestamp(),
            updatedAt: serverTimestamp(),
            createdBy: uid,
            updatedBy: uid,
          },
          (input as { slug?: unknown }).slug,
          'set',
        ),
      );
      return { id: target.id, savedLocally: afterLocalWrites(target), committed };
    },

    /**
     * Saves changes made to version `expectedVersion`. The rules accept only `version + 1`, so if someone
     * else saved in the meantime (even while this device was offline) the server refuses, and
     * `committed` rejects with a VersionConflictError instead of overwriting their work.
     */
    update(id: string, changes: Partial<ContentInput<Item>>, expectedVersion: number, uid: string): PendingWrite {
      const target = doc(ref, id);
      const write = (revision?: { previous: DocumentData; version: number; uid: string }) =>
        commitWithSlug(
          target,
          {
            ...changes,
            // A save of the whole form keeps the list fields true; a change of one field (a picture's
            // address, a trail stop's number) leaves them as they were.
            ...(carriesListSources(changes) ? listFieldsOf(definition.listFieldSource ?? {}, changes as Item) : {}),
            version: expectedVersion + 1,
            updatedAt: serverTimestamp(),
            updatedBy: uid,
          },
          (changes as { slug?: unknown }).slug,
          'update',
          revision,
        );
      // With revisions, the version being replaced is kept beside the save, in the same batch: read from this
      // device's copy (the editor has it open, also offline), or from the server when there is none.
      // Wrapped, so that `started` settles when the write has been handed over, not when the server has it.
      const started = definition.revisions
        ? previousDocument(target).then((previous) => ({
            commit: write(previous ? { previous, version: expectedVersion, uid } : undefined),
          }))
        : Promise.resolve({ commit: write() });
      const written = started.then(({ commit }) => commit);
      const committed = trackWrite(
        written.catch((error: unknown) => {
          if ((error as { code?: string }).code === 'permission-denied') {
            throw new VersionConflictError(
              `Someone else changed this ${definition.labels.singular.toLowerCase()} while you were editing it.`,
            );
          }
          throw error;
        }),
      );
      return { id, savedLocally: started.then(() => afterLocalWrites(target)), committed };
    },

    /**
     * Saves small changes to several items in one batch (the trail's renumbering): all or none reach the
     * server, each as a normal save of the version the editor saw, so someone else's change in the meantime
     * refuses the whole batch rather than being overwritten. Not for slug changes or revisioned types.
     */
    updateMany(
      changes: readonly { id: string; changes: Partial<ContentInput<Item>>; expectedVersion: number }[],
      uid: string,
    ): { savedLocally: Promise<void>; committed: Promise<void> } {
      if (definition.revisions) throw new Error(`${definition.path} keeps revisions: save its items one by one.`);
      const batch = writeBatch(firestore);
      for (const change of changes) {
        batch.update(doc(ref, change.id), {
          ...change.changes,
          version: change.expectedVersion + 1,
          updatedAt: serverTimestamp(),
          updatedBy: uid,
        });
      }
      const committed = trackWrite(
        batch.commit().catch((error: unknown) => {
          if ((error as { code?: string }).code === 'permission-denied') {
            throw new VersionConflictError('Someone else changed one of these items meanwhile. Please try again.');
          }
          throw error;
        }),
      );
      const first = changes[0];
      return { savedLocally: first ? afterLocalWrites(doc(ref, first.id)) : Promise.resolve(), committed };
    },

    /** An item's revisions, newest first, live (from this device's copy offline). Editors only (the rules). */
    subscribeRevisions(
      id: string,
      onChange: (revisions: Revision<Item>[], fromCache: boolean) => void,
      onError: (error: Error) => void,
    ) {
      return onSnapshot(
        query(collection(ref, id, REVISIONS), orderByField('version', 'desc'), limitTo(100)),
        { includeMetadataChanges: true },
        (snapshot) =>
          onChange(
            sortRevisions(
              snapshot.docs.map((document) =>
                parseRevision(definition.schema, document.id, document.data({ serverTimestamps: 'estimate' })),
              ),
            ),
            snapshot.metadata.fromCache,
          ),
        onError,
      );
    },

    archive(id: string, expectedVersion: number, uid: string): PendingWrite {
      return this.update(id, { status: 'archived' } as Partial<ContentInput<Item>>, expectedVersion, uid);
    },

    remove(id: string): PendingWrite {
      const target = doc(ref, id);
      const committed = trackWrite(deleteDoc(target));
      return { id, savedLocally: afterLocalWrites(target), committed };
    },
  };
}

export type Repository<Schema extends z.ZodType<BaseContent>> = ReturnType<typeof createRepository<Schema>>;
