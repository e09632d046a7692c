/* global navigator, caches -- the callbacks given to page.evaluate run in the browser */
/**
 * Lighthouse for the benchmark (scripts/bench.mjs): each page beside its script-free twin, median of several
 * runs.
 */
import {
  CHROME_FLAGS,
  DIST,
  LIGHTHOUSE_CATEGORIES,
  LIGHTHOUSE_RUNS,
  LIGHTHOUSE_URLS,
  LONG_TASKS_SHOWN,
  ORIGIN,
  SIGNED_IN_AS,
  TARGETS,
  failures,
  needsSignIn,
  running,
} from './bench-config.mjs';
import {
  SCRIPT_FREE_DIRECTORY,
  formatMs,
  mark,
  median,
  openDashboardOnce,
  scriptFreeTwin,
  signInThroughForm,
  withoutScripts,
} from './bench-lib.mjs';
import { CHROME_PATH } from './chromium.mjs';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

// --- 3. Script-free twins ------------------------------------------------------------------------

/**
 * Writes each measured page's prerendered HTML with its scripts removed, served beside it, so every page is
 * measured against its own physical limit in the same run (removed again in `cleanup`).
 * @returns {Map<string, string>} route → the twin's address, for the routes that have a prerendered page
 */
export function writeScriptFreeTwins() {
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

export async function runLighthouse(twins) {
  // LIGHTHOUSE_RUNS=0 measures everything else (sizes, cold loads, the first visit) in a minute or two.
  if (LIGHTHOUSE_RUNS === 0) return [];
  console.log(
    `\nLighthouse (mobile, default throttling, median of ${LIGHTHOUSE_RUNS} runs), each page beside its script-free twin`,
  );
  const results = [];
  let successfulRuns = 0;
  for (const route of LIGHTHOUSE_URLS) {
    if (running.shuttingDown) break;
    // Warms the server, the emulators and the disk cache; not recorded.
    await lighthouseOnce(`${ORIGIN}${route}`).catch(() => undefined);
  }
  /** The measured addresses: each page, then its twin, in turns. */
  const addresses = LIGHTHOUSE_URLS.flatMap((route) => (twins.has(route) ? [route, twins.get(route)] : [route]));
  /** @type {Map<string, Awaited<ReturnType<typeof lighthouseOnce>>[]>} */
  const runsByAddress = new Map(addresses.map((address) => [address, []]));
  for (let run = 1; run <= LIGHTHOUSE_RUNS; run += 1) {
    for (const address of addresses) {
      if (running.shuttingDown) break;
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
        if (!running.shuttingDown) console.log(`  ${address} run ${run}: failed: ${error.message}`);
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

export function formatRatio(ratio) {
  return ratio == null ? 'n/a' : ratio.toFixed(2);
}

export function formatCls(cls) {
  return cls == null ? 'n/a' : cls.toFixed(3);
}
