import { defineConfig } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_FLAGS } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI only: a whole run is ~230 browser tests on 2 shared cores, and a timing hiccup must not
  // sink it. A test that fails twice still fails the run, and the report lists every retried test as flaky.
  retries: process.env.CI ? 1 : 0,
  // Generous per test: the budget that matters is the whole run, and a 2-core machine under load has
  // taken 30 s over steps that usually take 10.
  timeout: 60_000,
  // A step that passes waits no longer for it; under CI's load a page or a sign-in has taken 8–10 s, and each
  // such miss cost a whole retry (four in one run, over two minutes).
  expect: { timeout: 12_000 },
  reporter: [['list']],
  // Signs each seeded account in once and keeps the sessions for tests that are not about signing in.
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    serviceWorkers: 'allow',
    // A test that fails once is traced when it runs again: every action with the page's DOM, network and
    // console. Tracing every first run cost the 2-core run 9–13% of its time (shared-device and
    // events-dashboard specs: 143–151 s against 131–135 s), and its screencast a third more (routes and
    // accessibility specs: 160 s with it, 95–106 s without), so a first run records neither. Locally,
    // `--trace retain-on-failure` keeps one for a test that fails on its first run.
    trace: { mode: 'on-first-retry', screenshots: false },
    launchOptions: { executablePath: CHROME_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  // The production build, served as it will be in the field (`npm run build` runs first in `npm test`).
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
