/**
 * Writes each route's HTML into the client build: `/about` → about.html, `/` → index.html, and the page of
 * each item in its type's public window (decision 0032: however large the archive, the same number). The
 * untouched page is kept as app-shell.html, which the service worker and the servers use for any
 * other address of the app (so it never flashes the home page first), and 404.html, the not-found page the
 * host sends for addresses that are not the app's (scripts/route-rewrites.mjs). Called by the build
 * (vite.config.ts, prerender plugin) with the server build made by scripts/build.mjs.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;

/**
 * On a prerendered page the content is already there, so the app's code is neither fetched nor run
 * until the page has been painted: the entry and the chunks it imports (Vite's modulepreload links)
 * are requested together, after the first frame. Fetching them earlier competes with the stylesheet
 * for a slow connection, and on a fast one the code would run before anything is painted.
 * The service worker is registered here too, at the page's load event, rather than by the app's code:
 * on a phone the entry takes a second or two to arrive and run, and a first visit is ready offline that
 * much later when the worker's install waits for it (measured 29 November 2026 on slow 4G at 4× CPU
 * slowdown: the worker was asked for 1.5 s after the load event). The worker's install shares the
 * browser's HTTP cache with the page, so the scripts both need are fetched once.
 * The loader's text is the same in every build (the file names are in its data attributes), so the
 * Content-Security-Policy in firebase.json can allow it by its hash (scripts/security-headers.mjs).
 */
export const DEFERRED_LOADER =
  `(function(s){var w=navigator.serviceWorker;` +
  `if(w)addEventListener('load',function(){w.register('/sw.js',{scope:'/'}).catch(function(){})});` +
  `requestAnimationFrame(function(){setTimeout(function(){` +
  `var p=s.getAttribute('data-preloads');(p?p.split(' '):[]).forEach(function(href){` +
  `var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.appendChild(l)});` +
  `var e=document.createElement('script');e.type='module';e.crossOrigin='';e.src=s.getAttribute('data-entry');` +
  `document.head.appendChild(e)})})})(document.currentScript)`;

export function deferEntryScript(html) {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const loader =
    `<script data-entry="${escapeHtml(entry[1])}" data-preloads="${escapeHtml(preloads.join(' '))}">` +
    `${DEFERRED_LOADER}</script>`;
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => loader);
}

/** An address no route has: the not-found page is rendered for it, then the address is taken out. */
export const NOT_FOUND_SAMPLE_PATH = '/page-that-does-not-exist';

/**
 * The host's 404.html (firebase.json sends it, with status 404, for any address that is not the app's):
 * the site's own not-found page, worded for no address in particular. Once the app runs it renders the
 * same page for the address actually asked for.
 */
export function notFoundPageHtml(html) {
  const generic = html.replace(`Page not found: ${NOT_FOUND_SAMPLE_PATH}<`, 'Page not found.<');
  if (generic === html || generic.includes(NOT_FOUND_SAMPLE_PATH)) {
    throw new Error(`The not-found page for ${NOT_FOUND_SAMPLE_PATH} did not render as expected.`);
  }
  return generic;
}

/** The start of the page's `<html>` tag, before its attributes: attributes are added after it. */
const HTML_TAG = /<html(?=[\s>])/;

/** Fills the built index.html with one page's markup, title and description. */
export function fillTemplate(template, page) {
  let html = deferEntryScript(template).replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
  html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
  if (page.description) {
    html = html.replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${escapeHtml(page.description)}" />`,
    );
  }
  // Already safe HTML (src/app/prerender.tsx): Open Graph tags and structured data, the items as JSON.
  if (page.head) html = html.replace('</head>', () => `    ${page.head}\n  </head>`);
  if (page.data) html = html.replace('</body>', () => `  ${page.data}\n  </body>`);
  // The banner the page shows, where index.html's pre-paint script reads it before the body is parsed.
  if (page.announcement) {
    const { key, startsOn, endsOn } = page.announcement;
    const attributes = `data-announcement-key="${escapeHtml(key)}" data-announcement-starts="${escapeHtml(startsOn)}" data-announcement-ends="${escapeHtml(endsOn)}"`;
    html = html.replace(HTML_TAG, () => `<html ${attributes}`);
  }
  // The moment it was drawn for (src/hooks/use-page-clock.ts): the app's first render says what it says then.
  if (page.drawnAt) html = html.replace(HTML_TAG, () => `<html data-drawn-at="${escapeHtml(page.drawnAt)}"`);
  return html;
}

/** The longest name a phone shows under a home-screen icon without cutting it short (Chrome's guidance). */
export const SHORT_NAME_LIMIT = 12;

/**
 * The home-screen name for the organisation's name: the shipped short name while the name is the shipped
 * one, the name itself when it fits, else its first words that fit (or its first letters).
 */
export function shortNameFor(name, shipped) {
  if (name === shipped.name) return shipped.shortName;
  if (name.length <= SHORT_NAME_LIMIT) return name;
  let short = '';
  for (const word of name.split(/\s+/)) {
    const longer = short ? `${short} ${word}` : word;
    if (longer.length > SHORT_NAME_LIMIT) break;
    short = longer;
  }
  return short || name.slice(0, SHORT_NAME_LIMIT).trim();
}

/** The web app manifest (its text) with the organisation's name as set in the dashboard. */
export function manifestWithBrand(manifestText, name) {
  const manifest = JSON.parse(manifestText);
  const shortName = shortNameFor(name, { name: manifest.name, shortName: manifest.short_name });
  return `${JSON.stringify({ ...manifest, name, short_name: shortName }, null, 2)}\n`;
}

/** The page template with the organisation's name in its title and its home-screen title. */
export function templateWithBrand(html, name, shortName) {
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(name)}</title>`)
    .replace(
      /<meta name="apple-mobile-web-app-title" content="[^"]*" \/>/,
      () => `<meta name="apple-mobile-web-app-title" content="${escapeHtml(shortName)}" />`,
    );
}

/**
 * The site settings (settings/site) as a visitor reads them; undefined when the
 * database cannot be read or has no settings (the shipped name stays).
 */
async function readSiteSettings(project) {
  const { documentUrl, fetchDocument } = await import('./build-feeds-lib.mjs');
  try {
    const fields = await fetchDocument({
      fetch: globalThis.fetch,
      url: documentUrl(project, 'settings/site'),
      timeoutMs: project.emulatorHost ? 3_000 : 20_000,
    });
    return fields;
  } catch (error) {
    console.log(`Prerender: the site settings could not be read (${error instanceof Error ? error.message : error}).`);
    return undefined;
  }
}

async function buildSettings() {
  const { loadEnv } = await import('vite');
  const { resolveProject, resolveSiteUrl } = await import('./build-feeds-lib.mjs');
  const env = { ...process.env, ...loadEnv('production', process.cwd(), ['VITE_', 'SITE_URL']) };
  const project = resolveProject(env);
  return { project, siteUrl: resolveSiteUrl({ env, project }).siteUrl };
}

/**
 * The published documents of `collectionId`, read as a visitor would (the emulator for a demo project,
 * otherwise the real project), as scripts/build-feeds.mjs reads every type; none when the database cannot
 * be read.
 */
async function publishedDocuments(project, collectionId) {
  const { fetchPublishedDocuments, runQueryUrl } = await import('./build-feeds-lib.mjs');
  try {
    const { documents } = await fetchPublishedDocuments({
      fetch: globalThis.fetch,
      url: runQueryUrl(project),
      collectionId,
      timeoutMs: project.emulatorHost ? 3_000 : 20_000,
    });
    return documents;
  } catch (error) {
    console.log(
      `Prerender: the published ${collectionId} could not be read (${error instanceof Error ? error.message : error}).`,
    );
    return [];
  }
}

/**
 * Prerenders each of `paths` and writes it. Content never fails the build: a body shown as plain
 * paragraphs is logged with its page, and a page that cannot be prerendered is logged and left out (the
 * host then serves the app shell for it, and the app renders it when visited). Returns how many were written.
 */
export async function prerenderPages(paths, { prerender, onMarkdownProblem, write, log = console.log }) {
  let written = 0;
  for (const path of paths) {
    onMarkdownProblem((problem) =>
      log(`Prerender: a Markdown body on ${path} is shown as plain paragraphs: ${problem}.`),
    );
    let page;
    try {
      page = await prerender(path);
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      log(`Prerender: ${path} could not be prerendered (${reason}); the app renders it when visited.`);
      continue;
    }
    write(path, page);
    written += 1;
  }
  onMarkdownProblem(undefined);
  return written;
}

export async function prerenderInto(outDir, ssrDir) {
  let template = readFileSync(join(outDir, 'index.html'), 'utf8');

  // DOMPurify sanitises editors' Markdown against a real DOM; give the server render one first
  // (jsdom: DOMPurify is tested against it; happy-dom let inline handlers through).
  const { JSDOM } = await import('jsdom');
  globalThis.window ??= new JSDOM('', { url: 'http://localhost/' }).window;

  const {
    prerender,
    prerenderedTypes,
    prerenderPaths,
    publishedItemPaths,
    setPublishedItems,
    buildTimeCollections,
    setBuildTimeDocuments,
    setSiteSettings,
    onMarkdownProblem,
  } = await import(pathToFileURL(resolve(ssrDir, 'prerender.js')).href);
  const { project, siteUrl } = await buildSettings();
  // The organisation's name as set in the dashboard goes into the manifest (the installed app's name),
  // every page's title and the app shell, as well as the pages themselves.
  const brand = setSiteSettings(await readSiteSettings(project));
  if (brand) {
    const manifestFile = join(outDir, 'manifest.webmanifest');
    const manifest = manifestWithBrand(readFileSync(manifestFile, 'utf8'), brand);
    writeFileSync(manifestFile, manifest);
    template = templateWithBrand(template, brand, JSON.parse(manifest).short_name);
    console.log(`Prerender: the site settings name the organisation “${brand}”.`);
  }
  writeFileSync(join(outDir, 'app-shell.html'), template);
  onMarkdownProblem((problem) =>
    console.log(`Prerender: a published page's Markdown is shown as plain paragraphs: ${problem}.`),
  );
  for (const collectionId of buildTimeCollections) {
    const count = await setBuildTimeDocuments(collectionId, await publishedDocuments(project, collectionId));
    console.log(
      count > 0
        ? `Prerender: ${count} published ${collectionId} read from the database replace their shipped text.`
        : `Prerender: no published ${collectionId} read: their pages use their shipped text.`,
    );
  }
  for (const collectionId of prerenderedTypes) {
    const count = await setPublishedItems(collectionId, await publishedDocuments(project, collectionId), siteUrl);
    console.log(
      count > 0
        ? `Prerender: ${count} published ${collectionId} read from the database: their list and the pages of those in its public window are prerendered.`
        : `Prerender: no published ${collectionId} read: their list is prerendered loading, their pages are not.`,
    );
  }
  const itemPaths = publishedItemPaths();
  const written = await prerenderPages([...prerenderPaths, ...itemPaths], {
    prerender,
    onMarkdownProblem,
    write: (path, page) => {
      const file = path === '/' ? join(outDir, 'index.html') : join(outDir, `${path.slice(1)}.html`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, fillTemplate(template, page));
    },
  });
  const notFound = await prerender(NOT_FOUND_SAMPLE_PATH);
  writeFileSync(join(outDir, '404.html'), notFoundPageHtml(fillTemplate(template, notFound)));
  console.log(
    `Prerendered ${written} of ${prerenderPaths.length + itemPaths.length} pages (${itemPaths.length} of them items' pages, those in each type's window), app-shell.html for the app's other addresses (older items' pages among them) and 404.html for the rest.`,
  );
}
