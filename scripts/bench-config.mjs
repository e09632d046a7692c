/**
 * Settings of the benchmark (scripts/bench.mjs): where it builds and serves, which pages it measures, its
 * targets, and what it has started and what failed.
 */
import { KB } from './bench-lib.mjs';
import { CHROMIUM_FLAGS } from './chromium.mjs';
import { DEMO_ACCOUNTS } from './seed-data.mjs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const skipBuild = process.argv.includes('--skip-build');
const outDirArgument = process.argv.find((argument, index) => process.argv[index - 1] === '--out-dir');
export const DIST = path.resolve(ROOT, outDirArgument ?? 'dist');
export const DIST_LABEL = path.relative(ROOT, DIST).startsWith('..') ? DIST : path.relative(ROOT, DIST) || '.';
export const RESULTS_FILE = path.join(ROOT, 'bench-results.json');

export const PORT = 4198;
export const ORIGIN = `http://127.0.0.1:${PORT}`;
/** Lighthouse starts Chromium itself, so it also needs the headless flag. */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

const urlsArgument = process.argv.find((argument, index) => process.argv[index - 1] === '--urls');
// `--urls /market,/shop/volunteer-hoodie` measures only those pages.
export const LIGHTHOUSE_URLS = urlsArgument
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
export const SIGNED_IN_AS = DEMO_ACCOUNTS.find((account) => account.uid === 'demo-editor');
export const needsSignIn = (route) => route === '/dashboard' || route.startsWith('/dashboard/');
// Five runs, taken in turns across the pages after one unrecorded run each: on a 2-core machine with
// the emulators running, a burst of noise then touches every page a little rather than one page a lot.
export const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const LOAD_RUNS = 5;
/** With `LIGHTHOUSE_LONG_TASKS=1`, each run prints this many of its longest main-thread tasks. */
export const LONG_TASKS_SHOWN = 8;
export const SW_CONTROL_TIMEOUT_MS = 15_000;

export const TARGETS = {
  firstLoadJsGzipBytes: 160 * KB,
  precacheWithoutImagesBytes: 1.5 * KB * KB,
  performanceScore: 98,
  /** A page's LCP at most this many times its script-free twin's. */
  lcpRatio: 1.1,
};

/** Everything that must be stopped on exit, error or Ctrl-C. */
export const running = {
  /** @type {import('node:child_process').ChildProcess | null} */
  server: null,
  /** The Hosting emulator's temporary config directory. @type {string | null} */
  serverConfigDir: null,
  /** @type {Set<import('chrome-launcher').Launcher>} */
  chromes: new Set(),
  /** @type {import('@playwright/test').Browser | null} */
  browser: null,
  /** Set once Ctrl-C or a signal is stopping the run: the Lighthouse loop ends instead of failing on. */
  shuttingDown: false,
};

/** Measurements that failed outright; any of these makes the exit code 1. */
export const failures = [];
