import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extractPrecacheEntries, gzipSize, isKeptOnFirstUse, precacheUrlToPath } from './bench-lib.mjs';

/** Builds the app into `outDir` with the project's build script, run from `root`. */
export function build(outDir, root) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/build.mjs', '--out-dir', outDir], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`The build failed (${code}):\n${output.slice(-3000)}`)),
    );
  });
}

/**
 * What the service worker downloads on a first visit, gzipped: the files its precache lists (Chromium's
 * events do not reach this script from the worker, so they are counted from the build).
 */
export function precacheGzipBytes(outDir) {
  const swFile = path.join(outDir, 'sw.js');
  if (!existsSync(swFile)) return null;
  return extractPrecacheEntries(readFileSync(swFile, 'utf8'))
    .filter(({ url }) => !isKeptOnFirstUse(url))
    .map(({ url }) => path.join(outDir, precacheUrlToPath(url)))
    .filter((file) => existsSync(file))
    .reduce((sum, file) => sum + gzipSize(readFileSync(file)), 0);
}
