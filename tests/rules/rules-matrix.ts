/**
 * The rules matrix: every role × collection × operation, with the expected outcome and the request
 * that checks it. Each cell acts on the fixtures (tests/rules/fixtures.ts) as that role would:
 *
 * - content (get, list): the published document; lists are shaped as the app makes them — visitors,
 *   members and owners filter `status == 'published'` and `publishAt` null or past, with a limit
 *   (documents also by visibility),
 *   editors and admins query the whole collection.
 * - content (create, update, delete): a valid new document, a valid update (version + 1, server time,
 *   the writer as updatedBy) of a freshly seeded published one, and its deletion. Businesses and shops
 *   used here belong to the owner, products to the owner's shop.
 * - messages: the seeded message; create is a valid new message with its sender's throttle document (the
 *   sender's first); update changes its subject.
 * - orders: the member's order at the owner's shop; list is the customer's query for members, the
 *   shop's (the owner's shop) for owners and other owners; create is a valid new order by that role for
 *   itself (visitors have no account: the app signs them in anonymously first); update moves it
 *   requested → confirmed.
 * - sellerRequests: the member's request; list is the member's own query (`uid == member`) for everyone
 *   but admins, who list all; create is the role's own pending request; update approves a pending
 *   request (with the shop made for that person in the same batch).
 * - users: the member's account (get, update of displayName); create makes an account for someone
 *   else; delete removes someone else's. (Signing up and escalation are tested separately.)
 * - settings: settings/site; list is a query on the `settings` collection.
 */
import {
  APPROVED_SHOP_ID,
  COLLECTIONS,
  OTHER_COLLECTIONS,
  hasFixedIds,
  PENDING_SELLER_UID,
  approveSellerRequest,
  newSellerRequest,
  storedSellerRequest,
  MEMBER_ORDER_ID,
  MESSAGE_ID,
  MUTATED_MESSAGE_ID,
  MUTATED_ORDER_ID,
  OWNER_SHOP_ID,
  ROLES,
  SEEDED_AT,
  UID,
  contentIds,
  contentUpdate,
  message,
  sendMessage,
  newContent,
  newOrder,
  newUserDoc,
  modularWhere,
  publicList,
  serverTimestamp,
  siteSettings,
  slugIndexPath,
  storedContent,
  storedOrder,
  uidOf,
  userDoc,
  writeContent,
  type CollectionName,
  type ContentCollection,
  type Db,
  type Role,
} from './fixtures';
import { collectionRegistry } from '@/app/collection-registry';
import type { CollectionAccess } from '@/collections/define-collection';

export const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

type Allowed = readonly Role[];
const EVERYONE: Allowed = ROLES;
const ADMINS: Allowed = ['admin'];
const NOBODY: Allowed = [];
const SIGNED_IN: Allowed = ROLES.filter((role) => role !== 'visitor');

const RANK = { member: 1, editor: 2, admin: 3 } as const;

/**
 * A registered type's row, from its manifest's access: who reads, the least role that edits, and the
 * owner (allowed to update their own item, refused everyone else's) for types with an owner field, and
 * to create one when owners create (products).
 * Deleting stays with admins, as for all content.
 */
export function accessRow(access: CollectionAccess): Record<Operation, Allowed> {
  const editors = (['editor', 'admin'] as const).filter((role) => RANK[role] >= RANK[access.edit]);
  const readers: Allowed = access.read === 'public' ? EVERYONE : ['member', 'editor', 'admin', 'owner'];
  return {
    get: readers,
    list: readers,
    create: access.ownersCreate ? [...editors, 'owner'] : editors,
    update: access.ownerField ? [...editors, 'owner'] : editors,
    delete: ADMINS,
  };
}

/** The registry's types: their rows come from their manifests, never written here by hand. */
const REGISTERED = Object.fromEntries(
  collectionRegistry.map((manifest) => [manifest.path, accessRow(manifest.access)]),
);

/** Who may do what. A role not listed is denied. The collections that are not content types are written here. */
export const EXPECTED: Record<CollectionName, Record<Operation, Allowed>> = {
  ...REGISTERED,
  messages: { get: ADMINS, list: ADMINS, create: SIGNED_IN, update: NOBODY, delete: ADMINS },
  orders: {
    get: ['member', 'editor', 'admin', 'owner'],
    list: ['member', 'editor', 'admin', 'owner'],
    create: ROLES.filter((role) => role !== 'visitor'),
    update: ['editor', 'admin', 'owner'],
    delete: ADMINS,
  },
  sellerRequests: {
    get: ['member', 'admin'],
    list: ['member', 'admin'],
    // Members ask (editors and admins count as members, as for members-only documents).
    create: ['member', 'editor', 'admin', 'owner', 'otherOwner'],
    update: ADMINS,
    delete: ADMINS,
  },
  users: { get: ['member', 'admin'], list: ADMINS, create: ADMINS, update: ['member', 'admin'], delete: ADMINS },
  settings: { get: EVERYONE, list: NOBODY, create: ADMINS, update: ADMINS, delete: ADMINS },
} satisfies Record<(typeof OTHER_COLLECTIONS)[number], Record<Operation, Allowed>>;

/** How a cell is exercised: `setup` and `cleanup` run with rules disabled, `run` as the role. */
export interface Scenario {
  setup?: (db: Db) => Promise<void>;
  run: (db: Db) => Promise<unknown>;
  cleanup?: (db: Db) => Promise<void>;
}

export interface Cell {
  role: Role;
  collection: CollectionName;
  operation: Operation;
  allowed: boolean;
  name: string;
  scenario: Scenario;
}

function isEditorRole(role: Role): boolean {
  return role === 'editor' || role === 'admin';
}

/** A content list query as the app makes it for this role. */
export function listContent(db: Db, collection: ContentCollection, role: Role): Promise<unknown> {
  if (isEditorRole(role)) return db.collection(collection).get();
  if (collection !== 'documents') return publicList(db, collection);
  const member = role === 'member' || role === 'owner' || role === 'otherOwner';
  const visibilities = member ? ['public', 'members'] : ['public'];
  return publicList(db, collection, [modularWhere('visibility', 'in', visibilities)]);
}

function docRef(collection: string, id: string) {
  return (db: Db) => db.doc(`${collection}/${id}`);
}

function contentScenario(collection: ContentCollection, operation: Operation, role: Role): Scenario {
  const ids = contentIds(collection);
  const uid = uidOf(role);
  const created = docRef(collection, ids.created);
  const mutated = docRef(collection, ids.mutated);
  // A page's slug is its id (firestore.rules, validPage).
  const slug = (id: string, other: string) => (hasFixedIds(collection) ? id : other);
  const seedMutated = async (db: Db) => {
    await mutated(db).set(storedContent(collection, { slug: slug(ids.mutated, 'mutated-one'), id: ids.mutated }));
  };
  switch (operation) {
    case 'get':
      return { run: (db) => docRef(collection, ids.published)(db).get() };
    case 'list':
      return { run: (db) => listContent(db, collection, role) };
    case 'create':
      return {
        setup: async (db) => {
          await created(db).delete();
          await db.doc(slugIndexPath(collection, 'created-one')).delete();
        },
        run: (db) =>
          writeContent(
            db,
            collection,
            ids.created,
            newContent(collection, uid, { slug: slug(ids.created, 'created-one') }),
          ),
      };
    case 'update':
      return { setup: seedMutated, run: (db) => mutated(db).update(contentUpdate(uid)) };
    case 'delete':
      return { setup: seedMutated, run: (db) => mutated(db).delete() };
  }
}

function messagesScenario(operation: Operation, role: Role): Scenario {
  const seeded = docRef('messages', MUTATED_MESSAGE_ID);
  switch (operation) {
    case 'get':
      return { run: (db) => docRef('messages', MESSAGE_ID)(db).get() };
    case 'list':
      return { run: (db) => db.collection('messages').limit(100).get() };
    case 'create':
      // Its sender's first message: the throttle document is cleared first.
      return {
        setup: (db) => db.doc(`messageSenders/${uidOf(role)}`).delete(),
        run: (db) => sendMessage(db, uidOf(role), message()),
      };
    case 'update':
      return {
        setup: (db) => seeded(db).set(message(SEEDED_AT)),
        run: (db) => seeded(db).update({ subject: 'Changed subject' }),
      };
    case 'delete':
      return { setup: (db) => seeded(db).set(message(SEEDED_AT)), run: (db) => seeded(db).delete() };
  }
}

function ordersScenario(operation: Operation, role: Role): Scenario {
  const seeded = docRef('orders', MUTATED_ORDER_ID);
  const uid = uidOf(role);
  switch (operation) {
    case 'get':
      return { run: (db) => docRef('orders', MEMBER_ORDER_ID)(db).get() };
    case 'list':
      return {
        run: (db) => {
          const orders = db.collection('orders');
          if (role === 'member') return orders.where('customer.uid', '==', UID.member).get();
          if (role === 'owner' || role === 'otherOwner') return orders.where('shopId', '==', OWNER_SHOP_ID).get();
          return (isEditorRole(role) ? orders : orders.limit(100)).get();
        },
      };
    case 'create':
      return {
        run: (db) => {
          const order = db.collection('orders').doc();
          return order.set(newOrder(uid, order.id));
        },
      };
    case 'update':
      return {
        setup: (db) => seeded(db).set(storedOrder(UID.member, MUTATED_ORDER_ID)),
        run: (db) =>
          seeded(db).update({
            status: 'confirmed',
            'statusTimes.confirmed': serverTimestamp(),
            updatedAt: serverTimestamp(),
            updatedBy: uid,
          }),
      };
    case 'delete':
      return {
        setup: (db) => seeded(db).set(storedOrder(UID.member, MUTATED_ORDER_ID)),
        run: (db) => seeded(db).delete(),
      };
  }
}

function sellerRequestsScenario(operation: Operation, role: Role): Scenario {
  const members = docRef('sellerRequests', UID.member);
  const pending = docRef('sellerRequests', PENDING_SELLER_UID);
  const own = docRef('sellerRequests', uidOf(role));
  const seedPending = (db: Db) => pending(db).set(storedSellerRequest(PENDING_SELLER_UID));
  switch (operation) {
    case 'get':
      return { run: (db) => members(db).get() };
    case 'list':
      return {
        run: (db) => {
          const requests = db.collection('sellerRequests');
          return (role === 'admin' ? requests : requests.where('uid', '==', UID.member)).get();
        },
      };
    case 'create':
      return {
        setup: (db) => own(db).delete(),
        run: (db) => own(db).set(newSellerRequest(uidOf(role))),
        cleanup: (db) => own(db).delete(),
      };
    case 'update':
      return {
        setup: async (db) => {
          await seedPending(db);
          await db.doc(`shops/${APPROVED_SHOP_ID}`).delete();
          await db.doc(slugIndexPath('shops', APPROVED_SHOP_ID)).delete();
        },
        run: (db) => approveSellerRequest(db, PENDING_SELLER_UID, APPROVED_SHOP_ID, uidOf(role)),
      };
    case 'delete':
      return { setup: seedPending, run: (db) => pending(db).delete() };
  }
}

function usersScenario(operation: Operation): Scenario {
  const member = docRef('users', UID.member);
  const newcomer = docRef('users', 'newcomer-uid');
  const leaver = docRef('users', 'leaver-uid');
  switch (operation) {
    case 'get':
      return { run: (db) => member(db).get() };
    case 'list':
      return { run: (db) => db.collection('users').get() };
    case 'create':
      return { setup: (db) => newcomer(db).delete(), run: (db) => newcomer(db).set(newUserDoc(['member'])) };
    case 'update':
      return {
        run: (db) => member(db).update({ displayName: 'Renamed member' }),
        cleanup: (db) => member(db).set(userDoc(['member'], 'member')),
      };
    case 'delete':
      return { setup: (db) => leaver(db).set(userDoc(['member'], 'leaver')), run: (db) => leaver(db).delete() };
  }
}

function settingsScenario(operation: Operation): Scenario {
  const site = docRef('settings', 'site');
  const restore = (db: Db) => site(db).set(siteSettings());
  switch (operation) {
    case 'get':
      return { run: (db) => site(db).get() };
    case 'list':
      return { run: (db) => db.collection('settings').get() };
    case 'create':
      return { setup: (db) => site(db).delete(), run: (db) => site(db).set(siteSettings()), cleanup: restore };
    case 'update':
      return { run: (db) => site(db).update({ companyName: 'Renamed Hub' }), cleanup: restore };
    case 'delete':
      return { run: (db) => site(db).delete(), cleanup: restore };
  }
}

export function scenario(collection: CollectionName, operation: Operation, role: Role): Scenario {
  switch (collection) {
    case 'messages':
      return messagesScenario(operation, role);
    case 'orders':
      return ordersScenario(operation, role);
    case 'sellerRequests':
      return sellerRequestsScenario(operation, role);
    case 'users':
      return usersScenario(operation);
    case 'settings':
      return settingsScenario(operation);
    default:
      return contentScenario(collection, operation, role);
  }
}

export function cellName(role: Role, collection: CollectionName, operation: Operation, allowed: boolean): string {
  return `${role} · ${collection} · ${operation} → ${allowed ? 'allowed' : 'denied'}`;
}

/** Every cell, grouped by collection, then operation, then role. */
export const MATRIX: readonly Cell[] = COLLECTIONS.flatMap((collection) =>
  OPERATIONS.flatMap((operation) =>
    ROLES.map((role) => {
      const row = EXPECTED[collection];
      if (!row) throw new Error(`The rules matrix has no row for ${collection}.`);
      const allowed = row[operation].includes(role);
      return {
        role,
        collection,
        operation,
        allowed,
        name: cellName(role, collection, operation, allowed),
        scenario: scenario(collection, operation, role),
      };
    }),
  ),
);
