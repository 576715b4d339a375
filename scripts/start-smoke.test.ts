/**
 * A new user's first command, on whatever Node the machine has: the README's
 * `npm start` on an empty data folder builds the portal beside the server, which
 * answers as soon as the demo's users are in, and loads the rest of the demo in the
 * background; the buyer signs in through the login page in Chromium while it may
 * still be loading and reaches the home, where the demo's to-dos arrive once it is
 * loaded (/readyz says when); a signal stops it cleanly.
 * CI runs it on the machine's own Node (20) besides the domain suite, while every
 * other suite runs on Node 24.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { chromium } from 'playwright-core';
import { chromiumPath } from './chromium.mjs';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

test('npm start on an empty data folder answers with the demo, a user signs in, and a signal stops it', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'srm-start-'));
  t.after(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', CAPTCHA_FIXED_ANSWER: 'TEST', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  // Its own process group, so the signal reaches the server under npm and nothing outlives the test.
  const server = spawn('npm', ['start'], { env, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let stderr = '';
  server.stderr?.on('data', (d) => (stderr = (stderr + String(d)).slice(-4000)));
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  t.after(() => {
    if (groupAlive(server.pid!)) process.kill(-server.pid!, 'SIGKILL');
  });

  // A readiness limit, not a speed target: the first start builds the portal and seeds the demo's core.
  const deadline = Date.now() + 600_000;
  let answered = false;
  while (!answered && Date.now() < deadline && server.exitCode === null) {
    answered = await fetch(`http://127.0.0.1:${port}/login`).then(
      (r) => r.ok,
      () => false,
    );
    if (!answered) await new Promise((r) => setTimeout(r, 500));
  }
  assert.ok(answered, `npm start did not answer on ${port}: ${stderr}`);

  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ locale: 'zh-CN' });
    await page.goto(`http://127.0.0.1:${port}/login`);
    await page.locator('#userName').fill('buyer');
    await page.locator('#password').fill('Buyer@123');
    await page.locator('.captcha-image img').waitFor();
    await page.locator('#captchaCode').fill('TEST');
    await page.locator('form button[type=submit]').click();
    await page.locator('.page.home').waitFor({ timeout: 60_000 });
    // The rest of the demo arrives in the background: /readyz says where it stands, ready all the while.
    let demo = '';
    while (demo !== 'loaded' && Date.now() < deadline) {
      const ready = await (await fetch(`http://127.0.0.1:${port}/readyz`)).json();
      demo = ready.checks.demo.state;
      // 'unreachable': /readyz's own query waited too long for the embedded database, busy with a demo part.
      assert.ok(['loading', 'loaded', 'unreachable'].includes(demo), `the demo loads: ${JSON.stringify(ready)} ${stderr}`);
      if (demo !== 'loaded') await new Promise((r) => setTimeout(r, 1000));
    }
    assert.equal(demo, 'loaded', `the demo finished loading: ${stderr}`);
    // The demo is there: the buyer's to-do badge counts the demo's documents waiting on them.
    await page.reload();
    await page.locator('.page.home').waitFor({ timeout: 60_000 });
    const badge = page.locator('[data-testid=todo-badge]');
    await badge.waitFor({ timeout: 30_000 });
    assert.ok(Number(await badge.textContent()) > 0, 'the demo gives the buyer to-dos');
  } finally {
    await browser.close();
  }

  // Ctrl-C's way: the signal reaches the whole group. npm and its shell may end by the signal before the server
  // has closed the database, so the test waits for the last of the group, then asks the data folder: the server's
  // pid file is removed only when it exits through its own handler, not when something kills it.
  process.kill(-server.pid!, 'SIGTERM');
  const code = await exited;
  assert.ok(code === 0 || code === null, `npm ended cleanly (exit ${code}): ${stderr}`);
  const gone = Date.now() + 120_000;
  while (groupAlive(server.pid!) && Date.now() < gone) await new Promise((r) => setTimeout(r, 200));
  assert.ok(!groupAlive(server.pid!), `the server is still running after the signal: ${stderr}`);
  assert.ok(!existsSync(join(dataDir, 'server.pid')), `the server did not stop through its signal handler: ${stderr}`);
});

/** Whether any process of the group `npm start` leads is still running. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}
