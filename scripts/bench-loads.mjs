/**
 * Timed loads for the benchmark (scripts/bench.mjs): cold loads of / with and without the service worker,
 * and a first visit on a slow connection until it is ready offline.
 */
import { CHROME_FLAGS, LOAD_RUNS, ORIGIN, SW_CONTROL_TIMEOUT_MS, running } from './bench-config.mjs';
import { KB, formatKb, formatMs, mark, median } from './bench-lib.mjs';
import { CHROME_PATH } from './chromium.mjs';
import { SLOW_4G, startThrottlingProxy } from './throttling-proxy.mjs';
import { chromium } from '@playwright/test';
import { performance } from 'node:perf_hooks';

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

export async function measureColdLoads() {
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
export const FIRST_VISIT_TARGET = { readyMs: 5_000, bytes: 1024 * KB };

/**
 * A first visit to `/` on Lighthouse's slow 4G (through scripts/throttling-proxy.mjs, so the service worker's
 * precaching is slowed too) with the page's CPU slowed 4×: the time until the page says "Ready to use
 * offline", and the bytes that came over the connection until then (as sent, so compressed).
 */
export async function measureFirstVisit() {
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
