import { fileURLToPath, URL } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROME_PATH, CHROMIUM_FLAGS } from './scripts/chromium.mjs';

/**
 * Unit tests that need a real browser (decoding and encoding pictures: src/lib/prepare-image): Vitest's
 * browser mode in Debian's Chromium, with the same flags as every other Chromium here. Files: *.browser.test.ts.
 */
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    include: ['src/**/*.browser.test.ts'],
    testTimeout: 60_000,
    // The figures for docs/decisions/0019 (MEASURE_IMAGES=1, after `generate.mjs --samples`).
    provide: { measureImages: process.env.MEASURE_IMAGES === '1' },
    browser: {
      enabled: true,
      headless: true,
      // Failures are told in words; no screenshot files left beside the tests.
      screenshotFailures: false,
      provider: playwright({ launchOptions: { executablePath: CHROME_PATH, args: CHROMIUM_FLAGS } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
