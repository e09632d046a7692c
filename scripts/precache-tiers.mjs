/**
 * The service worker's precache in two parts (decision 0036). What a first visit needs before the site
 * can say "Ready to use offline" is installed at once: the pages, styles, icons, and the entry chunk with
 * the chunks it imports (what every page runs). Every other chunk of the app's code (other pages' code,
 * the editors' and the dashboard's) is marked `keptAfterReady`: the worker keeps it in the background
 * once the site is ready, a few files at a time, and the page's own chunks at once (src/pwa/app-code-cache.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The build files every page loads: the entry chunk and, transitively, the chunks it imports. */
export function entryFiles(viteManifest) {
  const files = new Set();
  const visit = (key) => {
    const chunk = viteManifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(viteManifest)) if (chunk.isEntry) visit(key);
  return files;
}

/** A script with its content's hash in its name (no revision): safe to keep as it is, under any version. */
const isHashedScript = (entry) => !entry.revision && /^assets\/[^/]+\.m?js$/.test(entry.url);

/** Marks the precache entries a first visit does not need before it is ready offline. */
export function markCodeKeptAfterReady(entries, viteManifest) {
  const entry = entryFiles(viteManifest);
  if (entry.size === 0) throw new Error('The build manifest names no entry chunk: the precache cannot be split.');
  return entries.map((item) =>
    isHashedScript(item) && !entry.has(item.url) ? { ...item, keptAfterReady: true } : item,
  );
}

/** Workbox's manifest transform that does it, reading the build's manifest from `outDir()`. */
export function codeKeptAfterReadyTransform(outDir) {
  return async (entries) => {
    const viteManifest = JSON.parse(readFileSync(join(outDir(), '.vite', 'manifest.json'), 'utf8'));
    return { manifest: markCodeKeptAfterReady(entries, viteManifest), warnings: [] };
  };
}
