/**
 * Portal figures: the gzip JavaScript the browser loads
 * for /login (target under 90 kB, the budget scripts/check-login-budget.mjs
 * holds every CI run to, read from the build), for the home after sign-in (the
 * shell, the home and what the shell preloads while idle), for one list screen
 * opened from there (the purchase orders: its code and the definitions it
 * reads), and the time from navigating to a list
 * screen to its first rows on the embedded database (median and spread of
 * several runs), in Debian's Chromium against a real server on a fresh PGlite
 * database with the demo data.
 *
 * Uses the built portal in dist/app when present (builds nothing), else builds
 * into a temporary folder. `run()` is called by bench/run.ts; alone:
 * `node --import ./scripts/ts.mjs bench/portal.ts` prints the JSON.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { startPortal, stopPortal } from '../e2e/servers.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const QUICK = process.env.BENCH_QUICK === '1';
const RUNS = QUICK ? 3 : 7;
/** The same budget as scripts/check-login-budget.mjs (LOGIN_BUDGET_KB), which CI checks on every build. */
const LOGIN_TARGET_KB = 90;
/** The materials menu (zh, as the bench signs in in Chinese). */
const LIST_MENU = '物料管理';
const LIST_FIRST_ROW = 'M-100001';
/** The purchase order list (zh), whose JavaScript is counted when opened from the home. */
const ORDER_MENU = '采购订单';
/**
 * The home after sign-in, everything it loads included: /login's scripts (~80 kB), the
 * shell (~60 kB), the internal home (~196 kB, ECharts ~186 kB of it), and what the shell
 * fetches once idle so that a menu click waits only for its rows: the list and edit
 * screens' code (~152 kB, the grid ~62 kB of it) and the definitions' index (~11 kB).
 * 587 kB before definitions came per screen (the whole registry, ~100 kB, was among the
 * idle fetches); the target is a little above the ~495 kB it stands at, so that the
 * registry, or any other screen's code, coming back with the home misses it.
 */
const HOME_TARGET_KB = 520;
/**
 * One list screen opened from the home: the definition chunks of the domains the
 * purchase order, its lines and those they name live in (purchase, base, supplier and
 * two more: 9 files, 40.5 kB in December 2026). Before, 0 kB here but the whole registry
 * (~100 kB) with the home. A chunk per definition made it 13.9 kB (16 definitions), but a
 * custom screen, which reads any definition, then fetched 301 files and took twice as
 * long to open (vite.config.ts); the target is a little above where it stands.
 */
const LIST_TARGET_KB = 45;
/** The order list's scripts over every definition's (the whole registry, gzip, chunk by chunk): at most 0.4 (0.34 now). */
const ORDER_SHARE_TARGET = 0.4;

/** Every definition's chunk of the build (vite.config.ts names them def-…), gzip-compressed chunk by chunk. */
function allDefinitionsKb(dist: string): number {
  const dir = join(dist, 'assets');
  let gzip = 0;
  for (const name of readdirSync(dir))
    if (name.startsWith('def-') && name.endsWith('.js')) gzip += gzipSync(readFileSync(join(dir, name)), { level: 9 }).length;
  return round(gzip / 1024);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

function ensureDist(): { dist: string; built: boolean } {
  const dist = join(root, 'dist/app');
  if (existsSync(join(dist, 'index.html'))) return { dist, built: false };
  const out = mkdtempSync(join(tmpdir(), 'srm-bench-portal-dist-'));
  const res = spawnSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir'], { cwd: root, encoding: 'utf8', timeout: 10 * 60_000 });
  if (res.status !== 0) throw new Error(`vite build failed: ${(res.stderr || res.stdout).slice(-400)}`);
  return { dist: out, built: true };
}

type Scripts = { gzipKb: number; rawKb: number; files: number };

/** Starts counting the scripts `page` receives; the returned function stops and sums them, gzip-compressed at level 9. */
function countScripts(page: Page): () => Promise<Scripts> {
  const bodies = new Map<string, Buffer>();
  const pending: Promise<void>[] = [];
  const onResponse = (res: import('playwright-core').Response) => {
    const type = res.headers()['content-type'] ?? '';
    if (!/javascript/.test(type) && !res.url().endsWith('.js')) return;
    pending.push(
      res.body().then(
        (b) => void bodies.set(res.url(), b),
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);
  return async () => {
    await Promise.all(pending);
    page.off('response', onResponse);
    return sizeOf(bodies);
  };
}

/**
 * A new visitor's JavaScript: /login, the sign-in, the home until the shell's idle
 * preloads are done; then the purchase order list opened from its menu, to its
 * first rows. Returns both sums (the list's is what it added to the home's).
 */
async function screenJavaScript(context: import('playwright-core').BrowserContext, base: string): Promise<{ home: Scripts; list: Scripts }> {
  const page = await context.newPage();
  const home = countScripts(page);
  await signIn(page, base);
  // The shell preloads the screens' code 300 ms after it is idle (preloadScreens of shell/ScreenHost.tsx).
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  await page.waitForLoadState('networkidle');
  const homeScripts = await home();
  const list = countScripts(page);
  await page.locator('.menu a.menu-item.sub', { hasText: ORDER_MENU }).first().click();
  await page.locator('srm-data-grid').getByText(/^PO-/).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const listScripts = await list();
  await page.close();
  return { home: homeScripts, list: listScripts };
}

/** Every script /login loads (entry, preloads, lazy chunks of the login screen), gzip-compressed here at level 9 as a server would send it. */
async function loginJavaScript(page: Page, base: string): Promise<{ gzipKb: number; rawKb: number; files: number }> {
  const bodies = new Map<string, Buffer>();
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (!/javascript/.test(type) && !res.url().endsWith('.js')) return;
    pending.push(
      res.body().then(
        (b) => void bodies.set(res.url(), b),
        () => undefined,
      ),
    );
  });
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await page.locator('#userName').waitFor();
  await Promise.all(pending);
  page.removeAllListeners('response');
  return sizeOf(bodies);
}

/** The JavaScript a page fetched: gzip and raw kB, and how many files. */
function sizeOf(bodies: Map<string, Buffer>): { gzipKb: number; rawKb: number; files: number } {
  let gzip = 0;
  let raw = 0;
  for (const b of bodies.values()) {
    raw += b.length;
    gzip += gzipSync(b, { level: 9 }).length;
  }
  return { gzipKb: round(gzip / 1024), rawKb: round(raw / 1024), files: bodies.size };
}

async function signIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.locator('.captcha-image img').waitFor();
  await page.locator('#userName').fill('admin');
  await page.locator('#password').fill('Admin@123');
  await page.locator('#captchaCode').fill('TEST');
  await page.locator('form button[type=submit]').click();
  await page.locator('.page.home').waitFor({ timeout: 60_000 });
}

export async function run(): Promise<Record<string, unknown>> {
  const { dist, built } = ensureDist();
  const dataDir = mkdtempSync(join(tmpdir(), 'srm-bench-portal-data-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The portal the browser tests start, serving this build.
  process.env.E2E_APP_DIST = dist;
  const server = await startPortal(dataDir, port);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    // A first visit warms the server (lazy modules, first queries) and is not counted.
    await page.goto(`${base}/login`);
    const loginPage = await context.newPage();
    const login = await loginJavaScript(loginPage, base);
    // Left open, it would be the tab in front: Chromium throttles the timers and animation
    // frames of a tab behind (about 2 s per menu click here), which no user waits for.
    await loginPage.close();
    await page.bringToFront();

    const screens = await screenJavaScript(await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' }), base);
    await page.bringToFront();

    await signIn(page, base);
    const times: number[] = [];
    // A menu click on the home, once the shell has been idle a moment (it preloads the
    // list screen's code then), to the list's first row on screen.
    for (let i = 0; i < RUNS + 1; i++) {
      await page.goto(`${base}/main`);
      await page.locator('.page.home').waitFor({ timeout: 60_000 });
      await page.waitForTimeout(2000);
      const started = Date.now();
      await page.locator('.menu a.menu-item.sub', { hasText: LIST_MENU }).first().click();
      await page.locator('srm-data-grid').getByText(LIST_FIRST_ROW, { exact: true }).first().waitFor({ timeout: 60_000 });
      if (i > 0) times.push(Date.now() - started); // run 0 warms the caches
    }
    const definitionsKb = allDefinitionsKb(dist);
    const orderShare = definitionsKb ? round(screens.list.gzipKb / definitionsKb, 3) : null;
    return {
      loginJsGzip: { median: login.gzipKb, unit: 'kB', target: `< ${LOGIN_TARGET_KB} kB`, met: login.gzipKb < LOGIN_TARGET_KB },
      loginJsRaw: { median: login.rawKb, unit: 'kB' },
      loginJsFiles: login.files,
      homeJsGzip: {
        median: screens.home.gzipKb,
        unit: 'kB',
        target: `< ${HOME_TARGET_KB} kB`,
        met: screens.home.gzipKb < HOME_TARGET_KB,
        note: `/login, the sign-in and the home until the shell's idle preloads end (${screens.home.files} files, ${screens.home.rawKb} kB raw)`,
      },
      orderListJsGzip: {
        median: screens.list.gzipKb,
        unit: 'kB',
        target: `< ${LIST_TARGET_KB} kB`,
        met: screens.list.gzipKb < LIST_TARGET_KB,
        note: `what opening ${ORDER_MENU} from the home added (${screens.list.files} files, ${screens.list.rawKb} kB raw): its definitions and those they reference`,
      },
      orderListShareOfRegistry: {
        median: orderShare,
        unit: 'ratio',
        target: `≤ ${ORDER_SHARE_TARGET}`,
        met: orderShare !== null && orderShare <= ORDER_SHARE_TARGET,
        note: `the order list's scripts (${screens.list.gzipKb} kB) over every definition's (${definitionsKb} kB gzip, chunk by chunk)`,
      },
      listFirstRows: {
        median: median(times),
        runs: times,
        unit: 'ms',
        min: Math.min(...times),
        max: Math.max(...times),
        target: '< 250 ms',
        met: median(times) < 250,
        note: `menu click on the home (${LIST_MENU}, 20 rows/page) to its first row visible, ${RUNS} runs after one warm-up`,
      },
      dist: built ? 'built to a temporary folder' : 'dist/app',
    };
  } finally {
    await browser.close();
    await stopPortal(server);
    rmSync(dataDir, { recursive: true, force: true });
    if (built) rmSync(dist, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().then(
    (out) => console.log(JSON.stringify(out, null, 2)),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
