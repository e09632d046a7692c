/**
 * Firestore security rules tests (firestore.rules) against the Firestore emulator.
 *
 * Run: `node scripts/emulators.mjs exec -- npm run test:rules` (sets FIRESTORE_EMULATOR_HOST), or with
 * any emulator: `FIRESTORE_EMULATOR_HOST=127.0.0.1:8085 npx vitest run --config vitest.rules.config.ts`.
 * Without an emulator the suite is skipped with a loud warning, except on CI, where it fails.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPublishedDocuments, runQueryUrl } from '../../scripts/build-feeds-lib.mjs';
import { withListFields } from '@/app/list-fields-of-documents';
import { buildSeedData, CONTENT_COLLECTIONS as SEED_CONTENT, slugIndexDocs } from '../../scripts/seed-data.mjs';
import {
  BUSINESS_HOURS,
  COLLECTIONS,
  COMMITTEE_DOCUMENT_ID,
  CONTENT_COLLECTIONS,
  MEMBERS_DOCUMENT_ID,
  OTHER_BUSINESS_ID,
  OTHER_SHOP_ID,
  OWNER_SHOP_ID,
  ROLES,
  SEEDED_AT,
  Timestamp,
  UID,
  contentIds,
  editRoleOf,
  hasFixedIds,
  contentUpdate,
  emailOf,
  FUTURE,
  message,
  sendMessage,
  modularWhere,
  newContent,
  newUserDoc,
  appCutoff,
  publicList,
  seed,
  serverTimestamp,
  siteSettings,
  slugIndexPath,
  storedContent,
  tokenOf,
  userDoc,
  writeContent,
  type ContentCollection,
  type Db,
  type DocData,
  type Role,
} from './fixtures';
import { TEST_PROJECT_ID as PROJECT_ID } from '../test-project';
import { MATRIX, OPERATIONS } from './rules-matrix';

const RULES_PATH = fileURLToPath(new URL('../../firestore.rules', import.meta.url));

const emulatorHost = (process.env.FIRESTORE_EMULATOR_HOST ?? '').trim();
const ciValue = (process.env.CI ?? '').trim().toLowerCase();
const onCi = ciValue !== '' && ciValue !== 'false' && ciValue !== '0';

if (!emulatorHost) {
  const rule = '!'.repeat(100);
  const banner = (headline: string, ...lines: string[]) =>
    [
      rule,
      '!!',
      `!!  ${headline}`,
      '!!',
      '!!  firestore.rules has NOT been checked. Run the rules tests against the Firestore emulator:',
      '!!    node scripts/emulators.mjs exec -- npm run test:rules',
      ...lines.map((line) => `!!  ${line}`),
      '!!',
      rule,
    ].join('\n');
  if (onCi) {
    // On CI the rules tests must run: failing here fails the run.
    throw new Error(
      banner(
        'FIRESTORE RULES TESTS FAILED: no Firestore emulator on CI (FIRESTORE_EMULATOR_HOST unset)',
        'On CI (CI is set) these tests are required, never skipped.',
      ),
    );
  }
  console.warn(banner('FIRESTORE RULES TESTS SKIPPED: no Firestore emulator (FIRESTORE_EMULATOR_HOST unset)'));
}

function parseHost(value: string): { host: string; port: number } {
  const colon = value.lastIndexOf(':');
  const host = value.slice(0, colon).replace(/^\[(.*)\]$/, '$1');
  const port = Number(value.slice(colon + 1));
  if (colon < 1 || !Number.isInteger(port) || port <= 0) {
    throw new Error(`FIRESTORE_EMULATOR_HOST must look like host:port, not "${value}".`);
  }
  return { host, port };
}

/** A copy of `data` without `keys`. */
function without(data: DocData, ...keys: string[]): DocData {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !keys.includes(key)));
}

describe.skipIf(!emulatorHost)('firestore.rules', () => {
  let env: RulesTestEnvironment | undefined;
  const databases = new Map<string, Db>();
  let freshUsers = 0;

  function environment(): RulesTestEnvironment {
    if (!env) throw new Error('The rules test environment is not initialised.');
    return env;
  }

  /**
   * A client signed in as `uid` (null: signed out), one per uid (and email state) for the whole run.
   * Its token carries `emailOf(uid)`, verified unless `verified` is false.
   */
  function dbFor(uid: string | null, verified = true): Db {
    const key = uid === null ? '(visitor)' : `${uid}|${verified}`;
    let db = databases.get(key);
    if (!db) {
      const context =
        uid === null
          ? environment().unauthenticatedContext()
          : environment().authenticatedContext(uid, tokenOf(uid, verified));
      db = context.firestore();
      databases.set(key, db);
    }
    return db;
  }

  function as(role: Role): Db {
    return dbFor(role === 'visitor' ? null : UID[role]);
  }

  /** Someone signed in for the first time: no users document yet. */
  function freshUser(verified = true): { uid: string; db: Db } {
    freshUsers += 1;
    const uid = `fresh-${freshUsers}-uid`;
    return { uid, db: dbFor(uid, verified) };
  }

  async function withoutRules(action: (db: Db) => Promise<unknown>): Promise<void> {
    await environment().withSecurityRulesDisabled(async (context) => {
      await action(context.firestore());
    });
  }

  async function seedDoc(path: string, data: DocData): Promise<void> {
    await withoutRules((db) => db.doc(path).set(data));
  }

  async function removeDoc(path: string): Promise<void> {
    await withoutRules((db) => db.doc(path).delete());
  }

  beforeAll(async () => {
    const { host, port } = parseHost(emulatorHost);
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { rules: readFileSync(RULES_PATH, 'utf8'), host, port },
    });
    // Denied requests are the point of most tests: keep the SDK from logging each one.
    firebase.firestore.setLogLevel('silent');
    await env.clearFirestore();
    await withoutRules(seed);
  });

  afterAll(async () => {
    if (env) {
      await env.clearFirestore();
      await env.cleanup();
    }
    console.log(
      `Rules matrix: ${MATRIX.length} cells (${ROLES.length} roles × ${COLLECTIONS.length} collections × ` +
        `${OPERATIONS.length} operations)`,
    );
  });

  describe('matrix: roles × collections × operations', () => {
    for (const cell of MATRIX) {
      it(cell.name, async () => {
        const { setup, run, cleanup } = cell.scenario;
        if (setup) await withoutRules(setup);
        try {
          const request = run(as(cell.role));
          await (cell.allowed ? assertSucceeds(request) : assertFails(request));
        } finally {
          if (cleanup) await withoutRules(cleanup);
        }
      });
    }
  });

  describe('invalid content written by an editor', () => {
    const longText = (length: number) => 'x'.repeat(length);
    const thirteenTags = Array.from({ length: 13 }, (_, index) => `tag-${index}`);
    const manyFields = Object.fromEntries(Array.from({ length: 60 }, (_, index) => [`extra${index}`, index]));
    const image = storedContent('events')['image'] as DocData;

    const creates: [string, ContentCollection, (data: DocData) => DocData][] = [
      ['missing field (summary)', 'events', (data) => without(data, 'summary')],
      ['missing field (version)', 'events', (data) => without(data, 'version')],
      ['wrong type (title is a number)', 'events', (data) => ({ ...data, title: 42 })],
      ['wrong type (tags is a string)', 'events', (data) => ({ ...data, tags: 'fair' })],
      ['wrong type (publishAt is a string)', 'events', (data) => ({ ...data, publishAt: '2025-07-01' })],
      ['slug with capitals', 'events', (data) => ({ ...data, slug: 'Summer-Fair' })],
      ['slug with a double hyphen', 'events', (data) => ({ ...data, slug: 'summer--fair' })],
      ['slug with a space', 'events', (data) => ({ ...data, slug: 'summer fair' })],
      ['slug too long (97)', 'events', (data) => ({ ...data, slug: 'a'.repeat(97) })],
      ['empty title', 'events', (data) => ({ ...data, title: '' })],
      ['title too long (141)', 'events', (data) => ({ ...data, title: longText(141) })],
      ['summary too long (281)', 'events', (data) => ({ ...data, summary: longText(281) })],
      ['13 tags', 'events', (data) => ({ ...data, tags: thirteenTags })],
      ['a tag too long (33)', 'events', (data) => ({ ...data, tags: ['fair', longText(33)] })],
      ['an empty tag', 'events', (data) => ({ ...data, tags: [''] })],
      ['a tag that is a number', 'events', (data) => ({ ...data, tags: ['fair', 7] })],
      [
        'a 41-character tag with a newline inside',
        'events',
        (data) => ({ ...data, tags: [`${longText(20)}\n${longText(20)}`] }),
      ],
      ['image without alt', 'events', (data) => ({ ...data, image: without(image, 'alt') })],
      ['image with an empty alt', 'events', (data) => ({ ...data, image: { ...image, alt: '' } })],
      ['image with an unknown field', 'events', (data) => ({ ...data, image: { ...image, caption: 'Hi' } })],
      ["status 'deleted'", 'events', (data) => ({ ...data, status: 'deleted' })],
      ['version 2 on create', 'events', (data) => ({ ...data, version: 2 })],
      ['createdAt not server time', 'events', (data) => ({ ...data, createdAt: Timestamp.now() })],
      ['updatedAt not server time', 'events', (data) => ({ ...data, updatedAt: Timestamp.now() })],
      ['client-chosen createdBy', 'events', (data) => ({ ...data, createdBy: UID.admin })],
      ['client-chosen updatedBy', 'events', (data) => ({ ...data, updatedBy: UID.admin })],
      ['more than 64 fields', 'events', (data) => ({ ...data, ...manyFields })],
      ['events: startsAt is a string', 'events', (data) => ({ ...data, startsAt: '2025-07-12T11:00:00Z' })],
      ['events: startsAt missing', 'events', (data) => without(data, 'startsAt')],
      ['events: price missing', 'events', (data) => without(data, 'price')],
      [
        "events: price in 'EUR'",
        'events',
        (data) => ({ ...data, price: { free: false, amountPence: 300, currency: 'EUR' } }),
      ],
      [
        'events: negative price',
        'events',
        (data) => ({ ...data, price: { free: false, amountPence: -1, currency: 'GBP' } }),
      ],
      [
        'events: fractional pence',
        'events',
        (data) => ({ ...data, price: { free: false, amountPence: 2.5, currency: 'GBP' } }),
      ],
      ["events: cancelled is 'no'", 'events', (data) => ({ ...data, cancelled: 'no' })],
      ['events: cancelled missing', 'events', (data) => without(data, 'cancelled')],
      ['events: recurrence without exceptions', 'events', (data) => ({ ...data, recurrence: { rrule: 'FREQ=DAILY' } })],
      [
        'events: rrule too long (501)',
        'events',
        (data) => ({ ...data, recurrence: { rrule: longText(501), exceptions: [] } }),
      ],
      [
        'events: rrule repeats within the day (BYHOUR/BYMINUTE/BYSECOND, issue 17)',
        'events',
        (data) => ({
          ...data,
          recurrence: { rrule: 'FREQ=DAILY;BYHOUR=0,1,2;BYMINUTE=0,30;BYSECOND=0', exceptions: [] },
        }),
      ],
      [
        'events: rrule with a lower-case byminute',
        'events',
        (data) => ({ ...data, recurrence: { rrule: 'FREQ=WEEKLY;byminute=5', exceptions: [] } }),
      ],
      [
        'events: rrule with a line break',
        'events',
        (data) => ({ ...data, recurrence: { rrule: 'FREQ=WEEKLY\r\nBYDAY=MO', exceptions: [] } }),
      ],
      [
        'events: recurrence exception is not a timestamp',
        'events',
        (data) => ({ ...data, recurrence: { rrule: 'FREQ=DAILY', exceptions: ['2025-07-01'] } }),
      ],
      [
        "events: organiser in 'shops'",
        'events',
        (data) => ({ ...data, organiser: { collection: 'shops', id: 'x', name: 'X' } }),
      ],
      [
        'events: venue lat is a string',
        'events',
        (data) => ({ ...data, venue: { name: 'Hall', address: '', postcode: '', lat: '51.5', lng: null } }),
      ],
      // Issue 25: what the rules took and the app's schema then dropped, so the event vanished.
      ...(
        [
          ['FREQ=SECONDLY', 'FREQ=SECONDLY'],
          ['FREQ=MINUTELY', 'FREQ=MINUTELY'],
          ['FREQ=HOURLY', 'FREQ=HOURLY'],
          ['a part twice', 'FREQ=WEEKLY;COUNT=1;COUNT=2'],
          ['COUNT and UNTIL both', 'FREQ=WEEKLY;COUNT=3;UNTIL=20270305'],
          ['an unknown part', 'FREQ=WEEKLY;COLOUR=RED'],
          ['an UNTIL that does not exist (30 February)', 'FREQ=WEEKLY;UNTIL=20270230'],
          ['an UNTIL in 9999', 'FREQ=WEEKLY;UNTIL=99991231'],
          ['lower-case', 'freq=weekly'],
          ['an empty rule', ''],
        ] as const
      ).map(([name, rrule]): [string, ContentCollection, (data: DocData) => DocData] => [
        `events: rrule ${name} (${rrule})`,
        'events',
        (data) => ({ ...data, recurrence: { rrule, exceptions: [] } }),
      ]),
      ...(
        [
          ['a five-part IPv4 host', 'http://1.2.3.4.5/'],
          ['an empty punycode label', 'http://xn--/'],
          ['a punycode label', 'https://xn--80ak6aa92e.com/'],
          ['a number past 255 as the host', 'http://256.1.1.1/'],
          ['a port past 65535', 'https://example.org:65536/'],
          ['a path on this site (not a web address)', '/events'],
        ] as const
      ).map(([name, url]): [string, ContentCollection, (data: DocData) => DocData] => [
        `events: onlineUrl ${name} (${url})`,
        'events',
        (data) => ({ ...data, onlineUrl: url }),
      ]),
      ['events: bookingUrl a path on this site', 'events', (data) => ({ ...data, bookingUrl: '/book' })],
      [
        'events: startsAt before 1900',
        'events',
        (data) => ({ ...data, startsAt: Timestamp.fromDate(new Date('1899-12-31T23:59:59Z')), endsAt: null }),
      ],
      [
        'events: endsAt after 2100',
        'events',
        (data) => ({ ...data, endsAt: Timestamp.fromDate(new Date('2101-01-01T00:00:00Z')) }),
      ],
      [
        'events: endsAt in 9999 (it crashed the page and the build)',
        'events',
        (data) => ({ ...data, endsAt: Timestamp.fromDate(new Date('9999-12-31T21:00:00Z')) }),
      ],
      [
        'events: endsAt before startsAt',
        'events',
        (data) => ({ ...data, endsAt: Timestamp.fromDate(new Date('2025-07-12T10:59:00Z')) }),
      ],
      ['a title of spaces only', 'events', (data) => ({ ...data, title: ' \u00a0\u3000 ' })],
      ["workshops: skillLevel 'expert'", 'workshops', (data) => ({ ...data, skillLevel: 'expert' })],
      ['workshops: startsAt missing', 'workshops', (data) => without(data, 'startsAt')],
      // Written from the schema (decision 0047): its required keys are required, its limits the rules'.
      ['events: venue missing (the schema requires it, null for none)', 'events', (data) => without(data, 'venue')],
      ['events: category missing', 'events', (data) => without(data, 'category')],
      ['events: a key the schema does not have', 'events', (data) => ({ ...data, ticketColour: 'blue' })],
      ['events: timeZone null', 'events', (data) => ({ ...data, timeZone: null })],
      ['events: capacity 0', 'events', (data) => ({ ...data, capacity: 0 })],
      [
        'events: an organiser’s name of 141 characters',
        'events',
        (data) => ({ ...data, organiser: { collection: 'clubs', id: 'published', name: longText(141) } }),
      ],
      ['workshops: skillLevel missing', 'workshops', (data) => without(data, 'skillLevel')],
      ['workshops: materials of 1,001 characters', 'workshops', (data) => ({ ...data, materials: longText(1001) })],
      ['workshops: a facilitator of 141 characters', 'workshops', (data) => ({ ...data, facilitator: longText(141) })],
      ['businesses: ownerUid missing', 'businesses', (data) => without(data, 'ownerUid')],
      ['businesses: ownerUid is a number', 'businesses', (data) => ({ ...data, ownerUid: 7 })],
      ['shops: ownerUid missing', 'shops', (data) => without(data, 'ownerUid')],
      ["shops: isOrganisationShop is 'yes'", 'shops', (data) => ({ ...data, isOrganisationShop: 'yes' })],
      ['products: shopId missing', 'products', (data) => without(data, 'shopId')],
      ["products: currency 'USD'", 'products', (data) => ({ ...data, currency: 'USD' })],
      ["documents: visibility 'secret'", 'documents', (data) => ({ ...data, visibility: 'secret' })],
      ['documents: visibility missing', 'documents', (data) => without(data, 'visibility')],
      ["documents: category 'memo'", 'documents', (data) => ({ ...data, category: 'memo' })],
      ["organisations: kind 'company'", 'organisations', (data) => ({ ...data, kind: 'company' })],
      ['pages: missing title', 'pages', (data) => without(data, 'title')],
    ];

    for (const [name, collection, spoil] of creates) {
      it(`create · ${name} → denied`, async () => {
        const id = contentIds(collection).created;
        await removeDoc(`${collection}/${id}`);
        await assertFails(writeContent(as('editor'), collection, id, spoil(newContent(collection, UID.editor))));
      });
    }

    const validEdges: [string, ContentCollection, (data: DocData) => DocData][] = [
      [
        '12 tags of 32 characters',
        'events',
        (data) => ({ ...data, tags: Array.from({ length: 12 }, () => longText(32)) }),
      ],
      ['a tag of 32 non-ASCII characters', 'events', (data) => ({ ...data, tags: ['é'.repeat(32)] })],
      ['no tags and no image', 'events', (data) => ({ ...data, tags: [], image: null })],
      [
        'title of 140 and summary of 280 characters',
        'events',
        (data) => ({ ...data, title: longText(140), summary: longText(280) }),
      ],
      ['slug of 96 characters', 'events', (data) => ({ ...data, slug: `${'a'.repeat(48)}-${'b'.repeat(47)}` })],
      [
        'a scheduled publishAt',
        'events',
        (data) => ({ ...data, publishAt: Timestamp.fromDate(new Date('2099-01-01')) }),
      ],
      [
        'own fields that may be empty, null',
        'events',
        (data) => ({ ...data, endsAt: null, recurrence: null, organiser: null, capacity: null }),
      ],
      [
        'events: the first and last moments of 1900–2100',
        'events',
        (data) => ({
          ...data,
          startsAt: Timestamp.fromDate(new Date('1900-01-01T00:00:00Z')),
          endsAt: Timestamp.fromDate(new Date('2100-12-31T23:59:59Z')),
        }),
      ],
      [
        'events: an UNTIL on 29 February of a leap year',
        'events',
        (data) => ({
          ...data,
          recurrence: { rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;UNTIL=20280229T235959Z', exceptions: [] },
        }),
      ],
      [
        'events: a monthly rule on the last Wednesday, ending after 9999 times',
        'events',
        (data) => ({ ...data, recurrence: { rrule: 'FREQ=MONTHLY;BYDAY=-1WE;COUNT=9999', exceptions: [] } }),
      ],
      [
        'events: an online link to an IPv4 address with a port, and one with accented letters',
        'events',
        (data) => ({ ...data, onlineUrl: 'http://192.168.0.1:8080/meet', bookingUrl: 'https://bücher.example/buchen' }),
      ],
      ['a title with a space around it', 'events', (data) => ({ ...data, title: ' Summer fair ' })],
      ["workshops: skillLevel 'all'", 'workshops', (data) => ({ ...data, skillLevel: 'all' })],
      ['events: timeZone left out (the schema’s default)', 'events', (data) => without(data, 'timeZone')],
      ['events: the occursUntil every save adds', 'events', (data) => ({ ...data, occursUntil: FUTURE })],
      ['a shop nobody owns', 'shops', (data) => ({ ...data, ownerUid: null })],
    ];

    for (const [name, collection, adjust] of validEdges) {
      it(`create · ${name} → allowed`, async () => {
        const id = contentIds(collection).created;
        await removeDoc(`${collection}/${id}`);
        await removeDoc(slugIndexPath(collection, 'summer-fair-2025'));
        await assertSucceeds(writeContent(as('editor'), collection, id, adjust(newContent(collection, UID.editor))));
      });
    }

    it("create · pages: unknown page id 'home' → denied", async () => {
      await assertFails(as('editor').doc('pages/home').set(newContent('pages', UID.editor)));
    });

    const updates: [string, DocData][] = [
      ['version not +1 (1 → 3)', { version: 3 }],
      ['version unchanged', { version: 1 }],
      ['version removed', { version: firebase.firestore.FieldValue.delete() }],
      ['updatedAt not server time', { updatedAt: Timestamp.now() }],
      ['client-chosen updatedBy', { updatedBy: UID.admin }],
      ['createdAt changed', { createdAt: serverTimestamp() }],
      ['createdBy changed', { createdBy: UID.admin }],
      ["status 'deleted'", { status: 'deleted' }],
      ['title too long (141)', { title: 'x'.repeat(141) }],
      ['image without alt', { image: without(image, 'alt') }],
      ['13 tags', { tags: thirteenTags }],
      ['slug with capitals', { slug: 'Summer-Fair' }],
    ];

    for (const [name, changes] of updates) {
      it(`update · ${name} → denied`, async () => {
        const path = `events/${contentIds('events').mutated}`;
        await seedDoc(path, storedContent('events'));
        await assertFails(as('editor').doc(path).update(contentUpdate(UID.editor, changes)));
      });
    }

    it('update · a valid change (control) → allowed', async () => {
      const path = `events/${contentIds('events').mutated}`;
      await seedDoc(path, storedContent('events'));
      await assertSucceeds(
        as('editor')
          .doc(path)
          .update(contentUpdate(UID.editor, { status: 'archived' })),
      );
    });
  });

  describe('slugs are unique per collection (slug index)', () => {
    const slugged = CONTENT_COLLECTIONS.filter((collection) => !hasFixedIds(collection));
    for (const collection of slugged) {
      const ids = contentIds(collection);
      it(`editor · ${collection} · create with a slug another document has → denied`, async () => {
        await removeDoc(`${collection}/${ids.created}`);
        await assertFails(
          writeContent(
            as('editor'),
            collection,
            ids.created,
            newContent(collection, UID.editor, { slug: 'published-one' }),
          ),
        );
      });
    }
    it('editor · events · create without writing the slug index entry → denied', async () => {
      const id = contentIds('events').created;
      await removeDoc(`events/${id}`);
      await removeDoc(slugIndexPath('events', 'unindexed-one'));
      await assertFails(
        as('editor')
          .doc(`events/${id}`)
          .set(newContent('events', UID.editor, { slug: 'unindexed-one' })),
      );
    });
    it('editor · events · change the slug to a free one, with its entry → allowed; the old one stays reserved', async () => {
      const id = contentIds('events').mutated;
      await seedDoc(`events/${id}`, storedContent('events', { slug: 'mutated-one' }));
      await seedDoc(slugIndexPath('events', 'mutated-one'), { id });
      await removeDoc(slugIndexPath('events', 'renamed-one'));
      const db = as('editor');
      const batch = db.batch();
      batch.update(db.doc(`events/${id}`), contentUpdate(UID.editor, { slug: 'renamed-one' }));
      batch.set(db.doc(slugIndexPath('events', 'renamed-one')), { id });
      await assertSucceeds(batch.commit());
      // Another event cannot take the old address.
      const other = contentIds('events').created;
      await removeDoc(`events/${other}`);
      await assertFails(writeContent(db, 'events', other, newContent('events', UID.editor, { slug: 'mutated-one' })));
    });
    it("editor · events · change the slug to another event's → denied", async () => {
      const id = contentIds('events').mutated;
      await seedDoc(`events/${id}`, storedContent('events', { slug: 'mutated-one' }));
      const db = as('editor');
      const batch = db.batch();
      batch.update(db.doc(`events/${id}`), contentUpdate(UID.editor, { slug: 'published-one' }));
      batch.set(db.doc(slugIndexPath('events', 'published-one')), { id });
      await assertFails(batch.commit());
    });
    it('editor · events · save again with the same slug and its entry → allowed', async () => {
      const id = contentIds('events').mutated;
      await seedDoc(`events/${id}`, storedContent('events', { slug: 'mutated-one' }));
      await seedDoc(slugIndexPath('events', 'mutated-one'), { id });
      const db = as('editor');
      const batch = db.batch();
      batch.update(db.doc(`events/${id}`), contentUpdate(UID.editor, { slug: 'mutated-one' }));
      batch.set(db.doc(slugIndexPath('events', 'mutated-one')), { id });
      await assertSucceeds(batch.commit());
    });
    it('editor · a slug index entry on its own (no content write) → denied', async () => {
      await removeDoc(slugIndexPath('events', 'squatted-one'));
      await assertFails(
        as('editor')
          .doc(slugIndexPath('events', 'squatted-one'))
          .set({ id: contentIds('events').published }),
      );
    });
    it('editor · point an existing slug index entry at another document → denied', async () => {
      await assertFails(
        as('editor')
          .doc(slugIndexPath('events', 'published-one'))
          .set({ id: contentIds('events').draft }),
      );
    });
    it('editor · delete a slug index entry → denied; admin → allowed', async () => {
      await seedDoc(slugIndexPath('events', 'old-one'), { id: contentIds('events').published });
      await assertFails(as('editor').doc(slugIndexPath('events', 'old-one')).delete());
      await assertSucceeds(as('admin').doc(slugIndexPath('events', 'old-one')).delete());
    });
    it('visitor · read the slug index → denied', async () => {
      await assertFails(as('visitor').doc(slugIndexPath('events', 'draft-one')).get());
    });
    it('editor · workshops · change the slug of a workshop with every optional field (expression budget) → allowed', async () => {
      const id = contentIds('workshops').mutated;
      const full = {
        ...storedContent('workshops', { slug: 'mutated-one' }),
        tags: Array.from({ length: 12 }, (_, index) => `tag-${index}`),
        onlineUrl: 'https://example.org/live',
        bookingUrl: 'https://example.org/book',
      };
      await seedDoc(`workshops/${id}`, full);
      await removeDoc(slugIndexPath('workshops', 'renamed-one'));
      const db = as('editor');
      const batch = db.batch();
      batch.update(db.doc(`workshops/${id}`), contentUpdate(UID.editor, { slug: 'renamed-one' }));
      batch.set(db.doc(slugIndexPath('workshops', 'renamed-one')), { id });
      await assertSucceeds(batch.commit());
    });
  });

  describe('text and address policy (issue 17, items 11 and 12)', () => {
    const image = storedContent('events')['image'] as DocData;
    const badUrls = [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:image/svg+xml,<svg/>',
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      'http://[',
      'summer-fair.jpg',
      'https://example.org/a b.png',
      'https://example.org/x.png\n',
      'ftp://example.org/x.png',
    ];
    for (const collection of CONTENT_COLLECTIONS) {
      it(`editor · ${collection} · image url 'javascript:alert(1)' → denied`, async () => {
        const id = contentIds(collection).created;
        await removeDoc(`${collection}/${id}`);
        const data = { ...newContent(collection, UID.editor), image: { ...image, url: 'javascript:alert(1)' } };
        await assertFails(
          hasFixedIds(collection)
            ? as('editor').doc(`${collection}/${id}`).set(data)
            : writeContent(as('editor'), collection, id, data),
        );
      });
    }
    for (const url of badUrls) {
      it(`editor · events · image url ${JSON.stringify(url)} → denied`, async () => {
        const id = contentIds('events').created;
        await removeDoc(`events/${id}`);
        const data = { ...newContent('events', UID.editor), image: { ...image, url } };
        await assertFails(writeContent(as('editor'), 'events', id, data));
      });
    }
    for (const url of [
      'https://example.org/x.png',
      'http://example.org:8080/a/b.jpg?w=2#top',
      '/images/fair.jpg',
      'HTTPS://EXAMPLE.ORG/X.PNG',
      // Empty while the file waits in the editor's upload outbox.
      '',
    ]) {
      it(`editor · events · image url ${JSON.stringify(url)} → allowed`, async () => {
        const id = contentIds('events').created;
        await removeDoc(`events/${id}`);
        const data = { ...newContent('events', UID.editor), image: { ...image, url } };
        await assertSucceeds(writeContent(as('editor'), 'events', id, data));
      });
    }
    const small = { path: 'images/events/e1/u1-small.jpg', url: '', width: 640, height: 427 };
    for (const [name, smallCopy, allowed] of [
      ['waiting for its upload', small, true],
      ['uploaded', { ...small, url: 'https://example.org/small.jpg' }, true],
      ['at a javascript: address', { ...small, url: 'javascript:alert(1)' }, false],
      ['with no path', { ...small, path: '' }, false],
      ['with a width in text', { ...small, width: '640' }, false],
      ['with an extra key', { ...small, alt: 'A fair' }, false],
      ['not a map', 'small.jpg', false],
    ] as const) {
      it(`editor · events · an image's small copy ${name} → ${allowed ? 'allowed' : 'denied'}`, async () => {
        const id = contentIds('events').created;
        await removeDoc(`events/${id}`);
        const data = { ...newContent('events', UID.editor), image: { ...image, small: smallCopy } };
        const write = writeContent(as('editor'), 'events', id, data);
        await (allowed ? assertSucceeds(write) : assertFails(write));
      });
    }
    it("editor · events · update image url to 'javascript:' → denied", async () => {
      const path = `events/${contentIds('events').mutated}`;
      await seedDoc(path, storedContent('events'));
      await assertFails(
        as('editor')
          .doc(path)
          .update(contentUpdate(UID.editor, { image: { ...image, url: 'javascript:alert(1)' } })),
      );
    });
    it("editor · events · bookingUrl 'javascript:' → denied", async () => {
      const id = contentIds('events').created;
      await removeDoc(`events/${id}`);
      await assertFails(
        writeContent(as('editor'), 'events', id, { ...newContent('events', UID.editor), bookingUrl: 'javascript:x()' }),
      );
    });

    const controls: [string, string][] = [
      ['U+0000', '\u0000'],
      ['a newline', '\n'],
      ['a tab', '\t'],
      ['U+001F', '\u001f'],
      ['U+007F', '\u007f'],
      ['U+202A', '\u202a'],
      ['U+202E (right-to-left override)', '\u202e'],
    ];
    for (const [name, character] of controls) {
      for (const field of ['title', 'summary']) {
        it(`editor · events · ${field} with ${name} → denied`, async () => {
          const id = contentIds('events').created;
          await removeDoc(`events/${id}`);
          const data = { ...newContent('events', UID.editor), [field]: `Summer${character}fair` };
          await assertFails(writeContent(as('editor'), 'events', id, data));
        });
      }
      it(`editor · events · a tag with ${name} → denied`, async () => {
        const id = contentIds('events').created;
        await removeDoc(`events/${id}`);
        const data = { ...newContent('events', UID.editor), tags: [`fair${character}day`] };
        await assertFails(writeContent(as('editor'), 'events', id, data));
      });
    }
    // Updates write no slug index entry, so these fail for the text alone (also under the old rules' shape).
    for (const [name, character] of controls) {
      it(`editor · events · update the title to one with ${name} → denied`, async () => {
        const path = `events/${contentIds('events').mutated}`;
        await seedDoc(path, storedContent('events'));
        await assertFails(
          as('editor')
            .doc(path)
            .update(contentUpdate(UID.editor, { title: `Summer${character}fair` })),
        );
      });
    }
    it('editor · events · update the summary and a tag to ones with U+202E → denied', async () => {
      const path = `events/${contentIds('events').mutated}`;
      await seedDoc(path, storedContent('events'));
      await assertFails(
        as('editor')
          .doc(path)
          .update(contentUpdate(UID.editor, { summary: 'Stalls\u202e' })),
      );
      await assertFails(
        as('editor')
          .doc(path)
          .update(contentUpdate(UID.editor, { tags: ['fair\u202e'] })),
      );
    });
    const oneLineFields: [string, ContentCollection, (data: DocData) => DocData][] = [
      ['events: image alt', 'events', (data) => ({ ...data, image: { ...image, alt: 'Bunting\u202e' } })],
      ['events: category', 'events', (data) => ({ ...data, category: 'fair\u0007' })],
      [
        'events: venue name',
        'events',
        (data) => ({ ...data, venue: { ...(data['venue'] as DocData), name: 'Hall\n' } }),
      ],
      [
        'events: organiser name',
        'events',
        (data) => ({ ...data, organiser: { collection: 'clubs', id: 'x', name: 'A\u202dB' } }),
      ],
      ['workshops: facilitator', 'workshops', (data) => ({ ...data, facilitator: 'A.\u0000Potter' })],
      ['businesses: address', 'businesses', (data) => ({ ...data, address: '1 High St\r' })],
      ['trailStops: artist', 'trailStops', (data) => ({ ...data, artist: 'R.\u202ePainter' })],
    ];
    for (const [name, collection, spoil] of oneLineFields) {
      it(`editor · ${name} with a control character → denied`, async () => {
        const id = contentIds(collection).created;
        await removeDoc(`${collection}/${id}`);
        await assertFails(writeContent(as('editor'), collection, id, spoil(newContent(collection, UID.editor))));
      });
    }
    it('editor · events · body with a U+202E override → denied; with newlines and tabs → allowed', async () => {
      const id = contentIds('events').created;
      await removeDoc(`events/${id}`);
      await assertFails(
        writeContent(as('editor'), 'events', id, { ...newContent('events', UID.editor), body: 'Hello \u202e world' }),
      );
      await assertSucceeds(
        writeContent(as('editor'), 'events', id, {
          ...newContent('events', UID.editor),
          body: '## Hi\n\n\tCome along.',
        }),
      );
    });
    it('editor · events · title with accents and emoji → allowed', async () => {
      const id = contentIds('events').created;
      await removeDoc(`events/${id}`);
      await assertSucceeds(
        writeContent(as('editor'), 'events', id, { ...newContent('events', UID.editor), title: 'Fête d’été 🎉' }),
      );
    });
  });

  describe('drafts and future-scheduled documents are invisible to visitors and members', () => {
    /** A list query as a visitor or member would shape it, for documents of `status`. */
    function statusQuery(db: Db, collection: ContentCollection, status: string | null) {
      let query: firebase.firestore.Query = db.collection(collection);
      if (status !== null) query = query.where('status', '==', status);
      if (collection === 'documents') query = query.where('visibility', '==', 'public');
      return query.limit(100);
    }

    for (const collection of CONTENT_COLLECTIONS) {
      const ids = contentIds(collection);
      for (const role of ['visitor', 'member'] as const) {
        it(`${role} · ${collection} · get draft → denied`, async () => {
          await assertFails(as(role).doc(`${collection}/${ids.draft}`).get());
        });
        it(`${role} · ${collection} · get future-scheduled → denied`, async () => {
          await assertFails(as(role).doc(`${collection}/${ids.scheduled}`).get());
        });
        it(`${role} · ${collection} · list drafts → denied`, async () => {
          await assertFails(statusQuery(as(role), collection, 'draft').get());
        });
        it(`${role} · ${collection} · list archived → denied`, async () => {
          await assertFails(statusQuery(as(role), collection, 'archived').get());
        });
        it(`${role} · ${collection} · list without a status filter → denied`, async () => {
          await assertFails(statusQuery(as(role), collection, null).get());
        });
      }
      it(`editor · ${collection} · get draft and future-scheduled → allowed`, async () => {
        await assertSucceeds(as('editor').doc(`${collection}/${ids.draft}`).get());
        await assertSucceeds(as('editor').doc(`${collection}/${ids.scheduled}`).get());
      });
    }

    // Item 2 of issue 17: lists used to check status only, so a visitor's query returned scheduled items.
    const visibleFilter = (collection: ContentCollection) =>
      collection === 'documents' ? [modularWhere('visibility', '==', 'public')] : [];
    for (const collection of CONTENT_COLLECTIONS) {
      for (const role of ['visitor', 'member'] as const) {
        it(`${role} · ${collection} · list published by status only (scheduled items included) → denied`, async () => {
          await assertFails(statusQuery(as(role), collection, 'published').get());
        });
        it(`${role} · ${collection} · list published with publishAt up to a future time → denied`, async () => {
          await assertFails(publicList(as(role), collection, visibleFilter(collection), FUTURE));
        });
        it(`${role} · ${collection} · list published with publishAt null or past → allowed, no scheduled item`, async () => {
          // Only the fixtures' two slugs, so other tests' documents cannot push them past the limit.
          const { published, scheduled } = contentIds(collection);
          const slugs = modularWhere(
            'slug',
            'in',
            hasFixedIds(collection) ? [published, scheduled] : ['published-one', 'scheduled-one'],
          );
          const snapshot = await assertSucceeds(
            publicList(as(role), collection, [...visibleFilter(collection), slugs]),
          );
          const ids = snapshot.docs.map((document) => document.id);
          if (!ids.includes(contentIds(collection).published)) {
            throw new Error(`${collection}: the published document is missing from ${JSON.stringify(ids)}.`);
          }
          if (ids.includes(contentIds(collection).scheduled))
            throw new Error(`${collection}: a scheduled item was listed.`);
        });
      }
      it(`visitor · ${collection} · list scheduled items by publishAt == their time → denied`, async () => {
        await assertFails(statusQuery(as('visitor'), collection, 'published').where('publishAt', '==', FUTURE).get());
      });
    }

    it('visitor · events · list published with publishAt == null → allowed (scheduling-safe query)', async () => {
      const query = as('visitor').collection('events').where('status', '==', 'published');
      await assertSucceeds(query.where('publishAt', '==', null).limit(100).get());
    });

    it('visitor · events · list published with publishAt <= a past time → allowed (scheduling-safe query)', async () => {
      const query = as('visitor').collection('events').where('status', '==', 'published');
      await assertSucceeds(query.where('publishAt', '<=', appCutoff()).limit(100).get());
    });

    it('visitor · the feeds script’s REST query, page by page → allowed, without scheduled items', async () => {
      const past = `events/${contentIds('events').mutated}`;
      await seedDoc(past, storedContent('events', { publishAt: Timestamp.fromMillis(Date.now() - 3_600_000) }));
      try {
        const { host, port } = parseHost(emulatorHost);
        const url = runQueryUrl({ projectId: PROJECT_ID, emulatorHost: `${host}:${port}` });
        const result = await fetchPublishedDocuments({
          fetch: globalThis.fetch,
          url,
          collectionId: 'events',
          pageSize: 1,
        });
        expect(result.documents.map((document) => document.id).sort()).toEqual(
          [contentIds('events').mutated, contentIds('events').published].sort(),
        );
      } finally {
        await removeDoc(past);
      }
    });

    it('visitor · events · a scheduled item whose time has come is listed and readable → allowed', async () => {
      const path = `events/${contentIds('events').mutated}`;
      await seedDoc(path, storedContent('events', { publishAt: Timestamp.fromMillis(Date.now() - 3_600_000) }));
      try {
        await assertSucceeds(as('visitor').doc(path).get());
        const snapshot = await assertSucceeds(publicList(as('visitor'), 'events'));
        if (!snapshot.docs.some((document) => document.id === contentIds('events').mutated)) {
          throw new Error('The item whose time has come is not listed.');
        }
      } finally {
        await removeDoc(path);
      }
    });
  });

  describe('list limits', () => {
    const published = (role: Role) => as(role).collection('events').where('status', '==', 'published');

    it('visitor · limit 500 → allowed', async () => {
      await assertSucceeds(publicList(as('visitor'), 'events', [], appCutoff(), 500));
    });
    it('visitor · limit 501 → denied', async () => {
      await assertFails(publicList(as('visitor'), 'events', [], appCutoff(), 501));
    });
    it('visitor · no limit → denied', async () => {
      await assertFails(published('visitor').get());
    });
    it('member · no limit → denied', async () => {
      await assertFails(published('member').get());
    });
    it('editor · whole collection, no limit → allowed', async () => {
      await assertSucceeds(as('editor').collection('events').get());
    });
  });

  describe('documents by visibility', () => {
    const membersDoc = `documents/${MEMBERS_DOCUMENT_ID}`;
    const committeeDoc = `documents/${COMMITTEE_DOCUMENT_ID}`;
    const byVisibility = (db: Db, visibility: string | string[]) => ({
      get: () =>
        publicList(db, 'documents', [
          Array.isArray(visibility)
            ? modularWhere('visibility', 'in', visibility)
            : modularWhere('visibility', '==', visibility),
        ]),
    });

    it('visitor · members-only document → denied', async () => {
      await assertFails(as('visitor').doc(membersDoc).get());
    });
    it('member · members-only document → allowed', async () => {
      await assertSucceeds(as('member').doc(membersDoc).get());
    });
    it('owner (a member) · members-only document → allowed', async () => {
      await assertSucceeds(as('owner').doc(membersDoc).get());
    });
    it('signed in without roles · members-only document → denied', async () => {
      await assertFails(freshUser().db.doc(membersDoc).get());
    });
    it('a fresh account that made its own users document · members-only document and list → denied', async () => {
      const { uid, db } = freshUser();
      await assertSucceeds(db.doc(`users/${uid}`).set(newUserDoc([], emailOf(uid))));
      await assertFails(db.doc(membersDoc).get());
      await assertFails(byVisibility(db, 'members').get());
    });
    it('member whose email is not verified · members-only document and list → denied', async () => {
      const unverified = dbFor(UID.member, false);
      await assertFails(unverified.doc(membersDoc).get());
      await assertFails(byVisibility(unverified, 'members').get());
    });
    it('member · committee document → denied', async () => {
      await assertFails(as('member').doc(committeeDoc).get());
    });
    it('visitor · committee document → denied', async () => {
      await assertFails(as('visitor').doc(committeeDoc).get());
    });
    it('editor · committee document → allowed', async () => {
      await assertSucceeds(as('editor').doc(committeeDoc).get());
    });
    it('visitor · list public and members documents → denied', async () => {
      await assertFails(byVisibility(as('visitor'), ['public', 'members']).get());
    });
    it('member · list members documents → allowed', async () => {
      await assertSucceeds(byVisibility(as('member'), 'members').get());
    });
    it('member · list committee documents → denied', async () => {
      await assertFails(byVisibility(as('member'), 'committee').get());
    });
    it('member · list without a visibility filter → denied', async () => {
      await assertFails(as('member').collection('documents').where('status', '==', 'published').limit(100).get());
    });
  });

  describe('owners: their own listing and products only', () => {
    const ownBusiness = `businesses/${contentIds('businesses').mutated}`;
    const ownShop = `shops/${contentIds('shops').mutated}`;
    const ownProduct = `products/${contentIds('products').mutated}`;
    const owner = () => as('owner');

    it('owner · own business · change ownerUid → denied', async () => {
      await seedDoc(ownBusiness, storedContent('businesses'));
      await assertFails(
        owner()
          .doc(ownBusiness)
          .update(contentUpdate(UID.owner, { ownerUid: UID.member })),
      );
    });
    it('owner · own business · change status → denied', async () => {
      await seedDoc(ownBusiness, storedContent('businesses', { status: 'draft' }));
      await assertFails(
        owner()
          .doc(ownBusiness)
          .update(contentUpdate(UID.owner, { status: 'published' })),
      );
    });
    it('owner · own business · change publishAt → denied', async () => {
      await seedDoc(ownBusiness, storedContent('businesses'));
      await assertFails(
        owner()
          .doc(ownBusiness)
          .update(contentUpdate(UID.owner, { publishAt: Timestamp.now() })),
      );
    });
    it('owner · own business · change opening hours → allowed', async () => {
      await seedDoc(ownBusiness, storedContent('businesses'));
      const openingHours = { ...BUSINESS_HOURS, sat: [{ opens: '10:00', closes: '13:00' }] };
      await assertSucceeds(owner().doc(ownBusiness).update(contentUpdate(UID.owner, { openingHours })));
    });
    it('owner · own business · invalid shape (version not +1) → denied', async () => {
      await seedDoc(ownBusiness, storedContent('businesses'));
      await assertFails(
        owner()
          .doc(ownBusiness)
          .update(contentUpdate(UID.owner, { version: 5 })),
      );
    });
    it("owner · another owner's business · update → denied", async () => {
      await assertFails(owner().doc(`businesses/${OTHER_BUSINESS_ID}`).update(contentUpdate(UID.owner)));
    });
    it('owner · own draft business · get → allowed', async () => {
      await assertSucceeds(
        owner()
          .doc(`businesses/${contentIds('businesses').draft}`)
          .get(),
      );
    });
    it('owner · own businesses · list by ownerUid → allowed', async () => {
      await assertSucceeds(owner().collection('businesses').where('ownerUid', '==', UID.owner).get());
    });
    it("owner · another owner's businesses · list by ownerUid → denied", async () => {
      await assertFails(owner().collection('businesses').where('ownerUid', '==', UID.otherOwner).get());
    });
    it('owner · own shop · change isOrganisationShop → denied', async () => {
      await seedDoc(ownShop, storedContent('shops'));
      await assertFails(
        owner()
          .doc(ownShop)
          .update(contentUpdate(UID.owner, { isOrganisationShop: true })),
      );
    });
    it('owner · own shop · change ownerUid → denied', async () => {
      await seedDoc(ownShop, storedContent('shops'));
      await assertFails(
        owner()
          .doc(ownShop)
          .update(contentUpdate(UID.owner, { ownerUid: UID.member })),
      );
    });
    it("owner · another owner's shop · update → denied", async () => {
      await assertFails(owner().doc(`shops/${OTHER_SHOP_ID}`).update(contentUpdate(UID.owner)));
    });
    it("owner · create a product in another owner's shop → denied", async () => {
      const id = contentIds('products').created;
      await removeDoc(`products/${id}`);
      await assertFails(
        writeContent(owner(), 'products', id, newContent('products', UID.owner, { shopId: OTHER_SHOP_ID })),
      );
    });
    it('owner · create a product in a shop that does not exist → denied', async () => {
      const id = contentIds('products').created;
      await removeDoc(`products/${id}`);
      await assertFails(
        writeContent(owner(), 'products', id, newContent('products', UID.owner, { shopId: 'no-such-shop' })),
      );
    });
    it('owner · publish own draft product → denied (editors publish)', async () => {
      await seedDoc(ownProduct, storedContent('products', { status: 'draft' }));
      await assertFails(
        owner()
          .doc(ownProduct)
          .update(contentUpdate(UID.owner, { status: 'published' })),
      );
    });
    it('owner · archive own product → allowed', async () => {
      await seedDoc(ownProduct, storedContent('products'));
      await assertSucceeds(
        owner()
          .doc(ownProduct)
          .update(contentUpdate(UID.owner, { status: 'archived' })),
      );
    });
    it('owner · change price and stock of own product → allowed', async () => {
      await seedDoc(ownProduct, storedContent('products'));
      await assertSucceeds(
        owner()
          .doc(ownProduct)
          .update(contentUpdate(UID.owner, { pricePence: 1500, stock: 3 })),
      );
    });
    it('owner · create a draft product in own shop → allowed', async () => {
      const id = contentIds('products').created;
      await removeDoc(`products/${id}`);
      await removeDoc(slugIndexPath('products', 'owner-pot'));
      await assertSucceeds(
        writeContent(
          owner(),
          'products',
          id,
          newContent('products', UID.owner, { slug: 'owner-pot', status: 'draft' }),
        ),
      );
    });
    it('owner · create a published product in own shop → denied (must start as a draft)', async () => {
      const id = contentIds('products').created;
      await removeDoc(`products/${id}`);
      await removeDoc(slugIndexPath('products', 'owner-pot'));
      await assertFails(
        writeContent(
          owner(),
          'products',
          id,
          newContent('products', UID.owner, { slug: 'owner-pot', status: 'published' }),
        ),
      );
    });
    it('owner · create a draft product scheduled to publish itself → denied', async () => {
      const id = contentIds('products').created;
      await removeDoc(`products/${id}`);
      await removeDoc(slugIndexPath('products', 'owner-pot'));
      await assertFails(
        writeContent(
          owner(),
          'products',
          id,
          newContent('products', UID.owner, { slug: 'owner-pot', status: 'draft', publishAt: FUTURE }),
        ),
      );
    });
    it('owner · own business · change slug (with its index entry) → denied', async () => {
      await seedDoc(ownBusiness, storedContent('businesses'));
      await removeDoc(slugIndexPath('businesses', 'published-two'));
      const db = owner();
      const batch = db.batch();
      batch.update(db.doc(ownBusiness), contentUpdate(UID.owner, { slug: 'published-two' }));
      batch.set(db.doc(slugIndexPath('businesses', 'published-two')), { id: contentIds('businesses').mutated });
      await assertFails(batch.commit());
    });
    it("owner · own business · take another listing's slug → denied", async () => {
      await seedDoc(ownBusiness, storedContent('businesses'));
      await assertFails(
        owner()
          .doc(ownBusiness)
          .update(contentUpdate(UID.owner, { slug: 'published-one' })),
      );
    });
    it('owner · own business · add an unknown field → denied', async () => {
      await seedDoc(ownBusiness, storedContent('businesses'));
      await assertFails(
        owner()
          .doc(ownBusiness)
          .update(contentUpdate(UID.owner, { verifiedByCouncil: true })),
      );
    });
    it('owner · own shop · change slug → denied', async () => {
      await seedDoc(ownShop, storedContent('shops'));
      await assertFails(
        owner()
          .doc(ownShop)
          .update(contentUpdate(UID.owner, { slug: 'published-one' })),
      );
    });
    it('owner · own product · change slug → denied', async () => {
      await seedDoc(ownProduct, storedContent('products'));
      await assertFails(
        owner()
          .doc(ownProduct)
          .update(contentUpdate(UID.owner, { slug: 'another-pot' })),
      );
    });
    it("owner · move own product to another owner's shop → denied", async () => {
      await seedDoc(ownProduct, storedContent('products'));
      await assertFails(
        owner()
          .doc(ownProduct)
          .update(contentUpdate(UID.owner, { shopId: OTHER_SHOP_ID })),
      );
    });
    it("owner · update a product of another owner's shop → denied", async () => {
      await seedDoc(ownProduct, storedContent('products', { shopId: OTHER_SHOP_ID }));
      await assertFails(owner().doc(ownProduct).update(contentUpdate(UID.owner)));
    });
    it('owner · own draft product · get → allowed', async () => {
      await assertSucceeds(
        owner()
          .doc(`products/${contentIds('products').draft}`)
          .get(),
      );
    });
    it('owner · own shop products · list by shopId → allowed', async () => {
      await assertSucceeds(owner().collection('products').where('shopId', '==', OWNER_SHOP_ID).get());
    });
    it("owner · another owner's shop products · list by shopId → denied", async () => {
      await assertFails(owner().collection('products').where('shopId', '==', OTHER_SHOP_ID).get());
    });
    it('member · own shop products of the owner · list by shopId → denied', async () => {
      await assertFails(as('member').collection('products').where('shopId', '==', OWNER_SHOP_ID).get());
    });
  });

  describe('accounts and role escalation', () => {
    const memberPath = `users/${UID.member}`;
    const restoreMember = () => seedDoc(memberPath, userDoc(['member'], 'member'));

    it('member · own roles → [member, admin] → denied', async () => {
      await assertFails(
        as('member')
          .doc(memberPath)
          .update({ roles: ['member', 'admin'] }),
      );
    });
    it('member · own roles → [editor] together with displayName → denied', async () => {
      await assertFails(
        as('member')
          .doc(memberPath)
          .update({ roles: ['editor'], displayName: 'Me' }),
      );
    });
    it('member · overwrite own document with roles [admin] (set) → denied', async () => {
      await assertFails(
        as('member')
          .doc(memberPath)
          .set(userDoc(['admin'], 'member')),
      );
    });
    it('editor · own roles → [editor, admin] → denied', async () => {
      await assertFails(
        as('editor')
          .doc(`users/${UID.editor}`)
          .update({ roles: ['editor', 'admin'] }),
      );
    });
    it('owner · own roles → [editor] → denied', async () => {
      await assertFails(
        as('owner')
          .doc(`users/${UID.owner}`)
          .update({ roles: ['editor'] }),
      );
    });
    it('member · own email → denied', async () => {
      await assertFails(as('member').doc(memberPath).update({ email: 'someone-else@example.org' }));
    });
    it('member · own follows and photoURL → allowed', async () => {
      try {
        await assertSucceeds(
          as('member')
            .doc(memberPath)
            .update({
              follows: { collections: ['clubs'], tags: [], ids: ['x'] },
              photoURL: 'https://example.org/me.png',
            }),
        );
      } finally {
        await restoreMember();
      }
    });
    // "Delete my account" (issue 15): a person deletes their own document; tests/rules/profile.rules.test.ts.
    it('member · delete own users document → allowed', async () => {
      try {
        await assertSucceeds(as('member').doc(memberPath).delete());
      } finally {
        await restoreMember();
      }
    });
    it('editor · read own users document → allowed', async () => {
      await assertSucceeds(as('editor').doc(`users/${UID.editor}`).get());
    });
    it('owner · read own users document → allowed', async () => {
      await assertSucceeds(as('owner').doc(`users/${UID.owner}`).get());
    });

    for (const roles of [['admin'], ['editor'], ['member'], ['member', 'admin'], ['member', 'editor']]) {
      it(`new user · create own document with [${roles.join(', ')}] → denied`, async () => {
        const { uid, db } = freshUser();
        await assertFails(db.doc(`users/${uid}`).set(newUserDoc(roles, emailOf(uid))));
      });
    }
    it('new user · create own document with [] and their own email → allowed', async () => {
      const { uid, db } = freshUser();
      await assertSucceeds(db.doc(`users/${uid}`).set(newUserDoc([], emailOf(uid))));
    });
    it('new user (email not verified) · create own document with [] → allowed', async () => {
      const { uid, db } = freshUser(false);
      await assertSucceeds(db.doc(`users/${uid}`).set(newUserDoc([], emailOf(uid))));
    });
    it("new user · create own document with someone else's email → denied", async () => {
      const { uid, db } = freshUser();
      await assertFails(db.doc(`users/${uid}`).set(newUserDoc([], emailOf(UID.admin))));
    });
    it('new user · create own document without an email while the token has one → denied', async () => {
      const { uid, db } = freshUser();
      await assertFails(db.doc(`users/${uid}`).set(without(newUserDoc([], emailOf(uid)), 'email')));
    });
    it('new user · create own document with a control character in the name → denied', async () => {
      const { uid, db } = freshUser();
      await assertFails(db.doc(`users/${uid}`).set({ ...newUserDoc([], emailOf(uid)), displayName: 'Sam\u202Enimda' }));
    });
    it('new user · create own document with createdAt not server time → denied', async () => {
      const { uid, db } = freshUser();
      await assertFails(db.doc(`users/${uid}`).set({ ...newUserDoc([], emailOf(uid)), createdAt: Timestamp.now() }));
    });
    it('new user · create own document with an unknown field → denied', async () => {
      const { uid, db } = freshUser();
      await assertFails(db.doc(`users/${uid}`).set({ ...newUserDoc([], emailOf(uid)), isAdmin: true }));
    });
    it("new user · create someone else's document → denied", async () => {
      const { db } = freshUser();
      await removeDoc('users/someone-else-uid');
      await assertFails(db.doc('users/someone-else-uid').set(newUserDoc([])));
    });
    it('a member whose document an admin deleted · re-create it as a member → denied, with no roles → allowed', async () => {
      const uid = 'removed-member-uid';
      await seedDoc(`users/${uid}`, { ...userDoc(['member'], 'removed'), email: emailOf(uid) });
      await assertSucceeds(as('admin').doc(`users/${uid}`).delete());
      const db = dbFor(uid);
      await assertFails(db.doc(`users/${uid}`).set(newUserDoc(['member'], emailOf(uid))));
      await assertFails(db.doc(`users/${uid}`).set(newUserDoc(['editor'], emailOf(uid))));
      await assertSucceeds(db.doc(`users/${uid}`).set(newUserDoc([], emailOf(uid))));
      await assertFails(db.doc(`documents/${MEMBERS_DOCUMENT_ID}`).get());
    });
    it('admin · make a new account a member → the member reads members-only documents → allowed', async () => {
      const { uid, db } = freshUser();
      await assertSucceeds(db.doc(`users/${uid}`).set(newUserDoc([], emailOf(uid))));
      await assertFails(db.doc(`documents/${MEMBERS_DOCUMENT_ID}`).get());
      await assertSucceeds(
        as('admin')
          .doc(`users/${uid}`)
          .update({ roles: ['member'] }),
      );
      await assertSucceeds(db.doc(`documents/${MEMBERS_DOCUMENT_ID}`).get());
    });
    it('admin · make a member an editor → allowed', async () => {
      await seedDoc('users/promotee-uid', userDoc(['member'], 'promotee'));
      await assertSucceeds(
        as('admin')
          .doc('users/promotee-uid')
          .update({ roles: ['member', 'editor'] }),
      );
    });
    it("admin · give an unknown role ('superuser') → denied", async () => {
      await seedDoc('users/promotee-uid', userDoc(['member'], 'promotee'));
      await assertFails(
        as('admin')
          .doc('users/promotee-uid')
          .update({ roles: ['superuser'] }),
      );
    });
    it('editor · make a member an editor → denied', async () => {
      await seedDoc('users/promotee-uid', userDoc(['member'], 'promotee'));
      await assertFails(
        as('editor')
          .doc('users/promotee-uid')
          .update({ roles: ['member', 'editor'] }),
      );
    });
    it('a promoted editor gains editor rights at once → allowed', async () => {
      await seedDoc('users/promotee-uid', userDoc(['member'], 'promotee'));
      const promotee = dbFor('promotee-uid');
      await assertFails(promotee.doc(`events/${contentIds('events').draft}`).get());
      await as('admin')
        .doc('users/promotee-uid')
        .update({ roles: ['member', 'editor'] });
      await assertSucceeds(promotee.doc(`events/${contentIds('events').draft}`).get());
    });
  });

  // Orders: tests/rules/orders.rules.test.ts (issue 14's contract).

  describe('contact messages', () => {
    // Each from a new anonymous account, so the throttle (messages.rules.test.ts) never refuses one.
    let senders = 0;
    const send = (data: DocData) => {
      const uid = `corpus-sender-${(senders += 1)}`;
      return sendMessage(dbFor(uid), uid, data);
    };
    const cases: [string, DocData][] = [
      ['consent missing', without(message(), 'consent')],
      ['consent false', { ...message(), consent: false }],
      ["consent 'yes'", { ...message(), consent: 'yes' }],
      ['an unknown field', { ...message(), phone: '07700 900000' }],
      ['createdAt not server time', message(Timestamp.now())],
      ["email without '@'", { ...message(), email: 'pat.example.org' }],
      ['email too long (255)', { ...message(), email: `${'p'.repeat(243)}@example.org` }],
      ['empty name', { ...message(), name: '' }],
      ['name too long (101)', { ...message(), name: 'n'.repeat(101) }],
      ['subject too long (141)', { ...message(), subject: 's'.repeat(141) }],
      ['empty body', { ...message(), body: '' }],
      ['body too long (5001)', { ...message(), body: 'b'.repeat(5001) }],
      ['a subject with a newline', { ...message(), subject: 'Stall\nbooking' }],
      ['a name with U+202E', { ...message(), name: 'Pat\u202e' }],
      ['a body with U+0000', { ...message(), body: 'Hello\u0000' }],
      ['an email with a space', { ...message(), email: 'pat @example.org' }],
    ];
    for (const [name, data] of cases) {
      it(`account · create with ${name} → denied`, async () => {
        await assertFails(send(data));
      });
    }
    it('account · create with a body of several lines → allowed', async () => {
      await assertSucceeds(send({ ...message(), body: 'Hello,\n\nCan I book a stall?\n\tPat' }));
    });
    it('account · create with a 5000-character body → allowed', async () => {
      await assertSucceeds(send({ ...message(), body: 'b'.repeat(5000) }));
    });
  });

  // The demo seed (scripts/seed-data.mjs) is written with the rules off; every content document in it
  // must still pass them, with its slug index entries, so editors can save it as it is.
  describe('the demo seed satisfies the rules', () => {
    const data = buildSeedData(new Date());
    beforeAll(async () => {
      // As the seed writes them: with the list fields every save adds.
      Object.assign(data.collections, await withListFields(data.collections));
      await withoutRules(async (db) => {
        let batch = db.batch();
        let count = 0;
        const put = async (path: string, fields: DocData) => {
          batch.set(db.doc(path), fields);
          count += 1;
          if (count % 400 === 0) {
            await batch.commit();
            batch = db.batch();
          }
        };
        for (const name of SEED_CONTENT) {
          for (const { id, data: fields } of data.collections[name] ?? []) await put(`${name}/${id}`, fields);
        }
        for (const { path, data: fields } of slugIndexDocs(data)) await put(path, fields);
        await batch.commit();
      });
    });
    for (const name of SEED_CONTENT) {
      it(`editor · save every seeded ${name} document as it is (slug kept, then with its index entry) → allowed`, async () => {
        // As the least role that edits the type (admins edit pages).
        const role = editRoleOf(name) === 'admin' ? 'admin' : 'editor';
        const db = as(role);
        const writer = UID[role];
        for (const { id, data: fields } of data.collections[name] ?? []) {
          const version = fields['version'] as number;
          const batch = db.batch();
          batch.update(db.doc(`${name}/${id}`), {
            version: version + 1,
            updatedAt: serverTimestamp(),
            updatedBy: writer,
          });
          await assertSucceeds(batch.commit());
          if (!hasFixedIds(name)) {
            const withEntry = db.batch();
            withEntry.update(db.doc(`${name}/${id}`), {
              slug: fields['slug'],
              version: version + 2,
              updatedAt: serverTimestamp(),
              updatedBy: UID.editor,
            });
            withEntry.set(db.doc(slugIndexPath(name, fields['slug'] as string)), { id });
            await assertSucceeds(withEntry.commit());
          }
        }
      });
    }
  });

  describe('site settings and everything else', () => {
    const site = 'settings/site';
    const restore = () => seedDoc(site, siteSettings());

    it('admin · empty companyName → denied', async () => {
      await assertFails(as('admin').doc(site).update({ companyName: '' }));
    });
    it("admin · defaultSeason 'monsoon' → denied", async () => {
      await assertFails(as('admin').doc(site).update({ defaultSeason: 'monsoon' }));
    });
    it('admin · client-chosen updatedBy → denied', async () => {
      await assertFails(as('admin').doc(site).update({ updatedBy: UID.editor }));
    });
    it('admin · announcement banner with updatedAt and updatedBy → allowed', async () => {
      try {
        await assertSucceeds(
          as('admin')
            .doc(site)
            .update({
              announcement: { ...siteSettings().announcement, enabled: true, text: 'Fair on Saturday' },
              updatedAt: serverTimestamp(),
              updatedBy: UID.admin,
            }),
        );
      } finally {
        await restore();
      }
    });
    it('admin · create settings/other → denied', async () => {
      await assertFails(as('admin').doc('settings/other').set({ companyName: 'Other' }));
    });
    it('visitor · get settings/other → denied', async () => {
      await assertFails(as('visitor').doc('settings/other').get());
    });
    it('admin · get a document of an unknown collection → denied', async () => {
      await seedDoc('secrets/one', { value: 1 });
      await assertFails(as('admin').doc('secrets/one').get());
    });
    it('admin · write a document of an unknown collection → denied', async () => {
      await assertFails(as('admin').doc('secrets/two').set({ value: 2 }));
    });
    it('editor · list an unknown collection → denied', async () => {
      await assertFails(as('editor').collection('audit').get());
    });
    it('admin · write a subcollection of a content document → denied', async () => {
      await assertFails(
        as('admin')
          .doc(`events/${contentIds('events').published}/comments/one`)
          .set({ text: 'Hi' }),
      );
    });
    it('visitor · read a subcollection of a content document → denied', async () => {
      await assertFails(
        as('visitor')
          .collection(`events/${contentIds('events').published}/comments`)
          .get(),
      );
    });
    it('seeded fixtures are in place (sanity) → allowed', async () => {
      const snapshot = await assertSucceeds(
        as('editor')
          .doc(`events/${contentIds('events').published}`)
          .get(),
      );
      const createdAt = snapshot.get('createdAt') as firebase.firestore.Timestamp | undefined;
      if (!snapshot.exists || !createdAt?.isEqual(SEEDED_AT)) {
        throw new Error('The seeded published event is missing.');
      }
    });
  });
});
