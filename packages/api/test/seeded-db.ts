/**
 * The database a test file starts from. Seeding the demo takes half a minute, so
 * `npm run test:api` seeds once (`prepareSeed`) and every file starts from a copy
 * of that: a PGlite data folder loaded into memory, or a PostgreSQL database made
 * from a template. A file run on its own (no copy named in the environment) gets
 * an empty database and seeds it itself.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../src/db/db.ts';
import { openDb } from '../src/db/open.ts';
import { openPg } from '../src/db/pg-db.ts';
import { openPglite } from '../src/db/pglite-db.ts';
import { migrate } from '../src/db/migrate.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { features } from '../src/features.ts';
import { seedReferenceData } from '../src/seed/reference.ts';
import { seedDemoData } from '../src/seed/demo.ts';

/** Name the prepared copy: a PGlite dump file, or a PostgreSQL template database. */
const SEED_FILE = 'SRM_TEST_SEED_FILE';
const SEED_TEMPLATE = 'SRM_TEST_SEED_TEMPLATE';
/** The schema the template database was seeded in; every copy keeps it. */
const SEED_SCHEMA = 'seeded';

export interface TestDb {
  db: Db;
  /** Closes the database and drops what the file made on the server. */
  dispose(): Promise<void>;
}

/** A database of the file's own: a copy of the prepared seed when `copy` and one exists, else empty. */
export async function openTestDb(url: string | undefined, copy: boolean): Promise<TestDb> {
  const tag = `t_${process.pid}_${Date.now().toString(36)}`;
  if (!url) {
    const file = copy ? process.env[SEED_FILE] : undefined;
    const db = await openPglite(undefined, file && existsSync(file) ? new Blob([readFileSync(file)]) : undefined);
    return { db, dispose: () => db.close() };
  }
  const template = copy ? process.env[SEED_TEMPLATE] : undefined;
  if (!template) {
    const db = await openDb({ databaseUrl: url, schema: tag });
    return {
      db,
      async dispose() {
        await db.exec(`DROP SCHEMA "${tag}" CASCADE`);
        await db.close();
      },
    };
  }
  await adminExec(url, `CREATE DATABASE "${tag}" TEMPLATE "${template}"`);
  const db = await openPg({ connectionString: withDatabase(url, tag), schema: SEED_SCHEMA });
  return {
    db,
    async dispose() {
      await db.close();
      await adminExec(url, `DROP DATABASE IF EXISTS "${tag}" WITH (FORCE)`);
    },
  };
}

/**
 * What a server process started by a test needs to find the run's seeded
 * database: its own PGlite folder in `dataDir` filled with a copy, or its own
 * PostgreSQL database made from the template (a schema of its own when there is
 * none, seeded by the server itself).
 */
export async function seededServerEnv(url: string | undefined, dataDir: string): Promise<{ env: Record<string, string>; dispose(): Promise<void> }> {
  const tag = `s_${process.pid}_${Date.now().toString(36)}`;
  if (!url) {
    const file = process.env[SEED_FILE];
    if (file && existsSync(file)) {
      const db = await openPglite(join(dataDir, 'pglite'), new Blob([readFileSync(file)]));
      await db.close();
    }
    return { env: { DATABASE_URL: '', DATA_DIR: dataDir }, dispose: async () => {} };
  }
  const template = process.env[SEED_TEMPLATE];
  if (!template) {
    return {
      env: { DATABASE_URL: url, SRM_SCHEMA: tag },
      dispose: () => adminExec(url, `DROP SCHEMA IF EXISTS "${tag}" CASCADE`),
    };
  }
  await adminExec(url, `CREATE DATABASE "${tag}" TEMPLATE "${template}"`);
  return {
    env: { DATABASE_URL: withDatabase(url, tag), SRM_SCHEMA: SEED_SCHEMA },
    dispose: () => adminExec(url, `DROP DATABASE IF EXISTS "${tag}" WITH (FORCE)`),
  };
}

/**
 * Seeds the copy every file of this run starts from, the way the server seeds an
 * empty database, and returns the environment that names it with `cleanup` to
 * remove it. On PostgreSQL the role must be allowed to create databases; without
 * that, each file seeds a schema of its own.
 */
export async function prepareSeed(url: string | undefined, dir: string): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }> {
  if (!url) {
    const db = await openPglite();
    await seed(db);
    const file = `${dir}/srm-test-seed-${process.pid}.tar`;
    writeFileSync(file, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
    await db.close();
    return { env: { [SEED_FILE]: file }, cleanup: async () => rmSync(file, { force: true }) };
  }
  const template = `srm_test_seed_${process.pid}`;
  try {
    await adminExec(url, `CREATE DATABASE "${template}"`);
  } catch (err) {
    console.log(`# no template database (${(err as Error).message}): each test file seeds a schema of its own`);
    return { env: {}, cleanup: async () => {} };
  }
  const db = await openDb({ databaseUrl: withDatabase(url, template), schema: SEED_SCHEMA });
  await seed(db);
  await db.close();
  return { env: { [SEED_TEMPLATE]: template }, cleanup: () => adminExec(url, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`) };
}

async function seed(db: Db): Promise<void> {
  await migrate(db);
  // The app first, as the server does: building it registers the hooks the seeds' saves run through.
  const app = await buildApp(db, loadConfig({ ...process.env, LOG_LEVEL: 'silent', APP_DIST: '/nonexistent' }), features);
  await seedReferenceData(db);
  await seedDemoData(db);
  await app.close();
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function adminExec(url: string, sql: string): Promise<void> {
  const admin = await openPg({ connectionString: url, max: 1 });
  try {
    // Try again while it passes: two files copying the template at one moment find it busy (object_in_use), and a
    // DROP ... WITH (FORCE) may not end an autovacuum worker that is cleaning the database (insufficient_privilege:
    // it is no role's process but the server's); both last moments.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.exec(sql);
        return;
      } catch (err) {
        if (!['55006', '42501'].includes((err as { code?: string }).code ?? '') || attempt >= 40) throw err;
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  } finally {
    await admin.close();
  }
}
