/** The seed data of the clubs feature: the demo clubs, two of them hidden from visitors. */

import { contact, money, paragraphs, VENUES } from '../../collections/seed/seed-context.mjs';

/**
 * The demo clubs.
 * @param {import('../../collections/seed/seed-context.mjs').SeedContext} context
 */
export function clubsSeed({ base, doc, inMonth }) {
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

  return { clubs };
}

/** @type {import('../../collections/seed/seed-context.mjs').SeedPart} */
export const seedPart = { writes: ['clubs'], build: clubsSeed };
