import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkIndexes,
  indexKey,
  INDEX_LIMIT,
  type IndexesFile,
  type QueryShape,
} from '../../scripts/firestore-indexes-lib.mjs';
import { appSourceFiles, type SourceQuery } from '../../scripts/firestore-query-scan.mjs';
import { appQueries } from './app-queries';

/**
 * Every query the app makes has its composite index in firestore.indexes.json, which `npm run generate`
 * writes from these queries (app-queries.ts). The emulator runs any query without one, so a missing index
 * would only show in production ("The query requires an index"); this test works out each query's index
 * from its fields instead (scripts/firestore-indexes-lib.mjs says the rules) and looks for it in the file.
 * Two sources of queries:
 * - the engine's lists: engine-queries.ts lists the options each type's pages ask the repository for,
 *   and listQuerySpec, the function the repository builds its queries from, makes each one's query;
 * - every `query(...)` written out under src/ (tests aside), read with the TypeScript parser.
 *
 * Adding a query:
 * - a list through the repository: build its options with engine-queries.ts's functions; a new kind of
 *   list is a new row in ENGINE_QUERY_SHAPES there;
 * - a `query(...)` of its own: nothing to do when its collection, fields and operators are literals or
 *   constants; when it builds them some other way the test says "unresolved": write them out, or add it to
 *   CHECKED_ELSEWHERE below with where its shape is checked instead;
 * - when the test names a missing index, run `npm run generate`, and deploy the indexes before the code
 *   that asks (an index takes minutes to build).
 */

const ROOT = path.resolve(__dirname, '../..');

/**
 * Queries the source reader cannot follow, by file and function, each with why that is safe. An entry
 * no query needs any more fails the test, so the list stays true.
 */
const CHECKED_ELSEWHERE: Record<string, string> = {
  'src/collections/repository-reads.ts listQuery':
    'built from listQuerySpec: the engine queries (engine-queries.ts) are checked through it',
  'src/domains/messages/messages-data.ts countDocuments':
    "its conditions come from dashboard-home-view.tsx: engine-queries.ts's dashboard overview row asks the same",
  'src/collections/audience-lists.ts ids':
    "documentAudience's look-up (committeeMembers, memberUids array-contains): one field, no composite index",
  'src/collections/fields/reference-options.ts loadPublishedTitles':
    "any public type's published items, unordered: the engine's unordered published list asks the same",
};

const indexesFile = JSON.parse(readFileSync(path.join(ROOT, 'firestore.indexes.json'), 'utf8')) as IndexesFile;
const describeMissing = (missing: ReturnType<typeof checkIndexes>['missing']) =>
  missing.map((entry) => `${JSON.stringify(entry.index)}\n  for ${[...new Set(entry.queries)].join('; ')}`).join('\n');

describe('firestore.indexes.json', () => {
  let engineShapes: QueryShape[] = [];
  let sourceQueries: SourceQuery[] = [];
  let unresolved: { file: string; line: number; function: string; reason: string }[] = [];

  beforeAll(async () => {
    ({ engineShapes, sourceQueries, unresolved } = await appQueries(appSourceFiles(ROOT)));
  }, 60_000);

  it('serves every list the engine runs', () => {
    expect(engineShapes.length).toBeGreaterThan(50);
    const { missing } = checkIndexes(engineShapes, indexesFile);
    expect(
      missing.map((entry) => indexKey(entry.index)),
      `Add to firestore.indexes.json:\n${describeMissing(missing)}`,
    ).toEqual([]);
  });

  it('serves every query written out in the source', () => {
    expect(sourceQueries.length).toBeGreaterThan(20);
    const { missing, unplaced } = checkIndexes(sourceQueries, indexesFile);
    expect(
      missing.map((entry) => indexKey(entry.index)),
      `Add to firestore.indexes.json:\n${describeMissing(missing)}`,
    ).toEqual([]);
    const unknown = unplaced
      .map(({ query }) => (query as SourceQuery).source)
      .filter((source) => !(`${source.file} ${source.function}` in CHECKED_ELSEWHERE))
      .map((source) => `${source.file}:${source.line} ${source.function}: which collection?`);
    expect(unknown).toEqual([]);
  });

  it('reads every query in the source, or knows where it is checked', () => {
    const unknown = unresolved
      .filter((query) => !(`${query.file} ${query.function}` in CHECKED_ELSEWHERE))
      .map((query) => `${query.file}:${query.line} ${query.function}: ${query.reason}`);
    expect(unknown, 'Write these queries with literal fields, or add them to CHECKED_ELSEWHERE').toEqual([]);
    const needed = new Set([
      ...unresolved.map((query) => `${query.file} ${query.function}`),
      ...checkIndexes(sourceQueries, indexesFile).unplaced.map(({ query }) => {
        const { source } = query as SourceQuery;
        return `${source.file} ${source.function}`;
      }),
    ]);
    expect(Object.keys(CHECKED_ELSEWHERE).filter((key) => !needed.has(key))).toEqual([]);
  });

  it('holds each index once, well within the limit, and none that no query uses', () => {
    const { duplicates, unused, total } = checkIndexes([...engineShapes, ...sourceQueries], indexesFile);
    expect(duplicates).toEqual([]);
    console.info(`firestore.indexes.json: ${total} composite indexes of the ${INDEX_LIMIT} Firestore allows`);
    expect(total).toBeLessThanOrEqual(INDEX_LIMIT * 0.75);
    // The queries CHECKED_ELSEWHERE names ask what an engine list asks, so every index serves one here.
    expect(unused, 'Indexes no query uses: run npm run generate').toEqual([]);
    for (const index of indexesFile.indexes) expect(indexKey(index)).not.toBe('');
  });
});
