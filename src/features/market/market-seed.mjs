/** The seed data of the market feature: the demo shops (the Hub's own and two sellers') and their products. */

import { slugify } from '../../lib/slug.mjs';
import { contact, MEMBER, paragraphs, SELLER } from '../../collections/seed/seed-context.mjs';

/**
 * The demo shops and products; each product points at its shop and its shop's owner.
 * @param {import('../../collections/seed/seed-context.mjs').SeedContext} context
 */
export function marketSeed({ base }) {
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

  return { shops, products };
}

/** @type {import('../../collections/seed/seed-context.mjs').SeedPart} */
export const seedPart = { writes: ['shops', 'products'], build: marketSeed };
