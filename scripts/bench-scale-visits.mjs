/* global indexedDB -- the callbacks given to page.evaluate run in the browser */
import { Buffer } from 'node:buffer';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { agedStorage, countFirestoreReads } from './bench-scale-lib.mjs';
import { CHROME_PATH, CHROMIUM_FLAGS } from './chromium.mjs';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A visit is over when nothing more has arrived for this long (the device's copy is complete). */
const QUIET_MS = 4_000;
/** Firebase starts a few seconds after a public page is ready (BACKEND_START_DELAY_MS): wait past that. */
const MIN_VISIT_MS = 12_000;
const VISIT_TIMEOUT_MS = 180_000;

export function launchOptions() {
  return {
    executablePath: CHROME_PATH,
    args: CHROMIUM_FLAGS,
    headless: true,
    handleSIGINT: false,
    handleSIGTERM: false,
  };
}

/**
 * Watches what `page` receives from everywhere and from Firestore at `firestoreHost`: `bytes()` counts every byte (open streams so far),
 * `reads()` the Firestore documents in the Firestore responses, read as they stream in (a listen stream
 * stays open: Network.streamResourceContent hands over what came and sends the rest with each chunk).
 */
async function watchNetwork(context, page, firestoreHost) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const received = new Map();
  /** Firestore responses: address and text so far, by request id. */
  const firestore = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (request.url.startsWith(`http://${firestoreHost}/`))
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
 * Opens `/` of `origin` in the persistent profile at `profileDir` and waits until nothing more arrives: what
 * the visit cost. `beforeApp` is script source run in the page before the app's own (to age stored times).
 * `running.context` holds the browser while the visit lasts, for the benchmark's clean-up.
 */
export async function visit(profileDir, beforeApp, { origin, firestoreHost, running }) {
  const context = await chromium.launchPersistentContext(profileDir, { ...launchOptions(), serviceWorkers: 'allow' });
  running.context = context;
  try {
    if (beforeApp) await context.addInitScript({ content: beforeApp });
    const page = context.pages()[0] ?? (await context.newPage());
    const network = await watchNetwork(context, page, firestoreHost);
    const started = performance.now();
    await page.goto(`${origin}/`, { waitUntil: 'load' });
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
export function ageByADayScript() {
  return `if (!sessionStorage.getItem('bench-aged')) {
    sessionStorage.setItem('bench-aged', '1');
    const changed = (${agedStorage.toString()})({ ...localStorage }, Date.now(), ${DAY_MS});
    for (const [key, value] of Object.entries(changed)) localStorage.setItem(key, value);
  }`;
}
