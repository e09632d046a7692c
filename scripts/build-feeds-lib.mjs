/**
 * The pure parts of scripts/build-feeds.mjs: options, which project and site, Firestore's REST API
 * (queries, typed values, paging, errors) and robots.txt. Kept apart so they are unit tested.
 */

export const USAGE = `Usage: node scripts/build-feeds.mjs [options]   (npm run feeds -- [options])

Writes each content type's feeds (events.ics, events.rss), the published-data snapshots and
sitemap.xml from the published items, and adds the sitemap to robots.txt. Run it after a build, or on a schedule to keep the feeds up to date.

  --out-dir <dir>       the built site to write into (default dist); it must exist
  --source <name>       firestore (default) or seed (the demo data)
  --site-url <url>      the public address of the site (default: SITE_URL, or the demo address)
  --ssr-dir <dir>       a server build of src/app/static-files.ts to use instead of building one
  --allow-unreachable   if a real project's Firestore cannot be reached, write the sitemap without
                        items and leave the feeds out rather than failing (the build uses this)
  --help                show this`;

export const DEMO_SITE_URL = 'http://127.0.0.1:4173';
export const DEFAULT_EMULATOR_HOST = '127.0.0.1:8080';
/** The most the security rules let a visitor's query ask for (firestore.rules, limitOk). */
export const PAGE_SIZE = 500;
/**
 * 200 pages of 500 (100,000 documents of a type): ten years of a busy town's events are 20,000. The
 * build reads every published item, since the sitemap lists each one's page; a stop if paging ever goes wrong.
 */
export const MAX_PAGES = 200;

export class UsageError extends Error {}

/** Firestore could not be reached at all (no answer, or a server error): nothing is known about the data. */
export class FirestoreUnreachableError extends Error {}

/** The command line, checked. Throws UsageError with a message for people. */
export function parseFeedArgs(argv) {
  const options = {
    outDir: 'dist',
    source: 'firestore',
    siteUrl: undefined,
    ssrDir: undefined,
    allowUnreachable: false,
    help: false,
  };
  const valued = { '--out-dir': 'outDir', '--source': 'source', '--site-url': 'siteUrl', '--ssr-dir': 'ssrDir' };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    const [name, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    if (name === '--help' || name === '-h') options.help = true;
    else if (name === '--allow-unreachable') options.allowUnreachable = true;
    else if (name in valued) {
      const value = inline ?? argv[(index += 1)];
      if (value === undefined || value === '' || (inline === undefined && value.startsWith('--'))) {
        throw new UsageError(`${name} needs a value.`);
      }
      options[valued[name]] = value;
    } else throw new UsageError(`Unknown option: ${arg}`);
  }
  if (options.source !== 'firestore' && options.source !== 'seed') {
    throw new UsageError(`--source must be firestore or seed (it is “${options.source}”).`);
  }
  return options;
}

const text = (env, name) => (typeof env[name] === 'string' && env[name].trim() !== '' ? env[name].trim() : undefined);

/**
 * Which Firebase project the feeds come from, as the app's own build sees it (src/config/firebase-config.ts):
 * no configuration means the local demo project. A `demo-` project, or VITE_USE_EMULATORS, or a
 * FIRESTORE_EMULATOR_HOST, means the emulator.
 */
export function resolveProject(env) {
  const projectId = text(env, 'VITE_FIREBASE_PROJECT_ID') ?? 'demo-community';
  const isDemo = projectId.startsWith('demo-');
  const emulatorFlag = text(env, 'VITE_USE_EMULATORS');
  const emulatorHost = text(env, 'FIRESTORE_EMULATOR_HOST');
  const useEmulator = isDemo || emulatorFlag === 'true' || emulatorFlag === '1' || emulatorHost !== undefined;
  return {
    projectId,
    isDemo,
    apiKey: text(env, 'VITE_FIREBASE_API_KEY'),
    emulatorHost: useEmulator ? (emulatorHost ?? DEFAULT_EMULATOR_HOST) : undefined,
  };
}

/**
 * The site's public address, without a trailing slash, and a note when it was not given. Feeds and
 * sitemaps need absolute addresses; a real project falls back to its Firebase Hosting address.
 */
export function resolveSiteUrl({ flag, env, project }) {
  const given = flag ?? text(env, 'SITE_URL');
  let value = given;
  let note;
  if (value === undefined) {
    value = project.isDemo ? DEMO_SITE_URL : `https://${project.projectId}.web.app`;
    note = project.isDemo
      ? `no --site-url or SITE_URL, so the demo address ${value} is used.`
      : `no --site-url or SITE_URL, so the project's Firebase Hosting address ${value} is used; set SITE_URL to the site's own domain.`;
  }
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`The site URL is not a web address: “${value}”.`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash || url.username) {
    throw new UsageError(`The site URL must be a plain http(s) address like https://example.org (it is “${value}”).`);
  }
  return { siteUrl: `${url.origin}${url.pathname}`.replace(/\/+$/, ''), note };
}

/** The runQuery endpoint: the emulator's, or the real project's with its (public) web API key. */
export function runQueryUrl({ projectId, apiKey, emulatorHost }) {
  const path = `/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/documents:runQuery`;
  if (emulatorHost) return `http://${emulatorHost}${path}`;
  return `https://firestore.googleapis.com${path}${apiKey ? `?key=${encodeURIComponent(apiKey)}` : ''}`;
}

/**
 * How far behind the clock a visitor's query looks for scheduled items: the rules compare `publishAt`
 * with the server's time, so a clock running a little fast must not make the query fail
 * (as SCHEDULE_MARGIN_MS in src/collections/list-query.ts; docs/decisions/0013).
 */
export const SCHEDULE_MARGIN_MS = 10 * 60 * 1000;

/**
 * Published documents of one collection that are not scheduled for later, a page at a time. The
 * filters (`status == 'published'`, `publishAt` null or at most `now` less the margin) and the limit
 * are what the security rules require of a visitor's list query. Ordered by `publishAt` (nulls first),
 * then name, as the inequality requires; `after` is the last document of the previous page as
 * `{ name, publishAt }` with publishAt its REST value.
 */
export function publishedQueryBody(collectionId, { limit = PAGE_SIZE, after, now = new Date(), filters = [] } = {}) {
  const cutoff = new Date(now.getTime() - SCHEDULE_MARGIN_MS).toISOString();
  const publishAt = { fieldPath: 'publishAt' };
  // The type's fixed public filters (documents: visibility == public): the rules refuse a visitor's list without them.
  const fixed = filters.map((filter) => {
    if (filter.op !== '==')
      throw new Error(`Only == filters can be read at build time (${filter.field} ${filter.op}).`);
    return { fieldFilter: { field: { fieldPath: filter.field }, op: 'EQUAL', value: toRestValue(filter.value) } };
  });
  return {
    structuredQuery: {
      from: [{ collectionId }],
      where: {
        compositeFilter: {
          op: 'AND',
          filters: [
            { fieldFilter: { field: { fieldPath: 'status' }, op: 'EQUAL', value: { stringValue: 'published' } } },
            ...fixed,
            {
              compositeFilter: {
                op: 'OR',
                filters: [
                  { unaryFilter: { field: publishAt, op: 'IS_NULL' } },
                  { fieldFilter: { field: publishAt, op: 'LESS_THAN_OR_EQUAL', value: { timestampValue: cutoff } } },
                ],
              },
            },
          ],
        },
      },
      orderBy: [
        { field: publishAt, direction: 'ASCENDING' },
        { field: { fieldPath: '__name__' }, direction: 'ASCENDING' },
      ],
      ...(after
        ? {
            startAt: {
              values: [after.publishAt ?? { nullValue: null }, { referenceValue: after.name }],
              before: false,
            },
          }
        : {}),
      limit,
    },
  };
}

/** A fixed filter's value (text, number or true/false) as a Firestore REST `Value`. */
function toRestValue(value) {
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (Number.isInteger(value)) return { integerValue: String(value) };
  return { doubleValue: value };
}

/** A Firestore REST `Value` as plain JS: timestamps become Dates, maps objects, arrays arrays. */
export function fromFirestoreValue(value) {
  if (value === null || typeof value !== 'object')
    throw new TypeError(`Not a Firestore value: ${JSON.stringify(value)}`);
  if ('nullValue' in value) return null;
  if ('stringValue' in value) return value.stringValue;
  if ('booleanValue' in value) return value.booleanValue;
  // 64-bit integers come as strings; the app's numbers (prices, capacities) are well inside 2^53.
  if ('integerValue' in value) return Number(value.integerValue);
  // NaN and the infinities come as strings.
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('timestampValue' in value) {
    const date = new Date(value.timestampValue);
    if (Number.isNaN(date.getTime())) throw new TypeError(`Not a timestamp: ${value.timestampValue}`);
    return date;
  }
  if ('mapValue' in value) return fromFirestoreFields(value.mapValue?.fields ?? {});
  if ('arrayValue' in value) return (value.arrayValue?.values ?? []).map(fromFirestoreValue);
  if ('referenceValue' in value) return value.referenceValue;
  if ('bytesValue' in value) return value.bytesValue;
  if ('geoPointValue' in value) {
    return { latitude: value.geoPointValue.latitude ?? 0, longitude: value.geoPointValue.longitude ?? 0 };
  }
  throw new TypeError(`Unknown Firestore value: ${JSON.stringify(value)}`);
}

export function fromFirestoreFields(fields) {
  return Object.fromEntries(Object.entries(fields ?? {}).map(([key, value]) => [key, fromFirestoreValue(value)]));
}

/** The documents of a runQuery answer as `{ id, name, data }`; an error in the stream throws. */
export function documentsFromRunQuery(results) {
  if (!Array.isArray(results))
    throw new Error(`Firestore answered with something unexpected: ${JSON.stringify(results).slice(0, 200)}`);
  const documents = [];
  for (const result of results) {
    if (result?.error) throw new Error(`Firestore: ${result.error.message ?? JSON.stringify(result.error)}`);
    if (!result?.document) continue;
    const { name, fields } = result.document;
    documents.push({ id: name.slice(name.lastIndexOf('/') + 1), name, data: fromFirestoreFields(fields) });
  }
  return documents;
}

function errorMessage(body) {
  try {
    const parsed = JSON.parse(body);
    const error = Array.isArray(parsed) ? parsed[0]?.error : parsed?.error;
    if (error?.message) return `${error.status ?? error.code ?? ''} ${error.message}`.trim();
  } catch {
    // Not JSON: show the start of it.
  }
  return body.slice(0, 300);
}

/**
 * Every published document of a collection, read without signing in, so the security rules apply
 * exactly as for a visitor. No answer at all, or a server error, is FirestoreUnreachableError; a
 * refusal (bad API key, rules, no such project) is a plain Error, because waiting will not fix it.
 */
export async function fetchPublishedDocuments({
  fetch,
  url,
  collectionId,
  timeoutMs = 30_000,
  pageSize = PAGE_SIZE,
  maxPages = MAX_PAGES,
  now = new Date(),
  filters = [],
}) {
  const documents = [];
  let after;
  for (let page = 0; page < maxPages; page += 1) {
    let response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(publishedQueryBody(collectionId, { limit: pageSize, after, now, filters })),
        signal: globalThis.AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const cause = error?.cause?.code ?? error?.cause?.message ?? error?.message ?? String(error);
      throw new FirestoreUnreachableError(`No answer from ${new URL(url).host} (${cause}).`, { cause: error });
    }
    const body = await response.text();
    if (response.status >= 500) {
      throw new FirestoreUnreachableError(`${new URL(url).host} answered ${response.status}: ${errorMessage(body)}`);
    }
    if (!response.ok) {
      throw new Error(`Firestore refused to list ${collectionId} (${response.status}): ${errorMessage(body)}`);
    }
    const results = JSON.parse(body);
    const batch = documentsFromRunQuery(results);
    documents.push(...batch);
    if (batch.length < pageSize) return { documents, complete: true };
    // The cursor takes publishAt exactly as stored (a Date would lose its microseconds).
    const last = results.findLast((result) => result?.document)?.document;
    after = { name: last.name, publishAt: last.fields?.publishAt };
  }
  return { documents, complete: false };
}

/** One document's REST address: the emulator's, or the real project's with its (public) web API key. */
export function documentUrl({ projectId, apiKey, emulatorHost }, documentPath) {
  const path = `/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/documents/${documentPath}`;
  if (emulatorHost) return `http://${emulatorHost}${path}`;
  return `https://firestore.googleapis.com${path}${apiKey ? `?key=${encodeURIComponent(apiKey)}` : ''}`;
}

/**
 * One document's fields as plain values, read without signing in (so the rules apply as for a visitor);
 * undefined when there is no such document. Errors as fetchPublishedDocuments.
 */
export async function fetchDocument({ fetch, url, timeoutMs = 30_000 }) {
  let response;
  try {
    response = await fetch(url, { signal: globalThis.AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const cause = error?.cause?.code ?? error?.cause?.message ?? error?.message ?? String(error);
    throw new FirestoreUnreachableError(`No answer from ${new URL(url).host} (${cause}).`, { cause: error });
  }
  const body = await response.text();
  if (response.status === 404) return undefined;
  if (response.status >= 500) {
    throw new FirestoreUnreachableError(`${new URL(url).host} answered ${response.status}: ${errorMessage(body)}`);
  }
  if (!response.ok) throw new Error(`Firestore refused to read a document (${response.status}): ${errorMessage(body)}`);
  return fromFirestoreFields(JSON.parse(body).fields ?? {});
}

/**
 * robots.txt with one `Sitemap:` line for this site's sitemap. A line for another /sitemap.xml (from
 * an earlier run with another address) is replaced; other sitemaps are left alone.
 */
export function withSitemapLine(robots, sitemapUrl) {
  const line = `Sitemap: ${sitemapUrl}`;
  const lines = robots.replace(/\r\n/g, '\n').split('\n');
  const kept = lines.filter(
    (entry) => !/^sitemap:\s*\S+\/sitemap\.xml\s*$/i.test(entry.trim()) || entry.trim() === line,
  );
  if (kept.some((entry) => entry.trim() === line)) return kept.join('\n');
  while (kept.length > 0 && kept.at(-1).trim() === '') kept.pop();
  return `${[...kept, '', line].join('\n').replace(/^\n/, '')}\n`;
}

/** How many entries each written file has, counted in the text itself. */
export function countEntries(fileName, contents) {
  if (fileName.endsWith('.ics')) return (contents.match(/^BEGIN:VEVENT\r?$/gm) ?? []).length;
  if (fileName.endsWith('.rss')) return (contents.match(/<item>/g) ?? []).length;
  // A sitemap's addresses, or a sitemap index's sitemaps.
  if (fileName.endsWith('.xml')) return (contents.match(/<url>|<sitemap>/g) ?? []).length;
  if (fileName.endsWith('.json')) return JSON.parse(contents).items?.length ?? 0;
  return 0;
}

export function formatSize(bytes) {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}
