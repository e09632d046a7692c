import type firebase from 'firebase/compat/app';
import {
  and,
  collection as modularCollection,
  getDocs,
  limit as limitTo,
  or,
  query,
  where,
  type Firestore,
  type QueryFilterConstraint,
} from 'firebase/firestore';
import { publicCutoff } from '@/collections/list-query';
import { hasFixedIds, type ContentCollection } from './collection-fixtures';
import { Timestamp, type Db, type DocData } from './fixture-basics';

/** Where the slug index entry of `slug` in `collection` lives (firestore.rules, slugClaimed). */
export function slugIndexPath(collection: string, slug: string): string {
  return `slugs/${collection}/taken/${slug}`;
}

/**
 * Writes a content document as the app does: in one batch with its slug index entry (pages have fixed
 * ids and no entry). A slug that cannot name a document (missing, or with a '/') gets no entry.
 */
export function writeContent(db: Db, collection: ContentCollection, id: string, data: DocData): Promise<void> {
  const batch = db.batch();
  batch.set(db.doc(`${collection}/${id}`), data);
  const slug: unknown = data['slug'];
  if (!hasFixedIds(collection) && typeof slug === 'string' && slug !== '' && !slug.includes('/')) {
    batch.set(db.doc(slugIndexPath(collection, slug)), { id });
  }
  return batch.commit();
}

/**
 * A visitor's or member's list query as the app makes it (src/collections/repository-reads.ts): published,
 * and `publishAt == null || publishAt <= cutoff`, plus `extra` filters, with a limit. The compat SDK
 * has no OR queries: the modular API takes the compat instance.
 */
export function publicList(
  db: Db,
  collection: string,
  extra: QueryFilterConstraint[] = [],
  cutoff: firebase.firestore.Timestamp = appCutoff(),
  size = 100,
) {
  const modular = db as unknown as Firestore;
  return getDocs(
    query(
      modularCollection(modular, collection),
      and(
        where('status', '==', 'published'),
        ...extra,
        or(where('publishAt', '==', null), where('publishAt', '<=', cutoff)),
      ),
      limitTo(size),
    ),
  );
}

export { where as modularWhere };

/**
 * The scheduling cut-off the app asks with now: its margin covers a device clock ahead of the
 * server's. The rules compare with the emulator's clock, which CI once found more than a minute
 * behind the test process's, so a cut-off of "a minute ago" was refused there.
 */
export function appCutoff(): firebase.firestore.Timestamp {
  return Timestamp.fromDate(publicCutoff(new Date()));
}
