#!/usr/bin/env node
/**
 * The production build: a server build of the routes first, then the client app, whose build
 * prerenders every page with it before making the service worker's precache list. One build id is
 * shared by both. Usage: node scripts/build.mjs [--out-dir dist]
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { 'out-dir': { type: 'string', default: 'dist' } } });
const outDir = values['out-dir'];
const ssrDir = `${outDir}-ssr`;
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
} finally {
  rmSync(ssrDir, { recursive: true, force: true });
}
console.log(`Build ${env.BUILD_ID} is ready in ${outDir}/`);
