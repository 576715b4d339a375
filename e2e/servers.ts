/**
 * The portals the browser tests run against: one per Playwright worker, each on
 * a database of its own, all copied from one database seeded with the demo
 * before the first test (seeding takes a minute; a copy starts in seconds).
 * The embedded database by default; PostgreSQL when E2E_DATABASE_URL names a
 * server (CI's pass on PostgreSQL), where a copy is a database made from the
 * seeded one as its template, and the servers spend far less of the two cores
 * than PGlite's WebAssembly does.
 * No Playwright import here: the config reads it too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8091);
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
/** The seeded data folder that global setup makes; servers started later (private ones) copy it too. */
export const SEED_DIR_VAR = 'E2E_SEED_DIR';

export const serverURL = (workerIndex: number) => `http://localhost:${E2E_PORT + workerIndex}`;

const PG_URL = process.env.E2E_DATABASE_URL ?? '';
/** Databases made by this run start with this prefix, so its teardown drops them all (private servers' too). */
const RUN_VAR = 'E2E_RUN_ID';

/** Starts the product on `port` with its data in `dataDir`, copied first from the seeded folder or database when there is one. */
export async function startPortal(dataDir: string, port: number): Promise<ChildProcess> {
  const seed = process.env[SEED_DIR_VAR];
  // The seeded folder holds more than the database: the master key that wrapped the demo's secrets, and its files.
  const copied = PG_URL ? join(dataDir, 'pg-database') : join(dataDir, 'pglite');
  if (seed && existsSync(seed) && !existsSync(copied)) cpSync(seed, dataDir, { recursive: true, filter: (source) => source !== join(seed, 'pg-database') });
  const databaseUrl = PG_URL ? await databaseOf(dataDir) : '';
  const child = spawn(process.execPath, ['--import', './scripts/ts.mjs', 'packages/api/src/server.ts'], {
    env: {
      ...process.env,
      // CI exports DATABASE_URL for the server suites: the portals use theirs or the embedded one.
      DATABASE_URL: databaseUrl,
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
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited ${child.exitCode}: ${stderr}`);
    try {
      // The login page answers once the demo's users are in; the rest of the demo loads after (server.ts): a walk,
      // and the seeded folder the walks copy, need all of it.
      if ((await fetch(`http://127.0.0.1:${port}/login`)).ok) {
        const demo = await demoState(port);
        if (demo === 'loaded' || demo === 'off') return child;
        // 'unreachable': /readyz's own query waited too long for the embedded database, busy seeding on a loaded
        // machine; asked again. A load that failed or was interrupted stays so.
        if (demo === 'failed' || demo === 'interrupted') throw new Error(`the demo's load ${demo}: ${stderr}`);
      }
    } catch (err) {
      if (String(err).includes("the demo's load")) {
        child.kill('SIGKILL');
        throw err;
      }
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill('SIGKILL');
  throw new Error(`server on ${port} did not start: ${stderr}`);
}

/** Where the server's demo stands (/readyz): loading, loaded, off, failed or interrupted. */
async function demoState(port: number): Promise<string | undefined> {
  const body = (await (await fetch(`http://127.0.0.1:${port}/readyz`)).json()) as { checks: { demo: { state?: string } } };
  return body.checks.demo.state;
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

/**
 * The PostgreSQL database of a portal's data folder, made on its first start:
 * from the seeded database (named by the folder SEED_DIR_VAR names) when there
 * is one, else empty (the seeding server fills it).
 */
async function databaseOf(dataDir: string): Promise<string> {
  mkdirSync(dataDir, { recursive: true });
  const marker = join(dataDir, 'pg-database');
  const run = (process.env[RUN_VAR] ??= `srm_e2e_${process.pid}`);
  if (!existsSync(marker)) {
    const name = `${run}_${Math.random().toString(36).slice(2, 8)}`;
    const seed = process.env[SEED_DIR_VAR];
    const template = seed && existsSync(join(seed, 'pg-database')) ? readFileSync(join(seed, 'pg-database'), 'utf8') : '';
    await admin(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
    writeFileSync(marker, name);
  }
  const url = new URL(PG_URL);
  url.pathname = `/${readFileSync(marker, 'utf8')}`;
  return url.toString();
}

/** Drops every database this run made (after the portals stopped). */
export async function dropRunDatabases(): Promise<void> {
  const run = process.env[RUN_VAR];
  if (!PG_URL || !run) return;
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    const res = await client.query<{ name: string }>(`SELECT datname AS name FROM pg_database WHERE datname LIKE $1`, [`${run}\\_%`]);
    for (const { name } of res.rows) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    // Two workers copying the template at one moment find it busy: the second tries again.
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(sql);
        return;
      } catch (err) {
        if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  } finally {
    await client.end();
  }
}
