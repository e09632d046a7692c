import type firebase from 'firebase/compat/app';
import { buildSeedData } from '../../scripts/seed-data.mjs';
import { contentIds, OTHER_SHOP_ID, OWNER_SHOP_ID, type ContentCollection } from './collection-fixtures';
import { SEEDED_AT, serverTimestamp, Timestamp, type DocData } from './fixture-basics';
import { UID } from './people-fixtures';

const PAST = Timestamp.fromDate(new Date('2025-02-01T09:00:00Z'));

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

/** A valid update of a seeded (version 1) content document by `writerUid`. */
export function contentUpdate(writerUid: string, changes: DocData = {}): DocData {
  return { title: 'Updated title', version: 2, updatedAt: serverTimestamp(), updatedBy: writerUid, ...changes };
}
