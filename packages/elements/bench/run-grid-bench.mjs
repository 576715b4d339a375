#!/usr/bin/env node
// Runs bench/grid-bench.html in headless Chromium and prints JSON figures to stdout:
//   pageRender: data arriving -> 20-row page in the DOM (and -> next frame)
//   scroll: 100,000 client rows scrolled for a few seconds, longest frame (rAF deltas)
//           and long tasks (PerformanceObserver)
// Targets: page <= 50 ms; no frame > 50 ms while scrolling.
// Options: --repeats N  --rows N  --scroll-ms N  --scroll-runs N (the worst run is reported, with every run's max)
import { createServer } from 'vite';
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';

const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};

const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));
const server = await createServer({ configFile, logLevel: 'error', server: { port: 0, host: '127.0.0.1' } });
let browser;
try {
  await server.listen();
  const { port } = server.httpServer.address();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(`http://127.0.0.1:${port}/bench/grid-bench.html`);
  await page.waitForFunction(() => window.benchReady === true, null, { timeout: 120000 });
  // warm-up pass (module compile, JIT), then the measured pass
  await page.evaluate(() => window.runBench({ repeats: 5, rows: 1000, scrollMs: 500, scrollRuns: 1 }));
  const result = await page.evaluate((o) => window.runBench(o), {
    repeats: arg('repeats', 21),
    rows: arg('rows', 100000),
    scrollMs: arg('scroll-ms', 4000),
    scrollRuns: arg('scroll-runs', 3),
  });
  const out = {
    bench: 'srm-data-grid',
    ...result,
    targets: {
      pageRenderMs: 50,
      pageRenderOk: result.pageRender.domMaxMs <= 50,
      maxFrameMs: 50,
      scrollOk: result.scroll.maxFrameMs <= 50,
    },
  };
  process.stdout.write(JSON.stringify(out, null, 2) + '\n');
} finally {
  await browser?.close();
  await server.close();
}
