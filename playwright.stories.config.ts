/**
 * The story tests (`npm run test:stories`, scripts/test-stories.mjs): every story of the built Storybook
 * rendered in Chromium, its play function run, axe's findings read, and a picture compared with its committed
 * baseline (e2e-stories/baselines). `npm run test:stories -- --update-snapshots` writes new baselines when a
 * change of looks is meant.
 */
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './scripts/chromium.mjs';

export default defineConfig({
  testDir: 'e2e-stories',
  timeout: 60_000,
  expect: {
    timeout: 20_000,
    // Strict: the same Chromium and fonts draw the same pixels (two runs here agreed), and a swatch's shade or one
    // changed word is a change. Ten pixels, a little colour tolerance: an antialiased edge of a chart's canvas.
    toHaveScreenshot: { maxDiffPixels: 10, threshold: 0.05, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  snapshotPathTemplate: 'e2e-stories/baselines/{arg}{ext}',
  fullyParallel: true,
  workers: Number(process.env.STORIES_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 800, height: 480 },
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--font-render-hinting=none'],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  outputDir: 'dist/stories-results',
});
