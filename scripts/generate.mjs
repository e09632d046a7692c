#!/usr/bin/env node
/**
 * `npm run generate`: writes the files made from the registry (src/app/generated-files.ts lists them:
 * firestore.rules, storage.rules, firestore.indexes.json and firebase.json's rewrites and redirects). `--check` writes nothing and
 * fails, naming each file, when one differs from what the registry makes (stale, or edited by hand); it
 * runs in `npm test` (`npm run checks`).
 *
 * The generator's code is TypeScript that imports the registry, so it runs in a Vite server (SSR module
 * loading) with the app's `@/` alias, the same way the tests load it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { appSourceFiles } from './firestore-query-scan.mjs';
import { differingFiles } from './generate-lib.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');

// A server, not runnerImport: the engine's queries load each type's model on demand (dynamic imports),
// after the generator module itself has loaded.
const server = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
});
let files;
try {
  const module = await server.ssrLoadModule('/src/app/generated-files.ts');
  files = await module.generatedFiles({
    firebaseJson: readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'),
    indexesJson: readFileSync(new URL('../firestore.indexes.json', import.meta.url), 'utf8'),
    sourceFiles: appSourceFiles(root),
  });
} finally {
  await server.close();
}
const { changed, contents } = await differingFiles(root, files);

if (check) {
  if (changed.length > 0) {
    console.error(
      `Stale or edited by hand: ${changed.join(', ')}.\nThese files are written from the registry and each feature's server part: run \`npm run generate\` (and make changes in the sources the files name at their top).`,
    );
    process.exit(1);
  }
  console.log(`generate --check: ${files.length} files up to date`);
} else {
  for (const file of changed) writeFileSync(new URL(`../${file}`, import.meta.url), contents.get(file));
  console.log(changed.length > 0 ? `Wrote ${changed.join(', ')}` : `${files.length} files already up to date`);
}
