/**
 * PGlite runs no autovacuum, so its planner would price every table as ten rows
 * and the cost ceiling (engine/statement-limits.ts) would let a four-way join of
 * thousands of lines through. This keeps the statistics as autovacuum would: at
 * start every table never analysed, then each minute the tables changed by more
 * than 50 rows and a tenth of their size. One ANALYZE a turn, so requests
 * take theirs in between.
 */
import type { Db } from './db.ts';

const EVERY_MS = 60_000;

/** The tables changed enough since their last ANALYZE that the planner's statistics are stale. */
export async function changedTables(db: Db): Promise<string[]> {
  return (await db.query<{ name: string }>(CHANGED)).rows.map((r) => r.name);
}

export function keepStatistics(db: Db, log: (msg: string, err: unknown) => void): () => void {
  if (db.dialect !== 'pglite') return () => undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const analyse = async (which: string) => {
    const due = await db.query<{ name: string }>(which);
    for (const { name } of due.rows) {
      if (stopped) return;
      await db.exec(`ANALYZE "${name.replace(/"/g, '""')}"`);
    }
  };
  const round = (which: string) =>
    analyse(which)
      .catch((err) => log('analysing the embedded database failed', err))
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(() => round(CHANGED), EVERY_MS);
        timer.unref();
      });
  void round(NEVER);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

const NEVER = `SELECT c.relname AS name FROM pg_class c
  WHERE c.relkind IN ('r', 'm') AND c.relnamespace = current_schema()::regnamespace AND c.reltuples < 0 ORDER BY 1`;
const CHANGED = `SELECT s.relname AS name FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
  WHERE s.schemaname = current_schema() AND s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) ORDER BY 1`;
