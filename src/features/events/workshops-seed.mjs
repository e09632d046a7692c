/** The demo workshops: events with a facilitator, skill level, materials and ages (events-seed.mjs). */

import { paragraphs, VENUES } from '../../collections/seed/seed-context.mjs';

/**
 * The demo workshops, built on events-seed.mjs's event builder.
 * @param {import('../../collections/seed/seed-context.mjs').SeedContext} context
 * @param {{ event: Function, free: object, pence: Function, club: Function }} builders
 *   events-seed.mjs's event builder, prices and club references
 */
export function workshopsSeed({ inMonth }, { event, free, pence, club }) {
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
      venue: VENUES.oldForge,
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

  return workshops;
}
