/* global navigator, caches -- the callbacks given to page.evaluate run in the browser */
/**
 * Performance benchmark: bundle sizes, precache size, Lighthouse (mobile) and offline cold load.
 *
 * Usage: `node scripts/bench.mjs [--skip-build] [--out-dir <dir>] [--urls /a,/b]`. `--skip-build` measures the current
 * build; `--out-dir` builds and serves elsewhere than `dist/` (e.g. while other work rebuilds `dist/`).
 * A benchmark, not a gate: missed targets are reported with ✗ but the exit code stays 0.
 * It exits 1 only when something could not be measured at all (build failed, server never answered,
 * browser never started). Results go to stdout (with a Markdown block for README.md) and to
 * `bench-results.json` at the repository root.
 */
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_FLAGS } from './chromium.mjs';
import { APP_START_SOURCE } from './precache-tiers.mjs';
import { DEMO_ACCOUNTS } from './seed-data.mjs';
import { SLOW_4G, startThrottlingProxy } from './throttling-proxy.mjs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  extraImportsBeyond,
  extractPrecacheEntries,
  findEntryKey,
  findRouteChunkKeys,
  formatKb,
  formatMs,
  gzipSize,
  isImagePath,
  isKeptOnFirstUse,
  KB,
  mark,
  markdownTable,
  median,
  precacheUrlToPath,
  SCRIPT_FREE_DIRECTORY,
  scriptFreeTwin,
  openDashboardOnce,
  signInThroughForm,
  staticImportGraph,
  withoutScripts,
} from './bench-lib.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const skipBuild = process.argv.includes('--skip-build');
const outDirArgument = process.argv.find((argument, index) => process.argv[index - 1] === '--out-dir');
const DIST = path.resolve(ROOT, outDirArgument ?? 'dist');
const DIST_LABEL = path.relative(ROOT, DIST).startsWith('..') ? DIST : path.relative(ROOT, DIST) || '.';
const RESULTS_FILE = path.join(ROOT, 'bench-results.json');

const PORT = 4198;
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** Lighthouse starts Chromium itself, so it also needs the headless flag. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

const urlsArgument = process.argv.find((argument, index) => process.argv[index - 1] === '--urls');
// `--urls /market,/shop/volunteer-hoodie` measures only those pages.
const LIGHTHOUSE_URLS = urlsArgument
  ? urlsArgument.split(',')
  : [
      '/',
      '/events',
      '/events/walking-football',
      '/clubs',
      '/clubs/thornbury-running-club',
      '/articles',
      '/blog/repair-cafe-hits-600-fixes',
      '/market',
      '/shop/volunteer-hoodie',
      '/creative-trail',
      '/about',
      '/dashboard',
      '/dashboard/events',
    ];
/**
 * Pages measured signed in, as this demo account (scripts/seed-data.mjs): the dashboard. They have no
 * prerendered page, so no script-free twin; the score and blocking-time targets still apply.
 */
const SIGNED_IN_AS = DEMO_ACCOUNTS.find((account) => account.uid === 'demo-editor');
const needsSignIn = (route) => route === '/dashboard' || route.startsWith('/dashboard/');
// Five runs, taken in turns across the pages after one unrecorded run each: on a 2-core machine with
// the emulators running, a burst of noise then touches every page a little rather than one page a lot.
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const LOAD_RUNS = 5;
/** With `LIGHTHOUSE_LONG_TASKS=1`, each run prints this many of its longest main-thread tasks. */
const LONG_TASKS_SHOWN = 8;
const SW_CONTROL_TIMEOUT_MS = 15_000;

const TARGETS = {
  firstLoadJsGzipBytes: 160 * KB,
  precacheWithoutImagesBytes: 1.5 * KB * KB,
  performanceScore: 98,
  /** A page's LCP at most this many times its script-free twin's. */
  lcpRatio: 1.1,
};

/** Everything that must be stopped on exit, error or Ctrl-C. */
const running = {
  /** @type {import('node:child_process').ChildProcess | null} */
  server: null,
  /** The Hosting emulator's temporary config directory. @type {string | null} */
  serverConfigDir: null,
  /** @type {Set<import('chrome-launcher').Launcher>} */
  chromes: new Set(),
  /** @type {import('@playwright/test').Browser | null} */
  browser: null,
};

/** Measurements that failed outright; any of these makes the exit code 1. */
const failures = [];

// --- Processes ----------------------------------------------------------------------------------

/**
 * Runs a command with its output captured (not inherited), so a failure can print it in one piece.
 * @returns {Promise<{ code: number | null, output: string }>}
 */
function runCaptured(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: -1, output: `${output}\n${error.message}` }));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Whether the preview server answers with any HTTP response. */
async function answers(url) {
  try {
    const response = await globalThis.fetch(url, { signal: globalThis.AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Serves the build the way production does: Firebase Hosting's emulator (firebase-tools, pure
 * JavaScript) with this project's firebase.json, so pages get the same compression, cache headers,
 * clean addresses and app-shell rewrite as the live site (`vite preview` sends files uncompressed,
 * which made every page look slower than it is). Runs in its own process group (detached), so
 * stopping it with `process.kill(-pid)` also ends anything it started.
 */
async function startPreviewServer() {
  if (await answers(ORIGIN)) {
    throw new Error(`Something already answers on ${ORIGIN}; stop it first (the benchmark needs port ${PORT}).`);
  }
  const configDir = mkdtempSync(path.join(tmpdir(), 'bench-hosting-'));
  // firebase-tools reads `public` relative to the config file.
  symlinkSync(DIST, path.join(configDir, 'public'));
  const { hosting } = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  const config = {
    hosting: { ...hosting, headers: withEmulatorConnections(hosting.headers ?? []), public: 'public' },
    emulators: {
      hosting: { host: '127.0.0.1', port: PORT },
      // Clear of the ports the Auth and Firestore emulators use while the benchmark runs.
      hub: { host: '127.0.0.1', port: 4410 },
      logging: { host: '127.0.0.1', port: 4510 },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(path.join(configDir, 'firebase.json'), JSON.stringify(config, null, 2));
  const firebaseBin = path.join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  const args = [firebaseBin, 'emulators:start', '--only', 'hosting', '--project', 'demo-community'];
  args.push('--config', path.join(configDir, 'firebase.json'));
  const child = spawn(process.execPath, args, { cwd: configDir, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  running.server = child;
  running.serverConfigDir = configDir;
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    if (await answers(ORIGIN)) return;
    await delay(250);
  }
  throw new Error(`The Hosting emulator never answered on ${ORIGIN}.\n${output}`);
}

/**
 * The live site's headers, with the local emulators added to the policy's `connect-src`: the production policy
 * names only Google's servers, so without this the pages never reach their data during a benchmark and the
 * work of showing it (the part that grows with the data) would go unmeasured.
 */
function withEmulatorConnections(headerRules) {
  return headerRules.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      header.key === 'Content-Security-Policy'
        ? { ...header, value: header.value.replace('connect-src ', 'connect-src http://127.0.0.1:* ws://127.0.0.1:* ') }
        : header,
    ),
  }));
}

/** Sends a signal to the server's whole process group; gone already is fine. */
function signalServer(signal) {
  const child = running.server;
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group has already exited.
  }
}

/** Stops the server politely, then forcefully if it lingers. */
async function stopPreviewServer() {
  const child = running.server;
  if (!child) return;
  signalServer('SIGTERM');
  const deadline = Date.now() + 3_000;
  while (child.exitCode === null && child.signalCode === null && Date.now() < deadline) await delay(50);
  signalServer('SIGKILL');
  running.server = null;
  if (running.serverConfigDir) rmSync(running.serverConfigDir, { recursive: true, force: true });
  running.serverConfigDir = null;
}

/** Kills Lighthouse's Chromes (synchronous: SIGKILL to each Chrome's process group). Kept in the set on purpose. */
function killChromes() {
  for (const chrome of running.chromes) {
    try {
      chrome.kill();
    } catch {
      // Already gone.
    }
  }
}

/** Stops everything this script started. Safe to call more than once. */
async function cleanup() {
  killChromes();
  const browser = running.browser;
  running.browser = null;
  await browser?.close().catch(() => {});
  await stopPreviewServer();
  rmSync(path.join(DIST, SCRIPT_FREE_DIRECTORY), { recursive: true, force: true });
}

let shuttingDown = false;
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.error(`\n${signal}: stopping the preview server and browsers…`);
    void cleanup().finally(() => process.exit(code));
  });
}
/** Last resort, and for a Chrome that was still spawning during cleanup: the synchronous part. */
process.on('exit', () => {
  killChromes();
  signalServer('SIGKILL');
});

// --- 1. Build -----------------------------------------------------------------------------------

async function build() {
  if (skipBuild) {
    console.log(`Build skipped (--skip-build): measuring the existing ${DIST_LABEL}/.`);
    return;
  }
  console.log(`Building (node scripts/build.mjs --out-dir ${DIST_LABEL}, prerendering included)…`);
  const started = performance.now();
  const { code, output } = await runCaptured('node', ['scripts/build.mjs', '--out-dir', DIST]);
  if (code !== 0) {
    console.error(output);
    throw new Error(`The build failed (exit code ${code}).`);
  }
  console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

// --- 2. Sizes -----------------------------------------------------------------------------------

/** Gzip sizes are cached per file: shared chunks are counted for many routes. */
const gzipCache = new Map();
function gzipOfFile(relativePath) {
  if (!gzipCache.has(relativePath)) gzipCache.set(relativePath, gzipSize(readFileSync(path.join(DIST, relativePath))));
  return gzipCache.get(relativePath);
}

/** Sums the gzip sizes of the chunks' JS files. */
function gzipOfChunks(manifest, keys) {
  return [...keys].reduce((sum, key) => sum + gzipOfFile(manifest[key].file), 0);
}

function measureBundle() {
  const manifestPath = path.join(DIST, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.log(
      `\n⚠ ${path.relative(ROOT, manifestPath)} is missing (build.manifest not enabled?): chunk sizes skipped.`,
    );
    return null;
  }
  /** @type {import('./bench-lib.mjs').ViteManifest} */
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entryKey = findEntryKey(manifest);
  if (!entryKey) {
    console.log('\n⚠ The Vite manifest has no entry chunk: chunk sizes skipped.');
    return null;
  }
  const entry = manifest[entryKey];
  // Every page loads the app's start with the entry (src/main.tsx loads it in stages): first-load JS counts it.
  const entryGraph = new Set([
    ...staticImportGraph(manifest, entryKey),
    ...(manifest[APP_START_SOURCE] ? staticImportGraph(manifest, APP_START_SOURCE) : []),
  ]);
  // With one stylesheet (cssCodeSplit: false) the manifest lists no CSS per chunk: read what
  // index.html links instead, which is what a first visit downloads either way.
  const linkedCss = [
    ...readFileSync(path.join(DIST, 'index.html'), 'utf8').matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g),
  ].map((match) => match[1]);
  const entryCss = [...new Set([...(entry.css ?? []), ...linkedCss])].reduce((sum, file) => sum + gzipOfFile(file), 0);
  const firstLoadCss = entryCss;
  const result = {
    entry: { source: entryKey, file: entry.file, gzipBytes: gzipOfFile(entry.file), cssGzipBytes: entryCss },
    firstLoadJs: {
      gzipBytes: gzipOfChunks(manifest, entryGraph),
      chunks: entryGraph.size,
      target: TARGETS.firstLoadJsGzipBytes,
      met: false,
    },
    firstLoadCssGzipBytes: firstLoadCss,
    routes: findRouteChunkKeys(manifest).map((key) => {
      const extra = extraImportsBeyond(manifest, key, entryGraph);
      return {
        source: manifest[key].src ?? key,
        file: manifest[key].file,
        gzipBytes: gzipOfFile(manifest[key].file),
        withImportsGzipBytes: gzipOfChunks(manifest, extra),
        extraChunks: extra.length - 1,
      };
    }),
  };
  result.firstLoadJs.met = result.firstLoadJs.gzipBytes <= TARGETS.firstLoadJsGzipBytes;

  console.log('\nBundle (gzip -9)');
  console.log(`  Entry chunk ${entry.file}: ${formatKb(result.entry.gzipBytes)}, its CSS ${formatKb(entryCss)}`);
  console.log(
    `  First-load JS (the entry and the app's start, ${entryGraph.size} chunks): ${formatKb(result.firstLoadJs.gzipBytes)}` +
      `  target ≤ ${formatKb(TARGETS.firstLoadJsGzipBytes)} ${mark(result.firstLoadJs.met)}` +
      `  (first-load CSS ${formatKb(firstLoadCss)})`,
  );
  console.log(`  Route chunks (${result.routes.length}): own / with imports not in the entry graph`);
  const width = Math.max(0, ...result.routes.map((route) => route.source.length));
  for (const route of result.routes) {
    console.log(
      `    ${route.source.padEnd(width)}  ${formatKb(route.gzipBytes).padStart(9)} / ${formatKb(route.withImportsGzipBytes).padStart(9)}`,
    );
  }
  return result;
}

function measurePrecache() {
  const swPath = path.join(DIST, 'sw.js');
  if (!existsSync(swPath)) {
    console.log(`\n⚠ ${DIST_LABEL}/sw.js is missing (no service worker built): precache size skipped.`);
    return null;
  }
  const entries = extractPrecacheEntries(readFileSync(swPath, 'utf8'));
  if (entries.length === 0) {
    console.log(`\n⚠ No precache list found in ${DIST_LABEL}/sw.js (was it injected?): precache size skipped.`);
    return null;
  }
  let totalBytes = 0;
  let withoutImagesBytes = 0;
  let keptOnFirstUseBytes = 0;
  let keptAfterReadyBytes = 0;
  let precached = 0;
  const missing = [];
  for (const { url, keptAfterReady } of entries) {
    const file = path.join(DIST, precacheUrlToPath(url));
    if (!existsSync(file) || !statSync(file).isFile()) {
      missing.push(url);
      continue;
    }
    const { size } = statSync(file);
    // Listed for the service worker, which keeps these the first time the app loads them instead.
    if (isKeptOnFirstUse(url)) {
      keptOnFirstUseBytes += size;
      continue;
    }
    // The rest of the app's code: kept in the background once a first visit is ready (decision 0036).
    if (keptAfterReady) {
      keptAfterReadyBytes += size;
      continue;
    }
    precached += 1;
    totalBytes += size;
    if (!isImagePath(url)) withoutImagesBytes += size;
  }
  const result = {
    entries: precached,
    keptOnFirstUseBytes,
    keptAfterReadyBytes,
    totalBytes,
    withoutImagesBytes,
    target: TARGETS.precacheWithoutImagesBytes,
    met: withoutImagesBytes <= TARGETS.precacheWithoutImagesBytes,
    missing,
  };
  console.log(`\nPrecache (raw bytes of the files listed in ${DIST_LABEL}/sw.js)`);
  console.log(`  Entries: ${precached}`);
  console.log(`  Total: ${formatKb(totalBytes)}`);
  console.log(`  The rest of the app's code, kept after a first visit is ready: ${formatKb(keptAfterReadyBytes)}`);
  console.log(`  Firebase SDK and map code, kept on first use instead: ${formatKb(keptOnFirstUseBytes)}`);
  console.log(
    `  Without images: ${formatKb(withoutImagesBytes)}  target ≤ ${formatKb(TARGETS.precacheWithoutImagesBytes)} ${mark(result.met)}`,
  );
  if (missing.length > 0) console.log(`  ⚠ Listed but not in ${DIST_LABEL}/: ${missing.join(', ')}`);
  return result;
}

// --- 3. Script-free twins ------------------------------------------------------------------------

/**
 * Writes each measured page's prerendered HTML with its scripts removed, served beside it, so every page is
 * measured against its own physical limit in the same run (removed again in `cleanup`).
 * @returns {Map<string, string>} route → the twin's address, for the routes that have a prerendered page
 */
function writeScriptFreeTwins() {
  const twins = new Map();
  mkdirSync(path.join(DIST, SCRIPT_FREE_DIRECTORY), { recursive: true });
  for (const route of LIGHTHOUSE_URLS.filter((measured) => !needsSignIn(measured))) {
    const twin = scriptFreeTwin(route);
    const source = path.join(DIST, twin.source);
    if (!existsSync(source)) {
      console.log(`  ⚠ ${route} has no prerendered page (${twin.source}): no script-free twin.`);
      continue;
    }
    writeFileSync(path.join(DIST, twin.file), withoutScripts(readFileSync(source, 'utf8')));
    twins.set(route, twin.url);
  }
  return twins;
}

// --- 4. Lighthouse ------------------------------------------------------------------------------

/**
 * Signs the demo editor in on the Chrome at `port` (its own profile), then leaves it as a first visit
 * would find it but for the session: no service worker, no HTTP cache. Lighthouse then keeps the profile's
 * storage (`disableStorageReset`), so the page it loads is signed in.
 */
async function signInForLighthouse(port) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await signInThroughForm(page, ORIGIN, SIGNED_IN_AS);
    // An editor coming back: the dashboard has been open here, so the device knows the account's roles.
    await openDashboardOnce(page, ORIGIN);
    await page.evaluate(async () => {
      const registrations = await navigator.serviceWorker.getRegistrations();
      await Promise.all(registrations.map((registration) => registration.unregister()));
      for (const name of await caches.keys()) await caches.delete(name);
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Disconnects; the Chrome stays for Lighthouse.
    await browser.close();
  }
}

/**
 * One Lighthouse run in a fresh Chrome (fresh profile: no HTTP cache, no service worker); for a dashboard
 * page, with the editor signed in first (signInForLighthouse).
 */
async function lighthouseOnce(url) {
  const signedIn = needsSignIn(new URL(url).pathname);
  // A Launcher rather than `launch()`: it is registered before Chrome spawns (so Ctrl-C mid-launch
  // still kills it) and installs no SIGINT handler of its own that would exit before our cleanup.
  const chrome = new chromeLauncher.Launcher({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  running.chromes.add(chrome);
  try {
    await chrome.launch();
    if (signedIn) await signInForLighthouse(chrome.port);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
      onlyCategories: LIGHTHOUSE_CATEGORIES,
      disableStorageReset: signedIn,
    });
    if (!result) throw new Error('Lighthouse returned no result.');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = (id) => (lhr.categories[id]?.score == null ? Number.NaN : Math.round(lhr.categories[id].score * 100));
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      // Where the blocking time came from: the longest main-thread tasks, each with the script it is put
      // down to, so a TBT figure can be traced without opening a trace.
      longTasks: (lhr.audits['long-tasks']?.details?.items ?? [])
        .slice(0, LONG_TASKS_SHOWN)
        .map((item) => ({ url: String(item.url ?? ''), startMs: item.startTime, durationMs: item.duration })),
      // The audits that cost accessibility, best practices or SEO points, by id: a score under 100 says why.
      warnings: [
        ...(lhr.runWarnings ?? []),
        ...['accessibility', 'best-practices', 'seo'].flatMap((category) =>
          (lhr.categories[category]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
            .map((ref) => {
              const first = lhr.audits[ref.id]?.details?.items?.[0];
              const example = first ? `: ${JSON.stringify(first).slice(0, 240)}` : '';
              return `${category}: ${ref.id} (${lhr.audits[ref.id]?.title ?? ''})${example}`;
            }),
        ),
      ],
    };
  } finally {
    chrome.kill();
    running.chromes.delete(chrome);
  }
}

/** A script's address without the origin, for a one-line report. */
function shortUrl(url) {
  return url.startsWith(ORIGIN) ? url.slice(ORIGIN.length) : url;
}

async function runLighthouse(twins) {
  // LIGHTHOUSE_RUNS=0 measures everything else (sizes, cold loads, the first visit) in a minute or two.
  if (LIGHTHOUSE_RUNS === 0) return [];
  console.log(
    `\nLighthouse (mobile, default throttling, median of ${LIGHTHOUSE_RUNS} runs), each page beside its script-free twin`,
  );
  const results = [];
  let successfulRuns = 0;
  for (const route of LIGHTHOUSE_URLS) {
    if (shuttingDown) break;
    // Warms the server, the emulators and the disk cache; not recorded.
    await lighthouseOnce(`${ORIGIN}${route}`).catch(() => undefined);
  }
  /** The measured addresses: each page, then its twin, in turns. */
  const addresses = LIGHTHOUSE_URLS.flatMap((route) => (twins.has(route) ? [route, twins.get(route)] : [route]));
  /** @type {Map<string, Awaited<ReturnType<typeof lighthouseOnce>>[]>} */
  const runsByAddress = new Map(addresses.map((address) => [address, []]));
  for (let run = 1; run <= LIGHTHOUSE_RUNS; run += 1) {
    for (const address of addresses) {
      if (shuttingDown) break;
      const started = performance.now();
      try {
        const outcome = await lighthouseOnce(`${ORIGIN}${address}`);
        runsByAddress.get(address)?.push(outcome);
        successfulRuns += 1;
        const seconds = ((performance.now() - started) / 1000).toFixed(0);
        console.log(
          `  ${address} run ${run}: performance ${outcome.performance}, LCP ${formatMs(outcome.lcpMs)}, TBT ${formatMs(outcome.tbtMs)} (${seconds} s)`,
        );
        for (const warning of outcome.warnings) console.log(`    ⚠ ${warning}`);
        if (process.env.LIGHTHOUSE_LONG_TASKS)
          for (const task of outcome.longTasks)
            console.log(
              `    long task at ${formatMs(task.startMs)}: ${formatMs(task.durationMs)} ${shortUrl(task.url)}`,
            );
      } catch (error) {
        if (!shuttingDown) console.log(`  ${address} run ${run}: failed: ${error.message}`);
      }
    }
  }
  for (const route of LIGHTHOUSE_URLS) {
    const runs = runsByAddress.get(route) ?? [];
    const twinRuns = runsByAddress.get(twins.get(route) ?? '') ?? [];
    const pick = (key, from = runs) => median(from.map((run) => run[key]));
    const performanceScore = pick('performance');
    const lcpMs = pick('lcpMs');
    const scriptFreeLcpMs = twinRuns.length > 0 ? pick('lcpMs', twinRuns) : null;
    results.push({
      url: route,
      runs: runs.length,
      performance: performanceScore,
      lcpMs,
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      scriptFree:
        twinRuns.length > 0
          ? { performance: pick('performance', twinRuns), lcpMs: scriptFreeLcpMs, tbtMs: pick('tbtMs', twinRuns) }
          : null,
      lcpRatio: lcpMs != null && scriptFreeLcpMs ? lcpMs / scriptFreeLcpMs : null,
      target: TARGETS.performanceScore,
      met: performanceScore == null ? null : performanceScore >= TARGETS.performanceScore,
    });
  }
  if (successfulRuns === 0) failures.push('every Lighthouse run failed');
  for (const row of results) {
    const limit = row.scriptFree
      ? `  | script-free ${row.scriptFree.performance}, LCP ${formatMs(row.scriptFree.lcpMs)} (×${formatRatio(row.lcpRatio)} ${mark(row.lcpRatio != null && row.lcpRatio <= TARGETS.lcpRatio)})`
      : '';
    console.log(
      `  ${row.url.padEnd(8)} performance ${row.performance ?? 'n/a'} (target ≥ ${TARGETS.performanceScore} ${mark(row.met)})` +
        `  LCP ${formatMs(row.lcpMs)}  TBT ${formatMs(row.tbtMs)}  CLS ${formatCls(row.cls)}${limit}` +
        `  | accessibility ${row.accessibility ?? 'n/a'}, best practices ${row.bestPractices ?? 'n/a'}, SEO ${row.seo ?? 'n/a'}`,
    );
  }
  return results;
}

function formatRatio(ratio) {
  return ratio == null ? 'n/a' : ratio.toFixed(2);
}

function formatCls(cls) {
  return cls == null ? 'n/a' : cls.toFixed(3);
}

// --- 5. Cold loads ------------------------------------------------------------------------------

/**
 * Opens `/` and waits until a service worker controls the page, reloading once when the worker
 * activated without claiming its first client.
 * @returns {Promise<boolean>} false when no worker took control within the timeout
 */
async function takeServiceWorkerControl(context) {
  const deadline = Date.now() + SW_CONTROL_TIMEOUT_MS;
  const page = await context.newPage();
  try {
    await page.goto(`${ORIGIN}/`);
    const ready = await page.evaluate(
      `Promise.race([
        'serviceWorker' in navigator ? navigator.serviceWorker.ready.then(() => true) : Promise.resolve(false),
        new Promise((resolve) => setTimeout(() => resolve(false), ${SW_CONTROL_TIMEOUT_MS})),
      ])`,
    );
    if (!ready) return false;
    const controlled = 'navigator.serviceWorker.controller !== null';
    if (await page.evaluate(controlled)) return true;
    await page.reload();
    await page.waitForFunction(controlled, null, { timeout: Math.max(1, deadline - Date.now()), polling: 100 });
    return true;
  } catch {
    return false;
  } finally {
    await page.close();
  }
}

/** Time from `page.goto('/')` until the first `h1` is visible, in a new page of `context`. */
async function timeToHeading(context) {
  const page = await context.newPage();
  try {
    const started = performance.now();
    await page.goto(`${ORIGIN}/`, { waitUntil: 'commit', timeout: 30_000 });
    await page.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 });
    return performance.now() - started;
  } finally {
    await page.close();
  }
}

/** {@link LOAD_RUNS} timed loads; failed loads are reported and left out of the median. */
async function timeLoads(context, label) {
  const times = [];
  const errors = [];
  for (let run = 0; run < LOAD_RUNS; run += 1) {
    try {
      times.push(await timeToHeading(context));
    } catch (error) {
      errors.push(error.message.split('\n')[0]);
    }
  }
  const result = { medianMs: median(times), runsMs: times.map((ms) => Math.round(ms)), errors };
  const runs = result.runsMs.length > 0 ? ` (runs: ${result.runsMs.join(', ')})` : '';
  console.log(`  ${label}: ${formatMs(result.medianMs)}${runs}`);
  for (const message of new Set(errors)) console.log(`    ⚠ ${errors.length} failed: ${message}`);
  return result;
}

async function measureColdLoads() {
  console.log(`\nCold load of / until the h1 is visible (Playwright, median of ${LOAD_RUNS})`);
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS,
    headless: true,
    handleSIGINT: false,
    handleSIGTERM: false,
  });
  running.browser = browser;
  const result = {
    withoutServiceWorker: null,
    serviceWorkerOnline: null,
    serviceWorkerOffline: null,
    swControl: false,
  };
  try {
    const plain = await browser.newContext({ serviceWorkers: 'block' });
    result.withoutServiceWorker = await timeLoads(plain, 'Online, no service worker');
    await plain.close();

    const online = await browser.newContext({ serviceWorkers: 'allow' });
    result.swControl = await takeServiceWorkerControl(online);
    if (!result.swControl) {
      console.log(
        `  ✗ No service worker took control of / within ${SW_CONTROL_TIMEOUT_MS / 1000} s: service-worker figures skipped.`,
      );
      await online.close();
      return result;
    }
    result.serviceWorkerOnline = await timeLoads(online, 'Online, service worker in control');
    await online.close();

    const offline = await browser.newContext({ serviceWorkers: 'allow' });
    if (await takeServiceWorkerControl(offline)) {
      await offline.setOffline(true);
      result.serviceWorkerOffline = await timeLoads(offline, 'Offline, service worker in control');
    } else {
      console.log('  ✗ The service worker did not take control of the second context: offline figure skipped.');
    }
    await offline.close();
    return result;
  } finally {
    running.browser = null;
    await browser.close();
  }
}

// --- 5b. First visit on a slow connection ----------------------------------------------------------

/** How long a first visit may take to become ready offline before the benchmark gives up on it. */
const FIRST_VISIT_TIMEOUT_MS = 90_000;
const FIRST_VISIT_TARGET = { readyMs: 5_000, bytes: 1024 * KB };

/**
 * A first visit to `/` on Lighthouse's slow 4G (through scripts/throttling-proxy.mjs, so the service worker's
 * precaching is slowed too) with the page's CPU slowed 4×: the time until the page says "Ready to use
 * offline", and the bytes that came over the connection until then (as sent, so compressed).
 */
async function measureFirstVisit() {
  console.log('\nFirst visit to / on slow 4G (150 ms, 1.6 Mbit/s) and 4× CPU, until "Ready to use offline"');
  const proxy = await startThrottlingProxy(SLOW_4G);
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: [...CHROME_FLAGS, `--proxy-server=http://127.0.0.1:${proxy.port}`, '--proxy-bypass-list=<-loopback>'],
    headless: true,
    handleSIGINT: false,
    handleSIGTERM: false,
  });
  running.browser = browser;
  try {
    const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const started = performance.now();
    await page.goto(`${ORIGIN}/`, { waitUntil: 'commit', timeout: FIRST_VISIT_TIMEOUT_MS });
    await page.getByTestId('offline-ready').waitFor({ state: 'visible', timeout: FIRST_VISIT_TIMEOUT_MS });
    const result = {
      readyMs: performance.now() - started,
      bytesBeforeReady: proxy.bytes(),
      target: FIRST_VISIT_TARGET,
      met: false,
    };
    result.met = result.readyMs <= FIRST_VISIT_TARGET.readyMs && result.bytesBeforeReady <= FIRST_VISIT_TARGET.bytes;
    console.log(
      `  Ready to use offline after ${formatMs(result.readyMs)} (target ≤ ${formatMs(FIRST_VISIT_TARGET.readyMs)}),` +
        ` ${formatKb(result.bytesBeforeReady)} downloaded (target ≤ ${formatKb(FIRST_VISIT_TARGET.bytes)}) ${mark(result.met)}`,
    );
    await context.close();
    return result;
  } finally {
    running.browser = null;
    await browser.close();
    await proxy.close();
  }
}

// --- 6. Report ----------------------------------------------------------------------------------

function markdownReport({ bundle, precache, lighthouse: lighthouseRows, loads, firstVisit }) {
  const summary = [];
  if (firstVisit) {
    summary.push(
      [
        'First visit on slow 4G: ready offline',
        formatMs(firstVisit.readyMs),
        `≤ ${formatMs(FIRST_VISIT_TARGET.readyMs)} ${mark(firstVisit.readyMs <= FIRST_VISIT_TARGET.readyMs)}`,
      ],
      [
        '… downloaded before that',
        formatKb(firstVisit.bytesBeforeReady),
        `≤ ${formatKb(FIRST_VISIT_TARGET.bytes)} ${mark(firstVisit.bytesBeforeReady <= FIRST_VISIT_TARGET.bytes)}`,
      ],
    );
  }
  if (bundle) {
    summary.push(
      [
        'First-load JS (gzip)',
        formatKb(bundle.firstLoadJs.gzipBytes),
        `≤ ${formatKb(TARGETS.firstLoadJsGzipBytes)} ${mark(bundle.firstLoadJs.met)}`,
      ],
      ['Entry chunk (gzip)', formatKb(bundle.entry.gzipBytes), ''],
      ['Entry CSS (gzip)', formatKb(bundle.entry.cssGzipBytes), ''],
    );
  } else {
    summary.push(['First-load JS (gzip)', 'n/a (no Vite manifest)', `≤ ${formatKb(TARGETS.firstLoadJsGzipBytes)} ?`]);
  }
  if (precache) {
    summary.push(
      [
        'Precache without images',
        formatKb(precache.withoutImagesBytes),
        `≤ ${formatKb(TARGETS.precacheWithoutImagesBytes)} ${mark(precache.met)}`,
      ],
      ['Precache total', `${formatKb(precache.totalBytes)} (${precache.entries} entries)`, ''],
      ['App code kept after ready, in the background', formatKb(precache.keptAfterReadyBytes), ''],
      ['Firebase SDK, kept on first use', formatKb(precache.keptOnFirstUseBytes), ''],
    );
  } else {
    summary.push(['Precache without images', 'n/a (no sw.js)', `≤ ${formatKb(TARGETS.precacheWithoutImagesBytes)} ?`]);
  }
  if (loads) {
    const offlineValue = loads.swControl
      ? formatMs(loads.serviceWorkerOffline?.medianMs)
      : 'n/a (service worker never took control)';
    summary.push(
      ['Cold load `/` to h1, online, no SW', formatMs(loads.withoutServiceWorker?.medianMs), ''],
      ['Cold load `/` to h1, online, SW', loads.swControl ? formatMs(loads.serviceWorkerOnline?.medianMs) : 'n/a', ''],
      ['Cold load `/` to h1, offline, SW', offlineValue, ''],
    );
  }
  const blocks = [markdownTable(['Metric', 'Result', 'Target'], summary)];
  if (lighthouseRows?.length) {
    blocks.push(
      markdownTable(
        [
          'Lighthouse (mobile)',
          'Performance',
          'LCP',
          'Script-free LCP',
          'TBT',
          'CLS',
          'Accessibility',
          'Best practices',
          'SEO',
        ],
        lighthouseRows.map((row) => [
          `\`${row.url}\``,
          `${row.performance ?? 'n/a'} ${mark(row.met)}`,
          formatMs(row.lcpMs),
          row.scriptFree ? `${formatMs(row.scriptFree.lcpMs)} (×${formatRatio(row.lcpRatio)})` : 'n/a',
          formatMs(row.tbtMs),
          formatCls(row.cls),
          row.accessibility ?? 'n/a',
          row.bestPractices ?? 'n/a',
          row.seo ?? 'n/a',
        ]),
      ),
    );
  }
  if (bundle?.routes.length) {
    blocks.push(
      markdownTable(
        ['Route chunk', 'Own (gzip)', 'With imports beyond entry (gzip)'],
        bundle.routes.map((route) => [
          `\`${route.source}\``,
          formatKb(route.gzipBytes),
          formatKb(route.withImportsGzipBytes),
        ]),
      ),
    );
  }
  return blocks.join('\n\n');
}

// --- Main ---------------------------------------------------------------------------------------

async function main() {
  const startedAt = new Date();
  await build();
  const bundle = measureBundle();
  const precache = measurePrecache();

  console.log(`\nServing ${DIST_LABEL} with the Firebase Hosting emulator on ${ORIGIN}…`);
  await startPreviewServer();

  let lighthouseRows;
  let loads = null;
  let firstVisit = null;
  try {
    lighthouseRows = await runLighthouse(writeScriptFreeTwins());
    try {
      firstVisit = await measureFirstVisit();
    } catch (error) {
      console.log(`  ✗ The first visit never said it was ready offline: ${error.message.split('\n')[0]}`);
      failures.push('the first visit never became ready offline');
    }
    try {
      loads = await measureColdLoads();
      if (loads.withoutServiceWorker?.medianMs == null)
        failures.push('every cold load without a service worker failed');
    } catch (error) {
      console.log(`  ✗ Cold-load measurement failed: ${error.message}`);
      failures.push(`cold-load measurement failed: ${error.message.split('\n')[0]}`);
    }
    // Failed loads are often a build replacing the served directory mid-run; say so rather than guess.
    if (!(await answers(ORIGIN)))
      failures.push(`the preview server stopped answering (was ${DIST_LABEL}/ rebuilt meanwhile?)`);
  } finally {
    await cleanup();
  }

  const report = { bundle, precache, lighthouse: lighthouseRows, loads, firstVisit };
  const markdown = markdownReport(report);
  console.log('\n----- Markdown (paste into README.md) -----\n');
  console.log(markdown);
  console.log('\n-------------------------------------------');

  const json = {
    generatedAt: startedAt.toISOString(),
    durationSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
    node: process.version,
    targets: TARGETS,
    ...report,
    failures,
    markdown,
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(json, null, 2)}\n`);
  console.log(`Wrote ${path.relative(ROOT, RESULTS_FILE)}.`);

  if (failures.length > 0) {
    console.error(`\nBenchmark incomplete: ${failures.join('; ')}.`);
    process.exitCode = 1;
  }
}

main().catch(async (error) => {
  console.error(`\n✗ ${error.message}`);
  await cleanup();
  process.exit(1);
});
