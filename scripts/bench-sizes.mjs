/**
 * The build and its sizes for the benchmark (scripts/bench.mjs): first-load JS and CSS, route chunks, the
 * precache.
 */
import { DIST, DIST_LABEL, ROOT, TARGETS, skipBuild } from './bench-config.mjs';
import {
  extraImportsBeyond,
  extractPrecacheEntries,
  findEntryKey,
  findRouteChunkKeys,
  formatKb,
  gzipSize,
  isImagePath,
  isKeptOnFirstUse,
  mark,
  precacheUrlToPath,
  staticImportGraph,
} from './bench-lib.mjs';
import { runCaptured } from './bench-processes.mjs';
import { APP_START_SOURCE } from './precache-tiers.mjs';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

// --- 1. Build -----------------------------------------------------------------------------------

export async function build() {
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

export function measureBundle() {
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

export function measurePrecache() {
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
