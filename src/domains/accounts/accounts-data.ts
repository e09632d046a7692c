import {
  documentId,
  collection,
  doc,
  getCountFromServer,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type QueryConstraint,
} from 'firebase/firestore';
import { loadFirestore } from '@/firebase/firebase-app';
import type { Role } from '@/lib/route-meta';
import { trackWrite } from '@/stores/sync-status-store';

/**
 * Firestore for /dashboard/accounts (admins; issue 15, decision 0024): accounts 50 at a time, one account,
 * the businesses and shops and who owns them, roles, and handing a listing on. Loaded on first use by the
 * accounts pages and the owner field. Reads come from this device's copy when offline.
 */

const USERS = 'users';
export const ACCOUNTS_PAGE_SIZE = 50;
/** The most listings of a kind read for the owners' lists (a community's, well within it). */
const LISTINGS_LIMIT = 500;
/** A batch holds at most 500 writes: the shop and up to 499 of its products. */
const MAX_PRODUCTS_HANDED_ON = 499;

export interface Account {
  uid: string;
  displayName: string | null;
  email: string | null;
  roles: Role[];
  createdAt: Date | null;
  /** How many things the account follows (users/{uid}.follows: ids, tags, collections). */
  followCount: number;
}

export type ListingKind = 'businesses' | 'shops';

export interface Listing {
  kind: ListingKind;
  id: string;
  title: string;
  ownerUid: string | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function toDate(value: unknown): Date | null {
  if (value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') {
    const date: unknown = value.toDate();
    return date instanceof Date ? date : null;
  }
  return null;
}

/**
 * How many things are followed, read defensively: the follows contract (src/lib/follows.ts, issue 15's
 * follows work) keeps lists of ids, tags and collections; anything else counts as none.
 */
export function followCount(follows: unknown): number {
  if (!follows || typeof follows !== 'object') return 0;
  const lists = follows as Record<string, unknown>;
  return ['ids', 'tags', 'collections'].reduce(
    (sum, key) => sum + (Array.isArray(lists[key]) ? (lists[key] as unknown[]).length : 0),
    0,
  );
}

/** The known roles of a stored list, once each, in the usual order. */
export function knownRoles(roles: unknown): Role[] {
  const all: Role[] = ['member', 'editor', 'admin'];
  return Array.isArray(roles) ? all.filter((role) => roles.includes(role)) : [];
}

export function toAccount(uid: string, data: DocumentData): Account {
  return {
    uid,
    displayName: text(data['displayName']),
    email: text(data['email']),
    roles: knownRoles(data['roles']),
    createdAt: toDate(data['createdAt']),
    followCount: followCount(data['follows']),
  };
}

export interface AccountsSnapshot {
  accounts: Account[];
  /** From this device's copy (offline, or before the server answered). */
  fromCache: boolean;
}

/** Which accounts to list: everyone, those with a role, or those with none. */
export type RoleFilter = Role | 'none' | null;

/**
 * Accounts by email address, live: the first `count` (a multiple of 50: "Show more" asks for 50 more),
 * only those with the role when one is chosen (firestore.indexes.json has the indexes).
 */
export async function watchAccounts(
  options: { role: RoleFilter; count: number },
  onChange: (snapshot: AccountsSnapshot) => void,
  onError: (error: Error) => void,
): Promise<() => void> {
  const { firestore } = await loadFirestore();
  const constraints: QueryConstraint[] = [];
  if (options.role === 'none') constraints.push(where('roles', '==', []));
  else if (options.role) constraints.push(where('roles', 'array-contains', options.role));
  constraints.push(orderBy('email'), limit(options.count));
  return onSnapshot(
    query(collection(firestore, USERS), ...constraints),
    { includeMetadataChanges: true },
    (snapshot) =>
      onChange({
        accounts: snapshot.docs.map((document) =>
          toAccount(document.id, document.data({ serverTimestamps: 'estimate' })),
        ),
        fromCache: snapshot.metadata.fromCache,
      }),
    onError,
  );
}

/** One account, live (undefined: no such account). */
export async function watchAccount(
  uid: string,
  onChange: (account: Account | undefined, fromCache: boolean) => void,
  onError: (error: Error) => void,
): Promise<() => void> {
  const { firestore } = await loadFirestore();
  return onSnapshot(
    doc(firestore, USERS, uid),
    { includeMetadataChanges: true },
    (snapshot) =>
      onChange(
        snapshot.exists() ? toAccount(snapshot.id, snapshot.data({ serverTimestamps: 'estimate' })) : undefined,
        snapshot.metadata.fromCache,
      ),
    onError,
  );
}

/** Every business and shop with its owner, live (editors and admins list them all). */
export async function watchListings(
  onChange: (listings: Listing[]) => void,
  onError: (error: Error) => void,
): Promise<() => void> {
  const { firestore } = await loadFirestore();
  const kinds: ListingKind[] = ['businesses', 'shops'];
  const found: Record<ListingKind, Listing[] | undefined> = { businesses: undefined, shops: undefined };
  const stops = kinds.map((kind) =>
    onSnapshot(
      query(collection(firestore, kind), orderBy('title'), limit(LISTINGS_LIMIT)),
      (snapshot) => {
        found[kind] = snapshot.docs.map((document) => ({
          kind,
          id: document.id,
          title: text(document.get('title')) ?? document.id,
          ownerUid: text(document.get('ownerUid')),
        }));
        if (found.businesses && found.shops) onChange([...found.businesses, ...found.shops]);
      },
      onError,
    ),
  );
  return () => stops.forEach((stop) => stop());
}

/** How many accounts are admins, asked of the server (rejects offline: the count must be current). */
export async function countAdmins(): Promise<number> {
  const { firestore } = await loadFirestore();
  const counted = await getCountFromServer(
    query(collection(firestore, USERS), where('roles', 'array-contains', 'admin')),
  );
  return counted.data().count;
}

/**
 * Writes an account's roles. Resolves once this device has the change; `sent` settles when the server has
 * it (a refusal by the rules rejects it).
 */
export async function writeRoles(uid: string, roles: readonly Role[]): Promise<{ sent: Promise<void> }> {
  const { firestore } = await loadFirestore();
  const sent = updateDoc(doc(firestore, USERS, uid), { roles: [...roles] });
  trackWrite(sent);
  return { sent };
}

/**
 * Hands a business or shop on to `ownerUid` (null: nobody). Only ownerUid changes (no new version: an
 * editor's open copy stays current; firestore.rules adminHandsOn). A shop's products follow it in the
 * same batch, as the rules require (productOwnerFollowsShop). Resolves once the device has it.
 */
export async function handOn(kind: ListingKind, id: string, ownerUid: string | null): Promise<{ sent: Promise<void> }> {
  const { firestore } = await loadFirestore();
  const batch = writeBatch(firestore);
  batch.update(doc(firestore, kind, id), { ownerUid });
  if (kind === 'shops') {
    const products = await getDocs(
      query(
        collection(firestore, 'products'),
        where('shopId', '==', id),
        orderBy(documentId()),
        limit(MAX_PRODUCTS_HANDED_ON),
      ),
    );
    for (const product of products.docs) batch.update(product.ref, { ownerUid });
  }
  const sent = batch.commit();
  trackWrite(sent);
  return { sent };
}

/** Hands a listing on and waits for the server (the buttons that do it are offered online only). */
export async function handListingOn(kind: ListingKind, id: string, ownerUid: string | null): Promise<void> {
  await (
    await handOn(kind, id, ownerUid)
  ).sent;
}

/** The first `count` accounts by email, once (the owner field's pick-list; this device's copy offline). */
export async function listAccounts(count: number): Promise<Account[]> {
  const { firestore } = await loadFirestore();
  const snapshot = await getDocs(query(collection(firestore, USERS), orderBy('email'), limit(count)));
  return snapshot.docs.map((document) => toAccount(document.id, document.data({ serverTimestamps: 'estimate' })));
}
