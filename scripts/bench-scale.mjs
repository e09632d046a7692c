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
 * then holds. This file seeds, builds and measures each factor in turn; the build and its precache
 * (bench-scale-build.mjs), the serving (bench-scale-serving.mjs), the visits (bench-scale-visits.mjs) and
 * the time to a list's first item (bench-scale-list-timing.mjs) have modules of their own.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import * as prettier from 'prettier';
import { build, precacheGzipBytes } from './bench-scale-build.mjs';
import { parseFactors, scaleMarkdown } from './bench-scale-lib.mjs';
import { CPU_SLOWDOWN, LIST_PAGES, timeListPages } from './bench-scale-list-timing.mjs';
import { startServing, stopServing } from './bench-scale-serving.mjs';
import { ageByADayScript, launchOptions, visit } from './bench-scale-visits.mjs';
import { buildScaleData, seedAtScale } from './scale-data.mjs';
import { addListFields, commitBodies, commitWrites } from './seed.mjs';
import { PROJECT_ID } from './seed-data.mjs';

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
    await build(outDir, ROOT);
    result.buildSeconds = seconds(started);
    console.log(`  Built in ${result.buildSeconds.toFixed(0)} s.`);
  }

  result.precacheGzipBytes = precacheGzipBytes(outDir);
  await startServing(outDir, { staticPort: STATIC_PORT, port: PORT, servers: running.servers });
  const profileDir = mkdtempSync(path.join(tmpdir(), `bench-scale-profile-${factor}x-`));
  running.dirs.push(profileDir);
  try {
    const visiting = { origin: ORIGIN, firestoreHost: FIRESTORE, running };
    result.firstVisit = await visit(profileDir, undefined, visiting);
    console.log(`  First visit: ${JSON.stringify(result.firstVisit)}`);
    result.changed = await changeTenItems(factor, now);
    result.returningVisit = await visit(profileDir, ageByADayScript(), visiting);
    console.log(`  Next day: ${JSON.stringify(result.returningVisit)}`);
    const browser = await chromium.launch(launchOptions());
    running.browser = browser;
    try {
      result.firstItem = await timeListPages(browser, { origin: ORIGIN, runs: RUNS });
    } finally {
      running.browser = null;
      await browser.close();
    }
  } catch (error) {
    failures.push(`${factor}×: ${error.message.split('\n')[0]}`);
    console.log(`  ✗ ${error.message}`);
  } finally {
    await stopServing(running.servers);
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
