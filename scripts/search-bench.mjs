#!/usr/bin/env node
/**
 * The site-wide search's figures (decision 0026), a measurement rather than a timed test:
 * index build time and serialised size for 5,000 generated items, loading the stored index (a cold start),
 * and query time per keystroke (p50/p95; target ≤ 16 ms at p95). Runs the same index code as the search
 * worker (src/lib/search-index.ts, loaded through Vite's module runner).
 *
 *   node scripts/search-bench.mjs [--items 5000] [--json]
 */
import { Buffer } from 'node:buffer';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { runnerImport } from 'vite';

const { values } = parseArgs({
  options: { items: { type: 'string', default: '5000' }, json: { type: 'boolean', default: false } },
});
const COUNT = Number(values.items);
const TARGET_P95_MS = 16;

const { module: search } = await runnerImport('/src/lib/search-index.ts', { logLevel: 'warn' });

/** A deterministic stream of numbers (mulberry32), so every run indexes the same items. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(15);
const pick = (list) => list[Math.floor(next() * list.length)];

const TYPES = ['events', 'workshops', 'clubs', 'businesses', 'organisations', 'committees', 'posts', 'products'];
const WORDS = [
  'community',
  'choir',
  'café',
  'repair',
  'bakery',
  'garden',
  'market',
  'football',
  'swimming',
  'library',
  'pottery',
  'history',
  'society',
  'youth',
  'forum',
  'planning',
  'concert',
  'quiz',
  'walk',
  'cycling',
  'honey',
  'jam',
  'bread',
  'crafts',
  'knitting',
  'chess',
  'bowls',
  'tennis',
  'theatre',
  'film',
  'thornbury',
  'castle',
  'street',
  'high',
  'mill',
  'lane',
  'church',
  'hall',
  'green',
  'square',
  'électrique',
  'crème',
  'naïve',
  'jalapeño',
  'fête',
  'über',
  'smörgåsbord',
  'piñata',
  'déjà',
  'façade',
];
// Real text has a long tail of rarer words: 3,000 made-up ones after the common ones above, each drawn
// about as often as its rank says (Zipf), so a word matches dozens of items, not half of them.
const SYLLABLES = ['ba', 'ker', 'lo', 'ton', 'mi', 'ra', 'shi', 'ven', 'dal', 'cor', 'e', 'fin', 'gle', 'hu', 'ist'];
const VOCABULARY = [...WORDS];
while (VOCABULARY.length < WORDS.length + 3_000) {
  const word = Array.from({ length: 2 + Math.floor(next() * 2) }, () => pick(SYLLABLES)).join('');
  if (!VOCABULARY.includes(word)) VOCABULARY.push(word);
}
const HARMONIC = VOCABULARY.reduce((total, _, rank) => total + 1 / (rank + 1), 0);
function word() {
  let target = next() * HARMONIC;
  for (let rank = 0; rank < VOCABULARY.length; rank++) {
    target -= 1 / (rank + 1);
    if (target <= 0) return VOCABULARY[rank];
  }
  return VOCABULARY.at(-1);
}
const sentence = (words) => Array.from({ length: words }, word).join(' ');
const title = () => {
  const text = sentence(2 + Math.floor(next() * 3));
  return text[0].toUpperCase() + text.slice(1);
};

const documents = Array.from({ length: COUNT }, (_, index) => {
  const type = pick(TYPES);
  return {
    id: `${type}/item-${index}`,
    type,
    title: `${title()} ${index}`,
    subtitle: type === 'events' ? 'Sat 5 Dec, 7.30pm' : '',
    text: `${sentence(20)} ${sentence(3)}`,
    path: `/${type}/item-${index}`,
  };
});

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

// Warm up the JIT with a small index first, as a second visit would be.
search.searchIndex(search.buildSearchIndex(documents.slice(0, 200)), 'choir');

let started = performance.now();
const index = search.buildSearchIndex(documents);
const buildMs = performance.now() - started;

started = performance.now();
const json = search.serialiseSearchIndex(index);
const serialiseMs = performance.now() - started;

started = performance.now();
const loaded = search.loadSearchIndex(json);
const loadMs = performance.now() - started;

// Each query is typed a letter at a time; every prefix is one keystroke's search.
const QUERIES = [
  'community choir',
  'chior',
  'cafe',
  'café repair',
  'bakery castle',
  'thornbery',
  'swiming',
  'pottery',
  'electrique',
  'creme',
  'hall',
  'quiz night',
  'green square',
  'mill lane',
  'hstory society',
  'honey jam',
  'smorgasbord',
  'fete',
  'libary',
  'cycling club',
];
const timings = [];
for (let round = 0; round < 3; round++) {
  for (const query of QUERIES) {
    for (let length = 1; length <= query.length; length++) {
      const text = query.slice(0, length);
      const before = performance.now();
      search.searchIndex(loaded, text);
      timings.push(performance.now() - before);
    }
  }
}
timings.sort((a, b) => a - b);
const p50 = percentile(timings, 0.5);
const p95 = percentile(timings, 0.95);

const result = {
  items: COUNT,
  buildMs: Math.round(buildMs),
  serialiseMs: Math.round(serialiseMs),
  loadMs: Math.round(loadMs),
  serialisedKb: Math.round(Buffer.byteLength(json) / 1024),
  serialisedGzipKb: Math.round(gzipSync(json).length / 1024),
  keystrokes: timings.length,
  queryP50Ms: Number(p50.toFixed(2)),
  queryP95Ms: Number(p95.toFixed(2)),
  queryMaxMs: Number(timings.at(-1).toFixed(2)),
  targetP95Ms: TARGET_P95_MS,
};

if (values.json) console.log(JSON.stringify(result));
else {
  console.log(`Search index, ${COUNT} generated items`);
  console.log(
    `  build ${result.buildMs} ms, serialise ${result.serialiseMs} ms, load (cold start) ${result.loadMs} ms`,
  );
  console.log(`  stored size ${result.serialisedKb} KB (${result.serialisedGzipKb} KB gzip)`);
  console.log(
    `  per keystroke (${result.keystrokes}): p50 ${result.queryP50Ms} ms, p95 ${result.queryP95Ms} ms, max ${result.queryMaxMs} ms` +
      `  target p95 ≤ ${TARGET_P95_MS} ms ${p95 <= TARGET_P95_MS ? '✓' : '✗'}`,
  );
}
