/* global indexedDB -- the callbacks given to page.evaluate run in the browser */
/**
 * Scale benchmark (issue 26): the seed at 1×, 10× and 100× (scripts/scale-data.mjs), each written into the
 * emulators, built and served, then measured with Playwright and Chromium: a first visit's bytes and the
 * Firestore documents the device reads, a returning visit the next day with 10 items changed, the time to
 * the first list item on the main lists at 4× CPU slowdown, and the build time.
 *
 *   npm run bench:scale [-- --factors 1,10 --runs 3]   (--build-dir DIR with one factor: measure that build)
 *
 * (inside the emulators: `node scripts/emulators.mjs exec -- node scripts/bench-scale.mjs`). It clears and
 * reseeds the emulators it runs against: never point it at emulators others use. A benchmark, not a gate:
 * it prints a Markdown table and writes bench-scale-results.json; it exits 1 only when something could not
 * be measured at all.
 *
 * Served by scripts/static-server.mjs behind a gzip step (as Hosting compresses text), so bytes are what
 * travels. Firestore documents are counted in the responses the page receives, read through Chromium's
 * DevTools protocol as they stream in (countFirestoreReads), and checked against the documents the device
 * then holds.
 */
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as prettier from 'prettier';
import {
  extractPrecacheEntries,
  gzipSize,
  isKeptOnFirstUse,
  median,
  precacheUrlToPath,
  signInThroughForm,
} from './bench-lib.mjs';
import { agedStorage, countFirestoreReads, parseFactors, scaleMarkdown, sessionOnly } from './bench-scale-lib.mjs';
import { CHROME_PATH, CHROMIUM_FLAGS } from './chromium.mjs';
import { buildScaleData, seedAtScale } from './scale-data.mjs';
import { addListFields, commitBodies, commitWrites } from './seed.mjs';
import { DEMO_ACCOUNTS, PROJECT_ID } from './seed-data.mjs';
import { startStaticServer } from './static-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = path.join(ROOT, 'bench-scale-results.json');
const { values } = parseArgs({
  options: { factors: { type: 'string' }, runs: { type: 'string', default: '3' }, 'build-dir': { type: 'string' } },
});
// Measures an existing build instead of building (one factor only: a build holds its data's pages).
const BUILD_DIR = values['build-dir'] ? path.resolve(values['build-dir']) : null;
const FACTORS = parseFactors(values.factors);
const RUNS = Number(values.runs);
const STATIC_PORT = 4196;
const PORT = 4197;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const FIRESTORE = process.env.FIRESTORE_EMULATOR_HOST;
if (BUILD_DIR && FACTORS.length !== 1) {
  console.error('--build-dir measures one build: give one factor (--factors N).');
  process.exit(1);
}
const CPU_SLOWDOWN = 4;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A visit is over when nothing more has arrived for this long (the device's copy is complete). */
const QUIET_MS = 4_000;
/** Firebase starts a few seconds after a public page is ready (BACKEND_START_DELAY_MS): wait past that. */
const MIN_VISIT_MS = 12_000;
const VISIT_TIMEOUT_MS = 180_000;
const ITEM_TIMEOUT_MS = 60_000;
/** Each list page and what one of its items is: a link to an item of the list's type. */
const LIST_PAGES = {
  '/events': 'main a[href^="/events/"], main a[href^="/workshops/"]',
  '/clubs': 'main a[href^="/clubs/"]',
  '/market': 'main a[href^="/market/"], main a[href^="/shop/"]',
  '/dashboard/events': 'main a[href^="/dashboard/events/"]:not([href$="/new"])',
};
const EDITOR = DEMO_ACCOUNTS.find((account) => account.uid === 'demo-editor');
const COMPRESSED = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg)/;

if (!FIRESTORE) {
  console.error('No FIRESTORE_EMULATOR_HOST: run it inside the emulators (npm run bench:scale).');
  process.exit(1);
}

const running = { servers: [], browser: null, context: null, dirs: [] };
const failures = [];

async function cleanup() {
  await running.context?.close().catch(() => undefined);
  await running.browser?.close().catch(() => undefined);
  for (const server of running.servers.splice(0)) server.close();
  for (const dir of running.dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void cleanup().finally(() => process.exit(130)));
}

const seconds = (started) => (performance.now() - started) / 1000;

// --- Serving ------------------------------------------------------------------------------------

/** The static server behind a gzip step for text, as Firebase Hosting sends it. */
async function startServing(dir) {
  running.servers.push(await startStaticServer(dir, STATIC_PORT));
  const proxy = createServer((incoming, outgoing) => {
    const forwarded = httpRequest(
      { host: '127.0.0.1', port: STATIC_PORT, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (response) => {
        const headers = { ...response.headers };
        const gzip =
          COMPRESSED.test(String(headers['content-type'] ?? '')) &&
          /\bgzip\b/.test(String(incoming.headers['accept-encoding'] ?? ''));
        if (!gzip) {
          outgoing.writeHead(response.statusCode ?? 502, headers);
          response.pipe(outgoing);
          return;
        }
        delete headers['content-length'];
        outgoing.writeHead(response.statusCode ?? 502, {
          ...headers,
          'content-encoding': 'gzip',
          vary: 'Accept-Encoding',
        });
        response.pipe(createGzip()).pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  await new Promise((resolve) => proxy.listen(PORT, '127.0.0.1', resolve));
  running.servers.push(proxy);
}

async function stopServing() {
  for (const server of running.servers.splice(0)) await new Promise((resolve) => server.close(resolve));
}

// --- Building -----------------------------------------------------------------------------------

function build(outDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/build.mjs', '--out-dir', outDir], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`The build failed (${code}):\n${output.slice(-3000)}`)),
    );
  });
}

/**
 * What the service worker downloads on a first visit, gzipped: the files its precache lists (Chromium's
 * events do not reach this script from the worker, so they are counted from the build).
 */
function precacheGzipBytes(outDir) {
  const swFile = path.join(outDir, 'sw.js');
  if (!existsSync(swFile)) return null;
  return extractPrecacheEntries(readFileSync(swFile, 'utf8'))
    .filter(({ url }) => !isKeptOnFirstUse(url))
    .map(({ url }) => path.join(outDir, precacheUrlToPath(url)))
    .filter((file) => existsSync(file))
    .reduce((sum, file) => sum + gzipSize(readFileSync(file)), 0);
}

// --- Changing ten items -------------------------------------------------------------------------

/** Ten published upcoming events changed as an editor would (title, updatedAt, list fields), as `owner`. */
async function changeTenItems(factor, now) {
  const { collections } = buildScaleData(now, factor);
  const chosen = collections.events
    .filter(({ data }) => data.status === 'published' && data.startsAt > now)
    .slice(0, 10)
    .map(({ id, data }) => ({ id, data: { ...data, title: `${data.title} (moved)`, updatedAt: new Date() } }));
  const events = (await addListFields({ events: chosen })).events;
  await commitWrites(commitBodies({ collections: { events } }, PROJECT_ID), {
    projectId: PROJECT_ID,
    firestoreHost: FIRESTORE,
  });
  return events.map(({ id }) => id);
}

// --- Visits -------------------------------------------------------------------------------------

function launchOptions() {
  return {
    executablePath: CHROME_PATH,
    args: CHROMIUM_FLAGS,
    headless: true,
    handleSIGINT: false,
    handleSIGTERM: false,
  };
}

/**
 * Watches what `page` receives: `bytes()` counts every byte (open streams so far),
 * `reads()` the Firestore documents in the Firestore responses, read as they stream in (a listen stream
 * stays open: Network.streamResourceContent hands over what came and sends the rest with each chunk).
 */
async function watchNetwork(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const received = new Map();
  /** Firestore responses: address and text so far, by request id. */
  const firestore = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (request.url.startsWith(`http://${FIRESTORE}/`))
      firestore.set(requestId, { url: request.url, text: '', streamed: false });
  });
  cdp.on('Network.responseReceived', ({ requestId }) => {
    const response = firestore.get(requestId);
    if (!response) return;
    cdp.send('Network.streamResourceContent', { requestId }).then(
      ({ bufferedData }) => {
        response.streamed = true;
        response.text = Buffer.from(bufferedData, 'base64').toString() + response.text;
      },
      () => undefined,
    );
  });
  cdp.on('Network.dataReceived', ({ requestId, encodedDataLength, data }) => {
    received.set(requestId, (received.get(requestId) ?? 0) + encodedDataLength);
    const response = firestore.get(requestId);
    if (response && data) response.text += Buffer.from(data, 'base64').toString();
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    received.set(requestId, encodedDataLength);
    const response = firestore.get(requestId);
    // Finished before streaming began: its whole body is still there to ask for.
    if (response && !response.streamed) {
      cdp.send('Network.getResponseBody', { requestId }).then(
        ({ body, base64Encoded }) => (response.text = base64Encoded ? Buffer.from(body, 'base64').toString() : body),
        () => undefined,
      );
    }
  });
  return {
    bytes: () => [...received.values()].reduce((sum, bytes) => sum + bytes, 0),
    reads: () => {
      const total = { requests: firestore.size, documents: 0, aggregations: 0 };
      for (const { url, text } of firestore.values()) {
        const read = countFirestoreReads(url, text);
        total.documents += read.documents;
        total.aggregations += read.aggregations;
      }
      return total;
    },
  };
}

/** How many documents the device's Firestore copy holds (its IndexedDB remote documents). */
function cachedDocuments(page) {
  return page.evaluate(async () => {
    let total = 0;
    for (const { name } of await indexedDB.databases()) {
      if (!name?.startsWith('firestore/')) continue;
      const database = await new Promise((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      for (const store of Array.from(database.objectStoreNames).filter((store) =>
        store.startsWith('remoteDocuments'),
      )) {
        total += await new Promise((resolve, reject) => {
          const counting = database.transaction(store, 'readonly').objectStore(store).count();
          counting.onsuccess = () => resolve(counting.result);
          counting.onerror = () => reject(counting.error);
        });
      }
      database.close();
    }
    return total;
  });
}

/**
 * Opens `/` in the persistent profile at `profileDir` and waits until nothing more arrives: what the
 * visit cost. `beforeApp` is script source run in the page before the app's own (to age stored times).
 */
async function visit(profileDir, beforeApp) {
  const context = await chromium.launchPersistentContext(profileDir, { ...launchOptions(), serviceWorkers: 'allow' });
  running.context = context;
  try {
    if (beforeApp) await context.addInitScript({ content: beforeApp });
    const page = context.pages()[0] ?? (await context.newPage());
    const network = await watchNetwork(context, page);
    const started = performance.now();
    await page.goto(`${ORIGIN}/`, { waitUntil: 'load' });
    // Chromium reports itself offline where the only network is loopback (a bare network namespace),
    // and the app then never fills its offline copy: the visit would not cost what it costs.
    if (!(await page.evaluate(() => globalThis.navigator.onLine))) {
      throw new Error(
        'Chromium says it is offline, so the app would not keep its offline copy. In a network namespace, ' +
          'give it an interface besides loopback with a default route (a veth pair).',
      );
    }
    let last = '';
    let quietSince = performance.now();
    while (performance.now() - started < VISIT_TIMEOUT_MS) {
      await delay(500);
      const now = JSON.stringify([network.reads(), network.bytes()]);
      if (now !== last) {
        last = now;
        quietSince = performance.now();
      } else if (performance.now() - quietSince >= QUIET_MS && performance.now() - started >= MIN_VISIT_MS) break;
    }
    const reads = network.reads();
    return {
      bytes: network.bytes(),
      documents: reads.documents,
      aggregations: reads.aggregations,
      firestoreRequests: reads.requests,
      cachedDocuments: await cachedDocuments(page),
      settledAfterMs: Math.round(quietSince - started),
    };
  } finally {
    running.context = null;
    await context.close();
  }
}

/**
 * The next day, as the device sees it: every recent time it stored moved back a day, once, before the app
 * reads them (the page's first load only: a reload the app makes sees the same storage).
 */
function ageByADayScript() {
  return `if (!sessionStorage.getItem('bench-aged')) {
    sessionStorage.setItem('bench-aged', '1');
    const changed = (${agedStorage.toString()})({ ...localStorage }, Date.now(), ${DAY_MS});
    for (const [key, value] of Object.entries(changed)) localStorage.setItem(key, value);
  }`;
}

// --- First list items ---------------------------------------------------------------------------

async function signedInState(browser) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await signInThroughForm(page, ORIGIN, EDITOR);
    return sessionOnly(await context.storageState({ indexedDB: true }));
  } finally {
    await context.close();
  }
}

/** Time from navigation to the first item visible, and to an item visible once the app has started. */
async function timeFirstItem(browser, pagePath, storageState) {
  const context = await browser.newContext({ serviceWorkers: 'allow', ...(storageState ? { storageState } : {}) });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const item = page.locator(LIST_PAGES[pagePath]).first();
    const started = performance.now();
    await page.goto(`${ORIGIN}${pagePath}`, { waitUntil: 'commit', timeout: ITEM_TIMEOUT_MS });
    await item.waitFor({ state: 'visible', timeout: ITEM_TIMEOUT_MS });
    const visibleMs = performance.now() - started;
    await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: ITEM_TIMEOUT_MS });
    await item.waitFor({ state: 'visible', timeout: ITEM_TIMEOUT_MS });
    return { visibleMs, readyMs: performance.now() - started };
  } finally {
    await context.close();
  }
}

async function timeListPages(browser) {
  const editor = await signedInState(browser);
  const results = {};
  for (const pagePath of Object.keys(LIST_PAGES)) {
    const runs = [];
    const errors = [];
    for (let run = 0; run < RUNS; run += 1) {
      try {
        runs.push(await timeFirstItem(browser, pagePath, pagePath.startsWith('/dashboard') ? editor : undefined));
      } catch (error) {
        errors.push(error.message.split('\n')[0]);
      }
    }
    results[pagePath] = {
      visibleMs: median(runs.map((run) => run.visibleMs)),
      readyMs: median(runs.map((run) => run.readyMs)),
      runs: runs.map((run) => [Math.round(run.visibleMs), Math.round(run.readyMs)]),
      errors,
    };
    const shown = results[pagePath];
    console.log(
      `  ${pagePath}: first item ${Math.round(shown.visibleMs ?? NaN)} ms, with the app ${Math.round(shown.readyMs ?? NaN)} ms` +
        (errors.length ? ` (${errors.length} failed: ${errors[0]})` : ''),
    );
  }
  return results;
}

// --- One factor ---------------------------------------------------------------------------------

async function measureFactor(factor) {
  const result = { factor };
  const factorStarted = performance.now();
  console.log(`\n${factor}×`);
  let started = performance.now();
  const now = new Date();
  const seeded = await seedAtScale(factor, { now, log: () => undefined });
  result.documents = seeded.total;
  result.seedSeconds = seconds(started);
  console.log(`  Seeded ${seeded.total} documents in ${result.seedSeconds.toFixed(0)} s.`);

  let outDir = BUILD_DIR;
  if (!outDir) {
    outDir = mkdtempSync(path.join(tmpdir(), `bench-scale-${factor}x-`));
    running.dirs.push(outDir);
    started = performance.now();
    await build(outDir);
    result.buildSeconds = seconds(started);
    console.log(`  Built in ${result.buildSeconds.toFixed(0)} s.`);
  }

  result.precacheGzipBytes = precacheGzipBytes(outDir);
  await startServing(outDir);
  const profileDir = mkdtempSync(path.join(tmpdir(), `bench-scale-profile-${factor}x-`));
  running.dirs.push(profileDir);
  try {
    result.firstVisit = await visit(profileDir);
    console.log(`  First visit: ${JSON.stringify(result.firstVisit)}`);
    result.changed = await changeTenItems(factor, now);
    result.returningVisit = await visit(profileDir, ageByADayScript());
    console.log(`  Next day: ${JSON.stringify(result.returningVisit)}`);
    const browser = await chromium.launch(launchOptions());
    running.browser = browser;
    try {
      result.firstItem = await timeListPages(browser);
    } finally {
      running.browser = null;
      await browser.close();
    }
  } catch (error) {
    failures.push(`${factor}×: ${error.message.split('\n')[0]}`);
    console.log(`  ✗ ${error.message}`);
  } finally {
    await stopServing();
    for (const dir of BUILD_DIR ? [profileDir] : [outDir, profileDir]) rmSync(dir, { recursive: true, force: true });
  }
  result.totalSeconds = seconds(factorStarted);
  console.log(`  ${factor}× took ${result.totalSeconds.toFixed(0)} s in all.`);
  return result;
}

async function main() {
  const startedAt = new Date();
  const results = [];
  for (const factor of FACTORS) {
    try {
      results.push(await measureFactor(factor));
    } catch (error) {
      failures.push(`${factor}×: ${error.message.split('\n')[0]}`);
      console.error(`  ✗ ${error.message}`);
    }
  }
  await cleanup();
  const markdown = scaleMarkdown(results, Object.keys(LIST_PAGES));
  console.log(`\n${markdown}\n`);
  // In Prettier's style, so that a run leaves `npm run format:check` passing.
  const resolved = await prettier.resolveConfig(RESULTS_FILE);
  writeFileSync(
    RESULTS_FILE,
    await prettier.format(
      JSON.stringify({
        generatedAt: startedAt.toISOString(),
        durationSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
        cpuSlowdown: CPU_SLOWDOWN,
        runs: RUNS,
        results,
        failures,
        markdown,
      }),
      { ...resolved, filepath: RESULTS_FILE },
    ),
  );
  console.log(`Wrote ${path.relative(ROOT, RESULTS_FILE)}.`);
  if (failures.length > 0) {
    console.error(`Benchmark incomplete: ${failures.join('; ')}`);
    process.exitCode = 1;
  }
}

main().catch(async (error) => {
  console.error(`✗ ${error.message}`);
  await cleanup();
  process.exit(1);
});
