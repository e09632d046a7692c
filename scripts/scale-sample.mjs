import { buildSeedData, slugIndexDocs } from './seed-data.mjs';
import { emulatorOptions } from './scale-data.mjs';
import { generateDocuments } from './scale-documents.mjs';
import { makeOrder, orderId } from './scale-orders.mjs';
import { createRandom, DAY_MS, YEAR_DAYS } from './scale-random.mjs';
import { addListFields, commitBodies, commitWrites } from './seed.mjs';

/** The e2e sample's sizes: past events and clubs past the 500 a list used to read unordered. */
export const SAMPLE_SIZES = { pastEvents: 600, clubs: 600, olderOrders: 300 };
const SAMPLE_EVENT_TITLE = 'Archive evening';
const SAMPLE_CLUB_TITLE = 'Zenith Club';

/**
 * The e2e sample, built but not written: SAMPLE_SIZES.pastEvents published events that ended over a year
 * ago, SAMPLE_SIZES.clubs published clubs, and SAMPLE_SIZES.olderOrders collected orders at the seller's
 * shop (the demo member's Castle Street Bakery Pantry) plus one order newer than any other. Every event and
 * club id starts with `0` (before every seed id), while their titles sort after the seed's and their
 * dates are older, so that in any order the app shows (by title, date or newest change) they come after
 * the seed's items and other tests on the same emulators see their lists as before. `runId` keeps the ids
 * of two runs apart.
 */
export function buildScaleSample(now, { runId = 'e2e', sizes = SAMPLE_SIZES } = {}) {
  const seedData = buildSeedData(now);
  const random = createRandom(4242);
  const taken = new Set();
  for (const documents of Object.values(seedData.collections)) for (const { id } of documents) taken.add(id);
  const pad = (index) => String(index + 1).padStart(4, '0');
  /** Published seed documents copied under one title and a number, every id sorting first. */
  const numbered = (collection, sources, count, title) =>
    generateDocuments(collection, sources, count, {
      now,
      random,
      taken,
      idPrefix: `0${runId}-`,
      everyIdFirst: true,
      titleOf: (_source, index) => `${title} ${pad(index)}`,
    });
  const published = (collection) => seedData.collections[collection].filter(({ data }) => data.status === 'published');
  const oneOff = published('events').filter(({ data }) => !data.recurrence);
  const events = numbered('events', oneOff, sizes.pastEvents * 10, SAMPLE_EVENT_TITLE)
    // Only the past ones (nine in ten), and only those over a year ago: outside every list of recent events.
    .filter(({ data }) => data.startsAt.getTime() < now.getTime() - 400 * DAY_MS && data.recurrence === null)
    .slice(0, sizes.pastEvents);
  const clubs = numbered('clubs', published('clubs'), sizes.clubs, SAMPLE_CLUB_TITLE);
  const longAgo = new Date(now.getTime() - 4 * YEAR_DAYS * DAY_MS);
  for (const { data } of clubs) Object.assign(data, { createdAt: longAgo, updatedAt: longAgo });
  const shop = seedData.collections.shops.find(({ id }) => id === 'castle-street-bakery-pantry');
  const products = seedData.collections.products.filter(
    ({ data }) => data.shopId === shop.id && data.status === 'published' && data.publishAt === null,
  );
  const customer = { name: 'Scale Test Customer', email: 'scale.customer@mail.example', uid: 'e2e-scale-customer' };
  const orders = [];
  for (let index = 0; index < sizes.olderOrders; index += 1) {
    const createdAt = new Date(now.getTime() - (30 + index) * DAY_MS);
    orders.push(
      makeOrder({
        id: `0${runId}${orderId(random, false)}`.slice(0, 20),
        shop,
        products,
        createdAt,
        status: 'collected',
        customer,
        random,
      }),
    );
  }
  // Dated a little ahead, so that an order another test places meanwhile is still older than this one.
  const newestOrder = makeOrder({
    id: `z${runId}${orderId(random, false)}`.slice(0, 20),
    shop,
    products,
    createdAt: new Date(now.getTime() + 60 * 60 * 1000),
    status: 'requested',
    customer,
    random,
  });
  orders.push(newestOrder);
  return { collections: { events, clubs, orders }, newestOrder };
}

/**
 * Writes the e2e sample (buildScaleSample) into running emulators WITHOUT clearing them, with the list
 * fields every save adds, and returns what it wrote: `{ events, clubs, orders, newestOrder }` (each
 * `{ id, data }`) and the `paths` written (for removeScaleSample).
 */
export async function writeScaleSample({ now = new Date(), runId = 'e2e', sizes, ...options } = {}) {
  const { projectId, firestoreHost } = emulatorOptions(options);
  const sample = buildScaleSample(now, { runId, sizes });
  const collections = await addListFields(sample.collections);
  const data = { collections };
  await commitWrites(commitBodies(data, projectId), { projectId, firestoreHost });
  const paths = [
    ...Object.entries(collections).flatMap(([collection, documents]) =>
      documents.map(({ id }) => `${collection}/${id}`),
    ),
    ...slugIndexDocs(data).map(({ path }) => path),
  ];
  return { ...collections, newestOrder: sample.newestOrder, paths };
}

/** Deletes what writeScaleSample wrote (its `paths`). */
export async function removeScaleSample({ paths }, options = {}) {
  const { projectId, firestoreHost } = emulatorOptions(options);
  const root = `projects/${projectId}/databases/(default)/documents`;
  const bodies = [];
  for (let start = 0; start < paths.length; start += 400) {
    bodies.push({ writes: paths.slice(start, start + 400).map((path) => ({ delete: `${root}/${path}` })) });
  }
  await commitWrites(bodies, { projectId, firestoreHost });
}
