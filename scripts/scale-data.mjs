#!/usr/bin/env node
/**
 * The seed at a scale: the demo data (scripts/seed-data.mjs) plus generated documents of every content type
 * in the same shape, so that a factor of 100 looks like a town's hub after ten years (issue 26): about
 * 3,300 events over ten years of past, 1,200 clubs, 1,700 products and 10,000 orders. Each generated
 * document is a copy of a seed document of its type with its id, slug, title, summary and dates varied by a
 * seeded pseudo-random generator: the same `now` and factor always give the same data.
 *
 * Generated ids never collide with the seed's, and half of them start with `0` so that they sort before
 * every seed id: a list that reads the first N documents in id order (no orderBy) then misses seed items.
 *
 *   node scripts/scale-data.mjs --factor 10   (npm run seed:scale -- --factor 10)
 *
 * clears the emulators and writes the data set at that factor through the seed's own code (scripts/seed.mjs).
 * The copies are made in scale-documents.mjs, the orders in scale-orders.mjs, from the seeded random numbers
 * of scale-random.mjs. scale-sample.mjs adds a smaller, fixed sample to running emulators without clearing
 * them, for the end-to-end test (tests/e2e/scale.spec.ts), and takes it away again.
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { buildSeedData, CONTENT_COLLECTIONS, PROJECT_ID } from './seed-data.mjs';
import { adjustCopies, generateDocuments, ownShops, spreadProducts } from './scale-documents.mjs';
import { generateOrders } from './scale-orders.mjs';
import { createRandom } from './scale-random.mjs';
import { seed } from './seed.mjs';

/** Orders per unit of factor: none are seeded, so 1× has 100 and 100× has 10,000. */
export const ORDERS_PER_FACTOR = 100;
/** The schema's bound on a trail stop's number (trail-schema.ts): a trail grows only so far. */
const MAX_TRAIL_STOPS = 999;
/** Types generated at the factor: every content type with slugs (pages have fixed ids). */
export const SCALED_COLLECTIONS = CONTENT_COLLECTIONS.filter((name) => name !== 'pages');

/** How many documents of `collection` the data set has at `factor`, given the seed's count. */
export function scaledCount(collection, seedCount, factor) {
  const wanted = seedCount * factor;
  return collection === 'trailStops' ? Math.min(wanted, MAX_TRAIL_STOPS) : wanted;
}

/**
 * The seed at `factor` (a whole number from 1): the seed's documents plus generated ones of every content
 * type, `factor` times the seed's count of each, and ORDERS_PER_FACTOR × factor orders (a collection the
 * seed does not write). Generated committees get their committeeMembers document, as the seed's have.
 */
export function buildScaleData(now, factor, { seedData = buildSeedData(now) } = {}) {
  if (!Number.isInteger(factor) || factor < 1)
    throw new TypeError(`The factor must be a whole number from 1: ${factor}`);
  const random = createRandom(factor * 7919 + 26);
  const taken = new Set();
  for (const collection of Object.keys(seedData.collections)) {
    for (const { id, data } of seedData.collections[collection]) {
      taken.add(id);
      if (typeof data.slug === 'string') taken.add(data.slug);
    }
  }
  const collections = { ...seedData.collections };
  const generated = {};
  for (const collection of SCALED_COLLECTIONS) {
    const sources = seedData.collections[collection] ?? [];
    const count = scaledCount(collection, sources.length, factor) - sources.length;
    if (sources.length === 0 || count <= 0) continue;
    const documents = generateDocuments(collection, sources, count, { now, random, taken });
    adjustCopies(collection, documents, { now, random, seedCount: sources.length });
    generated[collection] = documents;
  }
  if (generated.shops) ownShops(generated.shops);
  const shops = [
    ...(seedData.collections.shops ?? []),
    ...(generated.shops ?? []).map((shop) => ({ ...shop, generated: true })),
  ];
  if (generated.products) spreadProducts(generated.products, shops);
  if (generated.committees) {
    const membersOf = new Map((seedData.collections.committeeMembers ?? []).map((entry) => [entry.id, entry.data]));
    const sources = seedData.collections.committees;
    generated.committeeMembers = generated.committees.map(({ id }, index) => ({
      id,
      data: globalThis.structuredClone(membersOf.get(sources[index % sources.length].id) ?? { memberUids: [] }),
    }));
  }
  for (const [collection, documents] of Object.entries(generated)) {
    collections[collection] = [...(collections[collection] ?? []), ...documents];
  }
  const orders = generateOrders(ORDERS_PER_FACTOR * factor, shops, collections.products ?? [], { now, random });
  collections.orders = orders;
  return { accounts: seedData.accounts, collections };
}

// ---------------------------------------------------------------------------------------------
// Writing

export function emulatorOptions(options = {}) {
  return {
    projectId: options.projectId ?? process.env.GCLOUD_PROJECT ?? PROJECT_ID,
    firestoreHost: options.firestoreHost ?? process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080',
    authHost: options.authHost ?? process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
    storageHost: options.storageHost ?? process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199',
  };
}

/** Clears the emulators and writes the seed at `factor` (scripts/seed.mjs does the writing). */
export function seedAtScale(factor, { now = new Date(), log = console.log, ...options } = {}) {
  return seed({ ...emulatorOptions(options), now, log, build: (at) => buildScaleData(at, factor) });
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const { values } = parseArgs({ options: { factor: { type: 'string', default: '1' } } });
  const factor = Number(values.factor);
  const started = Date.now();
  seedAtScale(factor).then(
    ({ counts, total }) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`Seeded ${total} documents at ${factor}× in ${seconds} s:`);
      console.log(
        Object.entries(counts)
          .map(([name, count]) => `  ${name}: ${count}`)
          .join('\n'),
      );
    },
    (error) => {
      console.error(`Seeding at ${factor}× failed: ${error.message}`);
      process.exitCode = 1;
    },
  );
}
