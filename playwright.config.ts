/**
 * End-to-end tests: Playwright drives Debian's Chromium against the built portal
 * (dist/app; the test runner builds it first) served by real servers, one per
 * worker, each on an embedded database of its own with the demo data
 * (e2e/global-setup.ts).
 */
import { defineConfig } from '@playwright/test';
import { E2E_WORKERS, serverURL } from './e2e/servers.ts';
import { chromiumPath } from './scripts/chromium.mjs';

// Another build folder (E2E_APP_DIST) lets one run tests without touching dist/app; every server of the tests serves it.
process.env.E2E_APP_DIST ??= 'dist/app';

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  // A condition's limit, not a pace: a first page load on two busy cores can take more than ten seconds.
  expect: { timeout: 20_000 },
  // Files are shared out among the workers; a file's tests run in order, on its worker's server (e2e/fixtures.ts).
  fullyParallel: false,
  workers: E2E_WORKERS,
  // CI runs on two shared cores: one retry, reported as flaky by Playwright, keeps a slow moment from failing a run.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: serverURL(0),
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // A trace records every action's DOM and a screencast: half the suite's time in Chromium. CI records the retry
    // of a failed walk; a developer's run keeps the trace of the failure itself.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  outputDir: 'dist/e2e-results',
  // Starts the servers, one per worker, from one seeded database; not webServer, which would start before any seeding.
  globalSetup: './e2e/global-setup.ts',
});
