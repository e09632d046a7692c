/**
 * Demo content for the emulators: a believable Thornbury, built as plain data (timestamps are JS Dates;
 * scripts/seed.mjs converts and writes them). Deterministic: the same `now` always gives the same data.
 * Every content document follows docs/decisions/0009-firestore-data-contract.md: all base fields,
 * `version: 1`, created/updated by the demo admin. Event dates are placed relative to the current
 * month (and to today for the next few days), so the calendar always has things coming up.
 *
 * Contact details are deliberately unreal: e-mail and web addresses use the reserved `.example`
 * domain, phone numbers come from Ofcom's range for drama (01632 960xxx, 07700 900xxx).
 */

import { Buffer } from 'node:buffer';
import { slugify } from '../src/lib/slug.mjs';

export const PROJECT_ID = 'demo-community';
export const TIME_ZONE = 'Europe/London';

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

const [ADMIN, EDITOR, MEMBER, SELLER] = DEMO_ACCOUNTS;

export const PAGE_IDS = ['about', 'cookies-policy', 'privacy-policy', 'code-of-conduct', 'gdpr-and-uk-gdpr'];

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

const DAY_MS = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// Time helpers (Europe/London wall-clock times, without a date library)

const londonFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** The wall-clock fields of `date` in London (month 1–12, weekday 0 = Sunday). */
export function londonParts(date) {
  const parts = Object.fromEntries(
    londonFormat
      .formatToParts(date)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  );
  const weekday = new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();
  return { ...parts, weekday };
}

function londonOffsetMs(date) {
  const p = londonParts(date);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(date.getTime() / 1000) * 1000;
}

/**
 * The instant of a London wall-clock time. Month is 1-based; out-of-range days and months roll over
 * (day 32 of January is 1 February), as with Date.UTC.
 */
export function londonTime(year, month, day, hour = 0, minute = 0) {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const first = guess - londonOffsetMs(new Date(guess));
  return new Date(guess - londonOffsetMs(new Date(first)));
}

function addMinutes(date, minutes) {
  return new Date(date.getTime() + minutes * 60 * 1000);
}

// ---------------------------------------------------------------------------------------------
// Builders

// Slugs come from the app's own code, so seeded slugs match the editor's; still exported for the seed's users.
export { slugify };

function paragraphs(...texts) {
  return texts.join('\n\n');
}

const VENUES = {
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
};

/** A money field (src/collections/fields/money.ts): pence, free when 0. */
function money(pence) {
  return { free: pence === 0, amountPence: pence, currency: 'GBP' };
}

function contact(local, domain, phone, { website = true } = {}) {
  return {
    email: `${local}@${domain}.example`,
    phone,
    website: website ? `https://${domain}.example` : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Files of the documents library

/** Where a seeded document's file lives in Storage: `documents/{id}/seed/{fileName}` (storage.rules). */
export function seedFilePath(documentId, fileName) {
  return `documents/${documentId}/seed/${fileName}`;
}

// WinAnsiEncoding (the PDF's font encoding) for the typographic characters outside Latin-1.
const WIN_ANSI = { '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '–': 0x96, '—': 0x97, '…': 0x85, '€': 0x80 };

/** `text` as a PDF literal string's bytes (WinAnsi; backslash and brackets escaped, anything else '?'). */
function pdfString(text) {
  const bytes = [];
  for (const char of text) {
    const code = WIN_ANSI[char] ?? char.codePointAt(0) ?? 0x3f;
    if (char === '\\' || char === '(' || char === ')') bytes.push(0x5c, code);
    else if (WIN_ANSI[char] !== undefined || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff))
      bytes.push(code);
    else bytes.push(0x3f);
  }
  return Buffer.from(bytes);
}

/**
 * A small, valid one-page A4 PDF (a few hundred bytes) showing `title` and a line saying it is demo data:
 * the file of a seeded document. Written by hand: header, five objects (catalogue, page tree, page,
 * Helvetica, the page's text), a cross-reference table of their byte offsets, trailer, `%%EOF`.
 * Deterministic: the same title always gives the same bytes.
 */
export function seedPdf(title) {
  const text = Buffer.concat([
    Buffer.from('BT /F1 20 Tf 72 760 Td ('),
    pdfString(title),
    Buffer.from(') Tj ET\nBT /F1 11 Tf 72 730 Td ('),
    pdfString('Thornbury Community Hub: demo file made by scripts/seed.mjs.'),
    Buffer.from(') Tj ET\n'),
  ]);
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    ),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
    Buffer.concat([Buffer.from(`<< /Length ${text.length} >>\nstream\n`), text, Buffer.from('endstream')]),
  ];
  // The second line's high bytes tell tools the file is binary (PDF 1.7, 7.5.2).
  const parts = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0].length;
  const offsets = objects.map((body, index) => {
    const offset = length;
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(object);
    length += object.length;
    return offset;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    // Each entry is exactly 20 bytes: ten digits, space, five digits, space, n or f, space, newline.
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}

/**
 * Deterministic demo content. `now` anchors every date: one-off events sit in the next four calendar
 * months, a few in the coming days, and recurring series start at their next occurrence after today.
 */
export function buildSeedData(now) {
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) throw new TypeError('buildSeedData needs a valid Date');
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

  // -------------------------------------------------------------------------------------------
  // Organisations

  const organisations = [
    {
      title: 'Thornbury Town Council',
      venue: VENUES.townHall,
      kind: 'council',
      charityNumber: null,
      contact: contact('clerk', 'thornbury-town-council', '01632 960101'),
      summary:
        'The parish-level council for Thornbury: allotments, the Town Hall, play areas, grants for local groups and the Christmas lights.',
      body: paragraphs(
        'Thornbury Town Council looks after the things closest to home: the Town Hall, allotments, play areas, the cemetery and the Christmas lights on the High Street.',
        'Council meetings are open to the public, and there is a short slot at the start of each meeting for residents to speak. The council also runs a **small grants scheme** for community groups, twice a year.',
      ),
      tags: ['council', 'grants', 'town-hall'],
      socialLinks: [{ label: 'Facebook', url: 'https://facebook.example/thornbury-town-council' }],
    },
    {
      title: 'Thornbury Food Larder',
      venue: VENUES.stMarysHall,
      kind: 'charity',
      charityNumber: '1190457',
      contact: contact('hello', 'thornbury-food-larder', '01632 960102'),
      summary:
        'A volunteer-run community larder sharing surplus food from local shops and supermarkets, open to everyone, no questions asked.',
      body: paragraphs(
        'The Food Larder rescues good food that would otherwise go to waste and shares it with anyone who needs it. There is no referral and no means test: come along, bring a bag, and take what you will use.',
        'We are always glad of volunteers for collections on weekday mornings and for the Saturday larder at St Mary’s Church Hall.',
      ),
      tags: ['food', 'volunteering', 'charity'],
      socialLinks: [
        { label: 'Facebook', url: 'https://facebook.example/thornbury-food-larder' },
        { label: 'Instagram', url: 'https://instagram.example/thornburylarder' },
      ],
    },
    {
      title: 'Severn Vale Schools Partnership',
      kind: 'school',
      charityNumber: null,
      contact: contact('office', 'severn-vale-schools', '01632 960103'),
      summary:
        'The partnership of primary and secondary schools in and around Thornbury, working together on transition, sport and the arts.',
      body: paragraphs(
        'The partnership brings together the town’s schools to share teachers’ expertise, run joint sports days and put on the much-loved spring concert at the Armstrong Hall.',
        'Pupils regularly contribute artwork to the Creative Trail, and sixth-formers volunteer at the Repair Café.',
      ),
      tags: ['schools', 'young-people', 'education'],
    },
    {
      title: 'Thornbury Business Network',
      kind: 'partner',
      charityNumber: null,
      contact: contact('members', 'thornbury-business-network', '01632 960104'),
      summary:
        'Independent shops, trades and professionals supporting each other and the High Street, with a monthly breakfast meeting.',
      body: paragraphs(
        'The Business Network is a friendly group of local traders. We meet for breakfast on the second Wednesday of each month, organise the late-night Christmas shopping evening and promote the **shop local** card.',
        'Many members offer a discount to Community Hub members: look for the member offer on their listing.',
      ),
      tags: ['business', 'high-street', 'shop-local'],
    },
    {
      title: 'Friends of Mundy Playing Fields',
      venue: VENUES.mundy,
      kind: 'charity',
      charityNumber: '1178233',
      contact: contact('friends', 'friends-of-mundy', '01632 960105', { website: false }),
      summary:
        'Volunteers caring for Mundy Playing Fields: wildflower planting, litter picks, benches and the summer picnic.',
      body: paragraphs(
        'The Friends look after Mundy Playing Fields alongside the Town Council. We plant wildflower strips, maintain the benches, run monthly litter picks and raise money for new play equipment.',
        'New volunteers are always welcome, whether you can give an hour a month or more.',
      ),
      tags: ['green-spaces', 'volunteering', 'wildlife'],
    },
    {
      title: 'Thornbury Heritage Society',
      venue: VENUES.library,
      kind: 'other',
      charityNumber: null,
      contact: contact('secretary', 'thornbury-heritage', '01632 960106'),
      summary:
        'Local historians recording the story of the town, from the castle and the market charter to living memory.',
      body: paragraphs(
        'The Heritage Society meets monthly for illustrated talks and runs guided walks around the old town in the summer.',
        'We collect memories and photographs from residents. If you have old pictures of Thornbury, we would love to scan them.',
      ),
      tags: ['history', 'talks', 'walks'],
      socialLinks: [{ label: 'Facebook', url: 'https://facebook.example/thornbury-heritage' }],
    },
    // Visitors must not see these two: one still a draft, one scheduled for later.
    {
      title: 'Thornbury Youth Forum',
      venue: VENUES.townHall,
      kind: 'council',
      charityNumber: null,
      contact: contact('forum', 'thornbury-youth-forum', null),
      summary: 'Young people aged 11 to 18 advising the Town Council on play, transport and things to do.',
      body: paragraphs('A draft listing, waiting for the forum’s new members to agree the wording.'),
      tags: ['young-people', 'council'],
      status: 'draft',
    },
    {
      title: 'Thornbury Carers’ Support Group',
      venue: VENUES.armstrongHall,
      kind: 'charity',
      charityNumber: '1203348',
      contact: contact('support', 'thornbury-carers', '01632 960107'),
      summary: 'Friendly support, advice and a monthly coffee morning for people caring for a family member.',
      body: paragraphs('This listing goes live when the group launches in the new year.'),
      tags: ['carers', 'charity', 'wellbeing'],
      publishAt: inDays(40, 9),
    },
  ].map(
    (
      {
        title,
        kind,
        charityNumber,
        contact: orgContact,
        venue = null,
        summary,
        body,
        tags,
        socialLinks = [],
        status,
        publishAt,
      },
      index,
    ) =>
      doc({
        ...base({ title, summary, body, tags, status, publishAt, age: [200 + index * 7, 40 + index] }),
        kind,
        charityNumber,
        contact: orgContact,
        website: orgContact.website,
        logo: null,
        venue,
        socialLinks,
      }),
  );

  // -------------------------------------------------------------------------------------------
  // Committees

  const committees = [
    {
      title: 'Events Committee',
      summary: 'The volunteers behind the Hub’s calendar and its big days out.',
      purpose:
        'Plans the Hub’s calendar, supports groups running events and looks after the big days: the fun day, the makers’ markets and the Christmas lights.',
      members: [
        { name: 'Margaret Hale', role: 'Chair', uid: ADMIN.uid },
        { name: 'Tom Ashby', role: 'Secretary', uid: EDITOR.uid },
        { name: 'Sunita Rao', role: 'Volunteer coordinator', uid: null },
        { name: 'Gareth Price', role: 'Member', uid: null },
      ],
      meetingPattern: {
        text: 'First Monday of the month, 7.30pm, Town Hall committee room',
        rrule: 'FREQ=MONTHLY;BYDAY=1MO',
      },
      contactEmail: 'events@thornbury-hub.example',
      tags: ['events', 'volunteering'],
    },
    {
      title: 'Trail and Arts Committee',
      summary: 'Looks after the Creative Trail and the open studios weekend.',
      purpose:
        'Curates the Creative Trail, commissions new pieces with local artists and schools, and runs the open studios weekend.',
      members: [
        { name: 'Eleanor Brooks', role: 'Chair', uid: null },
        { name: 'Tom Ashby', role: 'Member', uid: EDITOR.uid },
        { name: 'Kwame Mensah', role: 'Artist liaison', uid: null },
      ],
      meetingPattern: {
        text: 'Every other Thursday, 6pm, Castle Court community room',
        rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TH',
      },
      contactEmail: 'trail@thornbury-hub.example',
      tags: ['arts', 'creative-trail'],
    },
    {
      title: 'Finance and Governance Committee',
      summary: 'Keeps the Hub’s money, insurance and policies in good order.',
      purpose:
        'Oversees the Hub’s budget, grants, insurance and policies, and prepares the annual accounts for the AGM.',
      members: [
        { name: 'David Okafor', role: 'Treasurer', uid: null },
        { name: 'Margaret Hale', role: 'Member', uid: ADMIN.uid },
        { name: 'Helen Marsh', role: 'Independent examiner', uid: null },
      ],
      meetingPattern: { text: 'Quarterly, second Tuesday, 7pm, online', rrule: 'FREQ=MONTHLY;INTERVAL=3;BYDAY=2TU' },
      contactEmail: 'treasurer@thornbury-hub.example',
      tags: ['finance', 'governance'],
    },
    {
      title: 'Green Spaces Committee',
      summary: 'Planting, litter picks and tree care around town.',
      purpose:
        'Works with the Town Council and the Friends of Mundy Playing Fields on planting, litter picks, verges and tree care.',
      members: [
        { name: 'Rosie Turner', role: 'Chair', uid: null },
        { name: 'Priya Shah', role: 'Member', uid: MEMBER.uid },
        { name: 'Alan Fry', role: 'Tree warden', uid: null },
      ],
      meetingPattern: {
        text: 'Last Wednesday of the month, 7pm, St Mary’s Church Hall',
        rrule: 'FREQ=MONTHLY;BYDAY=-1WE',
      },
      contactEmail: 'green@thornbury-hub.example',
      tags: ['green-spaces', 'environment'],
    },
    // Visitors must not see these two: one still being written, one announced next month.
    {
      title: 'Youth Forum',
      summary: 'Young people’s say in what the Hub does.',
      purpose: 'A say for young people aged 11 to 18 in what the Hub does, from the fun day to the skate park.',
      members: [{ name: 'Sunita Rao', role: 'Volunteer coordinator', uid: null }],
      meetingPattern: { text: 'To be agreed with the first members', rrule: null },
      contactEmail: null,
      tags: ['young-people'],
      status: 'draft',
    },
    {
      title: 'Heritage Committee',
      summary: 'Thornbury’s history, and a new blue plaques trail.',
      purpose: 'Records Thornbury’s history with the museum and the library, and plans the blue plaques trail.',
      members: [
        { name: 'Helen Marsh', role: 'Chair', uid: null },
        { name: 'Alan Fry', role: 'Secretary', uid: null },
      ],
      meetingPattern: { text: 'Second Thursday of the month, 7pm, Thornbury Museum', rrule: 'FREQ=MONTHLY;BYDAY=2TH' },
      contactEmail: 'heritage@thornbury-hub.example',
      tags: ['heritage', 'history'],
      publishAt: inMonth(1, 1, 9),
    },
  ];
  // Committee documents are completed once the documents exist (below); their ids are their slugs.
  const committee = (slug) => {
    const found = committees.find((entry) => slugify(entry.title) === slug);
    if (!found) throw new Error(`seed data: no committees/${slug}`);
    return { collection: 'committees', id: slug, name: found.title };
  };

  // -------------------------------------------------------------------------------------------
  // Clubs

  const clubs = [
    {
      title: 'Thornbury Running Club',
      category: 'Sport',
      meetingPattern: {
        text: 'Tuesdays and Thursdays 6.30pm from the Leisure Centre; Sunday long run 8.30am',
        rrule: 'FREQ=WEEKLY;BYDAY=TU,TH',
      },
      venue: VENUES.leisureCentre,
      contact: contact('run', 'thornbury-running-club', '01632 960201'),
      membership: {
        fee: money(3000),
        feeNote: 'a year (first month free)',
        ages: '16+',
        howToJoin: 'Come along to any Tuesday session; ask for a run leader.',
      },
      socialLinks: [{ label: 'Facebook', url: 'https://facebook.example/thornburyrunning' }],
      summary:
        'Friendly running for all paces, from couch-to-5k beginners to marathon regulars, with groups so nobody runs alone.',
      body: paragraphs(
        'We run from the Leisure Centre twice a week in groups by pace, with a run leader at the front and one at the back. Nobody gets left behind.',
        'Our **couch-to-5k** course starts every spring and autumn, and we organise the Thornbury 10k each June.',
      ),
      tags: ['running', 'sport', 'fitness'],
    },
    {
      title: 'Thornbury Bowls Club',
      category: 'Sport',
      meetingPattern: {
        text: 'Roll-ups Wednesday and Saturday afternoons, April to September',
        rrule: 'FREQ=WEEKLY;BYDAY=WE,SA',
      },
      venue: VENUES.bowlsGreen,
      contact: contact('secretary', 'thornbury-bowls', '01632 960202'),
      membership: {
        fee: money(8500),
        feeNote: 'a season; juniors free',
        ages: 'All ages',
        howToJoin: 'Try a free roll-up first; flat shoes and woods provided.',
      },
      socialLinks: [],
      summary: 'A flat green, a warm clubhouse and plenty of tea. Free taster sessions every summer, woods provided.',
      body: paragraphs(
        'The club has bowled on Eastbury Road for more than a century. We play in local leagues but most members come for the friendly roll-ups and the company.',
        'Open days run through May and June, and we lend woods and flat shoes to newcomers.',
      ),
      tags: ['bowls', 'sport', 'outdoors'],
    },
    {
      title: 'Thornbury Camera Club',
      category: 'Arts and crafts',
      meetingPattern: {
        text: 'Alternate Monday evenings, 7.30pm, Castle Court',
        rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO',
      },
      venue: VENUES.castleCourt,
      contact: contact('hello', 'thornbury-camera-club', '01632 960203'),
      membership: {
        fee: money(4000),
        feeNote: 'a year, £3 visitors',
        ages: '14+ (under-18s with a parent)',
        howToJoin: 'Visitors welcome at any meeting.',
      },
      socialLinks: [{ label: 'Instagram', url: 'https://instagram.example/thornburycamera' }],
      summary:
        'Photographers of every level sharing pictures, practical evenings, friendly competitions and photo walks around the town.',
      body: paragraphs(
        'Phone or full-frame, it makes no difference: our members share a love of pictures. The season mixes talks by visiting photographers, practical evenings and friendly competitions.',
        'The summer photo walks end at a pub, naturally.',
      ),
      tags: ['photography', 'arts'],
    },
    {
      title: 'Thornbury Repair Café',
      category: 'Environment',
      meetingPattern: {
        text: 'First Saturday of the month, 10am–1pm, St Mary’s Church Hall',
        rrule: 'FREQ=MONTHLY;BYDAY=1SA',
      },
      venue: VENUES.stMarysHall,
      contact: contact('fixit', 'thornbury-repair-cafe', '01632 960204'),
      membership: {
        fee: money(0),
        feeNote: 'donations welcome',
        ages: 'Everyone',
        howToJoin: 'Just bring your broken thing. Volunteer fixers: email us.',
      },
      socialLinks: [],
      summary:
        'Bring your broken toasters, lamps, bikes and torn jeans: volunteer fixers help you mend them over a cuppa.',
      body: paragraphs(
        'Our volunteer electricians, sewers, woodworkers and tinkerers mend what they can, and show you how. Last year we kept more than 600 items out of landfill.',
        '**Please note:** we cannot repair microwaves or anything gas-powered.',
      ),
      tags: ['repair', 'environment', 'volunteering'],
    },
    {
      title: 'Thornbury Community Choir',
      category: 'Music',
      meetingPattern: { text: 'Tuesdays 7.30–9pm in term time, Armstrong Hall', rrule: 'FREQ=WEEKLY;BYDAY=TU' },
      venue: VENUES.armstrongHall,
      contact: contact('sing', 'thornbury-community-choir', '01632 960205'),
      membership: {
        fee: money(4500),
        feeNote: 'a term, concessions £25',
        ages: '16+',
        howToJoin: 'No auditions; come to two rehearsals before deciding.',
      },
      socialLinks: [{ label: 'Facebook', url: 'https://facebook.example/thornburychoir' }],
      summary: 'No auditions, no need to read music: just come and sing. Pop, folk, gospel and the odd bit of Handel.',
      body: paragraphs(
        'Around seventy of us sing everything from Bill Withers to Handel. Parts are taught by ear, with recordings to practise at home.',
        'We sing at the Christmas lights switch-on and give a summer concert in St Mary’s Church.',
      ),
      tags: ['music', 'singing', 'choir'],
    },
    {
      title: 'Thornbury Gardening Club',
      category: 'Gardening',
      meetingPattern: {
        text: 'Third Thursday of the month, 7.30pm, St Mary’s Church Hall',
        rrule: 'FREQ=MONTHLY;BYDAY=3TH',
      },
      venue: VENUES.stMarysHall,
      contact: contact('grow', 'thornbury-gardening-club', '01632 960206'),
      membership: { fee: money(1200), feeNote: 'a year', ages: 'All ages', howToJoin: 'Join at any meeting.' },
      socialLinks: [],
      summary:
        'Talks, garden visits, a seed swap every spring and the autumn produce show with its fiercely contested marrow class.',
      body: paragraphs(
        'Monthly talks cover everything from no-dig vegetables to pruning roses. In summer we visit gardens around the Vale.',
        'The spring **seed swap** and the autumn produce show are open to everyone.',
      ),
      tags: ['gardening', 'allotments'],
    },
    {
      title: 'Thornbury Chess Club',
      category: 'Games',
      meetingPattern: { text: 'Thursdays 7pm, Thornbury Library', rrule: 'FREQ=WEEKLY;BYDAY=TH' },
      venue: VENUES.library,
      contact: contact('play', 'thornbury-chess', '01632 960207', { website: false }),
      membership: {
        fee: money(200),
        feeNote: 'a night',
        ages: '8+',
        howToJoin: 'Turn up; boards and clocks provided.',
      },
      socialLinks: [],
      summary: 'Casual games, coaching for juniors and a friendly league team. Beginners very welcome.',
      body: paragraphs(
        'Whether you learnt the moves last week or have a league grading, there will be someone your level. Juniors get coaching from 7pm.',
      ),
      tags: ['chess', 'games', 'young-people'],
    },
    {
      title: 'Knit and Natter',
      category: 'Arts and crafts',
      meetingPattern: { text: 'Fridays 10am–noon, The Plain Café', rrule: 'FREQ=WEEKLY;BYDAY=FR' },
      venue: {
        name: 'The Plain Café',
        address: '2 The Plain, Thornbury',
        postcode: 'BS35 2AG',
        lat: 51.6111,
        lng: -2.5259,
      },
      contact: contact('natter', 'thornbury-knitters', '07700 900301', { website: false }),
      membership: {
        fee: money(0),
        feeNote: 'buy a coffee',
        ages: 'Everyone',
        howToJoin: 'Bring your project, or borrow needles.',
      },
      socialLinks: [],
      summary:
        'Knitting, crochet, embroidery and a great deal of chat. We also knit for the neonatal unit and the post-box toppers.',
      body: paragraphs(
        'Bring whatever you are working on, or start something new: there is always someone to cast on for you. Our post-box toppers appear on the High Street every season.',
      ),
      tags: ['knitting', 'crafts', 'social'],
    },
    {
      title: 'Walking Football',
      category: 'Sport',
      meetingPattern: {
        text: 'Mondays 10am, Mundy Playing Fields (indoors at the Leisure Centre in winter)',
        rrule: 'FREQ=WEEKLY;BYDAY=MO',
      },
      venue: VENUES.mundy,
      contact: contact('kickoff', 'thornbury-walking-football', '07700 900302', { website: false }),
      membership: { fee: money(300), feeNote: 'a session', ages: '50+', howToJoin: 'Just turn up in trainers.' },
      socialLinks: [],
      summary: 'Football at a walking pace for over-50s: no running, no tackles from behind, lots of laughs.',
      body: paragraphs(
        'Walking football keeps you moving without the knocks. Sessions are mixed and friendly, and the tea afterwards is compulsory.',
      ),
      tags: ['football', 'sport', 'over-50s'],
    },
    {
      title: 'Thornbury Book Club',
      category: 'Books',
      meetingPattern: { text: 'Last Tuesday of the month, 7pm, Thornbury Library', rrule: 'FREQ=MONTHLY;BYDAY=-1TU' },
      venue: VENUES.library,
      contact: contact('read', 'thornbury-book-club', '07700 900303', { website: false }),
      membership: {
        fee: money(0),
        feeNote: '',
        ages: '18+',
        howToJoin: 'Reserve the month’s book at the library and come along.',
      },
      socialLinks: [],
      summary: 'One book a month, chosen by members in turn, discussed over tea and biscuits at the library.',
      body: paragraphs(
        'We read widely: prize winners, crime, classics and the occasional local history. Library copies are reserved for members.',
      ),
      tags: ['books', 'reading', 'social'],
    },
    // Not visible to visitors: a draft, and one scheduled to go live next month.
    {
      title: 'Thornbury Table Tennis Club',
      category: 'Sport',
      status: 'draft',
      meetingPattern: { text: 'Wednesdays 7–9pm, Leisure Centre sports hall', rrule: 'FREQ=WEEKLY;BYDAY=WE' },
      venue: VENUES.leisureCentre,
      contact: contact('ping', 'thornbury-table-tennis', '07700 900304', { website: false }),
      membership: {
        fee: money(2500),
        feeNote: 'a year, plus £2 a night',
        ages: '11+',
        howToJoin: 'Draft: to be confirmed.',
      },
      socialLinks: [],
      summary: 'Draft listing: friendly table tennis for all levels, bats provided.',
      body: paragraphs('Still being written: the committee is agreeing the season’s fees.'),
      tags: ['table-tennis', 'sport'],
    },
    {
      title: 'Thornbury Scrabble Club',
      category: 'Games',
      publishAt: inMonth(1, 1, 9),
      meetingPattern: {
        text: 'Second Wednesday of the month, 2pm, Thornbury Library',
        rrule: 'FREQ=MONTHLY;BYDAY=2WE',
      },
      venue: VENUES.library,
      contact: contact('words', 'thornbury-scrabble', '07700 900305', { website: false }),
      membership: { fee: money(100), feeNote: 'a game, tea included', ages: 'All ages', howToJoin: 'Just come along.' },
      socialLinks: [],
      summary: 'Scheduled listing: a relaxed afternoon of Scrabble, starting next month.',
      body: paragraphs('Boards, dictionaries and biscuits provided.'),
      tags: ['games', 'social'],
    },
  ].map(({ title, summary, body, tags, ...own }, index) =>
    doc({ ...base({ title, summary, body, tags, age: [150 + index * 5, 20 + index] }), ...own, logo: null }),
  );

  const ref = (collection, list, slug) => {
    const found = list.find((entry) => entry.id === slug);
    if (!found) throw new Error(`seed data: no ${collection}/${slug}`);
    return { collection, id: found.id, name: found.data.title };
  };
  const club = (slug) => ref('clubs', clubs, slug);
  const org = (slug) => ref('organisations', organisations, slug);

  // -------------------------------------------------------------------------------------------
  // Businesses

  // Dated exceptions (opening-hours kind): closed over Christmas, short hours on Christmas Eve.
  const christmasYear = today.month === 12 && today.day > 26 ? today.year + 1 : today.year;
  const bankHolidays = [
    { date: `${christmasYear}-12-24`, ranges: [{ opens: '09:00', closes: '13:00' }], note: 'Christmas Eve' },
    { date: `${christmasYear}-12-25`, ranges: [], note: 'Christmas Day' },
    { date: `${christmasYear}-12-26`, ranges: [], note: 'Boxing Day' },
    { date: `${christmasYear + 1}-01-01`, ranges: [], note: 'New Year’s Day' },
  ];
  // England and Wales bank holidays (gov.uk); the next one from today is closed at the barbers.
  const ENGLAND_BANK_HOLIDAYS = [
    ['2026-01-01', 'New Year’s Day'],
    ['2026-04-03', 'Good Friday'],
    ['2026-04-06', 'Easter Monday'],
    ['2026-05-04', 'Early May bank holiday'],
    ['2026-05-25', 'Spring bank holiday'],
    ['2026-08-31', 'Summer bank holiday'],
    ['2026-12-25', 'Christmas Day'],
    ['2026-12-28', 'Boxing Day (substitute day)'],
    ['2027-01-01', 'New Year’s Day'],
    ['2027-03-26', 'Good Friday'],
    ['2027-03-29', 'Easter Monday'],
    ['2027-05-03', 'Early May bank holiday'],
    ['2027-05-31', 'Spring bank holiday'],
    ['2027-08-30', 'Summer bank holiday'],
    ['2027-12-27', 'Christmas Day (substitute day)'],
    ['2027-12-28', 'Boxing Day (substitute day)'],
    ['2028-01-03', 'New Year’s Day (substitute day)'],
    ['2028-04-14', 'Good Friday'],
    ['2028-04-17', 'Easter Monday'],
    ['2028-05-01', 'Early May bank holiday'],
    ['2028-05-29', 'Spring bank holiday'],
    ['2028-08-28', 'Summer bank holiday'],
    ['2028-12-25', 'Christmas Day'],
    ['2028-12-26', 'Boxing Day'],
  ];
  const todayKey = `${today.year}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}`;
  // After the table runs out, a fixed date keeps the seed valid (the first Monday of May is close enough).
  const [nextBankHoliday, nextBankHolidayName] = ENGLAND_BANK_HOLIDAYS.find(([date]) => date >= todayKey) ?? [
    `${today.year + 1}-05-03`,
    'Early May bank holiday',
  ];

  const weekdayHours = (opens, closes, { sat = [opens, closes], sun = null } = {}) => ({
    mon: [{ opens, closes }],
    tue: [{ opens, closes }],
    wed: [{ opens, closes }],
    thu: [{ opens, closes }],
    fri: [{ opens, closes }],
    sat: sat ? [{ opens: sat[0], closes: sat[1] }] : [],
    sun: sun ? [{ opens: sun[0], closes: sun[1] }] : [],
    exceptions: bankHolidays,
  });

  // Thursday to Saturday evenings only, past midnight on Friday and Saturday.
  const weeklyBarHours = () => ({
    mon: [],
    tue: [],
    wed: [],
    thu: [{ opens: '17:00', closes: '23:00' }],
    fri: [{ opens: '16:00', closes: '00:30' }],
    sat: [{ opens: '12:00', closes: '00:30' }],
    sun: [],
    exceptions: [],
  });

  const businesses = [
    {
      title: 'Castle Street Bakery',
      category: 'Food and drink',
      address: '12 Castle Street, Thornbury BS35 1HB',
      lat: 51.6127,
      lng: -2.5284,
      openingHours: weekdayHours('07:30', '16:00', { sat: ['07:30', '14:00'] }),
      memberOffer: 'A free coffee with any loaf on Saturdays',
      ownerUid: MEMBER.uid,
      contact: contact('bread', 'castle-street-bakery', '01632 960301'),
      summary:
        'Sourdough, lardy cake and proper pasties, baked on the premises from 5am by a family who have been at it for three generations.',
      body: paragraphs(
        'Our sourdough uses a starter older than some of our customers. Come early on Saturdays for the lardy cake: it goes by ten.',
        'We bake celebration cakes to order and supply bread to several cafés in town.',
      ),
      tags: ['bakery', 'food', 'independent'],
    },
    {
      title: 'Thornbury Hardware and Home',
      category: 'Shops',
      address: '28 High Street, Thornbury BS35 2AH',
      lat: 51.6093,
      lng: -2.5251,
      openingHours: weekdayHours('08:30', '17:30', { sat: ['09:00', '17:00'], sun: ['10:00', '13:00'] }),
      memberOffer: '10% off for Hub members (excluding paint tinting)',
      ownerUid: null,
      contact: contact('shop', 'thornbury-hardware', '01632 960302'),
      summary:
        'Screws by the single one, keys cut while you wait, paint mixed to match and advice that is always free.',
      body: paragraphs(
        'If we have not got it, you probably do not need it. Loose nails and screws, garden tools, kitchenware, keys cut and knives sharpened.',
      ),
      tags: ['hardware', 'diy', 'keys'],
    },
    {
      title: 'The Plain Café',
      category: 'Food and drink',
      address: '2 The Plain, Thornbury BS35 2AG',
      lat: 51.6111,
      lng: -2.5259,
      openingHours: weekdayHours('08:00', '16:30', { sat: ['08:30', '16:30'], sun: ['09:30', '14:00'] }),
      memberOffer: '10% off Monday to Thursday',
      ownerUid: null,
      contact: contact('hello', 'the-plain-cafe', '01632 960303'),
      summary:
        'Breakfasts, homemade soups and big slices of cake in a sunny spot overlooking the Pump on the Plain. Dogs welcome.',
      body: paragraphs(
        'Local eggs, Castle Street Bakery bread and cakes made in our own kitchen. Home of Friday’s Knit and Natter.',
      ),
      tags: ['cafe', 'food', 'dog-friendly'],
    },
    {
      title: 'Pedal and Spoke Cycle Repairs',
      category: 'Services',
      address: 'Unit 4, Midland Way, Thornbury BS35 2BS',
      lat: 51.6071,
      lng: -2.5313,
      openingHours: {
        mon: [],
        tue: [{ opens: '09:00', closes: '17:30' }],
        wed: [{ opens: '09:00', closes: '17:30' }],
        thu: [{ opens: '09:00', closes: '19:00' }],
        fri: [{ opens: '09:00', closes: '17:30' }],
        sat: [{ opens: '09:00', closes: '15:00' }],
        sun: [],
        exceptions: [{ date: `${christmasYear}-12-25`, ranges: [], note: 'Christmas Day' }],
      },
      memberOffer: 'Free safety check for Hub members',
      ownerUid: null,
      contact: contact('workshop', 'pedal-and-spoke', '01632 960304'),
      summary:
        'Servicing, puncture repairs and refurbished second-hand bikes. E-bike friendly, with same-day fixes when we can.',
      body: paragraphs(
        'We service every kind of bike, from children’s first bikes to e-cargo. Refurbished bikes come with three months’ cover.',
      ),
      tags: ['bikes', 'repairs', 'cycling'],
    },
    {
      title: 'St Mary Street Books',
      category: 'Shops',
      address: '7 St Mary Street, Thornbury BS35 2AB',
      lat: 51.6099,
      lng: -2.5236,
      openingHours: weekdayHours('09:30', '17:00', { sat: ['09:30', '17:00'] }),
      memberOffer: '£2 off any book over £10',
      ownerUid: null,
      contact: contact('books', 'st-mary-street-books', '01632 960305'),
      summary:
        'New and second-hand books, a cosy children’s corner and orders in by the next day. Home of the Saturday story time.',
      body: paragraphs(
        'Story time for under-fives every Saturday at 10.30. We order any book in print, usually by the next day.',
      ),
      tags: ['books', 'independent', 'children'],
    },
    {
      title: 'Greenleaf Grocers',
      category: 'Food and drink',
      address: '41 High Street, Thornbury BS35 2AR',
      lat: 51.6097,
      lng: -2.5256,
      openingHours: weekdayHours('08:00', '17:30', { sat: ['08:00', '17:00'] }),
      memberOffer: null,
      ownerUid: null,
      contact: contact('orders', 'greenleaf-grocers', '01632 960306'),
      summary:
        'Seasonal fruit and veg from Gloucestershire growers, refills for dry goods and cleaning products, and weekly veg boxes.',
      body: paragraphs(
        'Bring your own containers for the refill station. Veg boxes can be collected on Fridays or delivered within the town.',
      ),
      tags: ['grocer', 'refill', 'local-produce'],
    },
    {
      title: 'Rock Street Barbers',
      category: 'Health and beauty',
      address: '3 Rock Street, Thornbury BS35 2AP',
      lat: 51.6087,
      lng: -2.5245,
      openingHours: {
        mon: [],
        tue: [{ opens: '09:00', closes: '17:30' }],
        wed: [{ opens: '09:00', closes: '17:30' }],
        thu: [{ opens: '09:00', closes: '20:00' }],
        fri: [{ opens: '09:00', closes: '17:30' }],
        sat: [{ opens: '08:00', closes: '14:00' }],
        sun: [],
        exceptions: [{ date: nextBankHoliday, ranges: [], note: nextBankHolidayName }],
      },
      memberOffer: null,
      ownerUid: null,
      contact: contact('book', 'rock-street-barbers', '01632 960307', { website: false }),
      summary: 'Walk-ins and appointments, hot-towel shaves and kids’ cuts, with a late night on Thursdays.',
      body: paragraphs(
        'Walk in or book ahead. Quiet hour on Tuesday mornings for anyone who finds a busy shop hard going.',
      ),
      tags: ['barber', 'hair'],
    },
    {
      title: 'The Wool Basket',
      category: 'Shops',
      address: '15 St Mary Street, Thornbury BS35 2AB',
      lat: 51.6102,
      lng: -2.5233,
      openingHours: weekdayHours('10:00', '16:30', { sat: ['10:00', '16:00'] }),
      memberOffer: '10% off yarn for Hub members',
      ownerUid: null,
      contact: contact('yarn', 'the-wool-basket', '01632 960308'),
      summary: 'Yarn from British mills, haberdashery and beginners’ kits, plus evening knitting and crochet classes.',
      body: paragraphs(
        'We stock wool spun in Britain, buttons, ribbons and all the bits in between. Classes run on Wednesday evenings.',
      ),
      tags: ['yarn', 'crafts', 'classes'],
    },
    {
      title: 'Hilltop Florist',
      category: 'Shops',
      address: '22 High Street, Thornbury BS35 2AH',
      lat: 51.6091,
      lng: -2.5249,
      openingHours: weekdayHours('09:00', '17:00', { sat: ['09:00', '16:00'] }),
      memberOffer: null,
      ownerUid: null,
      contact: contact('flowers', 'hilltop-florist', '01632 960309'),
      summary: 'British-grown flowers when in season, wedding and funeral work, and Friday bunches for under a tenner.',
      body: paragraphs('We buy from British growers whenever we can. Local delivery every day except Sunday.'),
      tags: ['flowers', 'gifts'],
    },
    {
      title: 'Severn Vale Electrical',
      category: 'Trades',
      address: 'Thornbury BS35 (mobile service)',
      lat: null,
      lng: null,
      openingHours: weekdayHours('08:00', '18:00', { sat: null }),
      memberOffer: 'Free quotes and no call-out charge in Thornbury',
      ownerUid: null,
      contact: contact('jobs', 'severn-vale-electrical', '07700 900304'),
      summary:
        'Qualified electricians for rewires, consumer units, EV chargers and small jobs. Volunteers at the Repair Café.',
      body: paragraphs(
        'No job too small: sockets, lighting, safety certificates and EV chargers. Fully registered and insured.',
      ),
      tags: ['electrician', 'trades'],
    },
    {
      title: 'The Old Forge Pottery',
      category: 'Arts and crafts',
      address: 'The Old Forge, Gloucester Road, Thornbury BS35 1DQ',
      lat: 51.6152,
      lng: -2.5217,
      openingHours: {
        mon: [],
        tue: [],
        wed: [{ opens: '10:00', closes: '16:00' }],
        thu: [{ opens: '10:00', closes: '16:00' }],
        fri: [{ opens: '10:00', closes: '16:00' }],
        sat: [{ opens: '10:00', closes: '17:00' }],
        sun: [{ opens: '11:00', closes: '15:00' }],
      },
      memberOffer: '10% off taster classes',
      ownerUid: null,
      contact: contact('clay', 'old-forge-pottery', '01632 960310'),
      summary: 'A working pottery with a shop, throwing classes for beginners and a monthly family clay afternoon.',
      body: paragraphs(
        'Watch us at the wheel, buy a mug, or book a taster class and make your own. Family clay afternoons are on the last Sunday of the month.',
      ),
      tags: ['pottery', 'classes', 'gifts'],
    },
    {
      title: 'Castle Court Pharmacy',
      category: 'Health and beauty',
      address: '5 Castle Court, Thornbury BS35 2AQ',
      lat: 51.6102,
      lng: -2.5242,
      openingHours: weekdayHours('09:00', '18:00', { sat: ['09:00', '13:00'] }),
      memberOffer: null,
      ownerUid: null,
      contact: contact('pharmacy', 'castle-court-pharmacy', '01632 960311'),
      summary:
        'Prescriptions, flu jabs, blood pressure checks and friendly advice, with free delivery for housebound patients.',
      body: paragraphs(
        'Ask us about the Pharmacy First service for common conditions. Free prescription delivery within Thornbury.',
      ),
      tags: ['pharmacy', 'health'],
    },
    {
      // Open past midnight on Fridays and Saturdays: "Open now · closes 01:00" late at night.
      title: 'The Swan Inn',
      category: 'Food and drink',
      address: '18 High Street, Thornbury BS35 2AQ',
      lat: 51.6095,
      lng: -2.5253,
      openingHours: {
        mon: [{ opens: '12:00', closes: '23:00' }],
        tue: [{ opens: '12:00', closes: '23:00' }],
        wed: [{ opens: '12:00', closes: '23:00' }],
        thu: [{ opens: '12:00', closes: '23:00' }],
        fri: [{ opens: '12:00', closes: '01:00' }],
        sat: [{ opens: '11:00', closes: '01:00' }],
        sun: [
          { opens: '12:00', closes: '15:00' },
          { opens: '18:00', closes: '22:30' },
        ],
        exceptions: [
          { date: `${christmasYear}-12-25`, ranges: [{ opens: '12:00', closes: '14:00' }], note: 'Christmas Day' },
        ],
      },
      memberOffer: 'A free soft drink with any meal for Hub members',
      ownerUid: null,
      contact: contact('bar', 'the-swan-thornbury', '01632 960312'),
      summary: 'A coaching inn on the High Street with local ales, Sunday roasts and live music on Saturday nights.',
      body: paragraphs(
        'Food from noon every day, a quiz on Tuesdays and live music on Saturday nights until late.',
        'Step-free entrance from the car park at the back.',
      ),
      tags: ['pub', 'food', 'music'],
    },
    {
      // A draft: visitors must not see it.
      title: 'Morgan’s Deli',
      status: 'draft',
      category: 'Food and drink',
      address: '9 Castle Street, Thornbury BS35 1HB',
      lat: 51.6125,
      lng: -2.5281,
      openingHours: null,
      memberOffer: null,
      ownerUid: null,
      contact: contact('hello', 'morgans-deli', '01632 960313'),
      summary: 'Cheese, charcuterie and picnic hampers. Opening soon.',
      body: paragraphs('We are still fitting the shop out. Follow us for the opening date.'),
      tags: ['deli', 'food'],
    },
    {
      // Scheduled for later: visitors must not see it until then.
      title: 'Thornbury Tap Room',
      publishAt: inDays(10, 9),
      category: 'Food and drink',
      address: 'Unit 2, Midland Way, Thornbury BS35 2BS',
      lat: 51.6072,
      lng: -2.5311,
      openingHours: weeklyBarHours(),
      memberOffer: '£1 off a pint for Hub members',
      ownerUid: null,
      contact: contact('cheers', 'thornbury-tap-room', '01632 960314'),
      summary: 'A small brewery tap room opening soon, with beers brewed on site.',
      body: paragraphs('Brewed here, poured here. Tours on the first Saturday of the month.'),
      tags: ['brewery', 'drink'],
    },
  ].map(({ title, summary, body, tags, status, publishAt, contact: businessContact, ...own }, index) =>
    doc({
      ...base({ title, summary, body, tags, status, publishAt, age: [120 + index * 3, 10 + index] }),
      ...own,
      contact: businessContact,
      website: businessContact.website,
    }),
  );

  // -------------------------------------------------------------------------------------------
  // Events and workshops

  const free = { free: true, amountPence: 0, currency: 'GBP' };
  const pence = (amountPence) => ({ free: false, amountPence, currency: 'GBP' });

  const event = ({
    title,
    summary,
    body,
    tags,
    startsAt,
    durationMinutes = 120,
    allDay = false,
    recurrence = null,
    venue = null,
    onlineUrl = null,
    organiser = null,
    price = free,
    capacity = null,
    bookingUrl = null,
    category,
    accessibility = 'Step-free access and an accessible toilet. Please ask if you need anything else.',
    cancelled = false,
    status = 'published',
    publishAt = null,
  }) => ({
    ...base({ title, summary, body, tags, status, publishAt, age: [45, 12] }),
    startsAt,
    endsAt: allDay ? null : addMinutes(startsAt, durationMinutes),
    allDay,
    timeZone: TIME_ZONE,
    recurrence,
    venue,
    onlineUrl,
    organiser,
    price,
    capacity,
    bookingUrl,
    category,
    accessibility,
    cancelled,
  });

  const choirStart = nextWeekday(2, 19, 30);
  const runStart = nextWeekday(4, 18, 30);
  const repairStart = nextFirstWeekdayOfMonth(6, 10);
  const walkingFootballStart = nextWeekday(1, 10);
  const chessStart = nextWeekday(4, 19);

  const eventList = [
    // Recurring series (start at their next occurrence).
    event({
      title: 'Community Choir rehearsal',
      summary:
        'Weekly rehearsal of the Community Choir. No auditions: newcomers are welcome to try two sessions before joining.',
      body: paragraphs(
        'Warm-ups, tea at half-time and this term’s songs. Parts are taught by ear and recordings are shared afterwards.',
        'There is **no rehearsal** on the third week while the hall is being used for the craft fair.',
      ),
      tags: ['music', 'singing', 'choir'],
      startsAt: choirStart,
      durationMinutes: 90,
      recurrence: { rrule: 'FREQ=WEEKLY;BYDAY=TU', exceptions: [sameTimeDaysLater(choirStart, 14)] },
      venue: VENUES.armstrongHall,
      organiser: club('thornbury-community-choir'),
      price: pence(400),
      category: 'Music',
    }),
    event({
      title: 'Running Club Thursday run',
      summary:
        'Group runs of 5–8 km at three paces from the Leisure Centre, with a run leader at the front and back of every group.',
      body: paragraphs('Meet in the Leisure Centre foyer at 6.20pm. Wear something bright or reflective after dark.'),
      tags: ['running', 'sport', 'fitness'],
      startsAt: runStart,
      durationMinutes: 75,
      recurrence: { rrule: 'FREQ=WEEKLY;BYDAY=TH', exceptions: [] },
      venue: VENUES.leisureCentre,
      organiser: club('thornbury-running-club'),
      category: 'Sport',
      accessibility: 'Routes are on pavements and lit paths; the slowest group run-walks.',
    }),
    event({
      title: 'Repair Café',
      summary:
        'Bring your broken things and mend them with our volunteer fixers: electricals, clothes, bikes, furniture and more.',
      body: paragraphs(
        'Arrive by 12.30 to be sure of a fixer. Tea and cake from the Food Larder volunteers.',
        'We cannot repair microwaves or anything gas-powered.',
      ),
      tags: ['repair', 'environment', 'volunteering'],
      startsAt: repairStart,
      durationMinutes: 180,
      recurrence: { rrule: 'FREQ=MONTHLY;BYDAY=1SA', exceptions: [] },
      venue: VENUES.stMarysHall,
      organiser: club('thornbury-repair-cafe'),
      category: 'Community',
    }),
    event({
      title: 'Walking Football',
      summary: 'Football at a walking pace for over-50s. Friendly, mixed and no experience needed. £3 on the day.',
      body: paragraphs(
        'Trainers, layers and a water bottle. Sessions move indoors to the Leisure Centre in the winter months.',
      ),
      tags: ['football', 'sport', 'over-50s'],
      startsAt: walkingFootballStart,
      durationMinutes: 60,
      recurrence: { rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=16', exceptions: [] },
      venue: VENUES.mundy,
      organiser: club('walking-football'),
      price: pence(300),
      category: 'Sport',
    }),
    event({
      title: 'Chess Club night',
      summary:
        'Casual games and junior coaching at the library. Boards and clocks provided; beginners especially welcome.',
      body: paragraphs('Juniors from 7pm, adults from 7.30pm. Bring a friend and a flask.'),
      tags: ['chess', 'games'],
      startsAt: chessStart,
      durationMinutes: 150,
      recurrence: { rrule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TH', exceptions: [] },
      venue: VENUES.library,
      organiser: club('thornbury-chess-club'),
      price: pence(200),
      category: 'Games',
    }),

    // The next few days.
    event({
      title: 'Heritage Society talk: Thornbury’s market charter',
      summary: 'An illustrated talk on how Thornbury got its market in 1252 and what the town looked like when it did.',
      body: paragraphs(
        'Our chair takes us from the charter to the Victorian cattle market. Questions and tea afterwards.',
      ),
      tags: ['history', 'talks'],
      startsAt: inDays(3, 19, 30),
      durationMinutes: 90,
      venue: VENUES.townHall,
      onlineUrl: 'https://meet.example/thornbury-heritage-talk',
      organiser: org('thornbury-heritage-society'),
      price: pence(300),
      capacity: 80,
      category: 'Talks',
    }),
    event({
      title: 'Litter pick on Mundy Playing Fields',
      summary:
        'An hour of litter picking with the Friends of Mundy. Grabbers, bags and gloves provided; children welcome with an adult.',
      body: paragraphs('Meet by the pavilion. Biscuits afterwards.'),
      tags: ['green-spaces', 'volunteering'],
      startsAt: inDays(5, 10),
      durationMinutes: 60,
      venue: VENUES.mundy,
      organiser: org('friends-of-mundy-playing-fields'),
      category: 'Environment',
      accessibility: 'Grass and gravel paths; some uneven ground.',
    }),
    event({
      title: 'Food Larder volunteers’ open evening',
      summary: 'Find out how the Food Larder works, meet the team and see whether volunteering with us might suit you.',
      body: paragraphs('No commitment: come for a cuppa and a chat.'),
      tags: ['food', 'volunteering'],
      startsAt: inDays(9, 18),
      durationMinutes: 90,
      venue: VENUES.stMarysHall,
      organiser: org('thornbury-food-larder'),
      category: 'Community',
    }),

    // Next month.
    event({
      title: 'Seed and plant swap',
      summary:
        'Bring spare seeds, take home something new. Expert growers on hand with advice for your plot or windowsill.',
      body: paragraphs('Envelopes and labels provided. Plants welcome too.'),
      tags: ['gardening', 'seeds'],
      startsAt: inMonth(1, 4, 10),
      durationMinutes: 180,
      venue: VENUES.stMarysHall,
      organiser: club('thornbury-gardening-club'),
      category: 'Gardening',
    }),
    event({
      title: 'Camera Club exhibition opening',
      summary: 'Opening evening of the Camera Club’s annual exhibition: a hundred prints of Thornbury and beyond.',
      body: paragraphs('The exhibition then runs for two weeks in the Town Hall foyer during opening hours.'),
      tags: ['photography', 'exhibition'],
      startsAt: inMonth(1, 7, 18, 30),
      durationMinutes: 150,
      venue: VENUES.townHall,
      organiser: club('thornbury-camera-club'),
      category: 'Arts',
    }),
    event({
      title: 'Quiz night in aid of the Food Larder',
      summary: 'Teams of up to six, a ploughman’s supper and a raffle. All proceeds go to the Thornbury Food Larder.',
      body: paragraphs('Book a table by email or turn up and we will find you a team.'),
      tags: ['quiz', 'fundraising', 'food'],
      startsAt: inMonth(1, 12, 19),
      durationMinutes: 180,
      venue: VENUES.armstrongHall,
      organiser: org('thornbury-food-larder'),
      price: pence(1000),
      capacity: 120,
      bookingUrl: 'https://tickets.example/thornbury-quiz',
      category: 'Fundraising',
    }),
    event({
      title: 'Town Council open meeting',
      summary: 'The full council meets in public. Residents may speak for up to three minutes in the public session.',
      body: paragraphs('The agenda is published a week ahead on the council’s website.'),
      tags: ['council', 'democracy'],
      startsAt: inMonth(1, 15, 19),
      durationMinutes: 120,
      venue: VENUES.townHall,
      organiser: org('thornbury-town-council'),
      category: 'Civic',
    }),
    event({
      title: 'Thornbury Makers’ Market',
      summary:
        'Twenty local makers on the High Street: pottery, prints, woodwork, preserves and knitwear, with street food and music.',
      body: paragraphs('Stalls from 9am to 3pm along the High Street and Castle Court.'),
      tags: ['market', 'makers', 'shop-local'],
      startsAt: inMonth(1, 20, 0),
      allDay: true,
      venue: VENUES.thePlain,
      organiser: org('thornbury-business-network'),
      category: 'Market',
      accessibility: 'Pavement stalls; the High Street is closed to traffic for the day.',
    }),
    event({
      title: 'Bowls Club open afternoon',
      summary:
        'Try bowls on the flat green with coaches on hand. Woods and flat shoes lent; tea and cake in the clubhouse.',
      body: paragraphs('Families welcome. Come in flat-soled shoes if you have them.'),
      tags: ['bowls', 'sport', 'open-day'],
      startsAt: inMonth(1, 23, 14),
      durationMinutes: 180,
      venue: VENUES.bowlsGreen,
      organiser: club('thornbury-bowls-club'),
      category: 'Sport',
      cancelled: true,
    }),

    // The month after.
    event({
      title: 'Choir and schools concert',
      summary: 'The Community Choir and the Severn Vale schools’ orchestras in concert at St Mary’s Church.',
      body: paragraphs(
        'Programme includes folk arrangements, gospel and a new piece written for the choir by a local composer.',
      ),
      tags: ['music', 'concert', 'schools'],
      startsAt: inMonth(2, 3, 19),
      durationMinutes: 120,
      venue: {
        name: "St Mary's Church",
        address: 'Castle Street, Thornbury',
        postcode: 'BS35 1HA',
        lat: 51.6141,
        lng: -2.5301,
      },
      organiser: club('thornbury-community-choir'),
      price: pence(800),
      capacity: 250,
      bookingUrl: 'https://tickets.example/thornbury-concert',
      category: 'Music',
    }),
    event({
      title: 'Thornbury 10k',
      summary:
        'The town’s favourite road race: a fast loop through the lanes, with a fun run for children before the start.',
      body: paragraphs('Chip timing, medals and a cake stall at the finish. Marshals needed: please volunteer.'),
      tags: ['running', 'race', 'sport'],
      startsAt: inMonth(2, 8, 9, 30),
      durationMinutes: 150,
      venue: VENUES.leisureCentre,
      organiser: club('thornbury-running-club'),
      price: pence(2000),
      capacity: 600,
      bookingUrl: 'https://tickets.example/thornbury-10k',
      category: 'Sport',
    }),
    event({
      title: 'Open studios weekend preview',
      summary:
        'Artists along the Creative Trail open their studios: a preview evening with the Trail and Arts Committee.',
      body: paragraphs('Maps available from the Town Hall and the Plain Café.'),
      tags: ['arts', 'creative-trail'],
      startsAt: inMonth(2, 11, 18),
      durationMinutes: 120,
      venue: VENUES.castleCourt,
      organiser: committee('trail-and-arts-committee'),
      category: 'Arts',
    }),
    event({
      title: 'Book Club: favourite reads',
      summary:
        'A special open meeting of the Book Club: bring your favourite book of the year and tell us why in two minutes.',
      body: paragraphs('Open to non-members. Refreshments provided by the library.'),
      tags: ['books', 'reading'],
      startsAt: inMonth(2, 14, 19),
      durationMinutes: 90,
      venue: VENUES.library,
      organiser: club('thornbury-book-club'),
      category: 'Books',
    }),
    event({
      title: 'Community Hub AGM',
      summary:
        'The Hub’s annual general meeting: reports, accounts, elections to the committees, and your ideas for next year.',
      body: paragraphs(
        'Members may vote; everyone is welcome to attend. Papers are in the documents section two weeks before.',
      ),
      tags: ['agm', 'governance'],
      startsAt: inMonth(2, 17, 19),
      durationMinutes: 120,
      venue: VENUES.townHall,
      organiser: committee('finance-and-governance-committee'),
      category: 'Civic',
    }),
    event({
      title: 'Wildflower planting day',
      summary: 'Help sow the new wildflower strip on Mundy Playing Fields. Tools provided; wear boots.',
      body: paragraphs('Part of the Green Spaces Committee’s pollinator plan.'),
      tags: ['green-spaces', 'wildlife', 'volunteering'],
      startsAt: inMonth(2, 21, 10),
      durationMinutes: 180,
      venue: VENUES.mundy,
      organiser: org('friends-of-mundy-playing-fields'),
      category: 'Environment',
      accessibility: 'Rough grass; seated jobs available for anyone who prefers them.',
    }),
    event({
      title: 'Schools sports day',
      summary: 'The Severn Vale Schools Partnership sports day. Spectators welcome on the fields from 12.30.',
      body: paragraphs('Parking is limited: please walk or cycle.'),
      tags: ['schools', 'sport', 'young-people'],
      startsAt: inMonth(2, 25, 12, 30),
      durationMinutes: 210,
      venue: VENUES.mundy,
      organiser: org('severn-vale-schools-partnership'),
      category: 'Sport',
      status: 'draft',
    }),

    // Three months ahead.
    event({
      title: 'Community fun day',
      summary:
        'Dog show, tug of war, cake competition, brass band and the famous duck race on the brook. Fun for all the family.',
      body: paragraphs('Stalls from local clubs and businesses all afternoon. Raffle drawn at 4pm.'),
      tags: ['fun-day', 'family'],
      startsAt: inMonth(3, 2, 0),
      allDay: true,
      venue: VENUES.mundy,
      organiser: committee('events-committee'),
      price: pence(200),
      category: 'Festival',
      accessibility:
        'Accessible toilets and a quiet tent. Mobility scooters can be borrowed from the information point.',
    }),
    event({
      title: 'Heritage walk: the old town',
      summary:
        'A guided walk from the Town Hall to the castle gates, with stories of the market, the mills and the wool trade.',
      body: paragraphs('About 2 km at an easy pace. Ends near the Plain Café.'),
      tags: ['history', 'walks'],
      startsAt: inMonth(3, 6, 14),
      durationMinutes: 120,
      venue: VENUES.townHall,
      organiser: org('thornbury-heritage-society'),
      price: pence(500),
      capacity: 25,
      category: 'Walks',
      accessibility: 'Mostly level pavements; one steep lane with a step-free alternative.',
    }),
    event({
      title: 'Family film night',
      summary: 'A family film on the big screen at the Armstrong Hall. Bring a cushion; popcorn from the Plain Café.',
      body: paragraphs('Film to be chosen by public vote on the Hub’s social media.'),
      tags: ['film', 'family'],
      startsAt: inMonth(3, 9, 20, 30),
      durationMinutes: 150,
      venue: VENUES.armstrongHall,
      organiser: org('thornbury-business-network'),
      price: pence(500),
      capacity: 200,
      category: 'Film',
      status: 'draft',
    }),
    event({
      title: 'Repair Café fixers’ training',
      summary:
        'An evening for new and existing fixers: safe electrical testing, sewing-machine basics and how we log repairs.',
      body: paragraphs('For volunteers only; please register by email.'),
      tags: ['repair', 'volunteering', 'training'],
      startsAt: inMonth(3, 13, 18, 30),
      durationMinutes: 120,
      venue: VENUES.stMarysHall,
      organiser: club('thornbury-repair-cafe'),
      capacity: 20,
      category: 'Training',
    }),
    event({
      title: 'Gardening Club show',
      summary:
        'Vegetables, flowers, jams and baking judged by the Gardening Club. Entries from 9am, show open from 2pm.',
      body: paragraphs('Schedules available from Greenleaf Grocers and the library. Junior classes free to enter.'),
      tags: ['gardening', 'show', 'baking'],
      startsAt: inMonth(3, 17, 14),
      durationMinutes: 180,
      venue: VENUES.armstrongHall,
      organiser: club('thornbury-gardening-club'),
      price: pence(100),
      category: 'Gardening',
      status: 'published',
      publishAt: inMonth(1, 1, 9),
    }),
    event({
      title: 'Ukulele jam',
      summary: 'An informal strum-along for all abilities. Song sheets provided; spare ukuleles to borrow.',
      body: paragraphs('Cancelled: the hall is needed as a polling station. We will be back next month.'),
      tags: ['music', 'ukulele'],
      startsAt: inMonth(3, 20, 15),
      durationMinutes: 120,
      venue: VENUES.armstrongHall,
      organiser: org('friends-of-mundy-playing-fields'),
      category: 'Music',
      cancelled: true,
    }),

    // Four months ahead.
    event({
      title: 'Heritage open day at the Town Hall',
      summary:
        'Behind the scenes at the Town Hall: the council chamber, the old lock-up and the borough’s charters on display.',
      body: paragraphs('Tours every half hour from 10am; last tour 3.30pm.'),
      tags: ['history', 'open-day'],
      startsAt: inMonth(4, 5, 10),
      durationMinutes: 360,
      venue: VENUES.townHall,
      organiser: org('thornbury-heritage-society'),
      category: 'History',
    }),
    event({
      title: 'Makers’ craft fair',
      summary: 'Forty stalls of handmade crafts in the Armstrong Hall, with the Knit and Natter tea room.',
      body: paragraphs('Stallholder applications open now via the Events Committee.'),
      tags: ['crafts', 'market', 'makers'],
      startsAt: inMonth(4, 10, 10),
      durationMinutes: 360,
      venue: VENUES.armstrongHall,
      organiser: committee('events-committee'),
      category: 'Market',
      status: 'published',
      publishAt: inMonth(2, 1, 9),
    }),
    event({
      title: 'Camera Club talk: shooting the Severn',
      summary: 'A visiting photographer on light, tides and patience along the Severn estuary. Visitors welcome.',
      body: paragraphs('£3 for visitors, free for members.'),
      tags: ['photography', 'talks'],
      startsAt: inMonth(4, 14, 19, 30),
      durationMinutes: 120,
      venue: VENUES.castleCourt,
      organiser: club('thornbury-camera-club'),
      price: pence(300),
      category: 'Talks',
    }),
    event({
      title: 'Community litter blitz',
      summary: 'The big clean-up across the whole town: pick a street, grab a bag and meet for soup afterwards.',
      body: paragraphs('Sign up to a zone on the day at the Town Hall.'),
      tags: ['green-spaces', 'volunteering'],
      startsAt: inMonth(4, 18, 10),
      durationMinutes: 180,
      venue: VENUES.townHall,
      organiser: committee('green-spaces-committee'),
      category: 'Environment',
    }),
    event({
      title: 'Christmas lights planning meeting',
      summary:
        'Volunteers wanted to help plan the lights switch-on. Bring ideas; mince pies provided, however early it feels.',
      body: paragraphs('Draft until the date is confirmed with the Town Council.'),
      tags: ['christmas', 'volunteering'],
      startsAt: inMonth(4, 22, 19),
      durationMinutes: 90,
      venue: VENUES.townHall,
      organiser: org('thornbury-town-council'),
      category: 'Community',
      status: 'draft',
    }),
    event({
      title: 'Family clay afternoon',
      summary:
        'Make a pinch pot, a tile or a small creature at the Old Forge Pottery. Pieces fired and ready to collect a fortnight later.',
      body: paragraphs('Suitable for ages 5 and up with an adult.'),
      tags: ['pottery', 'family', 'crafts'],
      startsAt: inMonth(4, 26, 14),
      durationMinutes: 120,
      venue: {
        name: 'The Old Forge Pottery',
        address: 'Gloucester Road, Thornbury',
        postcode: 'BS35 1DQ',
        lat: 51.6152,
        lng: -2.5217,
      },
      organiser: org('thornbury-business-network'),
      price: pence(1200),
      capacity: 16,
      bookingUrl: 'https://tickets.example/old-forge-family-clay',
      category: 'Family',
    }),
  ];
  const events = eventList.map((data) => ({ id: data.slug, data }));

  const workshop = ({ facilitator, skillLevel, materials, ageRange, ...rest }) => ({
    ...event(rest),
    facilitator,
    skillLevel,
    materials,
    ageRange,
  });

  const workshops = [
    workshop({
      title: 'Beginners’ sourdough',
      summary:
        'Make, shape and bake your first sourdough loaf with the Castle Street Bakery, and take home a jar of starter.',
      body: paragraphs('A hands-on morning: mixing, folding, shaping and baking. Lunch is the bread.'),
      tags: ['baking', 'food'],
      startsAt: inMonth(1, 9, 9, 30),
      durationMinutes: 210,
      venue: VENUES.stMarysHall,
      price: pence(4500),
      capacity: 10,
      bookingUrl: 'https://tickets.example/sourdough',
      category: 'Food',
      facilitator: 'Jo Pritchard, Castle Street Bakery',
      skillLevel: 'beginner',
      materials: 'Apron and a tea towel; everything else provided.',
      ageRange: '16+',
    }),
    workshop({
      title: 'Bike maintenance basics',
      summary: 'Fix a puncture, adjust brakes and gears and keep your chain happy, with Pedal and Spoke.',
      body: paragraphs('Bring your own bike if you can; we have a couple spare.'),
      tags: ['bikes', 'repairs', 'cycling'],
      startsAt: inMonth(1, 16, 10),
      durationMinutes: 150,
      venue: VENUES.castleCourt,
      price: pence(2000),
      capacity: 8,
      category: 'Skills',
      facilitator: 'Sam Hewitt, Pedal and Spoke',
      skillLevel: 'beginner',
      materials: 'Your bike and old clothes.',
      ageRange: '12+ (under-16s with an adult)',
    }),
    workshop({
      title: 'Linocut printing',
      summary: 'Design, carve and print a linocut of a Thornbury landmark. Take home a set of cards.',
      body: paragraphs('Tools, lino and ink provided. Some drawing experience helps but is not needed.'),
      tags: ['printmaking', 'arts'],
      startsAt: inMonth(2, 6, 10),
      durationMinutes: 300,
      venue: VENUES.castleCourt,
      price: pence(3500),
      capacity: 12,
      category: 'Arts',
      facilitator: 'Kwame Mensah',
      skillLevel: 'all',
      materials: 'All provided.',
      ageRange: '14+',
    }),
    workshop({
      title: 'Visible mending',
      summary:
        'Darning, sashiko and patches: give your favourite clothes a second life, and make the repair part of the look.',
      body: paragraphs('Bring one or two things that need mending.'),
      tags: ['repair', 'sewing', 'sustainability'],
      startsAt: inMonth(2, 19, 14),
      durationMinutes: 150,
      venue: VENUES.stMarysHall,
      price: pence(1500),
      capacity: 12,
      category: 'Crafts',
      facilitator: 'Thornbury Repair Café sewing team',
      skillLevel: 'beginner',
      materials: 'Clothes to mend; needles and threads provided.',
      ageRange: '12+',
    }),
    workshop({
      title: 'Smartphone photography',
      summary:
        'Get more from the camera in your pocket: composition, light, editing and sharing, with a short photo walk.',
      body: paragraphs('Bring a charged phone. Run by the Camera Club.'),
      tags: ['photography', 'digital-skills'],
      startsAt: inMonth(3, 11, 10),
      durationMinutes: 180,
      venue: VENUES.library,
      price: free,
      capacity: 15,
      category: 'Digital skills',
      facilitator: 'Thornbury Camera Club',
      skillLevel: 'intermediate',
      materials: 'A smartphone.',
      ageRange: 'Adults',
      organiser: club('thornbury-camera-club'),
    }),
    workshop({
      title: 'Advanced wheel throwing',
      summary:
        'Lidded pots, jugs and handles on the wheel at the Old Forge Pottery, for people who can already centre clay.',
      body: paragraphs('Four Wednesday evenings; this listing is the first session.'),
      tags: ['pottery', 'crafts'],
      startsAt: inMonth(4, 3, 18, 30),
      durationMinutes: 150,
      venue: {
        name: 'The Old Forge Pottery',
        address: 'Gloucester Road, Thornbury',
        postcode: 'BS35 1DQ',
        lat: 51.6152,
        lng: -2.5217,
      },
      price: pence(12000),
      capacity: 6,
      bookingUrl: 'https://tickets.example/old-forge-advanced',
      category: 'Crafts',
      facilitator: 'Ruth Ellery, the Old Forge Pottery',
      skillLevel: 'advanced',
      materials: 'Clay and firing included.',
      ageRange: '18+',
      status: 'draft',
    }),
  ].map((data) => ({ id: data.slug, data }));

  // -------------------------------------------------------------------------------------------
  // Posts

  const post = ({
    title,
    summary,
    body,
    tags,
    category,
    author = ADMIN,
    daysAgo,
    status = 'published',
    publishAt = null,
  }) => {
    const publishedAt = status === 'published' ? (publishAt ?? ago(daysAgo, 0)) : null;
    return {
      ...base({ title, summary, body, tags, status, publishAt, age: [daysAgo + 3, daysAgo] }),
      author: { name: author.displayName, uid: author.uid },
      publishedAt,
      // The reading time is worked out from the body (src/features/posts/post-text.ts), never stored.
      category,
    };
  };

  const posts = [
    post({
      title: 'Welcome to the new Community Hub website',
      summary:
        'Everything happening in Thornbury, in one place: events, clubs, local businesses and the Creative Trail. It even works offline.',
      body: paragraphs(
        'For years our noticeboard outside the Town Hall has done sterling work, but it cannot tell you the choir has moved rooms at 6pm on a Tuesday. This site can.',
        'You will find **what’s on**, every club and society we know of, local businesses with offers for members, and the Creative Trail with a map you can use on the walk, even without signal.',
        'Clubs and organisations can ask for an editor account to keep their own listings up to date. Just get in touch.',
      ),
      tags: ['news', 'website'],
      category: 'News',
      daysAgo: 40,
    }),
    post({
      title: 'Repair Café hits 600 fixes',
      summary:
        'Six hundred toasters, lamps, coats and bicycles saved from landfill since the Repair Café opened its doors.',
      body: paragraphs(
        'When we started, three of us sat behind a trestle table with a soldering iron and a sewing kit. This month we logged our six hundredth repair: a 1970s radio that now plays Radio 4 again.',
        'Thank you to every fixer and every cake-baker. New volunteers are always welcome, especially anyone handy with a sewing machine.',
      ),
      tags: ['repair', 'environment', 'volunteering'],
      category: 'Community',
      author: EDITOR,
      daysAgo: 28,
    }),
    post({
      title: 'Wildflowers return to Mundy Playing Fields',
      summary: 'Last year’s planting has brought cornflowers, poppies and a great many bees. Here is what comes next.',
      body: paragraphs(
        'The strip along the northern hedge was sown by forty volunteers last autumn. This summer it was a riot of colour, and the bee survey counted nine species.',
        'Next, the Friends of Mundy plan a second strip by the pavilion and two new benches. Watch the events page for the planting day.',
      ),
      tags: ['green-spaces', 'wildlife'],
      category: 'Environment',
      daysAgo: 21,
    }),
    post({
      title: 'Meet the maker: the Old Forge Pottery',
      summary:
        'Ruth Ellery on turning a derelict forge on Gloucester Road into a working pottery, and why everyone should try the wheel once.',
      body: paragraphs(
        '“The building still had the anvil in it when we arrived,” says Ruth. Four years on, the forge hums with wheels and a kiln that she swears has a personality of its own.',
        'Ruth runs taster sessions for complete beginners and family clay afternoons. “Clay is forgiving. It lets you start again.”',
      ),
      tags: ['makers', 'pottery', 'business'],
      category: 'Business',
      author: EDITOR,
      daysAgo: 17,
    }),
    post({
      title: 'Volunteers needed for the Thornbury 10k',
      summary:
        'Marshals, water-station helpers and cake-stall bakers: the 10k cannot happen without forty volunteers on the day.',
      body: paragraphs(
        'Marshalling is easy and rewarding: a high-vis vest, a spot on the route and a lot of clapping. Shifts last about two and a half hours.',
        'Sign up through the Running Club, or just email the Events Committee.',
      ),
      tags: ['running', 'volunteering', 'events'],
      category: 'Volunteering',
      daysAgo: 12,
    }),
    post({
      title: 'The Creative Trail gets three new stops',
      summary:
        'A mosaic by Year 6 pupils, a sculpture made from reclaimed bike parts and a poem set into the pavement of St Mary Street.',
      body: paragraphs(
        'The trail now has ten stops, from the Pump on the Plain to the castle gates. Each has an audio guide, and the map works offline once you have opened it.',
        'Thank you to the Trail and Arts Committee and to every artist who took part.',
      ),
      tags: ['creative-trail', 'arts'],
      category: 'Arts',
      author: EDITOR,
      daysAgo: 9,
    }),
    post({
      title: 'Shop local this season',
      summary:
        'Why spending a pound on the High Street does more for Thornbury than spending it online, and the offers members get.',
      body: paragraphs(
        'Around sixty pence of every pound spent with an independent shop stays in the local economy. Our Business Network members offer discounts to Hub members: look for the offer on each listing.',
      ),
      tags: ['shop-local', 'business'],
      category: 'Business',
      daysAgo: 6,
    }),
    post({
      title: 'A year of the Food Larder',
      summary:
        'Twelve tonnes of food shared, two hundred households helped and a team of sixty volunteers. Thank you, Thornbury.',
      body: paragraphs(
        'The Food Larder opened a year ago with a borrowed fridge. Today we collect from nine shops every week and share food with anyone who needs it.',
        'If you can spare a weekday morning, we would love to hear from you.',
      ),
      tags: ['food', 'charity', 'volunteering'],
      category: 'Community',
      daysAgo: 2,
    }),
    post({
      title: 'Community fun day: stall applications open',
      summary:
        'Clubs, charities and local businesses can now apply for a stall at the community fun day on Mundy Playing Fields.',
      body: paragraphs(
        'Stalls are free for local clubs and charities, and £25 for businesses. Applications close four weeks before the fun day.',
      ),
      tags: ['fun-day', 'events'],
      category: 'Events',
      daysAgo: 0,
      status: 'published',
      publishAt: inDays(7, 9),
    }),
    post({
      title: 'Draft: our plans for the Town Hall garden',
      summary:
        'A first look at plans for a community garden behind the Town Hall. Not yet published: waiting for the council’s reply.',
      body: paragraphs(
        'Raised beds, a sensory corner and seating for the library’s story times. We will share the plans for comment once the council has agreed the lease.',
      ),
      tags: ['green-spaces', 'town-hall'],
      category: 'Environment',
      author: EDITOR,
      daysAgo: 1,
      status: 'draft',
    }),
  ].map((data) => ({ id: data.slug, data }));

  // -------------------------------------------------------------------------------------------
  // Shops and products

  const shops = [
    {
      ...base({
        title: 'Community Hub Shop',
        summary:
          'Tote bags, tea towels, calendars and the Creative Trail map. Every purchase supports the Hub’s work in Thornbury.',
        body: paragraphs(
          'Our own little shop. Order online and collect from the Town Hall reception; you pay when you collect.',
        ),
        tags: ['shop', 'gifts', 'fundraising'],
        age: [100, 15],
      }),
      ownerUid: null,
      description: 'Gifts and essentials designed by local artists, sold to raise money for the Community Hub.',
      location: 'Town Hall reception, 35 High Street, Thornbury BS35 2AR',
      collectionInfo:
        'Collect from the Town Hall reception, Monday to Friday 10am–4pm. Pay by card or cash on collection.',
      collectionOptions: [
        { id: 'weekdays', label: 'Monday to Friday, 10am–4pm, Town Hall reception' },
        { id: 'saturday-market', label: 'Saturday 9am–1pm, the Hub stall at the market' },
      ],
      paymentOptions: ['cash', 'card'],
      contact: contact('shop', 'thornbury-hub', '01454 412345', { website: false }),
      isOrganisationShop: true,
    },
    {
      ...base({
        title: 'Castle Street Bakery Pantry',
        summary:
          'Jams, chutneys, honey and biscuits from the Castle Street Bakery kitchen and local producers, ready to collect.',
        body: paragraphs('Order by Thursday for Saturday collection.'),
        tags: ['food', 'local-produce'],
        age: [80, 8],
      }),
      ownerUid: MEMBER.uid,
      description: 'The bakery’s store-cupboard shelf: preserves, biscuits and honey from hives within five miles.',
      location: '12 Castle Street, Thornbury BS35 1HB',
      collectionInfo: 'Collect from the bakery counter any day it is open. Payment on collection.',
      collectionOptions: [
        { id: 'friday-afternoon', label: 'Friday 2pm–5pm at the bakery counter' },
        { id: 'saturday-morning', label: 'Saturday 8am–12pm at the bakery counter' },
      ],
      paymentOptions: ['cash', 'card', 'bank-transfer'],
      contact: contact('pantry', 'castle-street-bakery', '01454 413579', { website: false }),
      isOrganisationShop: false,
    },
    {
      ...base({
        title: 'Orchard Lane Growers',
        summary: 'Apples, juice and cider vinegar from a family orchard on the edge of town.',
        body: paragraphs('We pick to order. Collect from the farm gate or our Saturday market stall.'),
        tags: ['food', 'local-produce'],
        age: [60, 5],
      }),
      ownerUid: SELLER.uid,
      description: 'Apples by the bag, pressed apple juice and cider vinegar from Orchard Lane.',
      location: 'Orchard Lane Farm gate, Thornbury BS35 3JX',
      collectionInfo: 'Order by Wednesday evening. Collect on Saturday at the market, or any day from the farm gate.',
      collectionOptions: [
        { id: 'saturday-market', label: 'Saturday 9am–1pm at the market stall' },
        { id: 'farm-gate', label: 'Any day, 9am–6pm, at the farm gate' },
      ],
      paymentOptions: ['cash'],
      contact: contact('hello', 'orchard-lane', '07700 900456', { website: false }),
      isOrganisationShop: false,
    },
  ].map((data) => ({ id: data.slug, data }));
  const [hubShop, pantryShop, orchardShop] = shops;

  const product = (shop, { title, summary, pricePence, stock, category, variants = [], tags = [] }) => ({
    ...base({ title, slug: slugify(title), summary, body: summary, tags, age: [70, 6] }),
    shopId: shop.id,
    ownerUid: shop.data.ownerUid,
    pricePence,
    currency: 'GBP',
    stock,
    images: [],
    variants,
    category,
  });

  const products = [
    product(hubShop, {
      title: 'Thornbury tote bag',
      summary: 'Heavy cotton tote with a screen-printed view of the High Street by a local artist.',
      pricePence: 1200,
      stock: 40,
      category: 'Bags',
      tags: ['gifts'],
    }),
    product(hubShop, {
      title: 'Creative Trail tea towel',
      summary: 'All ten Creative Trail stops on one tea towel. Organic cotton, printed in Bristol.',
      pricePence: 900,
      stock: 35,
      category: 'Homeware',
      tags: ['creative-trail', 'gifts'],
    }),
    product(hubShop, {
      title: 'Community calendar',
      summary: 'Twelve months of Thornbury, photographed by Camera Club members, with space for every club night.',
      pricePence: 1000,
      stock: 60,
      category: 'Stationery',
      tags: ['photography'],
    }),
    product(hubShop, {
      title: 'Creative Trail map',
      summary: 'The fold-out illustrated map of the Creative Trail, with the stories behind each piece.',
      pricePence: 300,
      stock: 120,
      category: 'Maps',
      tags: ['creative-trail'],
    }),
    product(hubShop, {
      title: 'Hub enamel mug',
      summary: 'A sturdy enamel mug for the allotment, the campsite or the committee meeting.',
      pricePence: 1100,
      stock: 25,
      category: 'Homeware',
      variants: [
        { name: 'Cream', pricePence: 1100, stock: 15 },
        { name: 'Sage green', pricePence: 1100, stock: 10 },
      ],
    }),
    product(hubShop, {
      title: 'Greetings cards, pack of six',
      summary: 'Six cards from the linocut workshop: the Pump, the castle gates, St Mary’s and friends.',
      pricePence: 800,
      stock: 30,
      category: 'Stationery',
      tags: ['printmaking'],
    }),
    product(hubShop, {
      title: 'Volunteer hoodie',
      summary: 'Soft, warm and very visible. Worn with pride at the 10k, the fun day and every litter pick.',
      pricePence: 2800,
      stock: 22,
      category: 'Clothing',
      variants: [
        { name: 'Small', pricePence: 2800, stock: 5 },
        { name: 'Medium', pricePence: 2800, stock: 8 },
        { name: 'Large', pricePence: 2800, stock: 6 },
        { name: 'Extra large', pricePence: 3000, stock: 3 },
      ],
    }),
    product(hubShop, {
      title: 'Pin badge',
      summary: 'An enamel pin of the Pump on the Plain.',
      pricePence: 400,
      stock: 0,
      category: 'Gifts',
    }),
    product(pantryShop, {
      title: 'Thornbury wildflower honey',
      summary: 'Runny honey from hives within five miles of the town. 340 g jar.',
      pricePence: 750,
      stock: 18,
      category: 'Preserves',
      tags: ['local-produce'],
    }),
    product(pantryShop, {
      title: 'Damson jam',
      summary: 'Made with damsons from Gloucester Road gardens. 300 g jar.',
      pricePence: 450,
      stock: 24,
      category: 'Preserves',
    }),
    product(pantryShop, {
      title: 'Apple and ale chutney',
      summary: 'Sharp, sweet and made for a ploughman’s. 300 g jar.',
      pricePence: 475,
      stock: 20,
      category: 'Preserves',
    }),
    product(pantryShop, {
      title: 'Shortbread rounds',
      summary: 'Butter shortbread baked on Castle Street. Box of ten.',
      pricePence: 550,
      stock: 15,
      category: 'Biscuits',
    }),
    product(pantryShop, {
      title: 'Lardy cake',
      summary: 'The Saturday favourite, to order for collection. Serves eight, generously.',
      pricePence: 650,
      stock: 6,
      category: 'Cakes',
    }),
    product(pantryShop, {
      title: 'Sourdough starter kit',
      summary: 'A jar of our 40-year-old starter, a proving basket and a printed recipe.',
      pricePence: 1800,
      stock: 10,
      category: 'Baking',
    }),
    product(pantryShop, {
      title: 'Christmas pudding',
      summary: 'Made in the autumn and fed with brandy until December.',
      pricePence: 1200,
      stock: 12,
      category: 'Cakes',
      variants: [
        { name: 'Small (serves 4)', pricePence: 1200, stock: 8 },
        { name: 'Large (serves 8)', pricePence: 2000, stock: 4 },
      ],
    }),
    product(orchardShop, {
      title: 'Bag of eating apples',
      summary: 'Two kilos of whatever is best this week: Cox, Egremont Russet or Discovery.',
      pricePence: 400,
      stock: 30,
      category: 'Fruit and veg',
      tags: ['local-produce'],
    }),
    product(orchardShop, {
      title: 'Pressed apple juice',
      summary: 'Cloudy, single-variety juice pressed on the farm.',
      pricePence: 350,
      stock: 2,
      category: 'Drinks',
      variants: [
        { name: '75 cl bottle', pricePence: 350, stock: 2 },
        { name: 'Case of six', pricePence: 1900, stock: 0 },
      ],
    }),
  ].map((data) => ({ id: data.slug, data }));

  // -------------------------------------------------------------------------------------------
  // Creative Trail

  const trailStops = [
    {
      title: 'The Pump on the Plain',
      artist: 'Thornbury Heritage Society',
      medium: 'Restored cast iron and interpretation panel',
      lat: 51.6112,
      lng: -2.5262,
      what3words: 'lamps.beaker.orchid',
      summary: 'The town pump, restored by volunteers, with a panel telling the story of water in Thornbury.',
    },
    {
      title: 'The Weavers’ Wall',
      artist: 'Eleanor Brooks',
      medium: 'Mural, exterior masonry paint',
      lat: 51.6106,
      lng: -2.5266,
      what3words: null,
      summary: 'A long mural of the wool trade that made the town rich, painted with help from two hundred residents.',
    },
    {
      title: 'Castle Gates Poem',
      artist: 'Amira Hassan',
      medium: 'Letter-cut stone set into the pavement',
      lat: 51.6147,
      lng: -2.5303,
      what3words: 'gates.poetry.ribbon',
      summary: 'Twelve lines by a local poet, cut into paving stones on the approach to the castle.',
    },
    {
      title: 'Spokes',
      artist: 'Sam Hewitt and the Repair Café',
      medium: 'Sculpture from reclaimed bicycle parts',
      lat: 51.6071,
      lng: -2.5311,
      what3words: null,
      summary: 'A leaping salmon made entirely from bike wheels, chains and gears rescued by the Repair Café.',
    },
    {
      title: 'The Market Charter Mosaic',
      artist: 'Year 6 pupils, Severn Vale Schools Partnership',
      medium: 'Ceramic mosaic',
      lat: 51.6096,
      lng: -2.5253,
      what3words: 'charter.tiles.market',
      summary: 'Pupils tell the story of the 1252 market charter in five thousand hand-cut tiles.',
    },
    {
      title: 'St Mary Street Windows',
      artist: 'Kwame Mensah',
      medium: 'Printed vinyl in shop windows',
      lat: 51.6099,
      lng: -2.5236,
      what3words: null,
      summary: 'Linocut portraits of shopkeepers past and present, shown in the windows they once worked behind.',
    },
    {
      title: 'Mundy Meadow Bench',
      artist: 'Friends of Mundy Playing Fields',
      medium: 'Carved oak',
      lat: 51.6162,
      lng: -2.5319,
      what3words: 'meadow.bench.acorn',
      summary: 'A bench carved with the wildflowers and insects of the new meadow strip. Sit down and look for them.',
    },
    {
      title: 'The Choir Bells',
      artist: 'Thornbury Community Choir with Ruth Ellery',
      medium: 'Glazed stoneware bells',
      lat: 51.6085,
      lng: -2.5262,
      what3words: null,
      summary: 'Twelve stoneware bells outside the Armstrong Hall, each tuned to a note of the choir’s favourite song.',
    },
    {
      title: 'Castle Court Lanterns',
      artist: 'Thornbury Camera Club',
      medium: 'Photographic lightboxes',
      lat: 51.6101,
      lng: -2.5241,
      what3words: 'lantern.glow.courtyard',
      summary: 'Night-time photographs of the town in lightboxes that glow after dark.',
    },
    {
      title: 'Brook Ripples',
      artist: 'Rosie Turner',
      medium: 'Willow and steel',
      lat: 51.6134,
      lng: -2.5228,
      what3words: null,
      summary: 'Woven willow waves along the brook path, planted so that they will keep growing.',
    },
  ].map(({ title, artist, medium, lat, lng, what3words, summary }, index) => {
    const number = index + 1;
    const slug = slugify(title);
    return doc({
      ...base({
        title,
        summary,
        body: paragraphs(summary, `**Artist:** ${artist}. **Medium:** ${medium}.`),
        tags: ['creative-trail', 'arts'],
        age: [90 - index, 20 - index],
      }),
      // A generated pattern, not a photograph of the work (scripts/make-trail-media.mjs).
      image: {
        path: `/trail/images/stop-${number}.jpg`,
        url: `/trail/images/stop-${number}.jpg`,
        alt: `Stop ${number}, ${title}: a coloured pattern standing in for a photograph of the work (demo picture).`,
        width: 800,
        height: 500,
      },
      order: number,
      artist,
      medium,
      lat,
      lng,
      what3words,
      accessibility: [
        index === 2
          ? 'Cobbled lane with a gentle slope; a step-free route runs along Castle Street.'
          : 'Step-free, on a pavement or level path.',
        index % 3 === 0
          ? 'A bench within a few steps.'
          : 'No seating at the stop; the nearest bench is on the High Street.',
      ].join(' '),
      // Three seconds of generated chimes (scripts/make-trail-media.mjs), a file of the site; an upload's
      // path is audio/trailStops/{id}/{uploadId}/{name} (storage.rules), and the seed's follows it.
      audio: {
        path: `audio/trailStops/${slug}/seed/stop-${number}.wav`,
        url: `/trail/audio/stop-${number}.wav`,
        contentType: 'audio/wav',
        size: 24044,
        name: `stop-${number}.wav`,
      },
      transcript: paragraphs(
        `*This is a demonstration recording: three seconds of chimes, not a spoken guide. A real guide would be recorded by the artist or a volunteer and uploaded in the dashboard.*`,
        `Welcome to stop ${number} of the creative trail, ${title}, by ${artist}. ${summary}`,
      ),
    });
  });

  // -------------------------------------------------------------------------------------------
  // Documents. Each file is a small one-page PDF made by seedPdf (above); scripts/seed.mjs uploads it to
  // the Storage emulator when one is running and fills in `url` (empty here: "not uploaded yet").

  const committeeIds = Object.fromEntries(committees.map((entry) => [entry.title, slugify(entry.title)]));
  /** The `nth` `weekday` (0 = Sunday) of month `offset` after the current one (nth -1: the last), at a London time. */
  const nthWeekdayOfMonth = (offset, nth, weekday, hour, minute = 0) => {
    if (nth > 0) {
      const first = londonParts(inMonth(offset, 1, 12)).weekday;
      return inMonth(offset, 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7, hour, minute);
    }
    const last = londonParts(inMonth(offset + 1, 0, 12)); // day 0 of the next month: this month's last day
    return inMonth(offset, last.day - ((last.weekday - weekday + 7) % 7), hour, minute);
  };
  /** The latest meeting on the `nth` `weekday` of a month at least a week before today (papers take a while). */
  const lastMeeting = (nth, weekday, hour, minute = 0) => {
    for (let offset = 0; ; offset -= 1) {
      const date = nthWeekdayOfMonth(offset, nth, weekday, hour, minute);
      if (date.getTime() <= nowMinute.getTime() - 7 * DAY_MS) return date;
    }
  };
  // Last year's AGM: a year before this year's (the Community Hub AGM event, two months ahead on the 17th).
  const lastAgm = inMonth(2 - 12, 17, 19);
  const documentList = [
    {
      title: 'Annual report',
      category: 'report',
      visibility: 'public',
      committee: null,
      // Published with the AGM papers, two weeks before the meeting.
      date: inMonth(2 - 12, 3, 12),
      fileName: 'annual-report.pdf',
    },
    {
      title: 'AGM minutes',
      category: 'minutes',
      visibility: 'public',
      committee: 'Finance and Governance Committee',
      date: lastAgm,
      fileName: 'agm-minutes.pdf',
    },
    {
      title: 'Safeguarding policy',
      category: 'policy',
      visibility: 'public',
      committee: null,
      date: inDays(-200, 12),
      fileName: 'safeguarding-policy.pdf',
    },
    {
      title: 'Hall booking form',
      category: 'form',
      visibility: 'public',
      committee: null,
      date: inDays(-120, 12),
      fileName: 'hall-booking-form.pdf',
    },
    {
      title: 'Volunteer handbook',
      category: 'policy',
      visibility: 'members',
      committee: null,
      date: inDays(-90, 12),
      fileName: 'volunteer-handbook.pdf',
    },
    {
      title: 'Events Committee agenda',
      category: 'agenda',
      visibility: 'members',
      committee: 'Events Committee',
      // First Monday of the month, 7.30pm.
      date: lastMeeting(1, 1, 19, 30),
      fileName: 'events-agenda.pdf',
    },
    {
      title: 'Finance Committee minutes',
      category: 'minutes',
      visibility: 'committee',
      committee: 'Finance and Governance Committee',
      // Second Tuesday (quarterly), 7pm.
      date: lastMeeting(2, 2, 19),
      fileName: 'finance-minutes.pdf',
    },
    {
      title: 'Green Spaces Committee minutes',
      category: 'minutes',
      visibility: 'committee',
      committee: 'Green Spaces Committee',
      // Last Wednesday of the month, 7pm.
      date: lastMeeting(-1, 3, 19),
      fileName: 'green-spaces-minutes.pdf',
    },
    {
      title: 'Trail commissioning report',
      category: 'report',
      visibility: 'committee',
      committee: 'Trail and Arts Committee',
      date: inDays(-45, 12),
      fileName: 'trail-commissioning-report.pdf',
    },
  ];
  const documents = documentList.map(
    ({ title, category, visibility, committee: committeeTitle, date, fileName }, index) => {
      const slug = slugify(title);
      return doc({
        ...base({
          title,
          slug,
          summary: `${title} of the Thornbury Community Hub${visibility === 'public' ? '' : ` (${visibility} only)`}.`,
          body: paragraphs(`${title}. Download the file for the full text.`),
          tags: [category],
          age: [30 + index * 4, 10 + index],
        }),
        file: {
          path: seedFilePath(slug, fileName),
          url: '',
          contentType: 'application/pdf',
          size: seedPdf(title).length,
          name: fileName,
        },
        category,
        date,
        committeeId: committeeTitle ? committeeIds[committeeTitle] : null,
        visibility,
      });
    },
  );

  const committeeDocs = committees.map(
    ({ title, summary, purpose, members, meetingPattern, contactEmail, tags, status, publishAt }, index) => {
      const id = slugify(title);
      return doc({
        ...base({
          title,
          slug: id,
          summary,
          body: paragraphs(
            `Anyone who is a member of the Hub can join the ${title}: come to a meeting as a guest first and see how it works.`,
            contactEmail
              ? `Questions, ideas or something for the next agenda? Email [${contactEmail}](mailto:${contactEmail}).`
              : 'Ask at the Hub’s front desk about the next meeting.',
          ),
          tags,
          status,
          publishAt,
          age: [180 + index, 25 + index],
        }),
        purpose,
        // The public committee names its members; their accounts are in committeeMembers (below).
        members: members.map(({ name, role }) => ({ name, role })),
        meetingPattern,
        contactEmail,
      });
    },
  );
  // committeeMembers/{committeeId}: the accounts among each committee's members, who read its papers
  // (firestore.rules onCommittee); only editors and those members read it.
  const committeeMembers = committees.map(({ title, members }) => ({
    id: slugify(title),
    data: { memberUids: [...new Set(members.flatMap((member) => (member.uid ? [member.uid] : [])))] },
  }));

  // -------------------------------------------------------------------------------------------
  // Pages (the app ships its own defaults; these are the editable copies)

  const pageTexts = {
    about: {
      title: 'About the Community Hub',
      summary:
        'Who we are: a volunteer-run association connecting the clubs, charities, businesses and people of Thornbury.',
      body: paragraphs(
        'Thornbury Community Hub is a volunteer-run association for our market town. We keep the calendar, support local clubs and charities, champion the High Street and look after the Creative Trail.',
        'We are run by four committees of volunteers and answer to our members at the AGM. Membership is free for anyone who lives, works or studies in Thornbury.',
      ),
    },
    'cookies-policy': {
      title: 'Cookies policy',
      summary: 'The small number of cookies and local storage items this site uses, and why.',
      body: paragraphs(
        'We use only what the site needs to work: your sign-in session, your theme and layout choices, and an offline copy of public pages so the site works without signal.',
        'We do not use advertising or tracking cookies.',
      ),
    },
    'privacy-policy': {
      title: 'Privacy policy',
      summary: 'What personal information we hold, why, for how long, and your rights.',
      body: paragraphs(
        'We hold the details you give us when you create an account, send a message or order from the shop, and use them only for that purpose.',
        'Contact the secretary at privacy@thornbury-hub.example to see, correct or delete your information.',
        'Signed in, you can download your data and delete your account yourself on your account page. Deleting it removes your account, what you follow, your choices and the messages you sent while signed in. Shops keep their record of your orders for their accounts, with your name, email address, phone number and note replaced by “Deleted account”.',
      ),
    },
    'code-of-conduct': {
      title: 'Code of conduct',
      summary: 'How we treat each other at Hub events, online and in our committees.',
      body: paragraphs(
        'Be kind, be patient and assume good intent. Harassment, discrimination and bullying are not tolerated at any Hub event or in any Hub space, online or off.',
        'If something is wrong, tell any committee member or write to conduct@thornbury-hub.example.',
      ),
    },
    'gdpr-and-uk-gdpr': {
      title: 'GDPR and UK GDPR',
      summary:
        'How the Hub meets its duties under the UK General Data Protection Regulation and the Data Protection Act 2018.',
      body: paragraphs(
        'The Hub is the data controller for the information described in our privacy policy. Our lawful bases are consent, contract and legitimate interests, as set out there.',
        'You may complain to the Information Commissioner’s Office, but we would appreciate the chance to put things right first.',
      ),
    },
  };
  const pages = PAGE_IDS.map((id, index) => ({
    id,
    data: base({
      ...pageTexts[id],
      slug: id,
      tags: [id === 'about' ? 'about' : 'policy'],
      age: [365 - index, 90 - index],
    }),
  }));

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

  return {
    accounts: DEMO_ACCOUNTS.map((account) => ({ ...account, roles: [...account.roles] })),
    collections: {
      users,
      settings,
      organisations,
      committees: committeeDocs,
      clubs,
      businesses,
      events,
      workshops,
      posts,
      shops,
      products,
      trailStops,
      documents,
      pages,
      committeeMembers,
    },
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
