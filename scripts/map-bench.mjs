#!/usr/bin/env node
/**
 * Time to the first map draw (MapLibre's first `idle`: the style, the basemap's tiles and the markers
 * drawn), online and offline, at a 4× CPU slowdown (CDP Emulation.setCPUThrottlingRate), on a page of the
 * production build that shows a map. Decision 0028 records the figures.
 *
 *   npm run build
 *   node scripts/emulators.mjs exec -- node scripts/map-bench.mjs [--path /creative-trail] [--runs 5] [--cpu 4]
 *
 * It serves dist/ with `vite preview` on port 4175 (the page's data comes from the emulators). Each run is
 * a fresh browser profile:
 * - online: the first visit (nothing stored): map code, worker and archive over the network;
 * - offline: the same profile after the map was shown once under the service worker and the archive was
 *   stored whole (as "Get the trail for offline" does), with the network off: everything from the device.
 * It also counts the archive's range requests and that the offline ones were answered by the worker.
 */
/* global MutationObserver, document, window, performance, navigator, caches */
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_FLAGS } from './chromium.mjs';

const { values } = parseArgs({
  options: {
    path: { type: 'string', default: '/creative-trail' },
    runs: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '4' },
    port: { type: 'string', default: '4175' },
    archive: { type: 'string', default: '/map/demo-basemap.pmtiles' },
  },
});
const ORIGIN = `http://127.0.0.1:${values.port}`;
const RUNS = Number(values.runs);
const CPU = Number(values.cpu);

/** Records when the map region says it has drawn (site-map.tsx sets data-map-drawn on MapLibre's first idle). */
const DRAW_PROBE = () => {
  const observer = new MutationObserver(() => {
    if (window.__appReadyAt === undefined && document.documentElement.dataset.appReady === 'true')
      window.__appReadyAt = performance.now();
    if (document.querySelector('[data-map-drawn="true"]')) {
      window.__mapDrawnAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-map-drawn', 'data-app-ready'],
  });
};

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await globalThis.fetch(ORIGIN)).ok) return;
    } catch {
      // Not up yet.
    }
    await delay(200);
  }
  throw new Error(`The preview server did not answer on ${ORIGIN}.`);
}

async function timedVisit(page, client) {
  await client.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await page.goto(`${ORIGIN}${values.path}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => typeof window.__mapDrawnAt === 'number', null, { timeout: 60_000 });
  const { drawn, ready } = await page.evaluate(() => ({ drawn: window.__mapDrawnAt, ready: window.__appReadyAt }));
  await client.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // From navigation start, and after the app was ready (the map's own part: its code, worker, tiles).
  return { ms: drawn, afterReady: drawn - (ready ?? 0) };
}

async function oneRun(browser) {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  await context.addInitScript(DRAW_PROBE);
  const page = await context.newPage();
  const client = await context.newCDPSession(page);
  const ranges = [];
  page.on('request', (request) => {
    if (request.url().includes('.pmtiles')) ranges.push(request);
  });
  const online = await timedVisit(page, client);
  // Under the service worker: show the map once more (its code is kept), store the archive whole.
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => typeof window.__mapDrawnAt === 'number');
  await page.evaluate(async (archive) => (await caches.open('map-data')).add(archive), values.archive);
  ranges.length = 0;
  await context.setOffline(true);
  const offline = await timedVisit(page, client);
  const archiveRequests = ranges.length;
  const fromWorker = (
    await Promise.all(ranges.map(async (request) => (await request.response())?.fromServiceWorker()))
  ).filter(Boolean).length;
  await context.close();
  return { online, offline, archiveRequests, fromWorker };
}

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', values.port, '--strictPort'], {
  stdio: 'ignore',
  detached: true,
});
let browser;
try {
  await waitForServer();
  browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS });
  const results = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await oneRun(browser);
    results.push(result);
    console.log(
      `run ${run + 1}: online ${Math.round(result.online.ms)} ms (${Math.round(result.online.afterReady)} ms after the app ` +
        `was ready), offline ${Math.round(result.offline.ms)} ms (${Math.round(result.offline.afterReady)} ms); ` +
        `archive requests offline: ${result.archiveRequests}, answered by the service worker: ${result.fromWorker}`,
    );
  }
  const figure = (pick) => Math.round(median(results.map(pick)));
  console.log(
    `\n${values.path} at ${CPU}× CPU slowdown, median of ${RUNS}, first map draw from navigation start ` +
      `(and after the app was ready): online ${figure((r) => r.online.ms)} ms (${figure((r) => r.online.afterReady)} ms), ` +
      `offline ${figure((r) => r.offline.ms)} ms (${figure((r) => r.offline.afterReady)} ms)`,
  );
} finally {
  await browser?.close();
  process.kill(-server.pid);
}
