/** The seed data of the trail feature: the ten Creative Trail stops, with generated pictures and audio. */

import { slugify } from '../../lib/slug.mjs';
import { paragraphs } from '../../collections/seed/seed-context.mjs';

/**
 * The demo trail stops, in walking order.
 * @param {import('../../collections/seed/seed-context.mjs').SeedContext} context
 */
export function trailSeed({ base, doc }) {
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

  return { trailStops };
}

/** @type {import('../../collections/seed/seed-context.mjs').SeedPart} */
export const seedPart = { writes: ['trailStops'], build: trailSeed };
