/**
 * Fixture data for the Firestore rules tests: the people, the documents seeded before the tests (with
 * rules disabled) and builders for valid documents of every collection, following
 * docs/decisions/0009-firestore-data-contract.md. Tests derive invalid shapes from these valid ones.
 */
import {
  COMMITTEE_DOCUMENT_ID,
  CONTENT_COLLECTIONS,
  contentIds,
  hasFixedIds,
  MEMBER_ORDER_ID,
  MEMBERS_DOCUMENT_ID,
  MESSAGE_ID,
  OTHER_BUSINESS_ID,
  OTHER_CUSTOMER_ORDER_ID,
  OTHER_SHOP_ID,
} from './collection-fixtures';
import { storedContent } from './content-fixtures';
import { slugIndexPath } from './content-requests';
import { FUTURE, SEEDED_AT, type Db, type DocData } from './fixture-basics';
import { message } from './message-fixtures';
import { storedOrder } from './order-fixtures';
import { emailOf, UID, USER_ROLES, userDoc } from './people-fixtures';
import { storedSellerRequest } from './seller-request-fixtures';

// Each kind of fixture has a module of its own beside this one; the tests import them all from here.
export * from './collection-fixtures';
export * from './content-fixtures';
export * from './content-requests';
export * from './fixture-basics';
export * from './message-fixtures';
export * from './order-fixtures';
export * from './people-fixtures';
export * from './seller-request-fixtures';

export function siteSettings(): DocData {
  return {
    companyName: 'Community Hub',
    contact: { address: '', email: 'hello@example.org', phone: '', openingTimes: '' },
    socialLinks: [],
    announcement: { enabled: false, text: '', url: '', severity: 'info', startsOn: '', endsOn: '' },
    defaultSeason: 'calendar',
  };
}

/** Seeds published, draft and future-scheduled documents of every content type, and the rest. */
export async function seed(db: Db): Promise<void> {
  const batch = db.batch();
  const put = (path: string, data: DocData) => batch.set(db.doc(path), data);

  for (const [key, roles] of Object.entries(USER_ROLES)) {
    const uid = UID[key as keyof typeof UID];
    put(`users/${uid}`, { ...userDoc(roles, key), email: emailOf(uid) });
  }

  for (const collection of CONTENT_COLLECTIONS) {
    const ids = contentIds(collection);
    // A page's slug is its id (firestore.rules, validPage).
    const slug = (id: string, other: string) => (hasFixedIds(collection) ? id : other);
    put(
      `${collection}/${ids.published}`,
      storedContent(collection, { slug: slug(ids.published, 'published-one'), id: ids.published }),
    );
    put(
      `${collection}/${ids.draft}`,
      storedContent(collection, { slug: slug(ids.draft, 'draft-one'), status: 'draft', id: ids.draft }),
    );
    put(
      `${collection}/${ids.scheduled}`,
      storedContent(collection, { slug: slug(ids.scheduled, 'scheduled-one'), publishAt: FUTURE, id: ids.scheduled }),
    );
    if (!hasFixedIds(collection)) {
      put(slugIndexPath(collection, 'published-one'), { id: ids.published });
      put(slugIndexPath(collection, 'draft-one'), { id: ids.draft });
      put(slugIndexPath(collection, 'scheduled-one'), { id: ids.scheduled });
    }
  }
  put(`businesses/${OTHER_BUSINESS_ID}`, storedContent('businesses', { ownerUid: UID.otherOwner }));
  put(`shops/${OTHER_SHOP_ID}`, storedContent('shops', { ownerUid: UID.otherOwner }));
  put(`documents/${MEMBERS_DOCUMENT_ID}`, {
    ...storedContent('documents', { id: MEMBERS_DOCUMENT_ID }),
    visibility: 'members',
  });
  put(`documents/${COMMITTEE_DOCUMENT_ID}`, {
    ...storedContent('documents', { id: COMMITTEE_DOCUMENT_ID }),
    visibility: 'committee',
    // The seeded committee, whose only member with an account is the editor.
    committeeId: contentIds('committees').published,
  });

  put(`orders/${MEMBER_ORDER_ID}`, storedOrder(UID.member, MEMBER_ORDER_ID));
  put(`orders/${OTHER_CUSTOMER_ORDER_ID}`, storedOrder(UID.otherCustomer, OTHER_CUSTOMER_ORDER_ID));
  put(`messages/${MESSAGE_ID}`, message(SEEDED_AT));
  put(`sellerRequests/${UID.member}`, storedSellerRequest(UID.member));
  put('settings/site', siteSettings());
  await batch.commit();
}
