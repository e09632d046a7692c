import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

/** Each build has an identity: shown on the About page, and polled to notice a new release. */
const BUILD_TIME = new Date().toISOString();
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

export default defineConfig({
  define: {
    __BUILD_ID__: JSON.stringify(BUILD_ID),
    __BUILD_TIME__: JSON.stringify(BUILD_TIME),
  },
  plugins: [
    react(),
    appFilesPlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      // The app registers the worker itself (src/pwa/service-worker-client.ts), after first paint.
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
        // Screenshots are for app stores, the version file must always come from the network.
        globIgnores: ['screenshots/**', 'version.json', '**/*.map'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
  },
  preview: { port: 4173, strictPort: true },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
    environment: 'node',
    restoreMocks: true,
  },
});
