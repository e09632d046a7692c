import { describe, expect, it } from 'vitest';
import { createSearchEngine, type SearchReply, type StoredSearchIndex } from './search-engine';
import {
  buildSearchIndex,
  documentsFingerprint,
  fuzziness,
  loadSearchIndex,
  searchIndex,
  serialiseSearchIndex,
  type SearchDocument,
} from './search-index';
import { groupHits } from './search-hits';
import { normaliseSearchText } from './search-text';

function item(type: string, slug: string, title: string, text = '', subtitle = ''): SearchDocument {
  return { id: `${type}/${slug}`, type, title, subtitle, text, path: `/${type}/${slug}` };
}

/** A fixed corpus shaped like the seed data: every public type, near-namesakes and accented names. */
const corpus: SearchDocument[] = [
  item('clubs', 'community-choir', 'Community Choir', 'Singing for all voices, every Tuesday. music'),
  item('clubs', 'chess-club', 'Chess Club', 'Casual and rated games for all ages'),
  item('clubs', 'cycling-club', 'Cycling Club', 'Road and gravel rides on Sundays'),
  item('clubs', 'walking-football', 'Walking Football', 'Gentle football for over-50s'),
  item('clubs', 'wild-swimmers', 'Wild Swimmers', 'Open water swimming at the lido'),
  item('events', 'choir-concert', 'Winter Choir Concert', 'Carols in St Mary’s church', 'Sat 12 Dec'),
  item('events', 'farmers-market', 'Farmers’ Market', 'Local produce on the square', 'Sat 5 Dec'),
  item('events', 'film-night', 'Film Night', 'Classic films at the village hall', 'Fri 4 Dec'),
  item('events', 'repair-cafe', 'Repair Café', 'Bring broken things, fix them together', 'Sun 6 Dec'),
  item('events', 'pub-quiz', 'Pub Quiz', 'Teams of up to six at the Red Lion', 'Thu 3 Dec'),
  item('workshops', 'pottery', 'Pottery for Beginners', 'Hand building and glazing'),
  item('workshops', 'bread', 'Sourdough Bread Making', 'Starter, shaping and baking'),
  item('workshops', 'watercolour', 'Watercolour Landscapes', 'Painting outdoors'),
  item('businesses', 'cafe-nero', 'Café Nero', 'Coffee shop on the High Street'),
  item('businesses', 'cafe-bleu', 'Café Bleu', 'French bistro and patisserie'),
  item('businesses', 'thornburys', 'Thornbury’s Bakery', 'Bread, cakes and pastries baked daily'),
  item('businesses', 'greenwood', 'Greenwood Hardware', 'Tools, paint and garden supplies'),
  item('businesses', 'zoe-florist', 'Zoë’s Florist', 'Bouquets and wedding flowers'),
  item('businesses', 'bookshop', 'The Little Bookshop', 'New and second-hand books'),
  item('businesses', 'mechanic', 'Patel Motors', 'MOT, servicing and repairs'),
  item('committees', 'planning', 'Planning Committee', 'Planning applications and the local plan'),
  item('committees', 'finance', 'Finance Committee', 'Budgets and the precept'),
  item('organisations', 'food-bank', 'Food Bank', 'Emergency food parcels, Monday and Thursday'),
  item('organisations', 'scouts', 'Scouts and Guides', 'Youth groups for ages 6 to 18'),
  item('organisations', 'historical-society', 'Historical Society', 'Local history talks and archives'),
  item('posts', 'new-playground', 'New playground opens at the park', 'Children news'),
  item('posts', 'road-closure', 'Road closure on Mill Lane', 'Traffic news for March'),
  item('posts', 'bonfire', 'Bonfire night raises £2,000', 'Fireworks charity news'),
  item('products', 'honey', 'Wildflower Honey', 'Local honey in 340 g jars'),
  item('products', 'tote', 'Town Tote Bag', 'Cotton bag with the town crest'),
  item('products', 'jam', 'Strawberry Jam', 'Homemade preserve'),
  item('shops', 'hub-shop', 'Hub Shop', 'The association’s own goods'),
  item('shops', 'bees', 'Meadow Bees', 'Honey and beeswax candles'),
  item('pages', 'about', 'About us', 'Who we are and what the association does'),
  item('pages', 'privacy', 'Privacy policy', 'How we use your personal information'),
  item('pages', 'accessibility', 'Accessibility statement', 'How accessible this site is'),
  item('documents', 'minutes-may', 'Minutes of the May meeting', 'Planning committee minutes'),
];

const index = buildSearchIndex(corpus);
const first = (query: string) => searchIndex(index, query)[0]?.id;

describe('normaliseSearchText', () => {
  it('drops case, accents and apostrophes, and makes punctuation spaces', () => {
    expect(normaliseSearchText('Café Bleu')).toBe('cafe bleu');
    expect(normaliseSearchText('Zoë’s Florist')).toBe('zoes florist');
    expect(normaliseSearchText('  Green-spaces, NOW! ')).toBe('green spaces now');
    expect(normaliseSearchText('Crème brûlée')).toBe('creme brulee');
  });
});

describe('fuzziness', () => {
  it('allows no typo in short words, one in four letters, two from five', () => {
    expect([fuzziness('caf'), fuzziness('cafe'), fuzziness('chior')]).toEqual([0, 1, 2]);
  });
});

describe('search ranking on a fixed corpus', () => {
  // [query, the first result it must give]
  const cases: [string, string][] = [
    ['choir', 'clubs/community-choir'],
    ['chior', 'clubs/community-choir'],
    ['community choir', 'clubs/community-choir'],
    ['choir concert', 'events/choir-concert'],
    ['cafe nero', 'businesses/cafe-nero'],
    ['café nero', 'businesses/cafe-nero'],
    ['CAFE BLEU', 'businesses/cafe-bleu'],
    ['cafe bleue', 'businesses/cafe-bleu'],
    ['repair cafe', 'events/repair-cafe'],
    ['reapir', 'events/repair-cafe'],
    ['thornburys', 'businesses/thornburys'],
    ['thornbury’s', 'businesses/thornburys'],
    ['thornbery', 'businesses/thornburys'],
    ['zoe', 'businesses/zoe-florist'],
    ['florsit', 'businesses/zoe-florist'],
    ['greenwod hardware', 'businesses/greenwood'],
    ['chess', 'clubs/chess-club'],
    ['ches', 'clubs/chess-club'],
    ['cyclng', 'clubs/cycling-club'],
    ['swim', 'clubs/wild-swimmers'],
    ['pottery', 'workshops/pottery'],
    ['sourdough', 'workshops/bread'],
    ['watercolor', 'workshops/watercolour'],
    ['planning', 'committees/planning'],
    ['finanse', 'committees/finance'],
    ['food bank', 'organisations/food-bank'],
    ['histroical', 'organisations/historical-society'],
    ['playground', 'posts/new-playground'],
    ['honey', 'products/honey'],
    ['privacy', 'pages/privacy'],
    ['privasy policy', 'pages/privacy'],
    ['farmers market', 'events/farmers-market'],
    ['film', 'events/film-night'],
    ['bookshop', 'businesses/bookshop'],
  ];
  it.each(cases)('"%s" finds %s first', (query, expected) => {
    expect(first(query)).toBe(expected);
  });

  it('finds nothing for nothing, and nothing made up', () => {
    expect(searchIndex(index, '  ')).toEqual([]);
    expect(searchIndex(index, 'xylophone')).toEqual([]);
  });

  it('waits for a second letter of a word being typed', () => {
    expect(searchIndex(index, 'c')).toEqual([]);
    expect(first('pub q')).toBe('events/pub-quiz');
  });

  it('matches words of two letters against titles only', () => {
    const hits = searchIndex(index, 'ho');
    expect(hits.map((hit) => hit.id)).toContain('products/honey');
    for (const hit of hits) expect(normaliseSearchText(hit.title)).toMatch(/(^| )ho/);
  });

  it('falls back to any word when no item has every word', () => {
    expect(searchIndex(index, 'honey xylophone')[0]?.id).toBe('products/honey');
  });

  it('groups by type, the best group first, each in its order', () => {
    const hits = searchIndex(index, 'cafe');
    const groups = groupHits(hits);
    expect(groups.map((group) => group.type).sort()).toEqual(['businesses', 'events']);
    expect(groups[0]?.hits[0]).toEqual(hits[0]);
    const businesses = groups.find((group) => group.type === 'businesses')?.hits.map((hit) => hit.id);
    expect(businesses).toEqual(hits.filter((hit) => hit.type === 'businesses').map((hit) => hit.id));
    expect(businesses?.sort()).toEqual(['businesses/cafe-bleu', 'businesses/cafe-nero']);
  });

  it('keeps a few results of each group', () => {
    const groups = groupHits(searchIndex(index, 'c'), 2);
    expect(groups.every((group) => group.hits.length <= 2)).toBe(true);
  });

  it('returns what a result shows, not the searched text', () => {
    expect(searchIndex(index, 'concert')[0]).toEqual({
      id: 'events/choir-concert',
      type: 'events',
      title: 'Winter Choir Concert',
      subtitle: 'Sat 12 Dec',
      path: '/events/choir-concert',
      score: expect.any(Number),
    });
  });

  it('answers the same after being stored and loaded', () => {
    const loaded = loadSearchIndex(serialiseSearchIndex(index));
    expect(searchIndex(loaded, 'chior')[0]?.id).toBe('clubs/community-choir');
  });
});

describe('the search engine (what the worker runs)', () => {
  function setUp(stored?: StoredSearchIndex) {
    const kept = { value: stored };
    const replies: SearchReply[] = [];
    const engine = createSearchEngine(
      {
        read: async () => kept.value,
        write: async (value) => {
          kept.value = value;
        },
      },
      (reply) => replies.push(reply),
    );
    return { engine, kept, replies };
  }

  it('stores the public index and answers from it on a cold start without rebuilding', async () => {
    const online = setUp();
    await online.engine.handle({ kind: 'open' });
    await online.engine.handle({ kind: 'replace', scope: 'public', documents: corpus });
    expect(online.replies.at(-1)).toMatchObject({ kind: 'ready', rebuilt: true, count: corpus.length });
    expect(online.kept.value?.fingerprint).toBe(documentsFingerprint(corpus));

    const cold = setUp(online.kept.value);
    await cold.engine.handle({ kind: 'open' });
    expect(cold.replies[0]).toMatchObject({ kind: 'ready', count: corpus.length });
    await cold.engine.handle({ kind: 'query', id: 7, text: 'thornbery' });
    expect(cold.replies.at(-1)).toMatchObject({ kind: 'results', id: 7, hits: [{ id: 'businesses/thornburys' }] });
    // The same content again: nothing to rebuild.
    await cold.engine.handle({ kind: 'replace', scope: 'public', documents: corpus });
    expect(cold.replies.at(-1)).toMatchObject({ rebuilt: false });
  });

  it('rebuilds when the content changes', async () => {
    const { engine, kept, replies } = setUp();
    await engine.handle({ kind: 'open' });
    await engine.handle({ kind: 'replace', scope: 'public', documents: corpus });
    const changed = [...corpus, item('clubs', 'ukulele', 'Ukulele Group', 'Strum along')];
    await engine.handle({ kind: 'replace', scope: 'public', documents: changed });
    expect(replies.at(-1)).toMatchObject({ rebuilt: true, count: changed.length });
    expect(kept.value?.count).toBe(changed.length);
  });

  it('never stores an editor’s drafts, yet finds them alongside published items', async () => {
    const { engine, kept, replies } = setUp();
    await engine.handle({ kind: 'open' });
    await engine.handle({ kind: 'replace', scope: 'public', documents: corpus });
    const storedBefore = kept.value;
    const draft = item('clubs', 'secret-draft', 'Ukulele Group', 'Not published yet', 'Draft');
    await engine.handle({ kind: 'replace', scope: 'editor', documents: [draft] });
    expect(kept.value).toBe(storedBefore);
    expect(kept.value?.json).not.toContain('Ukulele');
    await engine.handle({ kind: 'query', id: 1, text: 'ukulele' });
    expect(replies.at(-1)).toMatchObject({ kind: 'results', hits: [{ id: 'clubs/secret-draft' }] });
  });
});
