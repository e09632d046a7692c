#!/usr/bin/env node
/**
 * The production build: a server build of the routes first, then the client app, whose build
 * prerenders every page with it before making the service worker's precache list; then the feeds and
 * sitemap from the published data (scripts/build-feeds.mjs). One build id is shared by all.
 * Usage: node scripts/build.mjs [--out-dir dist]
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildOutputProblems } from './security-headers.mjs';

const { values } = parseArgs({ options: { 'out-dir': { type: 'string', default: 'dist' } } });
const outDir = values['out-dir'];
// The server builds go inside the project whatever the output directory, so their imports of packages
// resolve from node_modules (from /tmp they would not), and each build has its own pair.
const ssrDir = join('node_modules', '.cache', `build-ssr-${process.pid}-${Math.random().toString(36).slice(2, 8)}`);
const staticDir = `${ssrDir}-static`;
const buildTime = new Date().toISOString();
const env = {
  ...process.env,
  BUILD_TIME: buildTime,
  BUILD_ID:
    process.env.BUILD_ID ?? `${buildTime.replace(/\D/g, '').slice(0, 14)}-${Math.random().toString(36).slice(2, 8)}`,
  PRERENDER_SSR_DIR: ssrDir,
};
const run = (args) => execFileSync('npx', args, { env, stdio: 'inherit' });

try {
  run(['vite', 'build', '--ssr', 'src/app/prerender.tsx', '--outDir', ssrDir, '--emptyOutDir', '--logLevel', 'warn']);
  run(['vite', 'build', '--outDir', outDir, '--emptyOutDir']);
  // Its own server build rather than a second entry in the prerender one: `vite build --ssr` takes one
  // entry, and this keeps the prerender build exactly as it was.
  run([
    'vite',
    'build',
    '--ssr',
    'src/app/static-files.ts',
    '--outDir',
    staticDir,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ]);
  // --allow-unreachable: a build must not fail because the database is out of reach (npm test builds
  // with no emulator running). A demo project then uses the seed data anyway. A real project gets a
  // sitemap without events and no feed files: an empty feed would tell every subscribed calendar that
  // all the events are gone, while a missing one is an error calendars ride out, keeping the last copy
  // until the scheduled `npm run feeds` writes the files. A refusal (bad key, rules) still fails.
  execFileSync(
    process.execPath,
    ['scripts/build-feeds.mjs', '--out-dir', outDir, '--ssr-dir', staticDir, '--allow-unreachable'],
    { env, stdio: 'inherit' },
  );
  // The public window as Firestore data bundles, which devices load instead of reading it from Firestore
  // (scripts/firestore-bundle.mjs, decision 0033). A device finding none reads the window as before, so an
  // unreachable database leaves them out rather than failing the build.
  execFileSync(process.execPath, ['scripts/firestore-bundle.mjs', '--out-dir', outDir, '--allow-unreachable'], {
    env,
    stdio: 'inherit',
  });
} finally {
  rmSync(ssrDir, { recursive: true, force: true });
  rmSync(staticDir, { recursive: true, force: true });
}
// The site is served with firebase.json's Content-Security-Policy: a page whose inline script it does not
// allow would break, and a source map would publish the source. Either fails the build, not the site.
const problems = buildOutputProblems(outDir);
if (problems.length > 0) {
  console.error(`The build in ${outDir}/ cannot be deployed as it is:\n- ${problems.join('\n- ')}`);
  console.error('Update the script hashes in firebase.json (docs/decisions/0016-security-headers.md).');
  process.exit(1);
}
console.log(`Build ${env.BUILD_ID} is ready in ${outDir}/`);
