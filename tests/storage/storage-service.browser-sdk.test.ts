/**
 * The app's Storage service in Chromium with the browser build of firebase/storage (XHR uploads, CORS
 * preflights from another origin, as the app makes them) against the Storage emulator that
 * scripts/emulators.mjs started. The page (tests/storage/browser-page) is served by a Vite dev server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROME_PATH, CHROMIUM_FLAGS } from '../../scripts/chromium.mjs';
import type { ProbeResult } from './browser-page/probe';

const emulatorHost = (process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '').trim();

describe.skipIf(!emulatorHost)('the Storage service in Chromium against the Storage emulator', () => {
  let server: ViteDevServer;
  let browser: Browser;
  let pageUrl: string;
  // Vite's pre-bundled dependencies go to a folder of this run's own, never into node_modules (shared).
  const cacheDir = mkdtempSync(join(tmpdir(), 'storage-browser-vite-'));

  beforeAll(async () => {
    server = await createServer({
      configFile: false,
      cacheDir,
      logLevel: 'warn',
      root: fileURLToPath(new URL('./browser-page', import.meta.url)),
      resolve: { alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) } },
      server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false },
      optimizeDeps: { include: ['firebase/app', 'firebase/storage'] },
    });
    await server.listen();
    const address = server.httpServer?.address();
    if (!address || typeof address === 'string') throw new Error('the page server has no port');
    pageUrl = `http://127.0.0.1:${address.port}/index.html`;
    browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('uploads a 600 KB photo resumably with progress; its download URL shows as a picture on the page', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(pageUrl);
    await page.waitForFunction(() => typeof window.storageProbe === 'function', undefined, { timeout: 60_000 });
    const [host = '127.0.0.1', port = '9199'] = emulatorHost.split(':');
    const path = `images/events/browser-${Date.now().toString(36)}/photo.jpg`;
    const result: ProbeResult = await page.evaluate(
      ([probeHost, probePort, probePath]) => window.storageProbe(probeHost, probePort, probePath, 600 * 1024),
      [host, Number(port), path] as const,
    );
    expect(problems).toEqual([]);
    expect(result.existsBefore).toBe(false);
    expect(result.existsAfter).toBe(true);
    expect(result.progress.at(-1)).toBe(600 * 1024);
    expect(result.progress.some((sent) => sent > 0 && sent < 600 * 1024)).toBe(true);
    expect(result.status).toBe(200);
    expect(result.contentType).toBe('image/jpeg');
    expect(result.sameBytes).toBe(true);
    expect(result.imageWidth).toBe(16);
    expect(result.downloadUrl).toContain(`http://${emulatorHost}/v0/b/`);
    await page.close();
  }, 90_000);
});
