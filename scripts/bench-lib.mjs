/* global localStorage -- the callback given to page.waitForFunction runs in the browser */
/**
 * Pure helpers for `scripts/bench.mjs`, kept free of I/O so they can be unit-tested
 * (`scripts/bench-lib.test.mjs`).
 */
import { gzipSync } from 'node:zlib';

/** Bytes in a KB, as used in every printed figure. */
export const KB = 1024;

/** File extensions counted as images when the precache is measured "without images". */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'gif', 'svg', 'ico'];

/**
 * Files the service worker keeps the first time the app loads them instead of precaching them: Firebase's
 * SDK (src/pwa/firebase-code-cache.ts) and the map's code (src/lib/map-files.ts; a test checks they agree).
 * @param {string} url a precache URL
 */
export function isKeptOnFirstUse(url) {
  const path = url.split(/[?#]/, 1)[0];
  return (
    /(?:^|\/)assets\/firebase-sdk-[\w-]+\.js$/.test(path) ||
    /(?:^|\/)assets\/(?:map-code-[\w-]+\.js|maplibre-gl-worker-[\w-]+\.mjs)$/.test(path)
  );
}

/**
 * Gzipped size in bytes at level 9: what a CDN serving pre-compressed assets would send.
 * @param {Buffer | string} content
 * @returns {number}
 */
export function gzipSize(content) {
  return gzipSync(content, { level: 9 }).length;
}

/**
 * Median of a list of numbers (mean of the two middle values for even counts).
 * Non-finite values are dropped, so one failed run does not poison the figure.
 * @param {number[]} values
 * @returns {number | null} null when no finite value is left
 */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * @param {number | null | undefined} bytes
 * @returns {string} e.g. `123.4 KB`, or `n/a`
 */
export function formatKb(bytes) {
  return bytes == null || !Number.isFinite(bytes) ? 'n/a' : `${(bytes / KB).toFixed(1)} KB`;
}

/**
 * @param {number | null | undefined} ms
 * @returns {string} whole milliseconds, or `n/a`
 */
export function formatMs(ms) {
  return ms == null || !Number.isFinite(ms) ? 'n/a' : `${Math.round(ms)} ms`;
}

/**
 * @param {boolean | null | undefined} ok
 * @returns {string} ✓, ✗, or `?` when the figure could not be measured
 */
export function mark(ok) {
  if (ok == null) return '?';
  return ok ? '✓' : '✗';
}

/**
 * Whether a path (URL or file name) is an image, by extension, ignoring query and hash.
 * @param {string} path
 */
export function isImagePath(path) {
  const extension = path.split(/[?#]/)[0].split('.').pop()?.toLowerCase() ?? '';
  return IMAGE_EXTENSIONS.includes(extension);
}

// --- Precache-list extraction -------------------------------------------------------------------

/**
 * Keys Workbox writes in a precache entry, and this build's mark for code kept after the site is ready
 * (scripts/precache-tiers.mjs); any other key means the object is something else.
 */
const PRECACHE_KEYS = new Set(['url', 'revision', 'integrity', 'keptAfterReady']);

/**
 * Decodes the escapes a JS/JSON string literal may contain (`\"`, `\/`, `\u002F`, `\x2F`, …).
 * @param {string} raw the text between the quotes
 */
function unescapeJsString(raw) {
  return raw.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|[\s\S])/g, (_, escape) => {
    if (escape.startsWith('u{')) return String.fromCodePoint(parseInt(escape.slice(2, -1), 16));
    if (escape.length > 1 && (escape[0] === 'u' || escape[0] === 'x')) {
      return String.fromCharCode(parseInt(escape.slice(1), 16));
    }
    const simple = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', 0: '\0' };
    return simple[escape] ?? escape;
  });
}

/**
 * Reads a quoted string starting at `start` (which must be a quote character).
 * Template literals with `${` are rejected: they are code, not data.
 * @returns {{ value: string, end: number } | null} end is the index after the closing quote
 */
function readString(text, start) {
  const quote = text[start];
  if (quote !== '"' && quote !== "'" && quote !== '`') return null;
  for (let index = start + 1; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\\') {
      index += 1;
    } else if (quote === '`' && char === '$' && text[index + 1] === '{') {
      return null;
    } else if (char === quote) {
      return { value: unescapeJsString(text.slice(start + 1, index)), end: index + 1 };
    } else if (char === '\n' && quote !== '`') {
      return null;
    }
  }
  return null;
}

/** Skips whitespace (minifiers drop it, but unminified builds keep it). */
function skipSpace(text, index) {
  while (index < text.length && /\s/.test(text[index])) index += 1;
  return index;
}

/**
 * Tries to read a flat object literal `{key: value, …}` at `start` whose values are only strings
 * or `null`, with identifier or quoted keys.
 * @returns {{ entry: Record<string, string | null>, end: number } | null}
 */
function readFlatObject(text, start) {
  /** @type {Record<string, string | boolean | null>} */
  const entry = {};
  let index = skipSpace(text, start + 1);
  if (text[index] === '}') return { entry, end: index + 1 };
  for (;;) {
    let key;
    const quotedKey = readString(text, index);
    if (quotedKey) {
      key = quotedKey.value;
      index = quotedKey.end;
    } else {
      const identifier = /^[A-Za-z_$][\w$]*/.exec(text.slice(index, index + 64));
      if (!identifier) return null;
      key = identifier[0];
      index += key.length;
    }
    index = skipSpace(text, index);
    if (text[index] !== ':') return null;
    index = skipSpace(text, index + 1);
    const stringValue = readString(text, index);
    if (stringValue) {
      entry[key] = stringValue.value;
      index = stringValue.end;
    } else if (text.startsWith('null', index) && !/[\w$]/.test(text[index + 4] ?? '')) {
      entry[key] = null;
      index += 4;
    } else if (text.startsWith('true', index) && !/[\w$]/.test(text[index + 4] ?? '')) {
      entry[key] = true;
      index += 4;
    } else {
      return null;
    }
    index = skipSpace(text, index);
    if (text[index] === ',') {
      index = skipSpace(text, index + 1);
      if (text[index] === '}') return { entry, end: index + 1 };
    } else if (text[index] === '}') {
      return { entry, end: index + 1 };
    } else {
      return null;
    }
  }
}

/**
 * Extracts the precache manifest Workbox injected into a built service worker.
 *
 * The list is found by shape rather than by position because minifiers rename the variable,
 * reorder nothing but may requote keys: every flat object literal whose keys are only
 * `url`/`revision`/`integrity` (with a string `url`) counts as an entry. Duplicate URLs are kept once.
 * @param {string} swSource the text of `dist/sw.js`
 * @returns {{ url: string, revision: string | null }[]}
 */
export function extractPrecacheEntries(swSource) {
  /** @type {{ url: string, revision: string | null, keptAfterReady?: true }[]} */
  const entries = [];
  const seen = new Set();
  for (let index = swSource.indexOf('{'); index !== -1; index = swSource.indexOf('{', index + 1)) {
    const parsed = readFlatObject(swSource, index);
    if (!parsed) continue;
    const { entry } = parsed;
    const keys = Object.keys(entry);
    if (typeof entry.url !== 'string' || !keys.every((key) => PRECACHE_KEYS.has(key))) continue;
    if (!seen.has(entry.url)) {
      seen.add(entry.url);
      entries.push({
        url: entry.url,
        revision: typeof entry.revision === 'string' ? entry.revision : null,
        ...(entry.keptAfterReady === true ? { keptAfterReady: true } : {}),
      });
    }
    index = parsed.end - 1;
  }
  return entries;
}

/**
 * Maps a precache URL (relative to the service worker's scope) to a path relative to `dist/`.
 * @param {string} url e.g. `assets/index-abc.js`, `/index.html`, `./a%20b.png?x=1`
 */
export function precacheUrlToPath(url) {
  const withoutQuery = url.split(/[?#]/)[0].replace(/^(\.\/|\/)+/, '');
  try {
    return decodeURIComponent(withoutQuery);
  } catch {
    return withoutQuery;
  }
}

// --- Vite manifest ------------------------------------------------------------------------------

/**
 * @typedef {{ file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean,
 *   imports?: string[], dynamicImports?: string[], css?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} ViteManifest
 */

/**
 * The chunk key and its static imports, transitively (what the browser must fetch before the chunk
 * runs). Cycles and shared chunks are visited once. Unknown keys are ignored.
 * @param {ViteManifest} manifest
 * @param {string} key
 * @returns {Set<string>} keys, the start key included, in discovery order
 */
export function staticImportGraph(manifest, key) {
  const visited = new Set();
  const stack = [key];
  while (stack.length > 0) {
    const current = stack.pop();
    if (visited.has(current) || !manifest[current]) continue;
    visited.add(current);
    for (const imported of [...(manifest[current].imports ?? [])].reverse()) {
      if (!visited.has(imported)) stack.push(imported);
    }
  }
  return visited;
}

/**
 * The HTML entry chunk's key: `index.html` when present, else the first `isEntry` chunk.
 * @param {ViteManifest} manifest
 * @returns {string | undefined}
 */
export function findEntryKey(manifest) {
  if (manifest['index.html']?.isEntry) return 'index.html';
  return Object.keys(manifest).find((key) => manifest[key].isEntry);
}

/**
 * Lazy route chunks: dynamic entries whose source lives under one of `prefixes`.
 * @param {ViteManifest} manifest
 * @param {string[]} [prefixes]
 * @returns {string[]} manifest keys, sorted
 */
export function findRouteChunkKeys(manifest, prefixes = ['src/pages/', 'src/features/']) {
  return Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry)
    .filter((key) => prefixes.some((prefix) => (manifest[key].src ?? key).startsWith(prefix)))
    .sort();
}

/**
 * Keys a route chunk needs that the entry's static graph has not already loaded.
 * @param {ViteManifest} manifest
 * @param {string} routeKey
 * @param {Set<string>} entryGraph from {@link staticImportGraph} for the entry
 * @returns {string[]}
 */
export function extraImportsBeyond(manifest, routeKey, entryGraph) {
  return [...staticImportGraph(manifest, routeKey)].filter((key) => !entryGraph.has(key));
}

// --- Report -------------------------------------------------------------------------------------

/**
 * A Markdown table with a header row.
 * @param {string[]} header
 * @param {(string | number)[][]} rows
 */
export function markdownTable(header, rows) {
  const line = (cells) => `| ${cells.map((cell) => String(cell).replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * A prerendered page with every script removed: the physical limit the page is measured against (what the
 * HTML and CSS alone cost on the same connection and CPU). Inline and external scripts, module preloads and
 * the web app manifest (which a page with no service worker does not use) go; styles, fonts and images stay.
 * @param {string} html
 */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    .replace(/<link\b[^>]*rel="manifest"[^>]*>/gi, '');
}

/**
 * Where a route's prerendered HTML is in the build (`cleanUrls`: `/` is index.html, `/about` about.html,
 * `/events/fair` events/fair.html), and the address its script-free twin is served at during a benchmark.
 * @param {string} route
 */
export function scriptFreeTwin(route) {
  const trimmed = route.replace(/^\/+|\/+$/g, '');
  const source = trimmed === '' ? 'index.html' : `${trimmed}.html`;
  const name = trimmed === '' ? 'home' : trimmed.replaceAll('/', '--');
  return { source, file: `${SCRIPT_FREE_DIRECTORY}/${name}.html`, url: `/${SCRIPT_FREE_DIRECTORY}/${name}` };
}

/** The build folder the benchmark writes script-free twins into, and removes afterwards. */
export const SCRIPT_FREE_DIRECTORY = 'bench-script-free';

/**
 * Signs `account` (a demo account from scripts/seed-data.mjs) in through the app's sign-in page at
 * `origin`, and waits until the app says so. `page` is a Playwright page.
 */
export async function signInThroughForm(page, origin, account) {
  await page.goto(`${origin}/sign-in`);
  const form = page.getByRole('region', { name: 'Sign in' });
  await form.getByLabel('Email address').fill(account.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Your account' }).waitFor({ timeout: 30_000 });
}

/** Where the app keeps the account last signed in and its roles (LAST_KNOWN_USER_KEY, src/lib/last-session.ts). */
export const LAST_SESSION_KEY = 'session-last-user';

/**
 * Opens the dashboard once, as an editor coming back has: waits until the device has kept the account's
 * roles (src/lib/last-session.ts), so the next dashboard page opens at once as that account. The page's
 * heading is in its HTML, so seeing it says nothing: waiting for it, a measured run could start before the
 * roles were kept and measure "Checking your account…" instead.
 */
export async function openDashboardOnce(page, origin) {
  await page.goto(`${origin}/dashboard`);
  await page.waitForFunction(
    (key) => Array.isArray(JSON.parse(localStorage.getItem(key) ?? '{}').roles),
    LAST_SESSION_KEY,
    { timeout: 30_000 },
  );
}
