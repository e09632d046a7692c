import { describe, expect, it } from 'vitest';
import {
  agedStorage,
  countFirestoreReads,
  DEFAULT_FACTORS,
  parseFactors,
  scaleMarkdown,
  sessionOnly,
} from './bench-scale-lib.mjs';

const LISTEN = 'http://127.0.0.1:8080/google.firestore.v1.Firestore/Listen/channel?VER=8&RID=rpc&SID=x&TYPE=xmlhttp';
const documentChange = (id) =>
  `{"documentChange":{"document":{"name":"projects/demo-community/databases/(default)/documents/events/${id}","fields":{"title":{"stringValue":"A \\"documentChange\\" in a title"}}},"targetIds":[2]}}`;
/** A WebChannel backchannel response: length-prefixed chunks of [[index, [message]]]. */
const channelText = [
  `52\n[[1,[{"targetChange":{"targetChangeType":"ADD","targetIds":[2]}}]]]`,
  `300\n[[2,[${documentChange('repair-cafe')}]],[3,[${documentChange('quiz-night')}]]]`,
  `60\n[[4,[{"targetChange":{"targetChangeType":"CURRENT","targetIds":[2],"resumeToken":"AA=="}}]]]`,
].join('');

describe('countFirestoreReads', () => {
  it('counts each document a listen stream sends, not words inside the documents', () => {
    expect(countFirestoreReads(LISTEN, channelText)).toEqual({ documents: 2, aggregations: 0 });
    expect(countFirestoreReads(LISTEN, '')).toEqual({ documents: 0, aggregations: 0 });
  });

  it('counts aggregation queries, documents found by a batch get and documents of a query run', () => {
    const base = 'http://127.0.0.1:8080/v1/projects/demo-community/databases/(default)/documents';
    expect(
      countFirestoreReads(
        `${base}:runAggregationQuery`,
        '[{"result":{"aggregateFields":{"count":{"integerValue":"501"}}}}]',
      ),
    ).toEqual({
      documents: 0,
      aggregations: 1,
    });
    expect(
      countFirestoreReads(`${base}:batchGet`, '[{"found":{"name":"a"}},{"missing":"b"},{"found": {"name":"c"}}]'),
    ).toEqual({
      documents: 2,
      aggregations: 0,
    });
    expect(countFirestoreReads(`${base}:runQuery`, '[{"document":{"name":"a"}},{"readTime":"x"}]')).toEqual({
      documents: 1,
      aggregations: 0,
    });
  });
});

describe('agedStorage', () => {
  it('moves recent millisecond times back, and nothing else', () => {
    const now = 1_800_000_000_000;
    const entries = {
      'offline-copy-warmed-at': String(now - 60_000),
      'long-ago': String(now - 30 * 86_400_000),
      'in-the-future': String(now + 60_000),
      theme: 'dark',
      count: '12',
    };
    expect(agedStorage(entries, now, 86_400_000)).toEqual({
      'offline-copy-warmed-at': String(now - 60_000 - 86_400_000),
    });
  });
});

describe('parseFactors', () => {
  it('reads a list of whole numbers, or gives the default', () => {
    expect(parseFactors(undefined)).toEqual(DEFAULT_FACTORS);
    expect(parseFactors('1, 10,10')).toEqual([1, 10]);
    expect(() => parseFactors('1,0.5')).toThrow(/whole numbers/);
    expect(() => parseFactors('0')).toThrow(/whole numbers/);
  });
});

describe('sessionOnly', () => {
  it('keeps Firebase Auth’s database of each origin and drops the rest', () => {
    const state = {
      cookies: [{ name: 'c' }],
      origins: [
        {
          origin: 'http://a',
          localStorage: [{ name: 'x', value: 'y' }],
          indexedDB: [{ name: 'firebaseLocalStorageDb' }, { name: 'firestore/x' }],
        },
        { origin: 'http://b', localStorage: [], indexedDB: [{ name: 'other' }] },
      ],
    };
    expect(sessionOnly(state)).toEqual({
      cookies: [],
      origins: [{ origin: 'http://a', localStorage: [], indexedDB: [{ name: 'firebaseLocalStorageDb' }] }],
    });
  });
});

describe('scaleMarkdown', () => {
  it('has a column per factor and says n/a for what was not measured', () => {
    const markdown = scaleMarkdown(
      [
        {
          factor: 1,
          documents: 245,
          buildSeconds: 180,
          firstVisit: { bytes: 2048, documents: 140 },
          firstItem: { '/events': { visibleMs: 900 } },
        },
        { factor: 10, documents: 2450 },
      ],
      ['/events'],
    );
    expect(markdown.split('\n')[0]).toBe('| Measure | 1× | 10× |');
    expect(markdown).toContain('| First visit: Firestore documents read | 140 | n/a |');
    expect(markdown).toContain('| First list item on `/events` (4× CPU) | 900 ms | n/a |');
    expect(markdown).toContain('| Documents in the emulator | 245 | 2,450 |');
  });
});
