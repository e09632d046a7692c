import { Buffer } from 'node:buffer';
import { describe, expect, it, vi } from 'vitest';
import { documentSchema } from '../src/features/documents/document-schema';
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
  seedFilePath,
  seedPdf,
  SLUGGED_COLLECTIONS,
} from './seed-data.mjs';
import {
  commitBodies,
  storageBucket,
  storageDownloadUrl,
  storageUploadUrl,
  toFirestoreFields,
  toFirestoreValue,
  uploadSeedFiles,
} from './seed.mjs';

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
  shops: 3,
  products: 17,
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
      // No hours given means open all day, every day (docs/specification.md §9).
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

  it('documents: every visibility, committees that exist, each passes the documents schema', () => {
    const committeeIds = new Set(data.collections.committees.map((entry) => entry.id));
    const documents = data.collections.documents;
    expect(new Set(documents.map((entry) => entry.data.visibility))).toEqual(
      new Set(['public', 'members', 'committee']),
    );
    for (const { id, data: doc } of documents) {
      expect(['minutes', 'agenda', 'policy', 'report', 'form']).toContain(doc.category);
      expect(doc.committeeId === null || committeeIds.has(doc.committeeId)).toBe(true);
      const parsed = documentSchema.safeParse(doc);
      expect(parsed.success ? [] : parsed.error.issues.map((issue) => `${id} ${issue.path.join('.')}`)).toEqual([]);
    }
  });

  it('committees name their members but no account, and no papers; the accounts are in committeeMembers', () => {
    const committees = data.collections.committees;
    for (const { id, data: doc } of committees) {
      expect(Object.keys(doc)).not.toContain('memberUids');
      expect(Object.keys(doc)).not.toContain('documents');
      for (const member of doc.members) expect(Object.keys(member).sort(), id).toEqual(['name', 'role']);
    }
    expect(data.collections.committeeMembers.map((entry) => entry.id)).toEqual(committees.map((entry) => entry.id));
    const greenSpaces = data.collections.committeeMembers.find((entry) => entry.id === 'green-spaces-committee');
    expect(greenSpaces?.data).toEqual({ memberUids: [MEMBER_UID] });
  });

  it('documents: each file a PDF at documents/{id}/seed/{name}, not uploaded yet, its size that of its PDF', () => {
    for (const { id, data: doc } of data.collections.documents) {
      expect(Object.keys(doc.file).sort()).toEqual(['contentType', 'name', 'path', 'size', 'url']);
      expect(doc.file.contentType).toBe('application/pdf');
      expect(doc.file.name).toMatch(/^[a-z0-9-]+\.pdf$/);
      expect(doc.file.path).toBe(`documents/${id}/seed/${doc.file.name}`);
      expect(doc.file.path).toBe(seedFilePath(id, doc.file.name));
      // storage.rules: documents/{id}/{uploadId}/{fileName}.
      expect(doc.file.path.split('/')).toHaveLength(4);
      expect(doc.file.url).toBe('');
      expect(doc.file.size).toBe(seedPdf(doc.title).length);
    }
  });

  it('documents: each dated in the past; minutes and agendas on their committee’s meeting days', () => {
    for (const now of MOMENTS) {
      const documents = buildSeedData(now).collections.documents;
      const byId = Object.fromEntries(documents.map((entry) => [entry.id, entry.data]));
      for (const { id, data: doc } of documents) {
        expect(isDate(doc.date), id).toBe(true);
        expect(doc.date.getTime(), `${id} at ${now.toISOString()}`).toBeLessThan(now.getTime());
      }
      const meeting = (id) => londonParts(byId[id].date);
      // Events Committee: first Monday, 7.30pm.
      const events = meeting('events-committee-agenda');
      expect([events.weekday, events.hour, events.minute, events.day <= 7]).toEqual([1, 19, 30, true]);
      // Finance and Governance: second Tuesday, 7pm.
      const finance = meeting('finance-committee-minutes');
      expect([finance.weekday, finance.hour, finance.day > 7 && finance.day <= 14]).toEqual([2, 19, true]);
      // Green Spaces: last Wednesday, 7pm (a week later is next month).
      const green = meeting('green-spaces-committee-minutes');
      const weekLater = londonParts(new Date(byId['green-spaces-committee-minutes'].date.getTime() + 7 * 86_400_000));
      expect([green.weekday, green.hour, weekLater.month !== green.month]).toEqual([3, 19, true]);
      // The AGM's minutes: on last year's AGM, a year before this year's AGM event.
      const agm = data.collections.events.find((entry) => entry.id === 'community-hub-agm');
      const agmNow = buildSeedData(now).collections.events.find((entry) => entry.id === 'community-hub-agm');
      expect(agm).toBeDefined();
      const last = londonParts(byId['agm-minutes'].date);
      const next = londonParts(agmNow.data.startsAt);
      expect([last.year + 1, last.month, last.day, last.hour]).toEqual([next.year, next.month, next.day, next.hour]);
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
      ['demo-seller', 'seller@thornbury-hub.test', ['member']],
    ]);
    expect(data.accounts.map((account) => account.password)).toEqual([
      'demo-admin-pass',
      'demo-editor-pass',
      'demo-member-pass',
      'demo-seller-pass',
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

describe('seedPdf: a document’s file', () => {
  const text = (bytes) => Buffer.from(bytes).toString('latin1');

  it('is a PDF of a few hundred bytes: %PDF- header, %%EOF at the end, the same bytes for the same title', () => {
    const pdf = seedPdf('Annual report');
    expect(text(pdf.subarray(0, 8))).toBe('%PDF-1.4');
    expect(text(pdf).endsWith('%%EOF\n')).toBe(true);
    expect(pdf.length).toBeGreaterThan(300);
    expect(pdf.length).toBeLessThan(1000);
    expect(seedPdf('Annual report').equals(pdf)).toBe(true);
    expect(seedPdf('AGM minutes').equals(pdf)).toBe(false);
  });

  it('has a cross-reference table whose offsets each point at their object, and startxref at the table', () => {
    for (const title of ['Annual report', 'Green Spaces Committee minutes', 'Notes (draft) \\ final – “v2” ✓']) {
      const pdf = text(seedPdf(title));
      const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
      expect(pdf.slice(startxref, startxref + 9)).toBe('xref\n0 6\n');
      const table = pdf.slice(startxref + 9, startxref + 9 + 6 * 20);
      const entries = table.match(/.{20}/gs) ?? [];
      expect(entries).toHaveLength(6);
      expect(entries[0]).toBe('0000000000 65535 f \n');
      entries.slice(1).forEach((entry, index) => {
        expect(entry).toMatch(/^\d{10} 00000 n \n$/);
        const offset = Number(entry.slice(0, 10));
        expect(pdf.slice(offset, offset + 8)).toBe(`${index + 1} 0 obj\n`);
      });
      expect(pdf.slice(startxref + 9 + 6 * 20)).toMatch(/^trailer\n<< \/Size 6 \/Root 1 0 R >>\n/);
    }
  });

  it('gives the page stream its true /Length, and shows the title with brackets and backslashes escaped', () => {
    const pdf = text(seedPdf('Notes (draft) \\ final – “v2” ✓'));
    const match = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)endstream/.exec(pdf);
    expect(match).not.toBeNull();
    expect(match[2].length).toBe(Number(match[1]));
    // WinAnsi: en dash 0x96, curly quotes 0x93/0x94; a character it lacks becomes '?'.
    expect(match[2]).toContain('(Notes \\(draft\\) \\\\ final \x96 \x93v2\x94 ?) Tj');
    expect(pdf).toContain('/Type /Catalog /Pages 2 0 R');
    expect(pdf).toContain('/MediaBox [0 0 595 842]');
  });

  it('is what every seeded document’s file is made from', () => {
    for (const { data: doc } of data.collections.documents) expect(seedPdf(doc.title).length).toBe(doc.file.size);
  });
});

describe('uploading the documents’ files to the Storage emulator', () => {
  const host = '127.0.0.1:9199';
  const bucket = storageBucket();

  it('uploads to and downloads from the app’s bucket, the path one encoded segment', () => {
    expect(bucket).toBe('demo-community.appspot.com');
    expect(storageUploadUrl(host, bucket, 'documents/agm-minutes/seed/agm-minutes.pdf')).toBe(
      'http://127.0.0.1:9199/v0/b/demo-community.appspot.com/o?name=documents%2Fagm-minutes%2Fseed%2Fagm-minutes.pdf&uploadType=media',
    );
    expect(storageDownloadUrl(host, bucket, 'documents/a b/seed/x&y.pdf', 'to/ken')).toBe(
      'http://127.0.0.1:9199/v0/b/demo-community.appspot.com/o/documents%2Fa%20b%2Fseed%2Fx%26y.pdf?alt=media&token=to%2Fken',
    );
  });

  it('uploads each file as owner and writes its download URL and real size into its document', async () => {
    const uploads = [];
    const fetch = vi.fn(async (url, init = {}) => {
      if (!init.method) return new globalThis.Response('{}');
      uploads.push({ url, init });
      return new globalThis.Response(
        JSON.stringify({ size: String(init.body.length), downloadTokens: `token-${uploads.length},other` }),
      );
    });
    const log = vi.fn();
    const { data: uploaded, uploaded: count } = await uploadSeedFiles(data, { storageHost: host, fetch, log });
    const documents = data.collections.documents;
    expect(count).toBe(documents.length);
    expect(log).not.toHaveBeenCalled();
    expect(uploads).toHaveLength(documents.length);
    uploaded.collections.documents.forEach(({ id, data: doc }, index) => {
      const { path, name } = documents[index].data.file;
      expect(uploads[index].url).toBe(storageUploadUrl(host, bucket, path));
      expect(uploads[index].init.headers).toEqual({ Authorization: 'Bearer owner', 'Content-Type': 'application/pdf' });
      expect(uploads[index].init.body.equals(seedPdf(doc.title))).toBe(true);
      expect(doc.file).toEqual({
        path,
        name,
        contentType: 'application/pdf',
        url: storageDownloadUrl(host, bucket, path, `token-${index + 1}`),
        size: seedPdf(doc.title).length,
      });
      expect(documentSchema.safeParse(doc).success, id).toBe(true);
    });
    // The built data is left as it was; the other collections are the same objects.
    expect(documents[0].data.file.url).toBe('');
    expect(uploaded.collections.events).toBe(data.collections.events);
  });

  it('with no emulator answering: one line says the files are not uploaded, and the data is unchanged', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    });
    const log = vi.fn();
    const result = await uploadSeedFiles(data, { storageHost: host, fetch, log });
    expect(result).toEqual({ data, uploaded: 0 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toMatch(/No Storage emulator at 127\.0\.0\.1:9199/);
  });

  it('an upload the emulator refuses, or one without a download token, stops the seed with the reason', async () => {
    const refusing = vi.fn(async (_url, init = {}) =>
      init.method ? new globalThis.Response('Permission denied', { status: 403 }) : new globalThis.Response('{}'),
    );
    await expect(uploadSeedFiles(data, { storageHost: host, fetch: refusing, log: vi.fn() })).rejects.toThrow(
      /answered 403: Permission denied/,
    );
    const tokenless = vi.fn(async (_url, init = {}) => new globalThis.Response(init.method ? '{"size":"5"}' : '{}'));
    await expect(uploadSeedFiles(data, { storageHost: host, fetch: tokenless, log: vi.fn() })).rejects.toThrow(
      /no download token/,
    );
  });
});
