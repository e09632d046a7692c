import { describe, expect, it } from 'vitest';
import {
  BASE_FIELDS,
  buildSeedData,
  COLLECTIONS,
  CONTENT_COLLECTIONS,
  countDocuments,
  DEMO_ACCOUNTS,
  londonParts,
  londonTime,
  PAGE_IDS,
  slugify,
  slugIndexDocs,
  SLUGGED_COLLECTIONS,
} from './seed-data.mjs';
import { commitBodies, toFirestoreFields, toFirestoreValue } from './seed.mjs';

const NOW = new Date('2026-05-14T10:23:45.678Z');
// Awkward moments: month ends, year end, both clock changes, a leap day.
const MOMENTS = [
  NOW,
  new Date('2026-01-01T00:00:00Z'),
  new Date('2026-03-28T23:30:00Z'),
  new Date('2026-10-25T00:30:00Z'),
  new Date('2026-12-31T23:59:59Z'),
  new Date('2028-02-29T18:00:00Z'),
  new Date('2026-11-30T23:00:00Z'),
  new Date('2026-03-16T12:00:00Z'), // the choir's exception falls after the clocks go forward
  new Date('2026-10-19T12:00:00Z'), // ... and after they go back
];

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const RRULE =
  /^FREQ=(DAILY|WEEKLY|MONTHLY|YEARLY)(;(INTERVAL=\d+|COUNT=\d+|UNTIL=\d{8}(T\d{6}Z?)?|BYDAY=([+-]?\d?(MO|TU|WE|TH|FR|SA|SU))(,[+-]?\d?(MO|TU|WE|TH|FR|SA|SU))*|BYMONTHDAY=-?\d+(,-?\d+)*|BYMONTH=\d+(,\d+)*))*$/;
const ADMIN_UID = DEMO_ACCOUNTS[0].uid;
const MEMBER_UID = DEMO_ACCOUNTS[2].uid;
const MINIMUMS = {
  events: 30,
  workshops: 6,
  clubs: 10,
  businesses: 12,
  committees: 4,
  organisations: 6,
  posts: 10,
  shops: 2,
  products: 15,
  trailStops: 10,
  documents: 8,
  pages: 5,
  users: 3,
  settings: 1,
};

const data = buildSeedData(NOW);
const all = (name, seedData = data) => seedData.collections[name].map((entry) => entry.data);
const isDate = (value) => value instanceof Date && !Number.isNaN(value.getTime());
const isStringOfLength = (value, min, max) => typeof value === 'string' && value.length >= min && value.length <= max;
const isNullableString = (value) => value === null || typeof value === 'string';
const isNullableNumber = (value) => value === null || (typeof value === 'number' && Number.isFinite(value));

/** The end of the fourth calendar month after the current one, in London. */
function endOfFourthMonth(now) {
  const { year, month } = londonParts(now);
  return londonTime(year, month + 5, 1);
}

describe('counts', () => {
  it('meets the minimum for every collection', () => {
    const counts = countDocuments(data);
    for (const [name, minimum] of Object.entries(MINIMUMS)) expect(counts[name], name).toBeGreaterThanOrEqual(minimum);
    expect(Object.keys(counts)).toEqual(COLLECTIONS);
  });
});

describe('slugs and ids', () => {
  it('are valid and unique per collection; content ids equal their slugs', () => {
    for (const name of CONTENT_COLLECTIONS) {
      const entries = data.collections[name];
      const slugs = entries.map((entry) => entry.data.slug);
      expect(new Set(slugs).size, `${name} slugs unique`).toBe(slugs.length);
      expect(new Set(entries.map((entry) => entry.id)).size, `${name} ids unique`).toBe(entries.length);
      for (const entry of entries) {
        expect(entry.data.slug, `${name}/${entry.id}`).toMatch(SLUG);
        expect(entry.data.slug.length).toBeLessThanOrEqual(96);
        expect(entry.id).toBe(entry.data.slug);
      }
    }
  });

  it('slugify makes contract-valid slugs', () => {
    expect(slugify('Knit & Natter')).toBe('knit-and-natter');
    expect(slugify('St Mary’s Church Hall')).toBe('st-marys-church-hall');
    expect(slugify('  Café — Crème brûlée!  ')).toBe('cafe-creme-brulee');
    expect(slugify('x'.repeat(200))).toHaveLength(96);
  });

  it('the slug index has one entry per slugged document, naming it (pages have fixed ids, no entry)', () => {
    const entries = slugIndexDocs(data);
    const expected = SLUGGED_COLLECTIONS.flatMap((name) =>
      data.collections[name].map((entry) => ({
        path: `slugs/${name}/taken/${entry.data.slug}`,
        data: { id: entry.id },
      })),
    );
    expect(entries).toEqual(expected);
    expect(SLUGGED_COLLECTIONS).not.toContain('pages');
    expect(new Set(entries.map((entry) => entry.path)).size).toBe(entries.length);
  });

  it('has exactly the five pages, by their fixed ids', () => {
    expect(data.collections.pages.map((entry) => entry.id)).toEqual(PAGE_IDS);
  });
});

describe('base fields (0009)', () => {
  it('every content document has every base field with the contract type', () => {
    for (const name of CONTENT_COLLECTIONS) {
      for (const { id, data: doc } of data.collections[name]) {
        const where = `${name}/${id}`;
        for (const field of BASE_FIELDS) expect(doc, where).toHaveProperty(field);
        expect(isStringOfLength(doc.title, 1, 140), `${where} title`).toBe(true);
        expect(isStringOfLength(doc.summary, 0, 280), `${where} summary`).toBe(true);
        expect(isStringOfLength(doc.body, 0, 100_000), `${where} body`).toBe(true);
        if (doc.image !== null) {
          expect(doc.image).toEqual({
            path: expect.any(String),
            url: expect.any(String),
            alt: expect.any(String),
            width: expect.any(Number),
            height: expect.any(Number),
          });
        }
        expect(Array.isArray(doc.tags) && doc.tags.length <= 12, `${where} tags`).toBe(true);
        for (const tag of doc.tags) expect(isStringOfLength(tag, 1, 32), `${where} tag ${tag}`).toBe(true);
        expect(['draft', 'published', 'archived']).toContain(doc.status);
        expect(doc.publishAt === null || isDate(doc.publishAt), `${where} publishAt`).toBe(true);
        expect(isDate(doc.createdAt) && isDate(doc.updatedAt), `${where} timestamps`).toBe(true);
        expect(doc.createdAt.getTime()).toBeLessThanOrEqual(doc.updatedAt.getTime());
        expect(doc.updatedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
        expect(doc.createdBy).toBe(ADMIN_UID);
        expect(doc.updatedBy).toBe(ADMIN_UID);
        expect(doc.version).toBe(1);
      }
    }
  });

  it('contains nothing Firestore cannot store (no undefined, NaN or functions)', () => {
    for (const name of COLLECTIONS) {
      for (const { data: doc } of data.collections[name]) expect(() => toFirestoreFields(doc)).not.toThrow();
    }
  });
});

describe('events and workshops', () => {
  const checkEventFields = (where, doc) => {
    expect(isDate(doc.startsAt), `${where} startsAt`).toBe(true);
    expect(doc.endsAt === null || doc.endsAt > doc.startsAt, `${where} endsAt`).toBe(true);
    expect(typeof doc.allDay).toBe('boolean');
    expect(doc.timeZone).toBe('Europe/London');
    if (doc.recurrence !== null) {
      expect(Object.keys(doc.recurrence).sort()).toEqual(['exceptions', 'rrule']);
      expect(isStringOfLength(doc.recurrence.rrule, 1, 500)).toBe(true);
      expect(doc.recurrence.exceptions.length).toBeLessThanOrEqual(200);
      for (const exception of doc.recurrence.exceptions) expect(isDate(exception)).toBe(true);
    }
    if (doc.venue !== null) {
      expect(Object.keys(doc.venue).sort()).toEqual(['address', 'lat', 'lng', 'name', 'postcode']);
      expect(isNullableNumber(doc.venue.lat) && isNullableNumber(doc.venue.lng)).toBe(true);
    }
    expect(isNullableString(doc.onlineUrl)).toBe(true);
    if (doc.organiser !== null) {
      expect(['clubs', 'organisations', 'committees']).toContain(doc.organiser.collection);
      const target = data.collections[doc.organiser.collection].find((entry) => entry.id === doc.organiser.id);
      expect(target, `${where} organiser resolves`).toBeDefined();
      expect(doc.organiser.name).toBe(target.data.title);
    }
    expect(doc.price.currency).toBe('GBP');
    expect(Number.isInteger(doc.price.amountPence) && doc.price.amountPence >= 0).toBe(true);
    expect(doc.price.free).toBe(doc.price.amountPence === 0);
    expect(doc.capacity === null || Number.isInteger(doc.capacity)).toBe(true);
    expect(isNullableString(doc.bookingUrl)).toBe(true);
    expect(isStringOfLength(doc.category, 1, 40)).toBe(true);
    expect(isStringOfLength(doc.accessibility, 0, 1000)).toBe(true);
    expect(typeof doc.cancelled).toBe('boolean');
  };

  it('follow the field contract', () => {
    for (const { id, data: doc } of data.collections.events) checkEventFields(`events/${id}`, doc);
    for (const { id, data: doc } of data.collections.workshops) {
      checkEventFields(`workshops/${id}`, doc);
      expect(typeof doc.facilitator).toBe('string');
      expect(['beginner', 'intermediate', 'advanced', 'all']).toContain(doc.skillLevel);
      expect(typeof doc.materials).toBe('string');
      expect(typeof doc.ageRange).toBe('string');
    }
  });

  it('has the required mix: recurring (one with an exception), cancelled, drafts, scheduled', () => {
    const events = all('events');
    const recurring = events.filter((event) => event.recurrence);
    expect(recurring.length).toBeGreaterThanOrEqual(4);
    expect(recurring.some((event) => event.recurrence.rrule === 'FREQ=WEEKLY;BYDAY=TU')).toBe(true);
    expect(recurring.filter((event) => event.recurrence.exceptions.length > 0).length).toBeGreaterThanOrEqual(1);
    expect(events.filter((event) => event.cancelled)).toHaveLength(2);
    expect(events.filter((event) => event.status === 'draft')).toHaveLength(3);
    const scheduled = events.filter((event) => event.status === 'published' && event.publishAt > NOW);
    expect(scheduled).toHaveLength(2);
    for (const event of scheduled) expect(event.publishAt < event.startsAt).toBe(true);
  });

  it('recurrence rules parse as RRULEs', () => {
    for (const doc of [...all('events'), ...all('workshops')]) {
      if (doc.recurrence) expect(doc.recurrence.rrule).toMatch(RRULE);
    }
    for (const doc of [...all('clubs'), ...all('committees')]) {
      expect(typeof doc.meetingPattern.text).toBe('string');
      if (doc.meetingPattern.rrule !== null) expect(doc.meetingPattern.rrule).toMatch(RRULE);
    }
  });

  it.each(MOMENTS.map((moment) => [moment.toISOString(), moment]))(
    'are all upcoming, within the coming four months (now = %s)',
    (_label, now) => {
      const built = buildSeedData(now);
      const limit = endOfFourthMonth(now);
      const events = all('events', built);
      expect(events.length).toBeGreaterThanOrEqual(30);
      for (const doc of [...events, ...all('workshops', built)]) {
        expect(doc.startsAt > now, `${doc.slug} ${doc.startsAt.toISOString()} after now`).toBe(true);
        expect(doc.startsAt < limit, `${doc.slug} ${doc.startsAt.toISOString()} within four months`).toBe(true);
        if (doc.publishAt) expect(doc.publishAt > now).toBe(true);
        for (const exception of doc.recurrence?.exceptions ?? []) expect(exception > doc.startsAt).toBe(true);
      }
    },
  );

  it.each(MOMENTS.map((moment) => [moment.toISOString(), moment]))(
    'keep London wall-clock times and weekdays across the clock changes (now = %s)',
    (_label, now) => {
      const events = buildSeedData(now).collections.events;
      const choir = events.find((entry) => entry.id === 'community-choir-rehearsal').data;
      const start = londonParts(choir.startsAt);
      expect([start.weekday, start.hour, start.minute]).toEqual([2, 19, 30]); // Tuesday 7.30pm
      const exception = londonParts(choir.recurrence.exceptions[0]);
      expect([exception.weekday, exception.hour, exception.minute]).toEqual([2, 19, 30]);
      const repair = londonParts(events.find((entry) => entry.id === 'repair-cafe').data.startsAt);
      expect([repair.weekday, repair.day <= 7, repair.hour]).toEqual([6, true, 10]); // first Saturday, 10am
    },
  );
});

describe('other collections', () => {
  it('businesses: one owned by the member account', () => {
    const owned = all('businesses').filter((doc) => doc.ownerUid === MEMBER_UID);
    expect(owned).toHaveLength(1);
    for (const doc of all('businesses')) {
      expect(isNullableString(doc.ownerUid)).toBe(true);
      // No hours given means open all day, every day (SEED-SPEC 9).
      if (doc.openingHours === null) continue;
      for (const day of ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']) {
        for (const range of doc.openingHours[day]) {
          expect(range.opens).toMatch(/^\d\d:\d\d$/);
          // A range may run past midnight (closes earlier than it opens), never for no time at all.
          expect(range.closes).not.toBe(range.opens);
        }
      }
    }
  });

  it('shops and products: one organisation shop, products point at real shops', () => {
    const shops = data.collections.shops;
    expect(shops.filter((entry) => entry.data.isOrganisationShop)).toHaveLength(1);
    const shopIds = new Set(shops.map((entry) => entry.id));
    for (const doc of all('products')) {
      expect(shopIds.has(doc.shopId)).toBe(true);
      expect(Number.isInteger(doc.pricePence) && doc.pricePence > 0).toBe(true);
      expect(doc.currency).toBe('GBP');
      expect(Number.isInteger(doc.stock) && doc.stock >= 0).toBe(true);
      expect(Array.isArray(doc.images)).toBe(true);
      for (const variant of doc.variants) {
        expect(Object.keys(variant).sort()).toEqual(['name', 'pricePence', 'stock']);
      }
    }
  });

  it('documents: every visibility, files under documents/{id}/, committees that exist', () => {
    const committeeIds = new Set(data.collections.committees.map((entry) => entry.id));
    const documents = data.collections.documents;
    expect(new Set(documents.map((entry) => entry.data.visibility))).toEqual(
      new Set(['public', 'members', 'committee']),
    );
    for (const { id, data: doc } of documents) {
      expect(['minutes', 'agenda', 'policy', 'report', 'form']).toContain(doc.category);
      expect(doc.file.path.startsWith(`documents/${id}/`)).toBe(true);
      expect(Number.isInteger(doc.file.size)).toBe(true);
      expect(doc.committeeId === null || committeeIds.has(doc.committeeId)).toBe(true);
    }
    for (const { data: doc } of data.collections.committees) {
      for (const documentId of doc.documents) expect(documents.some((entry) => entry.id === documentId)).toBe(true);
    }
  });

  it('trail stops are ordered 1..n', () => {
    expect(all('trailStops').map((doc) => doc.order)).toEqual(all('trailStops').map((_doc, index) => index + 1));
  });

  it('posts: published ones have a publishedAt, drafts do not', () => {
    for (const doc of all('posts')) {
      if (doc.status === 'published') expect(isDate(doc.publishedAt)).toBe(true);
      else expect(doc.publishedAt).toBeNull();
      expect(doc.author).toEqual({ name: expect.any(String), uid: expect.any(String) });
      // The reading time is worked out from the body (src/features/posts/post-text.ts), never stored.
      expect(doc).not.toHaveProperty('readingMinutes');
    }
  });

  it('users match the demo accounts and their roles', () => {
    expect(data.collections.users.map((entry) => [entry.id, entry.data.email, entry.data.roles])).toEqual([
      ['demo-admin', 'admin@thornbury-hub.test', ['member', 'editor', 'admin']],
      ['demo-editor', 'editor@thornbury-hub.test', ['member', 'editor']],
      ['demo-member', 'member@thornbury-hub.test', ['member']],
    ]);
    expect(data.accounts.map((account) => account.password)).toEqual([
      'demo-admin-pass',
      'demo-editor-pass',
      'demo-member-pass',
    ]);
  });

  it('settings/site carries the brand', () => {
    expect(data.collections.settings).toHaveLength(1);
    expect(data.collections.settings[0].id).toBe('site');
    expect(data.collections.settings[0].data.companyName).toBe('Thornbury Community Hub');
  });
});

describe('determinism', () => {
  it('builds identical data for the same now', () => {
    expect(buildSeedData(new Date(NOW))).toEqual(buildSeedData(new Date(NOW)));
  });

  it('rejects an invalid now', () => {
    expect(() => buildSeedData(new Date('nope'))).toThrow(TypeError);
  });
});

describe('Firestore REST conversion', () => {
  it('converts every value type', () => {
    expect(toFirestoreValue(null)).toEqual({ nullValue: null });
    expect(toFirestoreValue(true)).toEqual({ booleanValue: true });
    expect(toFirestoreValue('Thornbury')).toEqual({ stringValue: 'Thornbury' });
    expect(toFirestoreValue(42)).toEqual({ integerValue: '42' });
    expect(toFirestoreValue(-2.5249)).toEqual({ doubleValue: -2.5249 });
    expect(toFirestoreValue(new Date('2026-06-01T18:30:00Z'))).toEqual({ timestampValue: '2026-06-01T18:30:00.000Z' });
    expect(toFirestoreValue([])).toEqual({ arrayValue: {} });
    expect(toFirestoreValue({})).toEqual({ mapValue: { fields: {} } });
    expect(toFirestoreValue({ tags: ['a', 1], venue: { lat: null } })).toEqual({
      mapValue: {
        fields: {
          tags: { arrayValue: { values: [{ stringValue: 'a' }, { integerValue: '1' }] } },
          venue: { mapValue: { fields: { lat: { nullValue: null } } } },
        },
      },
    });
  });

  it('refuses what Firestore cannot store', () => {
    expect(() => toFirestoreFields({ a: undefined })).toThrow(/"a" is undefined/);
    expect(() => toFirestoreValue(Number.NaN)).toThrow(/Non-finite/);
    expect(() => toFirestoreValue(() => 1)).toThrow(/function/);
    expect(() => toFirestoreValue(new Date('nope'))).toThrow(/Invalid Date/);
  });

  it('builds commit bodies naming every document, in batches under the 500-write limit', () => {
    const bodies = commitBodies(data);
    const writes = bodies.flatMap((body) => body.writes);
    const total = Object.values(countDocuments(data)).reduce((sum, count) => sum + count, 0);
    expect(writes).toHaveLength(total + slugIndexDocs(data).length);
    for (const body of bodies) expect(body.writes.length).toBeLessThanOrEqual(500);
    const names = writes.map((write) => write.update.name);
    expect(names).toContain('projects/demo-community/databases/(default)/documents/settings/site');
    expect(names).toContain('projects/demo-community/databases/(default)/documents/users/demo-member');
    expect(names).toContain(
      'projects/demo-community/databases/(default)/documents/slugs/clubs/taken/thornbury-running-club',
    );
    expect(new Set(names).size).toBe(names.length);
    const site = writes.find((write) => write.update.name.endsWith('/settings/site'));
    expect(site.update.fields.companyName).toEqual({ stringValue: 'Thornbury Community Hub' });
  });
});
