import { existsSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { markdownHtmlPlugin } from './scripts/markdown-html-plugin.mjs';
import {
  APP_SHELL,
  isAppAddress,
  movedTo,
  NOT_FOUND_PAGE,
  readRedirects,
  readRewrites,
} from './scripts/route-rewrites.mjs';
import { previewSecurityHeaders } from './scripts/security-headers.mjs';
import { readFirebaseSettings } from './src/config/firebase-config.ts';
import { isMapCode, MAP_FILES_LIST } from './src/lib/map-files.ts';
import { DEMO_BASEMAP_PATH, makeDemoBasemap } from './scripts/make-demo-basemap.mjs';
import { appStartPreloadPlugin, codeKeptAfterReadyTransform, startStageChunkName } from './scripts/precache-tiers.mjs';
import { SITE_TEXT_TOKENS } from './src/config/site-text-tokens.ts';
import { configDefaults, defineConfig } from 'vitest/config';

/** Each build has an identity: shown on the About page, and polled to notice a new release. */
const BUILD_TIME = process.env.BUILD_TIME ?? new Date().toISOString();
/**
 * The release time as the About page shows it, written once here: a London date formatter costs
 * the first page a noticeable pause on a slow phone, and this text never changes.
 */
const BUILD_TIME_TEXT = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/London',
}).format(new Date(BUILD_TIME));
const BUILD_ID =
  process.env.BUILD_ID ?? `${BUILD_TIME.replace(/\D/g, '').slice(0, 14)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * `manifest.webmanifest` at the repository root is the one manifest: served as is in development and
 * emitted unchanged into the build (vite-plugin-pwa's own manifest generation is off). Also emits
 * `version.json`, the small file the app polls for new builds (never precached).
 */
function appFilesPlugin(): Plugin {
  const manifestPath = fileURLToPath(new URL('./manifest.webmanifest', import.meta.url));
  const versionJson = () => JSON.stringify({ buildId: BUILD_ID, builtAt: BUILD_TIME });
  return {
    name: 'community-hub:app-files',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url === '/manifest.webmanifest') {
          response.setHeader('Content-Type', 'application/manifest+json');
          response.end(readFileSync(manifestPath));
        } else if (request.url?.startsWith('/version.json')) {
          response.setHeader('Content-Type', 'application/json');
          response.end(versionJson());
        } else next();
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: readFileSync(manifestPath) });
      this.emitFile({ type: 'asset', fileName: 'version.json', source: versionJson() });
    },
  };
}

/**
 * The map's files (decision 0028): the demo basemap, made from the seed data on every build and served by
 * the dev server (so it always matches the seed), and `map/map-files.json`, the list of the map's code
 * files and their sizes that "Get the trail for offline" reads (src/components/map/map-offline.ts).
 */
function mapFilesPlugin(): Plugin {
  return {
    name: 'community-hub:map-files',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== `/${DEMO_BASEMAP_PATH}`) return next();
        const bytes = makeDemoBasemap();
        response.setHeader('Content-Type', 'application/vnd.pmtiles');
        response.setHeader('Content-Length', String(bytes.length));
        response.end(Buffer.from(bytes));
      });
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      this.emitFile({ type: 'asset', fileName: DEMO_BASEMAP_PATH, source: makeDemoBasemap() });
      // MapLibre's worker is copied as published; its source map is not (no source maps are deployed).
      for (const file of Object.values(bundle)) {
        if (file.type === 'asset' && isMapCode(file.fileName))
          file.source = String(file.source).replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
      }
      const files = Object.values(bundle)
        .filter((file) => isMapCode(file.fileName))
        .map((file) => ({
          url: `/${file.fileName}`,
          bytes: Buffer.byteLength(file.type === 'chunk' ? file.code : file.source),
        }))
        .sort((a, b) => a.url.localeCompare(b.url));
      this.emitFile({ type: 'asset', fileName: MAP_FILES_LIST.slice(1), source: JSON.stringify({ files }) });
    },
  };
}

/**
 * Prerendering (scripts/build.mjs): after the client build is written and before the service
 * worker's precache list is made, write every page's HTML using the server build. Runs only when
 * PRERENDER_SSR_DIR names that server build; a plain `vite build` is an unprerendered app.
 */
/** The client build's output directory (`--outDir`), for the steps that read what it wrote. */
let builtInto = 'dist';

function prerenderPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'community-hub:prerender',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      if (!config.build.ssr) builtInto = outDir;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const ssrDir = process.env.PRERENDER_SSR_DIR;
        if (!ssrDir || this.environment.config.build.ssr) return;
        const { prerenderInto } = await import('./scripts/prerender.mjs');
        await prerenderInto(outDir, ssrDir);
      },
    },
  };
}

/**
 * `vite preview` answers as the production host does (firebase.json): its redirects, a file or prerendered page for
 * its own address, the plain app shell for the app's other addresses (so an unknown address never shows
 * the home page), and 404.html with status 404 for any address that is not the app's.
 */
function previewShellPlugin(): Plugin {
  return {
    name: 'community-hub:preview-shell',
    configurePreviewServer(server) {
      const root = server.config.build.outDir;
      const rewrites = readRewrites();
      const redirects = readRedirects();
      const notFound = new WeakSet<object>();
      server.middlewares.use((request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://localhost');
        const path = url.pathname;
        const moved = movedTo(url, redirects);
        if (moved !== null) {
          response.statusCode = 301;
          response.setHeader('Location', moved);
          response.end();
          return;
        }
        let file = join(root, path);
        try {
          file = join(root, decodeURIComponent(path));
        } catch {
          // A malformed address names no file; it is still answered below.
        }
        const isFile = existsSync(file) && statSync(file).isFile();
        const isPage = path === '/' || existsSync(`${file}.html`);
        if (isFile || isPage) next();
        else if (isAppAddress(path, rewrites)) {
          if (existsSync(join(root, APP_SHELL))) request.url = APP_SHELL;
          next();
        } else {
          // Answered after the other middleware has run, so the security headers are on it too.
          notFound.add(request);
          next();
        }
      });
      return () => {
        server.middlewares.use((request, response, next) => {
          const page = join(root, NOT_FOUND_PAGE);
          if (!notFound.has(request) || !existsSync(page)) return next();
          response.statusCode = 404;
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.setHeader('Cache-Control', 'no-cache');
          response.end(request.method === 'HEAD' ? undefined : readFileSync(page));
        });
      };
    },
  };
}

/**
 * `vite preview` (the end-to-end tests, `npm start`) sends the production host's security headers,
 * read from firebase.json, so the tests load the app under the same Content-Security-Policy. A build
 * that talks to the local emulators (the same settings the app reads) may also reach them.
 */
function securityHeadersPlugin(): Plugin {
  return {
    name: 'community-hub:security-headers',
    configurePreviewServer(server) {
      const firebase = readFirebaseSettings(server.config.env);
      const headers = previewSecurityHeaders(firebase.ok && firebase.settings.useEmulators);
      server.middlewares.use((_request, response, next) => {
        for (const [key, value] of Object.entries(headers)) response.setHeader(key, value);
        next();
      });
    },
  };
}

/** Libraries the unit tests load as one bundled module each (see `test.deps` below). */
const TEST_BUNDLED_DEPENDENCIES = [
  '@mantine/core',
  '@mantine/dates',
  '@mantine/form',
  '@mantine/hooks',
  '@tabler/icons-react',
  '@testing-library/react',
  'firebase/app',
  'firebase/auth',
  'firebase/firestore',
  'react-dom',
  'react-router',
  'valtio',
  'zod',
];

export default defineConfig({
  define: {
    __BUILD_ID__: JSON.stringify(BUILD_ID),
    __BUILD_TIME__: JSON.stringify(BUILD_TIME),
    __BUILD_TIME_TEXT__: JSON.stringify(BUILD_TIME_TEXT),
  },
  plugins: [
    react(),
    appStartPreloadPlugin(),
    markdownHtmlPlugin({ tokens: SITE_TEXT_TOKENS }),
    appFilesPlugin(),
    mapFilesPlugin(),
    prerenderPlugin(),
    previewShellPlugin(),
    securityHeadersPlugin(),
    VitePWA({
      // After the prerender plugin, so the precache list sees the final HTML.
      integration: { closeBundleOrder: 'post' },
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      // The app registers the worker itself (src/pwa/service-worker-client.ts), after first paint.
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The home page and the app shell; other prerendered pages are for first visits and search
        // engines, and offline the shell renders them just as well.
        // The map's code (.js and its worker's .mjs) is listed so the worker knows it, and kept on first use
        // instead of precached (src/lib/map-files.ts); map archives (.pmtiles) are stored on request only.
        globPatterns: ['**/*.{js,mjs,css,svg,png,ico,webmanifest,woff2}', 'index.html', 'app-shell.html'],
        // Screenshots are for app stores, the version file must always come from the network.
        // The Realtime Database only reports the connection, which means nothing offline: it is fetched
        // when a database is configured and the device is online, not stored for offline use.
        globIgnores: [
          'screenshots/**',
          'version.json',
          '**/*.map',
          'assets/firebase-sdk-database-*.js',
          // Refreshed on a schedule without a new service worker: a precached copy would go stale.
          'events.ics',
          'events.rss',
          'sitemap.xml',
          'robots.txt',
        ],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // Code a first visit does not need before it is ready offline is marked, and kept after (decision 0036).
        manifestTransforms: [codeKeptAfterReadyTransform(() => builtInto)],
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    // No source maps: the deployed folder would publish the app's source. For debugging, build them
    // elsewhere: `npx vite build --sourcemap --outDir dist-debug` (the service worker follows this too).
    sourcemap: false,
    // `BUILD_UNMINIFIED=1` keeps functions' names, for reading traces (scripts/blocking-tasks.mjs).
    minify: process.env.BUILD_UNMINIFIED !== '1',
    manifest: true,
    // The page's own scripts are preloaded from its HTML (scripts/prerender.mjs requests them with the
    // entry), but a dynamic import does not add a `<link rel=modulepreload>` for each chunk it reaches:
    // with over 100 chunks, adding those links was 200 to 400 ms of a phone's main thread in long tasks
    // while a page started (measured 29 November 2026: TBT on `/` from about 1,000 to about 320 ms; a first
    // visit was ready offline sooner, 6.0 to 5.4 s, having downloaded 370 KB instead of 562). The browser
    // fetches a chunk's imports as soon as it reads the chunk.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? dependencies : []),
    },
    // One stylesheet: page styles are small, and a prerendered page needs them before its code loads.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // The app's start, loaded by the entry in stages, in one chunk per stage (decision 0039).
        codeSplitting: {
          groups: [
            {
              debugName: 'app start stages',
              name: startStageChunkName(fileURLToPath(new URL('./src/main.tsx', import.meta.url))),
            },
          ],
        },
        // Chunks made only of Firebase's SDK are named `firebase-sdk-<package>`: the service worker keeps
        // them on first use instead of precaching them (src/pwa/firebase-code-cache.ts).
        chunkFileNames: (chunk) => {
          // The chunk with MapLibre is the map's code, kept on first use, never precached (decision 0028).
          if (chunk.moduleIds.some((id) => id.includes('/node_modules/maplibre-gl/')))
            return 'assets/map-code-[hash].js';
          const shared = ['util', 'component', 'logger', 'webchannel-wrapper'];
          const names = chunk.moduleIds.flatMap((id) => /node_modules\/@?firebase\/([a-z-]+)\//.exec(id)?.[1] ?? []);
          const sdkOnly = names.length > 0 && !chunk.moduleIds.some((id) => id.includes('/src/'));
          const firebase = names.find((name) => !shared.includes(name)) ?? names[0];
          return sdkOnly && firebase ? `assets/firebase-sdk-${firebase}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  preview: { port: 4173, strictPort: true },
  test: {
    include: ['src/**/*.test.{ts,tsx,mjs}', 'scripts/**/*.test.{ts,mjs}'],
    // Tests that decode pictures run in Chromium: vitest.browser.config.ts.
    exclude: [...configDefaults.exclude, 'src/**/*.browser.test.ts'],
    environment: 'node',
    // Worker threads start and import faster than forked processes, and one per core: Vitest's default
    // (cores - 1) ran a single worker on CI's two cores, where the main process mostly waits. On a busy
    // 2-core machine the whole run took 222 s this way against 394 s with the defaults.
    pool: 'threads',
    maxWorkers: availableParallelism(),
    restoreMocks: true,
    // The libraries most tests import, each bundled once into a single module (Vite's dependency optimizer):
    // every test file imports its modules afresh, and loading Mantine, the icons and Firebase as thousands of
    // small files took most of that. In clean runs of the whole test command: 115 s without it (91.5 s
    // of imports), 97 s with it (57.6 s).
    deps: {
      optimizer: {
        ssr: { enabled: true, include: [...TEST_BUNDLED_DEPENDENCIES, 'react-dom/server'] },
        client: { enabled: true, include: [...TEST_BUNDLED_DEPENDENCIES, 'react-dom/client'] },
      },
    },
    // Component tests that take 2 s on a quiet machine took over the default 5 s on a busy 2-core one.
    testTimeout: 15_000,
    // On CI, as Playwright does there (playwright.config.ts): a test that fails once under a loaded 2-core
    // machine's timing and then passes is named at the end (scripts/retried-tests-reporter.mjs), not a
    // failed run; one that fails twice fails the run. A submission was once lost to a component test
    // that clicked a button a moment too early.
    retry: process.env.CI ? 1 : 0,
    reporters: ['default', './scripts/retried-tests-reporter.mjs'],
  },
});
