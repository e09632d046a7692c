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
 * Each content feature owns its demo data (src/features/<feature>/<feature>-seed.mjs), built from the shared
 * helpers in src/collections/seed/; this module puts them together, in order, with the users and settings.
 */

import { ADMIN, DEMO_ACCOUNTS, MEMBER, seedContext } from '../src/collections/seed/seed-context.mjs';
import { businessesSeed } from '../src/features/businesses/businesses-seed.mjs';
import { clubsSeed } from '../src/features/clubs/clubs-seed.mjs';
import { committeesSeed } from '../src/features/committees/committees-seed.mjs';
import { documentsSeed } from '../src/features/documents/documents-seed.mjs';
import { eventsSeed } from '../src/features/events/events-seed.mjs';
import { marketSeed } from '../src/features/market/market-seed.mjs';
import { organisationsSeed } from '../src/features/organisations/organisations-seed.mjs';
import { pagesSeed } from '../src/features/pages/pages-seed.mjs';
import { postsSeed } from '../src/features/posts/posts-seed.mjs';
import { trailSeed } from '../src/features/trail/trail-seed.mjs';

export { DEMO_ACCOUNTS, londonParts, londonTime, TIME_ZONE } from '../src/collections/seed/seed-context.mjs';
export { seedFilePath, seedPdf } from '../src/collections/seed/seed-files.mjs';
export { PAGE_IDS } from '../src/features/pages/pages-seed.mjs';
// Slugs come from the app's own code, so seeded slugs match the editor's; still exported for the seed's users.
export { slugify } from '../src/lib/slug.mjs';

export const PROJECT_ID = 'demo-community';

/** The collections written, in order. */
export const COLLECTIONS = [
  'users',
  'settings',
  'organisations',
  'committees',
  'clubs',
  'businesses',
  'events',
  'workshops',
  'posts',
  'shops',
  'products',
  'trailStops',
  'documents',
  'pages',
  'committeeMembers',
];

/** The content collections of the contract (every document carries the base fields). */
export const CONTENT_COLLECTIONS = COLLECTIONS.filter(
  (name) => name !== 'users' && name !== 'settings' && name !== 'committeeMembers',
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
 * The features' seed functions, in dependency order: each takes the seed context and the collections
 * seeded before it (events point at organisations, committees and clubs; documents at committees) and
 * returns its own collections.
 */
const FEATURE_SEEDS = [
  organisationsSeed,
  committeesSeed,
  clubsSeed,
  businessesSeed,
  eventsSeed,
  postsSeed,
  marketSeed,
  trailSeed,
  documentsSeed,
  pagesSeed,
];

/**
 * Deterministic demo content. `now` anchors every date: one-off events sit in the next four calendar
 * months, a few in the coming days, and recurring series start at their next occurrence after today.
 */
export function buildSeedData(now) {
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) throw new TypeError('buildSeedData needs a valid Date');
  const context = seedContext(now);
  const { ago } = context;
  /** @type {Record<string, { id: string, data: Record<string, unknown> }[]>} */
  const seeded = {};
  for (const seed of FEATURE_SEEDS) Object.assign(seeded, seed(context, seeded));

  // -------------------------------------------------------------------------------------------
  // Users and site settings

  const users = DEMO_ACCOUNTS.map((account, index) => ({
    id: account.uid,
    data: {
      displayName: account.displayName,
      email: account.email,
      photoURL: null,
      roles: [...account.roles],
      follows:
        account.uid === MEMBER.uid
          ? { collections: ['events'], tags: ['running', 'repair', 'gardening'], ids: ['clubs/thornbury-running-club'] }
          : { collections: [], tags: [], ids: [] },
      createdAt: ago(400 - index * 30, 0),
    },
  }));

  const settings = [
    {
      id: 'site',
      data: {
        companyName: 'Thornbury Community Hub',
        // Shape: src/lib/site-settings-schema.ts (empty text means "not given"; dates are YYYY-MM-DD).
        contact: {
          email: 'hello@thornbury-hub.example',
          phone: '01632 960100',
          address: 'Thornbury Town Hall, 35 High Street, Thornbury BS35 2AR',
          openingTimes: 'Monday to Friday: 9am to 1pm\nSaturday: 10am to 12 noon',
        },
        socialLinks: [
          { label: 'Facebook', url: 'https://facebook.example/thornburyhub' },
          { label: 'Instagram', url: 'https://instagram.example/thornburyhub' },
        ],
        announcement: {
          enabled: true,
          text: 'Stall applications for the community fun day are open: clubs and charities go free.',
          url: '/events',
          severity: 'info',
          startsOn: '',
          endsOn: '',
        },
        // 'calendar': new visitors see the season of the day (a visitor's own choice still wins).
        defaultSeason: 'calendar',
        updatedAt: ago(3, 0),
        updatedBy: ADMIN.uid,
      },
    },
  ];
  seeded.users = users;
  seeded.settings = settings;

  const missing = COLLECTIONS.filter((name) => !seeded[name]);
  if (missing.length > 0) throw new Error(`seed data: nothing seeds ${missing.join(', ')}`);
  return {
    accounts: DEMO_ACCOUNTS.map((account) => ({ ...account, roles: [...account.roles] })),
    // In write order (COLLECTIONS), the order the collections have always had here.
    collections: Object.fromEntries(COLLECTIONS.map((name) => [name, seeded[name]])),
  };
}

/** Content collections whose slugs are unique, kept in the slug index (firestore.rules; not pages). */
export const SLUGGED_COLLECTIONS = CONTENT_COLLECTIONS.filter((name) => name !== 'pages');

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
