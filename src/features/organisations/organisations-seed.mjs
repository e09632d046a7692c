/** The seed data of the organisations feature: the demo organisations, two of them hidden from visitors. */

import { contact, paragraphs, VENUES } from '../../collections/seed/seed-context.mjs';

/**
 * The demo organisations.
 * @param {import('../../collections/seed/seed-context.mjs').SeedContext} context
 */
export function organisationsSeed({ base, doc, inDays }) {
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

  return { organisations };
}

/** @type {import('../../collections/seed/seed-context.mjs').SeedPart} */
export const seedPart = { writes: ['organisations'], build: organisationsSeed };
