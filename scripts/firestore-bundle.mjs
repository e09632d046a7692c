#!/usr/bin/env node
/**
 * Writes each public type's window as a Firestore data bundle into a built site
 * (`data/bundles/<type>.bundle`, decision 0033): the build runs the window's queries once, as a visitor,
 * and every device loads the file from Hosting's CDN instead of reading the same documents from
 * Firestore. The queries and names come from src/app/public-bundle-plans.ts, loaded with Vite's module
 * runner, so the build and the app agree on them.
 *
 * A bundle is a sequence of elements, each its JSON's length in UTF-8 bytes (decimal digits) followed by
 * the JSON: the metadata first (id, createTime, version, totalDocuments, totalBytes), then each
 * document's metadata followed by the document itself (Firestore's REST shape).
 *
 * Usage: node scripts/firestore-bundle.mjs [--out-dir dist] [--allow-unreachable]
 */
import { Buffer } from 'node:buffer';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { FirestoreUnreachableError, resolveProject, runQueryUrl } from './build-feeds-lib.mjs';

export const BUNDLE_VERSION = 1;

/** One bundle element as bytes: the length of its JSON in UTF-8 bytes (not characters), then the JSON. */
export function lengthPrefixed(element) {
  const json = Buffer.from(JSON.stringify(element), 'utf8');
  return Buffer.concat([Buffer.from(String(json.length), 'ascii'), json]);
}

/** A query's value as a Firestore REST `Value`: text, numbers, true/false, null, dates, lists. */
export function toRestValue(value) {
  if (value === null) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toRestValue) } };
  throw new TypeError(`A query value the bundle cannot hold: ${JSON.stringify(value)}`);
}

const OPERATORS = {
  '==': 'EQUAL',
  '!=': 'NOT_EQUAL',
  '<': 'LESS_THAN',
  '<=': 'LESS_THAN_OR_EQUAL',
  '>': 'GREATER_THAN',
  '>=': 'GREATER_THAN_OR_EQUAL',
  'array-contains': 'ARRAY_CONTAINS',
  in: 'IN',
  'not-in': 'NOT_IN',
  'array-contains-any': 'ARRAY_CONTAINS_ANY',
};

/** One condition of a list query (src/collections/list-query.ts) as a REST filter; `== null` is IS_NULL, as the SDK sends it. */
export function toRestFilter({ field, op, value }) {
  const fieldReference = { fieldPath: field };
  if (value === null && (op === '==' || op === '!=')) {
    return { unaryFilter: { field: fieldReference, op: op === '==' ? 'IS_NULL' : 'IS_NOT_NULL' } };
  }
  const restOp = OPERATORS[op];
  if (!restOp) throw new TypeError(`Unknown query operator: ${op}`);
  return { fieldFilter: { field: fieldReference, op: restOp, value: toRestValue(value) } };
}

/** A list query spec (`listQuerySpec`) on one collection as a REST `StructuredQuery`. */
export function toStructuredQuery(collectionId, spec) {
  const filters = spec.filters.map(toRestFilter);
  if (spec.anyOf.length > 0) filters.push({ compositeFilter: { op: 'OR', filters: spec.anyOf.map(toRestFilter) } });
  return {
    from: [{ collectionId }],
    ...(filters.length === 1 ? { where: filters[0] } : {}),
    ...(filters.length > 1 ? { where: { compositeFilter: { op: 'AND', filters } } } : {}),
    ...(spec.orderBy.length > 0
      ? {
          orderBy: spec.orderBy.map((order) => ({
            field: { fieldPath: order.field },
            direction: order.direction === 'desc' ? 'DESCENDING' : 'ASCENDING',
          })),
        }
      : {}),
    ...(spec.limit !== undefined ? { limit: spec.limit } : {}),
  };
}

/** A REST timestamp (RFC 3339, up to nanoseconds) as nanoseconds since 1970, to compare without losing digits. */
export function timestampNanos(text) {
  const match = /^(.*T\d\d:\d\d:\d\d)(?:\.(\d{1,9}))?(Z|[+-]\d\d:\d\d)$/.exec(text);
  const seconds = match ? Date.parse(`${match[1]}${match[3]}`) : Number.NaN;
  if (Number.isNaN(seconds)) throw new TypeError(`Not a timestamp: ${text}`);
  return BigInt(seconds) * 1_000_000n + BigInt((match[2] ?? '').padEnd(9, '0'));
}

/**
 * The documents a type's window queries returned, each once with the newest read of it, in the order the
 * queries returned them, and the time the window was read: the *earliest* query's read time, so a device
 * asks for changes after it and a change between two of the queries is asked for again rather than missed.
 * Each query is as read from Firestore's REST `runQuery` (`readTime`, `documents` in the REST shape).
 */
export function windowDocuments(queries) {
  if (queries.length === 0) throw new Error('A window with no queries.');
  const documents = new Map();
  for (const query of queries) {
    for (const document of query.documents) {
      const kept = documents.get(document.name);
      if (!kept || timestampNanos(query.readTime) > timestampNanos(kept.readTime)) {
        documents.set(document.name, { document, readTime: query.readTime });
      }
    }
  }
  const createTime = queries
    .map((query) => query.readTime)
    .reduce((earliest, time) => (timestampNanos(time) < timestampNanos(earliest) ? time : earliest));
  return { createTime, documents: [...documents.values()] };
}

/**
 * A data bundle of documents (each `{ document, readTime }`), with no named queries: the app asks its own
 * queries of the device's copy, and a named query would have Firestore keep a list of every document's key
 * for it, written again with every slice a device loads.
 */
export function buildBundle({ id, createTime, documents }) {
  const body = Buffer.concat(
    documents.flatMap(({ document, readTime }) => [
      lengthPrefixed({ documentMetadata: { name: document.name, readTime, exists: true } }),
      lengthPrefixed({ document }),
    ]),
  );
  const metadata = {
    id,
    createTime,
    version: BUNDLE_VERSION,
    totalDocuments: documents.length,
    // The bytes after the metadata, as Firestore's own bundle builder counts them.
    totalBytes: body.length,
  };
  return Buffer.concat([lengthPrefixed({ metadata }), body]);
}

/**
 * Runs one structured query without signing in, so the rules answer exactly as for a visitor: its
 * documents (REST shape) and the time Firestore read them. No answer, or a server error, is
 * FirestoreUnreachableError; a refusal is a plain Error.
 */
export async function runStructuredQuery({ fetch, url, structuredQuery, timeoutMs = 30_000 }) {
  let response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ structuredQuery }),
      signal: globalThis.AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const cause = error?.cause?.code ?? error?.cause?.message ?? error?.message ?? String(error);
    throw new FirestoreUnreachableError(`No answer from ${new URL(url).host} (${cause}).`, { cause: error });
  }
  const body = await response.text();
  if (response.status >= 500) {
    throw new FirestoreUnreachableError(`${new URL(url).host} answered ${response.status}: ${body.slice(0, 300)}`);
  }
  if (!response.ok) throw new Error(`Firestore refused a window query (${response.status}): ${body.slice(0, 300)}`);
  const results = JSON.parse(body);
  const failed = results.find((result) => result?.error);
  if (failed) throw new Error(`Firestore: ${failed.error.message ?? JSON.stringify(failed.error)}`);
  const readTime = results.map((result) => result?.readTime).find((time) => typeof time === 'string');
  if (!readTime) throw new Error('Firestore answered a window query without a read time.');
  return { readTime, documents: results.flatMap((result) => (result?.document ? [result.document] : [])) };
}

/** One type's bundle: its plan's queries run as a visitor (plans: src/app/public-bundle-plans.ts). */
export async function makeTypeBundle({ fetch, project, plan, timeoutMs }) {
  const url = runQueryUrl(project);
  const queries = [];
  // One at a time: the emulator and a small project's quota both prefer it, and a type has one or two.
  for (const query of plan.queries) {
    const structuredQuery = toStructuredQuery(query.collectionId, query.spec);
    queries.push(await runStructuredQuery({ fetch, url, structuredQuery, timeoutMs }));
  }
  return buildBundle({ id: plan.id, ...windowDocuments(queries) });
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The bundle plans at `now`, from the app's own modules through Vite's module runner (no build needed). */
async function loadPlans(now) {
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport(join(ROOT, 'src/app/public-bundle-plans.ts'), {
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    resolve: { alias: { '@': join(ROOT, 'src') } },
  });
  return module.publicBundlePlans(now);
}

async function main(argv) {
  const { values } = parseArgs({
    args: argv,
    options: { 'out-dir': { type: 'string', default: 'dist' }, 'allow-unreachable': { type: 'boolean' } },
  });
  const say = (message) => console.log(`Bundles: ${message}`);
  const { loadEnv } = await import('vite');
  // The same settings the app's production build reads, .env files included.
  const project = resolveProject({ ...process.env, ...loadEnv('production', ROOT, ['VITE_']) });
  const plans = await loadPlans(new Date());
  const timeoutMs = project.emulatorHost ? 5_000 : 30_000;
  const files = [];
  try {
    for (const plan of plans) {
      files.push([plan.file, await makeTypeBundle({ fetch: globalThis.fetch, project, plan, timeoutMs })]);
    }
  } catch (error) {
    // Devices without a bundle read the window's queries from Firestore instead, as before bundles: a
    // build that cannot reach the database still makes a working site (a demo, or npm test's build).
    if (error instanceof FirestoreUnreachableError && (project.isDemo || values['allow-unreachable'])) {
      say(`warning: no bundles, Firestore could not be reached (${error.message})`);
      return;
    }
    throw error;
  }
  const outDir = resolve(values['out-dir']);
  let total = 0;
  for (const [file, bytes] of files) {
    const target = join(outDir, file);
    mkdirSync(dirname(target), { recursive: true });
    // Written beside, then renamed over: a server never sends half a file.
    writeFileSync(`${target}.${process.pid}.tmp`, bytes);
    renameSync(`${target}.${process.pid}.tmp`, target);
    total += bytes.length;
  }
  say(`wrote ${files.length} bundles, ${(total / 1024).toFixed(1)} KB, in ${values['out-dir']}/data/bundles/`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(`Bundles: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
