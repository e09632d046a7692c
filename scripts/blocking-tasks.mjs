#!/usr/bin/env node
/**
 * What each long task of a page's start does: loads the page in Chromium at a 4× CPU slowdown (as
 * Lighthouse's mobile profile assumes), records a trace with JavaScript samples, and lists every task on the
 * page's main thread of 50 ms or more at that slowdown, with the functions it ran, the calls they came from
 * and the time V8 spent compiling functions on first call (scripts/blocking-tasks-lib.mjs).
 *
 * Usage: node scripts/blocking-tasks.mjs <url> [--rate 4] [--min-ms 50] [--depth 2] [--wait-ms 6000] [--trace file.json]
 *        [--sign-in demo-editor]
 * Serve a build first (`npx vite preview`); an unminified build names functions (`BUILD_UNMINIFIED=1 node scripts/build.mjs --out-dir dist-debug`).
 * `--sign-in <uid>` signs a demo account (scripts/seed-data.mjs) in first and opens the dashboard once, as an
 * editor coming back has, then traces `url` (the device remembers the account; there is no service worker).
 * The profiler slows what it samples, so times here run higher than Lighthouse's: compare like with like.
 */
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { blockingTasks } from './blocking-tasks-lib.mjs';
import { openDashboardOnce, signInThroughForm } from './bench-lib.mjs';
import { CHROME_PATH, CHROMIUM_FLAGS } from './chromium.mjs';
import { DEMO_ACCOUNTS } from './seed-data.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rate: { type: 'string', default: '4' },
    'min-ms': { type: 'string', default: '50' },
    depth: { type: 'string', default: '2' },
    'wait-ms': { type: 'string', default: '6000' },
    trace: { type: 'string' },
    'sign-in': { type: 'string' },
  },
});
const [url] = positionals;
if (!url) {
  console.error('Usage: node scripts/blocking-tasks.mjs <url> [--rate 4] [--min-ms 50] [--trace file.json]');
  process.exit(2);
}
const rate = Number(values.rate);
const tracePath = values.trace ?? path.join(tmpdir(), `blocking-tasks-${process.pid}.json`);

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS });
try {
  // No service worker: every load is a first visit, as Lighthouse's is.
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
  if (values['sign-in']) {
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.uid === values['sign-in']);
    if (!account) throw new Error(`No demo account ${values['sign-in']} in scripts/seed-data.mjs`);
    const { origin } = new URL(url);
    const signingIn = await context.newPage();
    await signInThroughForm(signingIn, origin, account);
    await openDashboardOnce(signingIn, origin);
    // A page of its own for the trace: in the same one, the profiler's start read every script the
    // earlier pages had compiled, a task of a second that no visitor has.
    await signingIn.close();
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await browser.startTracing(page, {
    path: tracePath,
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8',
      'v8.execute',
      'toplevel',
      'disabled-by-default-v8.compile',
      'disabled-by-default-v8.cpu_profiler',
    ],
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(Number(values['wait-ms']));
  await browser.stopTracing();
} finally {
  await browser.close();
}

const trace = JSON.parse(readFileSync(tracePath, 'utf8'));
const events = Array.isArray(trace) ? trace : trace.traceEvents;
const navigation = events.filter((e) => e.name === 'navigationStart').at(-1);
const tasks = blockingTasks(events, {
  minMs: Number(values['min-ms']),
  since: navigation?.ts,
  depth: Number(values.depth),
});
let blocking = 0;
for (const task of tasks) {
  blocking += Math.max(0, task.durationMs - 50);
  console.log(
    `${String(task.startMs).padStart(6)} ms  ${task.durationMs} ms (compiling functions on first call: ${task.lazyCompileMs} ms)`,
  );
  console.log(`          ran: ${task.self.map(({ name, ms }) => `${name} ${ms}`).join(' | ')}`);
  console.log(`          from: ${task.roots.map(({ name, ms }) => `${name} ${ms}`).join(' | ')}`);
}
console.log(
  `${tasks.length} tasks of ${values['min-ms']} ms or more at ${rate}× slowdown; ${Math.round(blocking)} ms over 50 ms in all.`,
);
if (!values.trace) rmSync(tracePath, { force: true });
