#!/usr/bin/env node
/**
 * Writes the files made from published data into a built site: each content type's feeds (from its
 * model's feeds hook), the published-data snapshots and sitemap.xml, and adds the sitemap to
 * robots.txt. The build runs it once
 * (scripts/build.mjs); a scheduled job runs it again to pick up what editors have published since.
 *
 * The data is read as any visitor reads it, without signing in: from the Firestore emulator for a
 * `demo-` project (or the seed data when no emulator is running), otherwise from the real project's
 * REST API. The texts come from src/app/static-files.ts, built for Node with Vite, so the feeds use the
 * app's own schemas and generators. Run with --help for the options.
 */
import { Buffer } from 'node:buffer';
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import {
  countEntries,
  documentUrl,
  fetchDocument,
  fetchPublishedDocuments,
  FirestoreUnreachableError,
  formatSize,
  parseFeedArgs,
  resolveProject,
  resolveSiteUrl,
  runQueryUrl,
  UsageError,
  USAGE,
  withSitemapLine,
} from './build-feeds-lib.mjs';
import { buildSeedData } from './seed-data.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENTRY = 'src/app/static-files.ts';
const say = (message) => console.log(`Feeds: ${message}`);
const warn = (message) => console.warn(`Feeds: warning: ${message}`);

/** The server build of static-files.ts: the one given, or a fresh one removed afterwards. */
async function loadStaticFiles(ssrDir) {
  let dir = ssrDir ? resolve(ssrDir) : undefined;
  let temporary = false;
  if (!dir) {
    // Inside the project, so the bundle's imports of packages resolve from node_modules.
    const cache = join(ROOT, 'node_modules', '.cache');
    mkdirSync(cache, { recursive: true });
    dir = mkdtempSync(join(cache, 'build-feeds-'));
    temporary = true;
    const args = ['build', '--ssr', ENTRY, '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'];
    // Vite's own script with this Node, so a cron job needs no npx on its PATH.
    const viteBin = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
    const [command, commandArgs] = existsSync(viteBin)
      ? [process.execPath, [viteBin, ...args]]
      : ['npx', ['vite', ...args]];
    try {
      execFileSync(command, commandArgs, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
    } catch {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`The server build of ${ENTRY} failed (see above).`);
    }
  }
  const file = join(dir, 'static-files.js');
  const cleanup = () => temporary && rmSync(dir, { recursive: true, force: true });
  if (!existsSync(file)) {
    cleanup();
    throw new Error(`No static-files.js in ${ssrDir}: build it with vite build --ssr ${ENTRY} --outDir ${ssrDir}.`);
  }
  try {
    return { module: await import(pathToFileURL(file).href), cleanup };
  } catch (error) {
    cleanup();
    throw error;
  }
}

/** Every registry type's seed documents, by Firestore path, and the seed's site settings. */
function seedDocuments(now, paths) {
  const { collections } = buildSeedData(now);
  return {
    byPath: Object.fromEntries(paths.map((path) => [path, collections[path] ?? []])),
    settings: collections.settings?.find((entry) => entry.id === 'site')?.data,
    from: 'the demo seed data',
  };
}

/**
 * The published items of every type in the registry, or null when a real project cannot be reached and
 * --allow-unreachable says to carry on without them.
 */
async function readDocuments({ options, project, now, paths, filtersByPath = {} }) {
  if (options.source === 'seed') {
    if (!project.isDemo) warn(`--source seed with project ${project.projectId}: the feeds list the demo data.`);
    return seedDocuments(now, paths);
  }
  const url = runQueryUrl(project);
  const from = project.emulatorHost
    ? `the Firestore emulator at ${project.emulatorHost} (project ${project.projectId})`
    : `Firestore (project ${project.projectId})`;
  // The emulator answers at once or not at all; the real service may be slow.
  const timeoutMs = project.emulatorHost ? 5_000 : 30_000;
  try {
    const read = (collectionId) =>
      fetchPublishedDocuments({
        fetch: globalThis.fetch,
        url,
        collectionId,
        timeoutMs,
        filters: filtersByPath[collectionId] ?? [],
      }).then((result) => {
        if (!result.complete) warn(`only the first ${result.documents.length} published ${collectionId} were read.`);
        return result.documents;
      });
    const byPath = {};
    for (const path of paths) byPath[path] = await read(path);
    // The site settings name the organisation in the feeds; without them the shipped name stays.
    const settings = await fetchDocument({
      fetch: globalThis.fetch,
      url: documentUrl(project, 'settings/site'),
      timeoutMs,
    }).catch((error) => {
      warn(`the site settings could not be read (${error.message}): the feeds carry the shipped name.`);
      return undefined;
    });
    return { byPath, settings, from };
  } catch (error) {
    // A demo project is for trying the app out: any emulator will do, and so will the seed data.
    if (project.isDemo) {
      say(`could not read ${from}: ${error.message}`);
      say('so the feeds and sitemap use the demo seed data (scripts/seed-data.mjs) instead.');
      return seedDocuments(now, paths);
    }
    if (error instanceof FirestoreUnreachableError && options.allowUnreachable) {
      warn(`could not reach ${from}: ${error.message}`);
      warn('the feeds are left out and the sitemap lists no items; run npm run feeds later.');
      return null;
    }
    throw new Error(`could not read ${from}: ${error.message} Nothing was written.`, { cause: error });
  }
}

/** Written beside the final file, then renamed over it, so a server never sends half a file. */
function writeAtomically(file, contents) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

async function main(argv) {
  const options = parseFeedArgs(argv);
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const outDir = resolve(options.outDir);
  if (!existsSync(outDir)) {
    throw new UsageError(`${options.outDir} does not exist: build the site first (npm run build), or give --out-dir.`);
  }
  // The same settings the app's production build reads, .env files included.
  const env = { ...process.env, ...loadEnv('production', ROOT, ['VITE_', 'SITE_URL']) };
  const project = resolveProject(env);
  const { siteUrl, note } = resolveSiteUrl({ flag: options.siteUrl, env, project });
  if (note) say(note);
  const now = new Date();

  const { module, cleanup } = await loadStaticFiles(options.ssrDir);
  try {
    const loaded = await module.loadRegistryModels();
    const paths = loaded.map((type) => type.manifest.path);
    const filtersByPath = Object.fromEntries(
      loaded.map((type) => [type.manifest.path, type.manifest.publicFilters ?? []]),
    );
    const documents = await readDocuments({ options, project, now, paths, filtersByPath });
    const types = loaded.map((type) => {
      const parsed = module.parseDocuments(type, documents?.byPath[type.manifest.path] ?? []);
      for (const { kind, id, problems } of parsed.invalid) {
        // The first few problems are enough to find the document; a broken one can have dozens.
        const shown = problems.slice(0, 3).map((problem) => problem.replace(/\.$/, ''));
        const more = problems.length > 3 ? `; and ${problems.length - 3} more` : '';
        warn(`left out ${kind}/${id}, which does not match the schema: ${shown.join('; ')}${more}.`);
      }
      return { ...type, items: parsed.items };
    });
    if (documents) {
      const items = types.flatMap((type) => type.items);
      const visible = items.filter(
        (item) => item.status === 'published' && (item.publishAt === null || item.publishAt <= now),
      ).length;
      const counts = types.map((type) => `${type.items.length} ${type.manifest.labels.plural.toLowerCase()}`);
      say(
        `read ${counts.join(', ')} from ${documents.from}; ` +
          `${visible} public now (${items.length - visible} drafts or scheduled for later left out).`,
      );
    }

    const files = {
      ...(documents ? await module.buildFeeds({ types, siteUrl, now, settings: documents.settings }) : {}),
      ...(documents ? module.buildDataSnapshots({ types, now }) : {}),
      ...module.buildSitemap({ siteUrl, staticPaths: module.staticPublicPaths(), types, now }),
    };
    // Parts of a split sitemap that an earlier run wrote and this one does not: the index no longer lists them.
    const staleParts = readdirSync(outDir).filter((name) => module.isSitemapPartFile(name) && !(name in files));

    // robots.txt: the built copy of public/robots.txt, never the source file.
    const robotsFile = join(outDir, 'robots.txt');
    const sourceRobots = join(ROOT, 'public', 'robots.txt');
    const robots = existsSync(robotsFile)
      ? readFileSync(robotsFile, 'utf8')
      : existsSync(sourceRobots)
        ? readFileSync(sourceRobots, 'utf8')
        : '';
    const newRobots = withSitemapLine(robots, `${siteUrl}/${module.SITEMAP_FILE}`);

    // Everything is made before anything is written: a failure leaves the last good files in place.
    const labels = { ics: 'entries', rss: 'items', xml: 'addresses', json: 'items' };
    const labelOf = (name, contents) =>
      name.endsWith('.xml') && contents.includes('<sitemapindex') ? 'sitemaps' : labels[name.split('.').pop()];
    for (const [name, contents] of Object.entries(files)) {
      mkdirSync(dirname(join(outDir, name)), { recursive: true });
      writeAtomically(join(outDir, name), contents);
      const count = countEntries(name, contents);
      say(
        `wrote ${name.padEnd(11)} ${String(count).padStart(3)} ${labelOf(name, contents)}, ${formatSize(Buffer.byteLength(contents))}`,
      );
    }
    for (const name of staleParts) {
      rmSync(join(outDir, name), { force: true });
      say(`removed ${name}, which the sitemap no longer lists`);
    }
    if (newRobots !== robots) {
      writeAtomically(robotsFile, newRobots);
      say(`added "Sitemap: ${siteUrl}/${module.SITEMAP_FILE}" to robots.txt`);
    }
    say(`done: ${options.outDir.replace(/\/+$/, '')}/ for ${siteUrl}`);
  } finally {
    cleanup();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(`Feeds: ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof UsageError) console.error(`\n${USAGE}`);
    process.exitCode = error instanceof UsageError ? 2 : 1;
  });
}
