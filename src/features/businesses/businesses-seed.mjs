/**
 * The seed data of the businesses feature: the demo businesses, two of them hidden from visitors, with
 * opening hours from business-hours-seed.mjs.
 */

import { contact, MEMBER, paragraphs } from '../../collections/seed/seed-context.mjs';
import { businessHours } from './business-hours-seed.mjs';

/**
 * The demo businesses.
 * @param {import('../../collections/seed/seed-context.mjs').SeedContext} context
 */
export function businessesSeed(context) {
  const { base, doc, inDays } = context;
  const { christmasYear, nextBankHoliday, nextBankHolidayName, weekdayHours, weeklyBarHours } = businessHours(context);

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
      openingHours: weekdayHours('09:00', '17:30', { mon: null, thu: ['09:00', '19:00'], sat: ['09:00', '15:00'] }, [
        { date: `${christmasYear}-12-25`, ranges: [], note: 'Christmas Day' },
      ]),
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
      openingHours: weekdayHours('09:00', '17:30', { mon: null, thu: ['09:00', '20:00'], sat: ['08:00', '14:00'] }, [
        { date: nextBankHoliday, ranges: [], note: nextBankHolidayName },
      ]),
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

  return { businesses };
}

/** @type {import('../../collections/seed/seed-context.mjs').SeedPart} */
export const seedPart = {
  writes: ['businesses'],
  build: businessesSeed,
};
