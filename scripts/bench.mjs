/**
 * Performance benchmark: bundle sizes, precache size, Lighthouse (mobile) and offline cold load.
 *
 * Usage: `node scripts/bench.mjs [--skip-build] [--out-dir <dir>] [--urls /a,/b]`. `--skip-build` measures the current
 * build; `--out-dir` builds and serves elsewhere than `dist/` (e.g. while other work rebuilds `dist/`).
 * A benchmark, not a gate: missed targets are reported with ✗ but the exit code stays 0.
 * It exits 1 only when something could not be measured at all (build failed, server never answered,
 * browser never started). Results go to stdout (with a Markdown block for README.md) and to
 * `bench-results.json` at the repository root.
 */
import { DIST_LABEL, ORIGIN, RESULTS_FILE, ROOT, TARGETS, failures } from './bench-config.mjs';
import { runLighthouse, writeScriptFreeTwins } from './bench-lighthouse.mjs';
import { measureColdLoads, measureFirstVisit } from './bench-loads.mjs';
import { answers, cleanup, stopAllOnExit, startPreviewServer } from './bench-processes.mjs';
import { markdownReport } from './bench-report.mjs';
import { build, measureBundle, measurePrecache } from './bench-sizes.mjs';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

// --- Main ---------------------------------------------------------------------------------------

async function main() {
  stopAllOnExit();
  const startedAt = new Date();
  await build();
  const bundle = measureBundle();
  const precache = measurePrecache();

  console.log(`\nServing ${DIST_LABEL} with the Firebase Hosting emulator on ${ORIGIN}…`);
  await startPreviewServer();

  let lighthouseRows;
  let loads = null;
  let firstVisit = null;
  try {
    lighthouseRows = await runLighthouse(writeScriptFreeTwins());
    try {
      firstVisit = await measureFirstVisit();
    } catch (error) {
      console.log(`  ✗ The first visit never said it was ready offline: ${error.message.split('\n')[0]}`);
      failures.push('the first visit never became ready offline');
    }
    try {
      loads = await measureColdLoads();
      if (loads.withoutServiceWorker?.medianMs == null)
        failures.push('every cold load without a service worker failed');
    } catch (error) {
      console.log(`  ✗ Cold-load measurement failed: ${error.message}`);
      failures.push(`cold-load measurement failed: ${error.message.split('\n')[0]}`);
    }
    // Failed loads are often a build replacing the served directory mid-run; say so rather than guess.
    if (!(await answers(ORIGIN)))
      failures.push(`the preview server stopped answering (was ${DIST_LABEL}/ rebuilt meanwhile?)`);
  } finally {
    await cleanup();
  }

  const report = { bundle, precache, lighthouse: lighthouseRows, loads, firstVisit };
  const markdown = markdownReport(report);
  console.log('\n----- Markdown (paste into README.md) -----\n');
  console.log(markdown);
  console.log('\n-------------------------------------------');

  const json = {
    generatedAt: startedAt.toISOString(),
    durationSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
    node: process.version,
    targets: TARGETS,
    ...report,
    failures,
    markdown,
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(json, null, 2)}\n`);
  console.log(`Wrote ${path.relative(ROOT, RESULTS_FILE)}.`);

  if (failures.length > 0) {
    console.error(`\nBenchmark incomplete: ${failures.join('; ')}.`);
    process.exitCode = 1;
  }
}

main().catch(async (error) => {
  console.error(`\n✗ ${error.message}`);
  await cleanup();
  process.exit(1);
});
