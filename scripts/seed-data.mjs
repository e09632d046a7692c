/**
 * Demo content for the emulators: a believable Thornbury, built as plain data (timestamps are JS Dates;
 * scripts/seed.mjs converts and writes them). Deterministic: the same `now` always gives the same data.
 * Every content document follows docs/decisions/0009-firestore-data-contract.md: all base fields,
 * `version: 1`, created/updated by the demo admin. Event dates are placed relative to the current
 * month (and to today for the next few days), so the calendar always has things coming up.
 *
 * Contact details are deliberately unreal: e-mail and web addresses use the reserved `.example`
 * domain, phone numbers come from Ofcom's range for drama (01632 960xxx, 07700 900xxx).
 *
 * Each feature and domain owns its demo data: its `<folder>-seed.mjs` exports a `seedPart`, built from the
 * shared helpers in src/collections/seed/. scripts/seed-parts.mjs finds them by file name and orders them;
 * this module runs them and checks each returns what it says it writes.
 */

import { DEMO_ACCOUNTS, seedContext } from '../src/collections/seed/seed-context.mjs';
import { findSeedParts, orderSeedParts } from './seed-parts.mjs';

export { DEMO_ACCOUNTS, londonParts, londonTime, TIME_ZONE } from '../src/collections/seed/seed-context.mjs';
export { seedFilePath, seedPdf } from '../src/collections/seed/seed-files.mjs';
export { PAGE_IDS } from '../src/features/pages/pages-seed.mjs';
// Slugs come from the app's own code, so seeded slugs match the editor's; still exported for the seed's users.
export { slugify } from '../src/lib/slug.mjs';

export const PROJECT_ID = 'demo-community';

/** The domains' and features' seed parts (each folder's `<folder>-seed.mjs`), in running order. */
export const SEED_PARTS = orderSeedParts(await findSeedParts());

/** The collections written, in order. */
export const COLLECTIONS = SEED_PARTS.flatMap((part) => part.writes);

/** The content collections of the contract (every document carries the base fields). */
export const CONTENT_COLLECTIONS = SEED_PARTS.flatMap((part) =>
  part.writes.filter((name) => !(part.notContent ?? []).includes(name)),
);

export const BASE_FIELDS = [
  'slug',
  'title',
  'summary',
  'body',
  'image',
  'tags',
  'status',
  'publishAt',
  'createdAt',
  'updatedAt',
  'createdBy',
  'updatedBy',
  'version',
];

/**
 * Deterministic demo content. `now` anchors every date: one-off events sit in the next four calendar
 * months, a few in the coming days, and recurring series start at their next occurrence after today.
 * `parts` (in running order) are the seed parts; a test may pass more.
 */
export function buildSeedData(now, parts = SEED_PARTS) {
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) throw new TypeError('buildSeedData needs a valid Date');
  const context = seedContext(now);
  /** @type {Record<string, { id: string, data: Record<string, unknown> }[]>} */
  const seeded = {};
  for (const part of parts) {
    // Each part sees only what it says it needs, so an undeclared dependency fails here, not by chance of order.
    const needed = Object.fromEntries((part.needs ?? []).map((name) => [name, seeded[name]]));
    const written = part.build(context, needed);
    const returned = Object.keys(written).sort().join(', ');
    if (returned !== [...part.writes].sort().join(', ')) {
      throw new Error(`seed data: ${part.folder} says it writes ${part.writes.join(', ')} but returned ${returned}`);
    }
    Object.assign(seeded, written);
  }
  return {
    accounts: DEMO_ACCOUNTS.map((account) => ({ ...account, roles: [...account.roles] })),
    // In write order: each part's collections after those it reads.
    collections: Object.fromEntries(parts.flatMap((part) => part.writes).map((name) => [name, seeded[name]])),
  };
}

/** Content collections whose slugs are unique, kept in the slug index (firestore.rules): not those with fixed ids. */
export const SLUGGED_COLLECTIONS = SEED_PARTS.flatMap((part) =>
  part.writes.filter((name) => CONTENT_COLLECTIONS.includes(name) && !(part.fixedIds ?? []).includes(name)),
);

/**
 * The slug index entries for a built data set: `slugs/{collection}/taken/{slug}` = `{ id }` for every
 * document of a slugged collection, as the app writes them beside each save (docs/decisions/0013).
 */
export function slugIndexDocs(data) {
  return SLUGGED_COLLECTIONS.flatMap((collection) =>
    (data.collections[collection] ?? []).map(({ id, data: fields }) => ({
      path: `slugs/${collection}/taken/${fields.slug}`,
      data: { id },
    })),
  );
}

/** `{ collection: count }` for a built data set, in write order. */
export function countDocuments(data) {
  return Object.fromEntries(COLLECTIONS.map((name) => [name, data.collections[name]?.length ?? 0]));
}
