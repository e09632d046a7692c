import { newContent } from './content-fixtures';
import { slugIndexPath } from './content-requests';
import { SEEDED_AT, serverTimestamp, type Db, type DocData } from './fixture-basics';

/** Someone who asked to sell (a member with no shop yet), whose request an admin decides. */
export const PENDING_SELLER_UID = 'pending-seller-uid';
/** The shop an admin makes when approving PENDING_SELLER_UID's request (its slug is its id). */
export const APPROVED_SHOP_ID = 'pending-sellers-stall';

/** A new request to sell, as the member writes it (sellerRequests/{uid}). */
export function newSellerRequest(uid: string): DocData {
  return {
    uid,
    name: 'Sam Grower',
    email: 'sam@example.org',
    shopName: 'Sam’s Veg',
    whatTheySell: 'Seasonal vegetables from the allotment',
    phone: null,
    status: 'pending',
    createdAt: serverTimestamp(),
    decidedAt: null,
    decidedBy: null,
    shopId: null,
  };
}

export function storedSellerRequest(uid: string): DocData {
  return { ...newSellerRequest(uid), createdAt: SEEDED_AT };
}

/** The shop made on approval: a draft owned by `ownerUid`, written by `writerUid`. */
export function approvedShop(ownerUid: string, writerUid: string, slug: string): DocData {
  return {
    ...newContent('shops', writerUid, { slug, ownerUid, status: 'draft' }),
    title: 'Sam’s Veg',
    description: 'Seasonal vegetables from the allotment',
    location: null,
    collectionInfo: '',
    collectionOptions: [],
    paymentOptions: ['cash'],
    contact: null,
    isOrganisationShop: false,
  };
}

/**
 * An admin approves `uid`'s request as the app does: one batch makes the shop (with its slug entry) owned
 * by that person and marks the request approved with the shop's id.
 */
export function approveSellerRequest(db: Db, uid: string, shopId: string, writerUid: string): Promise<void> {
  const batch = db.batch();
  batch.set(db.doc(`shops/${shopId}`), approvedShop(uid, writerUid, shopId));
  batch.set(db.doc(slugIndexPath('shops', shopId)), { id: shopId });
  batch.update(db.doc(`sellerRequests/${uid}`), {
    status: 'approved',
    decidedAt: serverTimestamp(),
    decidedBy: writerUid,
    shopId,
  });
  return batch.commit();
}
