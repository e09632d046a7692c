import type { DocumentSnapshot, Firestore } from 'firebase/firestore';
import type * as z from 'zod';
import type { BaseContent } from './content-schema';
import type { Parsed } from './converter';
import type { ListFilter, ListSpecOptions } from './list-query';
import { VersionConflictError } from './repository-errors';
import type { CollectionDefinition } from './define-collection';
import { createReads } from './repository-reads';
import { createWrites } from './repository-writes';

/** Who is asking: visitors see published content only; editors see everything. */
export type Audience = 'public' | 'editor';

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

/**
 * The one repository every content type uses. Reads validate every document against the type's schema;
 * writes apply to the local cache at once and are never awaited by the UI: the returned `committed`
 * promise settles when the server acknowledges, which may be after a reload.
 */
export function createRepository<Schema extends z.ZodType<BaseContent>>(
  firestore: Firestore,
  definition: CollectionDefinition<Schema>,
  now: () => Date = () => new Date(),
) {
  return { definition, ...createReads(firestore, definition, now), ...createWrites(firestore, definition) };
}

export type Repository<Schema extends z.ZodType<BaseContent>> = ReturnType<typeof createRepository<Schema>>;
