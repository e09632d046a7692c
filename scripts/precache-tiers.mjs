/**
 * The service worker's precache in two parts (decision 0036). What a first visit needs before the site
 * can say "Ready to use offline" is installed at once: the pages, styles, icons, and the entry chunk with
 * the chunks it imports (what every page runs). Every other chunk of the app's code (other pages' code,
 * the editors' and the dashboard's) is marked `keptAfterReady`: the worker keeps it in the background
 * once the site is ready, a few files at a time, and the page's own chunks at once (src/pwa/app-code-cache.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The app's start, loaded by the entry in stages (src/main.tsx, docs/decisions/0039): every page runs it, so
 * it is preloaded with the entry and installed with it, as if the entry imported it.
 */
export const APP_START_SOURCE = 'src/app/start-app.tsx';

/**
 * The build files every page loads: the entry chunk and the app's start, each with, transitively, the
 * chunks it imports.
 */
export function firstLoadFiles(viteManifest, appStart = APP_START_SOURCE) {
  const files = new Set();
  const visit = (key) => {
    const chunk = viteManifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(viteManifest)) if (chunk.isEntry) visit(key);
  visit(appStart);
  return files;
}

/**
 * Names the chunks of the app's start so it comes in one chunk per stage, as the single entry chunk did in
 * one: the entry (src/main.tsx) `import()`s each stage in turn, and each stage's chunk holds the modules first
 * reachable from it through static imports, leaving out the entry's own and earlier stages'. Without this the
 * bundler made a chunk of every module a stage shares with a page's code: 68 chunks where there had been 17,
 * and each a request on a first visit. For Rolldown's `codeSplitting.groups[].name`.
 */
/**
 * Packages whose index re-exports every part: walking on from their index would claim every part the app uses
 * anywhere (all 125 Mantine components, against the 31 the start uses), so their modules are left to the
 * bundler, which places each part where it is used.
 */
const REEXPORTS_EVERYTHING = /[\\/]node_modules[\\/](@mantine[\\/](core|hooks)|@tabler[\\/]icons-react)[\\/]/;

export function startStageChunkName(entrySource) {
  /** @type {Map<string, string> | undefined} */
  let stageOf;
  return (moduleId, context) => {
    // A method: called on the context, which it reads.
    const getModuleInfo = (id) => context.getModuleInfo(id);
    if (!stageOf) {
      stageOf = new Map();
      const entry = getModuleInfo(entrySource);
      if (!entry) return null;
      const seen = new Set();
      const claim = (id, name) => {
        const stack = [id];
        while (stack.length > 0) {
          const current = stack.pop();
          if (seen.has(current) || REEXPORTS_EVERYTHING.test(current)) continue;
          seen.add(current);
          if (name) stageOf.set(current, name);
          for (const imported of getModuleInfo(current)?.importedIds ?? []) stack.push(imported);
        }
      };
      claim(entrySource, null);
      entry.dynamicallyImportedIds.forEach((stage, index) => claim(stage, `start-${index + 1}`));
    }
    return stageOf.get(moduleId) ?? null;
  };
}

/**
 * Preloads the app's start with the entry: Vite's `<link rel="modulepreload">` tags in index.html cover only
 * what the entry imports itself, and without these each stage would wait for its own download.
 */
export function appStartPreloadPlugin(appStart = APP_START_SOURCE) {
  return {
    name: 'app-start-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const isAppStart = (id) => id.replaceAll('\\', '/').endsWith(`/${appStart}`);
        const start = chunks.find((chunk) => (chunk.moduleIds ?? []).some(isAppStart));
        if (!start) throw new Error(`The build has no chunk for ${appStart}: the app's start cannot be preloaded.`);
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = [];
        const visit = (fileName) => {
          if (files.includes(fileName)) return;
          files.push(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
        };
        visit(start.fileName);
        const links = files
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .map((fileName) => `    <link rel="modulepreload" crossorigin href="/${fileName}">\n`)
          .join('');
        // After the entry's own preloads, so the browser asks for those first.
        if (!html.includes('</head>')) throw new Error("index.html has no </head> to preload the app's start in.");
        return html.replace('</head>', () => `${links}  </head>`);
      },
    },
  };
}

/** A script with its content's hash in its name (no revision): safe to keep as it is, under any version. */
const isHashedScript = (entry) => !entry.revision && /^assets\/[^/]+\.m?js$/.test(entry.url);

/** Marks the precache entries a first visit does not need before it is ready offline. */
export function markCodeKeptAfterReady(entries, viteManifest) {
  const entry = firstLoadFiles(viteManifest);
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
