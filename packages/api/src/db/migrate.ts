/**
 * Applies the committed SQL migrations in order, each in its own transaction,
 * recording what ran. Migration files are plain SQL and import no app code.
 * Then the views and change triggers, made from the definitions, are made again
 * unless they stand as the same definitions made them (their signature is noted):
 * remaking them costs seconds at every start, and every test file starts a server.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';
import { syncViews, viewsSignature } from './views.ts';
import { changeTriggersSignature, installChangeTriggers } from './change-feed.ts';

/** What was made from the definitions (and the reference catalogues) rather than migrated, and the signature of what made it. */
export const DERIVED = 'sys_derived_schema';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../migrations');

export function migrationFiles(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort();
}

export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const applied: string[] = [];
  // A later start finds every file recorded: one statement rather than a transaction per file (three statements each,
  // a hundred and more round trips to the embedded database's thread). A file missing goes the locked way below.
  const recorded = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
  for (const file of migrationFiles(dir)) {
    if (recorded.has(file)) continue;
    const ran = await db.transaction(async (tx) => {
      // Two servers starting together on one PostgreSQL: one migrates, the other waits.
      if (db.dialect === 'pg') await tx.query('SELECT pg_advisory_xact_lock(815)');
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
      if (done.rows.length) return false;
      await tx.exec(readFileSync(join(dir, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      return true;
    });
    if (ran) applied.push(file);
  }
  const signature = createHash('sha1')
    .update(JSON.stringify([viewsSignature(), await changeTriggersSignature(db)]))
    .digest('hex');
  await db.exec(`CREATE TABLE IF NOT EXISTS ${DERIVED} (name text PRIMARY KEY, signature text NOT NULL)`);
  const made = await db.query<{ signature: string }>(`SELECT signature FROM ${DERIVED} WHERE name = 'views_and_triggers'`);
  if (applied.length || made.rows[0]?.signature !== signature) {
    await syncViews(db);
    await installChangeTriggers(db);
    await db.query(
      `INSERT INTO ${DERIVED} (name, signature) VALUES ('views_and_triggers', $1) ON CONFLICT (name) DO UPDATE SET signature = EXCLUDED.signature`,
      [signature],
    );
  }
  return applied;
}
