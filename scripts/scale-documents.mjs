import { londonParts, londonTime, seedFilePath, slugify } from './seed-data.mjs';
import { between, DAY_MS, YEAR_DAYS } from './scale-random.mjs';

/** How far back the generated archive reaches. */
export const PAST_YEARS = 10;
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
export function adjustCopies(collection, documents, { now, random, seedCount }) {
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
export function ownShops(shops) {
  shops.forEach(({ id, data }) => {
    if (data.ownerUid !== null) data.ownerUid = `scale-seller-${id}`;
  });
}

/** Generated products belong to the shops (seed and generated) in turn, with each shop's owner. */
export function spreadProducts(products, shops) {
  products.forEach(({ data }, index) => {
    const shop = shops[index % shops.length];
    data.shopId = shop.id;
    data.ownerUid = shop.data.ownerUid;
  });
}
