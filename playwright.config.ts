/**
 * End-to-end tests: Playwright drives Debian's Chromium against the built portal
 * (dist/app; the test runner builds it first) served by a real server on a fresh
 * embedded database with the demo data.
 */
import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 8091);
const DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'srm-e2e-'));
// Another build folder (E2E_APP_DIST) lets one run tests without touching dist/app; private servers of tests use it too.
const APP_DIST = (process.env.E2E_APP_DIST ??= 'dist/app');

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // CI runs on two shared cores: one retry, reported as flaky by Playwright, keeps a slow moment from failing a run.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  outputDir: 'dist/e2e-results',
  webServer: {
    command: 'node --import tsx packages/api/src/server.ts',
    url: `http://localhost:${PORT}/login`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // The embedded database always: CI exports DATABASE_URL for the server suites, and a second run would find the first one's data.
    env: { DATABASE_URL: '', DATA_DIR, PORT: String(PORT), HOST: '127.0.0.1', CAPTCHA_FIXED_ANSWER: 'TEST', APP_DIST, LOG_LEVEL: 'warn', NODE_ENV: 'test' },
  },
});
