/**
 * Where the demo's load stands, kept in the database so every process, /readyz and the portal can say it, and a
 * start can tell a load that was cut off (its data is partial: the parts are not written to be run twice).
 * A table of its own, made when first needed like sys_derived_schema: it belongs to the demo, not to the product's schema.
 */
import type { Queryable } from '../db/db.ts';

export type DemoState = 'loading' | 'loaded' | 'failed' | 'interrupted';
export interface DemoStatus {
  state: DemoState;
  /** The part being loaded (loading), or the one that was when it stopped (failed, interrupted). */
  part: string | null;
  updatedAt: string;
}

const TABLE = 'sys_demo_state';

async function ensureTable(db: Queryable): Promise<void> {
  await db.query(`CREATE TABLE IF NOT EXISTS ${TABLE} (name text PRIMARY KEY, state text NOT NULL, part text, updated_at timestamptz NOT NULL DEFAULT now())`);
}

export async function writeDemoState(db: Queryable, state: DemoState, part: string | null): Promise<void> {
  await ensureTable(db);
  await db.query(
    `INSERT INTO ${TABLE} (name, state, part, updated_at) VALUES ('demo', $1, $2, now())
     ON CONFLICT (name) DO UPDATE SET state = EXCLUDED.state, part = EXCLUDED.part, updated_at = EXCLUDED.updated_at`,
    [state, part],
  );
}

/** null: no demo was ever started here (or the database predates this record). */
export async function readDemoState(db: Queryable): Promise<DemoStatus | null> {
  const table = await db.query<{ t: string | null }>(`SELECT to_regclass('${TABLE}')::text AS t`);
  if (!table.rows[0]?.t) return null;
  const { rows } = await db.query<{ state: DemoState; part: string | null; updated_at: Date | string }>(
    `SELECT state, part, updated_at FROM ${TABLE} WHERE name = 'demo'`,
  );
  if (!rows[0]) return null;
  return { state: rows[0].state, part: rows[0].part, updatedAt: new Date(rows[0].updated_at).toISOString() };
}
