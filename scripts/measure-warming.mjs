/* global performance, PerformanceObserver, localStorage -- the callbacks given to page.evaluate run in the browser */
/**
 * What keeping every public type on the device costs a first visit: the bytes read from Firestore and
 * the Firebase code fetched for it, how long until the copy is complete, and whether any of it starts
 * before the first paint. Run against the seeded emulators and a production build:
 *
 *   npm run build && node scripts/emulators.mjs exec -- node scripts/measure-warming.mjs
 *
 * A measurement, not a gate: it prints figures and exits 0 unless it could not measure at all.
 */
import { chromium } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_FLAGS } from './chromium.mjs';
import { startStaticServer } from './static-server.mjs';

const PORT = 4199;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const FIRESTORE = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const RUNS = Number(process.env.WARMING_RUNS ?? 3);
const TIMEOUT_MS = 60_000;

const server = await startStaticServer('dist', PORT);
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS });
const results = [];
try {
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const requests = new Map();
    /** Bytes per request: what arrived so far for streams that stay open, the total once one finishes. */
    const received = new Map();
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => requests.set(requestId, request.url));
    cdp.on('Network.dataReceived', ({ requestId, encodedDataLength }) =>
      received.set(requestId, (received.get(requestId) ?? 0) + encodedDataLength),
    );
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => received.set(requestId, encodedDataLength));
    const bytesOf = (test) =>
      [...received].reduce((sum, [requestId, bytes]) => (test(requests.get(requestId) ?? '') ? sum + bytes : sum), 0);
    const startedAt = Date.now();
    await page.goto(`${ORIGIN}/`);
    const firstPaint = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const read = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
          const found = read();
          if (found !== undefined) return resolve(found);
          new PerformanceObserver(() => resolve(read())).observe({ type: 'paint', buffered: true });
        }),
    );
    await page.waitForFunction(() => localStorage.getItem('offline-copy-warmed-at') !== null, undefined, {
      timeout: TIMEOUT_MS,
      polling: 50,
    });
    const warmedAfter = Date.now() - startedAt;
    const firstFirestoreRequest = await page.evaluate(
      (host) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes(host))
          .reduce((first, entry) => Math.min(first, entry.startTime), Infinity),
      FIRESTORE,
    );
    const firebaseCodeBytes = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/firebase-(sdk-)?[\w-]+\.js$/.test(entry.name))
        .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
    );
    results.push({
      firstPaintMs: Math.round(firstPaint),
      firstFirestoreRequestMs: Math.round(firstFirestoreRequest),
      warmedAfterMs: warmedAfter,
      firestoreKb: Math.round(bytesOf((url) => url.includes(FIRESTORE)) / 102.4) / 10,
      // Through the service worker once it controls the page, so the page's own timing says what came.
      firebaseCodeKb: Math.round(firebaseCodeBytes / 102.4) / 10,
    });
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.table(results);
const summary = Object.fromEntries(
  Object.keys(results[0] ?? {}).map((key) => [key, median(results.map((r) => r[key]))]),
);
console.log('Median of', results.length, 'first visits to /:', summary);
console.log(
  summary.firstFirestoreRequestMs > summary.firstPaintMs
    ? '✓ Warming starts after the first paint.'
    : '✗ Warming started before the first paint.',
);
