import { collectionRegistry } from '@/app/collection-registry';

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
