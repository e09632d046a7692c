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
 * `writeScaleSample` adds a smaller, fixed sample to running emulators without clearing them, for the
 * end-to-end test (tests/e2e/scale.spec.ts); `removeScaleSample` takes it away again.
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import {
  buildSeedData,
  CONTENT_COLLECTIONS,
  londonParts,
  londonTime,
  PROJECT_ID,
  seedFilePath,
  slugify,
  slugIndexDocs,
} from './seed-data.mjs';
import { addListFields, commitBodies, commitWrites, seed } from './seed.mjs';

const DAY_MS = 24 * 60 * 60 * 1000;
const YEAR_DAYS = 365.25;
/** How far back the generated archive reaches. */
export const PAST_YEARS = 10;
/** Orders per unit of factor: none are seeded, so 1× has 100 and 100× has 10,000. */
export const ORDERS_PER_FACTOR = 100;
/** The schema's bound on a trail stop's number (trail-schema.ts): a trail grows only so far. */
const MAX_TRAIL_STOPS = 999;
/** Types generated at the factor: every content type with slugs (pages have fixed ids). */
export const SCALED_COLLECTIONS = CONTENT_COLLECTIONS.filter((name) => name !== 'pages');
const DATED_COLLECTIONS = new Set(['events', 'workshops']);

/** Villages around Thornbury: the generated clubs, shops and businesses are theirs. */
const PLACES = [
  'Alveston',
  'Oldbury',
  'Olveston',
  'Tockington',
  'Rudgeway',
  'Tytherington',
  'Falfield',
  'Rangeworthy',
  'Almondsbury',
  'Aust',
  'Littleton',
  'Elberton',
  'Rockhampton',
  'Shepperdine',
  'Cromhall',
  'Charfield',
  'Wickwar',
  'Iron Acton',
  'Frampton',
  'Winterbourne',
  'Pilning',
  'Severn Beach',
  'Easter Compton',
  'Patchway',
  'Stoke Gifford',
  'Yate',
  'Sodbury',
  'Berkeley',
  'Hill',
  'Kington',
];
const FIRST_NAMES = ['Ada', 'Ben', 'Cara', 'Dev', 'Ellie', 'Farid', 'Grace', 'Huw', 'Isla', 'Jon', 'Kiran', 'Lena'];
const LAST_NAMES = ['Ashton', 'Bevan', 'Clarke', 'Dyer', 'Evans', 'Fry', 'Gough', 'Hale', 'Iles', 'Jones', 'Kemp'];
const ID_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A seeded pseudo-random generator (mulberry32): numbers in [0, 1), the same sequence for the same seed. */
export function createRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (random, list) => list[Math.floor(random() * list.length)];
const between = (random, low, high) => low + Math.floor(random() * (high - low + 1));
const dateKey = (date) => date.toISOString().slice(0, 10);

/** A place's version of a seed title: "Thornbury Running Club" becomes "Alveston Running Club". */
function placedTitle(title, variant) {
  const place = PLACES[variant % PLACES.length];
  const round = Math.floor(variant / PLACES.length);
  const placed = title.includes('Thornbury') ? title.replaceAll('Thornbury', place) : `${place} ${title}`;
  return round === 0 ? placed : `${placed} ${round + 1}`;
}

/** The same London wall-clock time as `source` on the London day of `day`. */
function atTimeOf(source, day) {
  const time = londonParts(source);
  const date = londonParts(day);
  return londonTime(date.year, date.month, date.day, time.hour, time.minute);
}

/**
 * Gives every generated document a unique id and slug: `taken` holds the slugs and ids already used
 * (the seed's first). Even-numbered documents (all with `everyIdFirst`) get an id that sorts before every
 * seed id.
 */
function identify(taken, slugBase, index, { idPrefix, everyIdFirst }) {
  let slug = slugBase;
  for (let round = 2; taken.has(slug); round += 1) slug = `${slugBase}-${round}`;
  taken.add(slug);
  const id = everyIdFirst || index % 2 === 0 ? `${idPrefix}${slug}` : slug;
  if (id !== slug && taken.has(id)) throw new Error(`Generated id ${id} is taken`);
  taken.add(id);
  return { id, slug };
}

/**
 * The dates of generated event number `index` of `count`: one in ten upcoming (spread over the next six
 * months), the rest over the past ten years, evenly. Most are one-off; one past event in twenty is a
 * weekly series that ended, one upcoming event in fifteen a weekly series still running.
 */
function eventDates(source, index, count, now, random) {
  const duration = source.endsAt ? source.endsAt.getTime() - source.startsAt.getTime() : null;
  const upcomingCount = Math.ceil(count / 10);
  const upcoming = index % 10 === 0;
  let day;
  let recurrence = null;
  if (upcoming) {
    const position = (Math.floor(index / 10) + 0.5) / upcomingCount;
    day = new Date(now.getTime() + (1 + position * 180) * DAY_MS);
    if (Math.floor(index / 10) % 15 === 7) recurrence = { rrule: 'FREQ=WEEKLY', exceptions: [] };
  } else {
    const pastIndex = index - Math.floor(index / 10) - 1;
    const position = (pastIndex + 0.5) / (count - upcomingCount);
    day = new Date(now.getTime() - (2 + (1 - position) * PAST_YEARS * YEAR_DAYS) * DAY_MS);
    const weeks = between(random, 6, 12);
    // A series that ended: its last meeting is over before today.
    if (pastIndex % 20 === 3 && day.getTime() + (weeks * 7 + 2) * DAY_MS < now.getTime()) {
      recurrence = { rrule: `FREQ=WEEKLY;COUNT=${weeks}`, exceptions: [] };
    }
  }
  const startsAt = source.allDay ? londonTime(...dayParts(day), 0, 0) : atTimeOf(source.startsAt, day);
  return {
    startsAt,
    endsAt: duration === null ? null : new Date(startsAt.getTime() + duration),
    recurrence,
    cancelled: !upcoming && index % 50 === 17,
  };
}

function dayParts(day) {
  const parts = londonParts(day);
  return [parts.year, parts.month, parts.day];
}

/**
 * `count` documents of `collection` copied from `sources` (its seed documents, taken in turn), each with
 * a new id, slug and title, and its dates moved. `taken` collects ids and slugs (seed ones first).
 */
export function generateDocuments(
  collection,
  sources,
  count,
  { now, random, taken, idPrefix = '0', everyIdFirst = false, titleOf },
) {
  const documents = [];
  for (let index = 0; index < count; index += 1) {
    const source = sources[index % sources.length].data;
    const variant = Math.floor(index / sources.length);
    const data = globalThis.structuredClone(source);
    const createdAt = new Date(now.getTime() - between(random, 30, Math.floor(3 * YEAR_DAYS)) * DAY_MS);
    data.createdAt = createdAt;
    data.updatedAt = new Date(createdAt.getTime() + between(random, 0, 20) * DAY_MS);
    let slugBase;
    if (DATED_COLLECTIONS.has(collection)) {
      Object.assign(data, eventDates(source, index, count, now, random));
      data.title = titleOf?.(source, index) ?? source.title;
      slugBase = `${slugify(data.title)}-${dateKey(data.startsAt)}`;
      // Made some weeks before it happened, changed last about then.
      data.createdAt = new Date(Math.min(now.getTime(), data.startsAt.getTime() - between(random, 14, 90) * DAY_MS));
      data.updatedAt = new Date(Math.min(now.getTime(), data.createdAt.getTime() + between(random, 0, 10) * DAY_MS));
    } else {
      data.title = titleOf?.(source, index) ?? placedTitle(source.title, variant);
      slugBase = slugify(data.title);
    }
    if (data.summary.includes('Thornbury') && !titleOf) {
      const summary = data.summary.replaceAll('Thornbury', PLACES[variant % PLACES.length]);
      if (summary.length <= 280) data.summary = summary;
    }
    const { id, slug } = identify(taken, slugBase, index, { idPrefix, everyIdFirst });
    data.slug = slug;
    documents.push({ id, data });
  }
  return documents;
}

/** Type-specific fields a copy must not share with its source (numbers, files, places, dates). */
function adjustCopies(collection, documents, { now, random, seedCount }) {
  documents.forEach(({ id, data }, index) => {
    if (collection === 'trailStops') data.order = seedCount + index + 1;
    if (collection === 'documents') {
      data.file = { ...data.file, path: seedFilePath(id, data.file.name), url: '' };
      data.date = new Date(now.getTime() - between(random, 1, Math.floor(PAST_YEARS * YEAR_DAYS)) * DAY_MS);
    }
    if (collection === 'posts' && data.publishedAt) {
      data.publishedAt = new Date(now.getTime() - between(random, 1, Math.floor(PAST_YEARS * YEAR_DAYS)) * DAY_MS);
      data.createdAt = new Date(data.publishedAt.getTime() - DAY_MS);
      data.updatedAt = data.publishedAt;
    }
    if (collection === 'businesses' && typeof data.lat === 'number') {
      data.lat = Number((data.lat + (random() - 0.5) * 0.2).toFixed(4));
      data.lng = Number((data.lng + (random() - 0.5) * 0.2).toFixed(4));
    }
  });
}

/** Shops of the generated sellers: accounts that do not exist, so no demo seller runs more than their own. */
function ownShops(shops) {
  shops.forEach(({ id, data }) => {
    if (data.ownerUid !== null) data.ownerUid = `scale-seller-${id}`;
  });
}

/** Generated products belong to the shops (seed and generated) in turn, with each shop's owner. */
function spreadProducts(products, shops) {
  products.forEach(({ data }, index) => {
    const shop = shops[index % shops.length];
    data.shopId = shop.id;
    data.ownerUid = shop.data.ownerUid;
  });
}

const orderId = (random, sortsFirst) => {
  const letters = Array.from({ length: 20 }, () => pick(random, ID_LETTERS)).join('');
  return sortsFirst ? `0${letters.slice(1)}` : letters;
};

/**
 * One order in the contract's shape (src/features/market/order-schema.ts) for `shop`, its lines from the
 * shop's `products` at their prices now, placed at `createdAt` and moved along to `status`.
 */
export function makeOrder({ id, shop, products, createdAt, status, customer, random }) {
  const lineCount = Math.min(products.length, between(random, 1, 3));
  const chosen = [...products].sort(() => random() - 0.5).slice(0, lineCount);
  const items = chosen.map(({ id: productId, data: product }) => {
    const variantIndex = product.variants.length ? between(random, 0, product.variants.length - 1) : 0;
    const option = product.variants.length ? product.variants[variantIndex] : null;
    return {
      productId,
      name: product.title,
      variant: option ? option.name : '',
      quantity: between(random, 1, 3),
      pricePence: option ? option.pricePence : product.pricePence,
      variantIndex,
    };
  });
  const total = items.reduce((sum, line) => sum + line.quantity * line.pricePence, 0);
  const steps = ['requested', 'confirmed', 'ready', 'collected'];
  const statusTimes = {};
  const reached = status === 'cancelled' ? ['requested', 'cancelled'] : steps.slice(0, steps.indexOf(status) + 1);
  reached.forEach((step, index) => (statusTimes[step] = new Date(createdAt.getTime() + index * 6 * 60 * 60 * 1000)));
  const collection = shop.data.collectionOptions[0] ?? { id: '', label: '' };
  return {
    id,
    data: {
      shopId: shop.id,
      reference: id.slice(0, 6).toUpperCase(),
      items,
      totals: { itemsPence: total, totalPence: total, currency: 'GBP' },
      customer: { ...customer, phone: null },
      collectionOptionId: collection.id,
      collectionLabel: collection.label,
      note: '',
      consent: true,
      status,
      statusTimes,
      cancelReason: status === 'cancelled' ? 'The customer could not come that week' : null,
      ...(status === 'requested' || status === 'cancelled' ? {} : { stockTaken: true }),
      createdAt,
      updatedAt: statusTimes[reached.at(-1)],
      updatedBy: status === 'requested' ? customer.uid : (shop.data.ownerUid ?? 'demo-admin'),
    },
  };
}

function customerOf(index) {
  const first = FIRST_NAMES[index % FIRST_NAMES.length];
  const last = LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length];
  return {
    name: `${first} ${last}`,
    email: `${first}.${last}.${index}@mail.example`.toLowerCase(),
    uid: `scale-customer-${index}`,
  };
}

/**
 * `count` orders over the past three years, evenly, at the published shops with published products (half
 * at the seed's shops): most collected, one in twenty cancelled, the last fortnight's still open.
 */
function generateOrders(count, shops, products, { now, random }) {
  const open = shops.filter((shop) => shop.data.status === 'published');
  const stock = new Map(open.map((shop) => [shop.id, []]));
  for (const product of products) {
    if (product.data.status === 'published' && product.data.publishAt === null)
      stock.get(product.data.shopId)?.push(product);
  }
  const seedShops = open.filter((shop) => !shop.generated && stock.get(shop.id).length > 0);
  const otherShops = open.filter((shop) => shop.generated && stock.get(shop.id).length > 0);
  const orders = [];
  const ids = new Set();
  for (let index = 0; index < count; index += 1) {
    const pool = otherShops.length > 0 && index % 2 === 1 ? otherShops : seedShops;
    const shop = pick(random, pool);
    const age = (1 - (index + 0.5) / count) * 3 * YEAR_DAYS;
    const createdAt = new Date(now.getTime() - (age + 0.1) * DAY_MS);
    const fresh = age < 14;
    const status = fresh
      ? pick(random, ['requested', 'confirmed', 'ready'])
      : index % 20 === 9
        ? 'cancelled'
        : 'collected';
    let id = orderId(random, index % 2 === 0);
    while (ids.has(id)) id = orderId(random, index % 2 === 0);
    ids.add(id);
    const order = makeOrder({
      id,
      shop,
      products: stock.get(shop.id),
      createdAt,
      status,
      customer: customerOf(index),
      random,
    });
    orders.push(order);
  }
  return orders;
}

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

function emulatorOptions(options = {}) {
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
