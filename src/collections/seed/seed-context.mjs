/**
 * What every feature's seed data (src/features/<feature>/<feature>-seed.mjs) is built from: the demo
 * accounts, London wall-clock times, the shared builders (paragraphs, money, contact details, venues,
 * references) and `seedContext(now)`, the date helpers and base fields bound to the moment of the seed.
 * Plain JavaScript, so the seed script (scripts/seed-data.mjs, plain Node) runs it as it is.
 */

import { slugify } from '../../lib/slug.mjs';
import { LONDON_TIME_ZONE, zonedParts, zonedWallClockToInstant } from '../../lib/time-zones.mjs';

export const TIME_ZONE = LONDON_TIME_ZONE;

export const DEMO_ACCOUNTS = [
  {
    uid: 'demo-admin',
    email: 'admin@thornbury-hub.test',
    password: 'demo-admin-pass',
    displayName: 'Margaret Hale',
    roles: ['member', 'editor', 'admin'],
  },
  {
    uid: 'demo-editor',
    email: 'editor@thornbury-hub.test',
    password: 'demo-editor-pass',
    displayName: 'Tom Ashby',
    roles: ['member', 'editor'],
  },
  {
    uid: 'demo-member',
    email: 'member@thornbury-hub.test',
    password: 'demo-member-pass',
    displayName: 'Priya Shah',
    roles: ['member'],
  },
  // A second market seller, so the tests can show sellers never see each other's shops or orders.
  {
    uid: 'demo-seller',
    email: 'seller@thornbury-hub.test',
    password: 'demo-seller-pass',
    displayName: 'Owen Pritchard',
    roles: ['member'],
  },
];

export const [ADMIN, EDITOR, MEMBER, SELLER] = DEMO_ACCOUNTS;

export const DAY_MS = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// Time helpers: Europe/London wall-clock times, worked out by the app's own code (src/lib/time-zones.mjs).

/**
 * The wall-clock fields of `date` in London (month 1–12, weekday 0 = Sunday).
 * @param {Date} date
 */
export function londonParts(date) {
  return zonedParts(date, TIME_ZONE);
}

/**
 * The instant of a London wall-clock time. Month is 1-based; out-of-range days and months roll over
 * (day 32 of January is 1 February), as with Date.UTC.
 * @param {number} year
 * @param {number} month
 * @param {number} day
 */
export function londonTime(year, month, day, hour = 0, minute = 0) {
  return zonedWallClockToInstant({ year, month, day, hour, minute }, TIME_ZONE);
}

export function addMinutes(date, minutes) {
  return new Date(date.getTime() + minutes * 60 * 1000);
}

// ---------------------------------------------------------------------------------------------
// Builders

export function paragraphs(...texts) {
  return texts.join('\n\n');
}

export const VENUES = {
  townHall: {
    name: 'Thornbury Town Hall',
    address: '35 High Street, Thornbury',
    postcode: 'BS35 2AR',
    lat: 51.6096,
    lng: -2.5253,
  },
  stMarysHall: {
    name: "St Mary's Church Hall",
    address: 'Castle Street, Thornbury',
    postcode: 'BS35 1HA',
    lat: 51.6139,
    lng: -2.5296,
  },
  armstrongHall: {
    name: 'The Armstrong Hall',
    address: 'Chapel Street, Thornbury',
    postcode: 'BS35 2BJ',
    lat: 51.6085,
    lng: -2.5262,
  },
  castleCourt: {
    name: 'Castle Court',
    address: 'Castle Court, St Mary Street, Thornbury',
    postcode: 'BS35 2AQ',
    lat: 51.6101,
    lng: -2.5241,
  },
  mundy: {
    name: 'Mundy Playing Fields',
    address: 'Kington Lane, Thornbury',
    postcode: 'BS35 1NA',
    lat: 51.6162,
    lng: -2.5319,
  },
  library: {
    name: 'Thornbury Library',
    address: 'St Mary Centre, Thornbury',
    postcode: 'BS35 2AB',
    lat: 51.6098,
    lng: -2.5238,
  },
  thePlain: {
    name: 'The Plain',
    address: 'The Plain, High Street, Thornbury',
    postcode: 'BS35 2AG',
    lat: 51.6112,
    lng: -2.5262,
  },
  leisureCentre: {
    name: 'Thornbury Leisure Centre',
    address: 'Alveston Hill, Thornbury',
    postcode: 'BS35 3JB',
    lat: 51.6041,
    lng: -2.5189,
  },
  bowlsGreen: {
    name: 'Thornbury Bowls Club green',
    address: 'Eastbury Road, Thornbury',
    postcode: 'BS35 1DR',
    lat: 51.6077,
    lng: -2.5216,
  },
  oldForge: {
    name: 'The Old Forge Pottery',
    address: 'Gloucester Road, Thornbury',
    postcode: 'BS35 1DQ',
    lat: 51.6152,
    lng: -2.5217,
  },
};

/** A money field (src/collections/fields/money.ts): pence, free when 0. */
export function money(pence) {
  return { free: pence === 0, amountPence: pence, currency: 'GBP' };
}

/** Contact details, deliberately unreal: addresses on the reserved `.example` domain. */
export function contact(local, domain, phone, { website = true } = {}) {
  return {
    email: `${local}@${domain}.example`,
    phone,
    website: website ? `https://${domain}.example` : null,
  };
}

/**
 * A reference to a seeded document, `{ collection, id, name }`, found by its id (its slug) in `list`.
 * @param {string} collection
 * @param {{ id: string, data: { title: string } }[]} list
 * @param {string} slug
 */
export function ref(collection, list, slug) {
  const found = list.find((entry) => entry.id === slug);
  if (!found) throw new Error(`seed data: no ${collection}/${slug}`);
  return { collection, id: found.id, name: found.data.title };
}

// ---------------------------------------------------------------------------------------------
// The context

/**
 * The date helpers and builders of one seed, bound to `now`: `now` to the minute (`nowMinute`), today's
 * London date (`today`), `ago`, `inMonth`, `inDays`, `nextWeekday`, `nextFirstWeekdayOfMonth`,
 * `sameTimeDaysLater`, and the base fields (`base`) and `{ id, data }` wrapper (`doc`) of a document.
 * @param {Date} now
 */
export function seedContext(now) {
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) throw new TypeError('seedContext needs a valid Date');
  const nowMinute = new Date(Math.floor(now.getTime() / 60000) * 60000);
  const today = londonParts(now);
  const ago = (days, minutes = 0) => new Date(nowMinute.getTime() - days * DAY_MS - minutes * 60000);

  /** In month `offset` after the current one (1 = next month), on `day`, at a London time. */
  const inMonth = (offset, day, hour = 0, minute = 0) =>
    londonTime(today.year, today.month + offset, day, hour, minute);
  /** `days` after today (London calendar), at a London time. */
  const inDays = (days, hour = 0, minute = 0) => londonTime(today.year, today.month, today.day + days, hour, minute);
  /** The next date strictly after today that falls on `weekday` (0 = Sunday), at a London time. */
  const nextWeekday = (weekday, hour, minute = 0) => {
    const ahead = (weekday - today.weekday + 7) % 7 || 7;
    return inDays(ahead, hour, minute);
  };
  /** The next first-`weekday`-of-the-month strictly after today. */
  const nextFirstWeekdayOfMonth = (weekday, hour, minute = 0) => {
    for (let offset = 0; ; offset += 1) {
      const day = 1 + ((weekday - londonParts(inMonth(offset, 1, 12)).weekday + 7) % 7);
      if (offset > 0 || day > today.day) return inMonth(offset, day, hour, minute);
    }
  };
  /** The same London wall-clock time `days` later (safe across the clock changes). */
  const sameTimeDaysLater = (date, days) => {
    const p = londonParts(date);
    return londonTime(p.year, p.month, p.day + days, p.hour, p.minute);
  };

  /** The base fields of the contract, by the admin, version 1. */
  const base = ({ title, slug = slugify(title), summary, body, tags, status = 'published', publishAt = null, age }) => {
    const [createdDays, updatedDays] = age ?? [60, 30];
    return {
      slug,
      title,
      summary,
      body,
      image: null,
      tags,
      status,
      publishAt,
      createdAt: ago(createdDays, 17),
      updatedAt: ago(updatedDays, 5),
      createdBy: ADMIN.uid,
      updatedBy: ADMIN.uid,
      version: 1,
    };
  };

  const doc = (data) => ({ id: data.slug, data });

  return {
    nowMinute,
    today,
    ago,
    inMonth,
    inDays,
    nextWeekday,
    nextFirstWeekdayOfMonth,
    sameTimeDaysLater,
    base,
    doc,
  };
}

/** @typedef {ReturnType<typeof seedContext>} SeedContext */

/** @typedef {{ id: string, data: Record<string, unknown> }} SeedDocument */

/**
 * What one feature (or domain) adds to the demo data: the `seedPart` export of its
 * `<folder>-seed.mjs`, found by scripts/seed-parts.mjs (no list of features anywhere).
 * @typedef {object} SeedPart
 * @property {string[]} writes the collections `build` returns, in the order they are written
 * @property {string[]} [needs] collections other parts write that `build` reads (it runs after them)
 * @property {string[]} [notContent] of `writes`, those whose documents are not content (no base fields,
 *   outside the data contract), such as a list of accounts
 * @property {string[]} [fixedIds] of `writes`, content whose ids are fixed names, not slugs (no slug index)
 * @property {(context: SeedContext, seeded: Record<string, SeedDocument[]>) => Record<string, SeedDocument[]>} build
 */
