import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocFromCache,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import type * as z from 'zod';
import { trackWrite } from '@/stores/sync-status-store';
import type { BaseContent } from './content-schema';
import { carriesListSources, listFieldsOf } from './list-fields';
import { VersionConflictError } from './repository-errors';
import type { CollectionDefinition } from './define-collection';
import type { PendingWrite } from './repository';
import { REVISIONS, revisionId, revisionOf } from './revisions';
import { hasUniqueSlugs, slugIndexPath } from './slug-index';

type ContentInput<Item> = Omit<Item, 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'version'>;

/**
 * What the repository writes: creates, saves, batches of small saves, archiving and removal, each applied on
 * this device at once and reserving the item's slug in the same batch.
 */
export function createWrites<Schema extends z.ZodType<BaseContent>>(
  firestore: Firestore,
  definition: CollectionDefinition<Schema>,
) {
  type Item = z.infer<Schema>;
  const ref = collection(firestore, definition.path);

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

  return {
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
