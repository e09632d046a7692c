import { describe, expect, it } from 'vitest';
import {
  LAST_SESSION_KEY,
  extraImportsBeyond,
  extractPrecacheEntries,
  findEntryKey,
  findRouteChunkKeys,
  formatKb,
  gzipSize,
  isImagePath,
  isKeptOnFirstUse,
  markdownTable,
  median,
  precacheUrlToPath,
  scriptFreeTwin,
  staticImportGraph,
  withoutScripts,
} from './bench-lib.mjs';
import { LAST_KNOWN_USER_KEY } from '../src/lib/last-session';
import { isMapCode } from '../src/lib/map-files';
import { isFirebaseCode } from '../src/pwa/firebase-code-cache';

describe('extractPrecacheEntries', () => {
  it('reads a minified list with unquoted keys, url first, revision null', () => {
    const sw =
      'import{p as e}from"./x";e([{url:"assets/index-abc.js",revision:null},{url:"index.html",revision:"9f8e"}]||[]);';
    expect(extractPrecacheEntries(sw)).toEqual([
      { url: 'assets/index-abc.js', revision: null },
      { url: 'index.html', revision: '9f8e' },
    ]);
  });

  it('reads the mark on code kept after the site is ready (scripts/precache-tiers.mjs)', () => {
    const sw =
      'e([{"revision":null,"url":"assets/index-1.js"},{"keptAfterReady":true,"revision":null,"url":"assets/clubs-2.js"}]);';
    expect(extractPrecacheEntries(sw)).toEqual([
      { url: 'assets/index-1.js', revision: null },
      { url: 'assets/clubs-2.js', revision: null, keptAfterReady: true },
    ]);
  });

  it('reads the JSON shape Workbox injects, revision first and double-quoted keys', () => {
    const sw =
      'self.addEventListener("x",()=>{});Ct([{"revision":"a1b2","url":"index.html"},{"revision":null,"url":"assets/app-1.css"}]);';
    expect(extractPrecacheEntries(sw)).toEqual([
      { url: 'index.html', revision: 'a1b2' },
      { url: 'assets/app-1.css', revision: null },
    ]);
  });

  it('accepts single quotes, whitespace, trailing commas and entries without a revision', () => {
    const sw = `precacheAndRoute([
      { 'url': 'assets/a.js' },
      { revision: 'r1', url: 'icons/icon-192.png', },
      {url:'manifest.webmanifest',revision:null}
    ]);`;
    expect(extractPrecacheEntries(sw)).toEqual([
      { url: 'assets/a.js', revision: null },
      { url: 'icons/icon-192.png', revision: 'r1' },
      { url: 'manifest.webmanifest', revision: null },
    ]);
  });

  it('decodes escapes and ignores objects that are not precache entries', () => {
    const sw = [
      'fetch({url:e,revision:t});',
      'x={url:"https://example.com",method:"GET"};',
      'y={url:`a${b}`};',
      'z([{url:"assets\\/a\\u002Db.js",revision:null},{url:"assets/a-b.js",revision:null}]);',
    ].join('');
    expect(extractPrecacheEntries(sw)).toEqual([{ url: 'assets/a-b.js', revision: null }]);
  });

  it('returns nothing for a worker without a list', () => {
    expect(extractPrecacheEntries('self.__WB_MANIFEST;function a(){return{}}')).toEqual([]);
  });
});

describe('precacheUrlToPath', () => {
  it('strips leading slashes, query and hash, and decodes', () => {
    expect(precacheUrlToPath('/assets/a%20b.js?v=1#x')).toBe('assets/a b.js');
    expect(precacheUrlToPath('./index.html')).toBe('index.html');
  });
});

describe('staticImportGraph', () => {
  /** @type {import('./bench-lib.mjs').ViteManifest} */
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js', '_shared.js'] },
    '_react.js': { file: 'assets/react.js', imports: ['_scheduler.js'] },
    '_scheduler.js': { file: 'assets/scheduler.js', imports: ['_react.js'] },
    '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
    '_markdown.js': { file: 'assets/markdown.js', imports: ['_shared.js'] },
    'src/pages/about-page.tsx': {
      file: 'assets/about.js',
      src: 'src/pages/about-page.tsx',
      isDynamicEntry: true,
      imports: ['index.html', '_markdown.js', '_missing.js'],
      dynamicImports: ['src/pages/home-page.tsx'],
    },
    'src/pages/home-page.tsx': { file: 'assets/home.js', src: 'src/pages/home-page.tsx', isDynamicEntry: true },
    'src/lib/lazy-util.ts': { file: 'assets/util.js', src: 'src/lib/lazy-util.ts', isDynamicEntry: true },
  };

  it('follows imports transitively, through cycles, visiting shared chunks once', () => {
    expect([...staticImportGraph(manifest, 'index.html')]).toEqual([
      'index.html',
      '_react.js',
      '_scheduler.js',
      '_shared.js',
    ]);
  });

  it('does not follow dynamic imports and skips unknown keys', () => {
    const graph = staticImportGraph(manifest, 'src/pages/about-page.tsx');
    expect(graph.has('src/pages/home-page.tsx')).toBe(false);
    expect(graph.has('_missing.js')).toBe(false);
    expect(graph.size).toBe(6);
  });

  it('lists what a route needs beyond the entry graph', () => {
    const entryGraph = staticImportGraph(manifest, 'index.html');
    expect(extraImportsBeyond(manifest, 'src/pages/about-page.tsx', entryGraph)).toEqual([
      'src/pages/about-page.tsx',
      '_markdown.js',
    ]);
  });

  it('finds the entry and the route chunks', () => {
    expect(findEntryKey(manifest)).toBe('index.html');
    expect(findRouteChunkKeys(manifest)).toEqual(['src/pages/about-page.tsx', 'src/pages/home-page.tsx']);
  });
});

describe('median', () => {
  it('takes the middle value of an odd count', () => {
    expect(median([3, 1, 2])).toBe(2);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('ignores non-finite values and returns null when nothing is left', () => {
    expect(median([Number.NaN, 5, Infinity])).toBe(5);
    expect(median([])).toBeNull();
  });

  it('does not reorder its input', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('formatting and sizes', () => {
  it('formats KB with one decimal, 1 KB = 1024 bytes', () => {
    expect(formatKb(1536)).toBe('1.5 KB');
    expect(formatKb(null)).toBe('n/a');
  });

  it('gzips smaller than repetitive input', () => {
    expect(gzipSize('a'.repeat(10_000))).toBeLessThan(100);
  });

  it('recognises images by extension', () => {
    expect(isImagePath('icons/a.PNG?x')).toBe(true);
    expect(isImagePath('assets/a.js')).toBe(false);
  });

  it('escapes pipes in Markdown cells', () => {
    expect(markdownTable(['a'], [['x|y']])).toBe('| a |\n| --- |\n| x\\|y |');
  });
});

describe('isKeptOnFirstUse', () => {
  it('agrees with the service worker on which files are Firebase code or map code kept on first use', () => {
    const urls = [
      'assets/firebase-sdk-firestore-DlLtaVES.js',
      '/assets/firebase-sdk-app-check-DUveJAQl.js',
      'assets/firebase-sdk-auth-DebY5Fk0.js?__WB_REVISION__=abc',
      'assets/firebase-app-ftV_K-Gc.js',
      'assets/index--02OC51u.js',
      'assets/firebase-sdk-firestore-DlLtaVES.js.map',
      'index.html',
      'assets/map-code-B1x_9.js',
      'assets/maplibre-gl-worker-Zz12.mjs',
    ];
    expect(urls.map(isKeptOnFirstUse)).toEqual(urls.map((url) => isFirebaseCode(url) || isMapCode(url)));
    expect(urls.map(isKeptOnFirstUse)).toEqual([true, true, true, false, false, false, false, true, true]);
  });
});

describe('script-free twins', () => {
  it('removes inline and external scripts and module preloads, and keeps styles and content', () => {
    const html =
      '<head><link rel="stylesheet" href="/assets/a.css"><link rel="modulepreload" crossorigin href="/assets/b.js">' +
      '<link rel="manifest" href="/manifest.webmanifest"><script type="module" src="/assets/c.js"></script>' +
      '<script>window.x = "</p>";\n</script></head><body><h1>About</h1><img src="/i.webp" alt=""></body>';
    const stripped = withoutScripts(html);
    expect(stripped).not.toMatch(/script|modulepreload|manifest/);
    expect(stripped).toContain('<link rel="stylesheet" href="/assets/a.css">');
    expect(stripped).toContain('<h1>About</h1><img src="/i.webp" alt="">');
  });

  it('names each route’s prerendered file and the address of its twin', () => {
    expect(scriptFreeTwin('/')).toEqual({
      source: 'index.html',
      file: 'bench-script-free/home.html',
      url: '/bench-script-free/home',
    });
    expect(scriptFreeTwin('/events/walking-football')).toEqual({
      source: 'events/walking-football.html',
      file: 'bench-script-free/events--walking-football.html',
      url: '/bench-script-free/events--walking-football',
    });
  });
});

describe('openDashboardOnce', () => {
  it('waits on the key where the app keeps the last account and its roles', () => {
    expect(LAST_SESSION_KEY).toBe(LAST_KNOWN_USER_KEY);
  });
});
