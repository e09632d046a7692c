/**
 * Pure helpers for scripts/bench-scale.mjs (tested in bench-scale-lib.test.mjs). agedStorage uses nothing
 * from outside itself: the benchmark sends its source to the browser.
 */
import { formatKb, formatMs, markdownTable } from './bench-lib.mjs';

/** The factors measured when none are given: the seed, ten times it and a hundred times it. */
export const DEFAULT_FACTORS = [1, 10, 100];

/** `--factors 1,10` as numbers: whole numbers from 1, each once, in the order given. */
export function parseFactors(text) {
  if (text === undefined) return DEFAULT_FACTORS;
  const factors = text.split(',').map((part) => Number(part.trim()));
  if (factors.length === 0 || factors.some((factor) => !Number.isInteger(factor) || factor < 1)) {
    throw new Error(`--factors takes whole numbers from 1, separated by commas: "${text}"`);
  }
  return [...new Set(factors)];
}

/**
 * What one Firestore response from `url` read, from its body `text`: documents sent by a listen stream
 * (each `documentChange` is one document read), documents found by a batch get or a query run, and
 * aggregation queries (each billed as at least one read, one per 1,000 index entries counted).
 */
export function countFirestoreReads(url, text) {
  const occurrences = (pattern) => (text.match(pattern) ?? []).length;
  if (url.includes(':runAggregationQuery') || url.includes('/RunAggregationQuery')) {
    return { documents: 0, aggregations: Math.max(1, occurrences(/"aggregateFields"/g)) };
  }
  if (url.includes(':batchGet') || url.includes('/BatchGetDocuments')) {
    return { documents: occurrences(/"found"\s*:/g), aggregations: 0 };
  }
  if (url.includes(':runQuery') || url.includes('/RunQuery')) {
    return { documents: occurrences(/"document"\s*:\s*\{/g), aggregations: 0 };
  }
  return { documents: occurrences(/"documentChange"\s*:/g), aggregations: 0 };
}

/**
 * A device's localStorage as it would be `shiftMs` later: every value that is a time in milliseconds
 * within the last `recentMs` before `now` (when the app last refreshed something) moved back by `shiftMs`.
 * Other values are left alone. Returns only the entries that change.
 */
export function agedStorage(entries, now, shiftMs, recentMs = 7 * 24 * 60 * 60 * 1000) {
  const changed = {};
  for (const [key, value] of Object.entries(entries)) {
    if (!/^\d{13}$/.test(value)) continue;
    const time = Number(value);
    if (time <= now && time > now - recentMs) changed[key] = String(time - shiftMs);
  }
  return changed;
}

/** Of a saved browser state, only Firebase Auth's database: the signed-in session and nothing else. */
export function sessionOnly(state) {
  const origins = state.origins.flatMap((origin) => {
    const databases = (origin.indexedDB ?? []).filter((database) => database.name === 'firebaseLocalStorageDb');
    return databases.length ? [{ origin: origin.origin, localStorage: [], indexedDB: databases }] : [];
  });
  return { cookies: [], origins };
}

const count = (value) => (value == null ? 'n/a' : value.toLocaleString('en-GB'));
const seconds = (value) => (value == null ? 'n/a' : `${value.toFixed(0)} s`);

/** The results as Markdown: one column per factor, one row per measure. */
export function scaleMarkdown(results, pages) {
  const header = ['Measure', ...results.map((result) => `${result.factor}×`)];
  const row = (label, value) => [label, ...results.map(value)];
  const visit = (result, which, key) => result[which]?.[key];
  const rows = [
    row('Documents in the emulator', (result) => count(result.documents)),
    row('Seed written', (result) => seconds(result.seedSeconds)),
    row('Build time', (result) => seconds(result.buildSeconds)),
    row('First visit to `/`: bytes the page received', (result) => formatKb(visit(result, 'firstVisit', 'bytes'))),
    row('First visit: service worker precache (gzip)', (result) => formatKb(result.precacheGzipBytes)),
    row('First visit: Firestore documents read', (result) => count(visit(result, 'firstVisit', 'documents'))),
    row('First visit: aggregation queries', (result) => count(visit(result, 'firstVisit', 'aggregations'))),
    row('First visit: documents kept on the device', (result) => count(visit(result, 'firstVisit', 'cachedDocuments'))),
    row('Next day, 10 items changed: bytes', (result) => formatKb(visit(result, 'returningVisit', 'bytes'))),
    row('Next day: Firestore documents read', (result) => count(visit(result, 'returningVisit', 'documents'))),
    row('Next day: aggregation queries', (result) => count(visit(result, 'returningVisit', 'aggregations'))),
    ...pages.flatMap((page) => [
      row(`First list item on \`${page}\` (4× CPU)`, (result) => formatMs(result.firstItem?.[page]?.visibleMs)),
      row(`… with the app started`, (result) => formatMs(result.firstItem?.[page]?.readyMs)),
    ]),
  ];
  return markdownTable(header, rows);
}
