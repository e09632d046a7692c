import {
  collection,
  doc,
  getDoc,
  getDocFromCache,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  writeBatch,
  type WriteBatch,
} from 'firebase/firestore';
import { loadFirestore } from '@/firebase/firebase-app';
import { watchDocument } from '@/firebase/watch-document';
import { trackWrite } from '@/stores/sync-status-store';
import { slugIndexPath } from '@/collections/slug-index';

/**
 * Firestore for becoming a seller (issue 14; seller-request-model.ts checks the data): a member's own
 * request, the admins' list, and approval, which writes the new shop, its slug entry and the decision in
 * one batch, as the repository writes content (firestore.rules checks the shop as an editor's and the
 * decision with getAfter). Loaded on demand by the two pages only.
 */

const REQUESTS = 'sellerRequests';

export interface StoredRequest {
  id: string;
  data: Record<string, unknown>;
  pending: boolean;
}

/** The member's own request, live (undefined: none). Returns the stop function. */
export async function watchOwnRequest(
  uid: string,
  onChange: (request: StoredRequest | undefined) => void,
  onError: (error: Error) => void,
): Promise<() => void> {
  const { firestore } = await loadFirestore();
  return watchDocument(
    doc(firestore, REQUESTS, uid),
    (snapshot) =>
      onChange(
        snapshot && {
          id: snapshot.id,
          data: snapshot.data({ serverTimestamps: 'estimate' }),
          pending: snapshot.metadata.hasPendingWrites,
        },
      ),
    onError,
  );
}

/**
 * Hands the request to Firestore's queue (kept on the device, sent when there is a connection); resolves
 * once the device has it, with `sent` settling when the server does.
 */
export async function sendRequest(uid: string, fields: Record<string, unknown>): Promise<{ sent: Promise<void> }> {
  const { firestore } = await loadFirestore();
  const ref = doc(firestore, REQUESTS, uid);
  const sent = setDoc(ref, { ...fields, createdAt: serverTimestamp() });
  trackWrite(sent);
  await getDocFromCache(ref);
  return { sent };
}

/** Every request, newest first, live (admins). */
export async function watchRequests(
  onChange: (requests: StoredRequest[]) => void,
  onError: (error: Error) => void,
): Promise<() => void> {
  const { firestore } = await loadFirestore();
  return onSnapshot(
    query(collection(firestore, REQUESTS), orderBy('createdAt', 'desc')),
    { includeMetadataChanges: true },
    (snapshot) =>
      onChange(
        snapshot.docs.map((document) => ({
          id: document.id,
          data: document.data({ serverTimestamps: 'estimate' }),
          pending: document.metadata.hasPendingWrites,
        })),
      ),
    onError,
  );
}

/** Whether a shop slug is taken (a slug entry or a shop with that id), asking the server when it can. */
export async function shopSlugTaken(slug: string): Promise<boolean> {
  const { firestore } = await loadFirestore();
  const [entry, shop] = await Promise.all([
    getDoc(doc(firestore, slugIndexPath('shops', slug))).catch(() => undefined),
    getDoc(doc(firestore, 'shops', slug)).catch(() => undefined),
  ]);
  return Boolean(entry?.exists() || shop?.exists());
}

/** The fields an admin's decision writes to the request (the rules check them with getAfter). */
function decision(status: 'approved' | 'declined', shopId: string | null, adminUid: string) {
  return { status, shopId, decidedAt: serverTimestamp(), decidedBy: adminUid };
}

/** Commits the batch, with the sync status watching it; `sent` settles when the server has it. */
function commitTracked(batch: WriteBatch): { sent: Promise<void> } {
  const sent = batch.commit();
  trackWrite(sent);
  return { sent };
}

/**
 * Approves `uid`'s request: one batch writes the shop at `slug` (its id too, as the seed's shops), the
 * slug entry, and the decision naming the shop. `shop` holds the shop's own and base fields without the
 * times, authors and version, which are added here.
 */
export async function approveRequest(
  uid: string,
  adminUid: string,
  slug: string,
  shop: Record<string, unknown>,
): Promise<{ sent: Promise<void> }> {
  const { firestore } = await loadFirestore();
  const batch = writeBatch(firestore);
  batch.set(doc(firestore, 'shops', slug), {
    ...shop,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    createdBy: adminUid,
    updatedBy: adminUid,
    version: 1,
  });
  batch.set(doc(firestore, slugIndexPath('shops', slug)), { id: slug });
  batch.update(doc(firestore, REQUESTS, uid), decision('approved', slug, adminUid));
  return commitTracked(batch);
}

export async function declineRequest(uid: string, adminUid: string): Promise<{ sent: Promise<void> }> {
  const { firestore } = await loadFirestore();
  const batch = writeBatch(firestore);
  batch.update(doc(firestore, REQUESTS, uid), decision('declined', null, adminUid));
  return commitTracked(batch);
}
