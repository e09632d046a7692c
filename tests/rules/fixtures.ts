/**
 * Fixture data for the Firestore rules tests: the people, the documents seeded before the tests (with
 * rules disabled) and builders for valid documents of every collection, following
 * docs/decisions/0009-firestore-data-contract.md. Tests derive invalid shapes from these valid ones.
 */
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
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
import { collectionRegistry } from '@/app/collection-registry';
import { publicCutoff } from '@/collections/list-query';
import { buildSeedData } from '../../scripts/seed-data.mjs';

export type Db = firebase.firestore.Firestore;
export type DocData = firebase.firestore.DocumentData;

export const Timestamp = firebase.firestore.Timestamp;
export const serverTimestamp = (): firebase.firestore.FieldValue => firebase.firestore.FieldValue.serverTimestamp();

/**
 * Who asks. `anonymous` is a visitor the app signed in anonymously (to place an order); `noRole` an
 * account no admin has given a role; `owner` a seller (a member who owns a business, a shop and its
 * products); `otherOwner` another seller, who must not reach the owner's things.
 */
export const ROLES = ['visitor', 'member', 'editor', 'admin', 'owner', 'anonymous', 'noRole', 'otherOwner'] as const;
export type Role = (typeof ROLES)[number];
export type SignedInRole = Exclude<Role, 'visitor'>;

/** The people. `owner` is a member who owns one business, one shop and (through the shop) its products. */
export const UID = {
  member: 'member-uid',
  editor: 'editor-uid',
  admin: 'admin-uid',
  owner: 'owner-uid',
  /** Owns another business and shop: the owner must not reach them. */
  otherOwner: 'other-owner-uid',
  /** An anonymous account (no email, no users document). */
  anonymous: 'anonymous-uid',
  /** An account with a users document and no roles. */
  noRole: 'no-role-uid',
  /** Places an order the member must not see. */
  otherCustomer: 'other-customer-uid',
} as const;

/** The uid written into createdBy/updatedBy by someone who has none (a visitor). */
export const NO_UID = 'visitor-without-uid';

export function uidOf(role: Role): string {
  return role === 'visitor' ? NO_UID : UID[role];
}

/** The users documents seeded (the anonymous account has none). */
export const USER_ROLES: Record<Exclude<SignedInRole, 'anonymous'> | 'otherCustomer', string[]> = {
  member: ['member'],
  editor: ['editor'],
  admin: ['admin'],
  owner: ['member'],
  otherOwner: ['member'],
  otherCustomer: ['member'],
  noRole: [],
};

/** Every registered content type: a new one gets its fixtures, matrix rows and seeded documents. */
export const CONTENT_COLLECTIONS: readonly string[] = collectionRegistry.map((manifest) => manifest.path);
export type ContentCollection = string;

/** The collections that are not content types, each with rules of its own. */
export const OTHER_COLLECTIONS = ['messages', 'orders', 'sellerRequests', 'users', 'settings'] as const;
export const COLLECTIONS: readonly string[] = [...CONTENT_COLLECTIONS, ...OTHER_COLLECTIONS];
export type CollectionName = string;

function manifestOf(collection: ContentCollection) {
  const manifest = collectionRegistry.find((candidate) => candidate.path === collection);
  if (!manifest) throw new Error(`${collection} is not a registered content type.`);
  return manifest;
}

/** Whether the type's items live at ids its manifest names (pages): no slug index, the slug is the id. */
export function hasFixedIds(collection: ContentCollection): boolean {
  return manifestOf(collection).fixedIds !== undefined;
}

/** The least role that edits the type (its manifest's access). */
export function editRoleOf(collection: ContentCollection): 'member' | 'editor' | 'admin' {
  return manifestOf(collection).access.edit;
}

/** Seeded documents per content collection (pages may only use their five known ids). */
export interface ContentIds {
  published: string;
  draft: string;
  scheduled: string;
  /** Absent before a create test (deleted in its setup). */
  created: string;
  /** Seeded afresh before each update or delete test. */
  mutated: string;
}

export function contentIds(collection: ContentCollection): ContentIds {
  const fixedIds = manifestOf(collection).fixedIds;
  if (fixedIds) {
    const [published, draft, scheduled, created, mutated] = fixedIds;
    if (mutated === undefined || !published || !draft || !scheduled || !created) {
      throw new Error(`${collection}: the rules fixtures need five of its fixed ids.`);
    }
    return { published, draft, scheduled, created, mutated };
  }
  return { published: 'published', draft: 'draft', scheduled: 'scheduled', created: 'created', mutated: 'mutated' };
}

/** The owner's shop (the published one) and another owner's shop. */
export const OWNER_SHOP_ID = contentIds('shops').published;
export const OTHER_SHOP_ID = 'other-shop';
export const OTHER_BUSINESS_ID = 'other-business';
export const MEMBERS_DOCUMENT_ID = 'members-only';
export const COMMITTEE_DOCUMENT_ID = 'committee-only';
export const MEMBER_ORDER_ID = 'member-order';
export const OTHER_CUSTOMER_ORDER_ID = 'other-customer-order';
export const MUTATED_ORDER_ID = 'mutated-order';
export const MESSAGE_ID = 'message';
export const MUTATED_MESSAGE_ID = 'mutated-message';

/** When seeded documents were written. */
export const SEEDED_AT = Timestamp.fromDate(new Date('2025-01-01T09:00:00Z'));
const PAST = Timestamp.fromDate(new Date('2025-02-01T09:00:00Z'));
/** Far enough ahead that a test run never reaches it. */
export const FUTURE = Timestamp.fromDate(new Date('2099-01-01T09:00:00Z'));

export type Status = 'draft' | 'published' | 'archived';

export interface ContentOptions {
  status?: Status;
  publishAt?: firebase.firestore.Timestamp | null;
  /** Who creates it; also written as updatedBy. */
  by?: string;
  slug?: string;
  /** For businesses and shops. */
  ownerUid?: string | null;
  /** For products. */
  shopId?: string;
  /**
   * For documents: the id the document is written at, which its file's path must name
   * (`documents/{id}/…`, firestore.rules validFile). Default: the id create tests use.
   */
  id?: string;
}

/** The fields every content document has, as stored (fixed timestamps, version 1). */
export function baseFields(options: ContentOptions = {}): DocData {
  const by = options.by ?? UID.editor;
  return {
    slug: options.slug ?? 'summer-fair-2025',
    title: 'Summer fair',
    summary: 'Stalls, music and cake on the green.',
    body: '## Summer fair\n\nCome along.',
    image: {
      path: 'images/summer-fair.jpg',
      url: 'https://example.org/summer-fair.jpg',
      alt: 'Bunting over the green',
      width: 1200,
      height: 800,
    },
    tags: ['fair', 'family'],
    // The list fields every save adds (src/collections/list-fields.ts).
    sortKey: 'summer fair',
    keywords: ['su', 'sum', 'summ', 'summe', 'summer', 'fa', 'fai', 'fair', 'fam', 'fami', 'famil', 'family'],
    status: options.status ?? 'published',
    publishAt: options.publishAt === undefined ? null : options.publishAt,
    createdAt: SEEDED_AT,
    updatedAt: SEEDED_AT,
    createdBy: by,
    updatedBy: by,
    version: 1,
  };
}

const EVENT_FIELDS: DocData = {
  startsAt: Timestamp.fromDate(new Date('2025-07-12T11:00:00Z')),
  endsAt: Timestamp.fromDate(new Date('2025-07-12T16:00:00Z')),
  allDay: false,
  timeZone: 'Europe/London',
  recurrence: { rrule: 'FREQ=YEARLY;BYMONTH=7', exceptions: [PAST] },
  venue: { name: 'The green', address: 'High Street', postcode: 'AB1 2CD', lat: 51.5, lng: -0.12 },
  onlineUrl: null,
  organiser: { collection: 'clubs', id: 'published', name: 'Gardening club' },
  price: { free: false, amountPence: 300, currency: 'GBP' },
  capacity: 200,
  bookingUrl: null,
  category: 'fair',
  accessibility: 'Step-free access.',
  cancelled: false,
};

/** A week of opening hours as the businesses schema has it: closed on Sundays and one bank holiday. */
export const BUSINESS_HOURS: DocData = {
  mon: [{ opens: '08:00', closes: '17:00' }],
  tue: [{ opens: '08:00', closes: '17:00' }],
  wed: [{ opens: '08:00', closes: '17:00' }],
  thu: [
    { opens: '08:00', closes: '12:00' },
    { opens: '13:00', closes: '17:00' },
  ],
  fri: [{ opens: '08:00', closes: '01:00' }],
  sat: [{ opens: '09:00', closes: '13:00' }],
  sun: [],
  exceptions: [{ date: '2026-12-25', ranges: [], note: 'Christmas Day' }],
};

/** A document's file as stored once uploaded (src/collections/fields/document-file.ts), for document `id`. */
export function documentFile(id: string, changes: DocData = {}): DocData {
  return {
    path: `documents/${id}/k2v9x1/safeguarding-policy.pdf`,
    url: `https://firebasestorage.googleapis.com/v0/b/demo-community.appspot.com/o/documents%2F${id}%2Fk2v9x1%2Fsafeguarding-policy.pdf?alt=media&token=1b2c`,
    contentType: 'application/pdf',
    size: 198_020,
    name: 'Safeguarding policy.pdf',
    ...changes,
  };
}

/** The fixture shops' collection options (an order picks one of them, id and label). */
export const SHOP_COLLECTION_OPTIONS = [
  { id: 'saturday-morning', label: 'Saturday 9am–12pm at the stall' },
  { id: 'weekday-evening', label: 'Weekdays after 6pm at the workshop' },
] as const;

/**
 * A type's own fields as its first seeded item has them (the base fields and the list fields aside):
 * the fixtures of a type with no case in ownFields, so a new type is covered once it has seed data.
 */
let seedData: ReturnType<typeof buildSeedData> | undefined;
export function seededOwnFields(collection: ContentCollection): DocData {
  seedData ??= buildSeedData(new Date('2026-11-21T10:00:00Z'));
  const first = seedData.collections[collection]?.[0];
  if (!first) throw new Error(`${collection}: no seed data to make its rules fixtures from.`);
  const base = new Set([...Object.keys(baseFields()), 'id']);
  return Object.fromEntries(Object.entries(first.data as DocData).filter(([key]) => !base.has(key)));
}

/** Own fields per collection (valid): written out where tests need particular values, else seeded ones. */
export function ownFields(collection: ContentCollection, options: ContentOptions = {}): DocData {
  switch (collection) {
    case 'events':
      return { ...EVENT_FIELDS };
    case 'workshops':
      return {
        ...EVENT_FIELDS,
        facilitator: 'A. Potter',
        skillLevel: 'beginner',
        materials: 'Clay provided',
        ageRange: '16+',
      };
    case 'clubs':
      return {
        category: 'gardening',
        meetingPattern: { text: 'Saturdays at ten', rrule: 'FREQ=WEEKLY;BYDAY=SA' },
        venue: { name: 'Allotments', address: 'Mill Lane', postcode: 'AB1 3EF', lat: null, lng: null },
        contact: { email: 'club@example.org', phone: null, website: null },
        membership: {
          fee: { free: false, amountPence: 500, currency: 'GBP' },
          feeNote: 'a year',
          ages: 'All ages',
          howToJoin: 'Come along',
        },
        socialLinks: [],
        logo: null,
      };
    case 'businesses':
      return {
        category: 'cafe',
        address: '1 High Street',
        lat: 51.5,
        lng: -0.12,
        openingHours: { ...BUSINESS_HOURS },
        contact: { email: 'cafe@example.org', phone: '01234 567890', website: null },
        website: 'https://example.org',
        memberOffer: '10% off for members',
        ownerUid: options.ownerUid === undefined ? UID.owner : options.ownerUid,
      };
    case 'committees':
      return {
        purpose: 'Runs the summer fair.',
        members: [{ name: 'Sam', role: 'Chair' }],
        meetingPattern: { text: 'First Monday of the month', rrule: 'FREQ=MONTHLY;BYDAY=1MO' },
        contactEmail: 'fair@example.org',
      };
    case 'organisations':
      return {
        kind: 'charity',
        charityNumber: '1234567',
        contact: { email: 'hello@example.org', phone: null, website: null },
        website: 'https://example.org',
        logo: null,
        // Required by the schema (socialLinksSchema has no default), so by the generated rules too.
        socialLinks: [],
      };
    case 'posts':
      return {
        author: { name: 'Sam', uid: UID.editor },
        publishedAt: PAST,
        category: 'news',
      };
    case 'shops':
      return {
        ownerUid: options.ownerUid === undefined ? UID.owner : options.ownerUid,
        description: 'Hand-made pots.',
        location: 'Stall 4',
        collectionInfo: 'Order by Thursday.\nCollect on Saturday.',
        collectionOptions: [...SHOP_COLLECTION_OPTIONS],
        paymentOptions: ['cash', 'card'],
        contact: { email: 'pots@example.org', phone: null, website: null },
        isOrganisationShop: false,
      };
    case 'products':
      return {
        shopId: options.shopId ?? OWNER_SHOP_ID,
        // The shop's seller, copied onto the product (decision 0022).
        ownerUid: options.shopId === OTHER_SHOP_ID ? UID.otherOwner : UID.owner,
        pricePence: 1200,
        currency: 'GBP',
        stock: 5,
        images: [],
        variants: [{ name: 'Small', pricePence: 800, stock: 2 }],
        category: 'pottery',
      };
    case 'trailStops':
      return {
        order: 1,
        artist: 'R. Painter',
        medium: 'Mural',
        lat: 51.5,
        lng: -0.12,
        what3words: 'filled.count.soap',
        accessibility: 'On the pavement.',
        audio: null,
        transcript: '',
      };
    case 'documents':
      return {
        file: documentFile(options.id ?? contentIds('documents').created),
        category: 'policy',
        date: PAST,
        committeeId: null,
        visibility: 'public',
      };
    case 'pages':
      return {};
    default:
      return seededOwnFields(collection);
  }
}

/** A valid stored content document (version 1, fixed timestamps): for seeding. */
export function storedContent(collection: ContentCollection, options: ContentOptions = {}): DocData {
  return { ...baseFields(options), ...ownFields(collection, options) };
}

/**
 * A valid new content document as a client writes it: version 1, server timestamps, the writer's uid. A new
 * business or shop has no owner unless `options` gives one (only admins choose owners: decision 0024).
 */
export function newContent(collection: ContentCollection, writerUid: string, options: ContentOptions = {}): DocData {
  return {
    ...storedContent(collection, { ownerUid: null, ...options, by: writerUid }),
    status: options.status ?? 'draft',
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
}

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
 * A visitor's or member's list query as the app makes it (src/collections/repository.ts): published,
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

/** A valid update of a seeded (version 1) content document by `writerUid`. */
export function contentUpdate(writerUid: string, changes: DocData = {}): DocData {
  return { title: 'Updated title', version: 2, updatedAt: serverTimestamp(), updatedBy: writerUid, ...changes };
}

export function userDoc(roles: string[], displayName = 'Someone'): DocData {
  return {
    displayName,
    email: `${displayName.toLowerCase().replace(/\W+/g, '.')}@example.org`,
    photoURL: null,
    roles,
    follows: { collections: ['events'], tags: ['gardening'], ids: [] },
    createdAt: SEEDED_AT,
  };
}

/** A new users document as the app writes it at first sign-in. */
export function newUserDoc(roles: string[], email = 'newcomer@example.org'): DocData {
  return { ...userDoc(roles, 'Newcomer'), email, createdAt: serverTimestamp() };
}

/** The email address in the sign-in token of `uid` in the tests. */
export function emailOf(uid: string): string {
  return `${uid}@example.org`;
}

/** The sign-in token of `uid`: an anonymous account has no email; the others `emailOf(uid)`. */
export function tokenOf(uid: string, verified = true): Record<string, unknown> {
  if (uid === UID.anonymous) return { firebase: { sign_in_provider: 'anonymous' } };
  return { email: emailOf(uid), email_verified: verified };
}

export function message(
  createdAt: firebase.firestore.FieldValue | firebase.firestore.Timestamp = serverTimestamp(),
): DocData {
  return {
    name: 'Pat',
    email: 'pat@example.org',
    subject: 'Stall booking',
    body: 'Can I book a stall at the summer fair?',
    consent: true,
    createdAt,
  };
}

/** The sender's throttle document as the contact form writes it with their first message (messageSenders). */
export function firstSender(messageId: string): DocData {
  return { lastSentAt: serverTimestamp(), lastMessageId: messageId, dayStartedAt: serverTimestamp(), dayCount: 1 };
}

/**
 * A message and its sender's throttle document in one write, as the contact form sends them; by default a
 * new id and the sender's first message.
 */
export function sendMessage(
  db: Db,
  uid: string,
  data: DocData,
  { id = db.collection('messages').doc().id, sender = firstSender(id) }: { id?: string; sender?: DocData } = {},
): Promise<void> {
  const batch = db.batch();
  batch.set(db.doc(`messages/${id}`), data);
  batch.set(db.doc(`messageSenders/${uid}`), sender);
  return batch.commit();
}

/** One order line as the basket writes it: the published product's first variant, at its price. */
export function orderLine(changes: DocData = {}): DocData {
  return {
    productId: contentIds('products').published,
    name: 'Pot',
    variant: 'Small',
    quantity: 1,
    pricePence: 800,
    variantIndex: 0,
    ...changes,
  };
}

/** The reference of an order id: its first six characters, upper-cased (contract, issue 14). */
export function orderReference(id: string): string {
  return id.slice(0, 6).toUpperCase();
}

/**
 * A new order as a customer places it (contract, issue 14): every customer has an account (a visitor's
 * is anonymous), so `customerUid` is the uid of whoever writes it. `id` is the document id it is written
 * at (its reference is made from it).
 */
export function newOrder(customerUid: string, id: string, shopId: string = OWNER_SHOP_ID): DocData {
  return {
    shopId,
    reference: orderReference(id),
    items: [orderLine()],
    totals: { itemsPence: 800, totalPence: 800, currency: 'GBP' },
    customer: { name: 'Pat', email: 'pat@example.org', phone: '07700 900000', uid: customerUid },
    collectionOptionId: SHOP_COLLECTION_OPTIONS[0].id,
    collectionLabel: SHOP_COLLECTION_OPTIONS[0].label,
    note: 'Please leave it with the neighbour.\nThank you!',
    consent: true,
    status: 'requested',
    statusTimes: { requested: serverTimestamp() },
    cancelReason: null,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    updatedBy: customerUid,
  };
}

/** An order as stored (fixed times), in `status` with that status's history. */
export function storedOrder(
  customerUid: string,
  id: string,
  shopId: string = OWNER_SHOP_ID,
  status: 'requested' | 'confirmed' | 'ready' | 'collected' | 'cancelled' = 'requested',
): DocData {
  const steps = ['requested', 'confirmed', 'ready', 'collected'];
  const reached = status === 'cancelled' ? ['requested', 'cancelled'] : steps.slice(0, steps.indexOf(status) + 1);
  return {
    ...newOrder(customerUid, id, shopId),
    status,
    statusTimes: Object.fromEntries(reached.map((step) => [step, SEEDED_AT])),
    cancelReason: status === 'cancelled' ? 'Sold out' : null,
    createdAt: SEEDED_AT,
    updatedAt: SEEDED_AT,
  };
}

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
