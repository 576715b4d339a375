/**
 * The portals the browser tests run against: one per Playwright worker, each on
 * an embedded database of its own, all copied from one database seeded with the
 * demo before the first test (seeding takes a minute; a copy starts in seconds).
 * No Playwright import here: the config reads it too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8091);
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
/** The seeded data folder that global setup makes; servers started later (private ones) copy it too. */
export const SEED_DIR_VAR = 'E2E_SEED_DIR';

export const serverURL = (workerIndex: number) => `http://localhost:${E2E_PORT + workerIndex}`;

/** Starts the product on `port` with its data in `dataDir`, copied first from the seeded folder when there is one. */
export async function startPortal(dataDir: string, port: number): Promise<ChildProcess> {
  const seed = process.env[SEED_DIR_VAR];
  if (seed && existsSync(seed) && !existsSync(`${dataDir}/pglite`)) cpSync(seed, dataDir, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/api/src/server.ts'], {
    env: {
      ...process.env,
      // The embedded database always: CI exports DATABASE_URL for the server suites.
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      CAPTCHA_FIXED_ANSWER: 'TEST',
      APP_DIST: process.env.E2E_APP_DIST ?? 'dist/app',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr = (stderr + String(d)).slice(-2000)));
  // A readiness limit, not a speed target: a first start seeds the demo, which on two busy cores takes minutes.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/login`)).ok) return child;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill('SIGKILL');
  throw new Error(`server on ${port} did not start: ${stderr}`);
}

/** Stops a portal (SIGTERM: the server closes its database cleanly) and waits for it. */
export async function stopPortal(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
