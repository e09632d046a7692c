import { performance } from 'node:perf_hooks';
import { median, signInThroughForm } from './bench-lib.mjs';
import { sessionOnly } from './bench-scale-lib.mjs';
import { DEMO_ACCOUNTS } from './seed-data.mjs';

export const CPU_SLOWDOWN = 4;
const ITEM_TIMEOUT_MS = 60_000;
/** Each list page and what one of its items is: a link to an item of the list's type. */
export const LIST_PAGES = {
  '/events': 'main a[href^="/events/"], main a[href^="/workshops/"]',
  '/clubs': 'main a[href^="/clubs/"]',
  '/market': 'main a[href^="/market/"], main a[href^="/shop/"]',
  '/dashboard/events': 'main a[href^="/dashboard/events/"]:not([href$="/new"])',
};
const EDITOR = DEMO_ACCOUNTS.find((account) => account.uid === 'demo-editor');

async function signedInState(browser, origin) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await signInThroughForm(page, origin, EDITOR);
    return sessionOnly(await context.storageState({ indexedDB: true }));
  } finally {
    await context.close();
  }
}

/** Time from navigation to the first item visible, and to an item visible once the app has started. */
async function timeFirstItem(browser, origin, pagePath, storageState) {
  const context = await browser.newContext({ serviceWorkers: 'allow', ...(storageState ? { storageState } : {}) });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const item = page.locator(LIST_PAGES[pagePath]).first();
    const started = performance.now();
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'commit', timeout: ITEM_TIMEOUT_MS });
    await item.waitFor({ state: 'visible', timeout: ITEM_TIMEOUT_MS });
    const visibleMs = performance.now() - started;
    await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: ITEM_TIMEOUT_MS });
    await item.waitFor({ state: 'visible', timeout: ITEM_TIMEOUT_MS });
    return { visibleMs, readyMs: performance.now() - started };
  } finally {
    await context.close();
  }
}

/** The median times to the first item of each of LIST_PAGES over `runs` runs, the dashboard's signed in as an editor. */
export async function timeListPages(browser, { origin, runs: RUNS }) {
  const editor = await signedInState(browser, origin);
  const results = {};
  for (const pagePath of Object.keys(LIST_PAGES)) {
    const runs = [];
    const errors = [];
    for (let run = 0; run < RUNS; run += 1) {
      try {
        runs.push(
          await timeFirstItem(browser, origin, pagePath, pagePath.startsWith('/dashboard') ? editor : undefined),
        );
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
