import {
  documentId,
  and,
  collection,
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
  startAfter,
  where,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type QuerySnapshot,
  type QueryNonFilterConstraint,
} from 'firebase/firestore';
import type * as z from 'zod';
import type { BaseContent } from './content-schema';
import { isPublic } from './content-schema';
import { createCheckedDocuments, type Parsed } from './converter';
import { listQuerySpec } from './list-query';
import type { CollectionDefinition } from './define-collection';
import { awaitServerAnswer } from './lists-answered';
import type { Audience, ItemSnapshot, ListOptions, ListPage } from './repository';
import { parseRevision, REVISIONS, sortRevisions, type Revision } from './revisions';
import { hasUniqueSlugs, slugIndexPath } from './slug-index';

/**
 * What the repository reads: lists, counts and single items, once or live, each document checked against the
 * type's schema and shown to visitors only when published.
 */
export function createReads<Schema extends z.ZodType<BaseContent>>(
  firestore: Firestore,
  definition: CollectionDefinition<Schema>,
  now: () => Date,
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
  };
}
