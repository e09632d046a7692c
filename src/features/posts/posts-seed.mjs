/** The seed data of the posts feature: the demo news posts, one scheduled and one a draft. */

import { ADMIN, EDITOR, paragraphs } from '../../collections/seed/seed-context.mjs';

/**
 * The demo posts, dated from `now`.
 * @param {import('../../collections/seed/seed-context.mjs').SeedContext} context
 */
export function postsSeed({ base, ago, inDays }) {
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

  return { posts };
}

/** @type {import('../../collections/seed/seed-context.mjs').SeedPart} */
export const seedPart = { writes: ['posts'], build: postsSeed };
